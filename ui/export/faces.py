"""Card faces drawn at once, in this process: the synchronous path for pictures made without a window
(``spirit-table render``, the Export dialog). The table's ``FaceCache`` answers with a stand-in and waits
for its worker process; a picture cannot wait, and must not show stand-ins.

Faces come from the same disk cache as the table's (``$SPIRIT_TABLE_CACHE``), else are drawn with
``ui.render.card_face`` (pillow, ~0.1 s a face) and written to that cache for next time. The pixels are
the same either way, so a picture does not depend on what was cached.
"""
from __future__ import annotations

import math
import os

from PySide6.QtGui import QPixmap

from ..table import layout as L
from ..table.faces import MASTER_W, FaceCache, _back_name, _key_name, _to_pixmap


def face_width(scale: float) -> int:
    """The width faces are drawn at for a picture at ``scale`` (at least the table's, so its cache serves)."""
    return max(MASTER_W, int(math.ceil(L.CARD_W * scale / 8.0)) * 8)


class SyncFaceCache(FaceCache):
    """A ``FaceCache`` whose faces and back are real at once (no worker process, no stand-ins)."""

    def __init__(self, width: int = MASTER_W, lang: str | None = None):
        super().__init__(lang, render=False)
        self.width = int(width)

    def face(self, card, width: int | None = None) -> QPixmap:
        key = (card.id, self.width, self.lang)
        pm = self._pix.get(key)
        if pm is None:
            pm = self._from_disk(card, self.width)
            if pm is None:
                from ui.render.templates import render_face

                img = render_face(card, self.width, self.lang, self.template)
                pm = self._keep(img, os.path.join(self._dir, _key_name(card, self.width, self.lang, self.template)))
            self._pix[key] = pm
        return pm

    def has(self, card, width: int | None = None) -> bool:
        return True

    def back(self) -> QPixmap:
        key = ("#back", self.width)
        pm = self._pix.get(key)
        if pm is None:
            path = os.path.join(self._dir, _back_name(self.width))
            pm = self._load(path, self.width, round(self.width * 88 / 63))
            if pm is None:
                from ui.render.card_face import card_back

                pm = self._keep(card_back(self.width), path)
            self._pix[key] = pm
        return pm

    def request(self, card, width: int = MASTER_W) -> None:  # nothing is ever queued
        return None

    def prefetch(self, cards) -> None:
        for c in cards:
            self.face(c)

    def _keep(self, img, path: str) -> QPixmap:
        """The pillow image as a pixmap; also written (atomically) to the face cache."""
        if img.mode != "RGBA":
            img = img.convert("RGBA")
        raw = img.tobytes()
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}.{os.getpid()}.tmp"
            with open(tmp, "wb") as f:
                f.write(raw)
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only cache only costs time
        return _to_pixmap(img.width, img.height, raw)
