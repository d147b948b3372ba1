"""Fit the bots' evaluation weights to self-play outcomes, per ruleset.

    python -m bench.tune --format standard --games 600 --seed 0 [-o resources/bots/standard.yaml]

1. **Self-play.** ``greedy`` plays itself (with the current weights of the ruleset) across the
   ruleset's built-in decks, seats swapped; one move in ``--explore`` is a uniformly random
   legal one, so the positions cover more than one line of play. At the first decision of
   each Main Step the position's features (``engine.bots.features``, from the turn player's
   side, the same numbers ``evaluate`` weighs) are recorded with the game's result.
2. **Fit.** A logistic regression (numpy, Newton's method with a small L2 penalty, no intercept:
   the evaluation is symmetric, each sample is also added from the other side) predicts the
   winner from the features. Its coefficients, times the search's ``SCALE`` (evaluation points
   per logistic unit), are the weights: the search squashes ``evaluate`` with that same scale,
   so its playout values become win chances fitted to real outcomes.
3. **Check.** The held-out quarter of the games gives the log-loss and accuracy of the fitted
   and of the current weights; the file is written only with ``-o``.

Cheap by design (greedy games cost milliseconds a decision): 600 games take about a minute.
"""
from __future__ import annotations

import argparse
import math
import sys

import numpy as np

from app.arena import deck_pairs
from engine.bots import DecisionContext
from engine.bots.evaluate import Weights
from engine.bots.features import FEATURES, dot, features
from engine.bots.greedy import GreedyBot
from engine.bots.search import SCALE
from engine.bots.weights import value_for, weights_for
from engine.deck import play_decks
from engine.game import Game
from engine.rng import Rng

FIXED = ("hand_cap",)  # not a linear weight: kept from the current weights
MAX_DECISIONS = 4000


def self_play(fmt: str, games: int, seed: int, explore: float, w: Weights):
    """[(features, won, game index)] from Main Step positions of self-play games."""
    decks = list(play_decks(fmt).values())
    pairs = deck_pairs(decks)
    rng = Rng(seed ^ 0x5EED)
    rows = []
    for k in range(games):
        da, db = pairs[k % len(pairs)]
        if k % 2:
            da, db = db, da
        game = Game.new(da.cards, db.cards, seed=seed + k, ruleset=fmt)
        bots = (GreedyBot(seed=2 * k + 1, weights=w), GreedyBot(seed=2 * k + 2, weights=w))
        seen = set()
        taken = []
        n = 0
        while not game.is_over and n < MAX_DECISIONS:
            d = game.decision
            st = game.state
            if d.kind == "main" and (st.turn, st.step) not in seen:
                seen.add((st.turn, st.step))
                taken.append((features(game, st.turn_player, w), st.turn_player))
            legal = game.legal_actions()
            if len(legal) > 1 and d.kind not in ("first", "redraw") and rng.random() < explore:
                a = legal[rng.below(len(legal))]
            else:
                a = bots[d.player].choose(DecisionContext(game))
            game.apply(a)
            n += 1
        winner = game.winner if game.is_over else "draw"
        if winner == "draw":
            continue
        for f, p in taken:
            rows.append((f, 1.0 if winner == p else 0.0, k))
    return rows


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1.0, iters: int = 60, nonneg: bool = True,
        prior: np.ndarray | None = None) -> np.ndarray:
    """Logistic regression without intercept on standardized features (Newton's method).
    ``nonneg``: every weight at least 0 (Newton steps on the free weights, the others held
    at 0): features that only go with a win by correlation (a bigger BP costs cores) must not
    teach the bot that a stronger Spirit is worse. ``prior``: the L2 penalty pulls toward these
    weights (the current ones) instead of 0, so little data moves them little."""
    scale = X.std(axis=0)
    scale[scale == 0] = 1.0
    Z = X / scale
    m = Z.shape[1]
    b0 = np.zeros(m) if prior is None else prior * scale
    beta = b0.copy()
    free = np.ones(m, dtype=bool)
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-np.clip(Z @ beta, -30, 30)))
        grad = Z.T @ (p - y) + l2 * (beta - b0)
        if nonneg:  # a weight at 0 whose gradient pushes it below 0 stays out
            free = ~((beta <= 0) & (grad > 0))
        H = (Z * (p * (1 - p))[:, None]).T @ Z + l2 * np.eye(m)
        step = np.zeros(m)
        step[free] = np.linalg.solve(H[np.ix_(free, free)], grad[free])
        new = beta - step
        if nonneg:
            new = np.maximum(new, 0.0)
        if np.abs(new - beta).max() < 1e-9:
            beta = new
            break
        beta = new
    return beta / scale


def loss_and_accuracy(X, y, beta) -> tuple[float, float]:
    """Log-loss and accuracy of the logistic model ``beta`` on ``X``, ``y`` (held-out games)."""
    z = np.clip(X @ beta, -30, 30)
    p = 1.0 / (1.0 + np.exp(-z))
    eps = 1e-9
    ll = -np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))
    acc = np.mean((p > 0.5) == (y > 0.5))
    return float(ll), float(acc)


def _symmetric(X, y):
    return np.vstack([X, -X]), np.concatenate([y, 1 - y])


def tune(fmt: str, games: int, seed: int, explore: float, l2: float, nonneg: bool = True):
    current = value_for(fmt)
    rows = self_play(fmt, games, seed, explore, weights_for(fmt))
    if not rows:
        raise SystemExit("no finished game: nothing to fit")
    X = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    test = np.array([r[2] % 4 == 3 for r in rows])
    Xtr, ytr = _symmetric(X[~test], y[~test])
    beta = fit(Xtr, ytr, l2, nonneg=nonneg)
    cur = np.array([getattr(current, k) for k in FEATURES]) / SCALE
    report = {"positions": len(rows), "held_out": int(test.sum()),
              "fitted": loss_and_accuracy(X[test], y[test], beta), "current": loss_and_accuracy(X[test], y[test], cur)}
    beta = fit(*_symmetric(X, y), l2, nonneg=nonneg)  # the weights written are fitted on every game
    kw = {k: round(float(b * SCALE), 3) for k, b in zip(FEATURES, beta)}
    for k in FIXED:
        kw[k] = getattr(current, k)
    return Weights(**kw), report


def write(path: str, fmt: str, w: Weights, note: str) -> None:
    """The file with the fitted ``value`` section (a ``weights`` section already there is kept)."""
    import os

    from engine.bots.weights import load_weights
    from engine.save import write_atomic

    lines = [f"# The bots' evaluation weights for {fmt}, fitted by bench/tune.py (do not edit by hand:",
             "# re-run the command below). Evaluation points; the search reads 350 points as one logistic unit.",
             "# value: the search's leaf value, a logistic model of the win chance fitted to self-play games.",
             f"ruleset: {fmt}", f"fitted: \"{note}\"", "value:"]
    lines += [f"  {k}: {v}" for k, v in w.as_dict().items()]
    if os.path.exists(path):
        kept = load_weights(path)["weights"]
        if kept.as_dict() != Weights().as_dict():
            lines.append("weights:")
            lines += [f"  {k}: {v}" for k, v in kept.as_dict().items()]
    write_atomic(path, "\n".join(lines) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.tune")
    ap.add_argument("--format", default="standard")
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--explore", type=float, default=0.05, help="share of random moves in self-play")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--signed", action="store_true", help="allow negative weights (by default each is at least 0)")
    ap.add_argument("-o", "--output", help="write the weights file (e.g. resources/bots/standard.yaml)")
    args = ap.parse_args(argv)
    w, rep = tune(args.format, args.games, args.seed, args.explore, args.l2, not args.signed)
    print(f"{rep['positions']} positions ({rep['held_out']} held out)")
    for k in ("current", "fitted"):
        ll, acc = rep[k]
        print(f"  {k:8s} weights: held-out log-loss {ll:.4f}, accuracy {acc:.3f}")
    for k in FEATURES:
        print(f"  {k:12s} {getattr(w, k):10.3f}")
    if args.output:
        note = (f"python -m bench.tune --format {args.format} --games {args.games} --seed {args.seed} "
                f"--explore {args.explore} --l2 {args.l2}" + (" --signed" if args.signed else ""))
        write(args.output, args.format, w, note)
        print(f"written: {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
