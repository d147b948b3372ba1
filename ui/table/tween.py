"""One timer that moves every animating item (cheaper than an animation object per item)."""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer


def _ease(t: float) -> float:
    t = 1.0 - t
    return 1.0 - t * t * t  # out-cubic


class Tweener(QObject):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: dict = {}
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._tick)

    def move(self, item, x: float, y: float, rot: float, ms: int, done=None) -> None:
        """Move ``item`` to (x, y) turned ``rot`` degrees in ``ms`` ms (0: at once)."""
        cur = self._items.get(item)
        if cur is not None and cur[3:6] == (x, y, rot):
            if done is not None:
                self._items[item] = cur[:8] + (done,)
            return
        p = item.pos()
        if ms <= 0 or (abs(p.x() - x) < 0.5 and abs(p.y() - y) < 0.5 and abs(item.rotation() - rot) < 0.5):
            self._items.pop(item, None)
            item.setPos(x, y)
            item.setRotation(rot)
            if done is not None:
                done()
            return
        self._items[item] = (p.x(), p.y(), item.rotation(), x, y, rot, self._clock.elapsed(), ms, done)
        if not self._timer.isActive():
            self._timer.start()

    def stop(self, item) -> None:
        self._items.pop(item, None)

    def busy(self) -> bool:
        return bool(self._items)

    def finish(self) -> None:
        """Jump every animation to its end (tests, and before a drag starts measuring), and the moves
        their ends start (a lunge's way back) to theirs."""
        for _ in range(8):
            items, self._items = self._items, {}
            if not items:
                break
            for item, v in items.items():
                item.setPos(v[3], v[4])
                item.setRotation(v[5])
                if v[8] is not None:
                    v[8]()
        self._items.clear()
        self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        finished = []
        for item, (sx, sy, sr, ex, ey, er, t0, ms, done) in self._items.items():
            t = min(1.0, (now - t0) / ms)
            e = _ease(t)
            item.setPos(sx + (ex - sx) * e, sy + (ey - sy) * e)
            if sr != er:
                item.setRotation(sr + (er - sr) * e)
            if t >= 1.0:
                finished.append((item, done))
        for item, done in finished:
            self._items.pop(item, None)
            if done is not None:
                done()
        if not self._items:
            self._timer.stop()
