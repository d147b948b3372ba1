"""The bot interface: a bot sees what a human in its seat sees, and answers one decision.

The arena, the table and the tests hand a bot a ``DecisionContext``: the legal actions
of the decision (which hidden information never changes) and the view of its own player
(``Game.view_for``): never the opponent's Hand, either Deck's order or the seed.
"""
from __future__ import annotations

from ..actions import Action


class DecisionContext:
    """What a bot is handed for one decision, and all it is handed: who decides, what kind of
    decision it is, the legal actions, and that player's view (``Game.view_for``: no hidden card,
    no seed, no history). It keeps no reference to the game it was made from, so a bot on another
    thread can never read the real game. A bot that plays from the legal actions alone (``uses_view``
    False, as ``random``) is handed no view at all (``for_bot``)."""

    __slots__ = ("player", "kind", "legal", "view")

    def __init__(self, game, player: int | None = None, with_view: bool = True):
        self.player = game.decider if player is None else player
        self.kind = game.phase
        self.legal: list[Action] = game.legal_actions()
        self.view = game.view_for(self.player) if with_view else None

    @classmethod
    def for_bot(cls, bot, game) -> "DecisionContext":
        """The context ``bot`` needs for the game's decision: with its view only if it reads one."""
        return cls(game, None, bot.uses_view)


class Bot:
    name = "bot"
    uses_view = True  # the bot reads its view (False: it plays from the legal actions alone)
    score_unit = "points"  # what ``candidates()`` scores are: "win" (a chance, 0..1) or "points"
    continuing = False  # the last action was the rest of a move chosen earlier (no new decision)

    def choose(self, ctx: DecisionContext) -> Action:  # pragma: no cover - interface
        raise NotImplementedError

    def candidates(self) -> list[tuple[list[Action], float, int]]:
        """Top candidate moves of the last decision, the one played first: (actions of the macro,
        score, simulated games behind the score, 0 for an evaluation)."""
        return list(getattr(self, "_why", ()))

    def explain(self) -> list[tuple[str, float]]:
        """Top candidate actions and scores of the last decision, as text."""
        return [(" then ".join(a.text() for a in acts), score) for acts, score, _ in self.candidates()]
