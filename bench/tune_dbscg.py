"""Fit the Dragon Ball Super Card Game search's value model to self-play outcomes.

    python -m bench.tune_dbscg --games 1200 --seed 0 [--explore 0.1] [--l2 1.0] [-o resources/bots/dbscg.yaml]

1. **Self-play.** ``greedy`` scoring its moves with the current value model (``--policy fitted``, the default;
   ``--policy greedy``: the hand-written evaluation) plays itself across the game's built-in decks (every pairing, seats swapped); one
   move in ``--explore`` is a uniformly random legal one, so the positions cover more than one line of play. At
   the first decision of each Main Phase the position's ``features`` (``engine.dbscg.bot_eval``: each player's
   numbers less the other's, and whose turn it is) are recorded from both players' sides, with who won.
2. **Fit.** A logistic regression (numpy, Newton's method with a small L2 penalty, no intercept: the features are
   differences, so the model is symmetric) predicts the winner. Its coefficients are the weights of
   ``bot_eval.win_chance``, the search's leaf value.
3. **Check.** The held-out quarter of the games gives the log-loss and accuracy of the fitted weights and of the
   current ones; the file is written only with ``-o``.
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

from app.arena import deck_pairs
from bench.tune import loss_and_accuracy
from engine.bots import DecisionContext
from engine.dbscg.bot_eval import FEATURES, features, value_points, value_weights
from engine.dbscg.bot_eval import evaluate
from engine.dbscg.bots import DbGreedy
from engine.deck import format_decks
from engine.game import Game
from engine.rng import Rng

MAX_DECISIONS = 3000


def self_play(games: int, seed: int, explore: float, fitted: bool = True):
    """[(features, won, game index)] from the Main Phase positions of self-play games."""
    pairs = deck_pairs(list(format_decks("dbscg").values()))
    rng = Rng(seed ^ 0x5EED)
    rows = []
    for k in range(games):
        da, db = pairs[k % len(pairs)]
        if k % 2:
            da, db = db, da
        game = Game.new(da.cards, db.cards, seed=seed + k, ruleset="dbscg")
        bots = tuple(DbGreedy(seed=2 * k + 1 + i, value=value_points if fitted else evaluate) for i in (0, 1))
        seen, taken, n = set(), [], 0
        while not game.is_over and n < MAX_DECISIONS:
            d = game.decision
            st = game.state
            if d.kind == "main" and st.turn not in seen:
                seen.add(st.turn)
                taken.append((features(game, 0), features(game, 1)))
            legal = game.legal_actions()
            if explore and len(legal) > 1 and rng.below(1000) < explore * 1000:
                a = legal[rng.below(len(legal))]
            else:
                a = bots[d.player].choose(DecisionContext.for_bot(bots[d.player], game))
            game.apply(a)
            n += 1
        if game.winner not in (0, 1):
            continue
        for f0, f1 in taken:
            rows.append((f0, 1.0 if game.winner == 0 else 0.0, k))
            rows.append((f1, 1.0 if game.winner == 1 else 0.0, k))
    return rows


def fit(x: np.ndarray, y: np.ndarray, l2: float, iters: int = 30) -> np.ndarray:
    w = np.zeros(x.shape[1])
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        g = x.T @ (p - y) + l2 * w
        h = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(h, g)
        w -= step
        if np.max(np.abs(step)) < 1e-7:
            break
    return w


def write(path: str, w, command: str) -> None:
    from engine.save import write_atomic

    lines = ["# The DBSCG search's value model, fitted by bench/tune_dbscg.py (do not edit by hand: re-run the",
             "# command below). A logistic model of the win chance over engine.dbscg.bot_eval.features.",
             "ruleset: dbscg", f'fitted: "{command}"', "value:"]
    lines += [f"  {k}: {round(float(v), 4)}" for k, v in zip(FEATURES, w)]
    write_atomic(path, "\n".join(lines) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.tune_dbscg")
    ap.add_argument("--games", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--explore", type=float, default=0.1)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--policy", choices=("fitted", "greedy"), default="fitted")
    ap.add_argument("-o", "--out")
    args = ap.parse_args(argv)
    rows = self_play(args.games, args.seed, args.explore, args.policy == "fitted")
    if not rows:
        print("no finished games", file=sys.stderr)
        return 1
    x = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    test = np.array([r[2] % 4 == 3 for r in rows])
    w = fit(x[~test], y[~test], args.l2)
    old = np.array(value_weights(), dtype=float)
    print(f"{len(rows)} positions from {args.games} games ({int(test.sum())} held out)")
    for name, ws in (("fitted", w), ("current", old)):
        loss, acc = loss_and_accuracy(x[test], y[test], ws)
        print(f"  {name:8s} held-out log-loss {loss:.4f}, accuracy {acc:.3f}")
    for k, v in zip(FEATURES, w):
        print(f"  {k:14s} {v:+.4f}")
    if args.out:
        w = fit(x, y, args.l2)  # the file: every game
        cmd = (f"python -m bench.tune_dbscg --games {args.games} --seed {args.seed} --explore {args.explore} "
               f"--l2 {args.l2} --policy {args.policy}")
        write(args.out, w, cmd)
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
