"""Everything a player reads is in words (issue 13): rejections, choice buttons, the replay's Next, the
status bar after undo and redo, the log. No verb names (``move_core``), no places (``field[0]``), no
``key=value``."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QPushButton

from engine.actions import Action

from .test_polish_panel import DISCARD
from .test_table_drag import BATTLE, MAIN

INTERNAL = re.compile(r"move_core|end_step|no_block|swap_soul|\w+\[\d+\]|\w+=\w|'\w+' is not")


def no_internal_names(text: str) -> None:
    assert not INTERNAL.search(text), f"internal names in {text!r}"


def test_a_rejection_names_the_action_in_words(table):
    t = table(BATTLE)
    c = t.controller
    c.apply(Action(0, "move_core", **{"from": "reserve", "to": "field[0]", "count": 1}))
    msg = t.window.last_message
    assert "you cannot move 1 core from the Reserve to Cinder Drakeling" in msg and "Rule" in msg
    no_internal_names(msg)


def test_choice_buttons_name_cards_and_where_they_are(table):
    t = table(DISCARD, seats=("human", "random"))
    buttons = [b for b in t.window.panel.findChildren(QPushButton) if b.objectName().startswith("choose:")]
    assert len(buttons) >= 11
    for b in buttons:
        no_internal_names(b.text())
    assert buttons[0].text().endswith("your Hand")


def test_undo_and_redo_say_what_in_words(table, drag):
    t = table(MAIN)
    c, sc = t.controller, t.window.scene
    drag(t, sc.core_items(0, "reserve")[-1], sc.field_item(0, 0))
    assert c.game.state.players[0].field[0].cores == 2
    c.undo()
    msg = t.window.statusBar().currentMessage()
    assert re.match(r"Undone: (Player 1: )?move 1 core from the Reserve to Cinder", msg), msg
    no_internal_names(msg)
    c.redo()
    msg = t.window.statusBar().currentMessage()
    assert re.match(r"Redone: (Player 1: )?move 1 core from the Reserve to Cinder", msg), msg


def test_the_replays_next_move_and_the_log_are_in_words(table, qtbot):
    t = table(MAIN)
    c = t.controller
    assert c.propose(Action(0, "summon", card="hand[1]", pay="auto", place="auto")) == "payment"
    assert c.confirm()
    assert c.apply(Action(0, "move_core", **{"from": "reserve", "to": "field[0]", "count": 1}))
    w = t.session.watch_replay()
    qtbot.addWidget(w)
    w.goto(0)
    text = w.next_label.text()
    assert text.startswith("Next: Player 1: summon ")
    no_internal_names(text)
    for n in range(len(w.model) + 1):
        w.goto(n)
        no_internal_names(w.next_label.text())
    for line in t.window.log.lines:
        no_internal_names(line)
