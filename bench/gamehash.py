"""A fingerprint of many seeded games: play N games and hash every action and every event (kind, player,
cards, words). Two versions of the engine that print the same hash play those games identically (used to
check that a refactoring changes no game); with ``--bots``, two versions of the bots that print the same
hash choose the same moves (used to check that a faster search plays the same games), and the command also
prints the CPU time and the search's playouts per CPU second.

    python -m bench.gamehash [--games 200] [--seed 0] [--format standard] [--bots random,random]
    python -m bench.gamehash --games 4 --bots hard,normal --format saga
"""
from __future__ import annotations

import argparse
import hashlib
import time

from engine.bots import DecisionContext, make_bot
from engine.deck import play_decks
from engine.game import Game
from engine.rulesets import get_ruleset

RANDOM = ("random", "random")


def fingerprint(games: int, seed: int, bots: tuple = RANDOM, fmt: str = "standard", stats: dict | None = None,
                **new_game) -> str:
    """The hash of ``games`` games (game k: the decks k and k+1 of the format's built-in decks, seed
    ``seed + k``) between ``bots`` (level names; each sees only its view, as at the table).
    ``stats``, when given, gets the CPU seconds and the search bots' playouts."""
    decks = list(play_decks(fmt).values())
    ruleset = get_ruleset(fmt)
    h = hashlib.sha256()
    t0 = time.process_time()
    playouts = 0
    for k in range(games):
        a, b = decks[k % len(decks)], decks[(k + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=seed + k, ruleset=ruleset.name, **new_game)
        players = tuple(make_bot(name, seed=seed + 2 * k + 1 + i, ruleset=ruleset) for i, name in enumerate(bots))
        for e in game.events:
            h.update(repr((e.kind, e.player, tuple(e.cards), e.text)).encode())
        while not game.is_over:
            bot = players[game.decision.player]
            action = bot.choose(DecisionContext.for_bot(bot, game))
            h.update(action.text().encode())
            for e in game.apply(action):
                h.update(repr((e.kind, e.player, tuple(e.cards), e.text)).encode())
        h.update(repr(game.winner).encode())
        playouts += sum(getattr(p, "total_iterations", 0) for p in players)
    if stats is not None:
        stats.update(cpu_s=time.process_time() - t0, playouts=playouts)
    return h.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.gamehash")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--format", default="standard", help="the ruleset the games are played under")
    ap.add_argument("--bots", default="random,random", help="the two bots, by level name (default random,random)")
    args = ap.parse_args(argv)
    bots = tuple(args.bots.split(","))
    if len(bots) != 2:
        ap.error("--bots names two bots: A,B")
    stats: dict = {}
    h = fingerprint(args.games, args.seed, bots, args.format, stats)
    print(f"{args.games} {args.format} games from seed {args.seed}, {bots[0]} against {bots[1]}: {h}")
    if bots != RANDOM:
        cpu = stats["cpu_s"]
        line = f"CPU {cpu:.1f} s"
        if stats["playouts"]:
            line += f"; {stats['playouts']} playouts, {stats['playouts'] / cpu:.0f} a CPU second"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
