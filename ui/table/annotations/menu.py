"""The main window's Annotate menu and toolbar (``install_annotate_ui``): the Annotate mode switch, the
tools, the colours and the delete and clear actions."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup

from ... import i18n

from .style import COLORS, color_icon
from .tool import AnnotationTool

translate = QCoreApplication.translate
COLOR_WORDS = {"orange": QT_TRANSLATE_NOOP("Annotate", "Orange"), "red": QT_TRANSLATE_NOOP("Annotate", "Red"), "yellow": QT_TRANSLATE_NOOP("Annotate", "Yellow"),
               "green": QT_TRANSLATE_NOOP("Annotate", "Green"), "blue": QT_TRANSLATE_NOOP("Annotate", "Blue"), "purple": QT_TRANSLATE_NOOP("Annotate", "Purple"),
               "white": QT_TRANSLATE_NOOP("Annotate", "White"), "black": QT_TRANSLATE_NOOP("Annotate", "Black")}


# ---------------------------------------------------------------------- the window's Annotate menu and toolbar
def install_annotate_ui(window):
    """Add the Annotate menu and its toolbar to the main window; returns the ``AnnotationTool``."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QToolBar

    tool = AnnotationTool(window.scene, window)
    window.annotator = tool
    menu = i18n.mark(window.menuBar().addMenu(""), "Annotate", QT_TRANSLATE_NOOP("Annotate", "&Annotate"))
    menu.setObjectName("annotateMenu")
    bar = QToolBar(translate("Annotate", "Annotate"), window)
    bar.setObjectName("annotateBar")
    bar.setMovable(False)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    bar.setVisible(False)

    toggle = i18n.mark(QAction("", window), "Annotate", QT_TRANSLATE_NOOP("Annotate", "Annotate mode"))
    toggle.setObjectName("annotateMode")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("Ctrl+Shift+A"))

    def set_on(on: bool) -> None:
        if on:
            tool.attach(window.view)
            window.statusBar().showMessage(translate(
                "Annotate", "Annotate: drag from a card to another for an arrow; click for a label, ring or marker; "
                            "Del deletes, double-click edits"), 10000)
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
    for mode, text, key in (("select", QT_TRANSLATE_NOOP("Annotate", "Select"), "Alt+1"), ("arrow", QT_TRANSLATE_NOOP("Annotate", "Arrow"), "Alt+2"),
                            ("label", QT_TRANSLATE_NOOP("Annotate", "Label"), "Alt+3"), ("ring", QT_TRANSLATE_NOOP("Annotate", "Ring"), "Alt+4"),
                            ("marker", QT_TRANSLATE_NOOP("Annotate", "Marker"), "Alt+5")):
        a = i18n.mark(QAction("", window), "Annotate", text)
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
    colours = i18n.mark(menu.addMenu(""), "Annotate", QT_TRANSLATE_NOOP("Annotate", "Colour"))
    bar.addSeparator()
    cgroup = QActionGroup(window)
    auto = i18n.mark(QAction("", window), "Annotate", QT_TRANSLATE_NOOP("Annotate", "Default"))
    auto.setCheckable(True)
    auto.setChecked(True)
    auto.triggered.connect(lambda: tool.set_color(None))
    cgroup.addAction(auto)
    colours.addAction(auto)
    for name in COLORS:
        a = i18n.mark(QAction(color_icon(name), "", window), "Annotate", COLOR_WORDS.get(name, name.capitalize()))
        a.setObjectName(f"annotate_color_{name}")
        a.setCheckable(True)
        a.triggered.connect(lambda _=False, n=name: tool.set_color(n))
        cgroup.addAction(a)
        colours.addAction(a)
        bar.addAction(a)
    menu.addSeparator()
    delete = i18n.mark(QAction("", window), "Annotate", QT_TRANSLATE_NOOP("Annotate", "Delete selected annotation"))
    delete.setObjectName("annotateDelete")
    delete.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete), QKeySequence("Backspace")])
    delete.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    delete.triggered.connect(lambda: tool.delete_selected())
    menu.addAction(delete)
    window.addAction(delete)
    clear = i18n.mark(QAction("", window), "Annotate", QT_TRANSLATE_NOOP("Annotate", "Remove all annotations"))
    clear.triggered.connect(lambda: (window.scene.set_annotations([]), window.scene.annot.changed.emit()))
    menu.addAction(clear)
    window.a_annotate = toggle
    return tool
