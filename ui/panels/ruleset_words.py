"""The side panel's and the set-up prompt's words where the game's rules say it otherwise: who goes first
and the mulligan are not the same procedure in every rule system (Battle Spirits Saga: the winner of the
random method decides who is player one, Saga 5-2-6; a player who keeps draws 1 more card, one who
mulligans puts the Hand on the bottom of the Deck and draws 4, Saga 5-2-7), nor is the order in which
waiting effects resolve (Saga 8-5-2-4: the newest first).

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
        # the new-game dialog's "who goes first"
        "first_label": QT_TRANSLATE_NOOP("SetupWords", "Player one"),
        "first_random": QT_TRANSLATE_NOOP("SetupWords", "Random: the winner of a random draw decides"),
        "first_me": QT_TRANSLATE_NOOP("SetupWords", "Me"),
        "first_opponent": QT_TRANSLATE_NOOP("SetupWords", "My opponent"),
        # the Main Step's hint: the Burst Area too
        "main_hint": QT_TRANSLATE_NOOP("SetupWords", "Drag a card from your Hand onto your Field to summon, "
                                                     "deploy or use it, or onto your Burst Area to set it as your "
                                                     "burst (once a turn). Drag cores between your Reserve and "
                                                     "your cards (Shift: all, Ctrl: how many)."),
        # a payment that leaves a card with too few cores (it is then destroyed, not depleted)
        "too_few_cores": QT_TRANSLATE_NOOP("SetupWords", "⚠ {card} would keep {n} of its cores, fewer than its "
                                                         "Lv1 cost {cost}: it would destroy itself (Saga 9-3-2)."),
        # the engine's questions the Saga text words otherwise (substitution effects, Saga 8-9; the order of
        # waiting effects, Saga 8-5-2-4), by the prompt's message key
        "prompt:ask_replacement": QT_TRANSLATE_NOOP("SetupWords", "Choose the substitution effect that applies: "
                                                                  "the player whose card it would happen to "
                                                                  "chooses, and only one applies to an event "
                                                                  "(Saga 8-9-2, 8-9-3)."),
        "prompt:ask_order": QT_TRANSLATE_NOOP("SetupWords", "Choose which effect resolves next: the turn player "
                                                            "chooses among effects that activated together, "
                                                            "whoever controls them (Saga 8-5-2-4)."),
        # the effects waiting to resolve, in the order they will
        "waiting_order": QT_TRANSLATE_NOOP("SetupWords", "The newest waiting effect resolves first; the turn "
                                                         "player chooses among simultaneous ones (Saga 8-5-2-4)."),
    },
}

WORDS["eternal"] = {
    # the Contract option of the set-up (E:遊戲準備 ②, DIGEST E6)
    "contract_what": QT_TRANSLATE_NOOP("SetupWords", "A Contract card?"),
    "contract_hint": QT_TRANSLATE_NOOP("SetupWords", "Before shuffling you may take one Contract card out of your "
                                                     "Deck: you draw 3 cards, then it is added to your Hand "
                                                     "(E:遊戲準備 ②)."),
    "contract": QT_TRANSLATE_NOOP("SetupWords", "Take {card}"),
    "no_contract": QT_TRANSLATE_NOOP("SetupWords", "No Contract card"),
    # the Main Step's hint: the Burst Area and the Braves too
    "main_hint": QT_TRANSLATE_NOOP("SetupWords", "Drag a card from your Hand onto your Field to summon, deploy "
                                                 "or use it, a Brave onto one of your Spirits to fuse it (drag it "
                                                 "off again to separate), a card with a Burst onto your Burst Area "
                                                 "to set it (once a turn). Drag cores between your Reserve and "
                                                 "your cards (Shift: all, Ctrl: how many)."),
}


def word(ruleset, key: str) -> str | None:
    """The set-up text ``key`` in the words of ``ruleset`` (translated), or None for the usual words."""
    text = WORDS.get(getattr(ruleset, "name", None), {}).get(key)
    return QCoreApplication.translate(C, text) if text else None
