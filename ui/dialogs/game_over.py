"""The game-over dialog: the result and a short summary of the game."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .. import i18n

translate = QCoreApplication.translate


def _n(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


PLAYS = ("summon", "deploy", "use", "advent", "play")  # an Advent plays a card from the Hand (Eternal, E:煌臨)
PLAY_MSGS = ("eternal_direct_fusion", "eternal_mirage_set")  # so do a Brave's direct fusion and a Mirage set


def summary(game, events, names) -> list[tuple]:
    """One row per player: name, Life, cards on the Field, cards played, attacks, cards left in the Deck."""
    rows = []
    for p in (0, 1):
        ps = game.state.players[p]
        # cards played: summoned, deployed, used, Advent, direct fusion, Mirage (Battle Spirits); played (DBSCG)
        played = sum(1 for e in events if e.player == p and (e.kind in PLAYS or e.msg in PLAY_MSGS))
        attacks = sum(1 for e in events if e.player == p and e.kind == "attack")
        on_field = len(ps.field) if ps.field or not hasattr(ps, "zone_cards") else len(ps.zone_cards("battle"))
        rows.append((i18n.who(names[p]), ps.life_count(), on_field, played, attacks, len(ps.deck)))
    return rows


class GameOverDialog(QDialog):
    """``choice`` after exec: "new", "rematch", "replay" or "look"."""

    def __init__(self, game, events, names, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("GameOverDialog", "Game over"))
        self.setObjectName("gameOverDialog")
        self.setMinimumWidth(460)
        self.choice = "look"
        w = game.winner
        if w == "draw":
            title, color = translate("GameOverDialog", "It's a draw"), "#e8e2d0"
        elif names[w] == "You":
            title, color = translate("GameOverDialog", "You win!"), "#ffd98a"
        else:
            title = translate("GameOverDialog", "{name} wins").format(name=i18n.who(names[w]))
            color = "#ff9c84" if "You" in names.values() else "#ffd98a"
        how = next((i18n.event_line(e) for e in reversed(events) if e.kind in ("game_over", "game_draw")), "")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 20, 24, 18)
        lay.setSpacing(12)
        t = QLabel(f"<div style='font-size:26px; font-weight:bold; color:{color}'>{title}</div>"
                   f"<div style='color:#bfb8a2'>{how} · "
                   + translate("GameOverDialog", "{n} turns played").format(n=game.state.turn) + "</div>")
        t.setObjectName("result")
        lay.addWidget(t)
        cells = "".join(
            f"<tr><td style='padding:3px 10px 3px 0'><b>{n}</b></td><td align=right>{life}</td>"
            f"<td align=right>{field}</td><td align=right>{played}</td><td align=right>{att}</td>"
            f"<td align=right>{deck}</td></tr>" for n, life, field, played, att, deck in summary(game, events, names))
        head = "".join(f"<th style='padding:0 0 0 14px; color:#8f8a7a'>{h}</th>"
                       for h in (translate("GameOverDialog", "Life"), translate("GameOverDialog", "Field"), translate("GameOverDialog", "Played"), translate("GameOverDialog", "Attacks"),
                                 translate("GameOverDialog", "Deck")))
        body = QLabel(f"<table cellspacing=0><tr><th></th>{head}</tr>{cells}</table>")
        body.setObjectName("summary")
        lay.addWidget(body)
        row = QHBoxLayout()
        for label, key in ((translate("GameOverDialog", "New game…"), "new"), (translate("GameOverDialog", "Rematch"), "rematch"),
                           (translate("GameOverDialog", "Watch replay"), "replay"), (translate("GameOverDialog", "Look at the table"), "look")):
            b = QPushButton(label)
            b.setObjectName(key)
            b.setProperty("primary", key == "rematch")
            b.clicked.connect(lambda _=False, k=key: self._pick(k))
            row.addWidget(b)
        lay.addLayout(row)

    def _pick(self, key: str) -> None:
        self.choice = key
        self.accept()
