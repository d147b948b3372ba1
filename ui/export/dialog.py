"""File → Export…: a picture of the table for an article, from the same renderer as ``spirit-table render``.

The dialog draws the game on the table (with its annotations) through ``ui.export.render``: the whole
table or a region dragged out on it, as PNG at 1x/2x/4x or SVG, or onto the clipboard; hidden information
shown or not, the mat's controls hidden or not (the side panel is never part of the picture: only the
table's scene is drawn), a dark or a light mat.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPen, QPixmap
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QFileDialog, QGraphicsRectItem,
                               QGridLayout, QHBoxLayout, QLabel, QPushButton, QRadioButton, QVBoxLayout)

from ..table import layout as L
from .render import ExportOptions, build_scene, copy_to_clipboard, render_image, write

translate = QCoreApplication.translate

FORMATS = (("PNG 1x", "png", 1.0), ("PNG 2x", "png", 2.0), ("PNG 4x", "png", 4.0), ("SVG", "svg", 1.0))


class RegionPicker:
    """``view.tool`` while a region is dragged out on the table; calls ``done(rect or None)``."""

    def __init__(self, view, done):
        self.view, self.done = view, done
        self.previous = view.tool
        self.start = None
        self.band = QGraphicsRectItem()
        self.band.setPen(QPen(QColor(255, 214, 92), 2, Qt.PenStyle.DashLine))
        self.band.setBrush(QColor(255, 214, 92, 40))
        self.band.setZValue(5000)
        self.band.setVisible(False)
        view.scene().addItem(self.band)
        view.tool = self
        view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def mouse(self, kind, view, event) -> bool:
        pos = view.mapToScene(event.position().toPoint())
        if kind == "press":
            if event.button() != Qt.MouseButton.LeftButton:
                self.finish(None)
                return True
            self.start = pos
            self.band.setRect(QRectF(pos, pos))
            self.band.setVisible(True)
        elif kind == "move" and self.start is not None:
            self.band.setRect(QRectF(self.start, pos).normalized())
        elif kind == "release" and self.start is not None:
            r = QRectF(self.start, pos).normalized().intersected(QRectF(0, 0, L.SCENE_W, L.SCENE_H))
            self.finish(r if r.width() >= 8 and r.height() >= 8 else None)
        return True

    def finish(self, rect) -> None:
        if self.band.scene() is not None:
            self.band.scene().removeItem(self.band)
        self.view.tool = self.previous
        self.view.viewport().unsetCursor()
        self.done(rect)


class ExportDialog(QDialog):
    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("exportDialog")
        self.setWindowTitle(translate("ExportDialog", "Export the table"))
        self.window_ = window
        self.region = None  # (x, y, w, h) in scene units
        self._scene = None
        lay = QVBoxLayout(self)
        grid = QGridLayout()
        lay.addLayout(grid)
        grid.addWidget(QLabel(translate("ExportDialog", "Area")), 0, 0)
        self.whole = QRadioButton(translate("ExportDialog", "The whole table"))
        self.whole.setObjectName("exportWhole")
        self.part = QRadioButton(translate("ExportDialog", "A region"))
        self.part.setObjectName("exportRegion")
        self.whole.setChecked(True)
        grp = QButtonGroup(self)
        grp.addButton(self.whole)
        grp.addButton(self.part)
        self.pick = QPushButton(translate("ExportDialog", "Drag out on the table…"))
        self.pick.setObjectName("exportPick")
        self.pick.clicked.connect(self.pick_region)
        row = QHBoxLayout()
        row.addWidget(self.whole)
        row.addWidget(self.part)
        row.addWidget(self.pick)
        grid.addLayout(row, 0, 1)
        grid.addWidget(QLabel(translate("ExportDialog", "Format")), 1, 0)
        self.format = QComboBox()
        self.format.setObjectName("exportFormat")
        for text, _, _ in FORMATS:
            self.format.addItem(text)
        self.format.setCurrentIndex(1)
        grid.addWidget(self.format, 1, 1)
        grid.addWidget(QLabel(translate("ExportDialog", "Mat")), 2, 0)
        self.theme = QComboBox()
        self.theme.setObjectName("exportTheme")
        self.theme.addItem(translate("ExportDialog", "Dark (the table's felt)"), "dark")
        self.theme.addItem(translate("ExportDialog", "Light (for print)"), "light")
        grid.addWidget(self.theme, 2, 1)
        self.reveal = QCheckBox(translate("ExportDialog", "Show hidden information (the other hand, the top of each Deck)"))
        self.reveal.setObjectName("exportReveal")
        lay.addWidget(self.reveal)
        self.hide_controls = QCheckBox(translate("ExportDialog", "Hide the side panel and the controls (only the table is drawn)"))
        self.hide_controls.setObjectName("exportHideControls")
        self.hide_controls.setChecked(True)
        lay.addWidget(self.hide_controls)
        self.preview = QLabel()
        self.preview.setObjectName("exportPreview")
        self.preview.setMinimumSize(432, 300)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("background: #0b0d10; border: 1px solid #3a424a;")
        lay.addWidget(self.preview)
        self.info = QLabel()
        self.info.setObjectName("exportInfo")
        lay.addWidget(self.info)
        buttons = QHBoxLayout()
        self.b_save = QPushButton(translate("ExportDialog", "Save…"))
        self.b_save.setObjectName("exportSave")
        self.b_save.setDefault(True)
        self.b_save.clicked.connect(self.save_dialog)
        self.b_copy = QPushButton(translate("ExportDialog", "Copy to clipboard"))
        self.b_copy.setObjectName("exportCopy")
        self.b_copy.clicked.connect(self.copy)
        close = QPushButton(translate("ExportDialog", "Close"))
        close.clicked.connect(self.close)
        buttons.addStretch(1)
        for b in (self.b_copy, self.b_save, close):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        for w in (self.whole, self.part, self.reveal, self.hide_controls):
            w.toggled.connect(self.refresh)
        self.format.currentIndexChanged.connect(self.refresh)
        self.theme.currentIndexChanged.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ options
    def options(self, scale: float | None = None) -> ExportOptions:
        w = self.window_
        sc = w.scene
        _, _, fscale = FORMATS[self.format.currentIndex()]
        controls = not self.hide_controls.isChecked()
        return ExportOptions(
            scale=fscale if scale is None else scale, reveal=self.reveal.isChecked(),
            theme=self.theme.currentData(), region=self.region if self.part.isChecked() else None,
            controls=controls, viewer=sc.viewer, names=_shown_names(sc, w),
            button=(sc.button.text, sc.button.enabled, sc.button.kind) if controls else None)

    def file_format(self) -> str:
        return FORMATS[self.format.currentIndex()][1]

    def build(self, opts: ExportOptions):
        """The picture's scene: what the window's table shows (the game, or the position editor's board),
        with the table's annotations."""
        w = self.window_
        game = w.scene.game if w.scene.game is not None else w.c.game
        sc = build_scene(game, w.scene.annotations(), opts)
        if opts.controls and w.scene.banner.isVisible():
            sc.banner.show_text("\n".join(w.scene.banner.lines), w.scene.banner.kind)
        self._scene = sc  # keep the scene alive while Qt draws it
        return sc

    def refresh(self, *_) -> None:
        self.pick.setEnabled(True)
        opts = self.options()
        size = opts.size()
        what = translate("ExportDialog", "region") if opts.region is not None else translate("ExportDialog", "whole table")
        self.info.setText(f"{what}: {size.width()} × {size.height()} px"
                          + ("  (SVG)" if self.file_format() == "svg" else ""))
        small = self.options(scale=min(1.0, 432 / opts.source().width(), 300 / opts.source().height()))
        try:
            img = render_image(self.build(small), small)
        except ValueError as e:
            self.preview.setText(str(e))
            return
        self.preview.setPixmap(QPixmap.fromImage(img))

    def pick_region(self) -> None:
        """Hide the dialog while a region is dragged out on the table."""
        self.hide()
        self.window_.statusBar().showMessage(translate("ExportDialog", "Drag out the region to export (right-click to cancel)"), 10000)
        RegionPicker(self.window_.view, self._picked)

    def _picked(self, rect) -> None:
        if rect is not None:
            self.region = (round(rect.x(), 1), round(rect.y(), 1), round(rect.width(), 1), round(rect.height(), 1))
            self.part.setChecked(True)
        self.window_.statusBar().clearMessage()
        self.refresh()
        self.show()
        self.raise_()
        self.activateWindow()

    # ------------------------------------------------------------------ output
    def export_to(self, path: str) -> str:
        """Write the picture to ``path`` (the format's extension is added if missing)."""
        ext = "." + self.file_format()
        if not path.lower().endswith(ext):
            path += ext
        opts = self.options()
        write(self.build(opts), opts, path)
        self.window_.statusBar().showMessage(translate("ExportDialog", "Exported {path}").format(path=path), 8000)
        return path

    def copy(self):
        opts = self.options()
        if self.file_format() == "svg":
            opts.scale = 2.0
        img = copy_to_clipboard(self.build(opts), opts)
        self.window_.statusBar().showMessage(translate("ExportDialog", "Copied a {w} × {h} picture").format(w=img.width(), h=img.height()),
                                            6000)
        return img

    def save_dialog(self) -> None:
        fmt = self.file_format()
        folder = os.environ.get("SPIRIT_TABLE_SHOTS") or os.getcwd()
        path, _ = QFileDialog.getSaveFileName(self, translate("ExportDialog", "Export the table"), os.path.join(folder, f"table.{fmt}"),
                                              translate("ExportDialog", "PNG image (*.png)") if fmt == "png"
                                              else translate("ExportDialog", "SVG drawing (*.svg)"))
        if not path:
            return
        try:
            self.export_to(path)
        except (OSError, ValueError) as e:
            self.info.setText(translate("ExportDialog", "Cannot export: {error}").format(error=e))
            return
        self.info.setText(translate("ExportDialog", "Saved {path}").format(path=path))


def _shown_names(scene, window) -> dict:
    """The players' names as the table's plates show them (the editor names them Player 1 and 2)."""
    names = {p: scene.plates[scene.seat(p)].name for p in (0, 1)}
    if all(names.values()):
        return names
    return dict(getattr(window, "names", {}) or {0: "Player 1", 1: "Player 2"})


def install_export_ui(window) -> QAction:
    """File → Export… (Ctrl+Alt+E) on the main window; the File menu is made if there is none."""
    bar = window.menuBar()
    menu = None
    for a in bar.actions():
        if a.menu() is not None and a.menu().objectName() == "fileMenu":
            menu = a.menu()
    if menu is None:
        first = bar.actions()[0] if bar.actions() else None
        from PySide6.QtWidgets import QMenu

        from .. import i18n

        menu = i18n.mark(QMenu("", window), "Session", "&File")
        menu.setObjectName("fileMenu")
        bar.insertMenu(first, menu) if first is not None else bar.addMenu(menu)
        window._file_menu = menu
    from .. import i18n

    act = i18n.mark(QAction("", window), "ExportDialog", QT_TRANSLATE_NOOP("ExportDialog", "Export…"))
    act.setObjectName("exportAction")
    act.setShortcut(QKeySequence("Ctrl+Alt+E"))
    act.triggered.connect(lambda _=False: open_export_dialog(window))
    menu.addAction(act)

    def last() -> None:  # after the items others add to the File menu once the window is built
        if menu.actions() and menu.actions()[-1] is not act:
            menu.removeAction(act)
            menu.addSeparator()
            menu.addAction(act)

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, last)
    return act


def open_export_dialog(window) -> ExportDialog:
    dlg = getattr(window, "export_dialog", None)
    if dlg is None:
        dlg = window.export_dialog = ExportDialog(window)
    ed = getattr(window, "position_editor", None)
    shown_all = ed is not None and ed.active  # the editor shows every card of the board
    if getattr(dlg, "_shown_all", None) != shown_all:
        dlg._shown_all = shown_all
        dlg.reveal.setChecked(shown_all)  # the picture starts as what the table shows
    dlg.refresh()
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg
