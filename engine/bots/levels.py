"""The levels a player chooses from, weakest first, and the older names kept as aliases.

    easy       greedy's one-ply choices, but one decision in three (with a real choice) is a
               random one of its candidate moves: sensible-looking, often second-best
    normal     ``greedy``: one move ahead with the evaluation
    hard       ``search``: determinized Monte-Carlo search (the default opponent)
    strongest  ``strong``: the same search with a bigger budget

Each level beats the one below in most games (the ladder in the README:
``spirit-table arena --ladder random easy normal hard strongest``). ``random`` stays for tests.
"""
from __future__ import annotations

from .greedy import GreedyBot, pick_legal
from .random_bot import RandomBot
from .search import SearchBot, StrongBot

LEVELS = ("easy", "normal", "hard", "strongest")
ALIASES = {"greedy": "normal", "search": "hard", "strong": "strongest"}
DEFAULT_LEVEL = "hard"


class EasyBot(GreedyBot):
    """``easy``: the greedy bot with slips: at a decision with more than one candidate it plays,
    one time in ``slip`` (a draw from its seeded generator), another of its candidates."""

    name = "easy"

    def __init__(self, seed: int = 0, slip: float = 0.35, **kw):
        super().__init__(seed=seed, **kw)
        self.slip = slip

    def choose(self, ctx):
        a = super().choose(ctx)
        why = self._why
        if len(why) > 1 and ctx.kind not in ("first", "redraw") and self.rng.random() < self.slip:
            pick = why[1 + self.rng.below(len(why) - 1)]
            self._why = [pick] + [w for w in why if w is not pick]
            return pick_legal(pick[0][0], ctx.legal)
        return a


class Slipping:
    """``easy`` for another game's bots (``Ruleset.bot_module`` without an ``easy``): that game's
    one-ply bot, with the same slips among its single-action candidates."""

    name = "easy"
    continuing = False

    def __init__(self, inner, seed: int = 0, slip: float = 0.35):
        from ..rng import Rng

        self.inner = inner
        self.rng = Rng(seed * 2 + 7)
        self.slip = slip
        self.uses_view = getattr(inner, "uses_view", True)
        self.score_unit = getattr(inner, "score_unit", "points")
        self._why: list = []

    def choose(self, ctx):
        a = self.inner.choose(ctx)
        self.continuing = getattr(self.inner, "continuing", False)
        why = list(self.inner.candidates())
        self._why = why
        if (len(why) > 1 and not self.continuing and ctx.kind not in ("first", "redraw")
                and self.rng.random() < self.slip):
            pick = why[1 + self.rng.below(len(why) - 1)]
            if len(pick[0]) == 1 and pick[0][0] in ctx.legal:
                self._why = [pick] + [w for w in why if w is not pick]
                return pick_legal(pick[0][0], ctx.legal)
        return a

    def candidates(self):
        return list(self._why)

    def explain(self):
        return [(" then ".join(x.text() for x in acts), score) for acts, score, _ in self._why]


CLASSES = {"random": RandomBot, "easy": EasyBot, "normal": GreedyBot, "hard": SearchBot, "strongest": StrongBot}


def canonical(name: str) -> str:
    """The level a name stands for (``search`` -> ``hard``); other names unchanged."""
    return ALIASES.get(name, name)
