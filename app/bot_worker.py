"""Bots think on a worker thread; the answer comes back to the UI thread as a Qt signal.

The worker gets a *clone* of the game, so the UI thread can keep reading (and drawing) the real one;
each request carries a token, and an answer whose token is stale (the game was undone, restarted or
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

    def request(self, token: int, bot, game) -> None:
        """Ask ``bot`` for its decision in ``game`` (a clone that only the worker touches)."""
        self._queue.put((token, bot, game))

    def connect_answer(self, slot) -> None:
        self.answered.connect(slot, Qt.ConnectionType.QueuedConnection)

    def _run(self) -> None:
        from engine.bots import DecisionContext

        while True:
            token, bot, game = self._queue.get()
            t0 = time.perf_counter()
            why = None
            try:
                action = bot.choose(DecisionContext(game))
                why = {"moves": bot.candidates(), "unit": bot.score_unit, "continuing": bot.continuing,
                       "iterations": getattr(bot, "last_iterations", 0)}
            except Exception as e:  # a broken bot must not kill the table
                action = e
            self.answered.emit(token, action, time.perf_counter() - t0, why)
