"""Render the application icon's PNGs from resources/icons/spirit-table.svg (``make icons``).

    python packaging/icons.py [--check]

Writes resources/icons/spirit-table-{16,...,512}.png with Qt's SVG renderer. The PNGs are committed (a
wheel or a bundle needs no build step for them); ``--check`` only says whether they are up to date with
the SVG (exit 1 if not), comparing pixels with a small tolerance for renderer differences.
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ICONS = os.path.join(ROOT, "resources", "icons")
SVG = os.path.join(ICONS, "spirit-table.svg")
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> str:
    return os.path.join(ICONS, f"spirit-table-{size}.png")


def render(size: int):
    """The icon at ``size`` x ``size`` pixels, as a QImage (premultiplied ARGB, transparent corners)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(SVG)
    if not renderer.isValid():
        raise SystemExit(f"icons: {SVG} is not a valid SVG")
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p)
    p.end()
    return img.convertToFormat(QImage.Format.Format_ARGB32)


def differs(path: str, img, tolerance: int = 24) -> bool:
    """Whether the PNG at ``path`` is missing or differs from ``img`` by more than ``tolerance`` in a channel."""
    import io

    from PIL import Image, ImageChops
    from PySide6.QtCore import QBuffer, QIODevice

    if not os.path.isfile(path):
        return True
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    new = Image.open(io.BytesIO(bytes(buf.data()))).convert("RGBA")
    with Image.open(path) as old:
        old = old.convert("RGBA")
        if old.size != new.size:
            return True
        return max(hi for _, hi in ImageChops.difference(old, new).getextrema()) > tolerance


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a PNG is missing or out of date")
    args = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs one for fonts)
    stale = []
    for size in SIZES:
        img = render(size)
        if args.check:
            if differs(png_path(size), img):
                stale.append(os.path.basename(png_path(size)))
        elif not img.save(png_path(size), "PNG"):
            raise SystemExit(f"icons: cannot write {png_path(size)}")
    if stale:
        print("out of date with spirit-table.svg (run `make icons`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
