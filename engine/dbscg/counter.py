"""The counter timing (D 4-7) and [Counter] skills (D 10-10): a player holding a [Counter] of the timing may
activate it from the hand; [Counter: Counter] answers a counter; the activated skills resolve last first
(4-7-3-5)."""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from .refusal_words import named
from . import energy, skills
from .cards import Cost
from .activate import _live_hand, _skill_cost
from .play import _hand_card


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
    asks only a player who holds a [Counter] they can activate now. A play, an attack or a skill opens one
    (4-7-2-1 .. 4-7-2-4) unless one is under way (4-7-2-5); a [Counter: Counter]'s is part of the timing under
    way (4-7-3-3)."""
    kind, who = task[1], task[2]
    st = game.state
    if st.winner is not None:
        return
    if kind != "counter":
        if st.in_timing:  # 4-7-2-5
            return
        st.in_timing = True
    if usable_counters(game, who, kind):
        if len(task) > 3:  # a skill's counter timing (4-7-2-3, 4-7-2-4)
            game.emit("skill_timing", who, "db_skill_timing", cards=(task[4],), card=game.named(task[4]),
                      stage=task[3])
        st.window = (kind, who) + tuple(task[3:])  # a skill's: + (before/after, the skill's card)
        game.decide(who, "counter")
    elif st.counters:
        game.push(("resolve_counters",))
    else:
        st.in_timing = False  # 4-7-3-6: the counter timing ends


def h_counter(game, a):
    st = game.state
    kind, who = st.window[:2]
    i, uid, card = _hand_card(game, a, "D 10-10-2")
    found = [x for x in usable_counters(game, a.by, kind) if x[0] == i]
    own = next((s["counter"] for s in card.skills if s["kind"] == "counter"), None)
    if not found and len(st.window) > 2 and own not in (None, kind):  # a skill's counter timing (4-7-2-3, -4)
        src = st.window[3]
        raise IllegalAction.of("refuse_db_counter_skill", "D 10-10-3-1" if kind == "play" else "D 10-10-3-2",
                               card=named(card, uid), own=own, timing=kind, skill=named(st.cards[src], src))
    if not found:
        raise IllegalAction.of("refuse_db_counter_none", "D 10-10-3", card=named(card, uid), timing=kind)
    _, j, cost = found[0]
    pay = energy.check_pay(game, a.by, cost, a.get("pay"), ("counter", named(card, uid)))
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
    else:
        game.state.in_timing = False  # 4-7-3-6


def t_resolve_counters(game, task):
    """4-7-3-5: the activated [Counter] skills resolve, the last one first."""
    st = game.state
    if not st.counters:
        st.in_timing = False  # 4-7-3-6: the counter timing ends
        return
    pi, uid, negated, j = st.counters.pop()
    game.push(("resolve_counters",))
    if not negated:
        skills.run_skill(game, pi, uid, None, st.cards[uid].skills[j])


def legal_counter(game):
    st = game.state
    kind, who = st.window[:2]
    return [Action(who, "counter", card=f"hand[{i}]") for i, _, _ in usable_counters(game, who, kind)] + \
        [Action.raw(who, "pass")]


TASKS = {"counter_window": t_counter_window, "resolve_counters": t_resolve_counters}
HANDLERS = {("counter", "counter"): h_counter, ("counter", "pass"): h_counter_pass}
