"""The desktop bundle's entry point: what the ``spirit-table`` command does (app.cli.main).

In a bundle ``sys.executable`` is this program, not a Python interpreter, so the table's card face
worker (started as ``sys.executable -m ui.table.face_worker``, see ui/table/faces.py) arrives here as
those arguments and is run in place; so is a process of ``arena --jobs N`` where processes are started by
running the program again (``multiprocessing.freeze_support``).
"""
import sys

WORKER = ["-m", "ui.table.face_worker"]


def main() -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # ``arena --jobs N`` where processes start by running this program again
    if sys.argv[1:3] == WORKER:
        from ui.table.face_worker import main as worker

        sys.argv = [sys.argv[0], *sys.argv[3:]]
        return worker()
    from app.cli import main as cli

    return cli()


if __name__ == "__main__":
    sys.exit(main())
