"""Battle Spirits Eternal's later mechanics, gathered for the ruleset's hooks (``engine.rulesets.eternal``):
what happens when a card arrives (《Unseal》 of Grand Stones, 《True Oracle》 of Contract Grand Walkers),
the Main Step actions they add, and their handlers and tasks."""
from __future__ import annotations

from . import eternal_contract_gw, eternal_grand_stone, eternal_hand_side, eternal_manifest, eternal_soul


def on_arrival(game, when: str, pi: int, fc) -> None:
    """A card was summoned or deployed by ``pi`` (after Standard's triggers and 《Oracle》)."""
    eternal_grand_stone.unseal(game, when, pi, fc)
    eternal_contract_gw.true_oracle(game, when, pi, fc)


def main_actions(game, pi: int) -> list:
    """The Main Step actions the later mechanics add (hand-side plays, Manifest, Revive)."""
    return (eternal_hand_side.legal(game, pi, "main") + eternal_manifest.legal(game, pi)
            + eternal_contract_gw.legal(game, pi) + eternal_soul.legal(game, pi, "main"))


def wrap(handlers: dict) -> dict:
    """The ruleset's handlers with hand-side cards (summon, deploy, use) and soul-state cards (activate)."""
    return eternal_soul.wrap(eternal_hand_side.wrap(handlers))


HANDLERS = {**eternal_manifest.HANDLERS, **eternal_contract_gw.HANDLERS}
