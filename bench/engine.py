"""Engine speed: decisions per second of random self-play, games per second, and the
time of ``clone()`` / ``view_for()`` on a mid-game state.

    python -m bench.engine [--games 300] [--seed 0] [--format saga|dbscg]

Targets (2-core machine): at least 20,000 decisions/s (Saga, ``--format saga`` with its own
decks: at least 10,000); clone under 30 µs.
"""
from __future__ import annotations

import argparse
import time
import timeit

from engine.bots import DecisionContext, RandomBot
from engine.deck import format_decks
from engine.game import Game


TARGET = {"standard": 20_000, "saga": 10_000, "eternal": 10_000, "dbscg": 10_000}  # decisions per second


def self_play(games: int, seed: int, fmt: str = "standard") -> dict:
    decks = list(format_decks(fmt).values())
    decisions = 0
    t0, c0 = time.perf_counter(), time.process_time()
    for k in range(games):
        a, b = decks[k % len(decks)], decks[(k + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=seed + k, ruleset=fmt)
        bots = (RandomBot(seed + 2 * k + 1), RandomBot(seed + 2 * k + 2))
        while not game.is_over:
            ctx = DecisionContext.for_bot(bots[game.decision.player], game)
            game.apply(bots[ctx.player].choose(ctx))
            decisions += 1
    seconds = time.perf_counter() - t0
    cpu = time.process_time() - c0  # this process's CPU time: the figure on a shared, loaded machine
    return {"games": games, "decisions": decisions, "seconds": seconds, "cpu_seconds": cpu,
            "games_per_s": games / seconds, "decisions_per_s": decisions / seconds,
            "decisions_per_cpu_s": decisions / cpu if cpu else 0.0}


def mid_game(seed: int = 7, decisions: int = 150, fmt: str = "standard") -> Game:
    decks = list(format_decks(fmt).values())
    game = Game.new(decks[0].cards, decks[1].cards, seed=seed, ruleset=fmt)
    bot = RandomBot(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.apply(bot.choose(DecisionContext(game)))
    return game


def clone_us(game: Game, n: int = 20000) -> tuple[float, float]:
    c = min(timeit.repeat(game.clone, number=n, repeat=3)) / n * 1e6
    v = min(timeit.repeat(lambda: game.view_for(0), number=n, repeat=3)) / n * 1e6
    return c, v


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.engine")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--format", default="standard", help="the ruleset, with its own decks (default: standard)")
    args = ap.parse_args(argv)
    r = self_play(args.games, args.seed, args.format)
    g = mid_game(fmt=args.format)
    c, v = clone_us(g)
    st = g.state
    print(f"random self-play ({args.format}): {r['games']} games, {r['decisions']} decisions in {r['seconds']:.2f} s")
    print(f"  decisions per second: {r['decisions_per_s']:,.0f}   (target >= {TARGET.get(args.format, 20_000):,})")
    print(f"  decisions per CPU second: {r['decisions_per_cpu_s']:,.0f}   (the same, when other programs share the cores)")
    print(f"  games per second:     {r['games_per_s']:,.1f}")
    print(f"clone() on a mid-game state (turn {st.turn}, {sum(len(p.field) for p in st.players)} field cards): "
          f"{c:.1f} us   (target < 30 us)")
    print(f"view_for(): {v:.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
