"""Paying with cores (2-2, 11-1-1-5, 11-1-1-6): the automatic payment and placement, checking
that the cores asked for are there, and taking them.

A ``Pay`` (``engine.costs``) names where cores come from: the Reserve, field cards by index,
and the Soul Core. ``fields`` below is the Field as it was before a new card arrived, so the
indexes of a payment stay right while a card is being put onto the Field.
"""
from __future__ import annotations

from ..costs import Pay
from ..errors import IllegalAction
from ..queries.basics import lv1_cost


def soul_index(p):
    for i, fc in enumerate(p.field):
        if fc.soul:
            return i
    return None


LOCKED_KINDS = ("grand_walker", "grand_stone")  # Eternal: their cores never pay, nor move by hand


def locked(game, fc) -> bool:
    """A Grand Walker's or Grand Stone's cores cannot pay a cost or be moved by hand (E:創界神核心卡
    ■創界神核心卡的特徵, E:創界石核心卡); a Standard card has no sub-kinds."""
    kinds = game.state.cards[fc.uid].kinds
    return bool(kinds) and any(k in kinds for k in LOCKED_KINDS)


def available(game, pi) -> int:
    p = game.state.players[pi]
    n = p.reserve + (1 if p.soul_at in ("reserve", "field") else 0)
    for fc in p.field:
        if fc.pending is None and not locked(game, fc):
            n += fc.cores
    return n


def check_sources(game, pi, pay: Pay, place: Pay, rule: str) -> None:
    p = game.state.players[pi]
    if pay.reserve < 0 or place.reserve < 0:  # field counts are never negative (parse_pay, auto_place)
        raise IllegalAction("a number of cores must be a whole number 0 or more", "1-4-5")
    if pay.reserve + place.reserve > p.reserve:
        raise IllegalAction.of("refuse_reserve_short", rule, have=p.reserve, asked=pay.reserve + place.reserve)
    for i in set(pay.field) | set(place.field):
        if i >= len(p.field):
            raise IllegalAction(f"there is no field[{i}]", rule)
        fc = p.field[i]
        if fc.pending is not None:
            raise IllegalAction.of("refuse_pending", "10-2-2-4", card=game.named(fc.uid))
        if locked(game, fc):
            raise IllegalAction.of("refuse_locked_cores", "E:創界神核心卡 ■創界神核心卡的特徵",
                                   card=game.named(fc.uid))
        n = pay.field.get(i, 0) + place.field.get(i, 0)
        if n > fc.cores:
            raise IllegalAction.of("refuse_card_short", rule, card=game.named(fc.uid), index=i, have=fc.cores, asked=n)
    souls = [s for s in (pay.soul, place.soul) if s is not None]
    if len(souls) > 1:
        raise IllegalAction.of("refuse_one_soul", "5-7-3")
    if souls:
        s = souls[0]
        if s == "reserve" and p.soul_at != "reserve":
            raise IllegalAction.of("refuse_soul_not_reserve", "5-7-3")
        if s != "reserve" and (s >= len(p.field) or not p.field[s].soul):
            raise IllegalAction.of("refuse_soul_not_on", "5-7-3", index=s)
        if s != "reserve" and p.field[s].pending is not None:
            raise IllegalAction.of("refuse_pending_that", "10-2-2-4")


def auto_pay(game, pi: int, cost: int, lv1: int, held: Pay | None = None) -> Pay | None:
    """A legal payment that also leaves ``lv1`` cores to place, or None. Normal cores before
    the Soul Core; the Reserve before the Field; surplus field cores before cores whose
    loss depletes a card (position-format.md, ``pay: auto``). ``held`` are cores an explicit
    placement already takes (pass ``lv1`` 0 then): the payment uses only the others."""
    p = game.state.players[pi]
    cards = game.state.cards
    mods = game.state.mods  # a Lv1 cost an effect changed (10-2-2-9) counts when cores are spare
    held = held or Pay()
    soul_free = held.soul is None and (
        p.soul_at == "reserve" or (p.soul_at == "field" and any(fc.soul and fc.pending is None for fc in p.field)))
    if available(game, pi) - held.total < cost + lv1:
        return None
    pay = Pay()
    need = cost
    take = min(max(0, p.reserve - held.reserve), need)
    pay.reserve, need = take, need - take
    fields = [(i, fc) for i, fc in enumerate(p.field) if fc.pending is None and not locked(game, fc)]
    for i, fc in fields:
        if not need:
            break
        h = held.field.get(i, 0)
        left = fc.total_cores - h - (1 if held.soul == i else 0)
        t = min(max(0, min(fc.cores - h, left - (lv1_cost(game, fc) if mods else cards[fc.uid].lv1_cost))), need)
        if t:
            pay.field[i] = t
            need -= t
    for i, fc in fields:
        if not need:
            break
        t = min(fc.cores - held.field.get(i, 0) - pay.field.get(i, 0), need)
        if t > 0:
            pay.field[i] = pay.field.get(i, 0) + t
            need -= t
    if need == 1 and soul_free:
        pay.soul = "reserve" if p.soul_at == "reserve" else soul_index(p)
        need = 0
    return pay if need == 0 else None


def auto_place(game, pi: int, pay: Pay, lv1: int) -> Pay | None:
    """Exactly the Lv1 cost, from the Reserve first (then surplus field cores, then the
    Soul Core, then any field core)."""
    p = game.state.players[pi]
    cards = game.state.cards
    mods = game.state.mods  # a Lv1 cost an effect changed (10-2-2-9) counts when cores are spare
    place = Pay()
    need = lv1
    t = max(0, min(p.reserve - pay.reserve, need))  # never negative: an over-drawn payment takes it all
    place.reserve, need = t, need - t
    fields = [(i, fc) for i, fc in enumerate(p.field) if fc.pending is None and not locked(game, fc)]
    for i, fc in fields:
        if not need:
            break
        left = fc.cores - pay.field.get(i, 0)
        t = min(max(0, min(left, fc.total_cores - pay.field.get(i, 0)
                           - (lv1_cost(game, fc) if mods else cards[fc.uid].lv1_cost))), need)
        if t > 0:
            place.field[i] = t
            need -= t
    if need and pay.soul is None and p.soul_at in ("reserve", "field"):
        s = "reserve" if p.soul_at == "reserve" else soul_index(p)
        if s == "reserve" or p.field[s].pending is None:
            place.soul = s
            need -= 1
    for i, fc in fields:
        if not need:
            break
        t = min(fc.cores - pay.field.get(i, 0) - place.field.get(i, 0), need)
        if t > 0:
            place.field[i] = place.field.get(i, 0) + t
            need -= t
    return place if need == 0 else None


def take(p, fields, pay: Pay) -> None:
    p.reserve -= pay.reserve
    for i, n in pay.field.items():
        fields[i].cores -= n
    if pay.soul is not None:
        if pay.soul == "reserve":
            p.soul_at = "void"  # in transit; the caller says where it ends
        else:
            fields[pay.soul].soul = False


def pay_cost(game, pi: int, fields, pay: Pay) -> None:
    """Take a payment and put it into the Trash (11-1-1-5): normal cores and the Soul Core."""
    p = game.state.players[pi]
    take(p, fields, pay)
    p.trash_cores += pay.reserve + sum(pay.field.values())
    if pay.soul is not None:
        p.soul_at = "trash"
