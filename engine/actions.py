"""Actions: small hashable values with a text form, in the vocabulary of position files.

An ``Action`` is (by, do, args): ``by`` is 0 or 1, ``do`` a verb of the position
format (summon, move_core, attack, pass, ...), ``args`` its keys. Cards and core
places are named by place (``hand[0]``, ``field[1]``, ``p2.field[0]``, ``reserve``),
exactly as in ../shared/spec/position-format.md, so an action read from a file, made
by the table from a drag, or chosen by a bot is the same value.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from .errors import IllegalAction

VERBS = ("move_core", "swap_soul", "summon", "deploy", "use", "end_step", "attack", "block",
         "no_block", "pass", "choose", "concede", "redraw", "keep", "go_first", "go_second", "activate",
         "set_burst",  # set_burst: Saga 6-6-1-2-2
         "fuse", "separate", "set_mirage", "contract", "no_contract", "awaken",  # Eternal (docs/eternal-effects.md)
         "manifest", "revive")  # Eternal: 《Manifest》, 【Revive】 (engine.rules.eternal_manifest, eternal_contract_gw)
_ARGS = {
    "move_core": {"from", "to", "count", "soul"},
    "swap_soul": {"with"},
    "summon": {"card", "pay", "place", "succession", "ascend", "onto", "side"},  # ascend: Saga 11-8; onto: Eternal's direct fusion
    "deploy": {"card", "pay", "place", "succession"},
    "use": {"card", "pay", "timing", "succession", "choices"},
    "attack": {"with"},
    "block": {"with"},
    "choose": {"choices"},
    "activate": {"card", "effect", "pay"},
    "set_burst": {"card"},
    "fuse": {"brave", "onto", "side"}, "separate": {"brave", "place"}, "set_mirage": {"card", "pay"},
    "contract": {"card"}, "awaken": {"card"},
    "manifest": {"card", "via", "place"}, "revive": {"card", "pay"},
}
ARG_KEYS = {verb: frozenset(_ARGS.get(verb, ())) for verb in VERBS}  # the keys each verb may have


def register_verbs(*names: str) -> None:
    """Another game's own verbs (engine.dbscg: charge, play, combo, counter, end_phase): an ``Action`` may name
    them; that game validates their keys itself (Battle Spirits files and handlers never accept them)."""
    global VERBS
    VERBS = VERBS + tuple(n for n in names if n not in VERBS)


def _freeze(v):
    if isinstance(v, dict):
        return tuple(sorted((k, _freeze(x)) for k, x in v.items()))
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


def _thaw(v, key=None):
    if isinstance(v, tuple) and key in ("pay", "place") and all(isinstance(x, tuple) and len(x) == 2 for x in v):
        return {k: x for k, x in v}  # a core payment (a list of energy cards, DBSCG's pay, stays a list)
    if isinstance(v, tuple):
        return [_thaw(x) for x in v]
    return v


class Action:
    __slots__ = ("by", "do", "args", "_hash")

    def __init__(self, by: int, do: str, **args):
        if do not in VERBS:
            raise ValueError(f"unknown action {do!r}")
        self.by = by
        self.do = do
        self.args = tuple(sorted((k, _freeze(v)) for k, v in args.items() if v is not None))
        self._hash = None

    @classmethod
    def raw(cls, by: int, do: str, args: tuple = ()) -> "Action":
        """Fast constructor for engine code: ``args`` already sorted by key, values frozen."""
        a = cls.__new__(cls)
        a.by = by
        a.do = do
        a.args = args
        a._hash = None
        return a

    def get(self, key, default=None):
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __eq__(self, other):
        return isinstance(other, Action) and self.by == other.by and self.do == other.do and self.args == other.args

    def __hash__(self):
        if self._hash is None:
            self._hash = hash((self.by, self.do, self.args))
        return self._hash

    def to_dict(self) -> dict:
        """The action as a position-file mapping: ``{by: p1, do: summon, card: hand[0], ...}``."""
        d = {"by": "p1" if self.by == 0 else "p2", "do": self.do}
        for k, v in self.args:
            d[k] = _thaw(v, k)
        return d

    def text(self) -> str:
        parts = [f"p{self.by + 1}", self.do]
        for k, v in self.args:
            val = _thaw(v, k)
            if isinstance(val, dict):
                val = ",".join(f"{a}:{b}" for a, b in val.items())
            elif isinstance(val, list):
                val = ",".join(str(x) for x in val)
            parts.append(f"{k}={val}")
        return " ".join(parts)

    __str__ = text

    def __repr__(self):
        return f"Action({self.text()})"


_PLACE = re.compile(r"^(?:(p[12])\.)?(hand|field|trash|removed)\[(\d+)\]$")
_PLACES: dict[str, tuple] = {}  # place text -> (player named or None, area, index), for the texts met so far


def _place(ref):
    """The groups of a well-formed place text (memoised: engine actions repeat the same few), or None."""
    if not isinstance(ref, str):
        return None
    got = _PLACES.get(ref)
    if got is None:
        m = _PLACE.match(ref)
        if not m:
            return None
        if len(_PLACES) > 10_000:
            _PLACES.clear()
        got = _PLACES[ref] = (m.group(1), m.group(2), int(m.group(3)))
    return got


def parse_card_ref(ref, by: int, rule: str = "9-2-2") -> tuple[int, str, int]:
    """'hand[2]' / 'p2.field[0]' -> (player, area, index). Raises IllegalAction if malformed."""
    m = _place(ref)
    if not m:
        raise IllegalAction(f"{ref!r} does not name a card (write hand[i], field[i], trash[i] or p2.field[i])", rule)
    owner = by if m[0] is None else (0 if m[0] == "p1" else 1)
    return owner, m[1], m[2]


def parse_core_place(ref, rule: str = "7-6-1-2-2") -> int | None:
    """'reserve' -> None, 'field[i]' -> i. Raises IllegalAction if malformed."""
    if ref == "reserve":
        return None
    m = _place(ref)
    if not m or m[1] != "field" or m[0] is not None:
        raise IllegalAction(f"{ref!r} is not a place for cores (write reserve or field[i])", rule)
    return m[2]


def action_from_dict(d, path: str = "action") -> Action:
    """Build an Action from a position-file mapping (validated by the caller's schema check)."""
    from .errors import DataError

    if not isinstance(d, dict):
        raise DataError(path, "an action is a mapping with 'by' and 'do'")
    by = d.get("by")
    if by not in ("p1", "p2"):
        raise DataError(f"{path}.by", "must be p1 or p2")
    do = d.get("do")
    if do not in VERBS:
        raise DataError(f"{path}.do", f"unknown verb {do!r}")
    allowed = _ARGS.get(do, set())
    args = {}
    for k, v in d.items():
        if k in ("by", "do"):
            continue
        if k not in allowed:
            raise DataError(f"{path}.{k}", f"unknown key for {do}")
        if k in ("pay", "place") and v not in (None, "auto") and not isinstance(v, dict):
            raise DataError(f"{path}.{k}", "must be auto or a mapping such as {reserve: 2, field[0]: 1}")
        args[k] = v
    return Action(0 if by == "p1" else 1, do, **args)


class ActionList(Sequence):
    """The legal actions of a decision: a list of actions, then parts that are indexed lazily (such
    as every core move of a Main Step, which grows with the square of the Field: see
    ``engine.rules.core_moves``). It reads like a list — ``len``, indexing, iteration, ``in``,
    ``==`` — without building every action; ``compact()`` gives the position-file form, where a part
    is written as sources and destinations instead of every pair."""

    __slots__ = ("head", "parts", "n")

    def __init__(self, head: list, *parts):
        self.head = head
        self.parts = parts
        self.n = len(head) + sum(len(p) for p in parts)  # the parts never change

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):
        head = self.head
        if type(i) is int and 0 <= i < len(head):
            return head[i]
        if isinstance(i, slice):
            return list(self)[i]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("action index out of range")
        if i < len(head):
            return head[i]
        i -= len(head)
        for p in self.parts:
            if i < len(p):
                return p[i]
            i -= len(p)
        raise IndexError("action index out of range")  # pragma: no cover

    def __iter__(self):
        yield from self.head
        for p in self.parts:
            yield from p

    def __contains__(self, action) -> bool:
        return action in self.head or any(action in p for p in self.parts)

    def __eq__(self, other):
        if isinstance(other, (list, tuple, ActionList)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __add__(self, other):
        return list(self) + list(other)

    def __repr__(self):
        return f"ActionList({len(self)} actions)"

    def compact(self) -> list[dict]:
        """The actions as position-file mappings, each part in its compact form."""
        out = [a.to_dict() for a in self.head]
        for p in self.parts:
            out.extend(p.compact())
        return out
