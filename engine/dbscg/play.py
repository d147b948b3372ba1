"""Playing and activating (D 6-3-1-2-1, 6-3-1-2-2, 8-5-2): Battle cards from the hand (with [Evolve],
[Xeno-Evolve], [Over Realm], [Dark Over Realm], [Union-Potara]), Extra cards and [Field] (10-3), [Activate]
skills, [Awaken] (10-2), [Swap] (10-24), [Union-Fusion] / [Union-Absorb] / [Wish] (10-13-3, 10-13-5, 10-28: their
procedures are in ``union.py``). The counter timing a play opens is ``counter.py``.

Every handler validates fully before it changes anything, and every refusal cites its rule.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from .refusal_words import named
from . import energy, skills, union
from .keywords import face, in_play_keyword
from .refs import parse
from .state import Slot

MODES = ("evolve", "ex_evolve", "xeno_evolve", "over_realm", "dark_over_realm", "union_potara", "union_fusion")
R_PLAY = "D 6-3-1-2-1"


def _hand_card(game, a, rule):
    who, area, i = parse(a.get("card"), a.by, rule)
    p = game.state.players[a.by]
    if who != a.by or area != "hand" or not 0 <= i < len(p.hand):
        raise IllegalAction.of("refuse_db_not_hand", rule, ref=a.get('card'))
    return i, p.hand[i], game.state.cards[p.hand[i]]


def _battle_slot(game, pi, ref, rule):
    who, area, i = parse(ref, pi, rule)
    p = game.state.players[who]
    if area == "leader":
        return who, p.leader
    if area != "battle" or not 0 <= i < len(p.battle):
        raise IllegalAction.of("refuse_db_not_battle_area", rule, ref=ref)
    return who, p.battle[i]


def realm_limit(game, pi) -> int:
    """10-15-5, 10-26-1: [Over Realm] and [Dark Over Realm] once a turn together; twice with [Wormhole]."""
    return 2 if in_play_keyword(game, pi, "wormhole") else 1


# ---------------------------------------------------------------------- playing a Battle card
def check_play(game, a):
    """Everything a play needs, checked: (hand index, uid, mode, [slots it goes on], payment)."""
    pi = a.by
    st = game.state
    p = st.players[pi]
    i, uid, card = _hand_card(game, a, R_PLAY)
    if not card.is_battle:
        raise IllegalAction.of("refuse_db_extra_play", "D 2-3-2-3", card=named(card, uid))
    mode = a.get("mode")
    on = []
    cost = energy.effective_cost(game, pi, card)
    what = ("playing", named(card, uid))
    if mode is not None:
        if mode not in MODES:
            raise IllegalAction.of("refuse_db_mode", R_PLAY, modes=MODES)
        val = card.kw(mode)
        if val is None:
            raise IllegalAction.of("refuse_db_no_mode", "D 10-5-1", card=named(card, uid), mode=mode)
        if mode in ("evolve", "ex_evolve", "xeno_evolve"):
            if a.get("onto") is None:
                raise IllegalAction.of("refuse_db_evolve_onto", "D 10-5-1")
            who, base = _battle_slot(game, pi, a.get("onto"), "D 10-5-1")
            if who != pi or base is p.leader or val not in face(game, base).character:
                raise IllegalAction.of("refuse_db_evolve_from", "D 10-5-1", card=named(card, uid), character=val)
            on = [base]
        elif mode == "union_potara":
            for nm in val:
                got = [s for s in p.battle if nm in face(game, s).character and s not in on]
                if not got:
                    raise IllegalAction.of("refuse_db_potara", "D 10-13-4-1", character=nm)
                on.append(got[0])
        elif mode == "union_fusion":  # 10-13-3: the hand indexes of the two cards it places in the Drop Area
            on = union.check_fusion(game, pi, i, card, val, a.get("fuse"))
        else:  # over_realm, dark_over_realm (10-15, 10-25)
            cards = st.cards
            have = len(p.drop) if mode == "over_realm" else sum(1 for u in p.drop if "black" in cards[u].colors)
            if have < val:
                raise IllegalAction.of("refuse_db_realm", "D 10-15-1" if mode == "over_realm" else "D 10-25-1",
                                       dark=mode == "dark_over_realm", n=val, have=have)
            if p.realms >= realm_limit(game, pi):
                raise IllegalAction.of("refuse_db_realm_once", "D 10-15-5")
    pay = energy.check_pay(game, pi, cost, a.get("pay"), what)
    return i, uid, mode, on, pay


def h_play(game, a):
    i, uid, mode, on, pay = check_play(game, a)
    pi = a.by
    st = game.state
    energy.rest_energy(game, pi, pay)
    hand = st.players[pi].hand
    if mode == "union_fusion":
        union.fuse_to_drop(game, pi, [hand[j] for j in on])
        on = []
    hand.remove(uid)
    st.held.append([pi, uid, False])
    game.emit("declare", pi, "db_declare", cards=(uid,), card=game.named(uid))
    game.push(("main",), ("play_resolve", pi, uid, mode, tuple(s.obj for s in on), len(pay)),
              ("counter_window", "play", 1 - pi))  # 6-3-1-2-1-2


def t_play_resolve(game, task):
    """6-3-1-2-1-3, -4: the card is played (unless a [Counter: Play] negated it), then "when played"."""
    _, pi, uid, mode, on_objs, paid = task
    st = game.state
    p = st.players[pi]
    held = next(h for h in st.held if h[1] == uid)
    st.held.remove(held)
    if held[2]:
        p.drop.append(uid)
        game.emit("to_drop", pi, "db_to_drop", cards=(uid,), card=game.named(uid), why="its play was negated")
        game.push(("checkpoint",))
        return
    on = [s for s in p.battle if s.obj in on_objs]
    slot = Slot(uid, False, st.new_obj())
    how = mode.replace("_", "-") if mode else ""
    if mode in ("over_realm", "dark_over_realm"):
        n = len(p.drop)
        p.warp.extend(p.drop)
        p.drop = []
        p.realms += 1
        game.emit("realm", pi, "db_realm", n=n)
        slot.flags = ("over_realm",)
    if mode in ("evolve", "ex_evolve", "union_potara") and on:
        base = on[0]  # 10-5-4: on top; position and power changes carry over (9-4-2)
        slot.rest, slot.turn_mod, slot.battle_mod = base.rest, base.turn_mod, base.battle_mod
        for b in on:
            slot.under.extend([b.uid] + b.under)
        at = p.battle.index(base)
        for b in on:
            p.battle.remove(b)
        p.battle.insert(min(at, len(p.battle)), slot)
        game.emit("evolve", pi, "db_evolve", cards=(uid,), card=game.named(uid), other=game.named(base.uid))
    else:
        if mode == "xeno_evolve" and on:  # 10-5-5: the base goes to the Warp, the card is played Active
            skills.leave_battle(game, pi, on[0], "warp")
            game.emit("warp", pi, "db_warp", cards=(on[0].uid,), card=game.named(on[0].uid))
        p.battle.append(slot)
    game.emit("play", pi, "db_play", cards=(uid,), card=game.named(uid), how=how, paid=paid)
    skills.trigger(game, pi, slot, "play")
    game.push(("checkpoint",))


def legal_plays(game, pi: int) -> list:
    st = game.state
    p = st.players[pi]
    out, seen = [], set()
    cards = st.cards
    for i, u in enumerate(p.hand):
        c = cards[u]
        if not c.is_battle or c.id in seen:
            continue
        seen.add(c.id)
        cost = energy.effective_cost(game, pi, c)
        if not energy.can_pay(game, pi, cost):
            continue
        out.append(Action.raw(pi, "play", (("card", f"hand[{i}]"),)))
        for mode in MODES:
            val = c.kw(mode)
            if val is None:
                continue
            if mode in ("evolve", "ex_evolve", "xeno_evolve"):
                for j, s in enumerate(p.battle):
                    if val in face(game, s).character:
                        out.append(Action(pi, "play", card=f"hand[{i}]", mode=mode, onto=f"battle[{j}]"))
            else:
                a = Action(pi, "play", card=f"hand[{i}]", mode=mode)
                try:
                    check_play(game, a)
                    out.append(a)
                except IllegalAction:
                    pass
    return out


TASKS = {"play_resolve": t_play_resolve}
HANDLERS = {("main", "play"): h_play}
