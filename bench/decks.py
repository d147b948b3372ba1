"""How fair the built-in decks are: every pairing of a ruleset's decks played between two bots of
the same level, and each deck's share of wins against the field.

    python -m bench.decks [--format standard] [--bot normal] [--games 20] [--seed 0] [--jobs 2] [--json]

``--games`` is per pairing (an even number: each deck sits in each seat equally often). Every game
has its own seed (game k of the i-th pairing: ``seed + i * games + k``), so no shuffle or choice of
who goes first is shared between pairings. Both seats are played by the same level, so what
differs is only the deck. A deck far from 50% makes every game it is in lopsided, whoever plays
it; the arena's bot-against-bot figures are played across these decks (``app.arena.deck_pairs``).
"""
from __future__ import annotations

import argparse
import itertools
import json
from concurrent.futures import ProcessPoolExecutor

from app.arena import play_game, wilson
from engine.bots import make_bot
from engine.deck import play_decks
from engine.rulesets import get_ruleset


def ruleset_decks(fmt: str) -> dict:
    """The built-in decks a ruleset's games are played with, by file stem (``engine.deck.play_decks``)."""
    return play_decks(get_ruleset(fmt).name)


def score(rs, bot: str, deck_a, deck_b, games: int, seed: int) -> float:
    """``deck_a``'s score in ``games`` games against ``deck_b``, both played by the level ``bot`` of
    ruleset ``rs`` (another game brings its own bots, ``make_bot``): seats alternate, game k has
    the seed ``seed + k``; a draw counts half."""
    total = 0.0
    for k in range(games):
        s = seed + k
        bots = (make_bot(bot, seed=2 * s + 1, ruleset=rs), make_bot(bot, seed=2 * s + 2, ruleset=rs))
        a_seat = k % 2
        winner, _ = play_game(bots, (deck_a, deck_b) if a_seat == 0 else (deck_b, deck_a), s, ruleset=rs)
        total += 0.5 if winner == "draw" else float(winner == a_seat)
    return total


def _pairing(job: tuple) -> tuple:
    """Games of one pairing: (stem a, stem b, a's score, games)."""
    fmt, bot, a, b, games, seed = job  # seed: this pairing's first game
    decks = ruleset_decks(fmt)
    return a, b, score(get_ruleset(fmt), bot, decks[a], decks[b], games, seed), games


def run(fmt: str = "standard", bot: str = "normal", games: int = 20, seed: int = 0, jobs: int = 2,
        stems=None) -> dict:
    """Every unordered pairing of the format's decks (or of ``stems``), ``games`` games each."""
    stems = sorted(stems or ruleset_decks(fmt))
    work = [(fmt, bot, a, b, games, seed + i * games) for i, (a, b) in enumerate(itertools.combinations(stems, 2))]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_pairing, work))
    else:
        results = [_pairing(j) for j in work]
    names = {s: d.name for s, d in ruleset_decks(fmt).items()}
    matchups = {}
    total = {s: [0.0, 0] for s in stems}
    for a, b, score, n in results:
        matchups[f"{a}|{b}"] = round(score / n, 4)
        total[a][0] += score
        total[a][1] += n
        total[b][0] += n - score
        total[b][1] += n
    decks = {s: {"name": names[s], "score": w, "games": n, "rate": round(w / n, 4), "ci95": wilson(w, n)}
             for s, (w, n) in total.items()}
    return {"format": fmt, "bot": bot, "games_per_pairing": games, "seed": seed, "decks": decks,
            "matchups": matchups}


def lopsided(result: dict, limit: float = 0.75) -> list[tuple[str, str, float]]:
    """Pairings one deck wins at least ``limit`` of (the winner first), most lopsided first."""
    out = []
    for key, r in result["matchups"].items():
        a, b = key.split("|")
        out.append((a, b, r) if r >= 0.5 else (b, a, 1 - r))
    return sorted((m for m in out if m[2] >= limit), key=lambda m: -m[2])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.decks", description=__doc__.split("\n\n")[0])
    ap.add_argument("--format", default="standard")
    ap.add_argument("--bot", default="normal", help="the level that plays both seats (default normal)")
    ap.add_argument("--games", type=int, default=20, help="games per pairing (even; default 20)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.games < 2 or args.games % 2:
        ap.error("--games must be an even number of at least 2 (each deck plays each seat equally)")
    r = run(args.format, args.bot, args.games, args.seed, args.jobs)
    if args.json:
        print(json.dumps(r, indent=1))
        return 0
    rows = sorted(r["decks"].values(), key=lambda d: -d["rate"])
    print(f"{args.format}: {args.bot} against {args.bot}, {args.games} games a pairing, seed {args.seed}")
    print(f"{'deck':28} {'against the field':>18}  95% interval")
    for d in rows:
        lo, hi = d["ci95"]
        print(f"{d['name']:28} {d['rate']:>17.1%}  {lo:.1%}–{hi:.1%}")
    spread = rows[0]["rate"] - rows[-1]["rate"]
    print(f"spread (best − worst): {spread:.1%}")
    bad = lopsided(r)
    names = {s: d["name"] for s, d in r["decks"].items()}
    print(f"pairings won ≥ 75% by one deck: {len(bad)} of {len(r['matchups'])}")
    for a, b, rate in bad[:12]:
        print(f"  {names[a]} beats {names[b]}: {rate:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
