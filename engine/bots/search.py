"""``hard`` (``search``) and ``strongest`` (``strong``): determinized Monte-Carlo search that never peeks.

At each decision with more than one candidate:

1. **Candidates.** The greedy bot's macro-actions (``moves.candidates``: "summon X with the
   automatic payment", "level Y up with 2 cores from the Reserve", each attack, block, Magic
   card or effect choice), scored one ply deep (``greedy.one_ply``). In a Main Step, moves
   that do not improve the position one ply deep are not candidates (no core shuffling).
   Identical attacks or blocks are merged and attacks into a certain loss dropped
   (``guard``); the best ``root_k`` are kept. One candidate left, or one that wins at once
   or leads far one ply deep (``guard.obvious``), means no search.
2. **Samples.** Each sample is a *determinization* of the bot's view (``determinize``):
   its own Deck shuffled, the opponent's Hand and Deck drawn from a model built from public
   cards only (a built-in deck holding every card the opponent has shown, else the card
   pool of the colours seen).
3. **Playouts.** On each sample, every candidate still in the race is played (``apply`` on a
   clone) and the game continues with both sides moving as the ``normal`` bot does
   (``policy.greedy_macro``: each move one ply deep, the replies it provokes settled one
   reply deep) up to a horizon: the bot's Main Step ``1 + horizon`` turns of its own later.
   The copy a chosen move was looked ahead on, already settled as the playout would go on, is
   taken as the playout's game instead of playing it all again (``policy.greedy_move``).
   A playout is so a game between two ``normal`` bots, and the search one step of policy
   improvement over the level below it; it measured stronger than the rule-of-thumb policy
   (``playout="fast"``, ``policy.fast_action``), which is about 3.5 times cheaper a playout
   (the figures in the README, *Bots*). The position
   at the horizon is scored by the ruleset's value model (a logistic model of the win chance
   fitted to self-play, ``weights.value_for``; a finished game scores 1, 0 or 0.5). All
   candidates share the sample and its random generator (common random numbers), so they
   are compared on the same luck.
4. **Allocation.** Sequential halving: the budget is split into rounds; after each round
   the worse half of the candidates drops out, so the best ones get the most playouts.
   The candidate with the best mean is played. The budget is ``iterations`` playouts and
   at most ``steps`` simulated decisions (so long playouts in big positions cost fewer
   of them): both are counts, so the bot stays deterministic and its time bounded. It
   stops early once more playouts would not change the move (``guard.settled``). One playout
   simulates at most ``PLAYOUT_LIMIT`` decisions and ends a loop as a player would (``loops``).

``mode="tree"`` instead grows an information-set UCT tree (nodes are decisions of either
player, edges are macro keys that do not depend on Hand order, children chosen by UCB over
the children available in the sample, progressive widening, the same playouts from the
leaves). At the budgets the time targets allow it plays worse than the flat search, so it
is not the default.

Every action, in playouts and in the game, goes through the engine's ``apply``; the
action returned is one of the decision's legal actions or, for a multi-core move, an
action ``apply`` accepts. Its budget is counted in playouts and simulated decisions, never in
time: like the rest of the engine it reads no clock, so it is deterministic given its seed (the
arena and the table time its decisions).
"""
from __future__ import annotations

import math

from ..actions import Action
from ..rng import Rng
from . import guard, moves
from .loops import LOOP_CHOICES, LoopGuard, decline
from .base import Bot, DecisionContext
from .determinize import OpponentModel, determinize
from .evaluate import DEFAULT, Weights, evaluate
from .greedy import one_ply, pick_legal, setup_choice
from .policy import Style, fast_action, greedy_move
from .weights import value_for, weights_for

SCALE = 350.0  # evaluation points per logistic unit
LOOP_STEP = 4 * LOOP_CHOICES  # decisions of both players in one step of a playout before it ends a loop
PLAYOUT_LIMIT = 600  # decisions one playout simulates at most (an effect loop, Saga 12-1, or a stalled game)
DROPPED = -1  # Node.player of a candidate that sequential halving dropped


def squash(v: float) -> float:
    if v > 20 * SCALE:
        return 1.0
    if v < -20 * SCALE:
        return 0.0
    return 1.0 / (1.0 + math.exp(-v / SCALE))


class Node:
    __slots__ = ("children", "n", "w", "avail", "player", "acts", "k", "kw", "sq")

    def __init__(self, player: int, acts=None):
        self.children: dict = {}
        self.n = 0.0
        self.w = 0.0  # total reward, from the side of ``player`` (who chose the edge into this node)
        self.avail = 0
        self.player = player
        self.acts = acts
        self.k = 0  # real playouts (``n`` also counts the prior's virtual ones)
        self.kw = 0.0  # their total result
        self.sq = 0.0  # and the total of its squares (flat search: when to stop early)

    def add(self, r: float) -> None:
        self.n += 1
        self.w += r
        self.k += 1
        self.kw += r
        self.sq += r * r

    @property
    def k_mean(self) -> float:
        return self.kw / self.k if self.k else 0.0

    @property
    def mean(self) -> float:
        return self.w / self.n if self.n else 0.0


class SearchBot(Bot):
    name = "search"
    score_unit = "win"  # candidates are scored by their mean playout result: a win chance

    def __init__(self, seed: int = 0, iterations: int = 200, steps: int = 4000,
                 horizon: int = 1, root_k: int = 6, halving: bool = True, mode: str = "flat",
                 prior: float = 3.0, c: float = 0.6, widen: float = 1.0, weights: Weights | None = None,
                 value: Weights | None = None,
                 style: Style | None = None, early_stop: bool = True, dominant: float = guard.DOMINANT,
                 playout: str = "greedy", reuse: bool = True):
        self.rng = Rng(seed)
        self.iterations = iterations
        self.max_steps = steps  # decisions simulated in the playouts of one decision, at most
        self.horizon = horizon
        self.root_k = root_k
        self.halving = halving
        self.mode = mode
        self.prior = prior  # virtual playouts at the one-ply value
        self.c = c  # UCB exploration (tree mode)
        self.widen = widen  # progressive widening (tree mode)
        self._fixed = (weights, value)  # None: the ruleset's own (resources/bots/<ruleset>.yaml)
        self.w = weights or DEFAULT  # the moves' one-ply evaluation (candidates, playout policy)
        self.vw = value or DEFAULT  # the leaf value (a logistic model of the win chance)
        self.early_stop = early_stop  # stop once one candidate leads beyond doubt (guard.settled)
        self.dominant = dominant  # one-ply lead (points) that makes a move obvious (no search)
        # the fast playout policy's knobs (``playout="fast"``: the card to play chosen one ply deep at
        # the first decision of each Main Step); greedy playouts read only its ``depth``
        self.style = style or Style(plays_one_ply=True, plays_once=True)
        # "greedy": both sides of a playout move as ``normal`` does (``policy.greedy_macro``);
        # "fast": the rule-of-thumb policy (``policy.fast_action``, about 3.5 times cheaper a playout)
        self.playout = playout
        # greedy playouts take the copy a move was looked ahead on (``policy.greedy_move``) instead of playing
        # it again: the same playouts, cheaper; False plays every move again (to compare)
        self.reuse = reuse
        self._why: list = []  # [(actions, score, playouts)] of the last decision, best first
        self._plan: list = []
        self._loop = LoopGuard()  # ends an effect loop (Saga 12-1): declines after many choices in a step
        self.last_iterations = 0  # playouts of the last decision (0: no search)
        self.steps = 0  # decisions simulated in playouts, in all
        self.total_iterations = 0

    # ------------------------------------------------------------------ the decision
    def choose(self, ctx: DecisionContext):
        legal = ctx.legal
        self.last_iterations = 0
        self.continuing = False
        if self._plan:  # the rest of a macro chosen at the previous decision
            a = self._plan.pop(0)
            if ctx.kind == "main" and a.by == ctx.player and (a in legal or a.do == "move_core"):
                self.continuing = True
                return pick_legal(a, legal)
            self._plan = []
        if len(legal) == 1:
            self._why = [([legal[0]], 1.0, 0)]
            return legal[0]
        if ctx.kind in ("first", "redraw"):
            a = setup_choice(ctx)
            self._why = [([a], 1.0, 0)]
            return a
        if self._loop.looping(ctx.view, ctx.kind) and decline(legal) is not None:
            a = decline(legal)  # the loop ends here (Saga 12-1-1-2)
            self._why = [([a], 0.5, 0)]
            return a
        view = ctx.view
        me = ctx.player
        rs = view.ruleset.name
        self.w = self._fixed[0] or weights_for(rs)
        self.vw = self._fixed[1] or value_for(rs)
        scored = one_ply(view, me, legal, self.w, keep=True)
        if not scored:
            a = next((a for a in legal if a.do == moves.END), legal[0])
            self._why = [([a], 0.0, 0)]
            return a
        scored = guard.prune(view, me, guard.dedupe(view, scored))[:self.root_k]
        if len(scored) == 1 or guard.obvious(scored, self.dominant):
            # one sensible move, or one clearly best: no search (thinking time adapts)
            self._why = [(list(acts), round(squash(v), 3), 0) for v, _, acts, _ in scored[:5]]
            return self._finish(scored[0][2], legal)
        if self.mode == "tree":
            root = self._tree(view, me, scored)
            kids = list(root.children.values())
            best = max(kids, key=lambda n: (n.n, n.mean))
        else:
            root = self._flat(view, me, scored)
            kids = list(root.children.values())
            best = max((n for n in kids if n.player == me), key=lambda n: (n.mean, n.n))
        kids.sort(key=lambda n: (n.player != DROPPED, n.mean), reverse=True)
        kids.sort(key=lambda n: n is not best)  # the move played first (the tree picks by visits)
        # the games each move was simulated in (the prior's virtual ones only shade its score)
        self._why = [(list(n.acts), round(n.mean, 3), n.k) for n in kids[:5]]
        return self._finish(best.acts, legal)

    def _finish(self, acts, legal):
        self._plan = list(acts[1:])
        return pick_legal(acts[0], legal)

    # ------------------------------------------------------------------ shared pieces
    def _root(self, me: int, scored) -> Node:
        root = Node(1 - me)
        for v, key, acts, _ in scored:
            ch = Node(me, acts)
            ch.n = self.prior
            ch.w = self.prior * squash(v)
            root.children[key] = ch
        root.n = sum(ch.n for ch in root.children.values())
        return root

    def _model(self, view, me: int):
        """What the bot believes of the opponent's hidden cards (``determinize.OpponentModel``)."""
        return OpponentModel(view, me)

    def _sample(self, view, me: int, model, rng: Rng):
        """One complete game that could be the real one, drawn from the view (``determinize``)."""
        return determinize(view, me, model, rng)

    def _stop_turn(self, view, me: int) -> int:
        st = view.state
        return st.turn + (2 if st.turn_player == me else 1) + 2 * self.horizon

    # ------------------------------------------------------------------ flat search
    def _flat(self, view, me: int, scored) -> Node:
        rng = self.rng
        root = self._root(me, scored)
        kids = list(root.children.values())
        model = self._model(view, me)
        stop_turn = self._stop_turn(view, me)
        it = 0
        rounds = max(1, math.ceil(math.log2(len(kids)))) if self.halving else 1
        left = kids
        steps0 = self.steps
        for rnd in range(rounds):
            budget = (self.iterations - it) // (rounds - rnd)
            step_end = self.steps + (self.max_steps - (self.steps - steps0)) // (rounds - rnd)
            for _ in range(max(1, budget // len(left))):
                if it + len(left) > self.iterations or (self.steps >= step_end and it):
                    break  # the playout budget, or the simulated-decision budget (long playouts)
                base = self._sample(view, me, model, rng)
                seed = rng.next64()
                for ch in left:  # the same sample and the same luck for every candidate
                    g = base.clone()
                    g.rng = Rng(seed)
                    it += 1
                    ch.add(self._playout(g, ch.acts, me, stop_turn, Rng(seed)))
                if self.early_stop and guard.settled(left):
                    break
            if self.early_stop and guard.settled(left):
                break  # one candidate is ahead beyond doubt: more playouts would not change the move
            if rnd < rounds - 1:
                left = sorted(left, key=lambda n: -n.mean)[:max(1, (len(left) + 1) // 2)]
        for ch in kids:
            if ch not in left:
                ch.player = DROPPED
        self.last_iterations = it
        self.total_iterations += it
        return root

    def _playout(self, g, acts, me: int, stop_turn: int, rng: Rng) -> float:
        if not moves.play(g, acts):
            return 0.0  # the macro cannot be played in this sample
        return self._fast(g, me, stop_turn, rng)

    def _fast(self, g, me: int, stop_turn: int, rng: Rng) -> float:
        """Both sides play the fast policy up to the horizon; the value for ``me``."""
        w = self.w
        memo = set()
        here, chain = None, 0  # decisions in this step (a loop: Saga 12-1)
        n = 0
        while n < PLAYOUT_LIMIT:
            n += 1
            self.steps += 1
            d = g.decision
            if d is None:
                return self._value(g, me)
            kind = d.kind
            if kind == "main" and g.state.turn >= stop_turn:
                return self._value(g, me)
            legal = rollout_legal(g) if kind == "main" else g.legal_actions()
            st = g.state
            if (st.turn, st.step) != here:
                here, chain = (st.turn, st.step), 0
            chain += 1
            if len(legal) == 1:
                g.apply(legal[0])
            elif kind in ("first", "redraw"):
                g.apply(setup_choice(_Ctx(g, d.player, kind, legal)))
            elif chain > LOOP_STEP and decline(legal) is not None:
                g.apply(decline(legal))  # the loop ends (Saga 12-1-1-3)
            elif self.playout == "greedy":
                acts, after = greedy_move(g, d.player, legal, w, self.style.depth)
                k = len(after.history) - len(g.history) - len(acts) if after is not None else -1
                if self.reuse and (k == 0 or (k > 0 and (after.state.turn, after.state.step) == here
                                              and chain + k <= LOOP_STEP and n + k <= PLAYOUT_LIMIT)):
                    # the copy the move was looked ahead on: the move, and the k decisions after it answered
                    # as this loop would answer them (forced ones, passes, ``normal``'s replies), all in this
                    # step and within the limits; counted as if played
                    g.take(after)
                    n += k
                    self.steps += k
                    chain += k
                elif not moves.play(g, acts):
                    return self._value(g, me)  # (a refused macro leaves the copy part-way: read it as it is)
            else:
                g.apply(fast_action(g, d.player, legal, w, rng, memo, self.style))
        return self._value(g, me)  # the limit: the position as it stands

    def _value(self, g, me: int) -> float:
        st = g.state
        if st.winner is not None:
            if st.winner == "draw":
                return 0.5
            return 1.0 if st.winner == me else 0.0
        return squash(evaluate(g, me, self.vw))

    # ------------------------------------------------------------------ tree search
    def _tree(self, view, me: int, scored) -> Node:
        rng = self.rng
        root = self._root(me, scored)
        model = self._model(view, me)
        stop_turn = self._stop_turn(view, me)
        it = 0
        root_keys = list(root.children)
        while it < self.iterations:
            it += 1
            g = self._sample(view, me, model, rng)
            node = self._ucb(root, root_keys)  # every root candidate exists in every sample
            path = [root, node]
            r = None
            if not moves.play(g, node.acts):
                r = 0.0
            while r is None:
                legal = self._advance(g)
                if legal is None or (g.phase == "main" and g.state.turn >= stop_turn):
                    r = self._value(g, me)
                    break
                p = g.decision.player
                keys = dict(moves.candidates(g, p, legal))
                for key in keys:
                    ch = node.children.get(key)
                    if ch is not None:
                        ch.avail += 1
                expanded = [k for k in keys if k in node.children]
                if len(expanded) < min(len(keys), 1 + int(self.widen * math.sqrt(node.n + 1))):
                    key = self._expand_key(g, p, legal, keys, node, rng)
                    ch = node.children[key] = Node(p, keys[key])
                    ch.avail = 1
                    path.append(ch)
                    r = self._playout(g, ch.acts, me, stop_turn, rng)
                    break
                node = self._ucb(node, expanded)
                path.append(node)
                if not moves.play(g, node.acts):
                    r = self._value(g, me)
            for nd in path:
                nd.add(r if nd.player == me else 1.0 - r)
        self.last_iterations = it
        self.total_iterations += it
        return root

    def _ucb(self, node: Node, keys) -> Node:
        best, best_s = None, -1e18
        ln_parent = math.log(max(1.0, node.n))
        for k in keys:
            ch = node.children[k]
            if ch.n <= 0:
                return ch
            ln = math.log(ch.avail) if ch.avail > 1 else ln_parent
            s = ch.mean + self.c * math.sqrt(ln / ch.n)
            if s > best_s:
                best, best_s = ch, s
        return best

    def _expand_key(self, g, p, legal, keys: dict, node, rng):
        todo = [k for k in keys if k not in node.children]
        if not node.children:  # the first child is the playout policy's choice
            a = fast_action(g, p, legal, self.w)
            for k in todo:
                if keys[k][0] == a:
                    return k
        return todo[rng.below(len(todo))]

    @staticmethod
    def _advance(g):
        """Play forced decisions; the legal actions of the next real one (None: game over, or
        ``PLAYOUT_LIMIT`` forced decisions in a row: an effect loop)."""
        for _ in range(PLAYOUT_LIMIT):
            d = g.decision
            if d is None:
                return None
            legal = g.legal_actions()
            if len(legal) == 1:
                g.apply(legal[0])
            elif d.kind in ("first", "redraw"):
                g.apply(setup_choice(_Ctx(g, d.player, d.kind, legal)))
            else:
                return legal
        return None


class StrongBot(SearchBot):
    """``strong``: the same search with four times the budget, more candidates, and playouts
    that choose every card to play one ply deep."""

    name = "strong"

    def __init__(self, seed: int = 0, **kw):
        kw.setdefault("iterations", 800)
        kw.setdefault("steps", 16000)
        kw.setdefault("root_k", 8)
        kw.setdefault("style", Style(plays_one_ply=True))
        super().__init__(seed=seed, **kw)


def rollout_legal(g):
    """The Main Step actions a playout needs: end the step and the cards the engine lists as
    playable (the policy builds its core moves itself) - cheaper than every core move."""
    return g.legal_actions(core_moves=False)


class _Ctx:
    """A DecisionContext over a game already at hand (set-up heuristics in playouts)."""

    def __init__(self, game, player, kind, legal):
        self.player = player
        self.kind = kind
        self.legal = legal
        self.view = game


__all__ = ["SearchBot", "StrongBot"]
