"""The Saga card face (``ui.render.saga_frame``), chosen by the ruleset's table ``face`` template: its own
frame, the card's 【keywords】 as chips, a BURST seal on a burst card, a TOKEN band on a token."""
from __future__ import annotations

import dataclasses

from engine.cards import builtin_cards
from engine.rulesets import get_ruleset
from ui.render.saga_frame import has_burst, keywords_of
from ui.render.templates import render_face


def _diff(a, b, box) -> int:
    """How many pixels of ``box`` differ between two faces."""
    from PIL import ImageChops

    d = ImageChops.difference(a.crop(box).convert("RGB"), b.crop(box).convert("RGB")).convert("L")
    return sum(d.point(lambda v: 255 if v else 0).histogram()[255:])


def test_the_saga_table_names_its_face_template_and_standard_keeps_its_own():
    assert get_ruleset("saga").table.face == "saga"
    assert get_ruleset("standard").table.face == "battle-spirits"


def test_keywords_are_read_from_the_text_in_order_and_timings_are_not_keywords():
    card = builtin_cards()["GS-002"]  # 【Armor: red/purple】
    assert keywords_of(card) == ["【Armor: red/purple】"]
    odd = dataclasses.replace(card, text="【Activate: Main】 draw. 【Confront】 【Gale: 2】 【Confront】")
    assert keywords_of(odd) == ["【Confront】", "【Gale: 2】"]


def test_in_japanese_and_chinese_the_chips_are_the_keywords_as_the_cards_text_writes_them():
    card = builtin_cards()["GS-002"]
    assert keywords_of(card, "ja", card.text_in("ja")) == ["【装甲：赤/紫】"]
    assert keywords_of(card, "zh-Hant", card.text_in("zh-Hant")) == ["【裝甲：紅/紫】"]
    untranslated = dataclasses.replace(card, i18n={})
    assert keywords_of(untranslated, "ja", untranslated.text_in("ja")) == ["【Armor: red/purple】"]


def test_every_saga_keyword_has_its_name_and_reminder_in_japanese_and_chinese_and_the_log_uses_the_same_name():
    from engine.words import ja, zh_hant
    from ui.render import saga_keywords as K

    for lang in ("ja", "zh-Hant"):
        assert set(K.SAGA_NAMES[lang]) == set(K.SAGA_REMINDERS) == set(K.SAGA_REMINDERS_IN[lang])
        for name, line in K.SAGA_REMINDERS_IN[lang].items():
            assert line.startswith("【" + K.SAGA_NAMES[lang][name]), (lang, name)
    q = {"card": "C", "player": 0, "other": "O", "rule": "R", "n": 1}
    for key, name in (("saga_raid", "Raid"), ("saga_luster", "Luster"), ("saga_at_field", "A.T. Field")):
        assert f"【{K.SAGA_NAMES['ja'][name]}】" in ja.TEMPLATES[key](q)
        assert f"【{K.SAGA_NAMES['zh-Hant'][name]}】" in zh_hant.TEMPLATES[key](q)


def test_every_keyword_a_saga_card_names_appears_in_its_japanese_and_chinese_text():
    from ui.render import saga_keywords as K

    for card in builtin_cards().for_format("saga"):
        for name in K.keywords(card):
            for lang in ("ja", "zh-Hant"):
                assert f"【{K.name_in(name, lang)}" in card.text_in(lang), (card.id, name, lang)


def test_the_saga_face_is_not_the_standard_face():
    card = builtin_cards()["GS-001"]
    saga, std = render_face(card, 200, template="saga"), render_face(card, 200, template="battle-spirits")
    assert saga.size == std.size
    assert _diff(saga, std, (0, 0, saga.width, saga.height)) > saga.width * saga.height // 3


def test_a_burst_card_wears_the_burst_seal_and_a_token_the_token_band():
    card = builtin_cards()["GB-001"]
    assert has_burst(card)
    plain = dataclasses.replace(card, id="GB-001-plain", effects=tuple(e for e in card.effects if e["kind"] != "burst"))
    assert not has_burst(plain)
    w = 200
    a, b = render_face(card, w, template="saga"), render_face(plain, w, template="saga")
    seal = (int(0.07 * w), int(0.14 * w), int(0.20 * w), int(0.28 * w))  # the art's top left corner
    assert _diff(a, b, seal) > 50
    t = render_face(plain, w, template="saga", token=True)
    band = (int(0.1 * w), int(0.69 * w), int(0.9 * w), int(0.74 * w))  # the foot of the art
    assert _diff(t, b, band) > 200


def test_the_seals_speak_the_faces_language():
    from ui.render.card_face import LANGS
    from ui.render.saga_frame import SEALS

    assert set(SEALS) == set(LANGS)
    assert SEALS["zh-Hant"]["burst"] == "爆裂" and SEALS["ja"]["token"] == "トークン"


def test_face_cache_files_are_kept_apart_by_template():
    from ui.table.faces import _key_name

    card = builtin_cards()["GS-001"]
    assert _key_name(card, 240, "en", "saga") != _key_name(card, 240, "en", "battle-spirits")


def test_a_double_colour_symbol_is_drawn_in_both_colours():
    """Saga 2-8-2-1: a symbol "blue/white" is either colour: drawn split, not as its first colour alone."""
    card = builtin_cards()["GK-003"]
    assert card.symbols[0].alt == "white"
    single = dataclasses.replace(card, id="GK-003-single", symbols=(dataclasses.replace(card.symbols[0], alt=None),))
    w = 200
    a, b = render_face(card, w, template="saga"), render_face(single, w, template="saga")
    foot = (int(0.8 * w), int(1.3 * w), w, int(1.38 * w))
    assert _diff(a, b, foot) > 30
