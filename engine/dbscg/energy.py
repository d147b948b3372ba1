"""Energy costs and their payment (D 2-11, 3-8, 8-4-2-3, 8-4-2-4): values read, never written.

A cost rests that many Active cards of the Energy Area; its specified part must be met by energy of that
colour. An energy card's colour is its card's first colour.
"""
from __future__ import annotations

from ..errors import IllegalAction
from . import refusal_words as _refusal_words  # noqa: F401  (its refusals in words)
from .cards import Cost

RULE = "D 2-11-1-1"


def color_of(card) -> str:
    return card.colors[0] if card.colors else ""


def effective_cost(game, pi: int, card, cost: Cost | None = None) -> Cost:
    """The cost to pay: [Warrior of Universe 7] (10-21) takes away the specified part of 《Universe 7》 cards."""
    cost = card.cost if cost is None else cost
    if cost.spec and "Universe 7" in card.traits and _warrior(game, pi):
        return Cost(cost.total)
    return cost


def _warrior(game, pi: int) -> bool:
    from .keywords import in_play_keyword

    return in_play_keyword(game, pi, "warrior_of_universe_7")


def active(game, pi: int) -> list[int]:
    return [i for i, s in enumerate(game.state.players[pi].energy) if not s.rest]


def auto_pay(game, pi: int, cost: Cost, keep: tuple = ()) -> list[int] | None:
    """The Energy indexes the table proposes: the specified colours first, then the cards whose colour the rest
    of the hand needs least (the last charged first). None if the cost cannot be paid."""
    p = game.state.players[pi]
    cards = game.state.cards
    free = [i for i in active(game, pi) if i not in keep]
    need = cost.needed
    if need == 0:
        return []
    if len(free) < need:
        return None
    chosen: list[int] = []
    for color, n in cost.spec:
        of = [i for i in reversed(free) if color_of(cards[p.energy[i].uid]) == color and i not in chosen]
        if len(of) < n:
            return None
        chosen.extend(of[:n])
    spec_colors = {c for c, _ in cost.spec}
    rest = [i for i in reversed(free) if i not in chosen]
    rest.sort(key=lambda i: color_of(cards[p.energy[i].uid]) in spec_colors)  # keep other needed colours? no: stable
    chosen.extend(rest[:need - len(chosen)])
    return sorted(chosen) if len(chosen) == need else None


def can_pay(game, pi: int, cost: Cost, keep: tuple = ()) -> bool:
    if keep:
        return auto_pay(game, pi, cost, keep) is not None
    need = cost.needed
    if need == 0:
        return True
    en = game.state.players[pi].energy
    free = [s for s in en if not s.rest]
    if len(free) < need:
        return False
    if not cost.spec:
        return True
    cards = game.state.cards
    for color, n in cost.spec:
        if sum(1 for s in free if color_of(cards[s.uid]) == color) < n:
            return False
    return True


def check_pay(game, pi: int, cost: Cost, pay, what: tuple) -> list[int]:
    """The Energy indexes a ``pay`` key names (a list of ``energy[i]`` or indexes; ``auto``/None: the proposal),
    validated: Active, distinct, exactly the cost, the specified colours met (2-11-1-1). Raises IllegalAction.
    ``what``: what the cost pays for, (kind, card) (``refusal_words.PAYS``)."""
    if pay in (None, "auto"):
        got = auto_pay(game, pi, cost)
        if got is None:
            have = len(active(game, pi))
            raise IllegalAction.of("refuse_db_cost_short", RULE, what=what, cost=cost.needed,
                                   spec=tuple(tuple(x) for x in cost.spec), have=have)
        return got
    if not isinstance(pay, (list, tuple)):
        raise IllegalAction.of("refuse_db_pay_list", RULE)
    p = game.state.players[pi]
    idx = []
    for ref in pay:
        i = ref if isinstance(ref, int) else _energy_index(ref)
        if i is None or not 0 <= i < len(p.energy):
            raise IllegalAction.of("refuse_db_pay_ref", RULE, ref=ref, n=len(p.energy))
        if p.energy[i].rest:
            raise IllegalAction.of("refuse_db_pay_rest", "D 8-4-2-3", i=i)
        if i in idx:
            raise IllegalAction.of("refuse_db_pay_twice", RULE, i=i)
        idx.append(i)
    if len(idx) != cost.needed:
        raise IllegalAction.of("refuse_db_pay_count", RULE, what=what, cost=cost.needed, named=len(idx))
    cards = game.state.cards
    for color, n in cost.spec:
        have = sum(1 for i in idx if color_of(cards[p.energy[i].uid]) == color)
        if have < n:
            raise IllegalAction.of("refuse_db_pay_color", RULE, what=what, n=n, color=color, have=have)
    return sorted(idx)


def _energy_index(ref):
    if isinstance(ref, str) and ref.startswith("energy[") and ref.endswith("]") and ref[7:-1].isdigit():
        return int(ref[7:-1])
    return None


def rest_energy(game, pi: int, idx: list[int]) -> None:
    for i in idx:
        game.state.players[pi].energy[i].rest = True
