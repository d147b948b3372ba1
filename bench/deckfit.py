"""A deck designer's aid: propose swaps that bring one built-in deck toward an even share of wins
against the other decks of its ruleset (the same level in both seats, as ``bench.decks`` plays).

    python -m bench.deckfit STEM [--steps 4] [--candidates 8] [--games 32] [--seed 1000]
                                 [--target 0.5] [--keep ID,ID] [--jobs 2] [--format standard]

Each step draws ``--candidates`` swaps (up to two copies of a card of the deck for a card of the
deck's colours), scores each by ``--games`` games against every other deck, and takes the one
closest to the target, if it is closer than the current list by a point and stays closer when both
are played again on other seeds (the best of many draws is flattered by luck). The deck stays legal
(the ruleset's deck construction rules), and a card no other deck of the ruleset holds is never
removed entirely (every card of the set stays playable from a built-in deck). Nothing is written: the
proposed list is printed, for a designer to read and copy into the deck file. The tables the
Standard decks were balanced with are in the README (``bench.decks``).
"""
from __future__ import annotations

import argparse
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext

from bench.decks import ruleset_decks as _decks, score
from engine.deck import Deck
from engine.rulesets import get_ruleset


def share_against_field(job: tuple) -> float:
    """Share of wins of the list ``counts`` (sorted (id, copies) pairs) playing as deck ``stem``
    against every other deck of the format: ``games`` games each, seats alternating, a seed each."""
    fmt, bot, stem, counts, games, seed = job
    me = Deck(stem, fmt, [c for c, n in counts for _ in range(n)])
    rs = get_ruleset(fmt)
    won = total = 0.0
    for i, (other, deck) in enumerate(sorted(_decks(fmt).items())):
        if other != stem:
            won += score(rs, bot, me, deck, games, seed + 1000 * i)
            total += games
    return won / total if total else 0.5


def protected(fmt: str, stem: str) -> set[str]:
    """Cards of this deck that no other deck of the format holds."""
    others = {c for s, d in _decks(fmt).items() if s != stem for c in d.cards}
    return set(_decks(fmt)[stem].cards) - others


def swaps(fmt: str, counts: Counter, keep: set[str], rng: random.Random, n: int, tries: int = 500) -> list:
    """Up to ``n`` legal swaps (out, in, copies, new counts), each moving up to two copies."""
    rs = get_ruleset(fmt)
    cards = rs.card_set()  # the ruleset's own cards (a second game has its own set)

    def swappable(c) -> bool:  # never a Token, never a Leader (a DBSCG deck's one Leader stays, D 5-1-2)
        return not getattr(c, "token", False) and not getattr(c, "is_leader", False) and bool(c.colors)

    colours = {c for cid in counts for c in cards[cid].colors}
    pool = sorted(c.id for c in cards if swappable(c) and set(c.colors) <= colours)
    mine = sorted(cid for cid in counts if swappable(cards[cid]))
    out = []
    for _ in range(tries):
        if len(out) >= n:
            break
        gone = rng.choice(mine)
        came = rng.choice(pool)
        if came == gone:
            continue
        copies = min(2, counts[gone])
        if gone in keep and copies == counts[gone]:
            copies -= 1  # a protected card keeps one copy
            if copies == 0:
                continue
        new = counts.copy()
        new[gone] -= copies
        new[came] += copies
        new = +new
        if rs.deck_problems(list(new.elements()), cards):
            continue
        out.append((gone, came, copies, new))
    return out


def climb(stem: str, fmt: str = "standard", bot: str = "normal", steps: int = 4, candidates: int = 8,
          games: int = 32, seed: int = 1000, target: float = 0.5, keep=(), jobs: int = 2, say=print) -> tuple:
    """(final counts, its share on the selection games); ``say`` gets a line per step."""
    counts = Counter(_decks(fmt)[stem].cards)
    keep = set(keep) | protected(fmt, stem)
    rng = random.Random(seed)
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:  # one pool for the whole climb
        run = pool.map if pool is not None else map

        def shares(lists, s):
            return list(run(share_against_field, [(fmt, bot, stem, sorted(c.items()), games, s) for c in lists]))

        current = shares([counts], seed)[0]
        say(f"{stem}: {current:.1%} against the field at the start")
        for step in range(steps):
            cands = swaps(fmt, counts, keep, rng, candidates)
            if not cands:
                break
            rates = shares([c[3] for c in cands], seed)
            best = min(range(len(cands)), key=lambda i: abs(rates[i] - target))
            gone, came, copies, new = cands[best]
            if abs(rates[best] - target) >= abs(current - target) - 0.01:
                say(f"step {step + 1}: no swap closer to {target:.0%} (best {gone} → {came} ×{copies}: "
                    f"{rates[best]:.1%})")
                continue
            again_new, again_old = shares([new, counts], seed + 7777 * (step + 1))
            if abs(again_new - target) >= abs(again_old - target):
                say(f"step {step + 1}: {gone} → {came} ×{copies} ({rates[best]:.1%}) not confirmed on other seeds "
                    f"({again_new:.1%} against {again_old:.1%})")
                continue
            counts, current = new, rates[best]
            say(f"step {step + 1}: {gone} → {came} ×{copies}: {current:.1%} (confirmed: {again_new:.1%} against "
                f"{again_old:.1%})")
    return counts, current


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.deckfit", description=__doc__.split("\n\n")[0])
    ap.add_argument("stem", help="a built-in deck's file stem, e.g. azure-tide")
    ap.add_argument("--format", default="standard")
    ap.add_argument("--bot", default="normal")
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--candidates", type=int, default=8)
    ap.add_argument("--games", type=int, default=32, help="games against each other deck (even)")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--target", type=float, default=0.5)
    ap.add_argument("--keep", default="", help="card ids never removed entirely, comma separated")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.stem not in _decks(args.format):
        ap.error(f"no built-in {args.format} deck {args.stem!r} (known: {', '.join(sorted(_decks(args.format)))})")
    keep = [k for k in args.keep.split(",") if k]
    counts, share = climb(args.stem, args.format, args.bot, args.steps, args.candidates, args.games, args.seed,
                          args.target, keep, args.jobs)
    cards = get_ruleset(args.format).card_set()
    print(f"proposed list ({sum(counts.values())} cards, {share:.1%} on the selection games):")
    for cid, n in sorted(counts.items()):
        print(f"  {cid}: {n}   # {cards[cid].name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
