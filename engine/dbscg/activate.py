"""Activating skills (D 8-5-2, 6-3-1-2-2): [Activate: Main] and [Activate: Battle] skills of the Leader and
Battle cards, Extra cards from the hand (to the Drop, 8-5-2-5-1) and [Field] (10-3), [Awaken] (10-2), [Wish]
(10-28), [Union-Absorb] (10-13-5) and [Swap] (10-24).

Every handler validates fully before it changes anything, and every refusal cites its rule.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from .refusal_words import named
from . import energy, skills, union
from .cards import Cost
from .keywords import face, skill_live
from .play import _hand_card
from .refs import parse
from .state import Slot

R_ABSORB_TIMING = "D 10-13-5-1"


TIMING = {"main": "main", "offense": "battle", "defense": "battle"}


def _skill_cost(sk) -> Cost:
    c = sk.get("cost")
    if c is None:
        return Cost(0)
    if isinstance(c, int):
        return Cost(c)
    return Cost(c.get("total", 0), tuple((k, v) for k, v in c.items() if k != "total" and v))


def check_activate(game, a):
    """(source kind, slot or hand index, uid, skill index, skill, payment, swap target)."""
    pi = a.by
    st = game.state
    p = st.players[pi]
    timing = TIMING.get(game.phase)
    eff = a.get("effect")
    ref = a.get("card")
    who, area, idx = parse(ref, pi, "D 8-5-2-1")
    if who != pi:
        raise IllegalAction.of("refuse_db_own_skills", "D 4-3-3")
    if area == "hand":
        i, uid, card = _hand_card(game, a, "D 8-5-2-1")
        if not card.is_extra:
            raise IllegalAction.of("refuse_db_battle_activate", "D 8-5-2-1", card=named(card, uid))
        if card.kw("field") and timing == "main":  # 10-3-1: [Activate: Main] Place this card in the Battle Area
            sk_i, sk = -1, {"kind": "activate", "timing": "main"}
        else:
            found = [(j, s) for j, s in enumerate(card.skills) if s["kind"] == "activate" and s["timing"] == timing]
            if not found:
                raise IllegalAction.of("refuse_db_no_activate", "D 8-1-3-1", card=named(card, uid), timing=timing)
            sk_i, sk = found[0]
        cost = energy.effective_cost(game, pi, card, Cost(card.cost.total + _skill_cost(sk).total,
                                                          card.cost.spec + _skill_cost(sk).spec))
        _conditions(game, pi, None, sk, uid, sk_i)
        pay = energy.check_pay(game, pi, cost, a.get("pay"), ("activating", named(card, uid)))
        return "hand", i, uid, sk_i, sk, pay, None
    if area == "leader":
        slot = p.leader
    elif area == "battle" and 0 <= idx < len(p.battle):
        slot = p.battle[idx]
    else:
        raise IllegalAction.of("refuse_db_not_in_play", "D 8-5-2-1", ref=ref)
    card = face(game, slot)
    if eff == "awaken":
        found = [(j, s) for j, s in enumerate(card.skills) if s["kind"] == "awaken"]
        if slot is not p.leader or not found:
            raise IllegalAction.of("refuse_db_no_awaken", "D 10-2-1", card=named(card, slot.uid))
        sk_i, sk = found[0]
        if not skill_live(game, pi, slot, sk):
            raise IllegalAction.of("refuse_db_awaken_life", "D 10-2-2", card=named(card, slot.uid),
                                     life=sk.get('life_at_most'))
        pay = energy.check_pay(game, pi, _skill_cost(sk), a.get("pay"), ("awaken", None))
        return "awaken", slot, slot.uid, sk_i, sk, pay, None
    if eff == "wish":  # 10-28
        found = union.wish_skill(card)
        if found is None:
            raise IllegalAction.of("refuse_db_no_wish", union.R_WISH, card=named(card, slot.uid))
        sk_i, sk = found
        if timing is None:
            raise IllegalAction.of("refuse_db_wish_timing", "D 6-3-1-2-2-2")
        _conditions(game, pi, slot, sk, slot.uid, sk_i)
        if sk.get("dragon_balls") is not None and union.dragon_balls(game, pi) < sk["dragon_balls"]:
            raise IllegalAction.of("refuse_db_wish_balls", "D 10-28-2", card=named(card, slot.uid), n=sk['dragon_balls'],
                                     have=union.dragon_balls(game, pi))
        pay = energy.check_pay(game, pi, _skill_cost(sk), a.get("pay"), ("wish", None))
        return "wish", slot, slot.uid, sk_i, sk, pay, None
    if eff == "union_absorb":  # 10-13-5
        if timing != "main":
            raise IllegalAction.of("refuse_db_absorb_timing", R_ABSORB_TIMING)
        where_to = union.check_absorb(game, pi, slot, a.get("target"))
        rule = union.absorb_rule(card)
        pay = energy.check_pay(game, pi, union.absorb_cost(rule), a.get("pay"), ("absorb", None))
        return "absorb", slot, slot.uid, -1, {}, pay, where_to
    if eff == "swap":
        x = card.kw("swap")
        if x is None:
            raise IllegalAction.of("refuse_db_no_swap", "D 10-24-1", card=named(card, slot.uid))
        if timing != "main":
            raise IllegalAction.of("refuse_db_swap_timing", "D 10-24-1")
        tgt = a.get("target")
        _, tarea, ti = parse(tgt, pi, "D 10-24-3") if tgt is not None else (pi, None, None)
        if tarea != "hand" or not 0 <= ti < len(p.hand) or not st.cards[p.hand[ti]].is_battle \
                or st.cards[p.hand[ti]].cost.total != x:
            raise IllegalAction.of("refuse_db_swap_target", "D 10-24-3", x=x)
        return "swap", slot, slot.uid, -1, {}, [], ti
    if not isinstance(eff, int) or not 0 <= eff < len(card.skills):
        acts = [j for j, s in enumerate(card.skills) if s["kind"] == "activate"]
        raise IllegalAction.of("refuse_db_effect_index", "D 8-1-3", card=named(card, slot.uid), acts=tuple(acts))
    sk = card.skills[eff]
    if sk["kind"] != "activate":
        raise IllegalAction.of("refuse_db_not_activate", "D 8-1-3", i=eff, card=named(card, slot.uid))
    if sk["timing"] != timing:
        raise IllegalAction.of("refuse_db_activate_timing", "D 8-1-3-1", timing=sk['timing'])
    _conditions(game, pi, slot, sk, slot.uid, eff)
    pay = energy.check_pay(game, pi, _skill_cost(sk), a.get("pay"), ("skill", named(card, slot.uid)))
    return "skill", slot, slot.uid, eff, sk, pay, None


def _conditions(game, pi, slot, sk, uid, idx):
    p = game.state.players[pi]
    if sk.get("once_per_turn") and ((slot.obj if slot else -uid - 1), idx) in p.used:
        raise IllegalAction.of("refuse_db_once", "D 10-11-5")
    if slot is not None and not skill_live(game, pi, slot, sk) or slot is None and not _live_hand(game, pi, sk):
        raise IllegalAction.of("refuse_db_condition", "D 10-23-1" if sk.get("bond") else "D 10-29-1" if sk.get("sparking")
                               else "D 8-3-3")
    b = sk.get("burst")
    if b is not None and len(p.deck) < b:
        raise IllegalAction.of("refuse_db_burst", "D 10-30-1", n=b, have=len(p.deck))


def _live_hand(game, pi, sk) -> bool:
    p = game.state.players[pi]
    return (sk.get("sparking") is None or len(p.drop) >= sk["sparking"]) and (
        sk.get("bond") is None or len(p.battle) >= sk["bond"]) and (
        sk.get("life_at_most") is None or len(p.life) <= sk["life_at_most"])


def h_activate(game, a):
    kind, where, uid, sk_i, sk, pay, target = check_activate(game, a)
    pi = a.by
    st = game.state
    p = st.players[pi]
    energy.rest_energy(game, pi, pay)
    game.push(("main",) if game.phase == "main" else ("free", game.phase))  # another free timing (4-6-2-2)
    if sk.get("once_per_turn"):
        p.used = p.used + (((where.obj if kind != "hand" else -uid - 1), sk_i),)
    b = sk.get("burst")
    if b:
        p.drop.extend(p.deck[:b])
        del p.deck[:b]
        game.emit("burst", pi, "db_burst", card=game.named(uid), n=b)
    if kind == "awaken":  # 10-2-3 .. 10-2-5: turned over, the same card; position and power changes stay
        before = game.named(uid)
        where.back = True
        game.emit("awaken", pi, "db_awaken", cards=(uid,), card=game.named_face(uid, True), other=before)
        if "do" in sk or "options" in sk:
            skills.run_skill(game, pi, uid, 0, sk)
        game.push(("checkpoint",))
        return
    if kind == "wish":  # 10-28-3: turned over, the same card, then its effect
        union.flip(game, pi, where)
        if "do" in sk or "options" in sk:
            skills.run_skill(game, pi, uid, where.obj, sk)
        game.push(("checkpoint",))
        return
    if kind == "absorb":  # 10-13-5-4: the chosen card on top; it is played (10-13-1)
        top = union.do_absorb(game, pi, where, *target)
        skills.trigger(game, pi, top, "play")
        game.push(("checkpoint",))
        return
    if kind == "swap":  # 10-24-3
        tu = p.hand.pop(target)
        slot = Slot(tu, False, st.new_obj())
        p.battle.append(slot)
        game.emit("swap", pi, "db_swap", cards=(uid, tu), card=game.named(uid), other=game.named(tu))
        skills.leave_battle(game, pi, where, "hand")
        skills.trigger(game, pi, slot, "play")
        game.push(("checkpoint",))
        return
    game.emit("activate", pi, "db_activate", cards=(uid,), card=game.named(uid))
    if kind == "hand":
        del p.hand[where]
        if sk_i == -1:  # [Field] 10-3: in the Battle Area; the other [Field] cards go to the Drop (10-3-3)
            for s in [s for s in p.battle if st.cards[s.uid].kw("field")]:
                skills.leave_battle(game, pi, s, "drop")
                game.emit("to_drop", pi, "db_to_drop", cards=(s.uid,), card=game.named(s.uid), why="[Field]")
            p.battle.append(Slot(uid, False, st.new_obj()))
            game.emit("field", pi, "db_field", cards=(uid,), card=game.named(uid))
            game.push(("checkpoint",))
            return
        p.drop.append(uid)  # 8-5-2-5-1
        skills.run_activated(game, pi, uid, None, sk)
    else:
        skills.run_activated(game, pi, uid, where.obj, sk)  # 8-5-2-5-2
    game.push(("checkpoint",))


def legal_activations(game, pi: int) -> list:
    st = game.state
    p = st.players[pi]
    timing = TIMING.get(game.phase)
    out = []
    seen = set()
    for i, u in enumerate(p.hand):
        c = st.cards[u]
        if c.is_extra and c.id not in seen and energy.can_pay(game, pi, c.cost) and (
                (timing == "main" and "field" in c.kws) or any(s["kind"] == "activate" and s["timing"] == timing
                                                               for s in c.skills)):
            seen.add(c.id)
            out.append(Action.raw(pi, "activate", (("card", f"hand[{i}]"),)))
    if p.leader is not None:
        lead = face(game, p.leader)
        if not p.leader.back and any(s["kind"] == "awaken" and skill_live(game, pi, p.leader, s) for s in lead.skills):
            out.append(Action.raw(pi, "activate", (("card", "leader"), ("effect", "awaken"))))
        if union.wish_skill(lead) is not None and timing is not None:
            out.append(Action.raw(pi, "activate", (("card", "leader"), ("effect", "wish"))))
        for j, s in enumerate(lead.skills):
            if s["kind"] == "activate" and s["timing"] == timing:
                out.append(Action(pi, "activate", card="leader", effect=j))
    for k, slot in enumerate(p.battle):
        c = face(game, slot)
        for j, s in enumerate(c.skills):
            if s["kind"] == "activate" and s["timing"] == timing:
                out.append(Action(pi, "activate", card=f"battle[{k}]", effect=j))
        if c.back is not None or slot.back:
            if union.wish_skill(c) is not None and timing is not None:
                out.append(Action(pi, "activate", card=f"battle[{k}]", effect="wish"))
        rule = union.absorb_rule(c) if "union_absorb" in c.kws else None
        if rule is not None and timing == "main":
            for t in union.absorb_candidates(game, pi, rule):
                out.append(Action(pi, "activate", card=f"battle[{k}]", effect="union_absorb", target=t))
        x = c.kw("swap")
        if x is not None and timing == "main":
            for h, u in enumerate(p.hand):
                if st.cards[u].is_battle and st.cards[u].cost.total == x:
                    out.append(Action(pi, "activate", card=f"battle[{k}]", effect="swap", target=f"hand[{h}]"))
                    break
    ok = []
    for a in out:
        if a.get("card", "").startswith("hand") and _quick_extra(game, pi, a):
            ok.append(a)
            continue
        try:
            check_activate(game, a)
            ok.append(a)
        except IllegalAction:
            pass
    return ok


def _quick_extra(game, pi, a) -> bool:
    """An Extra card with one skill of this timing and nothing to check but its cost: accepted as
    ``check_activate`` would (the same conditions, without building the refusal)."""
    p = game.state.players[pi]
    c = game.state.cards[p.hand[int(a.get("card")[5:-1])]]
    timing = TIMING.get(game.phase)
    if "field" in c.kws and timing == "main":
        return energy.can_pay(game, pi, energy.effective_cost(game, pi, c))
    found = [s for s in c.skills if s["kind"] == "activate" and s["timing"] == timing]
    if not found:
        return False
    sk = found[0]
    if any(k in sk for k in ("once_per_turn", "burst", "sparking", "bond", "life_at_most", "cost")):
        try:
            check_activate(game, a)
            return True
        except IllegalAction:
            return False
    return energy.can_pay(game, pi, energy.effective_cost(game, pi, c))


HANDLERS = {("main", "activate"): h_activate, ("offense", "activate"): h_activate, ("defense", "activate"): h_activate}
