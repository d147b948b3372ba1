"""Pictures of the table: one renderer for ``spirit-table render`` and the Export dialog.

A picture is the table's own scene (``ui.table.scene.TableScene``: the same mat, cards, cores and
annotation items as the window) built offscreen for the game, laid out at once (no animation) with
faces drawn synchronously, then drawn with ``QGraphicsScene.render`` into a PNG, an SVG or the clipboard.

    opts = ExportOptions(scale=2, reveal=False, theme="dark")
    scene = build_scene(game, annotations, opts)
    image = render_image(scene, opts)            # QImage
    write(scene, opts, "board.png")              # or .svg
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from .. import i18n
from ..table import layout as L
from ..table import zvalues as Z
from ..table.mat import plate_sub

DOTS_PER_METER = 3780  # 96 dpi: the table's point sizes give the same pixels as on a usual screen
MAX_PIXELS = 16384  # longest side of a picture (Qt's raster limit is 32767)


@dataclass
class ExportOptions:
    scale: float = 1.0
    reveal: bool = False  # hidden information: the other hand face up, each Deck's top card shown
    theme: str = "dark"  # "dark" (the table's felt) or "light" (a pale mat for print)
    region: tuple | None = None  # (x, y, w, h) in scene units; None: the whole table
    controls: bool = False  # the mat's action button and message banner, as in the window
    viewer: int = 0  # the player sitting at the bottom
    names: dict = field(default_factory=lambda: {0: "Player 1", 1: "Player 2"})
    button: tuple | None = None  # (text, enabled, kind) of the action button when ``controls``

    def source(self) -> QRectF:
        r = QRectF(0, 0, L.SCENE_W, L.SCENE_H)
        if self.region is None:
            return r
        return QRectF(*self.region).intersected(r)

    def size(self) -> QSize:
        src = self.source()
        return QSize(max(1, round(src.width() * self.scale)), max(1, round(src.height() * self.scale)))


def check_options(opts: ExportOptions) -> None:
    if not (opts.scale > 0):
        raise ValueError("the scale must be more than 0")
    s = opts.size()
    if max(s.width(), s.height()) > MAX_PIXELS:
        raise ValueError(f"the picture would be {s.width()} x {s.height()} pixels; at most {MAX_PIXELS} a side")
    if opts.source().isEmpty():
        raise ValueError("the region is empty or off the table")
    if opts.theme not in ("dark", "light"):
        raise ValueError("the mat is dark or light")


def build_scene(game, annotations=(), opts: ExportOptions | None = None, faces=None):
    """The table's scene for ``game`` with ``annotations``, ready to draw (keep a reference to it)."""
    from ..table.scene import TableScene
    from .faces import SyncFaceCache, face_width

    opts = opts or ExportOptions()
    sc = TableScene(faces or SyncFaceCache(face_width(opts.scale)))
    sc.anim_ms = 0
    sc.viewer = opts.viewer
    sc.reveal = {0, 1} if opts.reveal else {opts.viewer}
    sc.set_theme(opts.theme)
    sc.sync(game, None, animate=False)
    _mat_state(sc, game, opts)
    if opts.reveal:
        _deck_tops(sc, game)
    sc.set_annotations(list(annotations or ()))
    sc.tween.finish()
    sc.preview.setVisible(False)
    if not opts.controls:
        sc.button.setVisible(False)
        sc.banner.setVisible(False)
    for it in sc.items():  # draw every item itself, at the picture's resolution (no cached pixmaps)
        it.setCacheMode(it.CacheMode.NoCache)
    return sc


def _mat_state(sc, game, opts: ExportOptions) -> None:
    """The step tracker and the player plates, as the window shows them."""
    st = game.state
    sc.tracker.set_state(st.step, st.turn, sc.seat(st.turn_player))
    for p in (0, 1):
        ps = st.players[p]
        sub = plate_sub(ps)
        name = i18n.who(opts.names.get(p, f"Player {p + 1}"))  # "Player 1" in the language drawn (--lang)
        sc.plates[sc.seat(p)].set_state(name, sub, p == st.turn_player, False,
                                        f"P{p + 1}")
    if opts.controls and opts.button:
        sc.button.set_state(*opts.button)


def _deck_tops(sc, game) -> None:
    """With hidden information shown, each Deck's top card (each hidden pile's) lies face up on its stack."""
    from ..table import contents as K
    from ..table.items import CardItem

    st = game.state
    for seat, name in sc.decks:
        p = sc.player_at(seat)
        deck = K.cards(st.players[p], name)
        if not deck or st.cards[deck[0]].id == "blank":
            continue
        it = CardItem(deck[0], st.cards[deck[0]], sc.faces)
        it.zone, it.owner, it.index = "deck_top", p, 0
        it.shadow = False
        it.setPos(*sc.layout.pile_center(seat, name))
        it.setZValue(Z.PILE + 6)
        sc.addItem(it)
        sc.deck_tops = getattr(sc, "deck_tops", []) + [it]


def _paint(scene, painter: QPainter, opts: ExportOptions) -> None:
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    s = opts.size()
    scene.render(painter, QRectF(0, 0, s.width(), s.height()), opts.source(), Qt.AspectRatioMode.IgnoreAspectRatio)


def render_image(scene, opts: ExportOptions) -> QImage:
    """The picture as an opaque image of ``opts.size()`` pixels."""
    check_options(opts)
    s = opts.size()
    img = QImage(s, QImage.Format.Format_RGB32)
    img.setDotsPerMeterX(DOTS_PER_METER)
    img.setDotsPerMeterY(DOTS_PER_METER)
    img.fill(Qt.GlobalColor.black)
    p = QPainter(img)
    _paint(scene, p, opts)
    p.end()
    return img


def write_svg(scene, opts: ExportOptions, path: str) -> None:
    """The picture as SVG (shapes and text as vectors; card faces and the felt as embedded images)."""
    from PySide6.QtCore import QRect
    from PySide6.QtSvg import QSvgGenerator

    check_options(opts)
    s = opts.size()
    gen = QSvgGenerator()
    gen.setFileName(path)
    gen.setSize(s)
    gen.setViewBox(QRect(0, 0, s.width(), s.height()))
    gen.setResolution(96)
    gen.setTitle("Spirit Table")
    gen.setDescription("A Battle Spirits board drawn by Spirit Table")
    p = QPainter()
    if not p.begin(gen):
        raise OSError(f"cannot write {path}")
    _paint(scene, p, opts)
    if not p.end():
        raise OSError(f"cannot write {path}")


def write(scene, opts: ExportOptions, path: str) -> None:
    """Write the picture to ``path``: SVG for a ``.svg`` name, else PNG. Raises OSError if it cannot."""
    import os

    if path.lower().endswith(".svg"):
        write_svg(scene, opts, path)
        return
    img = render_image(scene, opts)
    tmp = f"{path}.{os.getpid()}.tmp.png"
    if not img.save(tmp, "PNG"):
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise OSError(f"cannot write {path}")
    os.replace(tmp, path)


def copy_to_clipboard(scene, opts: ExportOptions) -> QImage:
    from PySide6.QtGui import QGuiApplication

    img = render_image(scene, opts)
    QGuiApplication.clipboard().setImage(img)
    return img


def export_game(game, annotations, opts: ExportOptions, path: str | None = None, clipboard: bool = False):
    """Build the scene, then write it to ``path`` and/or copy it; returns the scene."""
    check_options(opts)
    sc = build_scene(game, annotations, opts)
    if path:
        write(sc, opts, path)
    if clipboard:
        copy_to_clipboard(sc, opts)
    return sc
