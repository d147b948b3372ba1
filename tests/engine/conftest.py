"""Fixtures of the engine tests: ``play_random``, the random self-play loop the rule systems' invariant
tests share (two random bots play a game to its end; ``check(game, cores_before, events)`` runs after
every action)."""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext, RandomBot

MAX_DECISIONS = 20000


def play_random(game, check, seed: int, max_decisions: int = MAX_DECISIONS) -> int:
    """Play ``game`` to its end with random bots seeded from ``seed``; returns the number of decisions."""
    bots = (RandomBot(seed * 2 + 1), RandomBot(seed * 2 + 2))
    n = 0
    while not game.is_over:
        before = [p.cores_in_play() for p in game.state.players]
        ctx = DecisionContext(game)
        events = game.apply(bots[ctx.player].choose(ctx))
        check(game, before, events)
        n += 1
        assert n < max_decisions, f"game {seed} does not end"
    assert game.winner in (0, 1, "draw")
    return n


@pytest.fixture(name="play_random")
def play_random_fixture():
    return play_random
