"""The core moves of a Main Step (7-6-1-2-2), offered without building every one.

Every move of one normal core between two places (the Reserve and the field cards not in a
pending state), every move of the Soul Core, and every Soul Core swap: with n cards on the Field
that is about n² actions. ``CoreMoves`` is a read-only sequence of them, in a fixed order, that
computes the k-th move from prefix sums (memory grows with n, not n²): a bot draws one at random
by index, the table asks ``in``, and a position file writes them compactly as sources and
destinations (``compact``).
"""
from __future__ import annotations

from bisect import bisect_right

from ..actions import Action
from ..places import Place

_MATERIALISE = 4096  # a full iteration of a small sequence is kept (games meet the same layouts again)


class CoreMoves:
    """Moves of player ``pi`` between ``reserve`` and ``field[i]`` for i in ``fields``; ``has`` tells
    which of these places hold a normal core, ``soul`` which holds the Soul Core (0 the Reserve,
    k the k-th field card of ``fields``, -1 none). Order: for each source, for each destination,
    the move of one core, then the move of the Soul Core; then the swaps."""

    __slots__ = ("pi", "places", "has", "soul", "starts", "moves", "swaps", "_all")

    def __init__(self, pi: int, fields: tuple, has: tuple, soul: int):
        self.pi = pi
        self.places = ("reserve",) + tuple(f"field[{i}]" for i in fields)
        self.has = has
        self.soul = soul
        n = len(self.places)
        starts, total = [], 0
        for s in range(n):
            starts.append(total)
            total += (n - 1) * (int(has[s]) + int(s == soul))
        self.starts = starts
        self.moves = total
        self.swaps = tuple(k for k in range(n) if soul >= 0 and k != soul and has[k])
        self._all = None

    def __len__(self) -> int:
        return self.moves + len(self.swaps)

    def __getitem__(self, i: int) -> Action:
        if self._all is not None:
            return self._all[i]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("core move index out of range")
        places, raw = self.places, Action.raw
        if i >= self.moves:
            return raw(self.pi, "swap_soul", (("with", places[self.swaps[i - self.moves]]),))
        s = bisect_right(self.starts, i) - 1
        while s > 0 and self.starts[s] == self.starts[s - 1] and i < self.starts[s]:  # pragma: no cover
            s -= 1
        k = int(self.has[s]) + int(s == self.soul)
        d, which = divmod(i - self.starts[s], k)
        if d >= s:
            d += 1
        if self.has[s] and which == 0:
            return raw(self.pi, "move_core", (("count", 1), ("from", places[s]), ("to", places[d])))
        return raw(self.pi, "move_core", (("count", 0), ("from", places[s]), ("soul", True), ("to", places[d])))

    def __iter__(self):
        if self._all is not None:
            return iter(self._all)
        if len(self) <= _MATERIALISE:
            self._all = tuple(self[i] for i in range(len(self)))
            return iter(self._all)
        return (self[i] for i in range(len(self)))

    def _index(self, ref) -> int | None:
        p = Place.parse(ref)
        if p is None or p.player is not None:
            return None
        text = str(p)
        try:
            return self.places.index(text)
        except ValueError:
            return None

    def __contains__(self, a) -> bool:
        if not isinstance(a, Action) or a.by != self.pi:
            return False
        if a.do == "swap_soul":
            k = self._index(a.get("with"))
            return k is not None and k in self.swaps and len(a.args) == 1
        if a.do != "move_core":
            return False
        s, d = self._index(a.get("from")), self._index(a.get("to"))
        if s is None or d is None or s == d:
            return False
        if a.get("soul"):
            return s == self.soul and a.get("count") == 0 and len(a.args) == 4
        return bool(self.has[s]) and a.get("count") == 1 and len(a.args) == 3

    def compact(self) -> list[dict]:
        """Position-file form: a move of one core from any of ``from`` to any other of ``to``; the
        Soul Core's moves; the swaps."""
        who = "p1" if self.pi == 0 else "p2"
        out = []
        sources = [p for p, h in zip(self.places, self.has) if h]
        if sources:
            out.append({"by": who, "do": "move_core", "count": 1, "from": sources, "to": list(self.places)})
        if self.soul >= 0:
            out.append({"by": who, "do": "move_core", "count": 0, "soul": True, "from": self.places[self.soul],
                        "to": [p for k, p in enumerate(self.places) if k != self.soul]})
        if self.swaps:
            out.append({"by": who, "do": "swap_soul", "with": [self.places[k] for k in self.swaps]})
        return out
