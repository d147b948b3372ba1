"""The position editor: palette drags onto the table, context-menu edits, the engine's check on leaving,
position files written and read back by ``spirit-table position apply``."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.position import Result, dump, load_position_file
from ui.editor.palette import MIME
from ui.table import layout as L

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01], deck: 30, field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


@pytest.fixture
def editing(table):
    def make(text=MAIN):
        t = table(text)
        t.editor.enter()
        assert t.editor.active
        t.window.scene.tween.finish()
        return t

    return make


def _vp_point(t, x, y) -> QPoint:
    p = t.window.view.mapFromScene(QPointF(x, y))
    return QPoint(p.x(), p.y())


def _press_palette(t, card_id):
    pal = t.editor.palette
    pal.set_filter(text=card_id)
    item = pal.item_for(card_id)
    assert item is not None and not item.isHidden()
    pal.list.scrollToItem(item)
    rect = pal.list.visualItemRect(item)
    QTest.mousePress(pal.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseRelease(pal.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())


def test_entering_shows_the_table_as_a_board(editing):
    t = editing()
    b = t.editor.board
    assert [b.card(e.uid).id for e in b.sides[0].field] == ["ST-R02"]
    assert [b.card(u).id for u in b.sides[1].hand] == ["ST-B01"]
    assert t.editor.dock.isVisible() and not t.editor._side().isVisible()
    assert t.window.view.controller is t.editor
    assert t.window.scene.button.text == "EDITING POSITION"
    assert t.editor.last_error is None  # the engine accepts it


def test_drag_a_card_from_the_palette_to_the_field(editing):
    t = editing()
    vp = t.window.view.viewport()
    _press_palette(t, "ST-R06")
    assert t.editor.armed == "ST-R06"
    target = _vp_point(t, *L.center(L.zone_rect(0, "field")))
    target = QPoint(target.x() + 150, target.y())  # beside the card already there
    QTest.mouseMove(vp, QPoint(target.x() - 60, target.y() - 60))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    t.window.scene.tween.finish()
    side = t.editor.board.sides[0]
    ids = [t.editor.board.card(e.uid).id for e in side.field]
    assert ids == ["ST-R02", "ST-R06"]
    card = t.editor.board.card(side.field[1].uid)
    assert side.field[1].cores == card.lv1_cost  # dropped with its Lv1 cores
    it = t.window.scene.cards[side.field[1].uid]
    assert it.isVisible() and it.zone == "field"
    assert t.editor.armed is None


def test_real_drag_and_drop_event_into_the_opponents_trash(editing):
    """The palette's drag (QDrag) ends in a drop event on the viewport carrying the card id."""
    t = editing()
    vp = t.window.view.viewport()
    md = QMimeData()
    md.setData(MIME, b"ST-B03")
    pos = QPointF(_vp_point(t, *L.pile_center(1, "trash")))
    for cls in (QDragEnterEvent, QDragMoveEvent):
        ev = cls(pos.toPoint(), Qt.DropAction.CopyAction, md, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)
        assert ev.isAccepted()
    ev = QDropEvent(pos, Qt.DropAction.CopyAction, md, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, ev)
    trash = t.editor.board.sides[1].trash
    assert [t.editor.board.card(u).id for u in trash] == ["ST-B03"]


def test_palette_filters(editing):
    t = editing()
    pal = t.editor.palette
    pal.set_filter(text="", color="blue", kind="spirit")
    ids = pal.visible_ids()
    assert ids and all("blue" in t.editor.board.cardset[i].colors and t.editor.board.cardset[i].is_spirit
                       for i in ids)
    name = t.editor.board.cardset["ST-R01"].name
    pal.set_filter(text=name.split()[0].lower(), color="", kind="")
    assert "ST-R01" in pal.visible_ids()
    pal.set_filter(text="zzzz-no-such-card")
    assert pal.visible_ids() == []


def _entry(entries, label):
    for text, fn in entries:
        if text.startswith(label):
            return fn
    raise AssertionError(f"no {label!r} in {[e[0] for e in entries]}")


def test_context_menu_sets_cores_soul_and_state(editing):
    t = editing()
    sc = t.window.scene
    ed = t.editor
    item = sc.field_item(0, 0)
    _entry(ed.context_entries(item), "Add a core")()
    _entry(ed.context_entries(item), "Add a core")()
    assert ed.board.sides[0].field[0].cores == 3
    _entry(ed.context_entries(item), "Remove a core")()
    assert ed.board.sides[0].field[0].cores == 2
    _entry(ed.context_entries(sc.field_item(0, 0)), "Move the Soul Core here")()
    _entry(ed.context_entries(sc.field_item(0, 0)), "    Exhausted")()
    m = ed.mapping()["players"]["p1"]
    assert m["soul_core"] == "field[0]" and m["field"][0] == {"card": "ST-R02", "cores": 2, "state": "exhausted"}
    # the table follows: two cores and the Soul Core drawn on the card, turned 90 degrees
    sc.tween.finish()
    assert len(sc.core_items(0, "field[0]")) == 2
    assert sc.souls[0].place == ("field", ed.board.sides[0].field[0].uid + 1)
    assert sc.field_item(0, 0).rotation() == 90.0
    # areas and cores have their own menus
    _entry(ed.context_entries(zone=("life", 1)), "Remove a core")()
    assert ed.board.sides[1].life == 4
    _entry(ed.context_entries(sc.core_items(0, "reserve")[0]), "Add a core")()
    assert ed.board.sides[0].reserve == 5
    _entry(ed.context_entries(sc.hand_item(0, 0)), "Move to the Trash")()
    assert [ed.board.card(u).id for u in ed.board.sides[0].trash] == ["ST-R03"]
    _entry(ed.context_entries(sc.field_item(1, 0)), "Remove the card")()
    assert ed.board.sides[1].field == []


def test_panel_controls(editing, qtbot):
    t = editing()
    p = t.editor.panel
    p.spins[(1, "reserve")].setValue(7)
    p.spins[(0, "trash_cores")].setValue(2)
    p.turn.setValue(6)
    p.step.setCurrentIndex(p.step.findData("attack"))
    p.player.setCurrentIndex(1)
    p.first.setCurrentIndex(1)
    p.souls[1].setCurrentIndex(p.souls[1].findData("life"))
    m = t.editor.mapping()
    assert m["players"]["p2"]["reserve"] == 7 and m["players"]["p1"]["trash_cores"] == 2
    assert m["turn"] == {"number": 6, "player": "p2", "first": "p2", "step": "attack"}
    assert m["players"]["p2"]["soul_core"] == "life"
    assert t.window.scene.zones[(1, "life")].count_text == "6"  # 5 cores and the Soul Core


def test_move_cards_and_cores_on_the_table(editing, drag):
    t = editing()
    sc = t.window.scene
    drag(t, sc.hand_item(0, 1), L.pile_center(0, "removed"))
    assert [t.editor.board.card(u).id for u in t.editor.board.sides[0].removed] == ["ST-R01"]
    drag(t, sc.core_items(0, "reserve")[0], L.center(L.zone_rect(0, "life")))
    assert t.editor.board.sides[0].life == 6 and t.editor.board.sides[0].reserve == 3


def test_leave_the_editor_with_a_valid_position_plays_it(editing):
    t = editing()
    t.editor.put("ST-R06", 1, "field")
    t.editor.put("ST-B01", 1, "hand")
    expected = t.editor.mapping()
    assert t.editor.leave("practice")
    assert not t.editor.active and t.window.view.controller is t.controller
    c = t.controller
    out = dump(Result(c.game, [], None))
    for p in ("p1", "p2"):
        for k in ("life", "reserve", "hand", "trash", "field"):
            got = out["players"][p][k]
            if k == "field":
                got = [{"card": e["card"], "cores": e["cores"], "state": e["state"]} for e in got]
            assert got == expected["players"][p][k]
    assert c.seats == ("human", "human")
    assert t.session.start == {"position": expected}  # saves and replays start from it
    assert "from the editor" in c.events[0].text


def test_play_from_here_against_the_bot(editing):
    t = editing()
    ring = [{"kind": "ring", "at": "p1.reserve"}]
    if hasattr(t.window.scene, "set_annotations"):
        t.window.scene.set_annotations(ring)
    assert t.editor.leave("bot")
    if hasattr(t.window.scene, "annotations"):
        assert t.window.scene.annotations() == ring  # the board's annotations stay on the table
    assert t.controller.seats[0] == "human" and t.controller.seats[1] != "human"


def test_invalid_position_names_the_key(editing):
    t = editing()
    ed = t.editor
    _entry(ed.context_entries(t.window.scene.field_item(0, 0)), "Remove a core")()  # a Spirit with 0 cores
    assert not ed.leave("practice")
    assert ed.active  # stays in the editor
    assert ed.last_error.path == "players.p1.field[0].cores"
    assert "players.p1.field[0].cores" in ed.messages[-1] and "Lv1" in ed.messages[-1]
    assert "players.p1.field[0].cores" in ed.panel.status.text()
    assert t.window.scene.field_item(0, 0).glow == "illegal"
    assert ed.leave("cancel")  # back to the game as it was
    assert t.controller.game.state.players[0].field[0].cores == 1


def test_save_position_file_and_apply_it(editing, tmp_path):
    t = editing()
    ed = t.editor
    ed.put("ST-R06", 0, "field")
    ed.board.set_count(1, "blanks", 12)
    if hasattr(t.window.scene, "set_annotations"):
        t.window.scene.set_annotations([{"kind": "ring", "at": "p1.reserve"}])
    path = tmp_path / "edited.yaml"
    assert ed.save_position(str(path))
    raw = yaml.safe_load(path.read_text())
    assert raw["players"]["p1"]["field"][1]["card"] == "ST-R06" and raw["players"]["p2"]["deck"] == 12
    if hasattr(t.window.scene, "set_annotations"):
        assert raw["annotations"] == [{"kind": "ring", "at": "p1.reserve"}]
    load_position_file(str(path))  # the engine reads it
    r = subprocess.run([sys.executable, "-m", "app", "position", "apply", str(path)], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    out = yaml.safe_load(r.stdout)
    assert [e["card"] for e in out["players"]["p1"]["field"]] == ["ST-R02", "ST-R06"]
    assert out["decision"]["player"] == "p1" and out["decision"]["kind"] == "main"
    # and it opens again in the editor as it was saved
    ed.board.clear()
    assert ed.open_position(str(path))
    assert ed.mapping()["players"] == raw["players"]


def test_open_an_invalid_position_file_shows_the_error(editing, tmp_path):
    t = editing()
    path = tmp_path / "bad.yaml"
    path.write_text(MAIN.replace("field: [{card: ST-R02, cores: 1}]", "field: [{card: ST-R02, cores: 0}]"))
    assert t.editor.open_position(str(path))
    assert t.editor.last_error.path == "players.p1.field[0].cores"
    path.write_text(MAIN.replace("ST-R02", "NO-SUCH"))
    assert not t.editor.open_position(str(path))
    assert "unknown card id" in t.editor.messages[-1]


def test_new_game_while_editing_closes_the_editor(editing):
    t = editing()
    t.start({"seed": 2, "opponent": "random"})
    assert not t.editor.active
    assert t.window.scene.button.text != "EDITING POSITION"
