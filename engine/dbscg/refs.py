"""Places in this game's actions and position files: ``hand[2]``, ``battle[0]``, ``leader``, ``energy[1]``,
``drop[0]``, and the other player's with ``p2.`` in front (``p2.leader``, ``p2.battle[1]``)."""
from __future__ import annotations

import re

from ..errors import IllegalAction
from . import refusal_words as _refusal_words  # noqa: F401  (its refusals in words)

_REF = re.compile(r"^(?:(p[12])\.)?(hand|deck|battle|energy|drop|leader|life|warp|combo)(?:\[(\d+)\])?$")
ACTION_AREAS = ("hand", "battle", "energy", "drop", "leader")  # the places an action may name


def split(ref, by: int):
    """(player, area, index or None) of any place an effect's choice may offer (``deck[2]`` and ``p2.life[0]``
    too), ``by`` being the player the place is seen from; None if ``ref`` is not a place."""
    m = _REF.match(ref) if isinstance(ref, str) else None
    if not m:
        return None
    who = by if m.group(1) is None else (0 if m.group(1) == "p1" else 1)
    return who, m.group(2), None if m.group(3) is None else int(m.group(3))


def parse(ref, by: int, rule: str):
    """(player, area, index or None for the Leader) of a place an action names. Raises IllegalAction naming the
    forms."""
    place = split(ref, by)
    if place is None or place[1] not in ACTION_AREAS or (place[1] == "leader") != (place[2] is None):
        raise IllegalAction.of("refuse_db_bad_ref", rule, ref=ref)
    return place


def name(viewer: int, pi: int, area: str, i=None) -> str:
    pre = "" if pi == viewer else f"p{pi + 1}."
    return f"{pre}{area}" if i is None else f"{pre}{area}[{i}]"
