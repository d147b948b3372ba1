"""``spirit-table render FILE -o OUT.png [--scale 2] [--reveal] [--lang ja]``: draw a position as the table
shows it, without a window, with the mat's words in ``--lang``.

The picture is the table's own scene (``ui.export.render``: one renderer for the window's Export… and
this command), laid out for the position after its ``actions`` (as the table opens it), with the file's
``annotations``. The other player's hand and both Decks are face down unless ``--reveal``. An ``.svg``
output name writes SVG. The same file gives the same bytes.

Exit status: 0 written; 2 the file is invalid (a message naming the key path, never a traceback) or the
options are; 1 the picture could not be written.
"""
from __future__ import annotations

import os
import sys


_APP = None


def _qt_app():
    # never a window: offscreen unless the caller chose a platform (set before Qt is imported)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    qapp = QApplication.instance()
    if qapp is None:
        from app.gui import load_fonts

        qapp = QApplication(["spirit-table-render"])
        load_fonts()
    return qapp


def main(args) -> int:
    from engine.errors import DataError
    from engine.position import load_position_file, play_position

    scale = float(args.scale)
    if not (0 < scale <= 8):
        print("spirit-table: --scale must be more than 0 and at most 8", file=sys.stderr)
        return 2
    try:
        pos = load_position_file(args.file)
    except DataError as e:
        print(f"spirit-table: {args.file}: {e}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as e:
        print(f"spirit-table: {args.file}: {e}", file=sys.stderr)
        return 2
    result = play_position(pos)
    if result.rejected is not None:
        r = result.rejected
        print(f"spirit-table: {args.file}: actions[{r['action']}] was rejected ({r['reason']}); "
              f"drawing the position before it", file=sys.stderr)
    global _APP
    _APP = _qt_app()  # Qt needs its application object while drawing
    from ui import i18n

    i18n.set_language(getattr(args, "lang", "en") or "en")  # the mat's words (step tracker) in that language
    from ui.table.annotations import missing_cards

    for path, place in missing_cards(result.game, pos.annotations):
        print(f"spirit-table: {args.file}: {path}: there is no card at {place}; drawn at its area",
              file=sys.stderr)
    from ui.export.render import ExportOptions, export_game

    opts = ExportOptions(scale=scale, reveal=bool(args.reveal))
    try:
        export_game(result.game, pos.annotations or [], opts, path=args.output)
    except DataError as e:  # an annotation the layer cannot place
        print(f"spirit-table: {args.file}: {e}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"spirit-table: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"spirit-table: {e}", file=sys.stderr)
        return 1
    return 0
