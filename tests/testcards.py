"""The tests' own card library: Eternal's rule test cards (``tests/cards/eternal-test.yaml``, ids ``ET-###``),
kept out of ``resources`` so a player never sees them (card lists, sheets, the deck window, decks). The
position runner and the Eternal engine tests load them on top of the built-in cards."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.cards import builtin_cards, load_card_file

FILES = sorted((Path(__file__).resolve().parent / "cards").glob("*.yaml"))


@lru_cache(maxsize=1)
def library() -> tuple:
    """The test cards (CardDefs), loaded once."""
    return tuple(c for f in FILES for c in load_card_file(f))


@lru_cache(maxsize=1)
def cardset():
    """The built-in cards and the test cards."""
    return builtin_cards().extended(library())
