"""Selectors: which cards an effect may choose or affects (9-2, 9-3-2).

A chosen card is remembered as a *target*: ``(player, area, key)`` where ``key`` is the
object number of a field card (so a card that left and came back is a new object, 4-1-4)
or the uid of a card in Hand or Trash.
"""
from __future__ import annotations

from . import continuous
from .basics import in_range, side_players, static_matches
from .eternal import unaffected

__all__ = ["card_matches", "candidates", "locate", "ref", "name_of", "uid_of", "count", "side_players", "in_range"]


def card_matches(game, sel, card, fc=None) -> bool:
    """Does a card (with its FieldCard when on the Field) meet the selector's criteria? The static
    filters, then BP, read live (only a Spirit on the Field has BP)."""
    if not static_matches(game, sel, card, fc):
        return False
    if "bp" in sel:
        return fc is not None and card.is_spirit and in_range(continuous.bp(game, fc), sel["bp"])
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
                if st.cards[fc.uid].kinds and _immune(st.cards[fc.uid], sel):
                    continue
                if pi != ctl and not sel.get("unpreventable") and unaffected(game, pi, fc):
                    continue  # Eternal E13: unaffected by the opponent's effects, unless they cannot be prevented
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


def _immune(card, sel) -> bool:
    """Eternal: a Grand Walker or Grand Stone is affected only by its own effects and by effects naming
    its kind (E:創界神核心卡 ■創界神核心卡的特徵): a selector without ``kind: grand_walker`` does not reach it."""
    for k in ("grand_walker", "grand_stone"):
        if k in card.kinds and sel.get("kind") != k:
            return True
    return False


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
