"""The side panel at 1280×800 and larger (issue 13): every label fits or wraps, nothing is cut or squashed,
an elided label has its whole text in a tooltip."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from engine.actions import Action

SUCCESSION = """
version: 1
cards:
  - {id: T-EX, name: Tidebreaker Buccaneer of the Long Name, type: spirit, colors: [red], cost: 4, reduction: [red],
     levels: [{cores: 1, bp: 4000}], symbols: [ex-red]}
  - {id: T-SC, name: Heir Sovereign, type: spirit, colors: [red], cost: 6, reduction: [red, red, red],
     levels: [{cores: 2, bp: 7000}], symbols: [red, red], succession: true}
  - {id: T-RD, name: Red Drake, type: spirit, colors: [red], cost: 3, reduction: [red, red], families: [Dragon],
     levels: [{cores: 1, bp: 3000}, {cores: 3, bp: 5000}], symbols: [red]}
turn: {number: 5, player: p1, step: main}
players:
  p1: {reserve: 5, hand: [T-SC], trash: [T-EX, T-EX], deck: 30,
       field: [{card: T-RD, cores: 1}, {card: T-RD, cores: 1}]}
  p2: {deck: 30}
"""
DISCARD = """
version: 1
turn: {number: 5, player: p1, step: main}
players:
  p1:
    reserve: 1
    hand: [SY-017, ST-Y05, ST-Y01, ST-Y02, ST-Y03, ST-R01, ST-R02, ST-R03, ST-B01, ST-B02, ST-B03, ST-Y04]
    deck: [ST-Y01, ST-Y02, ST-Y03]
  p2:
    deck: 5
actions:
  - {by: p1, do: use, card: hand[0], pay: auto}
"""
PAD = 26  # the buttons' padding and border (ui.style: padding 7px 12px, a 1px border)


def _shown_lines(b):
    text = b.shown_text() if hasattr(b, "shown_text") else b.text()
    return text.split("\n")


def check_side_panel(w):
    """Every visible button and label of the side panel is inside it and shows its whole text (or wraps
    it; an elided one has a tooltip); nothing is narrower or shorter than its text needs (once the
    layouts have settled: a new height for a new width takes a pass or two)."""
    from PySide6.QtTest import QTest

    for _ in range(20):
        QTest.qWait(25)
        problems = side_panel_problems(w)
        if not problems:
            break
    assert not problems, "\n".join(problems)


def side_panel_problems(w) -> list:
    from PySide6.QtWidgets import QFrame

    side = w.findChild(QFrame, "side")
    assert side.width() == 330
    problems = []
    for b in side.findChildren(QPushButton):
        if not b.isVisible():
            continue
        left = b.mapTo(side, b.rect().topLeft()).x()
        if left < 0 or left + b.width() > side.width():
            problems.append(f"button {b.text()!r} sticks out of the panel ({left}..{left + b.width()})")
        fm = b.fontMetrics()
        for line in _shown_lines(b):
            if fm.horizontalAdvance(line) > b.width() - PAD:
                problems.append(f"button {b.text()!r}: {line!r} is cut ({fm.horizontalAdvance(line)} px "
                                f"in a {b.width()} px button)")
        if b.hasHeightForWidth() and b.height() < b.heightForWidth(b.width()):
            problems.append(f"button {b.text()!r} is squashed ({b.height()} < {b.heightForWidth(b.width())})")
        if hasattr(b, "elided") and b.elided() and b.toolTip() != b.text():
            problems.append(f"button {b.text()!r} is elided without a tooltip")
    for lab in side.findChildren(QLabel):
        if not lab.isVisible() or not lab.text():
            continue
        left = lab.mapTo(side, lab.rect().topLeft()).x()
        if left < 0 or left + lab.width() > side.width():
            problems.append(f"label {lab.text()[:30]!r} sticks out of the panel")
        need = lab.heightForWidth(lab.width()) if lab.wordWrap() else lab.sizeHint().height()
        if lab.height() < need:
            problems.append(f"label {lab.text()[:30]!r} is clipped ({lab.height()} < {need} px)")
    return problems


@pytest.mark.parametrize("size", [(1280, 800), (1600, 900)])
def test_payment_with_a_long_succession_label_fits(table, size):
    t = table(SUCCESSION, size=size)
    c = t.controller
    assert c.propose(Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == "payment"
    buttons = [b for b in t.window.panel.findChildren(QPushButton) if b.objectName() == "succession"]
    assert len(buttons) == 2 and "Tidebreaker Buccaneer of the Long Name" in buttons[0].text()
    check_side_panel(t.window)


def test_a_choice_among_a_dozen_cards_fits_at_1280x800(table):
    t = table(DISCARD, seats=("human", "random"), size=(1280, 800))
    assert t.controller.game.decision.kind == "choose"
    assert len([b for b in t.window.panel.findChildren(QPushButton) if b.isVisible()]) >= 11
    check_side_panel(t.window)
    assert t.window.log.height() >= 60  # the log keeps a place


def test_a_label_too_long_for_its_lines_is_elided_with_a_tooltip(qtbot):
    from ui.panels.wrap_button import WrapButton

    b = WrapButton("word " * 80)
    qtbot.addWidget(b)
    b.resize(200, b.heightForWidth(200))
    b.show()
    assert b.elided() and b.toolTip() == b.text() and len(b.shown_text().split("\n")) == 4


def test_wrapping_ends_however_narrow_the_button():
    from ui.panels.wrap_button import wrap_lines

    lines, elided = wrap_lines("a bc 《Succession》", lambda s: False, max_lines=100)
    assert "".join(lines).replace(" ", "") == "abc《Succession》" and not elided


def test_a_long_header_wraps_inside_the_panel(table):
    from .test_table_drag import MAIN

    t = table(MAIN.replace("step: main", "step: second_main"), size=(1280, 800))
    t.window.set_names({0: "Bot (strong) the Patient", 1: "Player 2"})
    t.window.refresh()
    assert "Second Main Step" in t.window.panel.header.text()
    check_side_panel(t.window)


def _in_view(scroll, widget) -> bool:
    """The whole of ``widget`` is inside the scroll area's visible part."""
    from PySide6.QtCore import QPoint

    top = widget.mapTo(scroll.viewport(), QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= scroll.viewport().height()


@pytest.mark.parametrize("room", [90, 140])
def test_the_answer_button_is_in_view_when_the_panel_scrolls(table, room):
    """A payment whose text is taller than the side panel's room (a long card name, 《Succession》 options,
    the why box open in a low window): the panel scrolls to its Confirm button, which never hides below
    the fold."""
    from PySide6.QtTest import QTest

    t = table(SUCCESSION, seats=("human", "greedy"))
    t.window.panel_scroll.setMaximumHeight(room)  # a crowded side panel
    c = t.controller
    assert c.propose(Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == "payment"
    scroll = t.window.panel_scroll
    ok = t.window.panel.find_button("confirm")
    for _ in range(20):
        QTest.qWait(25)
        if _in_view(scroll, ok):
            break
    assert scroll.verticalScrollBar().maximum() > 0, "the panel must scroll for this test to mean anything"
    assert ok.isVisible() and _in_view(scroll, ok)
