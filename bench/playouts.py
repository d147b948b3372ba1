"""What one playout costs under each playout policy, on the same samples: the playouts per CPU second and the
decisions of a playout, for uniformly random moves, the rule-of-thumb policy and the greedy one (the default).

    python -m bench.playouts [--games 8] [--seed 0] [--format standard] [--samples 3]

Positions: the Main Steps of games between two ``normal`` bots (about one in three, chosen by a seeded draw).
At each, ``--samples`` determinizations of the turn player's view (as the search draws them); on each sample
one playout a policy, from the same copy with the same luck, to the search's horizon (the player's Main Step
two turns of its own later, ``SearchBot._stop_turn``). What the figures tell apart:

- ``uniform``: a uniformly random one of the plays the engine lists (``rollout_legal`` in a Main Step, every
  legal action elsewhere): the engine alone, what the issue's first playouts were (no policy cost at all);
- ``fast``: ``SearchBot(playout="fast")``, the rule-of-thumb policy (``policy.fast_action``);
- ``greedy``: ``SearchBot()``'s playouts, both sides moving as ``normal`` (``policy.greedy_move``).

CPU time (``time.process_time``), so other work on the machine does not inflate it.
"""
from __future__ import annotations

import argparse
import time

from engine.bots import DecisionContext, make_bot
from engine.bots.determinize import OpponentModel, determinize
from engine.bots.search import PLAYOUT_LIMIT, SearchBot, rollout_legal
from engine.deck import play_decks
from engine.game import Game
from engine.rng import Rng
from engine.rulesets import get_ruleset

POLICIES = ("uniform", "fast", "greedy")


def uniform_playout(g, stop_turn: int, rng: Rng) -> int:
    """Uniformly random moves up to the horizon; the decisions played."""
    n = 0
    while n < PLAYOUT_LIMIT:
        d = g.decision
        if d is None or (d.kind == "main" and g.state.turn >= stop_turn):
            break
        legal = rollout_legal(g) if d.kind == "main" else g.legal_actions()
        g.apply(legal[rng.below(len(legal))])
        n += 1
    return n


def measure(games: int = 4, seed: int = 0, fmt: str = "standard", samples: int = 3) -> dict:
    """{policy: (playouts, CPU seconds, decisions played)} over the same samples."""
    if get_ruleset(fmt).bot_module:
        raise ValueError(f"{fmt} plays with its own bots (Ruleset.bot_module): this bench measures the Battle Spirits "
                         f"search's playouts")
    decks = list(play_decks(fmt).values())
    bots = {"fast": SearchBot(seed=seed + 1, playout="fast"), "greedy": SearchBot(seed=seed + 1)}
    out = {p: [0, 0.0, 0] for p in POLICIES}
    for k in range(games):
        a, b = decks[k % len(decks)], decks[(k + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=seed + k, ruleset=fmt)
        players = (make_bot("normal", seed=seed + 2 * k + 1), make_bot("normal", seed=seed + 2 * k + 2))
        pick = Rng(seed * 7919 + k)
        while not game.is_over:
            ctx = DecisionContext(game)
            if ctx.kind == "main" and len(ctx.legal) > 1 and pick.below(3) == 0:
                view, me = ctx.view, ctx.player
                model = OpponentModel(view, me)
                stop_turn = bots["greedy"]._stop_turn(view, me)
                for _ in range(samples):
                    base = determinize(view, me, model, pick)
                    luck = pick.next64()
                    for name in POLICIES:
                        g = base.clone()
                        g.rng = Rng(luck)
                        c0 = time.process_time()
                        if name == "uniform":
                            n = uniform_playout(g, stop_turn, Rng(luck))
                        else:
                            bot = bots[name]
                            s0 = bot.steps
                            bot._fast(g, me, stop_turn, Rng(luck))
                            n = bot.steps - s0
                        row = out[name]
                        row[0] += 1
                        row[1] += time.process_time() - c0
                        row[2] += n
            game.apply(players[ctx.player].choose(ctx))
    return {p: tuple(v) for p, v in out.items()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.playouts")
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--format", default="standard")
    ap.add_argument("--samples", type=int, default=3)
    args = ap.parse_args(argv)
    try:
        r = measure(args.games, args.seed, args.format, args.samples)
    except (KeyError, ValueError) as e:
        ap.error(e.args[0])
    print(f"playouts to the search's horizon, {args.format}, {args.games} games of normal against normal, "
          f"the same samples for each policy:")
    for name, (n, cpu, dec) in r.items():
        if n:
            print(f"  {name:8s} {n / cpu:7.0f} playouts a CPU second   {dec / n:5.1f} decisions a playout   "
                  f"{1e6 * cpu / max(1, dec):6.0f} us a decision   ({n} playouts)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
