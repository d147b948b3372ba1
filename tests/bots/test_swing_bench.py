"""``python -m bench.swing``: the same arena games played by copies of a bot that differ only in their seed."""
from __future__ import annotations

import pytest

from bench.swing import main, results, summary


def test_the_summary_counts_dealt_and_open_games():
    rows = [[1, 1, 1], [0, 0, 0], [1, 0, 1], [0.5, 0.5, 0.5], [1, 1, 1]]
    s = summary(rows)
    assert (s["won_by_all"], s["lost_by_all"], s["open"]) == (2, 1, 2)
    assert s["agreement"] == (0.8, 1.0)  # copies 0 and 2 agree everywhere; 0 and 1 on 4 of 5
    assert s["bound"] == 4 / 5  # the two won by all, and both open games


def test_copies_play_the_arenas_games_with_their_own_seeds(capsys):
    rows = results("easy", "random", copies=2, games=2)
    assert len(rows) == 2 and all(len(r) == 2 for r in rows)
    assert rows == results("easy", "random", copies=2, games=2)  # seeded: the same results each time
    assert main(["--bot", "normal", "--opponent", "random", "--copies", "2", "--games", "1"]) == 0
    assert "won by every copy 1" in capsys.readouterr().out  # normal beats random


def test_a_single_copy_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["--copies", "1"])
    assert "--copies 2 or more" in capsys.readouterr().err
