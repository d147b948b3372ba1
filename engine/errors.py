"""Errors the engine raises. Each carries what a user needs to fix the problem."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now. The game is left exactly as it was.

    ``reason`` is a sentence for a human, in English (logs, tests, ``str(e)``); ``rule`` the rule number it
    rests on (e.g. ``"11-1-1-5"``). The refusal is also structure: ``msg`` (a message key) and ``params``,
    which ``engine.words.refusal(e, lang)`` writes in each language's words.

    Two forms are accepted::

        IllegalAction(Msg.of("refuse_cost", card=named, cost=3, have=2), "11-1-1-5")  # words per language
        IllegalAction("an English sentence", "11-1-1-5")  # English in every language (msg "text")
    """

    def __init__(self, reason, rule: str):
        if hasattr(reason, "msg") and hasattr(reason, "params"):  # an events.Msg
            from .words import render_msg

            self.msg, self.params = reason.msg, dict(reason.params)
            reason = render_msg(self.msg, self.params)
        else:
            self.msg, self.params = "text", {"text": str(reason)}
        super().__init__(f"{reason} (rule {rule})")
        self.reason = reason
        self.rule = rule

    @classmethod
    def of(cls, msg: str, rule: str, **params) -> "IllegalAction":
        """A refusal as structure: ``IllegalAction.of("refuse_cost", "11-1-1-5", card=..., cost=3)``."""
        from .events import Msg

        return cls(Msg.of(msg, **params), rule)

    def with_rule(self, rule: str, prefix: str = "", reason: str | None = None) -> "IllegalAction":
        """The same refusal under another rule number (and an English prefix for the log, or another English
        sentence), its structure kept: the other languages word it as before."""
        e = IllegalAction(prefix + (self.reason if reason is None else reason), rule)
        if self.msg != "text":  # an English-only refusal keeps its new sentence
            e.msg, e.params = self.msg, dict(self.params)
        return e


class DataError(Exception):
    """A malformed data file (card, deck, position). Names the key path and, if known, the line."""

    def __init__(self, path: str, message: str, line: int | None = None):
        self.path = path
        self.message = message
        self.line = line
        where = f"{path}" + (f" (line {line})" if line else "")
        super().__init__(f"{where}: {message}")
