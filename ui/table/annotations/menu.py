"""The main window's Annotate menu and toolbar (``install_annotate_ui``): the Annotate mode switch, the
tools, the colours and the delete and clear actions."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup

from .style import COLORS, color_icon
from .tool import AnnotationTool

# ---------------------------------------------------------------------- the window's Annotate menu and toolbar
def install_annotate_ui(window):
    """Add the Annotate menu and its toolbar to the main window; returns the ``AnnotationTool``."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QToolBar

    tool = AnnotationTool(window.scene, window)
    window.annotator = tool
    menu = window.menuBar().addMenu("&Annotate")
    bar = QToolBar("Annotate", window)
    bar.setObjectName("annotateBar")
    bar.setMovable(False)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    bar.setVisible(False)

    toggle = QAction("Annotate mode", window)
    toggle.setObjectName("annotateMode")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("Ctrl+Shift+A"))

    def set_on(on: bool) -> None:
        if on:
            tool.attach(window.view)
            window.statusBar().showMessage(
                "Annotate: drag from a card to another for an arrow; click for a label, ring or marker; "
                "Del deletes, double-click edits", 10000)
        else:
            tool.detach()
            window.statusBar().clearMessage()
        bar.setVisible(on)

    toggle.toggled.connect(set_on)
    menu.addAction(toggle)
    bar.addAction(toggle)
    menu.addSeparator()
    bar.addSeparator()
    group = QActionGroup(window)
    modes = {}
    for mode, text, key in (("select", "Select", "Alt+1"), ("arrow", "Arrow", "Alt+2"), ("label", "Label", "Alt+3"),
                            ("ring", "Ring", "Alt+4"), ("marker", "Marker", "Alt+5")):
        a = QAction(text, window)
        a.setObjectName(f"annotate_{mode}")
        a.setCheckable(True)
        a.setChecked(mode == tool.mode)
        a.setShortcut(QKeySequence(key))
        a.triggered.connect(lambda _=False, m=mode: (tool.set_mode(m), toggle.setChecked(True)))
        group.addAction(a)
        menu.addAction(a)
        bar.addAction(a)
        modes[mode] = a
    tool.mode_changed.connect(lambda m: modes[m].setChecked(True))
    colours = menu.addMenu("Colour")
    bar.addSeparator()
    cgroup = QActionGroup(window)
    auto = QAction("Default", window)
    auto.setCheckable(True)
    auto.setChecked(True)
    auto.triggered.connect(lambda: tool.set_color(None))
    cgroup.addAction(auto)
    colours.addAction(auto)
    for name in COLORS:
        a = QAction(color_icon(name), name.capitalize(), window)
        a.setObjectName(f"annotate_color_{name}")
        a.setCheckable(True)
        a.triggered.connect(lambda _=False, n=name: tool.set_color(n))
        cgroup.addAction(a)
        colours.addAction(a)
        bar.addAction(a)
    menu.addSeparator()
    delete = QAction("Delete selected annotation", window)
    delete.setObjectName("annotateDelete")
    delete.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete), QKeySequence("Backspace")])
    delete.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    delete.triggered.connect(lambda: tool.delete_selected())
    menu.addAction(delete)
    window.addAction(delete)
    clear = QAction("Remove all annotations", window)
    clear.triggered.connect(lambda: (window.scene.set_annotations([]), window.scene.annot.changed.emit()))
    menu.addAction(clear)
    window.a_annotate = toggle
    return tool
