"""Contact sheets: many card faces on one image (``spirit-table cards sheet``)."""
from __future__ import annotations

import math
import os

from PIL import Image

from .geometry import card_height

BACKGROUND = (24, 26, 32)


def _grid(n: int, columns: int, width: int) -> tuple[int, int, int]:
    cols = max(1, min(columns, n)) if n else 1
    rows = max(1, math.ceil(n / cols)) if n else 0
    gap = max(4, round(width * 0.06))
    return cols, rows, gap


def sheet_size(n: int, columns: int = 8, width: int = 248) -> tuple[int, int]:
    """The pixel size of a contact sheet of ``n`` cards."""
    cols, rows, gap = _grid(n, columns, width)
    return cols * width + (cols + 1) * gap, rows * card_height(width) + (rows + 1) * gap


def contact_sheet(cards, columns: int = 8, width: int = 248, lang: str = "en", template: str | None = None) -> Image.Image:
    """Faces of ``cards`` in a grid, ``columns`` wide, on a dark background (RGB); ``template``: the face
    template of a ruleset's table (``ui.render.templates``: Saga's frame for ``saga``)."""
    from .templates import render_face

    cards = list(cards)
    cols, rows, gap = _grid(len(cards), columns, width)
    sheet = Image.new("RGB", sheet_size(len(cards), columns, width), BACKGROUND)
    h = card_height(width)
    for i, card in enumerate(cards):
        face = render_face(card, width, lang, template)
        x = gap + (i % cols) * (width + gap)
        y = gap + (i // cols) * (h + gap)
        sheet.paste(face, (x, y), face)
    return sheet


def save_contact_sheet(cards, path, columns: int = 8, width: int = 248, lang: str = "en",
                       template: str | None = None) -> str:
    """Write a contact sheet to ``path`` (format from the extension, PNG by default); returns the path."""
    path = os.fspath(path)
    img = contact_sheet(cards, columns, width, lang, template)
    img.save(path, format=None if os.path.splitext(path)[1] else "PNG")
    return path
