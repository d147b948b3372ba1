"""``search`` and ``strong``: determinized (information-set) Monte-Carlo tree search.

At each decision with more than one candidate:

1. The root candidates are the greedy bot's (``moves.candidates``: macro-actions such as
   "summon X with the automatic payment" or "level Y up with 2 cores from the Reserve"),
   scored one ply deep; the best ``root_k`` are kept, and each starts with a few virtual
   visits at its one-ply value (a prior, so a small budget falls back to greedy play).
2. Each iteration samples a *determinization* of the bot's view (``determinize``: own
   Deck shuffled, the opponent's Hand and Deck drawn from an opponent model built from
   public cards only), then walks down the tree: nodes are decisions of either player,
   edges are macro keys (independent of Hand order, so samples share statistics); a child
   is chosen by UCB among the children available in this sample (ISMCTS availability
   counts), with progressive widening led by the greedy policy's choice.
3. From the new node a rollout plays both sides with the greedy policy (``one_ply``) up
   to a horizon (the start of the bot's next-but-``horizon`` Main Step), and scores the
   position with the evaluation through a logistic (a finished game scores 1, 0 or 0.5).

Every move, in the tree and in rollouts, is played with the engine's ``apply`` on clones;
the action finally returned is one of the decision's legal actions (or the first action of
the chosen macro, which ``apply`` accepts). With an iteration budget the bot is
deterministic given its seed; ``time_limit`` (seconds) adds a wall-clock cap.
"""
from __future__ import annotations

import math
import time

from ..rng import Rng
from . import moves
from .base import Bot, DecisionContext
from .determinize import OpponentModel, determinize
from .evaluate import DEFAULT, Weights, evaluate
from .greedy import keep_hand, one_ply, pick_legal, setup_choice
from .policy import fast_action

SCALE = 350.0  # evaluation points per logistic unit


def squash(v: float) -> float:
    if v > 20 * SCALE:
        return 1.0
    if v < -20 * SCALE:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v / SCALE))


class Node:
    __slots__ = ("children", "n", "w", "avail", "player", "acts")

    def __init__(self, player: int, acts=None):
        self.children: dict = {}
        self.n = 0.0
        self.w = 0.0  # total reward, from the side of ``player`` (who chose the edge into this node)
        self.avail = 0
        self.player = player
        self.acts = acts


class SearchBot(Bot):
    name = "search"

    def __init__(self, seed: int = 0, iterations: int = 160, time_limit: float | None = None, horizon: int = 0,
                 c: float = 0.6, root_k: int = 6, prior: float = 3.0, widen: float = 1.0,
                 rollout: str = "fast", mode: str = "flat", halving: bool = False,
                 weights: Weights | None = None):
        self.rng = Rng(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.horizon = horizon
        self.c = c
        self.root_k = root_k
        self.prior = prior
        self.widen = widen
        self.rollout = rollout
        self.mode = mode
        self.halving = halving
        self.w = weights or DEFAULT
        self._explain: list[tuple[str, float]] = []
        self._plan: list = []
        self.last_iterations = 0
        self.total_iterations = 0
        self.total_search_s = 0.0

    # ------------------------------------------------------------------ the decision
    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        if self._plan:
            a = self._plan.pop(0)
            if ctx.kind == "main" and a.by == ctx.player:
                for b in legal:
                    if b == a:
                        return b
                if a.do == "move_core":
                    return a
            self._plan = []
        self.last_iterations = 0
        if len(legal) == 1:
            self._explain = [(legal[0].text(), 1.0)]
            return legal[0]
        if ctx.kind in ("first", "redraw"):
            a = setup_choice(ctx)
            self._explain = [(a.text(), 1.0)]
            return a
        view = ctx.view
        me = ctx.player
        scored = one_ply(view, me, legal, self.w)
        if not scored:
            return next((a for a in legal if a.do == moves.END), legal[0])
        scored = scored[:self.root_k]
        if len(scored) == 1:
            self._explain = [(_text(scored[0][2]), round(squash(scored[0][0]), 3))]
            return self._finish(scored[0][2], legal)
        if self.mode == "flat":
            root = self._flat(view, me, scored)
            best = max((n for n in root.children.values() if n.player == me),
                       key=lambda n: (n.w / n.n if n.n else 0.0, n.n))
        else:
            root = self._search(view, me, scored)
            best = max(root.children.values(), key=lambda n: (n.n, n.w / n.n if n.n else 0.0))
        ranked = sorted(root.children.values(), key=lambda n: -n.n)
        self._explain = [(_text(n.acts), round(n.w / n.n, 3) if n.n else 0.0) for n in ranked[:5]]
        return self._finish(best.acts, legal)

    def _finish(self, acts, legal):
        self._plan = list(acts[1:])
        return pick_legal(acts[0], legal)

    def explain(self):
        return list(self._explain)

    # ------------------------------------------------------------------ the search
    def _search(self, view, me: int, scored) -> Node:
        rng = self.rng
        root = Node(1 - me)
        for v, key, acts, _ in scored:
            ch = Node(me, acts)
            ch.n = self.prior
            ch.w = self.prior * squash(v)
            root.children[key] = ch
        root.n = sum(ch.n for ch in root.children.values())
        model = OpponentModel(view, me)
        st = view.state
        stop_turn = st.turn + (2 if st.turn_player == me else 1) + 2 * self.horizon
        deadline = time.perf_counter() + self.time_limit if self.time_limit else None
        t0 = time.perf_counter()
        it = 0
        root_items = list(root.children.items())
        while it < self.iterations:
            if deadline is not None and it >= 8 and time.perf_counter() > deadline:
                break
            it += 1
            g = determinize(view, me, model, rng)
            path = [root]
            # root: every candidate is available in every sample
            node = self._ucb(root, [k for k, _ in root_items])
            path.append(node)
            if not moves.play(g, node.acts):
                node.n += 1  # an impossible macro in this sample: count a loss for it
                root.n += 1
                continue
            r = None
            while True:
                legal = self._advance(g)
                if legal is None or self._at_horizon(g, me, stop_turn):
                    r = self._value(g, me)
                    break
                p = g.decision.player
                cands = moves.candidates(g, p, legal)
                keys = {}
                for key, acts in cands:
                    keys[key] = acts
                for key in keys:
                    ch = node.children.get(key)
                    if ch is not None:
                        ch.avail += 1
                limit = 1 + int(self.widen * math.sqrt(node.n + 1))
                expanded = [k for k in keys if k in node.children]
                if len(expanded) < limit and len(expanded) < len(keys):
                    # expand: the greedy choice first, then the others in turn
                    key = self._expand_key(g, p, legal, cands, node, rng)
                    ch = Node(p, keys[key])
                    ch.avail = 1
                    node.children[key] = ch
                    path.append(ch)
                    if not moves.play(g, ch.acts):
                        r = self._value(g, me)
                        break
                    r = self._rollout(g, me, stop_turn) if self.rollout == "greedy" else self._fast(g, me, stop_turn)
                    break
                node = self._ucb(node, expanded)
                path.append(node)
                if not moves.play(g, node.acts):
                    r = self._value(g, me)
                    break
            for nd in path:
                nd.n += 1
                nd.w += r if nd.player == me else 1.0 - r
        self.last_iterations = it
        self.total_iterations += it
        self.total_search_s += time.perf_counter() - t0
        return root

    def _flat(self, view, me: int, scored) -> Node:
        """Every candidate is played out on the same samples (common random numbers), so
        their comparison is not blurred by the luck of the sample."""
        rng = self.rng
        root = Node(1 - me)
        for v, key, acts, _ in scored:
            ch = Node(me, acts)
            ch.n = self.prior
            ch.w = self.prior * squash(v)
            root.children[key] = ch
        kids = list(root.children.values())
        model = OpponentModel(view, me)
        st = view.state
        stop_turn = st.turn + (2 if st.turn_player == me else 1) + 2 * self.horizon
        t0 = time.perf_counter()
        deadline = t0 + self.time_limit if self.time_limit else None
        it = 0
        # sequential halving: equal samples for the candidates left, then the better half goes on
        rounds = max(1, math.ceil(math.log2(len(kids)))) if self.halving else 1
        left = kids
        for rnd in range(rounds):
            budget = (self.iterations - it) // (rounds - rnd)
            samples = max(1, budget // len(left))
            for _ in range(samples):
                if it + len(left) > self.iterations:
                    break
                if deadline is not None and it >= 4 * len(kids) and time.perf_counter() > deadline:
                    break
                base = determinize(view, me, model, rng)
                seed = rng.next64()
                for ch in left:
                    g = base.clone()
                    g.rng = Rng(seed)
                    it += 1
                    if not moves.play(g, ch.acts):
                        r = 0.0
                    elif self.rollout == "greedy":
                        r = self._rollout(g, me, stop_turn)
                    else:
                        r = self._fast(g, me, stop_turn, Rng(seed))
                    ch.n += 1
                    ch.w += r
            if rnd < rounds - 1:
                left = sorted(left, key=lambda n: -n.w / n.n)[:max(1, (len(left) + 1) // 2)]
        for ch in kids:
            ch.player = me if ch in left else -1  # -1: dropped by the halving
        self.last_iterations = it
        self.total_iterations += it
        self.total_search_s += time.perf_counter() - t0
        return root

    def _ucb(self, node: Node, keys) -> Node:
        best, best_s = None, -1e18
        c = self.c
        ln_parent = math.log(max(1.0, node.n))
        for k in keys:
            ch = node.children[k]
            if ch.n <= 0:
                return ch
            ln = math.log(ch.avail) if ch.avail > 1 else ln_parent
            s = ch.w / ch.n + c * math.sqrt(ln / ch.n)
            if s > best_s:
                best, best_s = ch, s
        return best

    def _expand_key(self, g, p, legal, cands, node, rng):
        todo = [(k, a) for k, a in cands if k not in node.children]
        if not node.children:  # the first child is the rollout policy's choice
            if self.rollout == "greedy":
                for v, key, acts, _ in one_ply(g, p, legal, self.w, cands):
                    return key
            else:
                a = fast_action(g, p, legal, self.w)
                for key, acts in todo:
                    if acts[0] == a:
                        return key
        return todo[rng.below(len(todo))][0]

    @staticmethod
    def _advance(g):
        """Play forced decisions (a single legal action); the legal actions of the next real
        decision, or None when the game is over."""
        while True:
            d = g.decision
            if d is None:
                return None
            legal = g.legal_actions()
            if len(legal) == 1:
                g.apply(legal[0])
                continue
            if d.kind in ("first", "redraw"):
                g.apply(setup_choice(_Ctx(g, d.player, d.kind, legal)))
                continue
            return legal

    @staticmethod
    def _at_horizon(g, me, stop_turn) -> bool:
        st = g.state
        return st.turn >= stop_turn and g.phase == "main"

    def _rollout(self, g, me: int, stop_turn: int) -> float:
        """Both sides play the greedy policy; a move's settled clone is the next position
        (the opponent's block in it is the same greedy reply)."""
        w = self.w
        while True:
            legal = self._advance(g)
            if legal is None or self._at_horizon(g, me, stop_turn):
                return self._value(g, me)
            p = g.decision.player
            scored = one_ply(g, p, legal, w, keep=True)
            if not scored:
                g.apply(next((a for a in legal if a.do == moves.END), legal[0]))
                continue
            after = scored[0][3]
            if after is not None:
                g = after
            elif not moves.play(g, scored[0][2]):
                return self._value(g, me)

    def _fast(self, g, me: int, stop_turn: int, rng=None) -> float:
        """Both sides play the fast policy (about one ``apply`` per decision)."""
        w = self.w
        rng = rng or self.rng
        while True:
            d = g.decision
            if d is None:
                return self._value(g, me)
            if g.state.turn >= stop_turn and d.kind == "main":
                return self._value(g, me)
            legal = rollout_legal(g) if d.kind == "main" else g.legal_actions()
            if len(legal) == 1:
                g.apply(legal[0])
            elif d.kind in ("first", "redraw"):
                g.apply(setup_choice(_Ctx(g, d.player, d.kind, legal)))
            else:
                g.apply(fast_action(g, d.player, legal, w, rng))

    def _value(self, g, me: int) -> float:
        st = g.state
        if st.winner is not None:
            if st.winner == "draw":
                return 0.5
            return 1.0 if st.winner == me else 0.0
        return squash(evaluate(g, me, self.w))


def rollout_legal(g):
    """The Main Step actions the rollout policy uses: end the step, cards from Hand (the
    engine's own list), core moves are built by the policy itself. Falls back to the full
    ``legal_actions`` if the engine's helper is not there."""
    try:
        from ..rules.play import affordable_from_hand
    except ImportError:  # pragma: no cover
        return g.legal_actions()
    from ..actions import Action

    p = g.decider
    return [Action.raw(p, "end_step")] + affordable_from_hand(g, p, "main")


class StrongBot(SearchBot):
    name = "strong"

    def __init__(self, seed: int = 0, **kw):
        kw.setdefault("iterations", 600)
        kw.setdefault("root_k", 8)
        super().__init__(seed=seed, **kw)


class _Ctx:
    """A DecisionContext over a game already known (for the set-up heuristics in rollouts)."""

    def __init__(self, game, player, kind, legal):
        self.player = player
        self.kind = kind
        self.legal = legal
        self.view = game


def _text(acts) -> str:
    return " then ".join(a.text() for a in acts)


__all__ = ["SearchBot", "StrongBot", "keep_hand"]
