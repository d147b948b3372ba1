"""Dragon Ball Super Card Game cards in Japanese and Traditional Chinese: the text written from a card's
keywords and skills (``engine.dbscg.cardtext``) in every language, ``DbCard.text_in``, and the face's words.

English stays as it was: ``dbscg_card_text_en.json`` holds the English texts the generator wrote before it learnt
other languages (captured from the old code): every built-in card and back side, and the synthetic cards below,
which reach every keyword, timing, target, qualifier and operation the generator knows. (The English faces were
compared pixel for pixel with the old face module's when the languages came, then that copy was dropped.)
"""
from __future__ import annotations

import json
import os
import re
from collections import Counter

import pytest
from PIL import ImageChops

from engine.dbscg.cardtext import card_text, ops_text
from engine.dbscg.cards import builtin_cards, card_from_data

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "dbscg_card_text_en.json"), encoding="utf-8") as _f:
    BEFORE = json.load(_f)
LANGS = ("ja", "zh-Hant")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
NAME = re.compile(r"《[^》]*》")  # a character's name, quoted as English quotes <Nox> (kept as the card gives it)
NUMBER = re.compile(r"\d+")

KWS = ["blocker", "critical", "double_strike", "triple_strike", "quadruple_strike", "dual_attack", "triple_attack",
       "barrier", "indestructible", "victory_strike", "deflect", "ultimate", "super_combo", "dragon_ball", "field",
       "revenge", "wormhole", "warrior_of_universe_7", "token", {"evolve": "Nox"}, {"ex_evolve": "Rukka"},
       {"xeno_evolve": "Tamsk"}, {"union_potara": ["Ivra", "Oko"]}, {"union_fusion": ["Ivra", "Oko"]},
       {"over_realm": 7}, {"dark_over_realm": 5}, {"swap": 2}]
TARGETS = ["self", "leader", "own_one", "own_all", "opp_one", "opp_all", "attacker", "guard"]
WHENS = ["play", "attack", "attacked", "ko", "damage", "combo", "turn_start", "turn_end", "battle_end", "placed"]


def synthetic_cards() -> list:
    """Card data reaching every branch of the generator (ids SYN-01 ..., the keys of the JSON's "synthetic")."""
    out = []

    def add(**d):
        d.setdefault("id", f"SYN-{len(out) + 1:02d}")
        d.setdefault("name", "Synthetic")
        d.setdefault("type", "battle")
        d.setdefault("colors", ["red"])
        out.append(d)
    add(keywords=KWS)
    add(keywords=[{"union_absorb": {"from": ["hand", "drop"], "character": "Nox", "max_cost": 5,
                                     "cost": {"total": 2, "black": 1}}}])
    add(keywords=[{"union_absorb": {}}])
    add(keywords=[{"union_absorb": {"from": "drop", "cost": 1}}])
    for w in WHENS:
        add(skills=[{"kind": "auto", "when": w, "do": [{"op": "draw", "n": 1}]}])
    for t in TARGETS:
        add(skills=[{"kind": "activate", "timing": "main", "do": [
            {"op": "power", "target": t, "n": 5000}, {"op": "power", "target": t, "n": -3000, "until": "battle"},
            {"op": "ko", "target": t}, {"op": "rest", "target": t, "max_power": 10000},
            {"op": "active", "target": t}, {"op": "bounce", "target": t, "max_cost": 3},
            {"op": "warp", "target": t}, {"op": "remove", "target": t},
            {"op": "take_control", "target": t, "max_power": 20000, "max_cost": 4}]}])
    add(skills=[{"kind": "activate", "timing": "battle", "do": [
        {"op": "ko", "max_power": 15000, "max_cost": 4, "rested": True}, {"op": "rest"}, {"op": "active"},
        {"op": "bounce"}, {"op": "warp", "max_power": 5000}, {"op": "remove", "max_cost": 2},
        {"op": "power", "n": 10000, "until": "turn"}, {"op": "power", "target": "opp_all", "n": -5000,
                                                          "max_power": 20000}]}])
    for n in (1, 2):
        add(skills=[{"kind": "auto", "when": "play", "do": [
            {"op": "draw", "n": n}, {"op": "energy_active", "n": n}, {"op": "charge_top", "n": n},
            {"op": "life_add", "n": n}, {"op": "damage", "n": n}, {"op": "mill", "n": n},
            {"op": "opp_discard", "n": n}, {"op": "token", "n": n}, {"op": "look", "n": n + 2}]}])
    add(skills=[{"kind": "auto", "when": "play", "do": [
        {"op": "drop_to_hand"}, {"op": "drop_to_hand", "type": "extra", "max_cost": 2},
        {"op": "token", "name": "Lantern", "power": 10000, "n": 2}, {"op": "token", "name": "Legionnaire"},
        {"op": "look", "n": 4, "take": {"type": "battle", "character": "Nox", "max_cost": 3}},
        {"op": "look", "n": 3, "take": {"character": "Rukka"}}, {"op": "look", "n": 5, "take": {"type": "extra"}},
        {"op": "look", "n": 2, "take": {"max_cost": 0}}]}])
    add(type="extra", skills=[{"kind": "counter", "counter": "play", "do": [{"op": "negate_play"}]},
                              {"kind": "counter", "counter": "attack", "do": [{"op": "negate_attack"}]},
                              {"kind": "counter", "counter": "counter", "do": [{"op": "negate_counter"}]}])
    add(skills=[{"kind": "permanent", "power": 5000},
                {"kind": "permanent", "power": 5000, "target": "leader", "bond": 3},
                {"kind": "permanent", "power": -2000, "target": "own_all", "sparking": 10, "life_at_most": 3},
                {"kind": "permanent", "power": 5000, "dragon_balls": 7}])
    add(skills=[{"kind": "activate", "timing": "main", "once_per_turn": True, "bond": 2, "sparking": 5, "burst": 3,
                 "cost": {"total": 3, "red": 1, "blue": 2}, "life_at_most": 4, "do": [{"op": "draw", "n": 2}]},
                {"kind": "activate", "timing": "battle", "cost": 2, "choose": 2, "options": [
                    [{"op": "draw", "n": 1}], [{"op": "ko", "max_power": 20000}, {"op": "mill", "n": 2}],
                    [{"op": "life_add", "n": 1}]]},
                {"kind": "auto", "when": "attack", "cost": {"total": 1, "green": 1, "yellow": 1, "black": 1},
                 "do": [{"op": "power", "n": 5000, "until": "battle"}]}])
    add(skills=[{"kind": "awaken", "life_at_most": 4, "do": [{"op": "draw", "n": 2}]}, {"kind": "awaken"}])
    add(skills=[{"kind": "wish", "dragon_balls": 7, "cost": 1, "do": [{"op": "ko"}]}],
        back={"name": "Synthetic Wish", "power": 20000, "keywords": ["critical"]})
    add(skills=[{"kind": "wish"}], back={"name": "Synthetic Wish 2", "power": 20000})
    add(type="leader", power=10000, skills=[{"kind": "awaken", "life_at_most": 4, "do": [{"op": "draw", "n": 1}]}],
        back={"name": "Synthetic Back", "power": 15000, "skills": [
            {"kind": "auto", "when": "attack", "once_per_turn": True, "do": [{"op": "power", "n": 10000,
                                                                             "until": "battle"}]}]})
    add(keywords=["blocker"], skills=[{"kind": "auto", "when": "ko", "do": [{"op": "draw", "n": 1}]}])
    add()  # no keywords, no skills: no text
    return out


def _sides(cards) -> dict:
    """{id: card, id/back: its back side} of cards."""
    out = {}
    for c in cards:
        out[c.id] = c
        if c.back is not None:
            out[c.id + "/back"] = c.back
    return out


BUILTIN = _sides(builtin_cards())
SYNTHETIC = _sides(card_from_data(d) for d in synthetic_cards())
ALL = {**BUILTIN, **SYNTHETIC}


# ---------------------------------------------------------------------- English as before
@pytest.mark.parametrize("table", ["builtin", "synthetic"])
def test_english_text_is_the_text_the_generator_wrote_before(table):
    sides = BUILTIN if table == "builtin" else SYNTHETIC
    assert set(sides) == set(BEFORE[table])  # no card came or went unnoticed
    for key, side in sides.items():
        assert side.text == BEFORE[table][key], key
        assert card_text(side) == card_text(side, "en") == side.text_in("en") == side.text, key
        assert card_text(side, "fr") == side.text, key  # a language it does not know reads English


def test_the_synthetic_cards_reach_every_keyword_timing_target_and_operation():
    from engine.dbscg import cardtext, schema
    from engine.dbscg.cards import AUTO_WHEN, KEYWORDS

    kws = {k for c in SYNTHETIC.values() for k, _ in c.keywords}
    ops = {o["op"] for c in SYNTHETIC.values() for s in c.skills
           for o in list(s.get("do", [])) + [x for opt in s.get("options", []) for x in opt]}
    assert kws == set(KEYWORDS) and ops == set(schema.OPS) and set(WHENS) == set(AUTO_WHEN)
    assert set(TARGETS) == set(schema.TARGETS)
    for lang, w in cardtext.WORDS.items():  # every table has every phrase of the English one
        assert set(w) == set(cardtext.EN), lang
        for key in ("kw", "when", "target", "op", "until", "who", "from"):
            assert set(w[key]) == set(cardtext.EN[key]), (lang, key)


# ---------------------------------------------------------------------- Japanese and Chinese
@pytest.mark.parametrize("lang", LANGS)
def test_every_generated_text_is_in_the_language_and_keeps_the_numbers(lang):
    for key, side in ALL.items():
        en, text = side.text, card_text(side, lang)
        assert bool(text) == bool(en), key
        if not en:
            continue
        assert text != en, key
        left = ENGLISH_WORD.findall(NAME.sub("", text))
        assert not left, (key, left, text)
        assert not Counter(NUMBER.findall(en)) - Counter(NUMBER.findall(text)), (key, en, text)
        assert text.count("\n") == en.count("\n"), key  # a line per skill, as in English
        assert "[" not in text and "<" not in text, (key, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_official_terms_of_the_game_words(lang):
    """The card text uses the terms of the game's event words (engine/dbscg/words.py)."""
    cs = builtin_cards()
    ja = lang == "ja"
    assert card_text(cs["DB-U-04"], lang) == ("≪ブロッカー≫" if ja else "≪阻擋者≫")
    assert card_text(cs["DB-K-19"], lang) == ("【カウンター：アタック】アタックしているカードをKOする。" if ja
                                              else "【反擊：攻擊】擊倒攻擊中的卡。")
    assert card_text(cs["DB-U-13"], lang) == ("【起動：メイン】カードを2枚引く。" if ja else "【起動：主要】抽 2 張卡。")
    assert card_text(cs["DB-K-20"], lang).startswith("≪合体-アブソーブ≫(1)：" if ja else "≪合體-吸收≫(1)：")
    assert ("《ノクス》" if ja else "《諾克斯》") in card_text(cs["DB-K-20"], lang)  # its character by name there
    assert ops_text([{"op": "draw", "n": 2}], lang) == ("カードを2枚引く。" if ja else "抽 2 張卡。")
    for word in (["【自動】", "≪ターン1回≫", "【覚醒】", "ライフ", "ドロップ", "エナジー", "レストモード", "リーダー"] if ja
                 else ["【自動】", "≪一回合一次≫", "【覺醒】", "生命", "棄牌區", "能源", "休息狀態", "領袖"]):
        assert any(word in card_text(c, lang) for c in BUILTIN.values()), word


# ---------------------------------------------------------------------- DbCard.text_in
def test_text_in_is_the_generated_text_in_the_language_or_the_cards_own_translation():
    cs = builtin_cards()
    rukka = cs["DB-R-L1"]
    assert rukka.text_generated and rukka.back.text_generated
    for lang in LANGS:
        assert rukka.text_in(lang) == card_text(rukka, lang) != rukka.text
        assert rukka.back.text_in(lang) == card_text(rukka.back, lang) != rukka.back.text
        assert rukka.listing(lang)["text"] == rukka.text_in(lang)
        assert rukka.listing(lang)["back"]["text"] == rukka.back.text_in(lang)
    assert rukka.text_in("en") == rukka.text

    own = card_from_data({"id": "T-1", "name": "Own", "type": "battle", "keywords": ["blocker"],
                          "i18n": {"ja": {"name": "自前", "text": "自前の文章。"}}})
    assert own.text_generated and own.text_in("ja") == "自前の文章。"
    assert own.text_in("zh-Hant") == "≪阻擋者≫" and own.text_in("en") == "[Blocker]"

    given = card_from_data({"id": "T-2", "name": "Given", "type": "battle", "keywords": ["blocker"],
                            "text": "Blocks, as its file says.", "i18n": {"zh-Hant": {"text": "檔案寫的文字。"}}})
    assert not given.text_generated
    assert given.text_in("ja") == given.text_in("en") == "Blocks, as its file says."  # no translation: English
    assert given.text_in("zh-Hant") == "檔案寫的文字。"

    leader = card_from_data({"id": "T-3", "name": "Lead", "type": "leader", "power": 10000,
                             "skills": [{"kind": "awaken", "life_at_most": 4, "do": [{"op": "draw", "n": 1}]}],
                             "back": {"name": "Lead B", "power": 15000, "text": "Its own back text.",
                                      "i18n": {"ja": {"text": "裏面の文章。"}}}})
    assert leader.text_in("ja") == "【覚醒】自分のライフが4以下の時：カードを1枚引く。"
    assert leader.back.text_in("ja") == "裏面の文章。" and leader.back.text_in("zh-Hant") == "Its own back text."


# ---------------------------------------------------------------------- the face
@pytest.mark.parametrize("lang", LANGS)
def test_a_face_in_japanese_or_chinese_differs_from_the_english_face(lang):
    from ui.render import dbscg_face

    cs = builtin_cards()
    for cid, back in (("DB-R-L1", False), ("DB-R-L1", True), ("DB-U-08", False), ("DB-G-15", False)):
        en = dbscg_face.draw(cs[cid], 200, "en", back=back).convert("RGB")
        other = dbscg_face.draw(cs[cid], 200, lang, back=back).convert("RGB")
        assert ImageChops.difference(en, other).getbbox() is not None, (cid, back)


@pytest.mark.parametrize("lang", LANGS)
def test_the_face_words_and_every_trait_of_the_built_in_cards_are_in_the_language(lang):
    from ui.render import dbscg_face

    w = dbscg_face.words(lang)
    assert dbscg_face.words("en")["type"] == dbscg_face.TYPE_WORD and dbscg_face.words("fr") == dbscg_face.WORDS["en"]
    words = list(w["type"].values()) + [w["awakened"], w["power"], w["combo"], w["no_skills"]]
    traits = {t for c in BUILTIN.values() for t in c.traits}
    assert len(traits) > 5
    words += [dbscg_face.trait(t, lang) for t in traits]
    assert not [x for x in words if re.search(r"[A-Za-z]", x)], words
    assert dbscg_face.trait("Universe 7", lang) == "第7宇宙"
    assert dbscg_face.trait("Universe 7") == "Universe 7"


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_names_the_games_cards_in_the_language(lang):
    """An event names a card by its English name (``Named``); the log in another language gives the card's own
    name there, found by id among every game's cards (the Leader's back side too)."""
    import engine.dbscg.words  # noqa: F401  (the game's sentences, as its table loads them)
    from engine.events import Named
    from engine.words import render

    cs = builtin_cards()
    leader = cs["DB-R-L1"]
    line = render("db_leader", {"player": 0, "card": Named(3, leader.id, leader.name)}, lang)
    assert leader.name_in(lang) in line and leader.name not in line
    back = Named(3, leader.id, leader.back.name)
    assert leader.back.name_in(lang) in render("db_leader", {"player": 0, "card": back}, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_character_of_the_cards_has_its_name_in_the_language_as_the_cards_names_write_it(lang):
    """resources/dbscg/characters.yaml: the card texts (<Nox> -> 《ノクス》) and the faces' footers use it."""
    from engine.dbscg.cardtext import character_name

    cs = builtin_cards()
    sides = [s for c in cs for s in [c] + ([c.back] if c.back is not None else [])]
    for side in sides:
        for ch in side.character:
            assert character_name(ch, lang) != ch, (side.id, ch)
        text = side.text_in(lang)
        assert not ENGLISH_WORD.findall(text), (side.id, text)  # no English left, names included
    rukka = [s for s in sides if "Rukka" in s.character]
    assert rukka and all(character_name("Rukka", lang) in s.name_in(lang) for s in rukka)
    assert character_name("Rukka", "en") == "Rukka" and character_name("Nobody", lang) == "Nobody"


def test_a_damaged_characters_file_leaves_the_english_names(tmp_path, monkeypatch):
    from engine.dbscg import cardtext

    bad = tmp_path / "characters.yaml"
    bad.write_text("Nox: {ja: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(cardtext, "CHARACTERS", str(bad))
    monkeypatch.setattr(cardtext, "_NAMES", None)
    assert cardtext.character_name("Nox", "ja") == "Nox"
    assert "《Nox》" in cardtext.card_text(builtin_cards()["DB-K-20"], "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_deck_problems_are_sentences_in_the_language(lang):
    """D 5-1: the new-game dialog shows a deck's first problem in the table's language (they were English)."""
    import re as _re

    from engine.rulesets import get_ruleset
    from engine.words import sentence_in

    cs = builtin_cards()
    balls = [c.id for c in cs if c.kw("dragon_ball")]
    deck = ["DB-R-01"] * 6 + ["NOPE-1"] + balls * 8
    problems = get_ruleset("dbscg").deck_problems(deck, cs)
    assert [r for r, _ in problems][:4] == ["D 5-1-2", "D 5-1-3", "D 5-1-3", "D 5-1-3-1"]
    assert any(r == "D 10-31-1" for r, _ in problems)
    for _rule, s in problems:
        text = sentence_in(s, lang)
        assert text != str(s) and not _re.search(r"[A-Za-z]{3,}", text.replace("NOPE", "")), text
    assert str(problems[0][1]) == "the deck has 0 Leader cards; it needs exactly 1"  # English as before
