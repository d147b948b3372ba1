"""``greedy``: one-ply lookahead with a hand-written evaluation.

For each candidate (``moves.candidates``: end the step, each playable card with the
automatic payment, level-up core moves, each attack or block), the bot plays it on a
clone of its view, lets the battle settle (the opponent's block is their best one-ply
reply), and evaluates the result. In a Main Step a card or a core move is played only if
it makes the position strictly better than it is now, so cores are never shuffled for
nothing; otherwise the step ends.
"""
from __future__ import annotations

from ..rng import Rng
from . import moves
from .base import Bot, DecisionContext
from .evaluate import DEFAULT, Weights, evaluate
from .loops import LoopGuard, decline
from .weights import weights_for

IMPROVE = 1.0  # a Main Step move must gain at least this much


def one_ply(game, me: int, legal=None, w: Weights = DEFAULT, cands=None, keep=False,
            depth: int = 3) -> list[tuple]:
    """[(value, key, actions, after)] for each candidate of ``me``'s decision, best first.
    ``after`` is the settled clone when ``keep`` (None for ending a Main Step); with
    ``keep="exact"`` only where its settle made no choice by the depth limit, so that the game
    would reach that very position by playing the move and answering each decision after it as
    ``normal`` does (``moves.settle``; a playout then takes the copy instead of playing it all
    again). In a Main Step, moves that do not improve on ending the step are left out. ``depth``
    bounds the nested replies (blocks, effect choices) that ``moves.settle`` searches."""
    ev = lambda g, p: evaluate(g, p, w)  # noqa: E731
    kind = game.phase
    cands = moves.candidates(game, me, legal) if cands is None else cands
    base = evaluate(game, me, w) if kind == "main" else None
    out = []
    for key, acts in cands:
        if kind == "main" and acts[0].do == moves.END:
            out.append((base, key, acts, None))
            continue
        g = game.clone()
        if not moves.play(g, acts):
            continue
        exact = moves.settle(g, me, ev, max_depth=depth)
        v = evaluate(g, me, w)
        if base is not None and v < base + IMPROVE:
            continue
        out.append((v, key, acts, g if keep is True or (keep and exact) else None))
    out.sort(key=lambda t: -t[0])
    return out


def keep_hand(game, me: int) -> bool:
    """Redraw only a Hand without a cheap Spirit."""
    st = game.state
    costs = sorted(st.cards[u].cost for u in st.players[me].hand if st.cards[u].is_spirit)
    return bool(costs) and (costs[0] <= 2 or (len(costs) >= 2 and costs[1] <= 3))


def setup_choice(ctx: DecisionContext):
    legal = ctx.legal
    want = "go_first" if ctx.kind == "first" else ("keep" if keep_hand(ctx.view, ctx.player) else "redraw")
    for a in legal:
        if a.do == want:
            return a
    return legal[0]


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, seed: int = 0, weights: Weights | None = None):
        self.rng = Rng(seed)  # breaks exact ties, so seeds give different (equally good) games
        self._fixed = weights  # None: the ruleset's own (resources/bots/<ruleset>.yaml)
        self.w = weights or DEFAULT
        self._why: list = []  # [(actions, score, 0)] of the last decision, best first
        self._loop = LoopGuard()  # ends an effect loop (Saga 12-1): declines after many choices in a step

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if len(legal) == 1:
            self._why = [([legal[0]], 0.0, 0)]
            return legal[0]
        if ctx.kind in ("first", "redraw"):
            a = setup_choice(ctx)
            self._why = [([a], 0.0, 0)]
            return a
        if self._loop.looping(ctx.view, ctx.kind) and decline(legal) is not None:
            a = decline(legal)  # the loop ends here (Saga 12-1-1-2)
            self._why = [([a], 0.0, 0)]
            return a
        view = ctx.view
        self.w = self._fixed or weights_for(view.ruleset.name)
        scored = one_ply(view, ctx.player, legal, self.w)
        self._why = [(list(acts), round(v, 1), 0) for v, _, acts, _ in scored[:5]]
        if not scored:
            a = next((a for a in legal if a.do == moves.END), legal[0])
            self._why = [([a], 0.0, 0)]
            return a
        top = scored[0][0]
        ties = [s for s in scored if s[0] >= top - 1e-9]
        pick = ties[self.rng.below(len(ties))] if len(ties) > 1 else scored[0]
        if pick is not scored[0]:  # a tie broken by the seed: the move played is listed first
            self._why = [(list(pick[2]), round(pick[0], 1), 0)] + [w for w in self._why if w[0] != list(pick[2])][:4]
        return pick_legal(pick[2][0], legal)


def pick_legal(a, legal):
    """The action to return: the equal action of the legal list when there is one."""
    for b in legal:
        if b == a:
            return b
    return a
