"""Where the installed app keeps its data (platformdirs, ``$SPIRIT_TABLE_DATA``, the move from the old
folder), the lock of the autosave a running table writes (filelock, across real processes), and the
application icon."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap

import pytest

from app import autosave
from app.autosave import Autosave, data_dir, in_use, migrate

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_spirit_table_data_wins(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(tmp_path / "d"))
    assert data_dir() == str(tmp_path / "d")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
def test_linux_default_is_the_folder_used_before(monkeypatch, tmp_path):
    monkeypatch.delenv("SPIRIT_TABLE_DATA", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert data_dir() == str(tmp_path / ".local" / "share" / "spirit-table")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == str(tmp_path / "xdg" / "spirit-table")


def test_an_old_folder_is_moved_to_the_platform_folder(tmp_path):
    old, new = tmp_path / "old" / "spirit-table", tmp_path / "Library" / "spirit-table"
    old.mkdir(parents=True)
    (old / "autosave.json").write_text("{}")
    (old / "preferences.json").write_text('{"bot_pace": "slow"}')
    assert migrate(str(old), str(new)) == str(new)
    assert not old.exists()
    assert (new / "autosave.json").read_text() == "{}" and (new / "preferences.json").exists()
    # once there, nothing moves again, even if the old place reappears
    old.mkdir()
    (old / "autosave.json").write_text("[]")
    assert migrate(str(old), str(new)) == str(new)
    assert (new / "autosave.json").read_text() == "{}" and (old / "autosave.json").exists()


def test_an_old_folder_that_cannot_move_stays_in_use(tmp_path):
    old = tmp_path / "old"
    old.mkdir()
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert migrate(str(old), str(blocker / "spirit-table")) == str(old)  # its parent cannot be made
    assert old.is_dir()


def test_nothing_to_move(tmp_path):
    assert migrate(str(tmp_path / "none"), str(tmp_path / "new")) == str(tmp_path / "new")
    assert migrate(str(tmp_path), str(tmp_path)) == str(tmp_path)


HOLDER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from app.autosave import Autosave
    a = Autosave({folder!r})
    a.use(a.target())
    print(a.path, flush=True)
    time.sleep(120)
""")


def _holder(folder):
    proc = subprocess.Popen([sys.executable, "-c", HOLDER.format(root=ROOT, folder=str(folder))],
                            stdout=subprocess.PIPE, text=True)
    path = proc.stdout.readline().strip()
    assert path, "the other table did not start"
    return proc, path


def test_another_running_table_holds_its_autosave(tmp_path):
    proc, path = _holder(tmp_path)
    try:
        assert path == str(tmp_path / "autosave.json")
        assert in_use(path)
        mine = Autosave(str(tmp_path))
        assert mine.target() == str(tmp_path / "autosave-2.json")  # never the other table's file
        assert not in_use(mine.path)  # this process's own file
        mine.finish()
    finally:
        proc.kill()
        proc.wait()


def test_a_killed_table_leaves_no_lock(tmp_path):
    proc, path = _holder(tmp_path)
    proc.send_signal(signal.SIGKILL)  # a crash: nothing cleans up, the system drops the lock
    proc.wait()
    assert not in_use(path)
    a = Autosave(str(tmp_path))
    assert a.target() == path  # the crashed table's file is free again
    a.finish()
    assert os.path.abspath(path) not in autosave._HELD


def test_the_window_icon_has_every_size(qapp):
    from app.gui import app_icon, identify

    sizes = {s.width() for s in app_icon().availableSizes()}
    assert {16, 32, 48, 64, 128, 256, 512} <= sizes
    identify(qapp)
    assert qapp.desktopFileName() == "spirit-table"
    assert not qapp.windowIcon().isNull()


def test_bundled_fonts_are_given_to_qt(qapp, tmp_path, monkeypatch):
    import engine.cards
    from app.gui import load_fonts

    src = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
    if not os.path.isfile(src):
        pytest.skip("needs fonts-dejavu-core")
    (tmp_path / "fonts").mkdir()
    shutil.copy(src, tmp_path / "fonts" / "DejaVuSerif-Bold.ttf")
    (tmp_path / "fonts" / "LICENSE").write_text("not a font")
    monkeypatch.setattr(engine.cards, "resource_path", lambda *parts: str(tmp_path.joinpath(*parts)))
    try:
        assert load_fonts() == 1
    finally:  # later tests draw with the system's fonts only
        from PySide6.QtGui import QFontDatabase

        QFontDatabase.removeAllApplicationFonts()
    monkeypatch.setattr(engine.cards, "resource_path", lambda *parts: str(tmp_path.joinpath("none", *parts)))
    assert load_fonts() == 0  # the checkout and a wheel ship none

