"""Summon (11-1), Deploy (11-2) and Use (11-3): cost, reduction, 《Succession》, payment,
placement, 《Soul Magic》.

``plan(game, action)`` validates an action fully and returns a ``Plan`` without touching
the game; ``execute(game, plan)`` then carries it out. The table uses ``plan`` to show
the proposed payment before the player confirms it.
"""
from __future__ import annotations

from ..actions import parse_card_ref
from ..costs import PAY_RULE, PLACE_RULE, Pay, parse_pay, reduced_cost
from ..errors import IllegalAction
from ..state import FieldCard
from ..effects import continuous, triggers
from ..effects.activated import start_magic
from .pending import check_depletion

VERB_TYPE = {"summon": "spirit", "deploy": "nexus", "use": "magic"}
TYPE_RULE = {"summon": "11-1", "deploy": "11-2", "use": "11-3"}
VERB_WORD = {"summon": "summons", "deploy": "deploys", "use": "uses"}


class Plan:
    __slots__ = ("verb", "player", "hand_index", "uid", "cost", "pay", "place", "succession", "timing",
                 "soul_magic")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


def field_symbols(game, pi: int) -> dict:
    """Colour -> number of symbols on this player's Field (EX symbols count too, DIGEST A14)."""
    out: dict[str, int] = {}
    cards = game.state.cards
    for fc in game.state.players[pi].field:
        if fc.pending is None:
            for s in cards[fc.uid].symbols:
                out[s.color] = out.get(s.color, 0) + 1
    return out


_TIMINGS: dict[int, tuple] = {}


def magic_timings(card) -> tuple[str, ...]:
    """[Main] / [Flash] of a Magic card (9-1-7). A Magic card without scripted effects is
    used at [Main] timing and does nothing."""
    got = _TIMINGS.get(id(card))
    if got is not None and got[0] is card:
        return got[1]
    timings = []
    for eff in card.effects:
        if eff.get("kind") == "declared":
            for t in eff.get("timing", ("main",)):
                if t not in timings:
                    timings.append(t)
    result = tuple(timings) or ("main",)
    _TIMINGS[id(card)] = (card, result)
    return result


def base_cost(game, pi: int, card) -> int:
    """11-1-1-2: the cost, after cost-changing effects (11-1-1-2-1); may pass below 0 before
    reduction, the final cost is floored at 0 (DIGEST A17)."""
    return card.cost + continuous.cost_change(game, pi, card)


def cost_to_pay(game, pi: int, card, succession: int = 0) -> int:
    return reduced_cost(base_cost(game, pi, card), card.reduction, field_symbols(game, pi), succession)


def affordable_from_hand(game, pi: int, phase: str) -> list:
    """The cards in Hand that can be played now with the automatic payment, as actions.

    Exact without planning each one: the automatic payment exists exactly when the cores in
    the Reserve and on the Field (Soul Core included) cover the cost after reduction plus
    the Lv1 cost (see ``auto_pay``), or 《Soul Magic》 applies."""
    st = game.state
    p = st.players[pi]
    cards = st.cards
    symbols = field_symbols(game, pi)
    have = _available(game, pi)
    cost_effects = continuous.active_cost_effects(game)
    out = []
    seen = set()
    for i, uid in enumerate(p.hand):
        card = cards[uid]
        cid = card.id
        if cid in seen and cid != "hidden":
            continue  # the same card twice in Hand: one action is enough
        seen.add(cid)
        if card.is_magic:
            timings = magic_timings(card)
            if phase == "flash":
                if "flash" not in timings:
                    continue
                timings = ("flash",)
        elif phase != "main":
            continue
        else:
            timings = (None,)
        cost = card.cost + continuous.cost_change(game, pi, card, cost_effects) if cost_effects else card.cost
        lv1 = card.lv1_cost
        # the cost after reduction is at most the cost floored at 0: reduce only when that matters
        if ((cost if cost > 0 else 0) + lv1 > have and reduced_cost(cost, card.reduction, symbols) + lv1 > have
                and not (card.soul_magic and _soul_magic_ok(game, pi, card))):
            continue
        key = (pi, i, card.type, timings)
        actions = _FROM_HAND.get(key)
        if actions is None:
            actions = _FROM_HAND[key] = _from_hand_actions(pi, i, card, timings)
        out.extend(actions)
    return out


_FROM_HAND: dict[tuple, tuple] = {}  # (player, hand index, card type, timings) -> its actions


def _from_hand_actions(pi: int, i: int, card, timings: tuple) -> tuple:
    """The actions playing hand[i] with the automatic payment: one per timing for Magic."""
    from ..actions import Action

    ref = f"hand[{i}]"
    out = []
    for t in timings:
        if card.is_magic:
            args = (("card", ref), ("pay", "auto")) + ((("timing", t),) if t and len(timings) > 1 else ())
            out.append(Action.raw(pi, "use", args))
        else:
            out.append(Action.raw(pi, "summon" if card.is_spirit else "deploy",
                                  (("card", ref), ("pay", "auto"), ("place", "auto"))))
    return tuple(out)


def plan(game, a) -> Plan:
    verb = a.do
    pi = a.by
    p = game.state.players[pi]
    owner, area, idx = parse_card_ref(a.get("card"), pi, TYPE_RULE[verb])
    if owner != pi or area != "hand":
        raise IllegalAction(f"only a card from your own Hand can be {'used' if verb == 'use' else verb + 'ed'}",
                            "5-12-1" if verb == "use" else TYPE_RULE[verb])
    if idx >= len(p.hand):
        raise IllegalAction(f"there is no hand[{idx}]: the Hand has {len(p.hand)} cards", TYPE_RULE[verb])
    uid = p.hand[idx]
    card = game.card(uid)
    if card.type != VERB_TYPE[verb]:
        raise IllegalAction(f"{card.name} is a {card.type.capitalize()} card; only a "
                            f"{VERB_TYPE[verb].capitalize()} can be {'used' if verb == 'use' else verb + 'ed'}",
                            TYPE_RULE[verb])
    timing = None
    if verb == "use":
        timing = _check_timing(game, a, card)
    elif game.phase != "main":
        raise IllegalAction(f"a card is {verb}ed only in your Main Step", "7-6-1-2-1")
    succ = _check_succession(game, a, card, pi)
    cost = cost_to_pay(game, pi, card, len(succ))
    rule = PAY_RULE[verb]
    lv1 = card.lv1_cost if verb != "use" else 0
    spec = a.get("pay", "auto")
    soul_magic = False
    held = None  # an explicit placement that an automatic payment must leave alone
    if spec == "auto" and verb != "use" and a.get("place", "auto") != "auto":
        held = parse_pay(a.get("place"), PLACE_RULE[verb])
    if spec == "auto":
        pay = auto_pay(game, pi, cost, lv1 if held is None else 0, held)
        if pay is None and card.soul_magic and _soul_magic_ok(game, pi, card):
            pay, soul_magic = Pay(soul="reserve" if p.soul_at == "reserve" else _soul_index(p)), True
        if pay is None:
            have = _available(game, pi)
            raise IllegalAction(f"{card.name} costs {cost} after reduction"
                                + (f" and needs {lv1} core{'s' if lv1 != 1 else ''} to stay on the Field" if lv1 else "")
                                + f"; you have {have} core{'s' if have != 1 else ''} in the Reserve and on the Field",
                                rule)
    else:
        pay = parse_pay(spec, rule)
        soul_magic = card.soul_magic is not None and pay.total == 1 and pay.soul is not None and cost != 1
        if soul_magic:  # 12-2-1-2-1: the cost paid with only the Soul Core
            if not _soul_magic_ok(game, pi, card):
                raise IllegalAction(f"《Soul Magic》 needs a {card.soul_magic} symbol on your Field", "12-2-1-2-1")
        elif pay.total != cost:
            more = "a cost cannot be overpaid" if pay.total > cost else "the whole cost must be paid"
            raise IllegalAction(f"the cost is {cost} after reduction; {pay.total} core{'s' if pay.total != 1 else ''} "
                                f"{'were' if pay.total != 1 else 'was'} offered ({more})", rule)
    place = Pay()
    if verb != "use":
        pspec = a.get("place", "auto")
        prule = PLACE_RULE[verb]
        if pspec == "auto":
            place = auto_place(game, pi, pay, lv1)
            if place is None:
                _check_sources(game, pi, pay, Pay(), rule)  # an over-drawn payment is refused as such
                raise IllegalAction(f"after paying {cost}, fewer than the {lv1} core{'s' if lv1 != 1 else ''} "
                                    f"{card.name} needs are left to place on it", prule)
        else:
            place = parse_pay(pspec, prule)
            if place.total < lv1:
                raise IllegalAction(f"{card.name} needs at least {lv1} core{'s' if lv1 != 1 else ''} placed on it "
                                    f"(its Lv1 cost); {place.total} {'were' if place.total != 1 else 'was'} given", prule)
    elif a.get("place") is not None:
        raise IllegalAction("a Magic card has no cores placed on it", "11-3-1")
    _check_sources(game, pi, pay, place, rule)
    return Plan(verb=verb, player=pi, hand_index=idx, uid=uid, cost=cost, pay=pay, place=place,
                succession=succ, timing=timing, soul_magic=soul_magic)


def _check_timing(game, a, card) -> str:
    timings = magic_timings(card)
    wanted = a.get("timing")
    if game.phase == "flash":
        if "flash" not in timings:
            raise IllegalAction(f"{card.name} has no [Flash] effect; in a Flash Timing only [Flash] is used",
                                "12-2-1-5-1")
        if wanted not in (None, "flash"):
            raise IllegalAction("in a Flash Timing a card is used for its [Flash] effect", "12-2-1-5-1")
        return "flash"
    if game.phase != "main":
        raise IllegalAction("Magic is used in your Main Step or in a Flash Timing", "9-1-7-1")
    if wanted is not None and wanted not in timings:
        raise IllegalAction(f"{card.name} has no [{str(wanted).capitalize()}] effect", "9-1-7-1-3")
    return wanted or timings[0]


def _check_succession(game, a, card, pi) -> list[int]:
    idxs = a.get("succession")
    if not idxs:
        return []
    if not card.succession:
        raise IllegalAction(f"{card.name} does not have 《Succession》", "12-2-1-3-1")
    idxs = list(idxs) if isinstance(idxs, (list, tuple)) else [idxs]
    trash = game.state.players[pi].trash
    if len(set(idxs)) != len(idxs):
        raise IllegalAction("each card can be removed for 《Succession》 once", "12-2-1-3-2")
    if len(idxs) > len(card.reduction):
        raise IllegalAction(f"{card.name} has {len(card.reduction)} reduction symbols; {len(idxs)} cards cannot "
                            "be removed for 《Succession》", "12-2-1-3-2-1")
    for i in idxs:
        if type(i) is not int or not 0 <= i < len(trash):  # `true` is no index
            raise IllegalAction(f"there is no trash[{i}]", "12-2-1-3-2")
        if not game.card(trash[i]).has_ex_symbol:
            raise IllegalAction(f"{game.card(trash[i]).name} has no EX symbol, so it cannot be removed for "
                                "《Succession》", "12-2-1-3-1")
    return sorted(idxs)


def _soul_index(p):
    for i, fc in enumerate(p.field):
        if fc.soul:
            return i
    return None


def _soul_magic_ok(game, pi, card) -> bool:
    p = game.state.players[pi]
    if p.soul_at not in ("reserve", "field"):
        return False
    return field_symbols(game, pi).get(card.soul_magic, 0) > 0


def _available(game, pi) -> int:
    p = game.state.players[pi]
    n = p.reserve + (1 if p.soul_at in ("reserve", "field") else 0)
    for fc in p.field:
        if fc.pending is None:
            n += fc.cores
    return n


def _check_sources(game, pi, pay: Pay, place: Pay, rule: str) -> None:
    p = game.state.players[pi]
    if pay.reserve < 0 or place.reserve < 0:  # field counts are never negative (parse_pay, auto_place)
        raise IllegalAction("a number of cores must be a whole number 0 or more", "1-4-5")
    if pay.reserve + place.reserve > p.reserve:
        raise IllegalAction(f"the Reserve has {p.reserve} normal core{'s' if p.reserve != 1 else ''}; "
                            f"{pay.reserve + place.reserve} were asked for", rule)
    for i in set(pay.field) | set(place.field):
        if i >= len(p.field):
            raise IllegalAction(f"there is no field[{i}]", rule)
        fc = p.field[i]
        if fc.pending is not None:
            raise IllegalAction(f"{game.card(fc.uid).name} is in a pending state and leaving the Field", "10-2-2-4")
        n = pay.field.get(i, 0) + place.field.get(i, 0)
        if n > fc.cores:
            raise IllegalAction(f"{game.card(fc.uid).name} (field[{i}]) has {fc.cores} normal "
                                f"core{'s' if fc.cores != 1 else ''}; {n} were asked for", rule)
    souls = [s for s in (pay.soul, place.soul) if s is not None]
    if len(souls) > 1:
        raise IllegalAction("each player has only one Soul Core", "5-7-3")
    if souls:
        s = souls[0]
        if s == "reserve" and p.soul_at != "reserve":
            raise IllegalAction("your Soul Core is not in the Reserve", "5-7-3")
        if s != "reserve" and (s >= len(p.field) or not p.field[s].soul):
            raise IllegalAction(f"your Soul Core is not on field[{s}]", "5-7-3")
        if s != "reserve" and p.field[s].pending is not None:
            raise IllegalAction("that card is in a pending state and leaving the Field", "10-2-2-4")


def auto_pay(game, pi: int, cost: int, lv1: int, held: Pay | None = None) -> Pay | None:
    """A legal payment that also leaves ``lv1`` cores to place, or None. Normal cores before
    the Soul Core; the Reserve before the Field; surplus field cores before cores whose
    loss depletes a card (position-format.md, ``pay: auto``). ``held`` are cores an explicit
    placement already takes (pass ``lv1`` 0 then): the payment uses only the others."""
    p = game.state.players[pi]
    cards = game.state.cards
    held = held or Pay()
    soul_free = held.soul is None and (
        p.soul_at == "reserve" or (p.soul_at == "field" and any(fc.soul and fc.pending is None for fc in p.field)))
    if _available(game, pi) - held.total < cost + lv1:
        return None
    pay = Pay()
    need = cost
    take = min(max(0, p.reserve - held.reserve), need)
    pay.reserve, need = take, need - take
    fields = [(i, fc) for i, fc in enumerate(p.field) if fc.pending is None]
    for i, fc in fields:
        if not need:
            break
        h = held.field.get(i, 0)
        left = fc.total_cores - h - (1 if held.soul == i else 0)
        t = min(max(0, min(fc.cores - h, left - cards[fc.uid].lv1_cost)), need)
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
        pay.soul = "reserve" if p.soul_at == "reserve" else _soul_index(p)
        need = 0
    return pay if need == 0 else None


def auto_place(game, pi: int, pay: Pay, lv1: int) -> Pay | None:
    """Exactly the Lv1 cost, from the Reserve first (then surplus field cores, then the
    Soul Core, then any field core)."""
    p = game.state.players[pi]
    cards = game.state.cards
    place = Pay()
    need = lv1
    t = max(0, min(p.reserve - pay.reserve, need))  # never negative: an over-drawn payment takes it all
    place.reserve, need = t, need - t
    fields = [(i, fc) for i, fc in enumerate(p.field) if fc.pending is None]
    for i, fc in fields:
        if not need:
            break
        left = fc.cores - pay.field.get(i, 0)
        t = min(max(0, min(left, fc.total_cores - pay.field.get(i, 0) - cards[fc.uid].lv1_cost)), need)
        if t > 0:
            place.field[i] = t
            need -= t
    if need and pay.soul is None and p.soul_at in ("reserve", "field"):
        s = "reserve" if p.soul_at == "reserve" else _soul_index(p)
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


def execute(game, pl: Plan) -> None:
    """Carry out a validated plan: pay into the Trash, place the card and its cores, then
    rule processing (depletion of cards that paid, 5-11-1)."""
    st = game.state
    p = st.players[pl.player]
    card = st.cards[pl.uid]
    del p.hand[pl.hand_index]
    for i in sorted(pl.succession, reverse=True):
        removed = p.trash.pop(i)
        p.removed.append(removed)
        game.emit("succession", pl.player, f"{st.cards[removed].name} is removed from the game for "
                                           f"《Succession》 (12-2-1-3)", (removed,))
    fields = list(p.field)  # indexes refer to the field before the new card
    _take(p, fields, pl.pay)
    p.trash_cores += pl.pay.reserve + sum(pl.pay.field.values())
    if pl.pay.soul is not None:
        p.soul_at = "trash"
    how = "paying only the Soul Core (《Soul Magic》)" if pl.soul_magic else f"paying {pl.cost} ({pl.pay.describe()})"
    if pl.verb == "use":
        game.emit("use", pl.player, f"{game.pname(pl.player)} uses {card.name} [{pl.timing.capitalize()}], {how}",
                  (pl.uid,))
        start_magic(game, pl.player, pl.uid, pl.timing)
    else:
        _take(p, fields, pl.place)
        fc = FieldCard(pl.uid, pl.place.reserve + sum(pl.place.field.values()), pl.place.soul is not None,
                       obj=st.next_obj)
        st.next_obj += 1
        p.field.append(fc)
        if fc.soul:
            p.soul_at = "field"
        lv = card.level_for(fc.total_cores, fc.soul)
        game.emit(pl.verb, pl.player, f"{game.pname(pl.player)} {VERB_WORD[pl.verb]} {card.name}, {how}; "
                                      f"{fc.total_cores} core{'s' if fc.total_cores != 1 else ''} placed, Lv{lv}",
                  (pl.uid,))
        triggers.card_arrived(game, pl.player, fc, "summoned" if pl.verb == "summon" else "deployed")
    check_depletion(game, f"by {game.pname(pl.player)}'s cost payment")


def _take(p, fields, pay: Pay) -> None:
    p.reserve -= pay.reserve
    for i, n in pay.field.items():
        fields[i].cores -= n
    if pay.soul is not None:
        if pay.soul == "reserve":
            p.soul_at = "void"  # in transit; the caller says where it ends
        else:
            fields[pay.soul].soul = False
