"""The smaller stumbles of issue 13, item 8 (and the preview of item 9): a stale preview, the step on the
big button, Redo's shortcut, the Reserve during a payment, Concede's confirmation, the "why" box in games
between humans, keyword reminders, the preview's size, the export dialog's check boxes."""
from __future__ import annotations

import os

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from engine.actions import Action

from .test_polish_panel import SUCCESSION
from .test_table_drag import MAIN

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _hover(t, item):
    view = t.window.view
    p = view.mapFromScene(QPointF(item.x(), item.y() - 30))
    QTest.mouseMove(view.viewport(), p)
    QTest.qWait(view._hover_timer.interval() + 80)
    return p


def test_no_stale_preview_after_the_table_changes_under_a_still_cursor(table):
    t = table(MAIN)
    sc, c = t.window.scene, t.controller
    card = sc.hand_item(0, 2)
    _hover(t, card)
    assert sc.preview.isVisible() and sc.preview.card is card.card
    assert c.propose(Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == "payment"
    c.confirm()
    sc.tween.finish()
    assert sc.hand_item(0, 1).card is card.card  # the hovered card has moved: another place now
    QTest.qWait(t.window.view._hover_timer.interval() + 80)
    view = t.window.view
    under = view._grab_item(view.viewport().mapFromGlobal(view.cursor().pos()))
    shown = sc.preview.card if sc.preview.isVisible() else None
    assert shown is (under.card if under is not None and hasattr(under, "card") else None)


def test_the_big_button_names_the_step_as_the_panel_does(table):
    t = table(MAIN.replace("step: main", "step: second_main"))
    assert t.window.scene.button.text == "END SECOND MAIN STEP"
    assert t.window.panel.find_button("end_step").text().startswith("End Second Main Step")


def test_redo_is_ctrl_y_in_the_menu_and_the_readme(table):
    t = table(MAIN)
    keys = [k.toString() for k in t.window.a_redo.shortcuts()]
    assert keys[0] == "Ctrl+Y" and "Ctrl+Shift+Z" in keys
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    assert "Ctrl+Y" in readme and "Ctrl+Shift+Z" in readme


def test_the_reserve_count_follows_the_payment(table):
    t = table(MAIN)
    c, sc = t.controller, t.window.scene
    assert sc.zones[(0, "reserve")].count_text == "5"  # 4 cores and the Soul Core
    assert c.propose(Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == "payment"
    pr = c.proposal
    taken = pr.pay.get("reserve", 0) + pr.place.get("reserve", 0)
    assert taken > 0
    assert sc.zones[(0, "reserve")].count_text == str(5 - taken)
    c.cancel()
    assert sc.zones[(0, "reserve")].count_text == "5"


def test_concede_asks_first(table):
    t = table(MAIN, seats=("human", "random"))
    w, c = t.window, t.controller
    act = w.findChild(type(w.a_redo), "Concede")
    assert act.text() == "Concede…"
    w.ask_concede = lambda: False
    act.trigger()
    assert not c.game.is_over
    w.ask_concede = lambda: True
    act.trigger()
    assert c.game.is_over


def test_the_why_box_only_when_a_bot_plays(table):
    t = table(MAIN)  # two humans
    w = t.window
    w.a_why.setChecked(True)
    w.refresh()
    assert not w.why.isVisible() and not w.a_why.isEnabled()
    t2 = table(MAIN, seats=("human", "random"))
    t2.window.a_why.setChecked(True)
    t2.window.refresh()
    assert t2.window.why.isVisible()


def test_the_preview_reminds_what_a_keyword_does_and_is_large_enough(table):
    from ui.table.view import PREVIEW_SCREEN_W

    t = table(SUCCESSION, size=(1280, 800))
    sc = t.window.scene
    _hover(t, sc.hand_item(0, 0))  # Heir Sovereign, with 《Succession》
    assert sc.preview.isVisible()
    assert any(n.startswith("《Succession》") and "12-2-1-3" in n for n in sc.preview.notes)
    width_on_screen = sc.preview.sceneBoundingRect().width() * t.window.view.transform().m11()
    assert width_on_screen >= PREVIEW_SCREEN_W
    assert sc.sceneRect().contains(sc.preview.sceneBoundingRect())


def _contrast(a: QColor, b: QColor) -> float:
    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_export_dialogs_check_boxes_and_radio_buttons_stand_out(table):
    from ui.export.dialog import open_export_dialog

    t = table(MAIN)
    dlg = open_export_dialog(t.window)
    bg = QColor("#14181c")
    for box in (dlg.reveal, dlg.whole, dlg.part):
        img = box.grab().toImage()
        best = max(_contrast(QColor(img.pixel(x, y)), bg) for x in range(min(22, img.width()))
                   for y in range(img.height()))
        assert best >= 3.0, (box.text(), best)
    dlg.close()
