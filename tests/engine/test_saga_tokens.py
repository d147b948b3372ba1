"""Tokens (Saga 4-12) as run-time card definitions, and double-colour symbols (Saga 2-8-2) in
reductions: the model behind the position cases."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.cards import card_from_data
from engine.costs import matched_reduction, reduced_cost
from engine.errors import DataError
from engine.position import dump, load_position_text, parse_position, play_position

BANQUET = """
version: 1
format: saga
turn: {number: 3, player: p1, step: main}
players:
  p1: {deck: 30, reserve: 6, hand: [GK-014, GK-014]}
  p2: {deck: 30}
"""


def test_a_token_is_a_card_of_the_game_not_of_a_deck_and_a_clone_keeps_its_own_table():
    game = play_position(load_position_text(BANQUET)).game
    before = game.clone()
    n = len(game.state.cards)
    events = game.apply(Action(0, "use", card="hand[0]", pay="auto"))
    created = [e for e in events if e.kind == "token_created"]
    assert len(created) == 1
    uid = created[0].cards[0]
    assert uid == n and game.state.cards[uid].token and game.state.cards[uid].name == "Small Supsprite Token"
    assert [fc.uid for fc in game.state.players[0].field] == [uid]
    assert uid not in game.state.players[0].deck + game.state.players[0].hand + game.state.players[0].trash
    assert len(before.state.cards) == n  # the clone made before shares nothing it would see
    out = dump(play_position(parse_position(dump(type("R", (), {"game": game, "log": [], "rejected": None,
                                                                  "events": []})()))))
    assert {"id": "TK-SUP-S"}.items() <= {k: v for k, v in out["cards"][-1].items()}.items()
    assert out["cards"][-1]["token"] is True


def test_a_token_that_leaves_is_in_no_area():
    game = play_position(load_position_text(BANQUET)).game
    game.apply(Action(0, "use", card="hand[0]", pay="auto"))
    uid = game.state.players[0].field[0].uid
    events = game.apply(Action(0, "use", card="hand[0]", pay="auto"))  # 【Feast】 again: Small grows to Medium
    assert [e.kind for e in events if e.kind.startswith("token")] == ["token_removed", "token_created"]
    p = game.state.players[0]
    assert all(uid not in z for z in (p.deck, p.hand, p.trash, [fc.uid for fc in p.field]))
    assert game.card(p.field[0].uid).name == "Medium Supsprite Token"


def test_token_data_is_checked_when_the_card_is_loaded():
    bad = {"id": "X-1", "name": "Bad Summoner", "type": "magic", "colors": ["red"], "cost": 0,
           "effects": [{"kind": "declared", "timing": ["main"],
                        "do": [{"op": "token", "token": {"id": "TK-X", "name": "X", "type": "spirit", "levels": []}}]}]}
    with pytest.raises(DataError, match="Lv1"):
        card_from_data(bad, "bad")


@pytest.mark.parametrize("symbols, reduction, fulfilled", [
    ({"dual": (("red", "white"),)}, ("white",), 1),
    ({"dual": (("red", "white"),)}, ("red", "white"), 1),  # one symbol, one colour at a time
    ({"red": 1, "dual": (("red", "white"),)}, ("red", "white"), 2),
    ({"dual": (("red", "white"), ("white", "blue"))}, ("red", "blue"), 2),  # each fills the colour the other cannot
    ({"dual": (("red", "white"), ("red", "blue"))}, ("white", "red"), 2),
    ({"dual": (("green", "yellow"),)}, ("red",), 0),
])
def test_double_colour_symbols_fill_the_reduction_they_can(symbols, reduction, fulfilled):
    assert matched_reduction(reduction, symbols) == fulfilled
    assert reduced_cost(5, reduction, symbols) == 5 - fulfilled


def test_a_double_colour_symbol_is_read_and_written():
    c = card_from_data({"id": "X-2", "name": "Twin", "type": "spirit", "colors": ["red", "white"], "cost": 1,
                        "levels": [{"cores": 1, "bp": 1000}], "symbols": ["red/white"]}, "x")
    assert c.symbols[0].color == "red" and c.symbols[0].alt == "white" and str(c.symbols[0]) == "red/white"
    with pytest.raises(DataError, match="two different colours"):
        card_from_data({"id": "X-3", "name": "Twin", "type": "spirit", "cost": 1, "levels": [{"cores": 1}],
                        "symbols": ["red/red"]}, "x")


def test_a_token_is_never_in_a_deck():
    from engine.cards import builtin_cards
    from engine.rulesets import get_ruleset

    token = card_from_data({"id": "TK-T", "name": "Test Token", "type": "spirit", "cost": 0, "token": True,
                            "levels": [{"cores": 1, "bp": 1000}]}, "t", "saga")
    cards = builtin_cards().extended([token])
    saga = get_ruleset("saga")
    names: dict = {}
    for c in builtin_cards().for_format("saga"):
        if not c.token and c.id != "blank" and c.format == "saga":
            names.setdefault(c.base_name, c.id)
    deck = [cid for cid in list(names.values())[:13] for _ in range(4)][:50]
    assert saga.deck_problems(deck, cards) == []
    problems = saga.deck_problems(deck[:-1] + ["TK-T"], cards)
    assert [rule for rule, _ in problems] == ["Saga 4-12-1"] and "never in a deck" in problems[0][1]
