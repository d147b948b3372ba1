"""Playing and activating (D 6-3-1-2-1, 6-3-1-2-2, 8-5-2): Battle cards from the hand (with [Evolve],
[Xeno-Evolve], [Over Realm], [Dark Over Realm], [Union-Potara]), Extra cards and [Field] (10-3), [Activate]
skills, [Awaken] (10-2), [Swap] (10-24), and the counter timing (4-7, [Counter] 10-10).

Every handler validates fully before it changes anything, and every refusal cites its rule.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from . import energy, skills
from .cards import Cost
from .keywords import face, in_play_keyword, skill_live
from .refs import parse
from .state import Slot

MODES = ("evolve", "ex_evolve", "xeno_evolve", "over_realm", "dark_over_realm", "union_potara")
R_PLAY = "D 6-3-1-2-1"


def _hand_card(game, a, rule):
    who, area, i = parse(a.get("card"), a.by, rule)
    p = game.state.players[a.by]
    if who != a.by or area != "hand" or not 0 <= i < len(p.hand):
        raise IllegalAction(f"{a.get('card')!r} is not a card of your hand", rule)
    return i, p.hand[i], game.state.cards[p.hand[i]]


def _battle_slot(game, pi, ref, rule):
    who, area, i = parse(ref, pi, rule)
    p = game.state.players[who]
    if area == "leader":
        return who, p.leader
    if area != "battle" or not 0 <= i < len(p.battle):
        raise IllegalAction(f"{ref!r} is not a card in a Battle Area", rule)
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
        raise IllegalAction(f"{card.name} is an Extra card: it is activated, not played", "D 2-3-2-3")
    mode = a.get("mode")
    on = []
    cost = energy.effective_cost(game, pi, card)
    what = f"playing {card.name}"
    if mode is not None:
        if mode not in MODES:
            raise IllegalAction(f"mode is one of {', '.join(MODES)}", R_PLAY)
        val = card.kw(mode)
        if val is None:
            raise IllegalAction(f"{card.name} has no [{mode.replace('_', '-').title()}]", "D 10-5-1")
        if mode in ("evolve", "ex_evolve", "xeno_evolve"):
            if a.get("on") is None:
                raise IllegalAction(f"[Evolve] names the card it evolves from: on: battle[i]", "D 10-5-1")
            who, base = _battle_slot(game, pi, a.get("on"), "D 10-5-1")
            if who != pi or base is p.leader or val not in face(game, base).character:
                raise IllegalAction(f"{card.name} evolves from a <{val}> Battle card of your Battle Area", "D 10-5-1")
            on = [base]
        elif mode == "union_potara":
            for nm in val:
                got = [s for s in p.battle if nm in face(game, s).character and s not in on]
                if not got:
                    raise IllegalAction(f"[Union-Potara] needs <{nm}> in your Battle Area", "D 10-13-4-1")
                on.append(got[0])
        else:  # over_realm, dark_over_realm (10-15, 10-25)
            cards = st.cards
            have = len(p.drop) if mode == "over_realm" else sum(1 for u in p.drop if "black" in cards[u].colors)
            if have < val:
                raise IllegalAction(f"[{'Dark ' if mode == 'dark_over_realm' else ''}Over Realm {val}] needs {val} "
                                    f"{'black ' if mode == 'dark_over_realm' else ''}cards in your Drop Area; you have {have}",
                                    "D 10-15-1" if mode == "over_realm" else "D 10-25-1")
            if p.realms >= realm_limit(game, pi):
                raise IllegalAction("[Over Realm] and [Dark Over Realm] are activated once a turn together",
                                    "D 10-15-5")
    pay = energy.check_pay(game, pi, cost, a.get("pay"), what)
    return i, uid, mode, on, pay


def h_play(game, a):
    i, uid, mode, on, pay = check_play(game, a)
    pi = a.by
    st = game.state
    energy.rest_energy(game, pi, pay)
    del st.players[pi].hand[i]
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
                        out.append(Action(pi, "play", card=f"hand[{i}]", mode=mode, on=f"battle[{j}]"))
            else:
                a = Action(pi, "play", card=f"hand[{i}]", mode=mode)
                try:
                    check_play(game, a)
                    out.append(a)
                except IllegalAction:
                    pass
    return out


# ---------------------------------------------------------------------- [Activate] skills, Extra cards, [Awaken]
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
        raise IllegalAction("you activate the skills of your own cards", "D 4-3-3")
    if area == "hand":
        i, uid, card = _hand_card(game, a, "D 8-5-2-1")
        if not card.is_extra:
            raise IllegalAction(f"{card.name} is a Battle card: play it (its [Counter] is used in a counter timing)",
                                "D 8-5-2-1")
        if card.kw("field") and timing == "main":  # 10-3-1: [Activate: Main] Place this card in the Battle Area
            sk_i, sk = -1, {"kind": "activate", "timing": "main"}
        else:
            found = [(j, s) for j, s in enumerate(card.skills) if s["kind"] == "activate" and s["timing"] == timing]
            if not found:
                raise IllegalAction(f"{card.name} has no [Activate: {timing.title()}] skill", "D 8-1-3-1")
            sk_i, sk = found[0]
        cost = energy.effective_cost(game, pi, card, Cost(card.cost.total + _skill_cost(sk).total,
                                                          card.cost.spec + _skill_cost(sk).spec))
        _conditions(game, pi, None, sk, uid, sk_i)
        pay = energy.check_pay(game, pi, cost, a.get("pay"), f"activating {card.name}")
        return "hand", i, uid, sk_i, sk, pay, None
    if area == "leader":
        slot = p.leader
    elif area == "battle" and 0 <= idx < len(p.battle):
        slot = p.battle[idx]
    else:
        raise IllegalAction(f"{ref!r} is not one of your cards in play", "D 8-5-2-1")
    card = face(game, slot)
    if eff == "awaken":
        found = [(j, s) for j, s in enumerate(card.skills) if s["kind"] == "awaken"]
        if slot is not p.leader or not found:
            raise IllegalAction(f"{card.name} has no [Awaken]", "D 10-2-1")
        sk_i, sk = found[0]
        if not skill_live(game, pi, slot, sk):
            raise IllegalAction(f"[Awaken] of {card.name} needs your Life at {sk.get('life_at_most')} or less",
                                "D 10-2-2")
        pay = energy.check_pay(game, pi, _skill_cost(sk), a.get("pay"), "[Awaken]")
        return "awaken", slot, slot.uid, sk_i, sk, pay, None
    if eff == "swap":
        x = card.kw("swap")
        if x is None:
            raise IllegalAction(f"{card.name} has no [Swap]", "D 10-24-1")
        if timing != "main":
            raise IllegalAction("[Swap] is an [Activate: Main] skill", "D 10-24-1")
        tgt = a.get("target")
        _, tarea, ti = parse(tgt, pi, "D 10-24-3") if tgt is not None else (pi, None, None)
        if tarea != "hand" or not 0 <= ti < len(p.hand) or not st.cards[p.hand[ti]].is_battle \
                or st.cards[p.hand[ti]].cost.total != x:
            raise IllegalAction(f"[Swap {x}] plays a Battle card with energy cost {x} from your hand: target: hand[i]",
                                "D 10-24-3")
        return "swap", slot, slot.uid, -1, {}, [], ti
    if not isinstance(eff, int) or not 0 <= eff < len(card.skills):
        acts = [j for j, s in enumerate(card.skills) if s["kind"] == "activate"]
        raise IllegalAction(f"effect is the index of an [Activate] skill of {card.name}"
                            + (f" ({', '.join(map(str, acts))})" if acts else " (it has none)"), "D 8-1-3")
    sk = card.skills[eff]
    if sk["kind"] != "activate":
        raise IllegalAction(f"skill {eff} of {card.name} is not an [Activate] skill", "D 8-1-3")
    if sk["timing"] != timing:
        raise IllegalAction(f"an [Activate: {sk['timing'].title()}] skill is not activated now", "D 8-1-3-1")
    _conditions(game, pi, slot, sk, slot.uid, eff)
    pay = energy.check_pay(game, pi, _skill_cost(sk), a.get("pay"), f"the skill of {card.name}")
    return "skill", slot, slot.uid, eff, sk, pay, None


def _conditions(game, pi, slot, sk, uid, idx):
    p = game.state.players[pi]
    if sk.get("once_per_turn") and ((slot.obj if slot else -uid - 1), idx) in p.used:
        raise IllegalAction("this [Once per Turn] skill was activated this turn", "D 10-11-5")
    if slot is not None and not skill_live(game, pi, slot, sk) or slot is None and not _live_hand(game, pi, sk):
        raise IllegalAction("the skill's condition is not met ([Bond], [Sparking], Life)", "D 10-23-1"
                            if sk.get("bond") else "D 10-29-1" if sk.get("sparking") else "D 8-3-3")
    b = sk.get("burst")
    if b is not None and len(p.deck) < b:
        raise IllegalAction(f"[Burst {b}] places {b} cards of your Deck in the Drop Area; you have {len(p.deck)}",
                            "D 10-30-1")


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
        skills.run_skill(game, pi, uid, None, sk)
    else:
        skills.run_skill(game, pi, uid, where.obj, sk)
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
        if not p.leader.back and any(s["kind"] == "awaken" for s in lead.skills):
            out.append(Action(pi, "activate", card="leader", effect="awaken"))
        for j, s in enumerate(lead.skills):
            if s["kind"] == "activate" and s["timing"] == timing:
                out.append(Action(pi, "activate", card="leader", effect=j))
    for k, slot in enumerate(p.battle):
        c = face(game, slot)
        for j, s in enumerate(c.skills):
            if s["kind"] == "activate" and s["timing"] == timing:
                out.append(Action(pi, "activate", card=f"battle[{k}]", effect=j))
        x = c.kw("swap")
        if x is not None and timing == "main":
            for h, u in enumerate(p.hand):
                if st.cards[u].is_battle and st.cards[u].cost.total == x:
                    out.append(Action(pi, "activate", card=f"battle[{k}]", effect="swap", target=f"hand[{h}]"))
                    break
    ok = []
    for a in out:
        try:
            check_activate(game, a)
            ok.append(a)
        except IllegalAction:
            pass
    return ok


# ---------------------------------------------------------------------- counter timing (4-7)
def usable_counters(game, pi: int, kind: str) -> list:
    """Hand cards with a [Counter: kind] skill whose cost can be paid and whose condition holds (10-10-1, -2)."""
    st = game.state
    p = st.players[pi]
    out = []
    for i, u in enumerate(p.hand):
        c = st.cards[u]
        for j, s in enumerate(c.skills):
            if s["kind"] == "counter" and s["counter"] == kind and _live_hand(game, pi, s):
                cost = energy.effective_cost(game, pi, c, Cost(c.cost.total + _skill_cost(s).total, c.cost.spec))
                if energy.can_pay(game, pi, cost):
                    out.append((i, j, cost))
                break
    return out


def t_counter_window(game, task):
    """4-7-3: the player whose [Counter] skills are pending may activate one, or the timing goes on. The table
    asks only a player who holds a [Counter] they can activate now."""
    _, kind, who = task
    if game.state.winner is not None:
        return
    if usable_counters(game, who, kind):
        game.state.window = (kind, who)
        game.decide(who, "counter")
    elif game.state.counters:
        game.push(("resolve_counters",))


def h_counter(game, a):
    st = game.state
    kind, who = st.window
    i, uid, card = _hand_card(game, a, "D 10-10-2")
    found = [x for x in usable_counters(game, a.by, kind) if x[0] == i]
    if not found:
        raise IllegalAction(f"{card.name} has no [Counter: {kind.title()}] that can be activated now", "D 10-10-3")
    _, j, cost = found[0]
    pay = energy.check_pay(game, a.by, cost, a.get("pay"), f"[Counter] of {card.name}")
    energy.rest_energy(game, a.by, pay)
    p = st.players[a.by]
    del p.hand[i]
    p.drop.append(uid)  # 10-10-4
    st.counters.append([a.by, uid, False, j])
    st.window = None
    game.emit("counter", a.by, "db_counter", cards=(uid,), card=game.named(uid), timing=kind)
    game.push(("counter_window", "counter", 1 - a.by))  # 4-7-3-3: [Counter: Counter] (10-10-3-3)


def h_counter_pass(game, a):
    game.state.window = None
    if game.state.counters:
        game.push(("resolve_counters",))


def t_resolve_counters(game, task):
    """4-7-3-5: the activated [Counter] skills resolve, the last one first."""
    st = game.state
    if not st.counters:
        return
    pi, uid, negated, j = st.counters.pop()
    game.push(("resolve_counters",))
    if not negated:
        skills.run_skill(game, pi, uid, None, st.cards[uid].skills[j])


def legal_counter(game):
    st = game.state
    kind, who = st.window
    return [Action(who, "counter", card=f"hand[{i}]") for i, _, _ in usable_counters(game, who, kind)] + \
        [Action.raw(who, "pass")]


TASKS = {"play_resolve": t_play_resolve, "counter_window": t_counter_window, "resolve_counters": t_resolve_counters}
HANDLERS = {("main", "play"): h_play, ("main", "activate"): h_activate, ("offense", "activate"): h_activate,
            ("defense", "activate"): h_activate, ("counter", "counter"): h_counter, ("counter", "pass"): h_counter_pass}
