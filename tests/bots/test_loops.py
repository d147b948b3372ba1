"""Effects that could go on for ever (Saga 12-1: a loop no player ends) never hang a bot: ``settle``
and a playout stop after a bounded number of decisions, and the search keeps its budget.

The Saga game that hung ``arena --p1 bot:search --p2 bot:greedy --format saga`` (game 16) did so in
a playout: a set burst, activated, was activated again by a destruction its own effect caused (fixed in
the engine, ``tests/positions/saga/10-9-1-face-up-burst-activates-once.yaml``), and ``settle`` took the
first option of every choice for ever. The game below stands for any such loop: a choice that is always
asked again."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import moves
from engine.bots import search as search_mod
from engine.bots.search import SearchBot


class _Decision:
    def __init__(self, player, kind):
        self.player = player
        self.kind = kind


class _State:
    winner = None
    turn = 3
    turn_player = 0
    step = "main"


class EndlessChoice:
    """A game whose effect asks its player the same one-option choice again after every answer."""

    def __init__(self):
        self.applied = 0
        self.state = _State()
        self.phase = "choose"
        self.decision = _Decision(1, "choose")

    def legal_actions(self, core_moves=True):
        return [Action.raw(1, "choose", (("choices", ("p1.field[0]",)),))]

    def apply(self, a):
        self.applied += 1
        if self.applied > 100000:
            raise AssertionError("the bot did not stop")
        return []

    def clone(self):
        return self


def test_settle_stops_an_endless_effect():
    g = EndlessChoice()
    moves.settle(g, 0, lambda game, p: 0.0, max_depth=3)
    assert 0 < g.applied <= moves.SETTLE_LIMIT


@pytest.mark.parametrize("playout", ["greedy", "fast"])
def test_a_playout_stops_an_endless_effect(monkeypatch, playout):
    class Bot(SearchBot):
        def _value(self, g, me):  # the position is read as it stands (here: no evaluation needed)
            return 0.5

    monkeypatch.setattr(search_mod, "greedy_move", lambda g, p, legal, *a, **k: ((legal[0],), None))
    bot = Bot(seed=1, playout=playout)
    g = EndlessChoice()
    assert bot._fast(g, 0, stop_turn=99, rng=bot.rng) == 0.5
    assert 0 < g.applied <= search_mod.PLAYOUT_LIMIT
    assert bot.steps <= search_mod.PLAYOUT_LIMIT
    g2 = EndlessChoice()
    assert SearchBot._advance(g2) is None and g2.applied <= search_mod.PLAYOUT_LIMIT


class MayLoop(EndlessChoice):
    """The same choice, but a "may": answering with nothing ends the loop (the game then waits for
    nobody, as a finished game does)."""

    def legal_actions(self, core_moves=True):
        return [Action.raw(1, "choose", (("choices", ()),)), Action.raw(1, "choose", (("choices", ("p1.trash[0]",)),))]

    def apply(self, a):
        super().apply(a)
        if not a.get("choices"):
            self.decision = None
        return []


@pytest.mark.parametrize("playout", ["greedy", "fast"])
def test_a_playout_ends_an_optional_loop_by_declining(monkeypatch, playout):
    """Saga 12-1-1-2: a player who can end the loop ends it. The playout policy always answers yes
    here (one more spirit looks better); after LOOP_STEP decisions in one step the playout declines."""
    class Bot(SearchBot):
        def _value(self, g, me):
            return 0.5

    monkeypatch.setattr(search_mod, "fast_action", lambda g, p, legal, *a, **k: legal[1])
    monkeypatch.setattr(search_mod, "greedy_move", lambda g, p, legal, *a, **k: ((legal[1],), None))
    bot = Bot(seed=1, playout=playout)
    g = MayLoop()
    assert bot._fast(g, 0, stop_turn=99, rng=bot.rng) == 0.5
    assert g.decision is None and g.applied == search_mod.LOOP_STEP + 1


def test_loop_guard_counts_choices_within_one_step():
    from engine.bots.loops import LOOP_CHOICES, LoopGuard, decline

    g = MayLoop()
    guard = LoopGuard()
    assert not any(guard.looping(g, "choose") for _ in range(LOOP_CHOICES))
    assert guard.looping(g, "choose")
    g.state.step = "end"  # a new step: the count starts again
    assert not guard.looping(g, "choose")
    assert decline(g.legal_actions()).get("choices") == ()
    assert not guard.looping(g, "block")  # the defender's blocks are not counted: only their own moves
    assert decline(EndlessChoice().legal_actions()) is None


def test_decline_ends_the_step_when_it_can():
    from engine.bots.loops import decline

    legal = [Action.raw(0, "attack", (("with", "field[0]"),)), Action.raw(0, "end_step")]
    assert decline(legal).do == "end_step"
