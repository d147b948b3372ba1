"""``moves.settle`` takes the copy that looked ahead at a reply as the game when that copy settled exactly as the
game would go on (no choice made by the depth limit): the same game as playing the reply again, only cheaper."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import DecisionContext, make_bot
from engine.bots import moves
from engine.bots.evaluate import evaluate
from engine.deck import play_decks
from engine.game import Game


def _reference_settle(game, me, ev, depth=0, max_depth=2):
    """The settle of before: every chosen reply played again on the game."""
    for _ in range(moves.SETTLE_LIMIT):
        d = game.decision
        if d is None:
            return
        if d.kind == "flash":
            game.apply(Action.raw(d.player, "pass"))
        elif d.kind in ("block", "choose"):
            legal = game.legal_actions()
            if len(legal) == 1 or depth >= max_depth or moves.order_only(game):
                game.apply(legal[0])
                continue
            best, best_v = None, None
            for a in legal:
                g = game.clone()
                g.apply(a)
                _reference_settle(g, me, ev, depth + 1, max_depth)
                v = ev(g, d.player)
                if best_v is None or v > best_v:
                    best, best_v = a, v
            game.apply(best)
        else:
            return


def _state(g):
    st = g.state
    return (g.phase, g.decider, tuple(g.history), st.turn, st.step, st.winner, g.rng.next64(),
            tuple((p.life, p.reserve, p.trash_cores, tuple(p.hand), tuple(p.deck), tuple(p.trash),
                   tuple((fc.uid, fc.cores, fc.soul, fc.state) for fc in p.field)) for p in st.players))


@pytest.mark.parametrize("fmt", ["standard", "saga"])
@pytest.mark.parametrize("max_depth", [1, 2])
def test_settle_reaches_the_same_game_as_replaying_the_reply(fmt, max_depth, applies):
    work = {"new": 0, "old": 0}
    decks = list(play_decks(fmt).values())
    ev = lambda g, p: evaluate(g, p)  # noqa: E731
    compared = 0
    for seed in range(3):
        game = Game.new(decks[seed % len(decks)].cards, decks[(seed + 1) % len(decks)].cards, seed=seed, ruleset=fmt)
        bots = (make_bot("normal", seed=1), make_bot("normal", seed=2))
        while not game.is_over and compared < 400:
            d = game.decision
            if d.kind in ("attack", "main"):  # every move of this decision, settled both ways
                for a in game.legal_actions(core_moves=False)[:6]:
                    mine, theirs = game.clone(), game.clone()
                    mine.apply(a)
                    theirs.apply(a)
                    n = applies[0]
                    moves.settle(mine, d.player, ev, max_depth=max_depth)
                    work["new"] += applies[0] - n
                    n = applies[0]
                    _reference_settle(theirs, d.player, ev, max_depth=max_depth)
                    work["old"] += applies[0] - n
                    assert _state(mine) == _state(theirs), (seed, a)
                    compared += 1
            game.apply(bots[d.player].choose(DecisionContext(game)))
    assert compared > 100, compared
    assert work["new"] <= work["old"], work
    if max_depth == 1:  # the playouts' depth: the shortcut was taken, fewer actions played for the same games
        assert work["new"] < work["old"], work
