"""The effect language at work (D chapter 8): [Auto] skills going pending and resolving, a skill's operations
carried out in order (1-3-7), targets chosen at resolution (8-5-3), "Choose X" (10-27), KO (10-1) and the other
moves of cards between areas. The operations and their keys are listed in ``engine.dbscg.schema``.
"""
from __future__ import annotations

from . import refusal_words as _refusal_words  # noqa: F401  (its refusals in words)
from ..events import Msg
from . import choices, control, refs
from .choices import ask
from .cards import DbCard
from .keywords import LEADER, face, has, power, skill_live, slot_of
from .state import Slot


# ---------------------------------------------------------------------- moving cards
def leave_battle(game, pi: int, slot: Slot, to: str) -> None:
    """A card leaves the Battle Area (3-1-4: a new card elsewhere) to its owner's area (3-1-7); the cards under it
    go to their owners' Drop (11-3-5); a token leaves the game (10-18-7)."""
    st = game.state
    p = st.players[pi]
    if slot in p.battle:
        p.battle.remove(slot)
    for u in slot.under:
        st.put(pi, u, "drop")
    if face(game, slot).kw("token"):
        st.owners.pop(slot.uid, None)
        return
    st.put(pi, slot.uid, to)  # "removed": in no area (10-19-2)


def draw(game, pi: int, n: int, quiet: bool = False) -> int:
    """4-9-3: draw n cards one by one (as many as the Deck holds)."""
    p = game.state.players[pi]
    k = min(n, len(p.deck))
    if k:
        p.hand.extend(p.deck[:k])
        del p.deck[:k]
        if not quiet:
            game.emit("draw", pi, "db_draw", n=k)
    return k


def ko(game, pi: int, slot: Slot, by: int | None, battle: bool = False) -> bool:
    """10-1: KO a Battle card (to its owner's Drop). [Indestructible] (10-12) stops a KO by the opponent's skills
    or by a battle's result. True if it was KO-ed. Its "when KO-ed" [Auto] skills go pending (8-6-5)."""
    if has(game, slot, "indestructible") and (battle or (by is not None and by != pi)):
        game.emit("indestructible", pi, "db_indestructible", cards=(slot.uid,), card=game.named(slot.uid))
        return False
    game.emit("ko", pi, "db_ko", cards=(slot.uid,), card=game.named(slot.uid))
    card = face(game, slot)
    leave_battle(game, pi, slot, "drop")
    for i, sk in enumerate(card.skills):
        if sk["kind"] == "auto" and sk["when"] == "ko":
            game.state.pending.append((pi, slot.uid, i, slot.obj, False))
    return True


def damage(game, pi: int, n: int, critical: bool = False) -> int:
    """4-10-2: for each point, a card of the Life Area to the hand (the Drop with [Critical], 10-6-1). The Life
    cards are face down, so the table takes the top one (the player's choice of 4-10-2-1 cannot tell them apart)."""
    p = game.state.players[pi]
    k = min(n, len(p.life))
    if k <= 0:
        return 0
    moved = p.life[:k]
    del p.life[:k]
    (p.drop if critical else p.hand).extend(moved)
    game.emit("damage", pi, "db_damage", n=k, critical=critical)
    return k


# ---------------------------------------------------------------------- [Auto] skills (8-6)
def trigger(game, pi: int, slot: Slot, when: str) -> None:
    """The [Auto] skills of this card whose trigger is ``when`` go pending, once per occurrence (8-6-3)."""
    if slot is None:
        return
    for i, sk in enumerate(face(game, slot).skills):
        if sk["kind"] == "auto" and sk["when"] == when:
            game.state.pending.append((pi, slot.uid, i, slot.obj, slot.back))


def trigger_all(game, tp: int, when: str) -> None:
    for pi in (tp, 1 - tp):
        p = game.state.players[pi]
        for s in [p.leader] + p.battle:
            trigger(game, pi, s, when)


def start_auto(game, pend) -> None:
    pi, uid, idx, obj, back = pend
    card = game.state.cards[uid]
    card = card.back if back and card.back is not None else card
    sk = card.skills[idx]
    key = (obj or -uid - 1, idx)
    p = game.state.players[pi]
    if sk.get("once_per_turn"):  # 10-11-4, 10-11-5
        if key in p.used:
            return
        p.used = p.used + (key,)
    slot = slot_of(game, pi, obj) if obj is not None else None
    if slot is not None and not skill_live(game, pi, slot, sk):
        return
    game.emit("auto", pi, "db_auto", cards=(uid,), card=game.named(uid))
    run_activated(game, pi, uid, obj, sk)


def timing_kind(sk: dict):
    """The [Counter] that enters pending when the opponent activates or resolves this skill (10-10-3-1,
    10-10-3-2): [Counter: Play] for a "When played" skill, [Counter: Attack] for a "When attacking" one; no
    [Counter] of any kind answers other skills (their counter timings occur, but nothing can be done in them)."""
    if sk.get("kind") == "auto":
        return {"play": "play", "attack": "attack"}.get(sk.get("when"))
    return None


def run_activated(game, pi: int, uid: int, obj, sk: dict) -> None:
    """8-5-2-3 .. 8-5-2-6: the skill is activated, a counter timing occurs (4-7-2-3), the skill resolves, a
    counter timing occurs (4-7-2-4) -- none while a counter timing is under way (4-7-2-5)."""
    kind = timing_kind(sk)
    if kind is None or game.state.in_timing:
        run_skill(game, pi, uid, obj, sk)
        return
    game.push(("counter_window", kind, 1 - pi, "after", uid))
    run_skill(game, pi, uid, obj, sk)
    game.push(("counter_window", kind, 1 - pi, "before", uid))


def run_skill(game, pi: int, uid: int, obj, sk: dict) -> None:
    """Carry out a skill: "Choose X" asks its options first (10-27-3), else its ops in order (1-3-7)."""
    if "options" in sk:
        n = sk["choose"]
        game.push(("op", pi, uid, obj, {"op": "_options", "n": n}, None, sk["options"]))
        return
    push_ops(game, pi, uid, obj, sk["do"])


def push_ops(game, pi, uid, obj, ops) -> None:
    for op in reversed(ops):
        game.push(("op", pi, uid, obj, op, None, None))


# ---------------------------------------------------------------------- targets (8-5-3)
def candidates(game, master: int, op: dict, src_obj) -> list:
    """(player, slot) a target of ``op`` may be, as the effect's master sees them."""
    st = game.state
    t = op.get("target", DEFAULT_TARGET.get(op["op"], "opp_one"))
    if t in ("own_one", "own_all"):
        p = st.players[master]
        pool = [(master, s) for s in ([p.leader] if t == "own_one" else []) + p.battle]
    elif t in ("opp_one", "opp_all"):
        opp = 1 - master
        pool = [(opp, s) for s in st.players[opp].battle if not has(game, s, "barrier")]  # [Barrier] 10-16
    elif t == "self":
        s = slot_of(game, master, src_obj) if src_obj is not None else None
        pool = [(master, s)] if s is not None else []
    elif t == "leader":
        pool = [(master, st.players[master].leader)]
    elif t in ("attacker", "guard") and st.battle is not None:
        ref = getattr(st.battle, t)
        s = slot_of(game, ref[0], ref[1])
        pool = [(ref[0], s)] if s is not None and not (ref[0] != master and has(game, s, "barrier")) else []
    else:
        pool = []
    mp = op.get("max_power")
    if mp is not None:
        pool = [(q, s) for q, s in pool if power(game, q, s) <= mp]
    mc = op.get("max_cost")
    if mc is not None:
        pool = [(q, s) for q, s in pool if face(game, s).cost.total <= mc]
    if op.get("rested"):
        pool = [(q, s) for q, s in pool if s.rest]
    return pool


def place_of(game, viewer: int, q: int, s: Slot) -> str:
    p = game.state.players[q]
    if s is p.leader:
        return refs.name(viewer, q, "leader")
    return refs.name(viewer, q, "battle", p.battle.index(s))


def run_op(game, task) -> None:
    master, uid, obj, op, picks, extra = task[1:7]
    kind = op["op"]
    if kind == "_options":
        if picks is None:
            opts = tuple(f"option[{i}]" for i in range(len(extra)))
            if len(opts) <= op["n"]:
                picks = tuple(range(len(opts)))
            else:
                return ask(game, master, Msg.of("db_ask_option", card=game.named(uid), n=op["n"]), opts, op["n"],
                           False, task)
        for i in reversed(picks):  # in the order chosen (10-27-3)
            push_ops(game, master, uid, obj, extra[i])
        return
    single = op.get("target", DEFAULT_TARGET.get(kind, "opp_one")) in ("own_one", "opp_one") and kind in TARGETED
    if single:
        pool = candidates(game, master, op, obj)
        if picks is None:
            if not pool:
                return
            if len(pool) > 1:
                opts = tuple(place_of(game, master, q, s) for q, s in pool)
                return ask(game, master, Msg.of("db_ask_target", card=game.named(uid), what=kind),
                           opts, 1, False, task)
            picks = (0,)
        targets = [pool[i] for i in picks if i < len(pool)]
    elif kind in TARGETED:
        targets = candidates(game, master, op, obj)
    else:
        targets = []
    OPS[kind](game, master, uid, op, targets, task)


# ---------------------------------------------------------------------- the operations
def _src(game, uid):
    return game.named(uid)


def op_draw(game, m, uid, op, targets, task):
    draw(game, m, op.get("n", 1))


def op_power(game, m, uid, op, targets, task):
    n = op.get("n", 0)
    until = op.get("until", "turn")
    for q, s in targets:
        if until == "battle" and game.state.battle is not None:
            s.battle_mod += n
        else:
            s.turn_mod += n
        game.emit("power", q, "db_power", cards=(s.uid,), card=game.named(s.uid), n=n, until=until)


def op_ko(game, m, uid, op, targets, task):
    for q, s in targets:
        if s is game.state.players[q].leader:
            continue  # a Leader never leaves the Leader Area (3-5-3)
        ko(game, q, s, m)


def _move(to, key):
    def op(game, m, uid, o, targets, task):
        for q, s in targets:
            if s is game.state.players[q].leader:
                continue
            if has(game, s, "indestructible") and q != m:  # 10-12-1: not removed by the opponent's skills
                game.emit("indestructible", q, "db_indestructible", cards=(s.uid,), card=game.named(s.uid))
                continue
            game.emit(key, q, key, cards=(s.uid,), card=game.named(s.uid))
            leave_battle(game, q, s, to)
    return op


def op_rest(game, m, uid, op, targets, task):
    for q, s in targets:
        if not s.rest:  # 1-3-2-1
            s.rest = True
            game.emit("rest", q, "db_rest", cards=(s.uid,), card=game.named(s.uid))


def op_active(game, m, uid, op, targets, task):
    for q, s in targets:
        if s.rest:
            s.rest = False
            game.emit("active", q, "db_active", cards=(s.uid,), card=game.named(s.uid))


def op_energy_active(game, m, uid, op, targets, task):
    p = game.state.players[m]
    k = 0
    for s in p.energy:
        if k >= op.get("n", 1):
            break
        if s.rest:
            s.rest = False
            k += 1
    if k:
        game.emit("energy_active", m, "db_energy_active", n=k)


def _top_to(area, key):
    def op(game, m, uid, o, targets, task):
        p = game.state.players[m]
        n = min(o.get("n", 1), len(p.deck))
        if n <= 0:
            return
        moved, p.deck = p.deck[:n], p.deck[n:]
        if area == "energy":
            p.energy.extend(Slot(u, True, game.state.new_obj()) for u in moved)
        else:
            getattr(p, area).extend(moved)
        game.emit(key, m, key, n=n)
    return op


def op_damage(game, m, uid, op, targets, task):
    damage(game, 1 - m, op.get("n", 1))


def op_drop_to_hand(game, m, uid, op, targets, task):
    p = game.state.players[m]
    cards = game.state.cards
    want = op.get("type", "battle")
    pool = [i for i, u in enumerate(p.drop) if cards[u].type == want and
            ("max_cost" not in op or cards[u].cost.total <= op["max_cost"])]
    picks = task[5]
    if not pool:
        return
    if picks is None and len(pool) > 1:
        return ask(game, m, Msg.of("db_ask_target", card=game.named(uid), what="drop_card"),
                   tuple(f"drop[{i}]" for i in pool), 1, False, task)
    i = pool[picks[0] if picks else 0]
    u = p.drop.pop(i)
    p.hand.append(u)
    game.emit("to_hand", m, "db_to_hand", cards=(u,), card=game.named(u))


def op_opp_discard(game, m, uid, op, targets, task):
    opp = 1 - m
    p = game.state.players[opp]
    picks = task[5]
    if not p.hand:
        return
    n = min(op.get("n", 1), len(p.hand))
    if picks is None and len(p.hand) > n:
        return ask(game, opp, Msg.of("db_ask_target", card=game.named(uid), what="own_to_drop", n=n),
                   tuple(f"hand[{i}]" for i in range(len(p.hand))), n, False, task)
    idx = sorted(picks if picks is not None else range(len(p.hand)), reverse=True)
    for i in idx:
        u = p.hand.pop(i)
        p.drop.append(u)
        game.emit("discard", opp, "db_discard", cards=(u,), card=game.named(u))


def op_negate_attack(game, m, uid, op, targets, task):
    b = game.state.battle
    if b is not None and not b.negated:
        b.negated = True
        s = slot_of(game, b.attacker[0], b.attacker[1])
        if s is not None:
            game.emit("negated", b.attacker[0], "db_negated", card=game.named(s.uid), what="attack")


def op_negate_play(game, m, uid, op, targets, task):
    for h in game.state.held:
        if h[0] != m and not h[2] and not game.state.cards[h[1]].kw("deflect"):  # [Deflect] 10-22
            h[2] = True
            game.emit("negated", h[0], "db_negated", card=game.named(h[1]), what="play")


def op_negate_counter(game, m, uid, op, targets, task):
    """10-10-5: the [Counter] activated before this one does not resolve."""
    for c in reversed(game.state.counters):
        if c[0] != m and not c[2]:
            c[2] = True
            game.emit("negated", c[0], "db_negated", card=game.named(c[1]), what="[Counter]")
            return


def op_token(game, m, uid, op, targets, task):
    """10-18: a token is a Battle card made by the effect, in its master's Battle Area (10-18-3)."""
    st = game.state
    for _ in range(op.get("n", 1)):
        st.tokens += 1
        card = DbCard(id=f"token-{st.tokens}", name=f"{op.get('name', 'Fighter')} Token", type="battle",
                      colors=game.state.cards[uid].colors, power=op.get("power", 5000), keywords=(("token", None),))
        st.cards = st.cards + [card]
        tu = len(st.cards) - 1
        st.players[m].battle.append(Slot(tu, False, st.new_obj()))
        game.emit("token", m, "db_token", cards=(tu,), card=game.named(tu))


DEFAULT_TARGET = {"power": "self", "active": "self"}  # 8-5-3-6: no target named: the source card
TARGETED = {"power", "ko", "rest", "active", "bounce", "warp", "remove", "take_control"}
OPS = {
    "draw": op_draw, "power": op_power, "ko": op_ko, "rest": op_rest, "active": op_active,
    "bounce": _move("hand", "db_bounce"), "warp": _move("warp", "db_warp"), "remove": _move("removed", "db_remove"),
    "energy_active": op_energy_active, "charge_top": _top_to("energy", "db_charge_top"),
    "life_add": _top_to("life", "db_life_add"), "mill": _top_to("drop", "db_mill"), "damage": op_damage,
    "drop_to_hand": op_drop_to_hand, "negate_attack": op_negate_attack, "negate_play": op_negate_play,
    "negate_counter": op_negate_counter, "token": op_token, "opp_discard": op_opp_discard,
}
OPS.update(control.OPS)  # gaining control (11-5), looking at secret areas (11-6)
TASKS = {"op": run_op}
HANDLERS = choices.HANDLERS
LEADER_OBJ = LEADER
