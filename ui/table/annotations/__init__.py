"""Annotations drawn over the table, for boards in rules articles: arrows (card to card or area, curved,
with a head and a label along them), text labels, highlight rings and numbered markers.

They are kept with the position (``engine.annotations``, the ``annotations`` key of a position file) as
plain dicts; ``TableScene.annotations()`` / ``set_annotations(list)`` read and replace them. Each item
holds its dict and finds where to draw from its places (``p1.field[0]``, ``p2.life``, ``void``,
``{x, y}``) after every ``sync``, so an arrow stays on its cards whatever the window size.

``AnnotationTool`` is the table's Annotate mode (``TableView.tool``): drag from a card to another for an
arrow, click for a label (then type), a ring or a numbered marker; click to select, Del to delete,
double-click to edit the text. ``install_annotate_ui(window)`` adds the Annotate menu and toolbar.

The package's parts: ``style`` (colours, fonts, the label pill and the drop shadow), ``items`` (one
graphics item per kind of annotation), ``layer`` (``AnnotationLayer``: the items of a scene and the
places they stand on), ``tool`` (the Annotate mode and its inline text editor) and ``menu``
(``install_annotate_ui``).
"""
from __future__ import annotations

from .items import ITEM_CLASS, Z_ANNOTATION, Anchor, AnnotationItem, ArrowItem, LabelItem, MarkerItem, RingItem
from .layer import SMALL_KINDS, AnnotationLayer, missing_cards
from .menu import install_annotate_ui
from .style import COLORS, DEFAULT_COLOR, FONT, INK, color_icon, color_of, pill_rect
from .tool import AnnotationTool, TextEditor

__all__ = ["Anchor", "AnnotationItem", "AnnotationLayer", "AnnotationTool", "ArrowItem", "COLORS",
           "DEFAULT_COLOR", "FONT", "INK", "ITEM_CLASS", "LabelItem", "MarkerItem", "RingItem", "SMALL_KINDS",
           "TextEditor", "Z_ANNOTATION", "color_icon", "color_of", "install_annotate_ui", "missing_cards",
           "pill_rect"]
