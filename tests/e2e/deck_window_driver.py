"""Runs the deck window alone for the real-window test: ``python deck_window_driver.py GEOMETRY STATE FOLDER``.

Writes, after every change, where things are on the screen (GEOMETRY, JSON) and the deck's counts (STATE)."""
from __future__ import annotations

import json
import os
import sys


def _write(path, data) -> None:
    with open(path + ".tmp", "w") as f:
        json.dump(data, f)
    os.replace(path + ".tmp", path)


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    geo, state, folder = sys.argv[1:4]
    app = QApplication(["spirit-table-decks"])
    from ui.decks.window import DeckWindow
    from ui.table.faces import FaceCache

    w = DeckWindow(FaceCache(render=False), folder)

    def at(widget, point):
        p = widget.mapToGlobal(point)
        return [p.x(), p.y()]

    def write() -> None:
        pool, deck = w.pool.list, w.deck.list
        it = pool.item_for("ST-R03")
        out = {"pool_card": at(pool.viewport(), pool.visualItemRect(it).center()),
               "deck": at(deck.viewport(), deck.viewport().rect().center()),
               "charts": at(w.charts, w.charts.rect().center())}
        mine = deck.item_for("ST-R03")
        if mine is not None:
            out["deck_card"] = at(deck.viewport(), deck.visualItemRect(mine).center())
        _write(geo, out)
        _write(state, dict(w.model.counts))

    w.model.listeners.append(lambda: QTimer.singleShot(0, write))
    w.show()
    QTimer.singleShot(400, write)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
