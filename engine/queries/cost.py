"""What a card costs to play now (11-1-1-2 ... 11-1-1-4), and when a Magic card may be used."""
from __future__ import annotations

from ..costs import reduced_cost
from . import continuous
from .basics import field_symbols

_TIMINGS: dict[int, tuple] = {}


def magic_timings(card) -> tuple[str, ...]:
    """[Main] / [Flash] of a Magic card (9-1-7). A Magic card without scripted effects is
    used at [Main] timing and does nothing."""
    got = _TIMINGS.get(id(card))
    if got is not None and got[0] is card:
        return got[1]
    timings = []
    for eff in card.effects:
        if eff.get("kind") == "declared":
            for t in eff.get("timing", ("main",)):
                if t not in timings:
                    timings.append(t)
    result = tuple(timings) or ("main",)
    _TIMINGS[id(card)] = (card, result)
    return result


def base_cost(game, pi: int, card) -> int:
    """11-1-1-2: the cost, after cost-changing effects (11-1-1-2-1); may pass below 0 before
    reduction, the final cost is floored at 0 (DIGEST A17)."""
    return card.cost + continuous.cost_change(game, pi, card)


def cost_to_pay(game, pi: int, card, succession: int = 0) -> int:
    """The cost after reduction by Field symbols and 《Succession》 (11-1-1-4-1)."""
    return reduced_cost(base_cost(game, pi, card), card.reduction, field_symbols(game, pi), succession)


def soul_magic_ok(game, pi: int, card) -> bool:
    """《Soul Magic》 can pay the cost: the Soul Core is in the Reserve or on the Field, and a
    symbol of the card's Soul Magic colour is on the Field (12-2-1-2-1)."""
    if game.state.players[pi].soul_at not in ("reserve", "field"):
        return False
    return field_symbols(game, pi).get(card.soul_magic, 0) > 0
