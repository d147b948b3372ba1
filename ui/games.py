"""The tables of other games: which modules play a game other than Battle Spirits on the shared table.

A ruleset names the game it belongs to (``Ruleset.game``: "battle-spirits", "dbscg"). The shared table's
modules (the controller's gestures, the scene, the side panel, the mat's button, the words of moves) are
Battle Spirits' table; for another game they ask ``own_table(game)`` and hand over to the module it returns,
which provides the same hooks in that game's terms (``ui.dbscg.table`` lists them). A new game registers
its module here; the shared modules never name a game.
"""
from __future__ import annotations

from importlib import import_module

GAME_TABLES = {"dbscg": "ui.dbscg.table"}  # Ruleset.game -> the module of that game's table hooks


def own_table(game):
    """The table hooks of ``game``'s game (a module), or None when the shared table plays it itself."""
    return ruleset_table(getattr(game, "ruleset", None))


def ruleset_table(ruleset):
    """The table hooks of the game ``ruleset`` belongs to, or None (the shared table's own)."""
    name = GAME_TABLES.get(getattr(ruleset, "game", None))
    return import_module(name) if name else None


def edits_decks(ruleset) -> bool:
    """Whether the deck window builds decks of ``ruleset``: the shared table's games, and another game whose
    hooks say they bring the deck window what it needs for that game's cards (``DECK_WINDOW``)."""
    t = ruleset_table(ruleset)
    return t is None or bool(getattr(t, "DECK_WINDOW", False))
