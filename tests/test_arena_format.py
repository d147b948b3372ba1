"""``spirit-table arena --format NAME``: bots play under another registered ruleset (issue 10), here the
tests' own Standard with seven steps and 4 Life (``seven_steps`` in tests/conftest.py)."""
from __future__ import annotations

import json

from app.arena import play_game
from app.cli import main
from engine.bots import make_bot
from engine.deck import builtin_decks


def test_arena_plays_under_the_named_format(capsys, seven_steps):
    assert main(["arena", "--p1", "bot:random", "--p2", "bot:greedy", "--games", "4", "--seed", "3",
                 "--format", "seven-steps", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["format"] == "seven-steps" and r["games"] == 4
    assert r["wins"]["p1"] + r["wins"]["p2"] + r["draws"] == 4 and r["decisions"] > 0
    assert main(["arena", "--games", "1", "--seed", "3", "--format", "seven-steps"]) == 0
    assert "format: seven-steps" in capsys.readouterr().out


def test_a_game_of_the_format_follows_its_rules(seven_steps):
    """The same seed under Standard and under the test ruleset: 4 Life, and no Second Main Step."""
    from engine.game import Game

    d = list(builtin_decks().values())
    seen = set()
    game = Game.new(d[0].cards, d[1].cards, seed=5, ruleset="seven-steps")
    assert [p.life for p in game.state.players] == [4, 4]
    bots = (make_bot("greedy", seed=1), make_bot("greedy", seed=2))
    from engine.bots import DecisionContext

    while not game.is_over:
        ctx = DecisionContext(game)
        game.apply(bots[ctx.player].choose(ctx))
        seen.add(game.state.step)
    assert "attack" in seen and "second_main" not in seen
    winner, n = play_game(bots, (d[0], d[1]), 5, ruleset=seven_steps)
    assert winner in (0, 1, "draw") and n > 0


def test_an_unknown_format_is_refused_with_the_known_ones(capsys):
    assert main(["arena", "--games", "1", "--format", "nonesuch"]) == 2
    err = capsys.readouterr().err
    assert "unknown format 'nonesuch'" in err and "standard" in err
