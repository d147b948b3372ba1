"""Card faces in the chosen language (issue 17): the card's own words (``i18n``), English for what it lacks;
Japanese and Chinese line breaking (kinsoku), Chinese glyph forms, and the Standard set's Japanese data."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PIL import ImageChops

from engine.cards import builtin_cards, card_from_data
from ui.render import fonts
from ui.render import text as T
from ui.render.card_face import draw_card, face_words

CARD = {"id": "T-1", "name": "Test Drake", "type": "spirit", "colors": ["red"], "cost": 3, "reduction": ["red"],
        "families": ["Dragon"], "levels": [{"cores": 1, "bp": 3000}], "symbols": ["red"],
        "text": "[Lv1] 『When Summoned』 Draw 1.", "flavor": "Warm.",
        "i18n": {"ja": {"name": "テスト竜", "text": "[Lv1]『召喚時』カードを1枚ドローする。"}}}


def test_a_face_shows_the_words_of_its_language_and_english_for_the_rest():
    card = card_from_data(CARD)
    assert face_words(card, "ja") == ("テスト竜", "[Lv1]『召喚時』カードを1枚ドローする。", "Warm.")
    assert face_words(card, "zh-Hant") == ("Test Drake", "[Lv1] 『When Summoned』 Draw 1.", "Warm.")
    en, ja, zh = (draw_card(card, 200, lang).convert("RGB") for lang in ("en", "ja", "zh-Hant"))
    assert ImageChops.difference(en, ja).getbbox() is not None
    assert ImageChops.difference(en, zh).getbbox() is not None  # the type line: 靈魂卡 ／ 龍


def _lines(text, width):
    lay = T.layout(text, width, 20)
    return ["".join(a.text for _x, a in line) for line in lay.lines]


@pytest.mark.parametrize("width", range(60, 260, 7))
def test_kinsoku_no_line_starts_with_closing_punctuation_or_ends_with_an_opening_bracket(width):
    text = "自分のスピリット1体を選ぶ。このターンの間、そのスピリットは「相手の効果」で選ばれず（手札にも戻らず）、BP+2000する。"
    lines = _lines(text, width)
    assert "".join(lines) == text
    for i, line in enumerate(lines):
        if i:
            assert line[0] not in "、。）」』】》", (width, lines)
        if i < len(lines) - 1:
            assert line[-1] not in "（「『【《", (width, lines)


def test_chinese_faces_use_traditional_glyph_forms_when_the_machine_has_them():
    if fonts.font_file("cjk") is None:
        pytest.skip("no CJK font on this machine")
    with fonts.glyphs_for("zh-Hant"):
        tc = fonts.font("cjk", 24)
    ja = fonts.font("cjk", 24)
    if fonts.font_file("cjk_tc") == fonts.font_file("cjk"):
        pytest.skip("one CJK face only")
    assert bytes(tc.getmask("戰")) != bytes(ja.getmask("戰")) or tc.path != ja.path or tc.index != ja.index


def _sides(c):
    """A card and its side B (an Eternal card that awakens)."""
    back = (c.ext or {}).get("awaken")
    return [c] if back is None else [c, back]


def _assert_words(c, lang):
    words = c.i18n.get(lang, {})
    assert words.get("name") and not any(ch.isascii() and ch.isalpha() for ch in words["name"]), c.id
    for key in ("text", "flavor"):
        if getattr(c, key):
            assert words.get(key), (c.id, key)
            left = [w for w in T.re.findall(r"[A-Za-z]{3,}", words[key])]
            assert not left, (c.id, key, left)


@pytest.mark.parametrize("fmt", ["standard", "saga", "eternal"])
@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_every_card_has_a_name_text_and_flavour_in_japanese_and_chinese(lang, fmt):
    cards = [c for c in builtin_cards().for_format(fmt) if c.id not in ("blank", "hidden")]
    assert len(cards) > 30
    for c in cards:
        for side in _sides(c):
            _assert_words(side, lang)


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_every_family_of_every_card_has_its_word_in_japanese_and_chinese(lang):
    from engine.words import cards as cw
    from ui.render import eternal_words

    fams = {f for c in builtin_cards() for side in _sides(c) for f in side.families}
    assert {f for f in fams if cw.family(f, lang) == f} == set()
    assert {f for f in fams if eternal_words.family(f, lang) == f} == set()  # the Eternal and Saga faces'


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_every_dragon_ball_card_has_its_names_and_flavour_in_japanese_and_chinese(lang):
    """Their effect texts are written from the card's skills, in English (``engine.dbscg.cardtext``)."""
    from engine.dbscg.cards import builtin_cards as db_cards
    from engine.words import cards as cw

    cards = list(db_cards())
    assert len(cards) > 100
    for c in cards:
        for side in [c] + ([c.back] if c.back is not None else []):
            words = cw.own_words(side).get(lang, {})
            assert words.get("name") and words["name"] != side.name, side.id
            assert cw.name(side, lang) == words["name"]  # what the table's names read (a tuple of pairs here)
            assert cw.text(side, lang) == side.text_in(lang)  # the deck window's text: written in the language
            if side.flavor:
                assert words.get("flavor"), side.id


def test_cards_command_lists_names_in_the_language():
    out = subprocess.run([sys.executable, "-m", "app", "cards", "--json", "--lang", "ja"], capture_output=True,
                         text=True, check=True).stdout
    rows = {r["id"]: r["name"] for r in json.loads(out)}
    assert rows["ST-R01"] == builtin_cards()["ST-R01"].name_in("ja") != "Cinder Drakeling"
