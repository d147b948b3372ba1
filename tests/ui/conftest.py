"""Fixtures for table tests: a shown window on a position, and real mouse drags on the viewport."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SPIRIT_TABLE_NO_DIALOGS"] = "1"

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(autouse=True)
def _face_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_CACHE", str(tmp_path_factory.getbasetemp() / "faces"))


@pytest.fixture(autouse=True)
def _english():
    """Every test starts and ends in English (the language is the application's, not a window's)."""
    yield
    import sys

    i18n = sys.modules.get("ui.i18n")
    if i18n is not None and i18n.language() != "en":
        i18n.set_language("en")


@pytest.fixture
def table(qtbot):
    """``table(position_text=..., seats=(...), settings=...)`` -> a shown Table (no animation, no bot delay)."""
    from app.gui import Table

    made = []

    def make(position_text=None, seats=("human", "human"), settings=None, auto_pass=False, size=(1280, 720)):
        t = Table(controller_kw={"bot_delay_ms": 0, "auto_pass": auto_pass})
        t.window.scene.anim_ms = 0
        qtbot.addWidget(t.window)
        if position_text is not None:
            from engine.position import load_position_text

            pos = load_position_text(position_text)
            t.start_game(pos.game, seats, pos.actions)
        else:
            t.start(settings or {})
        t.window.resize(*size)
        t.window.show()
        qtbot.waitExposed(t.window)
        t.window.activateWindow()  # keyboard shortcuts need the active window
        qtbot.waitUntil(lambda: t.window.isActiveWindow(), timeout=2000)
        made.append(t)
        return t

    yield make
    for t in made:
        t.window.scene.tween.finish()


def scene_point(item):
    p = item.scenePos()
    return (p.x(), p.y())


@pytest.fixture
def drag(qtbot):
    """``drag(table, from_item_or_point, to_item_or_point, modifiers=...)``: press, move in steps, release."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    def to_view(view, where):
        if isinstance(where, tuple):
            x, y = where
        else:
            x, y = scene_point(where)
        p = view.mapFromScene(QPointF(x, y))
        return QPoint(p.x(), p.y())

    def do(t, src, dst, modifiers=Qt.KeyboardModifier.NoModifier, steps=8):
        view = t.window.view
        t.window.scene.tween.finish()
        vp = view.viewport()
        a, b = to_view(view, src), to_view(view, dst)
        QTest.mouseMove(vp, a)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifiers, a)
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifiers, b)
        t.window.scene.tween.finish()

    return do


@pytest.fixture
def click(qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    def do(t, where):
        view = t.window.view
        x, y = where if isinstance(where, tuple) else scene_point(where)
        p = view.mapFromScene(QPointF(x, y))
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(p.x(), p.y()))
        t.window.scene.tween.finish()

    return do
