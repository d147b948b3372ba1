"""The Eternal card set (resources/cards/eternal-*.yaml, ``format: eternal``) and its decks
(resources/decks/eternal/): size, ids, both languages, the manual's terms, legal decks."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards import COLORS, builtin_cards
from engine.deck import deck_problems, load_deck
from engine.rulesets import RULESETS

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted((ROOT / "resources" / "decks" / "eternal").glob("*.yaml"))
LETTER = {"red": "R", "purple": "P", "green": "G", "white": "W", "yellow": "Y", "blue": "B"}


def eternal_cards():
    return [c for c in builtin_cards().for_format("eternal") if c.id != "blank"]


def test_the_set_has_150_cards_in_six_colours_with_ids_by_colour():
    cards = eternal_cards()
    assert len(cards) >= 150
    for colour in COLORS:
        mine = [c for c in cards if c.colors and c.colors[0] == colour]
        assert len(mine) >= 20, colour
        for c in mine:
            assert re.fullmatch(rf"GE-{LETTER[colour]}\d{{3}}", c.id), c.id
    assert {"spirit", "nexus", "magic"} <= {c.type for c in cards}


def test_every_card_has_english_and_traditional_chinese_words():
    for c in eternal_cards():
        assert c.name and c.text.strip(), c.id
        zh = c.i18n.get("zh-Hant", {})
        assert zh.get("name") and zh.get("text"), c.id
        assert re.search(r"[\u4e00-\u9fff]", zh["name"]), c.id
        assert c.name_in("zh-Hant") != c.name and c.text_in("zh-Hant") != c.text, c.id


# the translator's warning (DIGEST section 3): 能量 is a core, 核心卡 a Nexus; the Void, Reserve and
# Trash are 空間, 預備區, 廢棄區; Simplified forms and the wrong word for a core are not used
TERMS = (("core", "能量"), ("Nexus", "核心卡"), ("Void", "空間"), ("Reserve", "預備區"), ("Trash", "廢棄區"),
         ("Life", "生命值"), ("Spirit", "靈魂卡"))


def test_chinese_texts_use_the_terms_of_the_eternal_manual():
    for c in eternal_cards():
        en, zh = c.text, c.text_in("zh-Hant")
        for word, term in TERMS:
            if re.search(rf"\b{word}", en):
                assert term in zh, f"{c.id}: '{word}' in the English text but no {term} in the Chinese"
        assert "核心" not in zh.replace("核心卡", ""), f"{c.id}: 核心 alone is not a core (能量)"
        for simplified in ("灵", "费", "场", "弃", "预", "备", "区", "张", "时"):
            assert simplified not in zh + c.name_in("zh-Hant"), f"{c.id}: simplified {simplified}"


def test_every_effect_is_written_on_the_card_in_both_languages():
    """A card with effects says so in both texts, one line per effect at least."""
    for c in eternal_cards():
        if c.effects:
            lines_en = [x for x in c.text.split("\n") if x.strip()]
            lines_zh = [x for x in c.text_in("zh-Hant").split("\n") if x.strip()]
            assert len(lines_en) >= len(c.effects) and len(lines_zh) == len(lines_en), c.id


NEEDS_ETERNAL = pytest.mark.skipif("eternal" not in RULESETS, reason="the Eternal ruleset is not registered")


@NEEDS_ETERNAL
def test_eight_decks_of_40_or_more_cover_the_set():
    assert len(DECKS) >= 8
    used = set()
    for path in DECKS:
        deck = load_deck(path)
        assert deck.format == "eternal" and len(deck.cards) >= 40, path.name
        assert all(cid.startswith("GE-") for cid in deck.cards), path.name
        used |= set(deck.cards)
    assert {c.id for c in eternal_cards()} <= used


@NEEDS_ETERNAL
def test_the_decks_are_legal_under_eternal_deck_rules():
    for path in DECKS:
        assert deck_problems(load_deck(path)) == [], path.name
