"""The ladder: Elo-style ratings fitted to a round-robin, with 95% intervals; the command line."""
from __future__ import annotations

import json

from app.cli import main
from app.ladder import fit_ratings


def test_ratings_order_and_scale():
    # a beats b 3 games in 4, b beats c 3 in 4, a beats c 9 in 10
    res = {(0, 1): (300, 400), (1, 2): (300, 400), (0, 2): (360, 400)}
    r, se = fit_ratings(["a", "b", "c"], res, anchor=2, prior=0.0)
    assert r[2] == 0.0 and se[2] == 0.0  # the anchor
    assert r[0] > r[1] > r[2]
    assert 150 < r[1] < 230  # 3 in 4 is about 191 Elo
    assert all(s > 0 for s in se[:2])


def test_equal_bots_rate_alike_and_intervals_shrink_with_games():
    few = fit_ratings(["a", "b"], {(0, 1): (10, 20)})
    many = fit_ratings(["a", "b"], {(0, 1): (100, 200)})
    assert abs(few[0][1]) < 1e-6 and abs(many[0][1]) < 1e-6
    assert many[1][1] < few[1][1]


def test_a_perfect_score_stays_finite():
    r, se = fit_ratings(["a", "b"], {(0, 1): (20, 20)})
    assert 0 < -r[1] < 2000 and se[1] < 1000


def test_ladder_command(capsys):
    assert main(["arena", "--ladder", "random", "bot:normal", "easy", "--games", "4", "--seed", "3", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert {row["bot"] for row in r["ladder"]} == {"random", "normal", "easy"}
    assert len(r["matches"]) == 3 and all(m["games"] == 4 for m in r["matches"])
    for row in r["ladder"]:
        assert row["ci95"][0] <= row["elo"] <= row["ci95"][1]
        assert row["games"] == 8
    assert main(["arena", "--ladder", "random", "easy", "--games", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "Elo" in text and "95%" in text and "random vs easy" in text


def test_ladder_refuses_a_bot_twice(capsys):
    assert main(["arena", "--ladder", "easy", "easy", "--games", "2"]) == 2
    assert "each named once" in capsys.readouterr().err


def test_arena_runs_split_by_first_game_add_up():
    from app.arena import run_arena

    whole = run_arena("bot:easy", "bot:random", games=4, seed=7, timing=False)
    parts = [run_arena("bot:easy", "bot:random", games=2, seed=7, timing=False, start=s) for s in (0, 2)]
    assert [whole["wins"][k] for k in ("p1", "p2")] == [sum(p["wins"][k] for p in parts) for k in ("p1", "p2")]
    assert whole["decisions"] == sum(p["decisions"] for p in parts)
    assert parts[1]["first_game"] == 2
