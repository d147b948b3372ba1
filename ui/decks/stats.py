"""What the deck's charts show, and the sample opening hand. No Qt here.

    curve(cards) -> {cost: {type: copies}}         the cost curve, split by type
    color_split(cards) -> {colour: copies}          a two-colour card counts for each colour
    type_split(cards) -> {type: copies}
    symbols(cards) -> {colour: (symbols, ex)}       symbols on the deck's cards (2-10), EX among them (2-10-3)
    reductions(cards) -> {colour: reduction symbols} (2-6)
    sample_hand(card_ids, seed, size) -> [card id]  the first ``size`` cards of the deck shuffled with the
                                                    engine's seeded generator (4-2-4, 6-2-1-5)
"""
from __future__ import annotations

from engine.cards import COLORS
from engine.rng import Rng

from engine.decklist import TYPE_ORDER

CURVE_TOP = 7  # the curve's last column is "7+"


def curve(cards) -> dict[int, dict[str, int]]:
    out = {c: {} for c in range(CURVE_TOP + 1)}
    for card in cards:
        col = out[min(card.cost, CURVE_TOP)]
        col[card.type] = col.get(card.type, 0) + 1
    return out


def color_split(cards) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in cards:
        for c in card.colors or ("none",):
            out[c] = out.get(c, 0) + 1
    return _ordered(out, COLORS + ("none",))


def type_split(cards) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in cards:
        out[card.type] = out.get(card.type, 0) + 1
    return _ordered(out, TYPE_ORDER)


def symbols(cards) -> dict[str, tuple[int, int]]:
    out: dict[str, list] = {}
    for card in cards:
        for s in card.symbols:
            row = out.setdefault(s.color, [0, 0])
            row[0] += 1
            row[1] += s.ex
    return {k: tuple(v) for k, v in _ordered(out, COLORS).items()}


def reductions(cards) -> dict[str, int]:
    out: dict[str, int] = {}
    for card in cards:
        for c in card.reduction:
            out[c] = out.get(c, 0) + 1
    return _ordered(out, COLORS)


def average_cost(cards) -> float:
    cards = list(cards)
    return sum(c.cost for c in cards) / len(cards) if cards else 0.0


def sample_hand(card_ids, seed: int, size: int) -> list[str]:
    deck = list(card_ids)
    Rng(seed).shuffle(deck)
    return deck[:size]


def _ordered(d: dict, order) -> dict:
    return {k: d[k] for k in sorted(d, key=lambda k: (order.index(k) if k in order else len(order), k))}
