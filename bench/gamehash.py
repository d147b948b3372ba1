"""A fingerprint of many seeded games: play N games with random bots and hash every action and
every event (kind, player, cards, words). Two versions of the engine that print the same hash play
those games identically (used to check that a refactoring changes no game).

    python -m bench.gamehash [--games 200] [--seed 0] [--format standard]
"""
from __future__ import annotations

import argparse
import hashlib

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.game import Game


def fingerprint(games: int, seed: int, **new_game) -> str:
    decks = list(builtin_decks().values())
    h = hashlib.sha256()
    for k in range(games):
        a, b = decks[k % len(decks)], decks[(k + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=seed + k, **new_game)
        bots = (RandomBot(seed + 2 * k + 1), RandomBot(seed + 2 * k + 2))
        for e in game.events:
            h.update(repr((e.kind, e.player, tuple(e.cards), e.text)).encode())
        while not game.is_over:
            ctx = DecisionContext(game)
            action = bots[ctx.player].choose(ctx)
            h.update(action.text().encode())
            for e in game.apply(action):
                h.update(repr((e.kind, e.player, tuple(e.cards), e.text)).encode())
        h.update(repr(game.winner).encode())
    return h.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.gamehash")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print(f"{args.games} games from seed {args.seed}: {fingerprint(args.games, args.seed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
