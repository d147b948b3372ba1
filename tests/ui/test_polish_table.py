"""What a new player tripped over on the table (issue 13): a new game leaves nothing of the old one, the
export draws what the user sees, a new game leaves Annotate mode."""
from __future__ import annotations

from ui.table.items import CardItem, CoreItem

BOARD = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01], trash: [ST-R04], deck: 30,
       field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], trash: [ST-B03], deck: 30, field: [{card: ST-B02, cores: 2}]}
"""


def _game_items(scene):
    return [it for it in scene.items() if isinstance(it, (CardItem, CoreItem))]


def test_new_game_from_the_game_over_screen_leaves_no_item_of_the_old_game(table, monkeypatch):
    from ui.dialogs.game_over import GameOverDialog
    from ui.dialogs.new_game import NewGameDialog

    t = table(BOARD, seats=("human", "random"))
    w, c = t.window, t.controller
    old = _game_items(w.scene)
    assert len([it for it in old if isinstance(it, CardItem) and it.zone == "field"]) == 2
    c.concede()
    assert c.game.is_over

    def game_over_exec(dlg):
        dlg.choice = "new"
        return 1

    monkeypatch.setattr(GameOverDialog, "exec", game_over_exec)
    monkeypatch.setattr(NewGameDialog, "exec", lambda dlg: 1)
    monkeypatch.delenv("SPIRIT_TABLE_NO_DIALOGS")
    w._game_over()  # what the game-over timer calls: the dialog, then "New game…", then Start
    w.scene.tween.finish()
    assert not c.game.is_over and c.game.state.turn <= 1
    left = [it for it in old if it.scene() is w.scene]
    assert left == [], f"{len(left)} items of the finished game are still on the table"
    now = _game_items(w.scene)
    st = c.game.state
    cards_now = [it for it in now if isinstance(it, CardItem) and it.isVisible()]
    assert len(cards_now) == sum(len(p.hand) + len(p.field) + len(p.trash) for p in st.players)


def test_a_new_game_leaves_annotate_mode(table):
    t = table(BOARD)
    w = t.window
    w.a_annotate.setChecked(True)
    assert w.view.tool is not None
    t.start({"seed": 4, "opponent": "random", "first": 0})
    assert not w.a_annotate.isChecked() and w.view.tool is None


def test_export_from_the_position_editor_draws_the_board_being_edited(table):
    """The picture is what the user sees: the editor's board with its arrow on a card, not the game
    waiting behind the editor."""
    from ui.export.dialog import open_export_dialog
    from ui.table.annotations import ArrowItem

    t = table(BOARD)
    w = t.window
    t.editor.enter()
    assert t.editor.put("ST-R04", 0, "field")  # a second Spirit on the board only
    w.scene.set_annotations([{"kind": "arrow", "from": "p1.field[1]", "to": "p2.field[0]", "label": "attacks"}])
    w.scene.tween.finish()
    dlg = open_export_dialog(w)
    assert dlg.reveal.isChecked()  # the editor shows both hands: so does the picture, to begin with
    sc = dlg.build(dlg.options())
    field = sc.game.state.players[0].field
    assert [sc.game.card(fc.uid).id for fc in field] == ["ST-R02", "ST-R04"]
    assert [sc.plates[s].name for s in (0, 1)] == [w.scene.plates[s].name for s in (0, 1)] == ["Player 1", "Player 2"]
    arrow = next(it for it in sc.items() if isinstance(it, ArrowItem))
    card = sc.field_item(0, 1)
    anchor = sc.annot.anchor("p1.field[1]")
    assert anchor.what == "card" and anchor.rect.contains(card.pos())
    start = arrow.mapToScene(arrow.shaft.pointAtPercent(0.0))  # the arrow starts at the card, not in space
    assert anchor.rect.adjusted(-30, -30, 30, 30).contains(start)
    dlg.close()
    t.editor.leave("cancel")
    assert len(t.controller.game.state.players[0].field) == 1
    assert w.scene.annotations() == []  # the board's arrow stays with the board, not on the game


def test_the_window_opens_to_the_screens_room(qapp):
    from app.gui import SIZE, window_size

    class Screen:
        def __init__(self, w, h):
            from PySide6.QtCore import QRect

            self.g = QRect(0, 0, w, h)

        def availableGeometry(self):
            return self.g

    assert window_size(Screen(1600, 900)) == (1576, 852)
    assert window_size(Screen(2560, 1440)) == (1800, 1120)
    assert window_size(Screen(1280, 720)) == SIZE  # never smaller than 1280×800
    assert window_size(None) == SIZE


def test_field_card_name_level_and_bp_are_readable_at_1280x800(table):
    """At the default size the table is drawn at about 0.66: the marks grow so that their text stays
    at least READABLE_PX high on screen, and the card's name is written large over its face."""
    from ui.table.items import BP_TEXT_PX, NAME_READABLE_W, READABLE_PX, mark_scale
    from ui.table import layout as L

    t = table(BOARD, size=(1280, 800))
    scale = t.window.view.transform().m11()
    assert 0.5 < scale < 0.8
    assert BP_TEXT_PX * scale * mark_scale(scale) >= READABLE_PX - 0.01
    assert scale * L.CARD_W < NAME_READABLE_W  # so the name strip is drawn
    t.window.resize(1800, 1120)
    t.window.scene.tween.finish()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    assert t.window.view.transform().m11() > scale * 1.2  # a larger window: a larger table
