"""The Dragon Ball Super Card Game's table hooks (``ui.games.GAME_TABLES["dbscg"]``): what each shared module
of the table hands over to this game, gathered in one place.

    the controller's gestures   drag_targets, drop, choice_refs, click_card, double_click, context_actions,
                                confirm, quick_action                                   (``ui.interaction``)
    the scene                   before_sync, after_sync, prefetch_cards                 (``ui.table.scene``)
    the side panel              refresh_panel                                           (``ui.panels``)
    the mat's big button        button_words                                            (``ui.main_window``)
    the words of moves          action_text, why_rows                        (``ui.i18n``, the bot's why view)
"""
from __future__ import annotations

from . import words as W

DECK_WINDOW = False  # the deck window's filters, rows and charts read Battle Spirits cards: not this game's
from .control import (choice_refs, click_card, confirm, context_actions, double_click, drag_targets, drop,  # noqa: F401
                      quick_action)
from .panel import refresh as refresh_panel  # noqa: F401
from .scene import after_sync, before_sync, prefetch_cards  # noqa: F401
from .words import action_text, why_rows  # noqa: F401


def button_words(decision, action) -> tuple:
    """The big button's (text, kind) for the quick ``action`` (None: a payment being confirmed): energy pays,
    and the button says which phase it ends or what it declines, in the table's language."""
    if action is None:
        return W.t(W.BUTTON["confirm"]), "confirm"
    key = "charge_pass" if decision.kind == "charge" else action.do
    return W.t(W.BUTTON[key]), "end" if action.do == "end_phase" else "pass"
