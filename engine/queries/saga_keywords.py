"""Battle Spirits Saga keyword effects read as values (Saga chapter 11): whether a card has one
now, with the Lv condition of its effect met (Saga 10-13-1)."""
from __future__ import annotations

from .basics import owner_of
from .continuous import effect_active


def keyword_effects(game, fc, name: str) -> list:
    """The active keyword effects ``name`` of a field card (Saga 10-13-1: an unmet Lv condition
    does not count)."""
    card = game.state.cards[fc.uid]
    if not card.effects:
        return []
    pi = owner_of(game, fc)
    return [e for e in card.effects
            if e.get("kind") == "keyword" and e.get("name") == name and effect_active(game, pi, fc, e)]


def armored_against(game, fc, source_colors) -> bool:
    """【Armor: colours】 (Saga 11-5): the card cannot be selected by the effects of the opponent's
    spirits, nexuses or magic of one of those colours."""
    return any(set(e.get("colors", ())) & set(source_colors) for e in keyword_effects(game, fc, "armor"))


def astral(game, fc) -> bool:
    """Whether 【Astral】 is active on a field card now (Saga 11-14-2: its printed active timing,
    ``turn: yours`` or ``opponents``, always without one; overlapping instances count once, 11-14-3)."""
    tp = game.state.turn_player
    pi = owner_of(game, fc)
    for e in keyword_effects(game, fc, "astral"):
        turn = e.get("turn")
        if turn is None or (turn == "yours") == (tp == pi):
            return True
    return False
