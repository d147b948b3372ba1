"""The ``spirit-table`` command line (being written; see engine issue)."""
import sys


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        from app.gui import run_gui
        return run_gui([])
    print("unknown command", file=sys.stderr)
    return 2
