"""Putting a card onto the Field (4-5, 11-1-1-6, 11-2-1-6): a new object with its cores."""
from __future__ import annotations

from ..state import FieldCard
from .payment import take


def put_onto_field(game, pi: int, uid: int, fields, place) -> FieldCard:
    """Place a card on ``pi``'s Field with the cores ``place`` names (taken from the Reserve, from
    ``fields`` — the Field before the card arrived — and the Soul Core). It is a new object
    (4-1-4). The caller reports it, then calls ``arrived``."""
    st = game.state
    p = st.players[pi]
    take(p, fields, place)
    fc = FieldCard(uid, place.reserve + sum(place.field.values()), place.soul is not None, obj=st.next_obj)
    st.next_obj += 1
    p.field.append(fc)
    if fc.soul:
        p.soul_at = "field"
    return fc
