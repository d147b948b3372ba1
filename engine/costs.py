"""Costs (2-2, 2-3, 11-x-1): reduction by Field symbols and 《Succession》, and payments.

A *payment* is a ``Pay``: normal cores taken from the Reserve (``reserve``), from
field cards (``field``: index -> count), and where the Soul Core comes from (``soul``:
None, ``"reserve"`` or a field index). The same shape says where the cores placed on
a new card come from (11-1-1-6).
"""
from __future__ import annotations

from .actions import parse_core_place
from .errors import IllegalAction

PAY_RULE = {"summon": "11-1-1-5", "deploy": "11-2-1-5", "use": "11-3-1-5"}
PLACE_RULE = {"summon": "11-1-1-6", "deploy": "11-2-1-6"}


class Pay:
    __slots__ = ("reserve", "field", "soul")

    def __init__(self, reserve: int = 0, field: dict | None = None, soul=None):
        self.reserve = reserve
        self.field = field or {}
        self.soul = soul  # None, "reserve" or a field index

    @property
    def total(self) -> int:
        return self.reserve + sum(self.field.values()) + (1 if self.soul is not None else 0)

    def as_spec(self) -> dict:
        """The position-file form: ``{reserve: 2, field[0]: 1, soul: reserve}``."""
        d = {}
        if self.reserve:
            d["reserve"] = self.reserve
        for i, n in sorted(self.field.items()):
            if n:
                d[f"field[{i}]"] = n
        if self.soul is not None:
            d["soul"] = "reserve" if self.soul == "reserve" else f"field[{self.soul}]"
        return d

    def describe(self) -> str:
        parts = []
        if self.reserve:
            parts.append(f"{self.reserve} from the Reserve")
        for i, n in sorted(self.field.items()):
            if n:
                parts.append(f"{n} from field[{i}]")
        if self.soul is not None:
            parts.append("the Soul Core")
        return ", ".join(parts) if parts else "nothing"


def parse_pay(spec, rule: str) -> Pay:
    """Read a ``pay``/``place`` mapping (already frozen to pairs by Action) into a Pay."""
    if isinstance(spec, tuple):  # a mapping frozen by Action: ((place, n), ...)
        try:
            spec = dict(spec)
        except (TypeError, ValueError):
            spec = list(spec)
    if not isinstance(spec, dict):
        raise IllegalAction(f"a payment is 'auto' or a mapping of places to core counts, not {spec!r}", rule)
    pay = Pay()
    for key, n in spec.items():
        if key == "soul":
            place = parse_core_place(n, rule)
            pay.soul = "reserve" if place is None else place
            continue
        place = parse_core_place(key, rule)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise IllegalAction(f"{key}: a number of cores must be a whole number 0 or more (1-4-5)", "1-4-5")
        if place is None:
            pay.reserve += n
        else:
            pay.field[place] = pay.field.get(place, 0) + n
    return pay


_NEED_CACHE: dict[tuple, tuple] = {}


def matched_reduction(reduction: tuple, symbols: dict) -> int:
    """How many reduction symbols Field symbols fulfil (2-3-3): per colour, up to the symbols there."""
    need = _NEED_CACHE.get(reduction)
    if need is None:
        counts: dict[str, int] = {}
        for c in reduction:
            counts[c] = counts.get(c, 0) + 1
        need = _NEED_CACHE[reduction] = tuple(counts.items())
    n = 0
    for c, k in need:
        s = symbols.get(c, 0)
        n += k if k < s else s
    duals = symbols.get("dual")
    if duals:  # Saga 2-8-2-2 (DIGEST R7): a double-colour symbol fills whichever of its colours is still needed
        n += _dual_matches(need, symbols, duals)
    return n


def _dual_matches(need, symbols: dict, duals: tuple) -> int:
    """The most reduction symbols the double-colour symbols ``duals`` ((colour, colour) each) fulfil
    once the single-colour symbols have: a small bipartite matching (augmenting paths)."""
    left = []  # one slot per reduction symbol still unfulfilled
    for c, k in need:
        left.extend([c] * max(0, k - symbols.get(c, 0)))
    owner = [None] * len(left)  # slot -> the dual symbol filling it

    def place(d: int, seen: set) -> bool:
        for j, c in enumerate(left):
            if c in duals[d] and j not in seen:
                seen.add(j)
                if owner[j] is None or place(owner[j], seen):
                    owner[j] = d
                    return True
        return False

    return sum(1 for d in range(len(duals)) if place(d, set()))


def reduced_cost(cost: int, reduction: tuple, symbols: dict, succession: int = 0) -> int:
    """Cost after reduction (11-1-1-4-1). 《Succession》 fulfils ``succession`` symbols first
    (12-2-1-3-2; no colour match needed, DIGEST A14); reduction may not be declined (2-3-3);
    the result is floored at 0 (1-4-6, DIGEST A17)."""
    fulfilled = min(len(reduction), succession + matched_reduction(reduction, symbols))
    return max(0, cost - fulfilled)


def surplus(fc, lv1: int) -> int:
    """Normal cores a field card can give without dropping below its Lv1 cost."""
    return max(0, min(fc.cores, fc.total_cores - lv1))
