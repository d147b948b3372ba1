"""The table a ruleset is played on, described as data (no Qt): which zones each seat has,
where they lie, how each is drawn, what the step tracker shows, and what a drag from one
zone to another means. The table (``ui/``) builds its mat from this and holds no list of
zones of its own.

Coordinates are scene units of the bottom seat (the top seat is its point mirror); a rect
is ``(x, y, w, h)``. ``layout`` is one of ``pile`` (a face-down or face-up stack with a
count), ``fan`` (the Hand), ``row`` (the Field), ``cores`` (a heap of cores), ``plate``
(the player's name plate) and ``void``.
"""
from __future__ import annotations

from typing import NamedTuple


class TableZone(NamedTuple):
    name: str  # the engine zone it shows (or "plate")
    title: str
    rect: tuple
    layout: str


class TableSpec(NamedTuple):
    zones: tuple  # TableZone, bottom seat
    tracker: tuple  # the step tracker's rect
    button: tuple  # the big action button's rect
    steps: tuple  # (step name, short label) for the tracker
    drags: dict  # (from zone, to zone) -> what the drop asks the engine for
    face: str  # the card-face template

    def zone(self, name: str) -> TableZone | None:
        for z in self.zones:
            if z.name == name:
                return z
        return None


def battle_spirits_table(steps, extra_zones: tuple = ()) -> TableSpec:
    """The Battle Spirits mat: Life and Reserve on the left, the Field in the middle, Deck,
    Trash and Removed Area on the right, the Hand below. ``steps``: the ruleset's Steps."""
    zones = (
        TableZone("life", "Life", (20.0, 525.0, 180.0, 95.0), "cores"),
        TableZone("reserve", "Reserve", (20.0, 628.0, 180.0, 147.0), "cores"),
        TableZone("field", "Field", (215.0, 525.0, 870.0, 250.0), "row"),
        TableZone("deck", "Deck", (1100.0, 525.0, 106.0, 250.0), "pile"),
        TableZone("trash", "Trash", (1214.0, 525.0, 106.0, 250.0), "pile"),
        TableZone("removed", "Removed", (1328.0, 525.0, 106.0, 250.0), "pile"),
        TableZone("hand", "Hand", (215.0, 790.0, 870.0, 205.0), "fan"),
        TableZone("plate", "", (20.0, 790.0, 180.0, 205.0), "plate"),
        TableZone("void", "Void", (1100.0, 790.0, 334.0, 205.0), "void"),
    ) + tuple(extra_zones)
    drags = {
        ("hand", "field"): "play",  # summon or deploy (11-1, 11-2)
        ("hand", "void"): "use",  # a Magic card (11-3)
        ("field", "opponent"): "attack",  # 8-1-1
        ("field", "attacker"): "block",  # 8-1-3
        ("reserve", "field"): "move_core", ("field", "reserve"): "move_core", ("field", "field"): "move_core",
    }
    return TableSpec(zones, (215.0, 479.0, 870.0, 42.0), (1100.0, 478.0, 334.0, 44.0),
                     tuple((s.name, s.short or s.label.replace(" Step", "")) for s in steps), drags,
                     "battle-spirits")
