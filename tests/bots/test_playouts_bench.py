"""``python -m bench.playouts``: each playout policy measured on the same samples."""
from __future__ import annotations

import pytest

from bench.playouts import POLICIES, main, measure, uniform_playout
from engine.deck import play_decks
from engine.game import Game
from engine.rng import Rng


def test_every_policy_plays_the_same_samples_to_the_horizon():
    r = measure(games=1, samples=1)
    counts = {name: r[name][0] for name in POLICIES}
    assert len(set(counts.values())) == 1 and counts["uniform"] > 0  # one playout each, on each sample
    for name in POLICIES:
        assert r[name][2] >= counts[name]  # a playout plays decisions (none ends at once)


def test_the_uniform_playout_is_seeded_and_stops_at_the_horizon():
    decks = list(play_decks("standard").values())
    runs = []
    for _ in range(2):
        g = Game.new(decks[0].cards, decks[1].cards, seed=3)
        n = uniform_playout(g, g.state.turn + 2, Rng(11))
        runs.append((n, [a.text() for a in g.history]))
        assert g.is_over or (g.decision.kind == "main" and g.state.turn >= 2)
    assert runs[0] == runs[1] and runs[0][0] > 0


def test_another_game_is_refused_by_name(capsys):
    with pytest.raises(SystemExit):
        main(["--format", "dbscg", "--games", "1"])
    assert "its own bots" in capsys.readouterr().err
