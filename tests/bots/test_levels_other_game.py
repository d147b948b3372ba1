"""The levels under another game whose ruleset brings its own bots (``Ruleset.bot_module``):
each level finds that game's bot (hard: its search, normal: its greedy), and easy slips."""
from __future__ import annotations

from importlib import import_module

from engine.bots import LEVELS, Slipping, make_bot
from engine.rulesets import get_ruleset


def test_levels_find_the_other_games_bots():
    rs = get_ruleset("dbscg")
    theirs = import_module(rs.bot_module).BOTS
    assert type(make_bot("hard", 1, rs)) is theirs["search"]
    assert type(make_bot("normal", 1, rs)) is theirs["greedy"]
    assert type(make_bot("strongest", 1, rs)) is theirs["strong"]
    easy = make_bot("easy", 1, rs)
    assert isinstance(easy, Slipping) and type(easy.inner) is theirs["greedy"]
    for level in LEVELS:
        assert make_bot(level, 1, rs) is not None


def test_easy_plays_a_legal_game_of_the_other_game():
    from app.arena import run_arena

    r = run_arena("bot:easy", "bot:random", games=1, seed=2, timing=False, fmt="dbscg")
    assert r["wins"]["p1"] + r["wins"]["p2"] + r["draws"] == 1
