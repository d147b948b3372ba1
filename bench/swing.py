"""How many games the players' decisions still decide: the same arena games (seeds, decks, seats, shuffles) played
by a few copies of one bot that differ only in their own seed, each against the same opponent. A game all copies
win, or all lose, was decided by the deal for players of this level; the others are *open*. A bot that is to win
a share ``p`` of the games against the opponent must win enough open games:

    python -m bench.swing [--bot hard] [--opponent hard] [--copies 3] [--games 40] [--first-game 0] [--format F]

It prints the games won by every copy, lost by every copy, the open ones, how often two copies agree, and the
most a bot could win if it won every open game and the others fell as they did (a bound for this level's
players, not for a much stronger one, who could turn some of the dealt games too).
"""
from __future__ import annotations

import argparse
import itertools

from app.arena import _pairs, game_plan, play_game
from engine.bots import make_bot
from engine.rulesets import get_ruleset

COPY_SEED = 1_000_003  # copy c of the bot plays with the arena's seed + c * COPY_SEED (copy 0: the arena's own)


def results(bot: str, opponent: str, copies: int, games: int, first: int = 0, fmt: str = "standard",
            seed: int = 0) -> list[list[float]]:
    """``[game][copy]``: 1 when that copy of ``bot`` won game ``first + game`` against ``opponent``, 0 lost, .5 drawn."""
    rs = get_ruleset(fmt)
    pairs = _pairs(rs.name, None, None)
    out = []
    for k in range(first, first + games):
        (seed_a, seed_b), decks, game_seed, swapped = game_plan(k, seed, pairs)
        row = []
        for c in range(copies):
            a = make_bot(bot, seed=seed_a + c * COPY_SEED, ruleset=rs)
            b = make_bot(opponent, seed=seed_b, ruleset=rs)
            winner, _ = play_game((b, a) if swapped else (a, b), decks, game_seed, None, None, rs)
            mine = 1 if swapped else 0
            row.append(0.5 if winner == "draw" else (1.0 if winner == mine else 0.0))
        out.append(row)
    return out


def summary(rows: list[list[float]]) -> dict:
    won = sum(1 for r in rows if all(x == 1.0 for x in r))
    lost = sum(1 for r in rows if all(x == 0.0 for x in r))
    open_ = len(rows) - won - lost
    pairs = [(i, j) for i, j in itertools.combinations(range(len(rows[0]) if rows else 0), 2)]
    agree = [sum(r[i] == r[j] for r in rows) / len(rows) for i, j in pairs] if rows else []
    return {"games": len(rows), "won_by_all": won, "lost_by_all": lost, "open": open_,
            "agreement": (min(agree), max(agree)) if agree else (1.0, 1.0),
            "win_rate": sum(sum(r) / len(r) for r in rows) / len(rows) if rows else 0.0,
            "bound": (won + open_) / len(rows) if rows else 0.0}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.swing")
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--opponent", default="hard")
    ap.add_argument("--copies", type=int, default=3)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first-game", type=int, default=0)
    ap.add_argument("--format", default="standard")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.copies < 2 or args.games < 1:
        ap.error("--copies 2 or more and --games 1 or more")
    try:
        rows = results(args.bot, args.opponent, args.copies, args.games, args.first_game, args.format, args.seed)
    except KeyError as e:
        ap.error(e.args[0])
    s = summary(rows)
    lo, hi = s["agreement"]
    print(f"{args.copies} copies of {args.bot} against {args.opponent}, games {args.first_game}-"
          f"{args.first_game + args.games - 1} of the arena ({args.format}, --seed {args.seed}):")
    print(f"  won by every copy {s['won_by_all']}, lost by every copy {s['lost_by_all']}, open {s['open']} "
          f"(two copies agree on {lo:.0%}-{hi:.0%} of the games)")
    print(f"  the copies' mean win rate {s['win_rate']:.1%}; winning every open game would give {s['bound']:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
