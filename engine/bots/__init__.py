"""Local bots. ``make_bot("random", seed)`` builds one by name."""
from __future__ import annotations

from .base import Bot, DecisionContext
from .random_bot import RandomBot

BOTS = {"random": RandomBot}


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        cls = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})") from None
    return cls(seed=seed)


__all__ = ["Bot", "DecisionContext", "RandomBot", "make_bot", "BOTS"]
