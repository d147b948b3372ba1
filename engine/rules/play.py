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
        raise IllegalAction.of("refuse_not_own_hand", "5-12-1" if verb == "use" else TYPE_RULE[verb], verb=verb)
    if idx >= len(p.hand):
        raise IllegalAction(f"there is no hand[{idx}]: the Hand has {len(p.hand)} cards", TYPE_RULE[verb])
    uid = p.hand[idx]
    card = game.card(uid)
    if card.type != VERB_TYPE[verb]:
        raise IllegalAction.of("refuse_wrong_type", TYPE_RULE[verb], card=game.named(uid), type=card.type,
                               need=VERB_TYPE[verb], verb=verb)
    timing = None
    if verb == "use":
        timing = _check_timing(game, a, card)
    elif phase != "main":
        raise IllegalAction.of("refuse_not_main", "7-6-1-2-1", verb=verb)
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
            raise IllegalAction.of("refuse_cost", rule, card=game.named(uid), cost=cost, lv1=lv1, have=have)
    else:
        pay = parse_pay(spec, rule)
        soul_magic = card.soul_magic is not None and pay.total == 1 and pay.soul is not None and cost != 1
        if soul_magic:  # 12-2-1-2-1: the cost paid with only the Soul Core
            if not soul_magic_ok(game, pi, card):
                raise IllegalAction.of("refuse_soul_magic", "12-2-1-2-1", color=card.soul_magic)
        elif pay.total != cost:
            raise IllegalAction.of("refuse_cost_offered", rule, cost=cost, offered=pay.total)
    place = Pay()
    if verb != "use":
        pspec = a.get("place", "auto")
        prule = PLACE_RULE[verb]
        if pspec == "auto":
            place = auto_place(game, pi, pay, lv1)
            if place is None:
                check_sources(game, pi, pay, Pay(), rule)  # an over-drawn payment is refused as such
                raise IllegalAction.of("refuse_place_left", prule, cost=cost, lv1=lv1, card=game.named(uid))
        else:
            place = parse_pay(pspec, prule)
            if place.total < lv1:
                raise IllegalAction.of("refuse_place_lv1", prule, card=game.named(uid), lv1=lv1, given=place.total)
    elif a.get("place") is not None:
        raise IllegalAction.of("refuse_magic_cores", "11-3-1")
    check_sources(game, pi, pay, place, rule)
    return Plan(verb=verb, player=pi, hand_index=idx, uid=uid, cost=cost, pay=pay, place=place,
                succession=succ, timing=timing, soul_magic=soul_magic)


def _named(card):
    """A card named in a refusal (its words come from ``engine.words``)."""
    from ..events import Named

    return Named(-1, card.id, card.name)


def _check_timing(game, a, card) -> str:
    timings = magic_timings(card)
    wanted = a.get("timing")
    if game.phase == "flash":
        if "flash" not in timings:
            raise IllegalAction.of("refuse_no_flash", "12-2-1-5-1", card=_named(card))
        if wanted not in (None, "flash"):
            raise IllegalAction.of("refuse_flash_only", "12-2-1-5-1")
        return "flash"
    if game.phase != "main":
        raise IllegalAction.of("refuse_magic_timing", "9-1-7-1")
    if wanted is not None and wanted not in timings:
        raise IllegalAction.of("refuse_no_timing", "9-1-7-1-3", card=_named(card), timing=str(wanted))
    return wanted or timings[0]


def _check_succession(game, a, card, pi) -> list[int]:
    idxs = a.get("succession")
    if not idxs:
        return []
    if not card.succession:
        raise IllegalAction.of("refuse_no_succession", "12-2-1-3-1", card=_named(card))
    idxs = list(idxs) if isinstance(idxs, (list, tuple)) else [idxs]
    trash = game.state.players[pi].trash
    if len(set(idxs)) != len(idxs):
        raise IllegalAction.of("refuse_succession_twice", "12-2-1-3-2")
    if len(idxs) > len(card.reduction):
        raise IllegalAction.of("refuse_succession_count", "12-2-1-3-2-1", card=_named(card), n=len(card.reduction),
                               given=len(idxs))
    for i in idxs:
        if type(i) is not int or not 0 <= i < len(trash):  # `true` is no index
            raise IllegalAction(f"there is no trash[{i}]", "12-2-1-3-2")
        if not game.card(trash[i]).has_ex_symbol:
            raise IllegalAction.of("refuse_no_ex", "12-2-1-3-1", card=game.named(trash[i]))
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
        lv = card.level_for(fc.total_cores, fc.soul)
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
