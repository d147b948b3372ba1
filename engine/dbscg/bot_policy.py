"""The bots' cheap policies for this game: the quick replies that settle a battle or an effect (blocks, counters,
combos, choices), the mulligan and the charge, and the one-ply scoring of moves (``one_ply``) the greedy bot and
the search's candidates use; ``greedy_main`` and ``fast_main`` are Main Phase policies for playouts.
"""
from __future__ import annotations

import math

from ..actions import Action
from ..errors import IllegalAction
from .bot_eval import W, evaluate, life_value
from .keywords import battle_power, power, slot_of, strike


def quick(g, legal) -> Action:
    """The reply policy used to settle a battle and in playouts: cheap rules, no lookahead."""
    kind = g.phase
    pi = g.decider
    if kind == "mulligan":
        return mulligan_choice(g, pi, legal)
    if kind == "charge":
        return charge_choice(g, pi, legal)
    if kind == "choose":
        return legal[0]
    if kind == "counter":
        return next((a for a in legal if a.do == "counter" and counter_useful(g, a)), legal[-1])
    if kind == "blocker":
        return block_choice(g, pi, legal)
    if kind in ("offense", "defense"):
        return combo_choice(g, pi, legal)
    return legal[-1]


def counter_useful(g, a) -> bool:
    """False for a [Counter] that would do nothing now: a negated play with no play held (a skill's counter
    timing, 4-7-2-3, 4-7-2-4, holds none), a negated attack with no battle."""
    st = g.state
    card = st.cards[st.players[a.by].hand[int(str(a.get("card"))[5:-1])]]
    sk = next((s for s in card.skills if s["kind"] == "counter"), None)
    ops = {o.get("op") for o in (sk or {}).get("do", ())} if sk and "options" not in sk else None
    if not ops:
        return True
    if ops == {"negate_play"}:
        return any(h[0] != a.by and not h[2] for h in st.held)
    if ops == {"negate_attack"}:
        return st.battle is not None and not st.battle.negated
    return True


def mulligan_choice(g, pi, legal):
    p = g.state.players[pi]
    cards = g.state.cards
    cheap = sum(1 for u in p.hand if cards[u].is_battle and cards[u].cost.total <= 2)
    if cheap >= 2:
        return next(a for a in legal if a.do == "keep")
    costly = [f"hand[{i}]" for i, u in enumerate(p.hand) if cards[u].cost.total >= 4]
    return Action(pi, "redraw", cards=costly) if costly else next(a for a in legal if a.do == "keep")


def charge_choice(g, pi, legal):
    """Charge while energy is short: the card the hand needs least (the most expensive one)."""
    p = g.state.players[pi]
    if len(p.energy) >= 7 or len(legal) == 1:
        return next(a for a in legal if a.do == "pass")
    cards = g.state.cards
    best, score = None, None
    for a in legal:
        if a.do != "charge":
            continue
        c = cards[p.hand[int(a.get("card")[5:-1])]]
        s = c.cost.total + (3 if c.is_extra else 0) - (2 if c.is_battle and c.cost.total <= len(p.energy) + 1 else 0)
        if score is None or s > score:
            best, score = a, s
    return best


def block_choice(g, pi, legal):
    b = g.state.battle
    att = _slot(g, b.attacker)
    if att is None:
        return legal[-1]
    pa = power(g, b.attacker[0], att)
    p = g.state.players[pi]
    guard_leader = b.guard[1] == 0
    for a in legal:
        if a.do == "block":
            s = p.battle[int(a.get("with")[7:-1])]
            if power(g, pi, s) > pa or (guard_leader and len(p.life) <= 3):
                return a
    return next(a for a in legal if a.do == "no_block")


def combo_choice(g, pi, legal):
    """Combo only when it turns the battle's result, with the cheapest card that does."""
    b = g.state.battle
    pa = battle_power(g, *b.attacker)
    pg = battle_power(g, *b.guard)
    mine_attacking = b.attacker[0] == pi
    gap = (pg - pa) if mine_attacking else (pa - pg + 1)  # power still needed to win / to hold
    if gap <= 0:
        return next(a for a in legal if a.do == "pass")
    # what winning the battle is worth, against the cards a combo spends (about 5000-10000 power each)
    dp = b.guard[0]
    if b.guard[1] == 0:
        n = strike(g, _slot(g, b.attacker)) if _slot(g, b.attacker) is not None else 1
        lives = len(g.state.players[dp].life)
        stake = life_value(lives) - life_value(max(0, lives - n)) - W.hand * n
    else:
        gs = _slot(g, b.guard)
        stake = W.count + W.board * power(g, dp, gs) if gs is not None else 0.0
    spend = W.hand * max(1, math.ceil(gap / 10000))
    if stake <= spend:
        return next(a for a in legal if a.do == "pass")
    cards = g.state.cards
    p = g.state.players[pi]
    best, cost = None, None
    for a in legal:
        if a.do != "combo":
            continue
        ref = a.get("card")
        uid = p.hand[int(ref[5:-1])] if ref.startswith("hand") else p.battle[int(ref[7:-1])].uid
        c = cards[uid]
        k = c.combo_cost + (1 if ref.startswith("battle") else 0)
        if c.combo_power > 0 and (cost is None or k < cost):
            best, cost = a, k
    if best is None:
        return next(a for a in legal if a.do == "pass")
    return best


def _slot(g, ref):
    return slot_of(g, *ref)


def settle(g, me: int, limit: int = 40) -> None:
    """Play the rest of a battle or an effect (blocks, counters, combos, choices) with the quick policy."""
    turn = g.state.turn
    for _ in range(limit):
        d = g.decision
        if d is None or d.kind in ("main", "charge") or g.state.turn != turn:
            return
        legal = g.legal_actions()
        if not legal:
            return
        g.apply(quick(g, legal))


def one_ply(view, me: int, legal, value=evaluate) -> list:
    """[(value, action)] best first; in the Main Phase only moves that beat ending it."""
    out = []
    base = None
    for a in legal:
        g = view.clone()
        try:
            g.apply(a)
        except IllegalAction:  # a hidden card in the view can make an action impossible there
            continue
        settle(g, me)
        v = value(g, me)
        if a.do == "end_phase":
            base = v
        out.append((v, a))
    out.sort(key=lambda t: -t[0])
    if view.phase == "main" and base is not None:
        out = [(v, a) for v, a in out if v > base + 1.0 or a.do == "end_phase"]
    return out


def pick(legal, a):
    for b in legal:
        if b == a:
            return b
    return a


def greedy_main(g, pi: int, legal, value=evaluate):
    """The greedy bot's Main Phase move, on the game at hand (a playout sees the whole sampled game); ``value``
    scores the moves (the search's playouts pass its fitted model, ``bot_eval.value_points``)."""
    scored = one_ply(g, pi, legal, value)
    return scored[0][1] if scored else next(a for a in legal if a.do == "end_phase")


def fast_main(g, pi: int, legal):
    """The playout's Main Phase: play the most expensive card it can, attack a Leader with its strongest
    Active card when that wins the battle, else end the phase."""
    cards = g.state.cards
    p = g.state.players[pi]
    plays = [a for a in legal if a.do == "play" and a.get("mode") is None]
    if plays:
        return max(plays, key=lambda a: cards[p.hand[int(a.get("card")[5:-1])]].cost.total)
    acts = [a for a in legal if a.do == "activate" and a.get("card", "").startswith("hand")]
    if acts:
        return acts[0]
    atts = [a for a in legal if a.do == "attack"]
    if atts:
        opp = g.state.players[1 - pi]
        best = None
        for a in atts:
            w = a.get("with")
            s = p.leader if w == "leader" else p.battle[int(w[7:-1])]
            t = a.get("target")
            tgt = opp.leader if t.endswith("leader") else opp.battle[int(t.split("[")[1][:-1])]
            gap = power(g, pi, s) - power(g, 1 - pi, tgt)
            score = gap + (5000 if t.endswith("leader") else 8000 if gap >= 0 else -20000)
            if best is None or score > best[0]:
                best = (score, a)
        if best[0] > -5000:
            return best[1]
    return next(a for a in legal if a.do == "end_phase")
