"""The registry of rulesets: ``get_ruleset(name)`` finds one, ``register`` adds one.

Each ruleset is one instance, shared by every game played under it (it holds no game state).
"""
from __future__ import annotations

from .base import Ruleset, Step, Zone
from .saga import Saga
from .standard import Standard

RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset (an instance) under its name; returns it."""
    if not ruleset.name:
        raise ValueError("a ruleset needs a name")
    RULESETS[ruleset.name] = ruleset
    return ruleset


def unregister(name: str) -> None:
    RULESETS.pop(name, None)


def get_ruleset(name) -> Ruleset:
    """The ruleset of this name (``standard`` ...), or KeyError naming the known ones."""
    if isinstance(name, Ruleset):
        return name
    try:
        return RULESETS[name]
    except (KeyError, TypeError):
        raise KeyError(f"unknown format {name!r} (known: {', '.join(RULESETS)})") from None


STANDARD = register(Standard())
SAGA = register(Saga())

__all__ = ["Ruleset", "Step", "Zone", "RULESETS", "register", "unregister", "get_ruleset", "STANDARD", "SAGA"]

from ..dbscg import ruleset as _dbscg  # noqa: E402,F401  a second game on the same kernel: it registers itself
