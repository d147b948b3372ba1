"""``spirit-table arena --ladder BOT BOT ...``: a round-robin between bots, and a ladder of ratings.

Every pair of bots plays ``--games`` games (``app.arena.run_arena``: seats swapped every game,
the built-in decks in rotation, the same seeds for every pair). The ratings are Elo-style: a
Bradley-Terry model fitted by maximum likelihood to every game (a draw counts half a win for
each), on the Elo scale (400 points: 10 to 1 odds), the first bot named anchored at 0 unless
``--anchor`` names another (a level's rating reads as its distance above that one). The 95%
intervals come from the model's Fisher information (the rating's standard error against the
anchor, times 1.96). A perfect score has no finite rating: one virtual draw against each
opponent it played (a common prior) keeps every rating finite.
"""
from __future__ import annotations

import json
import math

from .arena import parse_bot, run_arena

ELO = 400.0 / math.log(10.0)  # Elo points per natural-log unit of odds


def _name(spec: str) -> str:
    return parse_bot(spec) if spec.startswith("bot:") else spec


def fit_ratings(names: list[str], results: dict, anchor: int = 0, prior: float = 1.0) -> tuple[list, list]:
    """(ratings, standard errors) in Elo points. ``results[(i, j)] = (score of i, games)`` for i < j.
    ``prior``: virtual draws added to each pair that played (keeps perfect scores finite)."""
    n = len(names)
    pairs = []
    for (i, j), (s, g) in results.items():
        if g:
            pairs.append((i, j, s + prior / 2, g + prior))
    r = [0.0] * n  # natural-log units
    for _ in range(200):  # Newton's method on the free ratings (the anchor fixed at 0)
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for i, j, s, g in pairs:
            p = 1.0 / (1.0 + math.exp(r[j] - r[i]))
            d = s - g * p
            grad[i] += d
            grad[j] -= d
            h = g * p * (1 - p)
            hess[i][i] += h
            hess[j][j] += h
            hess[i][j] -= h
            hess[j][i] -= h
        free = [k for k in range(n) if k != anchor and hess[k][k] > 0]
        if not free:
            break
        H = [[hess[a][b] for b in free] for a in free]
        step = _solve(H, [grad[a] for a in free])
        for a, x in zip(free, step):
            r[a] += x
        if max(abs(x) for x in step) < 1e-10:
            break
    # covariance: the inverse of the information on the free ratings
    hess = [[0.0] * n for _ in range(n)]
    for i, j, s, g in pairs:
        p = 1.0 / (1.0 + math.exp(r[j] - r[i]))
        h = g * p * (1 - p)
        hess[i][i] += h
        hess[j][j] += h
        hess[i][j] -= h
        hess[j][i] -= h
    free = [k for k in range(n) if k != anchor and hess[k][k] > 0]
    se = [0.0] * n
    if free:
        inv = _inverse([[hess[a][b] for b in free] for a in free])
        for x, a in enumerate(free):
            se[a] = math.sqrt(max(0.0, inv[x][x]))
    base = r[anchor]
    return [ELO * (v - base) for v in r], [ELO * v for v in se]


def _solve(A, b):
    inv = _inverse(A)
    return [sum(inv[i][k] * b[k] for k in range(len(b))) for i in range(len(b))]


def _inverse(A):
    """Gauss-Jordan inverse of a small positive definite matrix."""
    n = len(A)
    M = [list(map(float, row)) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(A)]
    for c in range(n):
        p = max(range(c, n), key=lambda k: abs(M[k][c]))
        M[c], M[p] = M[p], M[c]
        piv = M[c][c] or 1e-12
        M[c] = [x / piv for x in M[c]]
        for k in range(n):
            if k != c and M[k][c]:
                f = M[k][c]
                M[k] = [x - f * y for x, y in zip(M[k], M[c])]
    return [row[n:] for row in M]


def run_ladder(specs: list[str], games: int, seed: int, fmt: str = "standard", anchor: str | None = None,
               progress=None, jobs: int = 1) -> dict:
    names = [_name(s) for s in specs]
    if len(names) < 2 or len(set(names)) != len(names):
        raise ValueError("a ladder needs two bots or more, each named once")
    a = names.index(_name(anchor)) if anchor else 0
    results, matches = {}, []
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            m = run_arena(f"bot:{names[i]}", f"bot:{names[j]}", games, seed, timing=False, fmt=fmt, jobs=jobs)
            s = m["wins"]["p1"] + m["draws"] / 2
            results[(i, j)] = (s, games)
            matches.append({"p1": names[i], "p2": names[j], "games": games, "score_p1": s,
                            "rate_p1": m["win_rate"]["p1"]["rate"], "ci95_p1": m["win_rate"]["p1"]["ci95"],
                            "seconds": m["seconds"]})
            if progress:
                progress(matches[-1])
    ratings, se = fit_ratings(names, results, a)
    rows = []
    for k, nm in enumerate(names):
        played = [(s if i == k else g - s, g) for (i, j), (s, g) in results.items() if k in (i, j)]
        score = sum(x for x, _ in played)
        total = sum(g for _, g in played)
        rows.append({"bot": nm, "elo": round(ratings[k], 1),
                     "ci95": [round(ratings[k] - 1.96 * se[k], 1), round(ratings[k] + 1.96 * se[k], 1)],
                     "games": total, "score": round(score / total, 4) if total else 0.0})
    rows.sort(key=lambda r: -r["elo"])
    return {"format": fmt, "games_per_pair": games, "seed": seed, "anchor": names[a], "ladder": rows,
            "matches": matches}


def format_ladder(r: dict) -> str:
    lines = [f"ladder ({r['format']}, {r['games_per_pair']} games a pair, seats swapped, seed {r['seed']}; "
             f"Elo-style ratings, {r['anchor']} = 0, 95% intervals)",
             f"{'rank':>4}  {'bot':<12}{'Elo':>8}  {'95% interval':<18}{'games':>6}  score"]
    for k, row in enumerate(r["ladder"], 1):
        lo, hi = row["ci95"]
        iv = "(anchor)" if row["bot"] == r["anchor"] else f"{lo:+.0f} to {hi:+.0f}"
        lines.append(f"{k:>4}  {row['bot']:<12}{row['elo']:>+8.0f}  {iv:<18}{row['games']:>6}  {100 * row['score']:.0f}%")
    lines.append("matches:")
    for m in r["matches"]:
        lo, hi = m["ci95_p1"]
        lines.append(f"  {m['p1']} vs {m['p2']}: {100 * m['rate_p1']:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%) "
                     f"over {m['games']} games")
    return "\n".join(lines)


def main(args) -> int:
    r = run_ladder(args.ladder, args.games, args.seed, getattr(args, "format", None) or "standard",
                   getattr(args, "anchor", None), jobs=getattr(args, "jobs", 1) or 1)
    print(json.dumps(r, separators=(", ", ": ")) if args.json else format_ladder(r))
    return 0
