"""Local bots. ``make_bot("random", seed)`` builds one by name.

    random   a uniformly random legal action, biased to end steps
    greedy   one-ply lookahead with a hand-written evaluation
    search   determinized Monte-Carlo tree search (iteration budget, deterministic)
    strong   the same search with a larger budget
"""
from __future__ import annotations

from .base import Bot, DecisionContext
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot, StrongBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot, "strong": StrongBot}


def make_bot(name: str, seed: int = 0, ruleset=None) -> Bot:
    """A bot by name; a ruleset of another game (``Ruleset.bot_module``) may bring its own of that name."""
    own = getattr(ruleset, "bot_module", None)
    if own:
        from importlib import import_module

        cls = import_module(own).BOTS.get(name)
        if cls is not None:
            return cls(seed=seed)
    try:
        cls = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})") from None
    return cls(seed=seed)


__all__ = ["Bot", "DecisionContext", "RandomBot", "GreedyBot", "SearchBot", "StrongBot", "make_bot", "BOTS"]
