"""The app's own data files (autosaves, their lock files, preferences, the list of reported damaged
files): read safely, and when damaged moved aside, never deleted. No Qt here.

Every file in the data folder may have been truncated by a crash, edited by hand, written by another
version or replaced by something hostile. So each is read as a regular file only, with a size limit
checked first (engine.safeio), parsed, and checked against its schema; a file that fails is renamed
to ``NAME.damaged-YYYYmmdd-HHMMSS`` next to where it was (the user can look at it or delete it), and
the app goes on with its defaults. ``clean_temporaries`` removes what a kill left of an atomic write.
"""
from __future__ import annotations

import json
import os
import re
import time

from engine.errors import DataError
from engine.safeio import read_text
from engine.save_schema import depth_ok

TMP = re.compile(r"^\.tmp-.*\.part$")  # engine.save.write_atomic's temporary files
STALE_S = 60  # an atomic write takes milliseconds: a temporary older than this was left by a kill


def read_json(path: str, max_bytes: int, what: str):
    """Parse a small JSON file of ours. DataError (with a sentence) if it cannot be read or parsed."""
    text = read_text(path, max_bytes, what)
    try:
        data = json.loads(text)
    except RecursionError:
        raise DataError("(file)", f"the {what} is damaged (nested far too deeply)") from None
    except ValueError as e:
        raise DataError("(file)", f"the {what} is damaged (not valid JSON: {e})") from None
    if not depth_ok(data, 16):
        raise DataError("(file)", f"the {what} is damaged (nested far too deeply)")
    return data


def move_aside(path: str) -> str | None:
    """Rename a damaged file to ``path.damaged-<time>`` (a free name). Returns the new path, or None if
    it could not be moved (a read-only folder): then it stays where it is."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for k in range(100):
        new = f"{path}.damaged-{stamp}" + (f"-{k + 1}" if k else "")
        if os.path.lexists(new):
            continue
        try:
            os.rename(path, new)
        except OSError:
            return None
        return new
    return None


def clean_temporaries(folder: str, now: float | None = None) -> list[str]:
    """Remove ``.tmp-*.part`` files older than a minute (a write killed half-way); returns their names.
    Only regular files of exactly that name form are touched; a fresh one may be another table's."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for e in entries:
        if not TMP.match(e.name):
            continue
        try:
            st = e.stat(follow_symlinks=False)
            if not e.is_file(follow_symlinks=False) or now - st.st_mtime < STALE_S:
                continue
            os.unlink(e.path)
            removed.append(e.name)
        except OSError:
            continue
    return removed


class Damaged:
    """A data file that could not be used: where it was, why, and where it went (``moved_to``, or None
    when it stays in place). ``new``: not reported before."""

    def __init__(self, path: str, error: DataError, new: bool = True, what: str = "autosave",
                 moved_to: str | None = None, instead: str = "Spirit Table goes on without it."):
        self.instead = instead
        self.path = path
        self.error = error
        self.new = new
        self.what = what
        self.moved_to = moved_to

    def reason(self) -> str:
        e = self.error
        why = e.message.rstrip(".")
        return why if e.path in ("(file)", "(top)") else f"{why} (at {e.path})"

    def message(self) -> str:
        head = f"The {self.what} {self.path} cannot be read: {self.reason()}."
        if self.moved_to:
            tail = (f"It was moved aside to {os.path.basename(self.moved_to)} in the same folder (nothing was "
                    f"deleted). {self.instead}")
        else:
            tail = f"It is left as it is (nothing will overwrite it). {self.instead}"
        return f"{head}\n\n{tail}"
