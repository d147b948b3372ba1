"""``spirit-table arena``: complete games between two bots, seats swapped every game.

Game k (k = 0, 1, ...) uses the seed ``S + k``; the ``--p1`` bot sits in seat p1 on even
games and in seat p2 on odd ones, and always plays ``--deck1`` (its deck travels with it).
Without deck options, the built-in decks rotate so every pairing is played (round-robin
order: every deck is used by each side once every len(decks) games). ``--format NAME`` plays
under another registered ruleset (``engine.rulesets.get_ruleset``); Standard by default.
"""
from __future__ import annotations

import json
import math
import statistics
import time

from engine.bots import DecisionContext, make_bot
from engine.deck import play_decks, resolve_deck
from engine.game import Game
from engine.rulesets import get_ruleset

MAX_DECISIONS = 20000  # a game longer than this is stopped and counted as a draw


def parse_bot(spec: str) -> str:
    if not spec.startswith("bot:"):
        raise ValueError(f"a player is written bot:NAME, e.g. bot:random (got {spec!r})")
    return spec[4:]


def play_game(bots, decks, seed: int, times=None, choice_times=None, ruleset="standard") -> tuple:
    """Play one game under ``ruleset``. ``bots``/``decks`` by seat. Returns (winner seat / "draw", decisions).

    ``times`` maps id(bot) to a list that gets the time of each of its decisions;
    ``choice_times`` likewise, only for decisions with more than one legal action."""
    game = Game.new(decks[0].cards, decks[1].cards, seed=seed, ruleset=ruleset)
    n = 0
    while not game.is_over:
        if n >= MAX_DECISIONS:
            return "draw", n
        ctx = DecisionContext.for_bot(bots[game.decision.player], game)
        bot = bots[ctx.player]
        t0 = time.perf_counter() if times is not None else 0.0
        action = bot.choose(ctx)
        if times is not None:
            dt = time.perf_counter() - t0
            times[id(bot)].append(dt)
            if choice_times is not None and len(ctx.legal) > 1:  # cached: not part of the timing
                choice_times[id(bot)].append(dt)
        game.apply(action)
        n += 1
    return game.winner, n


def deck_pairs(decks: list) -> list:
    """Every ordered pairing of different decks, in round-robin order: any run of len(decks)
    consecutive games gives each deck to each side once, so a short arena is balanced."""
    n = len(decks)
    if n < 2:
        return [(decks[0], decks[0])]
    return [(decks[i], decks[(i + off) % n]) for off in range(1, n) for i in range(n)]


def game_plan(k: int, seed: int, pairs: list) -> tuple:
    """Game ``k`` of an arena (what a run of games ``start`` ... needs to play the same games): the seeds of the
    first and the second bot, the decks in seat order, the game's seed, and whether the first bot sits second
    (it does in odd games: seats swapped, and the pairing's decks with them)."""
    da, db = pairs[k % len(pairs)]
    swapped = k % 2 == 1
    return ((seed + k) * 2 + 1, (seed + k) * 2 + 2), ((db, da) if swapped else (da, db)), seed + k, swapped


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """95% Wilson score interval of a win rate (draws count half)."""
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def run_arena(p1: str, p2: str, games: int, seed: int, deck1=None, deck2=None, timing: bool = True,
              fmt: str = "standard", start: int = 0, jobs: int = 1) -> dict:
    """Games ``start`` .. ``start + games - 1`` of the arena (``start``: a long arena split into
    runs that add up to the same games: seeds, decks and seats depend on the game's number).
    ``jobs``: games played at once, each in a process of its own; the games and so the figures are the
    same as one at a time (the times per decision then share the machine)."""
    names = (parse_bot(p1), parse_bot(p2))
    try:
        ruleset = get_ruleset(fmt)
    except KeyError as e:  # names the known formats
        raise ValueError(e.args[0]) from None
    if jobs < 1:
        raise ValueError(f"--jobs is a number of processes, 1 or more (got {jobs})")
    _pairs(ruleset.name, deck1, deck2)  # a deck that cannot be read fails here, before any game
    tasks = [(names, k, seed, ruleset.name, deck1, deck2, timing) for k in range(start, start + games)]
    t0 = time.perf_counter()
    if jobs > 1 and len(tasks) > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(min(jobs, len(tasks))) as pool:
            played = list(pool.map(arena_game, tasks))  # in game order, whichever finishes first
    else:
        played = [arena_game(t) for t in tasks]
    seconds = time.perf_counter() - t0
    wins = {"p1": 0, "p2": 0}
    draws = decisions = 0
    times = {"p1": [], "p2": []}
    choice_times = {"p1": [], "p2": []}
    search = {"p1": [0, 0.0], "p2": [0, 0.0]}
    for g in played:
        decisions += g["decisions"]
        if g["winner"] == "draw":
            draws += 1
        else:
            wins[g["winner"]] += 1
        for key in ("p1", "p2"):
            times[key] += g["times"][key]
            choice_times[key] += g["choice_times"][key]
            search[key][0] += g["search"][key][0]
            search[key][1] += g["search"][key][1]
    out = {
        "format": ruleset.name, "games": games, "first_game": start, "bots": {"p1": names[0], "p2": names[1]}, "wins": wins, "draws": draws,
        "decisions": decisions, "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 2) if seconds else 0.0,
        "decisions_per_s": round(decisions / seconds) if seconds else 0,
        "win_rate": {k: {"rate": round((wins[k] + draws / 2) / games, 4) if games else 0.0,
                         "ci95": wilson(wins[k] + draws / 2, games)} for k in ("p1", "p2")},
    }
    if jobs > 1:
        out["jobs"] = jobs
    if timing:
        out["decision_time"] = {k: _time_stats(v) for k, v in times.items()}
        # the same, only over decisions with a real choice (more than one legal action)
        out["decision_time_choices"] = {k: _time_stats(v) for k, v in choice_times.items()}
    for k, v in search.items():  # a bot that keeps no clock of its own: the time of its decisions here
        if v[0] and not v[1] and times.get(k):
            v[1] = sum(times[k])
    searching = {k: {"iterations": n, "iterations_per_s": round(n / s) if s else 0}
                 for k, (n, s) in search.items() if n}
    if searching:
        out["search"] = searching
    return out


_PAIRS: dict = {}  # (format, deck1, deck2) -> the deck pairings, read once per process


def _pairs(fmt: str, deck1, deck2) -> list:
    key = (fmt, deck1, deck2)
    got = _PAIRS.get(key)
    if got is None:
        if deck1 or deck2:
            got = [(resolve_deck(deck1 or deck2), resolve_deck(deck2 or deck1))]
        else:
            got = deck_pairs(list(play_decks(fmt).values()))
        _PAIRS[key] = got
    return got


def arena_game(task: tuple) -> dict:
    """Game k of an arena (``task``: the bots' names, k, the seed, the format, the decks, whether to time it):
    who won ("p1", "p2" or "draw", by the arena's bots, not seats), its decisions, the bots' times per decision and
    their search figures. A function of its task alone, so a process of its own may play it."""
    names, k, seed, fmt, deck1, deck2, timing = task
    ruleset = get_ruleset(fmt)
    (seed_a, seed_b), decks, game_seed, swapped = game_plan(k, seed, _pairs(fmt, deck1, deck2))
    bot_a = make_bot(names[0], seed=seed_a, ruleset=ruleset)
    bot_b = make_bot(names[1], seed=seed_b, ruleset=ruleset)
    times = {"p1": [], "p2": []}
    choice_times = {"p1": [], "p2": []}
    tmap = {id(bot_a): times["p1"], id(bot_b): times["p2"]} if timing else None
    cmap = {id(bot_a): choice_times["p1"], id(bot_b): choice_times["p2"]} if timing else None
    seated = (bot_b, bot_a) if swapped else (bot_a, bot_b)
    winner, n = play_game(seated, decks, game_seed, tmap, cmap, ruleset)
    who = {0: "p2", 1: "p1"} if swapped else {0: "p1", 1: "p2"}
    return {"winner": "draw" if winner == "draw" else who[winner], "decisions": n, "times": times,
            "choice_times": choice_times,
            "search": {key: (getattr(bot, "total_iterations", 0), getattr(bot, "total_search_s", 0.0))
                       for key, bot in (("p1", bot_a), ("p2", bot_b))}}


def _time_stats(v: list[float]) -> dict:
    if not v:
        return {"mean_s": 0.0, "median_s": 0.0, "p95_s": 0.0}
    s = sorted(v)
    return {"mean_s": round(statistics.fmean(s), 6), "median_s": round(statistics.median(s), 6),
            "p95_s": round(s[min(len(s) - 1, int(0.95 * len(s)))], 6)}


def format_text(r: dict) -> str:
    lines = [
        f"games: {r['games']}  ({r['bots']['p1']} as p1 vs {r['bots']['p2']} as p2, seats swapped every game)",
        f"format: {r.get('format', 'standard')}",
        f"wins: p1 {r['wins']['p1']}, p2 {r['wins']['p2']}, draws {r['draws']}",
    ]
    for k in ("p1", "p2"):
        w = r["win_rate"][k]
        lines.append(f"win rate {k}: {w['rate']:.3f} (95% CI {w['ci95'][0]:.3f}-{w['ci95'][1]:.3f})")
    if "decision_time" in r:
        for k in ("p1", "p2"):
            t = r["decision_time"][k]
            lines.append(f"decision time {k}: mean {t['mean_s'] * 1000:.3f} ms, median {t['median_s'] * 1000:.3f} ms, "
                         f"p95 {t['p95_s'] * 1000:.3f} ms")
        for k in ("p1", "p2"):
            t = r.get("decision_time_choices", {}).get(k)
            if t:
                lines.append(f"  with a choice {k}: mean {t['mean_s'] * 1000:.3f} ms, "
                             f"median {t['median_s'] * 1000:.3f} ms, p95 {t['p95_s'] * 1000:.3f} ms")
    for k, v in r.get("search", {}).items():
        lines.append(f"search {k}: {v['iterations']} iterations, {v['iterations_per_s']} per second")
    lines.append(f"decisions: {r['decisions']}")
    lines.append(f"seconds: {r['seconds']}")
    lines.append(f"games per second: {r['games_per_s']}")
    lines.append(f"decisions per second: {r['decisions_per_s']}")
    return "\n".join(lines)


def main(args) -> int:
    r = run_arena(args.p1, args.p2, args.games, args.seed, args.deck1, args.deck2,
                  fmt=getattr(args, "format", None) or "standard", start=getattr(args, "first_game", 0) or 0,
                  jobs=getattr(args, "jobs", 1) or 1)
    print(json.dumps(r, separators=(", ", ": ")) if args.json else format_text(r))
    return 0
