"""Export for articles (ui.export): the table's scene drawn to PNG at 1x/2x/4x, SVG and the clipboard,
the whole table or a dragged-out region, hidden information and controls on or off, dark or light mat."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest

POSITION = """
version: 1
turn: {number: 2, player: p1, step: main}
players:
  p1:
    reserve: 3
    hand: [ST-R03]
    deck: 10
    field: [{card: ST-R01, cores: 1}]
  p2:
    hand: [ST-B01, ST-B02]
    deck: 10
    field: [{card: ST-B03, cores: 1}]
annotations:
  - {kind: arrow, from: p1.field[0], to: p2.field[0], label: attacks}
  - {kind: marker, at: p2.hand[0], number: 1}
"""


def _game():
    from engine.position import load_position_text, play_position

    pos = load_position_text(POSITION)
    return play_position(pos).game, pos.annotations


@pytest.fixture
def window(table):
    from engine.position import load_position_text

    t = table(POSITION)
    t.window.scene.set_annotations(load_position_text(POSITION).annotations)
    return t.window


def test_svg_is_a_valid_svg_file(qapp, tmp_path):
    from ui.export.render import ExportOptions, build_scene, write

    game, notes = _game()
    opts = ExportOptions(scale=1.0)
    sc = build_scene(game, notes, opts)
    path = tmp_path / "board.svg"
    write(sc, opts, str(path))
    root = ET.parse(path).getroot()  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 1440 1000"
    ns = {"s": "http://www.w3.org/2000/svg"}
    assert root.findall(".//s:image", ns)  # the felt and the card faces
    assert root.findall(".//s:path", ns) or root.findall(".//s:polygon", ns)  # shapes stay vectors
    texts = "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "attacks" in texts and "FIELD" in texts  # text stays text


def test_png_sizes_region_and_theme(qapp, tmp_path):
    from ui.export.render import ExportOptions, build_scene, render_image

    game, notes = _game()
    for scale, size in ((1, (1440, 1000)), (2, (2880, 2000)), (4, (5760, 4000))):
        opts = ExportOptions(scale=scale)
        if scale == 4:
            opts.region = (200, 500, 300, 200)
            size = (1200, 800)
        img = render_image(build_scene(game, notes, opts), opts)
        assert (img.width(), img.height()) == size
    dark = render_image(build_scene(game, notes, ExportOptions()), ExportOptions())
    light = render_image(build_scene(game, notes, ExportOptions(theme="light")), ExportOptions(theme="light"))
    assert QImage.pixelColor(dark, 700, 790).lightness() < 90 < QImage.pixelColor(light, 700, 790).lightness()


def test_dialog_exports_png_and_svg(window, tmp_path):
    from ui.export.dialog import open_export_dialog

    dlg = open_export_dialog(window)
    assert dlg.preview.pixmap() is not None and not dlg.preview.pixmap().isNull()
    dlg.format.setCurrentIndex(1)  # PNG 2x
    path = dlg.export_to(str(tmp_path / "table"))
    img = QImage(path)
    assert path.endswith(".png") and (img.width(), img.height()) == (2880, 2000)
    dlg.format.setCurrentIndex(3)  # SVG
    path = dlg.export_to(str(tmp_path / "table.svg"))
    assert ET.parse(path).getroot().tag.endswith("svg")
    dlg.close()


def test_dialog_export_is_the_render_command_picture(window, tmp_path):
    """One renderer: the window's export and the command give the same pixels for the same position."""
    from app.cli import main
    from ui.export.dialog import open_export_dialog

    src = tmp_path / "p.yaml"
    src.write_text(POSITION)
    assert main(["render", str(src), "-o", str(tmp_path / "cmd.png")]) == 0
    window.set_names({0: "Player 1", 1: "Player 2"})
    dlg = open_export_dialog(window)
    dlg.format.setCurrentIndex(0)  # PNG 1x
    path = dlg.export_to(str(tmp_path / "dlg.png"))
    assert QImage(path) == QImage(str(tmp_path / "cmd.png"))


def test_hidden_information_and_controls(window, tmp_path):
    from ui.export.dialog import open_export_dialog
    from ui.table import layout as L

    dlg = open_export_dialog(window)
    dlg.format.setCurrentIndex(0)
    window.scene.reveal = {0}
    a = QImage(dlg.export_to(str(tmp_path / "a.png")))
    dlg.reveal.setChecked(True)
    b = QImage(dlg.export_to(str(tmp_path / "b.png")))
    x, y, w, h = (int(v) for v in window.scene.layout.zone_rect(1, "hand"))
    assert a.copy(x, y, w, h) != b.copy(x, y, w, h)
    dlg.reveal.setChecked(False)
    assert window.scene.button.isVisible()  # "END MAIN STEP" on the table...
    bx, by, bw, bh = (int(v) for v in window.scene.layout.button)
    dlg.hide_controls.setChecked(False)
    c = QImage(dlg.export_to(str(tmp_path / "c.png")))
    assert a.copy(bx, by, bw, bh) != c.copy(bx, by, bw, bh)  # ...drawn only when the controls are kept
    assert a.copy(0, 0, 1000, 470) == c.copy(0, 0, 1000, 470)


def test_copy_to_clipboard_sets_an_image(window):
    from ui.export.dialog import open_export_dialog

    QGuiApplication.clipboard().clear()
    dlg = open_export_dialog(window)
    dlg.format.setCurrentIndex(0)
    dlg.b_copy.click()
    img = QGuiApplication.clipboard().image()
    assert not img.isNull() and (img.width(), img.height()) == (1440, 1000)


def test_region_dragged_out_on_the_table(window, qtbot):
    from ui.export.dialog import open_export_dialog

    dlg = open_export_dialog(window)
    dlg.format.setCurrentIndex(1)
    dlg.pick.click()
    assert not dlg.isVisible() and window.view.tool is not None
    view = window.view
    vp = view.viewport()

    def at(x, y):
        p = view.mapFromScene(QPointF(x, y))
        return QPoint(p.x(), p.y())

    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(200, 480))
    for i in range(1, 6):
        QTest.mouseMove(vp, at(200 + 120 * i, 480 + 60 * i))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(800, 780))
    assert dlg.isVisible() and dlg.part.isChecked() and window.view.tool is None
    x, y, w, h = dlg.region
    assert abs(x - 200) < 4 and abs(y - 480) < 4 and abs(w - 600) < 6 and abs(h - 300) < 6
    size = dlg.options().size()
    assert abs(size.width() - 1200) < 12 and abs(size.height() - 600) < 12


def test_file_menu_has_export(window):
    act = window.findChild(type(window.a_annotate), "exportAction")
    assert act is not None and act.text() == "Export…"
    menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert "File" in menus and "Annotate" in menus
