"""Places: where a card or a core is, as a typed value. Files, logs and actions write them as text
(``hand[2]``, ``p2.field[0]``, ``reserve``; ../shared/spec/position-format.md); the program reads
them with ``Place.parse`` and never slices strings apart."""
from __future__ import annotations

import re
from typing import NamedTuple

_TEXT = re.compile(r"^(?:(p[12])\.)?([a-z_]+)(?:\[(\d+)\])?$")
_MEMO: dict[str, "Place"] = {}


class Place(NamedTuple):
    zone: str  # hand, field, trash, removed, deck, reserve, life, void ...
    index: int | None = None  # the position in a zone of cards; None for a zone of cores
    player: int | None = None  # 0/1 when written with p1./p2., None for "the acting player"

    @classmethod
    def parse(cls, text) -> "Place | None":
        """The place a text names, or None when it is not a place."""
        if isinstance(text, Place):
            return text
        if not isinstance(text, str):
            return None
        got = _MEMO.get(text)
        if got is None:
            m = _TEXT.match(text)
            if not m:
                return None
            if len(_MEMO) > 10_000:
                _MEMO.clear()
            player = None if m.group(1) is None else int(m.group(1)[1]) - 1
            got = _MEMO[text] = cls(m.group(2), None if m.group(3) is None else int(m.group(3)), player)
        return got

    def owner(self, by: int) -> int:
        """The player whose place it is, for an action made by ``by``."""
        return by if self.player is None else self.player

    def __str__(self) -> str:
        prefix = "" if self.player is None else f"p{self.player + 1}."
        return prefix + self.zone + ("" if self.index is None else f"[{self.index}]")


def index_in(text, zone: str) -> int | None:
    """The index of ``field[3]``-like text in ``zone``, or None if it names another place."""
    p = Place.parse(text)
    return p.index if p is not None and p.zone == zone else None
