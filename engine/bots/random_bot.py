"""``random``: a uniformly random legal action, with a bias to end steps so games finish."""
from __future__ import annotations

from ..rng import Rng
from .base import Bot, DecisionContext

from ..actions import Action

ENDERS = ("end_step", "pass", "no_block", "keep", "go_first", "end_phase")
# the action that ends each kind of decision; always legal in it (7-6-1-2-1, 7-7-3-2, 8-1-2-1, 8-1-3-1, 6-2-1-7)
_END_OF = {"main": "end_step", "attack": "end_step", "flash": "pass", "block": "no_block", "redraw": "keep",
           "first": "go_first"}


class RandomBot(Bot):
    name = "random"
    uses_view = False

    def __init__(self, seed: int = 0, end_bias: float = 0.3):
        self.rng = Rng(seed)
        self.end_bias = end_bias

    def choose(self, ctx: DecisionContext):
        if self.rng.random() < self.end_bias:
            verb = _END_OF.get(ctx.kind)
            # no_block is not legal against a [Clash] attacker that can be blocked (12-1-1, DIGEST A13); another
            # game's decision of the same kind ends with its own verb (found among the legal actions below)
            if verb is not None and any(a.do == verb for a in ctx.legal):
                return Action.raw(ctx.player, verb)
            for a in ctx.legal:
                if a.do in ENDERS:
                    return a
        legal = ctx.legal
        return legal[self.rng.below(len(legal))]
