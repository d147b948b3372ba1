"""Errors the engine raises. Each carries what a user needs to fix the problem."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now. The game is left exactly as it was.

    ``reason`` is a sentence for a human; ``rule`` the rule number it rests on
    (e.g. ``"11-1-1-5"``).
    """

    def __init__(self, reason: str, rule: str):
        super().__init__(f"{reason} (rule {rule})")
        self.reason = reason
        self.rule = rule


class DataError(Exception):
    """A malformed data file (card, deck, position). Names the key path and, if known, the line."""

    def __init__(self, path: str, message: str, line: int | None = None):
        self.path = path
        self.message = message
        self.line = line
        where = f"{path}" + (f" (line {line})" if line else "")
        super().__init__(f"{where}: {message}")
