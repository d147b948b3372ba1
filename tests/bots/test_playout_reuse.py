"""A greedy playout takes the copy its lookahead settled a move on (``policy.greedy_move``) instead of playing the
move and the replies it provokes again: the same playouts, the same decisions counted, fewer actions played."""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext, make_bot
from engine.bots.search import SearchBot
from engine.deck import play_decks
from engine.game import Game
from engine.rng import Rng


@pytest.mark.parametrize("fmt", ["standard", "saga", "eternal"])
def test_playouts_with_and_without_the_reused_copies_are_the_same(fmt, applies):
    decks = list(play_decks(fmt).values())
    game = Game.new(decks[0].cards, decks[1].cards, seed=5, ruleset=fmt)
    players = (make_bot("normal", seed=1, ruleset=fmt), make_bot("normal", seed=2, ruleset=fmt))
    work = {True: 0, False: 0}
    compared = 0
    while not game.is_over and compared < 40:
        d = game.decision
        if d.kind in ("main", "attack"):
            values = {}
            for reuse in (True, False):
                bot = SearchBot(seed=3, reuse=reuse)
                bot.w = bot.vw = SearchBot().w
                me = d.player
                g = game.clone()
                g.rng = Rng(11)
                n = applies[0]
                values[reuse] = (bot._fast(g, me, bot._stop_turn(game, me), Rng(11)), bot.steps, g.history)
                work[reuse] += applies[0] - n
            assert values[True] == values[False]  # the value, the decisions counted, every action played
            compared += 1
        game.apply(players[d.player].choose(DecisionContext(game)))
    assert compared >= 20
    assert work[True] < work[False], work
