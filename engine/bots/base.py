"""The bot interface: a bot sees what a human in its seat sees, and answers one decision.

The arena, the table and the tests hand a bot a ``DecisionContext``: the legal actions
of the decision (which hidden information never changes) and, on demand, the view of
its own player (``Game.view_for``): never the opponent's Hand or either Deck's order.
"""
from __future__ import annotations

from ..actions import Action


class DecisionContext:
    __slots__ = ("_game", "player", "kind", "_legal", "_view")

    def __init__(self, game, player: int | None = None):
        d = game.decision
        self._game = game
        self.player = d.player if player is None else player
        self.kind = d.kind
        self._legal = None
        self._view = None

    @property
    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._game.legal_actions()
        return self._legal

    @property
    def view(self):
        """The game as this player sees it: a copy, safe to explore with clone/apply."""
        if self._view is None:
            self._view = self._game.view_for(self.player)
        return self._view


class Bot:
    name = "bot"
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
