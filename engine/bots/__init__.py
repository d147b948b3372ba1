"""Local bots. ``make_bot("hard", seed)`` builds one by name.

Levels, weakest first (``levels``): ``easy``, ``normal``, ``hard`` (the default), ``strongest``;
the older names stay as aliases: ``greedy`` (normal), ``search`` (hard), ``strong`` (strongest).

    random     a uniformly random legal action, biased to end steps (for tests)
    easy       greedy choices with slips (one in three decisions, another candidate)
    normal     one-ply lookahead with the evaluation
    hard       determinized Monte-Carlo search (iteration budget, deterministic)
    strongest  the same search with a larger budget
"""
from __future__ import annotations

from .base import Bot, DecisionContext
from .greedy import GreedyBot
from .levels import ALIASES, CLASSES, DEFAULT_LEVEL, LEVELS, EasyBot, Slipping, canonical
from .random_bot import RandomBot
from .search import SearchBot, StrongBot

# every name a bot can be asked by: the levels, random, and the aliases
BOTS = dict(CLASSES)
BOTS.update({alias: CLASSES[level] for alias, level in ALIASES.items()})


def make_bot(name: str, seed: int = 0, ruleset=None) -> Bot:
    """A bot by name; a ruleset of another game (``Ruleset.bot_module``) may bring its own of that name."""
    own = getattr(ruleset, "bot_module", None)
    if own:
        from importlib import import_module

        theirs = import_module(own).BOTS
        older = {level: alias for alias, level in ALIASES.items()}
        # a level by its own name, else by the older name the other game's bots may use (hard: search)
        cls = theirs.get(name) or theirs.get(older.get(name, name)) or theirs.get(canonical(name))
        if cls is not None:
            return cls(seed=seed)
        if name == "easy" and theirs.get("greedy") is not None:  # that game's one-ply bot, with slips
            return Slipping(theirs["greedy"](seed=seed), seed=seed)
    try:
        cls = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})") from None
    bot = cls(seed=seed)
    bot.name = name  # the name it was asked by (an alias stays itself in figures)
    return bot


__all__ = ["Bot", "DecisionContext", "RandomBot", "EasyBot", "GreedyBot", "SearchBot", "StrongBot", "make_bot",
           "BOTS", "LEVELS", "ALIASES", "DEFAULT_LEVEL", "canonical"]
