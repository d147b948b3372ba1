"""How far the search is from perfect information: the arena's games of ``hard`` against
``normal``, replayed with a search that sees every hidden card.

    python -m bench.ceiling [--games 100] [--first-game 0] [--seed 0] [--format standard]

The *seeing* search is ``hard`` (the same candidates, playouts, budget and value) handed the
real game instead of its view: it knows the opponent's Hand and the order of both Decks, so
its samples are the real game and every playout draws the cards that will be drawn. No level
can play so (a bot is only ever handed its view, ``engine.bots.base``); it exists here, in a
benchmark, to bound what a search of this kind could win with these decks. The games are the
arena's (``spirit-table arena --p1 bot:hard --p2 bot:normal``: the same seeds, decks and
seats by game number), so the two win rates compare game for game. Prints the rate with
its 95% interval and, with ``--json``, each game's result.
"""
from __future__ import annotations

import argparse
import json

from app.arena import deck_pairs, game_plan, wilson
from engine.bots import DecisionContext, make_bot
from engine.bots.search import SearchBot
from engine.deck import play_decks
from engine.game import Game
from engine.rulesets import get_ruleset

MAX_DECISIONS = 4000  # as the arena: a game that runs longer is a draw


class SeeingSearch(SearchBot):
    """``hard`` with perfect information (benchmark only): every sample is the real game."""

    name = "seeing"

    def _model(self, view, me):
        return None

    def _sample(self, view, me, model, rng):
        return view.clone()  # the real game: the view handed over is the game itself


def play(k: int, seed: int, ruleset, pairs, **budget) -> float:
    """Game ``k`` of the arena with the seeing search as its first bot: 1, 0 or 0.5 (``budget``:
    the search's keywords, smaller for tests)."""
    (seed_a, seed_b), decks, game_seed, swapped = game_plan(k, seed, pairs)
    seeing = SeeingSearch(seed=seed_a, **budget)
    other = make_bot("normal", seed=seed_b, ruleset=ruleset)
    bots = (other, seeing) if swapped else (seeing, other)
    game = Game.new(decks[0].cards, decks[1].cards, seed=game_seed, ruleset=ruleset)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        bot = bots[game.decision.player]
        if bot is seeing:
            ctx = DecisionContext(game, with_view=False)
            ctx.view = game.clone()  # what no level is ever handed
        else:
            ctx = DecisionContext.for_bot(bot, game)
        game.apply(bot.choose(ctx))
    w = game.winner
    if w is None or w == "draw":
        return 0.5
    return 1.0 if bots[w] is seeing else 0.0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.ceiling")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first-game", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--format", default="standard")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    ruleset = get_ruleset(args.format)
    if ruleset.bot_module is not None:
        ap.error(f"{ruleset.name} has its own bots: the ceiling is measured for the Battle Spirits search")
    pairs = deck_pairs(list(play_decks(ruleset.name).values()))
    results = {}
    for k in range(args.first_game, args.first_game + args.games):
        results[k] = play(k, args.seed, ruleset, pairs)
    n, won = len(results), sum(results.values())
    lo, hi = wilson(won, n)
    if args.json:
        print(json.dumps({"format": ruleset.name, "first_game": args.first_game, "games": n, "seed": args.seed,
                          "win_rate": round(won / n, 4) if n else 0.0, "ci95": [lo, hi],
                          "results": {str(k): r for k, r in results.items()}}))
    else:
        print(f"hard with perfect information against normal, games {args.first_game}-{args.first_game + n - 1} "
              f"({ruleset.name}): {won / n:.1%} ({lo:.1%}-{hi:.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
