"""The bot on the table: its pace (held answers, the Bot menu, kept in preferences) and the "why" view."""
from __future__ import annotations

import json

from app.controller import PACES

from tests.bots.test_explain import BOT_MAIN


def _bot_table(table):
    return table(position_text=BOT_MAIN, seats=("human", "greedy"))


def _held(table, qtbot):
    """A table whose bot has answered, the answer held by a pace far longer than the test."""
    t = _bot_table(table)
    c = t.controller
    c.bot_delay_ms = 60_000
    c.start(c.initial.clone(), c.seats)
    qtbot.waitUntil(lambda: c._held is not None, timeout=5000)
    return t, c


def test_why_view_lists_the_bots_candidates(table, qtbot):
    t = _bot_table(table)
    w, c = t.window, t.controller
    assert not w.why.isVisible()
    w.a_why.trigger()  # Bot → Show why the bot played that
    assert w.why.isVisible()
    qtbot.waitUntil(lambda: c.why is not None, timeout=5000)
    why = c.why
    assert why.player == 1 and why.unit == "points" and len(why.rows) > 1
    assert [r[2] for r in why.rows].count(True) == 1 and why.rows[0][2]  # the move played, first
    texts = [w.why.rows[i][0].text() for i in range(len(why.rows))]
    assert texts[0].startswith("▶")
    hand = [c.game.card(u).name for u in c.initial.state.players[1].hand]
    for text, _, played, _ in why.rows[1:]:  # moves not played never name the bot's hidden Hand
        assert not any(n in text for n in hand), text
    assert "hand[" not in " ".join(texts) and "field[" not in " ".join(texts)


def test_pace_holds_a_quick_answer_until_its_time(table, qtbot):
    t, c = _held(table, qtbot)
    assert c.actions == [] and c._hold_timer.isActive()  # the answer waits, shown as thinking
    assert "THINKING" in t.window.scene.button.text
    c._hold_timer.stop()
    c._commit_held()  # the pace's time is up
    assert len(c.actions) == 1 and c.actions[-1][1] == "bot"


def test_undo_drops_a_held_answer(table, qtbot):
    t, c = _held(table, qtbot)
    c.undo() if c.can_undo() else c.start(c.initial.clone(), c.seats)  # the game changes meanwhile
    assert c._held is None and not c._hold_timer.isActive()  # the held answer is dropped
    assert c.actions == []


def test_pace_menu_and_preferences(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(tmp_path))
    monkeypatch.delenv("SPIRIT_TABLE_BOT_DELAY", raising=False)
    from app.gui import Table

    t = Table(controller_kw={"auto_pass": False})
    qtbot.addWidget(t.window)
    assert t.controller.pace() == "normal" and t.window.pace_actions["normal"].isChecked()
    t.window.pace_actions["fast"].trigger()
    t.window.a_why.trigger()
    assert t.controller.bot_delay_ms == PACES["fast"]
    saved = json.loads((tmp_path / "preferences.json").read_text())
    assert saved == {"bot_pace": "fast", "show_why": True, "lang": ""}
    t2 = Table(controller_kw={"auto_pass": False})  # the next start remembers them
    qtbot.addWidget(t2.window)
    assert t2.controller.pace() == "fast" and t2.window.pace_actions["fast"].isChecked()
    assert t2.window.a_why.isChecked()


def test_damaged_preferences_mean_defaults(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(tmp_path))
    monkeypatch.delenv("SPIRIT_TABLE_BOT_DELAY", raising=False)
    (tmp_path / "preferences.json").write_text("{not json")
    from app.gui import Table

    t = Table(controller_kw={"auto_pass": False})
    qtbot.addWidget(t.window)
    assert t.controller.pace() == "normal" and not t.window.a_why.isChecked()


def test_set_up_choices_are_not_explained(table, qtbot):
    """Keeping or redrawing follows a fixed rule: the "why" view waits for a real decision."""
    t = table(settings={"seed": 3, "opponent": "greedy", "first": 1})
    c = t.controller
    qtbot.waitUntil(lambda: c.acting_human() is not None and c.game.decision.kind == "redraw", timeout=5000)
    assert any(a.by == 1 and a.do in ("keep", "redraw") for a, _ in c.actions)  # the bot has chosen
    assert c.why is None


def test_the_window_keeps_running_while_the_bot_thinks(table, qtbot):
    """The search runs on the worker thread: the event loop keeps turning (timers fire, the view
    repaints) until the answer arrives."""
    from PySide6.QtCore import QTimer

    t = table(position_text=BOT_MAIN, seats=("human", "strong"))
    c = t.controller
    c.start(c.initial.clone(), c.seats)  # the bot starts thinking now (it may have answered during set-up)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(c._held is None and not c.actions))
    timer.start(5)
    qtbot.waitUntil(lambda: bool(c.actions) or c._held is not None, timeout=60000)
    timer.stop()
    assert sum(ticks) >= 3  # the loop ran while the bot had not answered yet


def test_closing_the_window_drops_a_held_answer(table, qtbot):
    t, c = _held(table, qtbot)
    t.window.close()
    assert c._held is None and not c._hold_timer.isActive() and not c._bot_timer.isActive()
    assert c.actions == []
