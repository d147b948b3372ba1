"""A prompt in the middle of the table for the set-up choices (who goes first, keep or redraw) and an
effect's yes/no questions: the same answers as the side panel, where the eye already is."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .. import i18n
from .ruleset_words import word

TEXT = {  # translated when shown (context PromptOverlay)
    "first": (QT_TRANSLATE_NOOP("PromptOverlay", "You won rock-paper-scissors"),
              QT_TRANSLATE_NOOP("PromptOverlay", "Do you want to go first or second?")),
    "redraw": (QT_TRANSLATE_NOOP("PromptOverlay", "Your starting Hand"),
               QT_TRANSLATE_NOOP("PromptOverlay", "Keep it, or shuffle it back and draw a new one (once).")),
}
LABEL = {"go_first": QT_TRANSLATE_NOOP("PromptOverlay", "Go first"),
         "go_second": QT_TRANSLATE_NOOP("PromptOverlay", "Go second"),
         "keep": QT_TRANSLATE_NOOP("PromptOverlay", "Keep hand"), "redraw": QT_TRANSLATE_NOOP("PromptOverlay", "Redraw")}
translate = QCoreApplication.translate
PRIMARY = {"go_first", "keep"}


class PromptOverlay(QFrame):
    def __init__(self, view):
        super().__init__(view.viewport())
        self.view = view
        self.setObjectName("prompt")
        self.setStyleSheet("""
            QFrame#prompt { background: rgba(12, 14, 20, 236); border: 2px solid #d8b060; border-radius: 16px; }
            QLabel#promptTitle { color: #ffd98a; font-size: 20px; font-weight: bold; }
            QLabel#promptText { color: #e8e2d0; font-size: 13px; }
            QPushButton { min-width: 120px; padding: 9px 18px; font-size: 14px; }
        """)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(26, 18, 26, 20)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("promptTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("promptText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.row = QHBoxLayout()
        self.row.setSpacing(12)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addLayout(self.row)
        self.hide()
        self._key = None

    def update_for(self, controller) -> None:
        g = controller.game
        d = g.decision
        req = getattr(g.state, "choice", None)
        kind = d.kind if d is not None and controller.is_human(d.player) and controller.proposal is None else None
        if kind == "choose" and (req is None or getattr(req, "kind", None) != "may"):  # a DBSCG Choice has none
            kind = None
        if kind not in ("first", "redraw", "choose"):
            kind = None
        if kind is None:
            self.hide()
            self._key = None
            return
        legal = g.legal_actions()
        key = (kind, tuple(legal), req, i18n.language())
        if key != self._key:
            self._key = key
            self._build(controller, kind, legal, req)
        self.show()
        self.raise_()
        self.place()

    def _build(self, controller, kind, legal, req) -> None:
        while self.row.count():
            w = self.row.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        if kind == "choose":
            self.title.setText(translate("PromptOverlay", "A choice"))
            self.text.setText(i18n.msg_text(req.prompt))
            labels = {str(v): i18n.option_label(controller.game, lab) for v, lab, _ in req.options}
        else:
            rules = controller.game.ruleset  # the set-up in the words of the game's rules (Saga 5-2)
            title, text = (word(rules, f"{kind}_{part}") or translate("PromptOverlay", x)
                           for part, x in zip(("title", "text"), TEXT[kind]))
            if len(controller.humans()) > 1:
                title = translate("PromptOverlay", "Player {n}: {title}").format(
                    n=legal[0].by + 1, title=title[0].lower() + title[1:] if i18n.language() == "en" else title)
            self.title.setText(title)
            self.text.setText(text)
            labels = {}
        self.row.addStretch(1)
        for a in legal:
            if a.do == "choose":
                vals = a.get("choices", ())
                text = labels.get(str(vals[0]), str(vals[0])) if vals else translate("PromptOverlay", "Done")
            else:
                text = (word(controller.game.ruleset, a.do) or translate("PromptOverlay", LABEL[a.do])
                        if a.do in LABEL else a.do)
            b = QPushButton(text)
            b.setObjectName(f"prompt:{a.do}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setProperty("primary", a.do in PRIMARY or text == "Yes")
            b.clicked.connect(lambda _=False, a=a: controller.apply(a))
            self.row.addWidget(b)
            b.show()  # a widget added to a visible parent is shown only later: show it now to size it
        self.row.addStretch(1)

    def place(self) -> None:
        vp = self.view.viewport()
        lay = self.layout()
        lay.invalidate()
        lay.activate()
        w = max(lay.sizeHint().width(), 420)
        h = lay.totalHeightForWidth(w) if lay.hasHeightForWidth() else lay.sizeHint().height()
        self.setGeometry((vp.width() - w) // 2, int(vp.height() * 0.5 - h / 2), w, h)
