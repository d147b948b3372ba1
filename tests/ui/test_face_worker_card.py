"""The face worker draws a built-in card from the built-in card itself (its words in other languages,
its card set), and a card of a position file from the request's data."""
from __future__ import annotations

from engine.cards import builtin_cards, card_from_data
from engine.position import card_to_data
from ui.table.face_worker import _card


def test_a_builtin_card_keeps_its_chinese_words_and_card_set():
    card = next(c for c in builtin_cards() if c.i18n.get("zh-Hant"))
    data = card_to_data(card)
    if card.flavor:
        data["flavor"] = card.flavor
    got = _card(data)
    assert got is card and got.name_in("zh-Hant") == card.i18n["zh-Hant"]["name"] and got.format == card.format


def test_a_card_of_a_position_file_is_built_from_its_data():
    card = next(c for c in builtin_cards() if c.i18n.get("zh-Hant"))
    data = dict(card_to_data(card), name="Changed Name")
    got = _card(data)
    assert got is not card and got.name == "Changed Name" and got.name_in("zh-Hant") == "Changed Name"
    other = {"id": "POS-1", "name": "Position Card", "type": "magic", "colors": ["red"], "cost": 1}
    assert _card(other) == card_from_data(other)
