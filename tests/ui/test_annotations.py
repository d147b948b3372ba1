"""Annotations on the table (ui.table.annotations): made from a position's list, read back unchanged,
drawn over the cards, and added, edited and deleted in the Annotate mode with real mouse and keys."""
from __future__ import annotations

import pytest
import yaml
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

POSITION = """
version: 1
turn: {number: 3, player: p1, step: main}
players:
  p1:
    reserve: 3
    hand: [ST-R03, ST-R05]
    deck: 20
    field: [{card: ST-R01, cores: 1}, {card: ST-Y02, cores: 2, state: exhausted}]
  p2:
    hand: [ST-B01, ST-B02, ST-B03]
    deck: 20
    trash: [ST-B05]
    field: [{card: ST-B03, cores: 1}]
annotations:
  - {kind: arrow, from: p1.field[0], to: p2.field[0], label: attacks, color: red}
  - {kind: arrow, from: p1.reserve, to: p1.field[1]}
  - {kind: label, at: p2.field[0], text: "pending (destroyed)"}
  - {kind: label, at: {x: 0.5, y: 0.1}, text: Turn 3, color: black}
  - {kind: ring, at: p1.reserve}
  - {kind: ring, at: p2.trash[0], label: this one, color: blue}
  - {kind: marker, at: p2.life, number: 1}
  - {kind: marker, at: p1.hand[1], number: 2, label: then this}
  - {kind: arrow, from: p2.hand[2], to: void}
"""


def _open(table, text=POSITION):
    from engine.position import load_position_text

    t = table(text)
    pos = load_position_text(text)
    t.window.scene.set_annotations(pos.annotations)
    return t, pos


def test_items_from_a_position_and_round_trip(table):
    from engine.position import dump, load_position_text, play_position
    from ui.table.annotations import ArrowItem, LabelItem, MarkerItem, RingItem

    t, pos = _open(table)
    sc = t.window.scene
    kinds = [type(it) for it in sc.annot.items]
    assert kinds == [ArrowItem, ArrowItem, LabelItem, LabelItem, RingItem, RingItem, MarkerItem, MarkerItem,
                     ArrowItem]
    assert all(it.scene() is sc for it in sc.annot.items)
    assert sc.annotations() == pos.annotations
    # kept with the position when it is saved (engine.position.dump) and opened again
    text = yaml.safe_dump(dump(play_position(pos), sc.annotations()), sort_keys=False, allow_unicode=True)
    assert load_position_text(text).annotations == pos.annotations
    sc.set_annotations([])
    assert sc.annotations() == [] and not [i for i in sc.items() if isinstance(i, ArrowItem)]


def test_items_sit_on_their_places_and_over_the_cards(table):
    from ui.table import zvalues as Z

    t, _ = _open(table)
    sc = t.window.scene
    arrow, _, label, top, ring, _, marker, _, _ = sc.annot.items
    a, b = sc.field_item(0, 0), sc.field_item(1, 0)
    ra, rb = a.sceneBoundingRect(), b.sceneBoundingRect()
    start = arrow.shaft.pointAtPercent(0)
    tip = arrow.head.at(0)
    assert ra.adjusted(-10, -10, 10, 10).contains(start) and not a.mapRectToScene(a.card_rect()).contains(start)
    assert rb.adjusted(-12, -12, 12, 12).contains(tip) and not b.mapRectToScene(b.card_rect()).contains(tip)
    assert rb.contains(label.at)  # across the card's lower edge
    assert abs(top.at.x() - 720) < 1 and abs(top.at.y() - 100) < 1  # {x: 0.5, y: 0.1}
    assert ring.ring_rect.contains(ring.layer.anchor("p1.reserve").rect)
    for it in sc.annot.items:
        assert it.zValue() > Z.SOUL and it.zValue() > Z.HAND_HOVER


def test_annotations_follow_the_cards(table, drag):
    """After a change of the game the arrow is drawn from wherever its card now is."""
    t, _ = _open(table, POSITION.replace("hand: [ST-R03, ST-R05]", "hand: [ST-R05, ST-R01]"))
    sc = t.window.scene
    arrow = sc.annot.items[0]
    before = arrow.shaft.pointAtPercent(0)
    from engine.actions import action_from_dict

    t.window.c.apply(action_from_dict({"by": "p1", "do": "summon", "card": "hand[1]", "pay": "auto",
                                       "place": "auto"}, "a"))
    sc.tween.finish()
    after = arrow.shaft.pointAtPercent(0)
    assert len(t.window.c.game.state.players[0].field) == 3
    assert after.x() < before.x() - 20  # the field row spread out: field[0] moved left


def test_bad_annotations_are_refused(table):
    from engine.errors import DataError

    t, pos = _open(table)
    sc = t.window.scene
    with pytest.raises(DataError) as e:
        sc.set_annotations([{"kind": "arrow", "from": "p1.field[0]", "to": "p3.hand"}])
    assert "annotations[0].to" in str(e.value)
    assert sc.annotations() == pos.annotations  # unchanged


def _vp(view, p):
    q = view.mapFromScene(QPointF(p[0], p[1]) if isinstance(p, tuple) else p)
    return QPoint(q.x(), q.y())


def test_drag_an_arrow_in_annotate_mode(table, drag):
    t = table(POSITION)
    w = t.window
    sc = w.scene
    before = w.c.game.state.players[0].field[0].cores
    w.a_annotate.setChecked(True)
    assert w.view.tool is w.annotator and w.annotator.mode == "arrow"
    drag(t, sc.field_item(0, 0), sc.field_item(1, 0))
    assert w.annotator.editor is not None  # ready to type the arrow's label
    QTest.keyClicks(w.view, "attacks")
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert sc.annotations() == [{"kind": "arrow", "from": "p1.field[0]", "to": "p2.field[0]", "label": "attacks"}]
    assert w.annotator.editor is None
    assert w.c.game.state.players[0].field[0].cores == before and not w.c.actions  # the game did not move
    # to an area: the Reserve; no label (Enter with nothing typed)
    drag(t, sc.field_item(0, 1), sc.core_items(0, "reserve")[0])
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert sc.annotations()[1] == {"kind": "arrow", "from": "p1.field[1]", "to": "p1.reserve"}
    # a click without a drag makes nothing
    drag(t, sc.field_item(0, 0), sc.field_item(0, 0))
    assert len(sc.annotations()) == 2
    w.a_annotate.setChecked(False)
    assert w.view.tool is None


def test_label_ring_marker_select_delete_and_edit(table, click):
    t = table(POSITION)
    w = t.window
    sc, view, tool = w.scene, w.view, w.annotator
    w.a_annotate.setChecked(True)
    tool.set_mode("label")
    click(t, (700.0, 470.0))
    assert tool.editor is not None
    QTest.keyClicks(view, "Turn 3")
    QTest.keyClick(view, Qt.Key.Key_Return)
    lab = sc.annotations()[0]
    assert lab["kind"] == "label" and lab["text"] == "Turn 3"
    assert abs(lab["at"]["x"] - 700 / 1440) < 0.01 and abs(lab["at"]["y"] - 0.47) < 0.01
    tool.set_mode("ring")
    tool.set_color("green")  # the selected annotation (the new label) takes the colour too
    assert sc.annotations()[0]["color"] == "green"
    click(t, sc.field_item(1, 0))
    sc.annot.items[1].setSelected(False)
    tool.set_color(None)
    tool.set_mode("marker")
    click(t, sc.field_item(0, 0))
    click(t, sc.hand_item(0, 0))
    got = sc.annotations()
    assert got[1] == {"kind": "ring", "at": "p2.field[0]", "color": "green"}
    assert got[2] == {"kind": "marker", "at": "p1.field[0]", "number": 1}
    assert got[3]["number"] == 2 and got[3]["at"] == "p1.hand[0]"
    # Esc on a new label drops it
    tool.set_mode("label")
    click(t, (300.0, 300.0))
    QTest.keyClicks(view, "oops")
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert len(sc.annotations()) == 4
    # select the ring (click on its outline) and delete it with Del
    tool.set_mode("select")
    ring = sc.annot.items[1]
    click(t, (ring.ring_rect.left(), ring.ring_rect.center().y()))
    assert ring.isSelected()
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert [a["kind"] for a in sc.annotations()] == ["label", "marker", "marker"]
    # double-click a label to edit its text
    label = sc.annot.items[0]
    p = _vp(view, label.at)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    assert tool.editor is not None and tool.editor.item is label
    QTest.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(view, "Turn 4")
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert sc.annotations()[0]["text"] == "Turn 4"


def test_opening_a_position_file_shows_its_annotations(table, tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(POSITION)
    t = table(settings={"position": str(path)})
    assert len(t.window.scene.annotations()) == 9
