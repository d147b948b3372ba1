"""Ending a loop (Saga 12-1, DBSCG 11-1): a player who can end an infinite loop does so.

Two 【Immortal】 spirits on each side can summon each other from the Trash for ever, each summon's
『When Summoned』 destroying a spirit of the other side, whose 【Immortal】 answers: every "may" says
yes, because one more spirit on the Field always looks better one move ahead. Spirits summoned so
are refreshed: an Attack Step of trades on equal BP, each side's 【Immortal】 bringing the Spirits
back, can go on as long. Saga 12-1-1-2 and 12-1-1-3 let a player who can end the loop name how many
times it runs, then end it. A bot does so: after ``LOOP_CHOICES`` decisions of its own with a
choice in one step, it ends the step or declines every optional effect (the choice answered with
nothing) until the step changes. Playouts do the same with their own count.
"""
from __future__ import annotations

LOOP_CHOICES = 40  # decisions of one player in one step after which the loop is ended


def decline(legal: list):
    """The action that ends a loop: end the step, or the answer that chooses nothing (declining a
    "may"); None if the decision has neither."""
    for a in legal:
        if a.do == "end_step" or (a.do == "choose" and not a.get("choices")):
            return a
    return None


class LoopGuard:
    """Counts one player's decisions with a choice (attacks, effect choices) in the current step."""

    __slots__ = ("key", "n")

    def __init__(self):
        self.key = None
        self.n = 0

    def looping(self, game, kind: str) -> bool:
        """Count a decision; True once this step has had more than ``LOOP_CHOICES`` of them."""
        st = game.state
        key = (st.turn, st.step)
        if key != self.key:
            self.key, self.n = key, 0
        if kind not in ("choose", "attack"):
            return False
        self.n += 1
        return self.n > LOOP_CHOICES


__all__ = ["LOOP_CHOICES", "LoopGuard", "decline"]
