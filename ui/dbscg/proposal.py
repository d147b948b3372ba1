"""The energy payment the table proposes before a card is played, activated or used in a combo (D 2-11, 8-4-2-3;
no rules here): the engine's own proposal (the Energy cards its handler would rest when the action names no
``pay``), changed card by card by clicking energy, and validated by the engine (``why_illegal``) before the
player may confirm it. Shown as the lit energy on the mat and in the side panel."""
from __future__ import annotations

from engine.actions import Action

from . import words as W


def paid_energy(game, action) -> list[int]:
    """The Energy indexes the engine rests for ``action`` when it names no payment (its proposal): the action's
    handler run on a copy of the game, nothing else (no effect resolves). Raises the engine's IllegalAction."""
    g = game.clone()
    before = [s.rest for s in g.state.players[action.by].energy]
    handler = g.ruleset.handlers.get((g.phase, action.do))
    if handler is None:
        g.apply(action)  # raises the engine's refusal (not the time for it)
        return []
    handler(g, action)
    after = g.state.players[action.by].energy
    return [i for i, was in enumerate(before) if i < len(after) and after[i].rest and not was]


class DbProposal:
    """A payment being shown: the action without ``pay`` (``base``), the Energy indexes paying (``energy``)."""

    def __init__(self, game, base: Action, energy: list[int]):
        self.player = base.by
        self.verb = base.do
        self.base = base
        self.energy = sorted(energy)
        self.auto = list(self.energy)
        self.error = None  # the engine's IllegalAction for the current choice, if any
        ref = str(base.get("card") or "")
        self.from_hand = ref.startswith("hand[")
        self.hand_index = int(ref[5:-1]) if self.from_hand else 10 ** 6  # the card shown where it is going
        p = game.state.players[self.player]
        self.uid = p.hand[self.hand_index] if self.from_hand else None
        self.card = game.card(self.uid) if self.uid is not None else None
        self.name = W.card_at(game, self.player, ref) if ref else ""
        self.have = sum(1 for s in p.energy if not s.rest)
        self.pay = {}  # the shared table's core payment: none in this game
        self.place = None
        self.ghost_word = W.t(W.GHOST.get(self.verb, "PLAYING"))
        self.ghost_zone = "combo" if self.verb == "combo" else None

    @property
    def title(self) -> str:
        return W.t(W.PAY_TITLE.get(self.verb, W.PAY_TITLE["play"])).format(card=self.name)

    def changed(self) -> bool:
        return self.energy != self.auto

    def action(self) -> Action:
        """The engine action this payment stands for (the proposal itself: no ``pay``; else the cards named)."""
        if not self.changed():
            return self.base
        args = {k: v for k, v in self.base.to_dict().items() if k not in ("by", "do")}
        args["pay"] = [f"energy[{i}]" for i in self.energy]
        return Action(self.player, self.verb, **args)

    def toggle(self, i: int) -> None:
        """A click on the energy card ``energy[i]``: it pays, or it no longer does."""
        self.energy = sorted(set(self.energy) ^ {i})

    def summary(self, game) -> str:
        from .. import i18n

        p = game.state.players[self.player]
        names = [i18n.card_name(game.card(p.energy[i].uid)) for i in self.energy if i < len(p.energy)]
        return W.t(W.PAY_TEXT).format(n=len(self.energy), have=self.have, cards=", ".join(names) or "—")
