"""A deck's name and description in other languages (``i18n: {ja: {name, description}, zh-Hant: {...}}`` in a deck
file): read and checked like the rest of the file, and every built-in deck has them."""
from __future__ import annotations

import re

import pytest

from engine.deck import format_decks, parse_deck
from engine.errors import DataError
from engine.rulesets import RULESETS

BASE = {"name": "Sparks", "description": "Red rush.", "cards": {"ST-R01": 3}}


def test_a_deck_says_its_name_and_description_in_a_language_and_keeps_its_own_for_the_rest():
    d = parse_deck({**BASE, "i18n": {"ja": {"name": "火花", "description": "赤の速攻。"}, "zh-Hant": {"name": "火花"}}})
    assert (d.name_in("ja"), d.description_in("ja")) == ("火花", "赤の速攻。")
    assert (d.name_in("zh-Hant"), d.description_in("zh-Hant")) == ("火花", "Red rush.")
    assert (d.name_in("en"), d.name) == ("Sparks", "Sparks")
    assert parse_deck(BASE).name_in("ja") == "Sparks"


@pytest.mark.parametrize("i18n, key", [
    ({"fr": {"name": "x"}}, "i18n.fr"),
    ({"ja": "x"}, "i18n.ja"),
    ({"ja": {"title": "x"}}, "i18n.ja.title"),
    ({"ja": {"name": ""}}, "i18n.ja.name"),
    ({"ja": {"name": 3}}, "i18n.ja.name"),
    (["ja"], "i18n"),
])
def test_a_malformed_i18n_is_refused_naming_its_key(i18n, key):
    with pytest.raises(DataError) as e:
        parse_deck({**BASE, "i18n": i18n})
    assert e.value.path == key


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_every_built_in_deck_has_its_name_and_description_in_japanese_and_chinese(lang):
    decks = [d for fmt in RULESETS for d in format_decks(fmt).values()]
    assert len(decks) >= 40
    for d in decks:
        assert d.name_in(lang) != d.name and d.description_in(lang) != d.description, d.name
        assert not re.search(r"[A-Za-z]{4,}", d.name_in(lang)), d.name_in(lang)


def test_a_deck_file_written_back_keeps_its_words_in_other_languages(tmp_path):
    from engine.deck import load_deck
    from engine.decklist import save_deck

    d = parse_deck({**BASE, "i18n": {"ja": {"name": "火花", "description": "赤の速攻。"}}})
    save_deck(d, str(tmp_path / "d.yaml"))
    back = load_deck(str(tmp_path / "d.yaml"))
    assert back.i18n == d.i18n and back.name_in("ja") == "火花"
