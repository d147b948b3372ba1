"""Bots think on a worker thread; the answer comes back to the UI thread as a Qt signal.

The worker gets a ``DecisionContext`` made on the UI thread: the legal actions and the bot's view of the
game (``Game.view_for``), never the game itself; each request carries a token, and an answer whose token is stale (the game was undone, restarted or
changed meanwhile) is dropped by the controller.
"""
from __future__ import annotations

import queue
import threading
import time

from PySide6.QtCore import QObject, Qt, Signal


class BotWorker(QObject):
    answered = Signal(int, object, float, object)  # token, Action (or an Exception), seconds, why (dict)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._queue: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="bot", daemon=True)
        self._thread.start()

    def request(self, token: int, bot, ctx) -> None:
        """Ask ``bot`` for its decision (``ctx``: a DecisionContext that only the worker touches)."""
        self._queue.put((token, bot, ctx))

    def connect_answer(self, slot) -> None:
        self.answered.connect(slot, Qt.ConnectionType.QueuedConnection)

    def _run(self) -> None:
        while True:
            token, bot, ctx = self._queue.get()
            t0 = time.perf_counter()
            why = None
            try:
                action = bot.choose(ctx)
                why = {"moves": bot.candidates(), "unit": bot.score_unit, "continuing": bot.continuing,
                       "iterations": getattr(bot, "last_iterations", 0)}
            except Exception as e:  # a broken bot must not kill the table
                action = e
            self.answered.emit(token, action, time.perf_counter() - t0, why)
