"""Card faces as QPixmaps: rendered by ``ui.render.card_face`` in a worker process, cached in memory
and on disk, with a quick Qt-drawn stand-in until the real face is ready.

Drawing one face with pillow takes 100-300 ms of mostly Python code: on the UI thread it would freeze
the window, and on a thread of this process it would hold the interpreter lock in long stretches (the
window stuttered 50-90 ms). So ``FaceCache.face`` answers at once (the cached pixmap, or a stand-in
painted with Qt) and ``python -m ui.table.face_worker`` renders the real face in its own process. When
it is done, ``ready`` is emitted and the items repaint. Rendered faces are kept as raw RGBA files in
``$SPIRIT_TABLE_CACHE/faces`` (default: the platform's cache folder, ``~/.cache/spirit-table/faces`` on
Linux) so the next start shows them at once.
"""
from __future__ import annotations

import atexit
import hashlib
import json
import os
import sys
import tempfile
import weakref

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from engine.words import cards as cw
from ui.render.templates import DEFAULT as DEFAULT_FACE, GAME_FACES

MASTER_W = 240  # the width faces are rendered at for the table
PREVIEW_W = 380  # the width of the hover preview
_COLORS = {"red": "#bc2026", "purple": "#7434aa", "green": "#228a48", "white": "#ced6e0", "yellow": "#dca40e",
           "blue": "#1c60c4"}


def _cache_dir() -> str | None:
    d = os.environ.get("SPIRIT_TABLE_CACHE")
    if d == "":
        return None
    if d is None:  # the platform's cache folder: ~/.cache/spirit-table (or $XDG_CACHE_HOME) on Linux
        import platformdirs

        d = platformdirs.user_cache_dir("spirit-table", appauthor=False)
    return os.path.join(d, "faces")


_RENDER_VERSION = None


def render_version() -> int:
    """``ui.render.card_face._VERSION`` (bumped when the look of faces changes), read from the source so
    that the UI process need not import pillow and the renderer just to name its cache files."""
    global _RENDER_VERSION
    if _RENDER_VERSION is None:
        import re

        path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "render", "card_face.py")
        try:
            with open(path, encoding="utf-8") as f:
                m = re.search(r"^_VERSION\s*=\s*(\d+)", f.read(), re.MULTILINE)
            _RENDER_VERSION = int(m.group(1)) if m else 0
        except OSError:
            _RENDER_VERSION = 0
    return _RENDER_VERSION


def _key_name(card, width: int, lang: str = "en", template: str | None = None) -> str:
    """A face's cache file: the card's content, the renderer's version, the face template (the ruleset's
    table ``face``) and the language (Standard's faces in English keep their names)."""
    what = (card, render_version())
    if template and template != DEFAULT_FACE:
        what += (template,)
    if lang != "en":
        what += (lang,)
    h = hashlib.sha1(repr(what).encode()).hexdigest()[:16]
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in card.id)
    return f"{safe}-{width}-{h}.rgba"


MAX_FACE_BYTES = 64 << 20  # a face at the largest export scale is a few MiB


def _read_cached(path) -> bytes | None:
    """A cached face file: a regular file of sane size only (a FIFO or a device there never blocks the
    window), else None (the face is drawn again)."""
    from engine.errors import DataError
    from engine.safeio import read_bytes

    try:
        return read_bytes(path, MAX_FACE_BYTES, "cached card face")
    except DataError:
        return None


class FaceCache(QObject):
    """Pixmaps of card faces and backs, by (card id, width, language), plus scaled copies per device width.

    Faces are drawn in the table's language (``ui.i18n``; or the fixed ``lang`` given): the card's own
    words in it (``CardDef.i18n``), English for a card without. When the language changes, ``ready``
    is emitted with ``"*"`` and every face is asked for again."""

    ready = Signal(str)  # a card id whose face just arrived; "*": every face changed (a new language)

    def __init__(self, lang: str | None = None, render: bool = True):
        super().__init__()
        self._lang = lang
        if lang is None:
            from ui import i18n

            i18n.on_change(self._language_changed)
            self.destroyed.connect(lambda *_, f=self._language_changed: i18n.forget(f))
        self._pix: dict[tuple, QPixmap] = {}
        self._scaled: dict[tuple, QPixmap] = {}
        self._pending: dict[str, tuple] = {}  # file path -> key
        self._stand_in: dict[tuple, QPixmap] = {}
        self._dir = _cache_dir() or tempfile.mkdtemp(prefix="spirit-table-faces-")
        self._render = render and os.environ.get("SPIRIT_TABLE_FACES") != "stand-in"
        self._proc: QProcess | None = None
        self._closed = False  # closed with its window: no worker process starts again
        _LIVE.add(self)
        self._buf = b""
        self._missing: set = set()
        self.template = DEFAULT_FACE  # the face template of the rules played (TableSpec.face)

    def set_template(self, template: str | None) -> None:
        """Draw faces in another template (a game of other rules: Saga's frame): the faces in memory are
        dropped; each template's faces keep their own cache files."""
        template = template or DEFAULT_FACE
        if template != self.template:
            self.template = template
            self._pix = {k: v for k, v in self._pix.items() if k[0] == "#back"}
            self._scaled.clear()
            self._missing.clear()
            self._pending.clear()  # faces of the old template still arriving are not kept

    # ------------------------------------------------------------------ public
    @property
    def lang(self) -> str:
        """The language faces are drawn in: the fixed one, else the table's."""
        if self._lang is not None:
            return self._lang
        from ui import i18n

        return i18n.language()

    def _language_changed(self, _lang) -> None:
        try:
            self._scaled.clear()
            self.ready.emit("*")
        except RuntimeError:  # deleted with its window
            from ui import i18n

            i18n.forget(self._language_changed)

    def face(self, card, width: int = MASTER_W) -> QPixmap:
        """The face at ``width``: real if ready, else the stand-in (and the real one is queued)."""
        key = (card.id, width, self.lang)
        pm = self._pix.get(key)
        if pm is not None:
            return pm
        if key not in self._missing:  # look on disk once; then wait for the worker
            self._missing.add(key)
            pm = self._from_disk(card, width)
            if pm is not None:
                self._pix[key] = pm
                return pm
            self.request(card, width)
        if width != MASTER_W and (card.id, MASTER_W, self.lang) in self._pix:
            return self._pix[(card.id, MASTER_W, self.lang)]
        return self.stand_in(card)

    def has(self, card, width: int = MASTER_W) -> bool:
        return (card.id, width, self.lang) in self._pix

    def scaled(self, card, device_w: int, face_up: bool = True) -> QPixmap:
        """A face (or the back) smoothly scaled to ``device_w`` pixels wide, cached."""
        base = self.face(card) if face_up else self.back()
        key = (card.id if face_up else "#back", device_w, base.cacheKey(), self.lang if face_up else "")
        pm = self._scaled.get(key)
        if pm is None:
            if len(self._scaled) > 600:
                self._scaled.clear()
            pm = base.scaledToWidth(max(8, device_w), Qt.TransformationMode.SmoothTransformation)
            self._scaled[key] = pm
        return pm

    def back(self) -> QPixmap:
        """The card back: from the disk cache, else a Qt stand-in while the worker draws it."""
        key = ("#back", MASTER_W)
        pm = self._pix.get(key)
        if pm is not None:
            return pm
        if key not in self._missing:
            self._missing.add(key)
            path = os.path.join(self._dir, _back_name(MASTER_W))
            h = round(MASTER_W * 88 / 63)
            pm = self._load(path, MASTER_W, h)
            if pm is not None:
                self._pix[key] = pm
                return pm
            proc = self._process() if self._render else None
            if proc is not None and path not in self._pending:
                self._pending[path] = key
                proc.write((json.dumps({"back": True, "width": MASTER_W, "path": path}) + "\n").encode())
        pm = self._stand_in.get(key)
        if pm is None:
            pm = self._stand_in[key] = _draw_back_stand_in()
        return pm

    def request(self, card, width: int = MASTER_W) -> None:
        lang = self.lang
        key = (card.id, width, lang)
        if key in self._pix or not self._render:
            return
        path = os.path.join(self._dir, _key_name(card, width, lang, self.template))
        if path in self._pending:
            return
        proc = self._process()
        if proc is None:
            return
        self._pending[path] = key
        data = _request_data(card)
        req = {"card": data, "width": width, "lang": lang, "path": path, "face": self.template,
               "token": bool(getattr(card, "token", False))}
        proc.write((json.dumps(req) + "\n").encode())

    def prefetch(self, cards) -> None:
        """Queue faces that will be needed later in the game (the decks' cards)."""
        seen = set()
        for c in cards:
            if c.id not in seen and c.id != "hidden":
                seen.add(c.id)
                pm = self._from_disk(c, MASTER_W)
                if pm is not None:
                    self._pix[(c.id, MASTER_W, self.lang)] = pm
                else:
                    self.request(c)

    def busy(self) -> bool:
        return bool(self._pending)

    def wait_idle(self, timeout: float = 30.0) -> None:
        """Block until every queued face is rendered (tests and benchmarks only)."""
        import time

        from PySide6.QtWidgets import QApplication

        end = time.monotonic() + timeout
        while self._pending and time.monotonic() < end:
            QApplication.processEvents()
            if self._proc is not None:
                self._proc.waitForReadyRead(20)

    def close(self) -> None:
        """Stop the worker process (it also stops by itself when this process ends); a face asked for after this
        is a stand-in (a window closing repaints, and a worker started then would outlive it)."""
        self._closed = True
        if self._proc is not None:
            self._proc.closeWriteChannel()
            if not self._proc.waitForFinished(1000):
                self._proc.kill()
                self._proc.waitForFinished(1000)
            self._proc = None
        self._pending.clear()

    # ------------------------------------------------------------------ worker process
    def _process(self):
        if self._proc is not None or self._closed:
            return self._proc
        proc = QProcess(self)
        env = QProcessEnvironment.systemEnvironment()
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env.insert("PYTHONPATH", root + os.pathsep + env.value("PYTHONPATH", ""))
        proc.setProcessEnvironment(env)
        proc.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        proc.readyReadStandardOutput.connect(self._read)
        proc.finished.connect(self._finished)
        proc.start(sys.executable, ["-m", "ui.table.face_worker"])
        self._proc = proc
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)
        return proc

    def _read(self) -> None:
        if self._proc is None:
            return
        self._buf += bytes(self._proc.readAllStandardOutput())
        while b"\n" in self._buf:
            line, self._buf = self._buf.split(b"\n", 1)
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            key = self._pending.pop(msg.get("path"), None)
            if key is None or "error" in msg:
                continue
            pm = self._load(msg["path"], msg["w"], msg["h"])
            if pm is not None:
                self._pix[key] = pm
                self.ready.emit(key[0])

    def _finished(self, *args) -> None:
        self._proc = None
        self._pending.clear()  # faces not drawn keep their stand-ins

    def _load(self, path, w, h):
        raw = _read_cached(path)
        if raw is None or len(raw) != w * h * 4:
            return None
        return _to_pixmap(w, h, raw)

    def _from_disk(self, card, width):
        path = os.path.join(self._dir, _key_name(card, width, self.lang, self.template))
        raw = _read_cached(path)
        if raw is None:
            return None
        h = len(raw) // (width * 4)
        if h * width * 4 != len(raw) or h == 0:
            return None
        return _to_pixmap(width, h, raw)

    # ------------------------------------------------------------------ stand-in
    def stand_in(self, card) -> QPixmap:
        """A face drawn with Qt in about a millisecond: colour frame, name, cost, BP of each level."""
        key = (card.id, "stand-in", self.lang)
        pm = self._stand_in.get(key)
        if pm is None:
            pm = _draw_stand_in(card, self.lang)
            self._stand_in[key] = pm
        return pm


def _request_data(card) -> dict:
    """What the worker needs to draw ``card``: a card of another game (``card.game``, the Dragon Ball Super
    Card Game) by its game and id (the worker reads that game's card set; ``side: back`` for an awakened
    Leader's face, ``ui.dbscg.scene``), a Battle Spirits card as its whole data."""
    game = getattr(card, "game", None)
    if game in GAME_FACES:  # another game's card, drawn in that game's frame
        back = card.id.endswith(AWAKENED)
        return {"game": game, "id": card.id[:-len(AWAKENED)] if back else card.id, "side": "back" if back else "front"}
    from engine.position import card_to_data

    data = card_to_data(card)
    if card.flavor:
        data["flavor"] = card.flavor
    if getattr(card, "i18n", None):  # its words in other languages
        data["i18n"] = {k: dict(v) for k, v in card.i18n.items()}
    return data


AWAKENED = "~awakened"  # the id suffix of a Leader's back side shown on the table (ui.dbscg.scene)


_LIVE: "weakref.WeakSet[FaceCache]" = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    """At exit, stop the worker of every face cache still open (a window never closed, a test's): Qt would
    destroy their QProcess while it runs ("QProcess: Destroyed while process ... is still running")."""
    for cache in list(_LIVE):
        try:
            cache.close()
        except RuntimeError:  # its Qt object is gone already
            pass


def _back_name(width: int) -> str:
    return f"#back-{width}-v{render_version()}.rgba"


def _draw_back_stand_in() -> QPixmap:
    w, h = MASTER_W, round(MASTER_W * 88 / 63)
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QLinearGradient(0, 0, w, h)
    g.setColorAt(0, QColor(30, 22, 74))
    g.setColorAt(1, QColor(6, 8, 20))
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 10, 10)
    p.fillPath(path, g)
    p.setPen(QPen(QColor(222, 184, 96), 3))
    p.drawPath(path)
    p.drawEllipse(QRectF(w / 2 - 50, h / 2 - 50, 100, 100))
    p.end()
    return pm


def _to_pixmap(w: int, h: int, raw: bytes) -> QPixmap:
    img = QImage(raw, w, h, w * 4, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(img.copy())


def _draw_stand_in(card, lang: str = "en") -> QPixmap:
    w, h = MASTER_W, round(MASTER_W * 88 / 63)
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    colors = [QColor(_COLORS.get(c, "#7c8088")) for c in (card.colors or ("none",))]
    g = QLinearGradient(0, 0, w, h)
    for i, c in enumerate(colors):
        g.setColorAt(i / max(1, len(colors) - 1) if len(colors) > 1 else 0, c.lighter(125))
    g.setColorAt(1, colors[-1].darker(210))
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 10, 10)
    p.fillPath(path, g)
    p.setPen(QPen(QColor(16, 16, 20), 3))
    p.drawPath(path)
    inner = QRectF(12, 40, w - 24, h * 0.42)
    p.fillRect(inner, QColor(0, 0, 0, 70))
    plate = QRectF(48, 10, w - 58, 26)
    p.setBrush(QColor(247, 242, 230))
    p.setPen(QPen(QColor(120, 86, 30), 1.5))
    p.drawRoundedRect(plate, 5, 5)
    f = QFont("DejaVu Serif", 11, QFont.Weight.Bold)
    from ui import i18n

    f.setFamilies(i18n.families("DejaVu Serif", lang))
    p.setFont(f)
    p.setPen(QColor(32, 28, 24))
    p.drawText(plate.adjusted(6, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               p.fontMetrics().elidedText(cw.name(card, lang), Qt.TextElideMode.ElideRight, int(plate.width() - 10)))
    p.setBrush(QColor(222, 184, 96))
    p.setPen(QPen(QColor(60, 40, 10), 2))
    p.drawEllipse(QRectF(8, 6, 36, 36))
    p.setFont(QFont("DejaVu Sans", 15, QFont.Weight.Bold))
    p.setPen(QColor(30, 20, 0))
    p.drawText(QRectF(8, 6, 36, 36), Qt.AlignmentFlag.AlignCenter, str(getattr(card.cost, "total", card.cost)))
    box = QRectF(12, h * 0.62, w - 24, h * 0.34)
    p.fillRect(box, QColor(247, 242, 230, 235))
    p.setFont(QFont("DejaVu Sans", 10, QFont.Weight.Bold))
    p.setPen(QColor(32, 28, 24))
    if hasattr(card, "levels"):
        lines = [cw.type_word(card.type, lang).upper()] + [f"Lv{i + getattr(card, 'min_level', 1)}  ◉{lv.cores}" + (f"   BP {lv.bp}" if card.is_spirit else "")
                                                           for i, lv in enumerate(card.levels)]
    else:  # a card of another game (the Dragon Ball Super Card Game): its type and power
        lines = [card.type.upper()] + ([f"{card.power:,}"] if getattr(card, "power", 0) else [])
    p.drawText(box.adjusted(8, 6, -8, -6), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, "\n".join(lines))
    p.end()
    return pm
