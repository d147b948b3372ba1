"""Reading a data file safely: only a regular file, and only up to a size limit checked first.

A path may name a device (``/dev/zero`` never ends), a FIFO (opening it waits for a writer
forever), a folder, or a huge file. ``read_text`` opens without waiting (``O_NONBLOCK``), looks
at what was opened (``fstat``: no race with a renamed file), refuses anything but a regular
file and anything over ``max_bytes``, and then reads at most ``max_bytes`` (a file that grows
meanwhile is refused too). Every refusal is a ``DataError`` whose message says why in words.
"""
from __future__ import annotations

import os
import stat

from .errors import DataError


def _size(n: int) -> str:
    if n >= 1 << 20:
        return f"{n / (1 << 20):.1f} MiB".replace(".0 ", " ")
    if n >= 1 << 10:
        return f"{n / (1 << 10):.0f} KiB"
    return f"{n} bytes"


def read_bytes(path, max_bytes: int, what: str = "file") -> bytes:
    """The contents of a regular file of at most ``max_bytes``; DataError("(file)", ...) otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise DataError("(file)", f"cannot read {path}: {e.strerror or e}") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise DataError("(file)", f"{path} is a folder, not a {what}")
        if not stat.S_ISREG(st.st_mode):
            raise DataError("(file)", f"{path} is not a regular file (a device, a pipe or a socket); "
                                      f"a {what} is an ordinary file")
        if st.st_size > max_bytes:
            raise DataError("(file)", f"the {what} is too large ({_size(st.st_size)}; "
                                      f"the limit is {_size(max_bytes)})")
        chunks, got = [], 0
        while got <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > max_bytes:
            raise DataError("(file)", f"the {what} is too large (it grew past the limit of {_size(max_bytes)})")
        return b"".join(chunks)
    except OSError as e:
        raise DataError("(file)", f"cannot read {path}: {e.strerror or e}") from None
    finally:
        os.close(fd)


def read_text(path, max_bytes: int, what: str = "file") -> str:
    """As ``read_bytes``, decoded as UTF-8 (DataError if it is not)."""
    data = read_bytes(path, max_bytes, what)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError("(file)", f"the {what} is not UTF-8 text") from None
