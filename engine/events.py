"""Events: what ``Game.apply`` reports. Each has a kind, the player it concerns, a
sentence for the log panel, and the card uids it names (so the table can highlight them)."""
from __future__ import annotations


class Event:
    __slots__ = ("kind", "player", "text", "cards", "turn", "step", "void")

    def __init__(self, kind: str, player, text: str, cards: tuple = (), turn: int = 0, step: str = "",
                 void: int = 0):
        self.void = void  # cores this event brought from the Void (+) or sent to it (-), for ``player``
        self.kind = kind
        self.player = player
        self.text = text
        self.cards = cards
        self.turn = turn
        self.step = step

    def __repr__(self):
        return f"Event({self.kind}: {self.text})"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "player": self.player, "text": self.text, "cards": list(self.cards),
                "turn": self.turn, "step": self.step, "void": self.void}
