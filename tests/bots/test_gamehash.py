"""``python -m bench.gamehash``: a fingerprint of seeded games, of the engine (random bots) or of the bots' moves."""
from __future__ import annotations

from bench.gamehash import fingerprint, main


def test_the_fingerprint_of_bots_games_is_the_same_each_time_and_tells_bots_apart():
    stats: dict = {}
    a = fingerprint(2, 3, ("normal", "easy"), "standard", stats)
    assert a == fingerprint(2, 3, ("normal", "easy"), "standard")  # seeded: the same moves, the same hash
    assert a != fingerprint(2, 3, ("easy", "normal"), "standard") != fingerprint(2, 3)
    assert stats["cpu_s"] > 0 and stats["playouts"] == 0  # (no search bot: no playouts)


def test_the_command_plays_another_ruleset_and_counts_playouts(capsys):
    assert main(["--games", "1", "--format", "eternal", "--bots", "random,normal"]) == 0
    out = capsys.readouterr().out
    assert "1 eternal games from seed 0, random against normal: " in out and "CPU" in out
    assert main(["--games", "1", "--format", "dbscg"]) == 0
    assert "dbscg games" in capsys.readouterr().out
