"""Selectors: which cards an effect may choose or affects (9-2, 9-3-2).

A chosen card is remembered as a *target*: ``(player, area, key)`` where ``key`` is the
object number of a field card (so a card that left and came back is a new object, 4-1-4)
or the uid of a card in Hand or Trash.
"""
from __future__ import annotations

from . import continuous


def _in_range(v: int, r) -> bool:
    if r is None:
        return True
    if isinstance(r, int):
        return v == r
    return r.get("min", v) <= v <= r.get("max", v)


def side_players(side: str, ctl: int) -> tuple[int, ...]:
    return (ctl,) if side == "you" else (1 - ctl,) if side == "opponent" else (ctl, 1 - ctl)


def card_matches(game, sel, card, fc=None) -> bool:
    """Does a card (with its FieldCard when on the Field) meet the selector's criteria?"""
    t = sel.get("type")
    if t is not None and card.type not in (t if isinstance(t, (list, tuple)) else (t,)):
        return False
    c = sel.get("colors")
    if c is not None and not set(card.colors) & set(c if isinstance(c, (list, tuple)) else (c,)):
        return False
    fam = sel.get("family")
    if fam is not None and fam not in card.families:
        return False
    name = sel.get("name")
    if name is not None and name not in card.base_name:  # 2-1-2-1: a part of the name
        return False
    if "cost" in sel and not _in_range(card.cost, sel["cost"]):
        return False
    if "symbols" in sel and not _in_range(len(card.symbols), sel["symbols"]):
        return False
    if fc is not None:
        if "bp" in sel and not (card.is_spirit and _in_range(continuous.bp(game, fc), sel["bp"])):
            return False
        if "level" in sel and not _in_range(continuous.level(game, fc), sel["level"]):
            return False
        st = sel.get("state")
        if st == "refresh" and fc.state != "refresh":
            return False
        if st == "exhausted" and fc.state == "refresh":  # Heavy Exhausted counts as exhausted (A7)
            return False
    elif "bp" in sel or "level" in sel or "state" in sel:
        return False
    return True


def candidates(game, ctl: int, sel, src_obj: int = 0, choosing: bool = True) -> list[tuple]:
    """Every target the selector allows now, in board order. ``choosing`` applies
    "cannot be chosen" (only choices by the opponent's effects are restricted)."""
    st = game.state
    area = sel.get("area", "field")
    default_type = ("spirit",) if area == "field" else None
    sel_type = sel.get("type", default_type)
    sel = dict(sel, type=sel_type) if sel_type is not None else sel
    out = []
    for pi in side_players(sel.get("owner", "any" if area == "field" else "you"), ctl):
        p = st.players[pi]
        if area == "field":
            for fc in p.field:
                if fc.pending is not None:
                    continue
                if sel.get("exclude_this") and fc.obj == src_obj:
                    continue
                if not card_matches(game, sel, st.cards[fc.uid], fc):
                    continue
                if choosing and pi != ctl and continuous.restricted(game, pi, fc, "be_chosen"):
                    continue
                out.append((pi, "field", fc.obj))
        else:
            for uid in (p.hand if area == "hand" else p.trash):
                if card_matches(game, sel, st.cards[uid]):
                    out.append((pi, area, uid))
    return out


def locate(game, target):
    """The current place of a target: (player, area, index, FieldCard or uid) or None if it
    is not there any more (then the effect does nothing to it, 9-3-2)."""
    pi, area, key = target
    p = game.state.players[pi]
    if area == "field":
        for i, fc in enumerate(p.field):
            if fc.obj == key:
                return pi, area, i, fc
        return None
    lst = p.hand if area == "hand" else p.trash
    if key in lst:
        return pi, area, lst.index(key), key
    return None


def ref(game, target) -> str:
    """The position-file name of a target now: ``p2.field[0]``, ``p1.hand[3]``."""
    loc = locate(game, target)
    if loc is None:
        return "(gone)"
    return f"p{loc[0] + 1}.{loc[1]}[{loc[2]}]"


def name_of(game, target) -> str:
    loc = locate(game, target)
    if loc is None:
        return "a card that is gone"
    uid = loc[3].uid if loc[1] == "field" else loc[3]
    return game.card(uid).name


def uid_of(game, target):
    loc = locate(game, target)
    if loc is None:
        return None
    return loc[3].uid if loc[1] == "field" else loc[3]


def count(game, ctl: int, sel, src_obj: int = 0) -> int:
    return len(candidates(game, ctl, sel, src_obj, choosing=False))
