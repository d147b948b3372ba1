"""Attacks and battles (D chapter 7): the attack (7-1), [Blocker] (10-4), the counter timing of an attack
(7-1-2), the Offense and Defense Steps with combos (7-2, 7-3), the Damage Step (7-4), [Critical], [Strike],
[Victory Strike], [Dual Attack], [Revenge], [Indestructible].
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from .refusal_words import named
from . import energy, skills
from .cards import Cost
from .keywords import LEADER, attacks_allowed, battle_power, face, has, slot_of, strike
from .refs import parse
from .state import Battle

R_ATTACK = "D 7-1"


def _attacks(slot) -> int:
    for f in slot.flags:
        if f.startswith("attacks:"):
            return int(f[8:])
    return 0


def check_attack(game, a):
    pi = a.by
    st = game.state
    p = st.players[pi]
    who, area, i = parse(a.get("with"), pi, R_ATTACK)
    if who != pi or area not in ("leader", "battle") or area == "battle" and not 0 <= i < len(p.battle):
        raise IllegalAction.of("refuse_db_attacker_ref", R_ATTACK, ref=a.get('with'))
    att = p.leader if area == "leader" else p.battle[i]
    card = face(game, att)
    if not card.is_leader and not card.is_battle:
        raise IllegalAction.of("refuse_db_extra_attacks", R_ATTACK, card=named(card, att.uid))
    if att.rest:
        raise IllegalAction.of("refuse_db_attacker_rest", R_ATTACK, card=named(card, att.uid))
    if a.get("target") is None:
        raise IllegalAction.of("refuse_db_no_target", R_ATTACK)
    tw, tarea, ti = parse(a.get("target"), pi, R_ATTACK)
    o = st.players[tw]
    if tw == pi or tarea not in ("leader", "battle") or tarea == "battle" and not 0 <= ti < len(o.battle):
        raise IllegalAction.of("refuse_db_bad_target", R_ATTACK)
    guard = o.leader if tarea == "leader" else o.battle[ti]
    if guard is not o.leader:
        if not st.cards[guard.uid].is_battle:
            raise IllegalAction.of("refuse_db_target_not_battle", R_ATTACK, card=named(st.cards[guard.uid], guard.uid))
        if not guard.rest:
            raise IllegalAction.of("refuse_db_target_active", R_ATTACK, card=named(face(game, guard), guard.uid))
    return att, guard


def h_attack(game, a):
    att, guard = check_attack(game, a)
    pi = a.by
    st = game.state
    att.rest = True
    att.flags = tuple(f for f in att.flags if not f.startswith("attacks:")) + (f"attacks:{_attacks(att) + 1}",)
    st.battle = Battle((pi, att.obj), (1 - pi, guard.obj))
    game.emit("attack", pi, "db_attack", cards=(att.uid, guard.uid), card=game.named(att.uid),
              other=game.named(guard.uid))
    skills.trigger(game, pi, att, "attack")  # 7-1-1
    skills.trigger(game, 1 - pi, guard, "attacked")
    game.push(("offense_start",), ("checkpoint",), ("counter_window", "attack", 1 - pi), ("ask_blocker",))


def legal_attacks(game, pi: int) -> list:
    st = game.state
    p, o = st.players[pi], st.players[1 - pi]
    opp = f"p{2 - pi}"
    targets = [f"{opp}.leader"] + [f"{opp}.battle[{j}]" for j, s in enumerate(o.battle)
                                   if s.rest and st.cards[s.uid].is_battle]
    mine = ([("leader", p.leader)] if p.leader is not None else []) + \
        [(f"battle[{i}]", s) for i, s in enumerate(p.battle) if st.cards[s.uid].is_battle]
    return [Action.raw(pi, "attack", (("target", t), ("with", w))) for w, s in mine if not s.rest for t in targets]


# ---------------------------------------------------------------------- [Blocker] (10-4)
def blockers(game, dp: int) -> list:
    st = game.state
    b = st.battle
    return [i for i, s in enumerate(st.players[dp].battle)
            if not s.rest and s.obj != b.guard[1] and has(game, s, "blocker")]


def t_ask_blocker(game, task):
    b = game.state.battle
    if b is not None and not b.negated and blockers(game, b.guard[0]):
        game.decide(b.guard[0], "blocker")


def h_block(game, a):
    st = game.state
    b = st.battle
    who, area, i = parse(a.get("with"), a.by, "D 10-4-1")
    if who != a.by or area != "battle" or i not in blockers(game, a.by):
        raise IllegalAction.of("refuse_db_blocker", "D 10-4-1", ref=a.get('with'))
    s = st.players[a.by].battle[i]
    s.rest = True
    b.guard = (a.by, s.obj)
    b.blocked = True
    game.emit("block", a.by, "db_block", cards=(s.uid,), card=game.named(s.uid))


def h_no_block(game, a):
    pass


def legal_blocker(game):
    dp = game.decider
    return [Action(dp, "block", **{"with": f"battle[{i}]"}) for i in blockers(game, dp)] + [Action.raw(dp, "no_block")]


# ---------------------------------------------------------------------- Offense and Defense Steps (7-2, 7-3)
def _gone(game) -> bool:
    b = game.state.battle
    return slot_of(game, *b.attacker) is None or slot_of(game, *b.guard) is None


def t_offense_start(game, task):
    """7-1-4: a negated attack, or one whose attack or guard card is gone, ends the battle."""
    st = game.state
    b = st.battle
    if b.negated or _gone(game):
        game.push(("battle_end",), ("checkpoint",), ("combo_drop",))
        return
    b.step = "offense"
    game.emit("step", st.turn_player, "db_step", step="offense")
    game.push(("free", "offense"), ("checkpoint",))


def t_free(game, task):
    st = game.state
    b = st.battle
    if b is None:
        return
    if _gone(game):  # the battle cannot go on
        game.push(("battle_end",), ("checkpoint",), ("combo_drop",))
        return
    game.decide(st.turn_player if task[1] == "offense" else 1 - st.turn_player, task[1])


def h_pass(game, a):
    st = game.state
    b = st.battle
    if game.phase == "offense":
        b.step = "defense"
        game.emit("step", 1 - st.turn_player, "db_step", step="defense")
        game.push(("free", "defense"), ("checkpoint",))
    else:
        game.push(("damage",))


def check_combo(game, a):
    """7-2-1-2-1/-2 and 7-3-1-2-1/-2: an Active Battle card other than the attack/guard card, or one from the
    hand; it needs a combo cost and combo power (3-7-3-1); the combo cost is paid with energy."""
    pi = a.by
    st = game.state
    p = st.players[pi]
    b = st.battle
    who, area, i = parse(a.get("card"), pi, "D 7-2-1-2")
    rule = "D 7-2-1-2" if game.phase == "offense" else "D 7-3-1-2"
    if who != pi or area not in ("hand", "battle"):
        raise IllegalAction.of("refuse_db_combo_where", rule)
    if area == "hand":
        if not 0 <= i < len(p.hand):
            raise IllegalAction.of("refuse_db_no_slot", rule, area="hand", i=i)
        uid = p.hand[i]
    else:
        if not 0 <= i < len(p.battle):
            raise IllegalAction.of("refuse_db_no_slot", rule, area="battle", i=i)
        s = p.battle[i]
        uid = s.uid
        mine = b.attacker if game.phase == "offense" else b.guard
        if s.obj == mine[1]:
            raise IllegalAction.of("refuse_db_combo_self", rule, attack=game.phase == "offense")
        if s.rest:
            raise IllegalAction.of("refuse_db_combo_rest", rule, card=named(face(game, s), s.uid))
    card = st.cards[uid]
    if not card.is_battle or card.combo_cost is None or not card.combo_power:
        raise IllegalAction.of("refuse_db_no_combo", "D 3-7-3-1", card=named(card, uid))
    pay = energy.check_pay(game, pi, Cost(card.combo_cost), a.get("pay"), ("combo", named(card, uid)))
    return area, i, uid, pay


def h_combo(game, a):
    area, i, uid, pay = check_combo(game, a)
    pi = a.by
    p = game.state.players[pi]
    energy.rest_energy(game, pi, pay)
    if area == "hand":
        del p.hand[i]
    else:
        s = p.battle.pop(i)
        for u in s.under:  # 11-3-5
            game.state.put(pi, u, "drop")
    p.combo.append(uid)
    card = game.state.cards[uid]
    game.emit("combo", pi, "db_combo", cards=(uid,), card=game.named(uid), power=card.combo_power)
    for j, sk in enumerate(card.skills):
        if sk["kind"] == "auto" and sk["when"] == "combo":
            game.state.pending.append((pi, uid, j, None, False))
    game.push(("free", game.phase), ("checkpoint",))


def legal_combos(game, pi: int) -> list:
    """The combos ``check_combo`` accepts, listed without building each check (the same conditions)."""
    st = game.state
    p = st.players[pi]
    b = st.battle
    mine = (b.attacker if game.phase == "offense" else b.guard)[1] if b is not None else None
    free = sum(1 for s in p.energy if not s.rest)
    out, seen = [], set()
    for i, u in enumerate(p.hand):
        c = st.cards[u]
        if c.is_battle and c.combo_cost is not None and c.combo_power and c.id not in seen and c.combo_cost <= free:
            seen.add(c.id)
            out.append(Action.raw(pi, "combo", (("card", f"hand[{i}]"),)))
    for i, s in enumerate(p.battle):
        c = st.cards[s.uid]
        if not s.rest and s.obj != mine and c.is_battle and c.combo_cost is not None and c.combo_power \
                and c.combo_cost <= free:
            out.append(Action.raw(pi, "combo", (("card", f"battle[{i}]"),)))
    return out


# ---------------------------------------------------------------------- Damage Step (7-4)
def t_damage(game, task):
    st = game.state
    b = st.battle
    b.step = "damage"
    tp = st.turn_player
    game.emit("step", tp, "db_step", step="damage")
    att = slot_of(game, *b.attacker)
    guard = slot_of(game, *b.guard)
    if att is None or guard is None:
        game.push(("battle_end",), ("checkpoint",), ("combo_drop",))
        return
    pa = battle_power(game, *b.attacker)  # 7-4-1-2
    pg = battle_power(game, *b.guard)  # 7-4-1-3
    game.emit("compare", tp, "db_compare", cards=(att.uid, guard.uid), card=game.named(att.uid), a=pa,
              other=game.named(guard.uid), b=pg)
    game.push(("battle_end",), ("checkpoint",), ("combo_drop",), ("checkpoint",))
    if b.guard[1] != LEADER and b.attacker[1] != LEADER and has(game, guard, "revenge"):
        b.ko_by = b.attacker  # 10-9-1: attacked by a Battle card: KO the attacking card after the battle
    if pa < pg:  # 7-4-1-4: ties favour the attack card
        return
    dp = b.guard[0]
    if b.guard[1] == LEADER:  # 7-4-1-4-1
        if has(game, att, "victory_strike"):  # 10-20-1
            game.win(tp, "victory_strike", "D 10-20-1")
            return
        n = skills.damage(game, dp, strike(game, att), critical=has(game, att, "critical"))  # 10-6, 10-7
        if n:
            skills.trigger(game, tp, att, "damage")
    else:  # 7-4-1-4-2
        skills.ko(game, dp, guard, tp, battle=True)


def t_combo_drop(game, task):
    """7-4-1-6, 7-4-1-7: the combo cards go to the Drop; combo power is gone with them."""
    for pi in (game.state.turn_player, 1 - game.state.turn_player):
        p = game.state.players[pi]
        if p.combo:
            game.emit("combo_drop", pi, "db_combo_drop", cards=tuple(p.combo))
            combo, p.combo = p.combo, []
            for u in combo:  # to each card's owner (3-1-7)
                game.state.put(pi, u, "drop")


def t_battle_end(game, task):
    """7-4-1-8 .. 7-4-1-10: "end of battle" triggers, [Revenge], [Dual Attack]; battle durations end."""
    st = game.state
    b = st.battle
    if b is None:
        return
    att = slot_of(game, *b.attacker)
    if b.ko_by and att is not None:
        gs = slot_of(game, *b.guard)
        g = game.named(gs.uid) if gs is not None else "the guard card"
        game.emit("revenge", b.guard[0], "db_revenge", card=g, other=game.named(att.uid))
        skills.ko(game, b.attacker[0], att, b.guard[0])
        att = None
    if att is not None:
        skills.trigger(game, b.attacker[0], att, "battle_end")
        if att.rest and _attacks(att) < attacks_allowed(game, att):  # 10-8-1
            att.rest = False
            kw = "Triple Attack" if has(game, att, "triple_attack") else "Dual Attack"
            game.emit("dual", b.attacker[0], "db_dual", cards=(att.uid,), card=game.named(att.uid), kw=kw)
    for p in st.players:
        for s in [p.leader] + p.battle:
            s.battle_mod = 0
    st.battle = None
    game.emit("battle_end", st.turn_player, "db_battle_end")
    game.push(("main",), ("checkpoint",))


def legal_free(game):
    pi = game.decider
    from .activate import legal_activations

    return legal_combos(game, pi) + legal_activations(game, pi) + [Action.raw(pi, "pass")]


TASKS = {"ask_blocker": t_ask_blocker, "offense_start": t_offense_start, "free": t_free, "damage": t_damage,
         "combo_drop": t_combo_drop, "battle_end": t_battle_end}
HANDLERS = {("main", "attack"): h_attack, ("blocker", "block"): h_block, ("blocker", "no_block"): h_no_block,
            ("offense", "combo"): h_combo, ("defense", "combo"): h_combo, ("offense", "pass"): h_pass,
            ("defense", "pass"): h_pass}
