"""This game's bots: they never peek (a choice is the same whatever the opponent's hidden cards are), never read
the clock, play legal games; the search's value model is data that loads, and a damaged file names its key and
line. Strength is measured by the arena (README), never here."""
from __future__ import annotations

import pathlib

import pytest

from engine.bots import DecisionContext
from engine.dbscg import bot_eval
from engine.dbscg.bots import DbGreedy, DbSearch
from engine.errors import DataError
from engine.position import load_position_text

BASE = """
version: 1
format: dbscg
seed: 4
turn: {{number: 5, player: p1, first: p1, step: main}}
players:
  p1:
    leader: DB-R-L1
    deck: [DB-R-01, DB-R-02, DB-R-05, DB-R-06, DB-R-07, DB-R-10, DB-R-11, DB-R-13, DB-R-14, DB-R-17]
    life: 5
    hand: [DB-R-03, DB-R-06, DB-R-11, DB-R-14]
    energy: [DB-R-01, DB-R-01, DB-R-01, DB-R-01]
    battle: [DB-R-02, {{card: DB-R-05, state: rest}}]
  p2:
    leader: DB-U-L1
    deck: {deck2}
    life: {life2}
    hand: {hand2}
    energy: [DB-U-01, DB-U-01, DB-U-01]
    battle: [{{card: DB-U-04, state: rest}}, DB-U-02]
"""
HIDDEN = [
    dict(hand2="[DB-U-12, DB-U-11, DB-U-03]", deck2="[DB-U-01, DB-U-05, DB-U-07, DB-U-08, DB-U-10]",
         life2="[DB-U-09, DB-U-06, DB-U-13]"),
    dict(hand2="[DB-U-01, DB-U-01, DB-U-01]", deck2="[DB-U-13, DB-U-13, DB-U-12, DB-U-11, DB-U-11]",
         life2="[DB-U-07, DB-U-07, DB-U-03]"),
]


def _choice(bot_factory, hidden):
    g = load_position_text(BASE.format(**hidden)).game
    g.run()
    bot = bot_factory()
    ctx = DecisionContext.for_bot(bot, g)
    assert ctx.player == 0 and len(ctx.legal) > 3
    return bot.choose(ctx), bot._why


@pytest.mark.parametrize("make", [lambda: DbGreedy(7), lambda: DbSearch(7, samples=2, root_k=3)],
                         ids=["greedy", "search"])
def test_a_bot_never_peeks(make):
    """The same view, the same choice and the same reasons, whatever the opponent's hand, Deck and Life hold."""
    a, why_a = _choice(make, HIDDEN[0])
    b, why_b = _choice(make, HIDDEN[1])
    assert a == b and why_a == why_b


def test_the_bots_never_read_the_clock():
    """Timing belongs to the arena (app/arena.py): the engine's bots read no clock."""
    for name in ("bots.py", "bot_eval.py", "bot_policy.py"):
        src = (pathlib.Path(bot_eval.__file__).parent / name).read_text(encoding="utf-8")
        assert "perf_counter" not in src and "import time" not in src and "process_time" not in src, name


def test_the_shipped_value_model_loads_and_is_fitted():
    got = bot_eval.load_value(bot_eval.value_path())
    assert set(got) == set(bot_eval.FEATURES) and got != bot_eval.DEFAULT_VALUE


def test_a_damaged_value_file_names_key_and_line(tmp_path):
    p = tmp_path / "dbscg.yaml"
    p.write_text("ruleset: dbscg\nvalue:\n  life: 0.5\n  luck: 3\n", "utf-8")
    with pytest.raises(DataError) as e:
        bot_eval.load_value(str(p))
    assert "value.luck" in str(e.value) and "line 4" in str(e.value)
    p.write_text("ruleset: dbscg\nvalue:\n  life: lots\n", "utf-8")
    with pytest.raises(DataError) as e:
        bot_eval.load_value(str(p))
    assert "value.life" in str(e.value)


def test_the_win_chance_reads_the_game_from_both_sides():
    g = load_position_text(BASE.format(**HIDDEN[0])).game
    g.run()
    a, b = bot_eval.win_chance(g, 0), bot_eval.win_chance(g, 1)
    assert 0.0 < a < 1.0 and a + b == pytest.approx(1.0)
