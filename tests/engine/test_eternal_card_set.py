"""The Eternal card set (resources/cards/eternal-*.yaml, ``format: eternal``, ids GE-<colour>###) and its
decks (resources/decks/eternal/): size, ids, both languages, the manual's terms, every mechanic on
several cards, legal decks that hold every card but the Tokens."""
from __future__ import annotations

import re
from pathlib import Path

from engine.cards import COLORS, builtin_cards
from engine.deck import deck_problems, load_deck

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted((ROOT / "resources" / "decks" / "eternal").glob("*.yaml"))
LETTER = {"red": "R", "purple": "P", "green": "G", "white": "W", "yellow": "Y", "blue": "B"}


def eternal_cards():
    """Our Eternal set (not the rule test cards, ET-###)."""
    return [c for c in builtin_cards().for_format("eternal") if c.id.startswith("GE-")]


def test_the_set_has_200_cards_in_six_colours_with_ids_by_colour():
    cards = eternal_cards()
    assert len(cards) >= 200
    for colour in COLORS:
        mine = [c for c in cards if c.colors and c.colors[0] == colour]
        assert len(mine) >= 30, colour
        for c in mine:
            assert re.fullmatch(rf"GE-{LETTER[colour]}\d{{3}}", c.id), c.id
    assert {"spirit", "nexus", "magic", "brave", "ultimate"} <= {c.type for c in cards}


def test_every_card_has_english_and_traditional_chinese_words():
    for c in eternal_cards():
        assert c.name and c.text.strip(), c.id
        zh = c.i18n.get("zh-Hant", {})
        assert zh.get("name") and zh.get("text"), c.id
        assert re.search(r"[\u4e00-\u9fff]", zh["name"]), c.id
        assert c.name_in("zh-Hant") != c.name and c.text_in("zh-Hant") != c.text, c.id
        back = c.ext.get("awaken") if c.ext else None
        if back is not None:  # an Awaken card's side B has its words too
            assert back.name_in("zh-Hant") != back.name and back.text_in("zh-Hant") != back.text, c.id


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
    """A card with effects says so in both texts, one line per effect at least, as many in each."""
    for c in eternal_cards():
        if c.effects:
            lines_en = [x for x in c.text.split("\n") if x.strip()]
            lines_zh = [x for x in c.text_in("zh-Hant").split("\n") if x.strip()]
            assert len(lines_en) >= len(c.effects) and len(lines_zh) == len(lines_en), c.id


def _uses(card, pred) -> bool:
    def walk(x):
        if isinstance(x, dict):
            return pred(x) or any(walk(v) for v in x.values())
        if isinstance(x, (list, tuple)):
            return any(walk(v) for v in x)
        return False
    return walk(card.effects)


# every mechanic of the issue the engine plays (docs/eternal-effects.md) is on several cards
MECHANICS = {
    "Brave": lambda c: c.type == "brave",
    "【Brave】 effect": lambda c: _uses(c, lambda d: d.get("brave") is True),
    "『When Fused』": lambda c: _uses(c, lambda d: d.get("when") == "fused"),
    "Ultimate": lambda c: c.type == "ultimate",
    "Summon Condition": lambda c: bool(c.ext and "summon_condition" in c.ext),
    "U-Trigger": lambda c: _uses(c, lambda d: d.get("op") == "u_trigger"),
    "Burst": lambda c: _uses(c, lambda d: d.get("kind") == "burst"),
    "Contract": lambda c: "contract" in c.kinds,
    "Count": lambda c: _uses(c, lambda d: d.get("op") == "count"),
    "Over Count": lambda c: bool(c.ext and "oc" in c.ext) and _uses(c, lambda d: d.get("oc") is True),
    "Seal": lambda c: _uses(c, lambda d: d.get("op") == "seal"),
    "Sealed": lambda c: _uses(c, lambda d: d.get("sealed") is True),
    "Token": lambda c: _uses(c, lambda d: d.get("op") == "token"),
    "Mirage": lambda c: bool(c.ext and "mirage" in c.ext) and _uses(c, lambda d: d.get("set") is True),
    "Awaken": lambda c: bool(c.ext and "awaken" in c.ext),
    "Grand Walker (Oracle, God Skill, God symbol)": lambda c: "grand_walker" in c.kinds and bool(c.ext.get("oracle"))
    and any(s.kind == "god" for s in c.symbols) and _uses(c, lambda d: d.get("kind") == "activated"),
    "heavy exhaust": lambda c: _uses(c, lambda d: d.get("op") == "heavy_exhaust"),
    "Super Unleash": lambda c: any(lv.super_unleash for lv in c.levels),
    "Soul Magic": lambda c: c.soul_magic is not None,
    "Succession": lambda c: c.succession,
    "six-colour reduction": lambda c: "any" in c.reduction,
    "Ultimate symbol": lambda c: any(s.kind == "ultimate" for s in c.symbols),
    "once per turn: same name": lambda c: _uses(c, lambda d: d.get("limit") == "once_per_turn_name"),
}


def test_every_mechanic_is_on_several_cards():
    cards = eternal_cards()
    for name, pred in MECHANICS.items():
        assert sum(1 for c in cards if pred(c)) >= 2, name


def test_eight_decks_of_40_or_more_hold_every_card_but_the_tokens():
    assert len(DECKS) >= 8
    used = set()
    for path in DECKS:
        deck = load_deck(path)
        assert deck.format == "eternal" and len(deck.cards) >= 40, path.name
        assert all(cid.startswith(("GE-", "EM-", "ER-")) for cid in deck.cards), path.name  # EM-: the later mechanics, ER-: the rule cards
        used |= set(deck.cards)
    cards = eternal_cards()
    assert {c.id for c in cards if "token" not in c.kinds} <= used
    assert not any("token" in c.kinds for c in cards if c.id in used)  # never in a Deck (E5)
    rules = [c for c in builtin_cards().for_format("eternal") if c.id.startswith("ER-")]
    assert {c.id for c in rules if "token" not in c.kinds} <= used  # the rule cards (eternal-rules-*.yaml) too


def test_the_decks_are_legal_under_eternal_deck_rules():
    for path in DECKS:
        assert deck_problems(load_deck(path)) == [], path.name


def test_no_eternal_name_is_the_name_of_another_card():
    """A plain-text deck list names cards by name (engine.decklist): an Eternal card's name is its own."""
    names = {}
    for c in builtin_cards():
        names.setdefault(c.base_name, set()).add(c.id)
    for c in eternal_cards():
        assert names[c.base_name] == {c.id}, (c.base_name, names[c.base_name])
