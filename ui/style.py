"""The window's style sheet: a dark, warm theme that matches the felt mat."""

STYLE = """
QMainWindow, QDialog { background: #14181c; color: #e8e2d0; }
QMenuBar { background: #101316; color: #d8d2c0; }
QMenuBar::item:selected { background: #2a3138; }
QMenu { background: #1b2026; color: #e8e2d0; border: 1px solid #3a424a; }
QMenu::item:selected { background: #3b4a3e; }
QStatusBar { background: #101316; color: #cfc8b4; }
QFrame#side { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1a1f24, stop:1 #12161a);
              border-left: 1px solid #2c3238; }
QLabel { color: #e8e2d0; }
QLabel#header { color: #bfb8a2; font-size: 12px; letter-spacing: 1px; }
QLabel#caption { color: #8f8a7a; font-size: 10px; font-weight: bold; letter-spacing: 1px; }
QFrame#decision { background: #20272d; border: 1px solid #4a4230; border-radius: 10px; }
QLabel#title { color: #ffd98a; font-size: 17px; font-weight: bold; }
QLabel#detail { color: #d8d2c0; font-size: 12px; }
QLabel#error { color: #ff9080; font-size: 12px; font-weight: bold; }
QLabel#battle { background: #2a1c1c; border: 1px solid #6a3a32; border-radius: 8px; padding: 8px;
                color: #ffd0c4; font-size: 12px; }
QLabel#pending { background: #2a1a24; border: 1px dashed #8a4060; border-radius: 8px; padding: 8px;
                 color: #ffc0d8; font-size: 12px; }
QFrame#why { background: #182026; border: 1px solid #34505a; border-radius: 10px; }
QLabel#whyHead { color: #9fc4cc; font-size: 11px; }
QLabel#whyMove { color: #e8e2d0; font-size: 12px; }
QLabel#whyScore { color: #9fc4cc; font-size: 12px; font-weight: bold; }
QLabel#whyGames { color: #6f7a7e; font-size: 11px; }
QLabel#whyNote { color: #7f8a8a; font-size: 10px; }
QPushButton { background: #2c343c; color: #ece6d4; border: 1px solid #48525c; border-radius: 7px;
              padding: 7px 12px; font-size: 13px; }
QPushButton:hover { background: #38424c; border-color: #6a7682; }
QPushButton:disabled { color: #6c7278; background: #22282e; border-color: #30363c; }
QPushButton[primary="true"] { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #e7b64e, stop:1 #b07c1c);
                              color: #1c1406; border: 1px solid #ffe0a0; font-weight: bold; }
QPushButton[primary="true"]:hover { background: #f2c862; }
QPushButton[primary="true"]:disabled { background: #4a4436; color: #8a8270; border-color: #5a5240; }
QTreeWidget#log { background: #101417; color: #e0dac8; border: 1px solid #2a3036; border-radius: 8px;
                  font-size: 12px; padding: 4px; }
QTreeWidget#log::item { padding: 2px 0px; }
QTreeWidget#log::item:hover { background: #243038; }
QComboBox, QSpinBox { background: #222930; color: #ece6d4; border: 1px solid #48525c; border-radius: 5px;
                      padding: 4px 8px; }
QComboBox QAbstractItemView { background: #1b2026; color: #ece6d4; selection-background-color: #3b4a3e; }
QScrollBar:vertical { background: #12161a; width: 10px; }
QScrollBar::handle:vertical { background: #3a424a; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0px; }
QCheckBox, QRadioButton { color: #ece6d4; spacing: 8px; }
QCheckBox::indicator, QRadioButton::indicator { width: 15px; height: 15px; background: #222930;
                                                border: 1px solid #9aa4ae; }
QCheckBox::indicator { border-radius: 3px; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:hover, QRadioButton::indicator:hover { border-color: #e7b64e; }
QCheckBox::indicator:checked { background: #e7b64e; border-color: #ffe0a0; image: none; }
QRadioButton::indicator:checked { background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5,
                                  stop:0 #1c1406, stop:0.35 #1c1406, stop:0.45 #e7b64e, stop:1 #e7b64e);
                                  border-color: #ffe0a0; }
QCheckBox:disabled, QRadioButton:disabled { color: #6c7278; }
QToolTip { background: #1b2026; color: #ece6d4; border: 1px solid #48525c; }
"""
