"""The bots of this game: ``greedy`` and ``search`` (``random`` is the shared one, it reads no view).

``make_bot(name, seed, ruleset)`` finds them through ``Ruleset.bot_module``. Like the Battle Spirits bots they
see only a ``DecisionContext`` (the legal actions and their player's view) and play through ``apply``.

- ``evaluate``: Life (the clock), cards in hand, the power and number of Battle cards, energy, an awakened
  Leader; a finished game is worth +/- WIN.
- ``greedy``: each candidate is played on a clone of the view and the rest of a battle is settled with a quick
  reply policy (blocks and combos that change the result), then evaluated; in the Main Phase a move must
  improve on ending the phase.
- ``search``: flat Monte-Carlo over greedy's best candidates: each is played on determinized copies of the view
  (the hidden cards drawn from this game's card pool) and the game is rolled out with the greedy policy up to the
  bot's next turn, scored by the evaluation; common random numbers across candidates.
"""
from __future__ import annotations

import math

from ..actions import Action
from ..bots.base import Bot, DecisionContext
from ..rng import Rng
from .keywords import face, power

WIN = 100_000.0


class W:
    life = 420.0
    hand = 70.0
    board = 0.012  # per point of power on the Battle Area
    count = 90.0  # per Battle card
    energy = 110.0
    active_energy = 12.0
    awakened = 150.0
    drop = 2.0


def side(g, pi: int) -> float:
    st = g.state
    p = st.players[pi]
    cards = st.cards
    v = W.life * min(len(p.life), 8) + W.hand * min(len(p.hand), 9) + W.energy * min(len(p.energy), 8)
    v += W.active_energy * sum(1 for s in p.energy if not s.rest)
    for s in p.battle:
        c = cards[s.uid]
        if c.is_battle:
            v += W.count + W.board * power(g, pi, s)
        else:
            v += W.count / 2
    if p.leader is not None and p.leader.back:
        v += W.awakened
    if len(p.deck) < 6:
        v -= (6 - len(p.deck)) * 120.0
    return v


def evaluate(g, me: int) -> float:
    st = g.state
    if st.winner is not None:
        return 0.0 if st.winner == "draw" else (WIN if st.winner == me else -WIN)
    return side(g, me) - side(g, 1 - me)


# ---------------------------------------------------------------------- quick policies
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
        return next((a for a in legal if a.do == "counter"), legal[-1])
    if kind == "blocker":
        return block_choice(g, pi, legal)
    if kind in ("offense", "defense"):
        return combo_choice(g, pi, legal)
    return legal[-1]


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
    from .keywords import battle_power

    pa = battle_power(g, *b.attacker)
    pg = battle_power(g, *b.guard)
    mine_attacking = b.attacker[0] == pi
    gap = (pg - pa) if mine_attacking else (pa - pg + 1)  # power still needed to win / to hold
    stakes = b.guard[1] != 0 or not mine_attacking
    if gap <= 0 or not stakes and mine_attacking and gap > 10000:
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
    if best is None or (not mine_attacking and b.guard[1] == 0 and len(p.life) > 5 and gap > 10000):
        return next(a for a in legal if a.do == "pass")
    return best


def _slot(g, ref):
    from .keywords import slot_of

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


def one_ply(view, me: int, legal) -> list:
    """[(value, action)] best first; in the Main Phase only moves that beat ending it."""
    out = []
    base = None
    for a in legal:
        g = view.clone()
        try:
            g.apply(a)
        except Exception:  # a hidden card in the view can make an action impossible there
            continue
        settle(g, me)
        v = evaluate(g, me)
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


class DbGreedy(Bot):
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)
        self._why = []

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if len(legal) == 1:
            self._why = [([legal[0]], 0.0, 0)]
            return legal[0]
        view = ctx.view
        if ctx.kind in ("mulligan", "charge", "choose", "blocker", "counter", "offense", "defense") and ctx.kind != "main":
            if ctx.kind in ("mulligan", "charge"):
                a = quick(view, legal)
                self._why = [([a], 0.0, 0)]
                return pick(legal, a)
        scored = one_ply(view, ctx.player, legal)
        if not scored:
            return legal[-1]
        top = scored[0][0]
        ties = [s for s in scored if s[0] >= top - 1e-9]
        v, a = ties[self.rng.below(len(ties))] if len(ties) > 1 else scored[0]
        self._why = [([x], round(s, 1), 0) for s, x in scored[:5]]
        return pick(legal, a)


# ---------------------------------------------------------------------- search
def determinize(view, me: int, rng: Rng):
    """A full game consistent with the view: the hidden cards (the opponent's hand, Deck and Life, the own Life)
    drawn from this game's cards of the colours the opponent has shown, the own Deck and Life shuffled together."""
    from .cards import HIDDEN, builtin_cards

    g = view.clone()
    st = g.state
    cards = list(st.cards)
    own = st.players[me]
    pool = own.deck + own.life
    rng.shuffle(pool)
    own.deck, own.life = pool[:len(own.deck)], pool[len(own.deck):]
    opp = st.players[1 - me]
    colors = set(face(g, opp.leader).colors) if opp.leader is not None else set()
    cs = builtin_cards()
    choices = [c for c in cs if not c.is_leader and (set(c.colors) & colors)] or [c for c in cs if not c.is_leader]
    for u in opp.hand + opp.deck + opp.life:
        if cards[u] is HIDDEN or cards[u].id == "hidden":
            cards[u] = choices[rng.below(len(choices))]
    for u in own.deck + own.life:
        if cards[u].id == "hidden":
            cards[u] = choices[rng.below(len(choices))]
    st.cards = cards
    g.rng = Rng(rng.next64())
    return g


class DbSearch(Bot):
    name = "search"
    score_unit = "win"

    def __init__(self, seed: int = 0, samples: int = 6, root_k: int = 4, horizon: int = 2, max_steps: int = 400):
        self.rng = Rng(seed)
        self.samples = samples
        self.root_k = root_k
        self.horizon = horizon
        self.max_steps = max_steps
        self.greedy = DbGreedy(seed)
        self._why = []
        self.total_iterations = 0
        self.total_search_s = 0.0

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if len(legal) == 1 or ctx.kind != "main":
            a = self.greedy.choose(ctx)
            self._why = self.greedy._why
            return a
        view = ctx.view
        me = ctx.player
        scored = one_ply(view, me, legal)[:self.root_k]
        if len(scored) <= 1:
            return pick(legal, scored[0][1]) if scored else legal[-1]
        import time

        t0 = time.perf_counter()
        totals = [0.0] * len(scored)
        for _ in range(self.samples):
            base = determinize(view, me, self.rng)
            seed = self.rng.next64()
            for i, (_, a) in enumerate(scored):
                g = base.clone()
                g.rng = Rng(seed)
                try:
                    g.apply(a)
                except Exception:
                    totals[i] -= 1.0
                    continue
                totals[i] += self._rollout(g, me, Rng(seed))
                self.total_iterations += 1
        self.total_search_s += time.perf_counter() - t0
        best = max(range(len(scored)), key=lambda i: totals[i])
        self._why = [([scored[i][1]], round(totals[i] / self.samples, 3), self.samples)
                     for i in sorted(range(len(scored)), key=lambda i: -totals[i])]
        return pick(legal, scored[best][1])

    def _rollout(self, g, me: int, rng: Rng) -> float:
        stop = g.state.turn + self.horizon
        for _ in range(self.max_steps):
            d = g.decision
            if d is None or g.state.turn >= stop:
                break
            legal = g.legal_actions()
            if d.kind == "main":
                a = fast_main(g, d.player, legal)
            else:
                a = quick(g, legal)
            g.apply(a)
        v = evaluate(g, me)
        return 1.0 / (1.0 + math.exp(-v / 600.0)) if abs(v) < WIN else (1.0 if v > 0 else 0.0)


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


BOTS = {"greedy": DbGreedy, "search": DbSearch, "strong": DbSearch}
