"""The bots of this game: ``greedy``, ``search`` and ``strong`` (``random`` is the shared one, it reads no view).

``make_bot(name, seed, ruleset)`` finds them through ``Ruleset.bot_module``. Like the Battle Spirits bots they
see only a ``DecisionContext`` (the legal actions and their player's view) and play through ``apply``; they never
read the clock (the arena times their decisions). Their parts: ``bot_eval`` (the evaluations: the hand-written one
and the fitted value model) and ``bot_policy`` (the quick replies, the one-ply scoring, playout policies).

- ``greedy``: each candidate is played on a clone of the view and the rest of a battle is settled with the quick
  reply policy (blocks and combos that change the result), then evaluated (``evaluate``); in the Main Phase a
  move must improve on ending the phase.
- ``search``: flat Monte-Carlo over greedy's best candidates (ending the phase always among them) in the Main
  Phase: each is played on the same 8 determinized copies of the view (the hidden cards drawn from this game's
  cards of the colours the opponent has shown), with common random numbers across candidates; each copy is played
  out to the opponent's first Main Phase decision (``horizon`` 1: the rest of this turn, the opponent's draw and
  charge; 2 would take in the opponent's whole turn, which measured weaker) with the ``greedy`` playout policy
  (each Main Phase move one ply deep by the fitted model, ``greedy_main`` with ``value_points``; ``fast`` is the cheaper rule of thumb,
  ``fast_main``), and scored by the fitted win chance (``bot_eval.win_chance``). Its other decisions (blocks,
  combos, counters, choices) are one-ply with the fitted model.
- ``strong``: the same search on 24 samples and 7 candidates.
"""
from __future__ import annotations

from ..bots.base import Bot, DecisionContext
from ..errors import IllegalAction
from ..rng import Rng
from .bot_eval import WIN, evaluate, evaluate_deep, exposure, features, life_value, value_points, win_chance  # noqa: F401
from .bot_policy import fast_main, greedy_main, one_ply, pick, quick, settle  # noqa: F401
from .keywords import face


class DbGreedy(Bot):
    name = "greedy"

    def __init__(self, seed: int = 0, value=evaluate):
        self.rng = Rng(seed)
        self.value = value  # how a move's result is scored: the hand-written evaluation
        self._why = []

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if len(legal) == 1:
            self._why = [([legal[0]], 0.0, 0)]
            return legal[0]
        view = ctx.view
        if ctx.kind in ("mulligan", "charge"):
            a = quick(view, legal)
            self._why = [([a], 0.0, 0)]
            return pick(legal, a)
        scored = one_ply(view, ctx.player, legal, self.value)
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

    def __init__(self, seed: int = 0, samples: int = 8, root_k: int = 5, horizon: int = 1, max_steps: int = 600,
                 policy: str = "greedy"):
        self.rng = Rng(seed)
        self.policy = policy
        self.samples = samples
        self.root_k = root_k
        self.horizon = horizon
        self.max_steps = max_steps
        self.greedy = DbGreedy(seed, value=value_points)  # its other decisions: one ply, the fitted model
        self._why = []
        self.total_iterations = 0  # playouts, for the arena's report

    def root_candidates(self, view, me: int, legal) -> list:
        """Greedy's best ``root_k`` moves; in the Main Phase ending it is always one of them."""
        scored = one_ply(view, me, legal, value_points)
        top = [a for _, a in scored[:self.root_k]]
        if view.phase == "main" and not any(a.do == "end_phase" for a in top):
            end = next((a for a in legal if a.do == "end_phase"), None)
            if end is not None:
                top.append(end)
        return top

    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if len(legal) == 1 or ctx.kind != "main":
            a = self.greedy.choose(ctx)
            self._why = self.greedy._why
            return a
        view = ctx.view
        me = ctx.player
        cands = self.root_candidates(view, me, legal)
        if len(cands) <= 1:
            return pick(legal, cands[0]) if cands else legal[-1]
        totals = [0.0] * len(cands)
        for _ in range(self.samples):
            base = determinize(view, me, self.rng)
            seed = self.rng.next64()
            for i, a in enumerate(cands):
                g = base.clone()
                g.rng = Rng(seed)
                try:
                    g.apply(a)
                except IllegalAction:  # a determinized hidden card can make the move impossible there
                    totals[i] -= 1.0
                    continue
                totals[i] += self.rollout(g, me, Rng(seed ^ 0x9E3779B97F4A7C15))
                self.total_iterations += 1
        order = sorted(range(len(cands)), key=lambda i: -totals[i])
        self._why = [([cands[i]], round(totals[i] / self.samples, 3), self.samples) for i in order]
        return pick(legal, cands[order[0]])

    def rollout(self, g, me: int, rng: Rng) -> float:
        """Play on to the first Main Phase decision ``horizon`` turns later (or the game's end): the Main Phase with
        the playout policy, every other decision with the quick replies; the fitted win chance of the end."""
        stop = g.state.turn + self.horizon
        greedy = self.policy == "greedy"
        for _ in range(self.max_steps):
            d = g.decision
            if d is None or (d.kind == "main" and g.state.turn >= stop):
                break
            legal = g.legal_actions()
            if d.kind != "main":
                g.apply(quick(g, legal))
            else:  # one ply deep by the fitted model, or the rule of thumb
                g.apply(greedy_main(g, d.player, legal, value_points) if greedy else fast_main(g, d.player, legal))
        return win_chance(g, me)


class DbStrong(DbSearch):
    """``strong`` (the ``strongest`` level): the same search on three times the samples, with two more candidates."""

    name = "strong"

    def __init__(self, seed: int = 0, **kw):
        kw.setdefault("samples", 24)
        kw.setdefault("root_k", 7)
        super().__init__(seed=seed, **kw)


BOTS = {"greedy": DbGreedy, "search": DbSearch, "strong": DbStrong}
