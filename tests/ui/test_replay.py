"""The replay viewer: every step and jump shows exactly ``SavedGame.replay(n)``; nothing can be dragged."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton
from PySide6.QtTest import QTest

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.game import Game
from engine.save import SavedGame, save_game, snapshot
from ui import i18n
from ui.replay.model import ReplayModel


def _finished_game(seed=3):
    d = list(builtin_decks().values())
    game = Game.new(d[0].cards, d[1].cards, seed=seed)
    bot = RandomBot(seed)
    while not game.is_over:
        game.apply(bot.choose(DecisionContext(game)))
    return SavedGame.from_game(game, {"decks": [d[0].cards, d[1].cards], "first": None},
                               {"seats": ["human", "random"]}), game


@pytest.fixture
def viewer(qtbot):
    from ui.replay.viewer import ReplayWindow

    saved, game = _finished_game()
    w = ReplayWindow(ReplayModel(saved), names={0: "You", 1: "Bot"}, title="test")
    w.scene.anim_ms = 0
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    return w, saved, game


def _same(w, saved):
    assert snapshot(w.game) == snapshot(saved.replay(w.pos))
    w.scene.tween.finish()
    # the table shows that moment: hand and field items where the state says
    for p in (0, 1):
        ps = w.game.state.players[p]
        for i, uid in enumerate(ps.hand):
            it = w.scene.cards[uid]
            assert it.isVisible() and it.zone == "hand" and it.index == i
        for i, fc in enumerate(ps.field):
            assert w.scene.cards[fc.uid].zone == "field"


def test_steps_with_keys_and_buttons(viewer, qtbot):
    w, saved, game = viewer
    assert w.pos == 0
    _same(w, saved)
    for _ in range(7):
        QTest.keyClick(w, Qt.Key.Key_Right)
    assert w.pos == 7
    _same(w, saved)
    QTest.keyClick(w, Qt.Key.Key_Left)
    QTest.keyClick(w, Qt.Key.Key_Left)
    assert w.pos == 5
    _same(w, saved)
    qtbot.mouseClick(w.buttons["replayForward"], Qt.MouseButton.LeftButton)
    assert w.pos == 6
    _same(w, saved)
    qtbot.mouseClick(w.buttons["replayBack"], Qt.MouseButton.LeftButton)
    assert w.pos == 5
    # the log shows the game up to that moment, one action at a time
    assert w.log.lines[-1] == [e.text for e in w.model.events_upto(5)][-1]
    qtbot.mouseClick(w.buttons["replayLast"], Qt.MouseButton.LeftButton)
    assert w.pos == len(saved.actions) and w.game.is_over
    assert snapshot(w.game) == snapshot(game)
    assert not w.buttons["replayForward"].isEnabled()


def test_jump_to_every_turn(viewer, qtbot):
    w, saved, game = viewer
    starts = saved.turn_starts()
    assert w.turns.count() == len(starts)
    for k, (turn, index) in enumerate(starts):
        item = w.turns.item(k)
        rect = w.turns.visualItemRect(item)
        w.turns.scrollToItem(item)
        rect = w.turns.visualItemRect(item)
        qtbot.mouseClick(w.turns.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert w.pos == index
        assert w.game.state.turn == turn
        _same(w, saved)
    w.goto(0)
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    QTest.keyClick(w, Qt.Key.Key_PageDown)
    assert w.pos == starts[2][1]
    QTest.keyClick(w, Qt.Key.Key_PageUp)
    assert w.pos == starts[1][1]
    w.slider.setValue(len(saved.actions) // 2)
    assert w.pos == len(saved.actions) // 2
    _same(w, saved)


def test_read_only_and_export(viewer, qtbot, tmp_path):
    w, saved, game = viewer
    w.goto(len(saved.actions) // 2)
    before = snapshot(w.game)
    assert w.view.controller is None
    it = next(w.scene.cards[u] for u in w.game.state.players[0].hand)
    vp = w.view.viewport()
    a = w.view.mapFromScene(it.scenePos())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 8):
        QTest.mouseMove(vp, QPoint(a.x(), a.y() - 40 * k))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(a.x(), a.y() - 280))
    assert snapshot(w.game) == before  # nothing moved in the game
    path = tmp_path / "log.txt"
    w.export_log(str(path))
    text = path.read_text()
    assert "Turn 1" in text and text.count("\n") > 50
    over = [e for e in w.model.all_events() if e.kind == "game_over"][0]
    assert i18n.event_line(over, names=w.names) in text  # the replay's own names, as its log panel shows them


def test_watch_replay_of_the_current_game(table, qtbot):
    t = table(settings={"seed": 4, "opponent": "random"})
    c = t.controller
    bot = RandomBot(2)
    for _ in range(30):
        c.wait_bot(5000)
        if c.game.is_over:
            break
        if c.acting_human() is not None:
            c.apply(bot.choose(DecisionContext(c.game)))
    c.wait_bot(5000)
    w = t.session.watch_replay()
    qtbot.addWidget(w)
    assert len(w.model) == len(c.actions)
    w.goto(len(w.model))
    assert snapshot(w.game) == snapshot(c.game)
    assert t.window.findChild(type(t.window.menuBar().actions()[0]), "watchReplay") is not None


def test_game_over_dialog_offers_the_replay(qtbot):
    from ui.dialogs.game_over import GameOverDialog

    saved, game = _finished_game()
    dlg = GameOverDialog(game, ReplayModel(saved).all_events(), {0: "You", 1: "Bot"})
    qtbot.addWidget(dlg)
    button = dlg.findChild(QPushButton, "replay")
    assert button is not None and button.text() == "Watch replay"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert dlg.choice == "replay"


def test_open_replay_file_and_damaged_file(table, tmp_path):
    saved, game = _finished_game(5)
    path = tmp_path / "g.json"
    save_game(str(path), saved, game)
    t = table(settings={"seed": 1, "opponent": "random"})
    w = t.session.open_replay(str(path))
    assert w is not None and len(w.model) == len(saved.actions)
    w.goto(len(w.model))
    assert snapshot(w.game) == snapshot(game)
    w.close()
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text()[:300])
    assert t.session.open_replay(str(bad)) is None
    assert "truncated" in t.session.messages[-1][1]
    assert bad.read_text() == path.read_text()[:300]


def test_replay_log_follows_the_language(viewer):
    """View → Language reaches an open replay: its log is written again from the same events."""
    from engine.words import ja

    viewer = viewer[0]
    viewer.goto(len(viewer.model))
    english = list(viewer.log.lines)
    i18n.set_language("ja")
    try:
        assert len(viewer.log.lines) == len(english) and viewer.log.lines != english
        assert any(line == ja.STEP["main"] or "ステップ" in line for line in viewer.log.lines)
        assert "ターン" in viewer.log.topLevelItem(1).text(0)
    finally:
        i18n.set_language("en")
    assert viewer.log.lines == english
