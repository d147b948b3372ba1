"""Bot speed: the search's iterations (playouts) per second and its time per decision,
and the greedy bot's time per decision, over a few games against ``greedy``.

    python -m bench.bots [--games 4] [--seed 0] [--bot hard]

Targets (2-core machine, default ``search`` level): at most 1.0 s per decision on
median and 2.5 s at the 95th percentile. Strength is measured by the arena:
``spirit-table arena --p1 bot:hard --p2 bot:normal --games 100 --json``, and the ladder
``spirit-table arena --ladder random easy normal hard --games 20``.
"""
from __future__ import annotations

import argparse
import statistics
import time

from app.arena import deck_pairs
from engine.bots import DecisionContext, make_bot
from engine.deck import builtin_decks
from engine.game import Game


def _pct(v, q):
    s = sorted(v)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def run(bot_name: str, games: int, seed: int) -> dict:
    pairs = deck_pairs(list(builtin_decks().values()))
    times, cpu_times, searched, greedy_times, iters = [], [], [], [], []
    choice_times, choice_cpu = [], []  # decisions with more than one legal action (the targets' "real choice")
    searched_s = searched_cpu = 0.0
    for k in range(games):
        bot = make_bot(bot_name, seed=seed + 2 * k + 1)
        other = make_bot("greedy", seed=seed + 2 * k + 2)
        da, db = pairs[k % len(pairs)]
        seats = (bot, other) if k % 2 == 0 else (other, bot)
        game = Game.new((da if k % 2 == 0 else db).cards, (db if k % 2 == 0 else da).cards, seed=seed + k)
        while not game.is_over:
            ctx = DecisionContext(game)
            b = seats[ctx.player]
            t0, c0 = time.perf_counter(), time.process_time()
            a = b.choose(ctx)
            dt = time.perf_counter() - t0
            if b is bot:
                times.append(dt)
                cpu_times.append(time.process_time() - c0)
                if len(ctx.legal) > 1:
                    choice_times.append(dt)
                    choice_cpu.append(cpu_times[-1])
                n = getattr(bot, "last_iterations", 0)
                if n:
                    iters.append(n)
                    searched.append(dt)
                    searched_s += dt
                    searched_cpu += cpu_times[-1]
            else:
                greedy_times.append(dt)
            game.apply(a)
    return {"times": times, "cpu_times": cpu_times, "searched": searched, "greedy_times": greedy_times,
            "iterations": iters, "searched_s": searched_s, "searched_cpu": searched_cpu,
            "choice_times": choice_times, "choice_cpu": choice_cpu}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.bots")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bot", default="hard")
    args = ap.parse_args(argv)
    r = run(args.bot, args.games, args.seed)
    t, it, searched = r["times"], r["iterations"], r["searched"]
    print(f"{args.bot} against greedy, {args.games} games: {len(t)} decisions, {len(it)} searched")
    if it:
        total = sum(it)
        print(f"  iterations (playouts) per second: {total / r['searched_s']:,.0f}   "
              f"({total} in {r['searched_s']:.1f} s; "
              f"{statistics.fmean(it):.0f} per searched decision)")
        if r["searched_cpu"]:
            print(f"  per CPU second (what a busy machine does not inflate): {total / r['searched_cpu']:,.0f}")
    if t:
        print(f"  time per decision: mean {statistics.fmean(t):.3f} s, median {statistics.median(t):.3f} s, "
              f"p95 {_pct(t, 0.95):.3f} s, max {max(t):.3f} s   (targets: median <= 1.0 s, p95 <= 2.5 s)")
    if searched:
        print(f"  searched decisions only: median {statistics.median(searched):.3f} s, "
              f"p95 {_pct(searched, 0.95):.3f} s")
    c = r["cpu_times"]
    if c:
        print(f"  CPU time per decision (what a busy machine does not inflate): "
              f"median {statistics.median(c):.3f} s, p95 {_pct(c, 0.95):.3f} s")
    ct, cc = r["choice_times"], r["choice_cpu"]
    if ct:
        print(f"  decisions with a choice ({len(ct)}): median {statistics.median(ct):.3f} s, p95 {_pct(ct, 0.95):.3f} s wall; "
              f"median {statistics.median(cc):.3f} s, p95 {_pct(cc, 0.95):.3f} s CPU   (targets: median <= 1.0 s, p95 <= 2.5 s)")
    g = r["greedy_times"]
    if g:
        print(f"greedy time per decision: mean {statistics.fmean(g) * 1000:.2f} ms, "
              f"median {statistics.median(g) * 1000:.2f} ms, p95 {_pct(g, 0.95) * 1000:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
