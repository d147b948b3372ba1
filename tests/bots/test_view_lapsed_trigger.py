"""A triggered effect whose card went back to a hidden zone lapses on a view too (9-1-5-5, 10-2-2-6-2).

The saved game (Eternal, greedy self-play of ``python -m bench.tune --format eternal``, game 121) stops
where player 1 pays for the Magic effect of its Burst: the Burst has returned the opponent's attacking
Mourncloak Shade to the Hand, and that Spirit's 『When Attacking』 effect still waits on the agenda. On the
bot's view the Hand is hidden, so the card is a hidden card with no effects: the engine raised IndexError
while the bot looked one move ahead (the bench crashed; on the table the bot's thread would have).
"""
from __future__ import annotations

import os

from engine.bots import DecisionContext, GreedyBot, SearchBot
from engine.save import load_game

SAVE = os.path.join(os.path.dirname(__file__), "data", "eternal-burst-returns-attacker.json")


def _play_first_legal(game, steps: int = 12) -> list:
    events = []
    for _ in range(steps):
        if game.is_over:
            break
        ev = game.apply(game.legal_actions()[0])
        events.extend(ev)
        if any(e.kind == "fizzle" for e in ev):
            break
    return events


def test_the_attackers_trigger_lapses_in_the_game_and_in_the_view():
    game = load_game(SAVE).replay()
    assert game.decision.player == 0 and game.decision.kind == "choose"
    in_game = [(e.kind, e.msg) for e in _play_first_legal(game.clone())]
    in_view = [(e.kind, e.msg) for e in _play_first_legal(game.view_for(0))]
    assert ("fizzle", "fizzle_left") in in_game
    assert in_view == in_game


def test_the_bots_look_ahead_over_it():
    game = load_game(SAVE).replay()
    for bot in (GreedyBot(seed=1), SearchBot(seed=1)):
        action = bot.choose(DecisionContext.for_bot(bot, game))
        assert action in game.legal_actions()
