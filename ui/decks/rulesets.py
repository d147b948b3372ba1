"""The rule sets the deck window offers, and the card pool of each: the ONE place that says where they come
from: the engine's ruleset registry. No Qt here."""
from __future__ import annotations

from engine.cards import builtin_cards
from engine.rulesets import RULESETS, get_ruleset

NOT_DECK_CARDS = ("blank", "hidden")  # the filler and the face-down stand-in are never deck cards


def rule_sets() -> dict:
    """{name: rule set} (each has ``deck_min``, ``max_copies``, ``start_hand``): the rule sets whose decks
    this window builds (``ui.games.edits_decks``; the Dragon Ball Super Card Game's decks are files)."""
    from ..games import edits_decks

    return {name: rs for name, rs in RULESETS.items() if edits_decks(rs)}


def rule_set(name: str):
    return get_ruleset(name)


def label(name: str) -> str:
    """The rule set's name as a player reads it: "Standard"."""
    rs = RULESETS.get(name)
    return getattr(rs, "short_title", "") or name.replace("_", " ").title()


def card_pool(name: str) -> list:
    """The cards a deck of this rule set is built from (its card set, ``Ruleset.card_set``: a Saga deck holds
    Saga cards, Saga 5-1-1-1), in card-set order; never a token (Saga 4-12-1, E:衍生物: effects make them)."""
    return [c for c in get_ruleset(name).card_set() if c.id not in NOT_DECK_CARDS and not c.token]


def builtin_decks_of(name: str) -> dict:
    """The built-in decks of this rule set, by key (``engine.deck.play_decks``: Saga's own for Saga ...)."""
    from engine.deck import play_decks

    return play_decks(name)


def cardset(name: str):
    """The card set deck rules check against (``engine.deck.deck_problems``' cardset)."""
    return builtin_cards()
