"""Every level of every ruleset answers what the table's bot worker asks after a decision
(app/bot_worker.py: ``choose``, then ``candidates()``, ``score_unit``, ``continuing``), and its candidates read
as rows of the "why" view. A game's own bots (the Dragon Ball Super Card Game's) once defined a
``candidates(view, me, legal)`` of their own that hid the base method: the table then said "The bot failed"
at the bot's first decision.
"""
from __future__ import annotations

import pytest

from engine.bots import LEVELS, DecisionContext, make_bot
from engine.deck import format_decks
from engine.game import Game
from engine.rulesets import get_ruleset

RULESETS = ("standard", "saga", "eternal", "dbscg")


def _decision_with_a_choice(fmt: str, seed: int = 5):
    decks = list(format_decks(fmt).values())
    game = Game.new(decks[0].cards, decks[1].cards, seed=seed, ruleset=fmt)
    from engine.bots import RandomBot

    rnd = RandomBot(seed)
    for _ in range(400):  # play on until a Main decision with more than one legal action
        if game.is_over:
            break
        d = game.decision
        if d.kind in ("main",) and len(game.legal_actions()) > 1 and game.state.turn >= 3:
            return game
        game.apply(rnd.choose(DecisionContext(game)))
    return game


@pytest.mark.parametrize("fmt", RULESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_a_level_answers_the_workers_questions(fmt, level):
    rs = get_ruleset(fmt)
    for game in (Game.new(*[d.cards for d in list(format_decks(fmt).values())[:2]], seed=5, ruleset=fmt),
                 _decision_with_a_choice(fmt)):
        if game.is_over:
            continue
        bot = make_bot(level, seed=3, ruleset=rs)
        action = bot.choose(DecisionContext.for_bot(bot, game))
        assert action in game.legal_actions()
        moves = bot.candidates()  # what the worker sends the table with the answer
        assert isinstance(moves, list)
        for acts, score, sims in moves:
            assert all(hasattr(a, "do") for a in acts) and isinstance(score, (int, float)) and sims >= 0
        assert bot.score_unit in ("win", "points") and isinstance(bot.continuing, bool)
