"""The set-up's words as the game's rules say them: who goes first and the mulligan are not the same
procedure in every rule system (Battle Spirits Saga: the winner of the random method decides who is
player one, Saga 5-2-6; a player who keeps draws 1 more card, one who mulligans puts the Hand on the
bottom of the Deck and draws 4, Saga 5-2-7).

The words are keyed by the ruleset's name (data, not code: a ruleset without an entry gets the
table's usual words) and are Qt translations (context ``SetupWords``), like every fixed text of the
interface. ``word(ruleset, key)`` gives the translated text, or None for the usual one.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

C = "SetupWords"

WORDS = {
    "saga": {
        # the prompt over the table
        "first_title": QT_TRANSLATE_NOOP("SetupWords", "You won the random draw"),
        "first_text": QT_TRANSLATE_NOOP("SetupWords", "Decide who is player one. Player one takes the first "
                                                      "turn and skips its Core and Attack Steps (Saga 5-2-6)."),
        "redraw_title": QT_TRANSLATE_NOOP("SetupWords", "Your starting Hand"),
        "redraw_text": QT_TRANSLATE_NOOP("SetupWords", "Keep it and draw 1 more card, or mulligan once: your "
                                                       "Hand goes to the bottom of your Deck, you draw 4 and "
                                                       "shuffle (Saga 5-2-7)."),
        # the side panel
        "first_what": QT_TRANSLATE_NOOP("SetupWords", "Who is player one?"),
        "redraw_what": QT_TRANSLATE_NOOP("SetupWords", "Mulligan?"),
        "first_hint": QT_TRANSLATE_NOOP("SetupWords", "You won the random draw: decide who is player one "
                                                      "(Saga 5-2-6)."),
        "redraw_hint": QT_TRANSLATE_NOOP("SetupWords", "Keep this Hand and draw 1 more card, or mulligan: the "
                                                       "Hand to the bottom of your Deck, draw 4, shuffle "
                                                       "(Saga 5-2-7)."),
        # the answers
        "go_first": QT_TRANSLATE_NOOP("SetupWords", "I am player one"),
        "go_second": QT_TRANSLATE_NOOP("SetupWords", "My opponent is player one"),
        "keep": QT_TRANSLATE_NOOP("SetupWords", "Keep (draw 1 more)"),
        "redraw": QT_TRANSLATE_NOOP("SetupWords", "Mulligan"),
    },
}


def word(ruleset, key: str) -> str | None:
    """The set-up text ``key`` in the words of ``ruleset`` (translated), or None for the usual words."""
    text = WORDS.get(getattr(ruleset, "name", None), {}).get(key)
    return QCoreApplication.translate(C, text) if text else None
