"""Summon (11-1), Deploy (11-2) and Use (11-3): cost, reduction, 《Succession》, payment,
placement, 《Soul Magic》.

``plan(game, action)`` validates an action fully and returns a ``Plan`` without touching
the game; ``execute(game, plan)`` then carries it out. The table uses ``plan`` to show
the proposed payment before the player confirms it.
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..costs import PAY_RULE, PLACE_RULE, Pay, parse_pay, reduced_cost
from ..errors import IllegalAction
from ..events import Cause
from ..effects.interpreter import start_magic
from ..queries import continuous
from ..queries.basics import field_symbols
from ..queries.cost import cost_to_pay, magic_timings, soul_magic_ok
from ..verbs import notice
from ..verbs.field import put_onto_field
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, auto_place, available, check_sources, pay_cost, soul_index

VERB_TYPE = {"summon": "spirit", "deploy": "nexus", "use": "magic"}
TYPE_RULE = {"summon": "11-1", "deploy": "11-2", "use": "11-3"}
SUMMONED = ("ultimate", "brave")  # Eternal: Ultimates and Braves are summoned too (E:靈魂卡／終極靈魂卡／合體卡的召喚)


class Plan:
    __slots__ = ("verb", "player", "hand_index", "uid", "cost", "pay", "place", "succession", "timing",
                 "soul_magic")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


def affordable_from_hand(game, pi: int, phase: str) -> list:
    """The cards in Hand that can be played now with the automatic payment, as actions.

    Exact without planning each one: the automatic payment exists exactly when the cores in
    the Reserve and on the Field (Soul Core included) cover the cost after reduction plus
    the Lv1 cost (see ``auto_pay``), or 《Soul Magic》 applies."""
    st = game.state
    p = st.players[pi]
    cards = st.cards
    symbols = field_symbols(game, pi)
    have = available(game, pi)
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
                and not (card.soul_magic and soul_magic_ok(game, pi, card))):
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


def plan(game, a, phase: str | None = None) -> Plan:
    """``phase``: the timing the play is judged at (default the game's decision; a ruleset's own
    timing, such as Saga's 【Swift】 summon in a Flash window, passes "main")."""
    phase = phase or game.phase
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
    if card.type != VERB_TYPE[verb] and not (verb == "summon" and card.type in SUMMONED):
        raise IllegalAction(f"{card.name} is a {card.type.capitalize()} card; only a "
                            f"{VERB_TYPE[verb].capitalize()} can be {'used' if verb == 'use' else verb + 'ed'}",
                            TYPE_RULE[verb])
    timing = None
    if verb == "use":
        timing = _check_timing(game, a, card)
    elif phase != "main":
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
        if pay is None and card.soul_magic and soul_magic_ok(game, pi, card):
            pay, soul_magic = Pay(soul="reserve" if p.soul_at == "reserve" else soul_index(p)), True
        if pay is None:
            have = available(game, pi)
            raise IllegalAction(f"{card.name} costs {cost} after reduction"
                                + (f" and needs {lv1} core{'s' if lv1 != 1 else ''} to stay on the Field" if lv1 else "")
                                + f"; you have {have} core{'s' if have != 1 else ''} in the Reserve and on the Field",
                                rule)
    else:
        pay = parse_pay(spec, rule)
        soul_magic = card.soul_magic is not None and pay.total == 1 and pay.soul is not None and cost != 1
        if soul_magic:  # 12-2-1-2-1: the cost paid with only the Soul Core
            if not soul_magic_ok(game, pi, card):
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
                check_sources(game, pi, pay, Pay(), rule)  # an over-drawn payment is refused as such
                raise IllegalAction(f"after paying {cost}, fewer than the {lv1} core{'s' if lv1 != 1 else ''} "
                                    f"{card.name} needs are left to place on it", prule)
        else:
            place = parse_pay(pspec, prule)
            if place.total < lv1:
                raise IllegalAction(f"{card.name} needs at least {lv1} core{'s' if lv1 != 1 else ''} placed on it "
                                    f"(its Lv1 cost); {place.total} {'were' if place.total != 1 else 'was'} given", prule)
    elif a.get("place") is not None:
        raise IllegalAction("a Magic card has no cores placed on it", "11-3-1")
    check_sources(game, pi, pay, place, rule)
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
        game.emit("succession", pl.player, cards=(removed,), card=game.named(removed))
    fields = list(p.field)  # indexes refer to the field before the new card
    before = levels_now(game)
    pay_cost(game, pl.player, fields, pl.pay)
    how = dict(card=game.named(pl.uid), cost=pl.cost, soul_magic=pl.soul_magic,
               pay=_payment_parts(game, fields, pl.pay))
    if pl.verb == "use":
        game.emit("use", pl.player, cards=(pl.uid,), timing=pl.timing, **how)
        start_magic(game, pl.player, pl.uid, pl.timing)
    else:
        fc = put_onto_field(game, pl.player, pl.uid, fields, pl.place)
        lv = card.level_for(fc.total_cores, fc.soul) + card.min_level - 1  # an Ultimate's first row is Lv3 (Eternal)
        game.emit(pl.verb, pl.player, "play", cards=(pl.uid,), verb=pl.verb, placed=fc.total_cores, level=lv, **how)
        notice.card_arrived(game, pl.player, fc, "summoned" if pl.verb == "summon" else "deployed")
    check_depletion(game, Cause("payment", pl.player), before)


def _payment_parts(game, fields, pay) -> tuple:
    """A payment as event params: ('reserve', n), ('field', index, Named, n), ('soul',)."""
    parts = []
    if pay.reserve:
        parts.append(("reserve", pay.reserve))
    for i, n in sorted(pay.field.items()):
        if n:
            parts.append(("field", i, game.named(fields[i].uid), n))
    if pay.soul is not None:
        parts.append(("soul",))
    return tuple(parts)
