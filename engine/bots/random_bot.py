"""``random``: a uniformly random legal action, with a bias to end steps so games finish."""
from __future__ import annotations

from ..rng import Rng
from .base import Bot, DecisionContext

ENDERS = ("end_step", "pass", "no_block", "keep", "go_first")


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int = 0, end_bias: float = 0.3):
        self.rng = Rng(seed)
        self.end_bias = end_bias

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if self.rng.random() < self.end_bias:
            for a in legal:
                if a.do in ENDERS:
                    return a
        return legal[self.rng.below(len(legal))]
