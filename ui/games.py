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
    name = GAME_TABLES.get(getattr(getattr(game, "ruleset", None), "game", None))
    return import_module(name) if name else None
