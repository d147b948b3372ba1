"""The table for the Dragon Ball Super Card Game (``engine.dbscg``): what the shared table does differently for
that game, in modules of its own; the shared modules hand over to ``table`` (``ui.games.own_table``):

    scene     what the mat shows: an awakened Leader by its back side, Life cards taken as damage marked, the
              energy a payment proposes lit, the faces to prefetch
    gestures  what a drop means (charge, play, attack, block, combo, counter), from the engine's legal actions
    proposal  the energy payment the table proposes (the engine's own), changed by clicking energy
    control   the controller's gestures, clicks and keys for this game
    panel     the side panel's decision, battle and waiting-timing lines in this game's words
    words     the table's own words for this game (Qt translations, context ``DbTable``)
    table     the hooks the shared modules call, gathered from the modules above
"""
from __future__ import annotations

