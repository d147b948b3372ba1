"""Formats: what differs between rule sets, as data.

Standard 1.0 is the first. Saga and Eternal will be further ``Format`` values (and,
where a rule really works differently, a small strategy attribute), never an
``if format == ...`` chain inside the engine.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .state import STEPS


@dataclass(frozen=True)
class Format:
    name: str
    deck_min: int = 40  # 6-1-1
    max_copies: int = 3  # 6-1-1-2
    start_life: int = 5  # 6-2-1-3
    start_reserve: int = 3  # 6-2-1-3 (plus the Soul Core)
    start_hand: int = 4  # 6-2-1-5
    steps: tuple[str, ...] = STEPS  # 7-1-1
    first_turn_skips: frozenset = field(default_factory=lambda: frozenset({"core", "attack", "second_main"}))
    life_to: str = "reserve"  # where Life cores go on a life reduction (DIGEST A2)
    # rule numbers used in messages, so another format can cite its own text
    rules: dict = field(default_factory=dict)

    def rule(self, key: str) -> str:
        return self.rules.get(key, key)


STANDARD = Format(name="standard")

FORMATS = {"standard": STANDARD}


def get_format(name: str) -> Format:
    try:
        return FORMATS[name]
    except KeyError:
        raise KeyError(f"unknown format {name!r} (known: {', '.join(FORMATS)})") from None
