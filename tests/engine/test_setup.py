"""The pre-game procedure (6-2) through ``Game.new`` and the decision interface."""
from __future__ import annotations

import pytest

from engine import position as P
from engine.actions import Action
from engine.deck import builtin_decks
from engine.errors import IllegalAction
from engine.game import Game

P1, P2 = 0, 1


@pytest.fixture(scope="module")
def decks():
    d = builtin_decks()
    return d["red-blaze"].cards, d["azure-tide"].cards


def snapshot(game: Game) -> dict:
    """Everything a position shows (areas, cores, turn, decision), plus the history."""
    out = P.dump(P.Result(game, [], None))
    out.pop("log")
    return {"position": out, "history": [a.text() for a in game.history], "phase": game.phase,
            "decider": game.decider}


def new(decks, seed=7, first=P1) -> Game:
    return Game.new(list(decks[0]), list(decks[1]), seed=seed, first=first)


def rps_winner_seeds(decks):
    """A seed whose rock-paper-scissors winner is p1 and one whose winner is p2."""
    found = {}
    for seed in range(200):
        g = Game.new(list(decks[0]), list(decks[1]), seed=seed, first=None)
        found.setdefault(g.decision.player, seed)
        if len(found) == 2:
            return found
    raise AssertionError("rock-paper-scissors never chose both players")


# ---------------------------------------------------------------------- 6-2-1-3 / 6-2-1-5
@pytest.mark.parametrize("first", [P1, P2, None])
def test_setup_cores_and_hands(decks, first):
    g = new(decks, first=first)
    for pi, deck in ((P1, decks[0]), (P2, decks[1])):
        p = g.state.players[pi]
        assert p.life == 5 and p.life_count() == 5  # 6-2-1-3
        assert p.reserve == 3 and p.soul_at == "reserve" and p.reserve_count() == 4
        assert p.trash_cores == 0 and p.field == [] and p.trash == []
        assert len(p.hand) == 4  # 6-2-1-5
        assert len(p.deck) == len(deck) - 4
        ids = sorted(g.card(u).id for u in p.hand + p.deck)
        assert ids == sorted(deck), "the cards in Deck and Hand are exactly the deck list"


def test_setup_shuffles(decks):
    g = new(decks, seed=3)
    order = [g.card(u).id for u in g.state.players[P1].deck + g.state.players[P1].hand]
    assert order != list(reversed(decks[0])) and sorted(order) == sorted(decks[0])
    others = {tuple(g2.card(u).id for u in g2.state.players[P1].hand)
              for g2 in (new(decks, seed=s) for s in range(8))}
    assert len(others) > 1, "different seeds should give different opening hands"


# ---------------------------------------------------------------------- 6-2-1-6
def test_rock_paper_scissors_winner_chooses(decks):
    for winner, seed in rps_winner_seeds(decks).items():
        g = Game.new(list(decks[0]), list(decks[1]), seed=seed, first=None)
        d = g.decision
        assert (d.player, d.kind) == (winner, "first")
        assert set(g.legal_actions()) == {Action(winner, "go_first"), Action(winner, "go_second")}
        assert len(g.state.players[winner].hand) == 4, "the winner may look at their Hand before choosing"


@pytest.mark.parametrize("choice", ["go_first", "go_second"])
def test_choice_decides_first_player(decks, choice):
    for winner, seed in rps_winner_seeds(decks).items():
        g = Game.new(list(decks[0]), list(decks[1]), seed=seed, first=None)
        g.apply(Action(winner, choice))
        first = winner if choice == "go_first" else 1 - winner
        assert g.state.first_player == first and g.state.turn_player == first
        assert (g.decision.player, g.decision.kind) == (first, "redraw")


def test_loser_of_rps_cannot_choose(decks):
    seeds = rps_winner_seeds(decks)
    g = Game.new(list(decks[0]), list(decks[1]), seed=seeds[P1], first=None)
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(P2, "go_first"))
    assert e.value.rule == "6-2-1-6" and e.value.reason
    assert snapshot(g) == before


# ---------------------------------------------------------------------- 6-2-1-7 / 6-2-1-8
@pytest.mark.parametrize("first", [P1, P2])
def test_redraw_asked_first_player_first(decks, first):
    g = new(decks, first=first)
    second = 1 - first
    assert (g.decision.player, g.decision.kind) == (first, "redraw")
    assert set(g.legal_actions()) == {Action(first, "keep"), Action(first, "redraw")}
    g.apply(Action(first, "keep"))
    assert (g.decision.player, g.decision.kind) == (second, "redraw")
    assert set(g.legal_actions()) == {Action(second, "keep"), Action(second, "redraw")}
    g.apply(Action(second, "keep"))
    # 6-2-1-9: the first player begins: turn 1 runs to their Main Step (Core Step skipped, 7-3-3)
    assert g.state.turn == 1 and g.state.turn_player == first
    assert (g.decision.player, g.decision.kind) == (first, "main")
    assert g.state.step == "main"
    assert len(g.state.players[first].hand) == 5 and g.state.players[first].reserve == 3


def test_second_player_cannot_redraw_first(decks):
    g = new(decks, first=P1)
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(P2, "redraw"))
    assert e.value.rule == "6-2-1-7"
    assert "p1" in e.value.reason
    assert snapshot(g) == before


def test_redraw_is_offered_once(decks):
    g = new(decks, first=P1)
    g.apply(Action(P1, "redraw"))
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.apply(Action(P1, "redraw"))
    assert snapshot(g) == before


@pytest.mark.parametrize("first", [P1, P2])
def test_redraw_gives_four_new_cards(decks, first):
    g = new(decks, seed=11, first=first)
    p = g.state.players[first]
    total = len(p.deck) + len(p.hand)
    all_before = sorted(g.card(u).id for u in p.deck + p.hand)
    old_hand = list(p.hand)
    g.apply(Action(first, "redraw"))
    p = g.state.players[first]
    assert len(p.hand) == 4
    assert len(p.deck) + len(p.hand) == total
    assert sorted(g.card(u).id for u in p.deck + p.hand) == all_before
    assert p.hand != old_hand, "the hand went back into the deck and 4 cards were drawn after shuffling"
    assert p.life == 5 and p.reserve == 3 and p.soul_at == "reserve"


def test_redraw_does_not_touch_the_opponent(decks):
    g = new(decks, seed=5, first=P1)
    opp = g.state.players[P2]
    hand, deck = list(opp.hand), list(opp.deck)
    g.apply(Action(P1, "redraw"))
    assert g.state.players[P2].hand == hand and g.state.players[P2].deck == deck


# ---------------------------------------------------------------------- determinism
def _play_setup(decks, seed, actions_for):
    g = Game.new(list(decks[0]), list(decks[1]), seed=seed, first=None)
    texts = []
    while g.decision is not None and g.decision.kind in ("first", "redraw"):
        a = actions_for(g)
        g.apply(a)
        texts.extend(e.text for e in g.events)
    return g, texts


def _choices(g):
    d = g.decision
    if d.kind == "first":
        return Action(d.player, "go_second")
    return Action(d.player, "redraw")


@pytest.mark.parametrize("seed", [0, 1, 42])
def test_same_seed_same_game(decks, seed):
    g1, log1 = _play_setup(decks, seed, _choices)
    g2, log2 = _play_setup(decks, seed, _choices)
    assert snapshot(g1) == snapshot(g2)
    assert log1 == log2
    assert [a.text() for a in g1.history] == [a.text() for a in g2.history]
    # and the game goes on identically
    for g in (g1, g2):
        g.apply(Action(g.decision.player, "end_step"))
    assert snapshot(g1) == snapshot(g2)


def test_different_seeds_differ(decks):
    games = [_play_setup(decks, s, _choices)[0] for s in range(4)]
    hands = {tuple(g.card(u).id for u in g.state.players[P1].hand) for g in games}
    assert len(hands) > 1


# ---------------------------------------------------------------------- illegal actions
@pytest.mark.parametrize("action", [
    Action(P1, "end_step"),
    Action(P1, "summon", card="hand[0]", pay="auto", place="auto"),
    Action(P1, "go_first"),
    Action(P1, "pass"),
    Action(P2, "keep"),
])
def test_illegal_action_in_redraw_changes_nothing(decks, action):
    g = new(decks, first=P1)
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    assert isinstance(e.value.reason, str) and e.value.reason
    assert isinstance(e.value.rule, str) and e.value.rule[0].isdigit()
    assert snapshot(g) == before
    assert not g.is_legal(action)


def test_illegal_main_step_action_changes_nothing(decks):
    g = new(decks, first=P1)
    g.apply(Action(P1, "keep"))
    g.apply(Action(P2, "keep"))
    assert g.decision.kind == "main"
    before = snapshot(g)
    for action, rule in [
        (Action(P1, "move_core", **{"from": "reserve", "to": "reserve"}), "1-4-2-2"),
        (Action(P1, "move_core", **{"from": "reserve", "to": "field[0]"}), "7-6-1-2-2"),
        (Action(P2, "end_step"), "7-6-1-2-1"),
        (Action(P1, "attack", **{"with": "field[0]"}), "7-6-1-2-1"),
    ]:
        with pytest.raises(IllegalAction) as e:
            g.apply(action)
        assert e.value.rule == rule, (action, e.value.rule, e.value.reason)
        assert snapshot(g) == before


def test_illegal_action_keeps_the_generator(decks):
    """A rejected action must not consume random numbers either: the game continues as if
    it had never been tried."""
    g1 = new(decks, seed=9, first=P1)
    g2 = new(decks, seed=9, first=P1)
    with pytest.raises(IllegalAction):
        g1.apply(Action(P2, "redraw"))
    for g in (g1, g2):
        g.apply(Action(P1, "redraw"))
        g.apply(Action(P2, "redraw"))
    assert snapshot(g1) == snapshot(g2)


def test_legal_actions_are_legal(decks):
    g = new(decks, first=P1)
    for a in g.legal_actions():
        assert g.is_legal(a)
    g.apply(Action(P1, "keep"))
    g.apply(Action(P2, "keep"))
    for a in g.legal_actions():
        assert g.why_illegal(a) is None, a
