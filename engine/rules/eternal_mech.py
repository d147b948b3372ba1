"""Battle Spirits Eternal's later mechanics, gathered for the ruleset's hooks (``engine.rulesets.eternal``):
what happens when a card arrives (《Unseal》 of Grand Stones, 《True Oracle》 of Contract Grand Walkers),
the Main Step actions they add, and their handlers and tasks."""
from __future__ import annotations

from . import eternal_grand_stone


def on_arrival(game, when: str, pi: int, fc) -> None:
    """A card was summoned or deployed by ``pi`` (after Standard's triggers and 《Oracle》)."""
    eternal_grand_stone.unseal(game, when, pi, fc)
