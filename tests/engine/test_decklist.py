"""Plain-text deck lists ("3 Ember Wyvern" per line) and deck files written back (engine.decklist)."""
from __future__ import annotations

import os

import pytest

from engine.cards import builtin_cards
from engine.deck import Deck, builtin_decks, deck_problems, load_deck
from engine.decklist import deck_yaml, export_text_list, parse_text_list, save_deck
from engine.rulesets import RULESETS, get_ruleset


def test_every_way_of_writing_a_line_is_read():
    text = """# Spirits
3 Cinder Drakeling
2x Cinder Drakeling [2]
ashwing   wyvern x3
ST-R04
// a comment
1 st-r05
"""
    got = parse_text_list(text)
    assert got.problems == []
    assert got.counts == {"ST-R01": 3, "ST-R02": 2, "ST-R03": 3, "ST-R04": 1, "ST-R05": 1}


def test_unknown_lines_are_each_reported_with_their_line_and_the_rest_is_kept():
    text = "3 Cinder Drakeling\n2 Dragon of Nowhere\n\n4\n1 Blank\n0 Ashwing Wyvern\n2 Ashwing Wyvern\n"
    got = parse_text_list(text)
    assert got.counts == {"ST-R01": 3, "ST-R03": 2}
    assert [(p.line, p.text) for p in got.problems] == [
        (2, "2 Dragon of Nowhere"), (4, "4"), (5, "1 Blank"), (6, "0 Ashwing Wyvern")]
    assert "no card named 'Dragon of Nowhere'" in got.problems[0].reason
    assert "count with no card" in got.problems[1].reason
    assert "no card named 'Blank'" in got.problems[2].reason  # the filler is not a deck card
    assert "1 or more" in got.problems[3].reason
    assert str(got.problems[0]).startswith("line 2: ")


def test_the_same_card_on_two_lines_adds_up():
    got = parse_text_list("2 Cinder Drakeling\n1 ST-R01\n")
    assert got.counts == {"ST-R01": 3} and got.cards == ["ST-R01"] * 3


@pytest.mark.parametrize("key", sorted(builtin_decks()))
def test_export_then_import_gives_the_same_deck(key):
    deck = builtin_decks()[key]
    cardset = get_ruleset(deck.format).card_set()  # names are looked up in the deck's own card set
    text = export_text_list(deck.cards, cardset)
    back = parse_text_list(text, cardset)
    assert back.problems == []
    assert sorted(back.cards) == sorted(deck.cards)


@pytest.mark.parametrize("fmt", sorted(RULESETS))
def test_a_name_names_one_card_in_each_card_set(fmt):
    """A text deck list names cards (2-1-4): within one rule set's card set a name is one card
    (other games' sets may reuse a name)."""
    seen: dict[str, str] = {}
    for card in get_ruleset(fmt).card_set():
        name = getattr(card, "name", None)
        assert name not in seen, f"{fmt}: {name!r} is both {seen[name]} and {card.id}"
        seen[name] = card.id


def test_export_is_grouped_by_type_and_cost_with_headings():
    cs = builtin_cards()
    ids = ["ST-R03"] * 2 + ["ST-R01"] * 3 + [c.id for c in cs if c.type == "magic"][:1] \
        + [c.id for c in cs if c.type == "nexus"][:1]
    lines = export_text_list(ids).splitlines()
    assert lines[0] == "# Spirits (5)"
    assert lines[1:3] == ["3 Cinder Drakeling", "2 Ashwing Wyvern"]
    assert lines.index("# Nexuses (1)") < lines.index("# Magic (1)")
    assert "#" not in export_text_list(ids, headings=False)


def test_a_saved_deck_file_loads_back_and_checks_as_before(tmp_path):
    for key, deck in builtin_decks().items():
        path = tmp_path / f"{key}.yaml"
        save_deck(deck, str(path))
        back = load_deck(str(path))
        assert (back.name, back.format, back.description) == (deck.name, deck.format, deck.description)
        assert sorted(back.cards) == sorted(deck.cards)
        assert deck_problems(back) == deck_problems(deck)


def test_names_that_need_quoting_survive_a_save(tmp_path):
    deck = Deck('Ember: "the" #1 deck', "standard", ["ST-R01"] * 3, description="line one: two")
    path = tmp_path / "d.yaml"
    save_deck(deck, str(path))
    back = load_deck(str(path))
    assert back.name == deck.name and back.description == deck.description
    assert "# Cinder Drakeling" in deck_yaml(deck)


def test_a_failed_save_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "d.yaml"
    save_deck(Deck("Old", "standard", ["ST-R01"]), str(path))
    before = path.read_text()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_deck(Deck("New", "standard", ["ST-R02"]), str(path))
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["d.yaml"]
