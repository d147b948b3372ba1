"""Autosave: the game in progress, written after every action to the user's data folder, so that a
crash or a kill loses at most the action in flight.

    folder = data_dir()        # $SPIRIT_TABLE_DATA, else the platform's user data folder (platformdirs)
    auto = Autosave(folder)
    found = auto.scan()        # what the folder holds at start: a game to offer to resume, damaged files
    auto.write(saved, game)    # after every action (atomic: engine.save.write_atomic)
    auto.finish()              # a clean exit: the file is marked finished, nothing to resume next time

The file is an ordinary saved game (engine/save.py) whose ``meta`` says whether the session ended cleanly
(``finished``), who sat in each seat and how each action was made (for undo after resuming).

A damaged autosave (truncated, edited, values outside the schema, a card this version does not know, not
a regular file...) is reported once, in words, and moved aside to ``autosave.json.damaged-<time>`` (never
deleted); so are a damaged lock file left by an older version (``autosave.json.pid``) and a damaged
``autosave-reported.json``. A future-version autosave, or one that cannot be moved (a read-only folder), is
left where it is and never overwritten: it is reported once (the folder remembers which it has reported, by
name, size and time) and this session writes to the next free name instead (``autosave-2.json``, ...).
Temporary files left by a kill in the middle of a write (``.tmp-*.part``) are removed. The file a running
table writes is locked (``autosave.json.lock``, an OS file lock through ``filelock``): another table started
meanwhile neither offers nor writes it, and the lock goes away with the process, however it ends. No Qt here.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import time

import filelock
import platformdirs

from engine.errors import DataError
from engine.safeio import read_text
from engine.save import SavedGame, load_game, save_game, write_atomic

from .datafiles import Damaged, clean_temporaries, move_aside, read_json

NAME = "autosave.json"
_NAMES = re.compile(r"^autosave(?:-(\d+))?\.json$")
_PIDS = re.compile(r"^autosave(?:-(\d+))?\.json\.pid$")
REPORTED = "autosave-reported.json"  # damaged files already reported: {name: [size, mtime_ns]}
MAX_PID = 4_194_304  # Linux's largest pid_max


APP = "spirit-table"
LEGACY = os.path.join("~", ".local", "share", APP)  # where versions before platformdirs kept the data


def data_dir() -> str:
    """Where autosaves and preferences live: ``$SPIRIT_TABLE_DATA`` (tests), else the platform's user data
    folder (``platformdirs``: ``$XDG_DATA_HOME/spirit-table`` or ``~/.local/share/spirit-table`` on
    Linux, as before; ``~/Library/Application Support/spirit-table`` on macOS; ``%LOCALAPPDATA%``
    on Windows). A folder left at the old Linux place on another system is moved there once."""
    d = os.environ.get("SPIRIT_TABLE_DATA")
    if d:
        return d
    return migrate(os.path.expanduser(LEGACY), platformdirs.user_data_dir(APP, appauthor=False))


def migrate(old: str, new: str) -> str:
    """The data folder to use: ``new``; if only ``old`` exists, it is moved to ``new`` first (and if that
    fails, ``old`` goes on being used, so nothing is lost)."""
    if os.path.abspath(old) == os.path.abspath(new) or os.path.exists(new) or not os.path.isdir(old):
        return new
    try:
        os.makedirs(os.path.dirname(os.path.abspath(new)), exist_ok=True)
        shutil.move(old, new)
    except OSError:
        return old
    return new


class Offer:
    """An unfinished game found at start: ``saved`` (SavedGame), its ``path``, ``game`` (replayed)."""

    def __init__(self, path: str, saved: SavedGame, game):
        self.path = path
        self.saved = saved
        self.game = game

    def describe(self) -> str:
        """The saved game in a few words, in the table's language (the resume question)."""
        from PySide6.QtCore import QCoreApplication

        from app.gui import deck_title, player_names
        from ui import i18n

        translate = QCoreApplication.translate
        g, meta = self.game, self.saved.meta
        st = g.state
        setup = meta.get("setup") or {}
        if setup.get("position"):
            what = translate("Autosave", "position {name}").format(name=os.path.basename(str(setup["position"])))
        elif setup.get("deck1"):  # a built-in deck's name, or a deck file (named by its file name)
            what = f"{deck_title(setup.get('deck1'))} vs {deck_title(setup.get('deck2'))}"  # "Tide Control vs ..."
        elif "position" in self.saved.start:
            what = translate("Autosave", "a position from the editor")
        else:
            what = translate("Autosave", "a game")
        seats = meta.get("seats") or []
        names = player_names(seats if len(seats) == 2 else ("human", "human"))  # as the table names them
        if len(seats) == 2 and "human" in seats and seats != ["human", "human"]:
            who = translate("Autosave", "against {bot}").format(
                bot=i18n.who(f"Bot ({[s for s in seats if s != 'human'][0]})"))
        elif seats == ["human", "human"]:
            who = translate("Autosave", "practice (both sides)")
        else:
            who = ""
        when = meta.get("time", "")
        return (f"{what} {who}".strip() + "\n" + translate("Autosave", "turn {turn}, {player}, {step}, {n} actions played").format(
                    turn=st.turn, player=i18n.who(names[st.turn_player]),
                    step=i18n.step_name(g.ruleset, st.step),
                    n=len(self.saved.actions))
                + ("\n" + translate("Autosave", "last saved {time}").format(time=when) if when else ""))


class Found:
    def __init__(self):
        self.offer: Offer | None = None
        self.damaged: list[Damaged] = []


class Autosave:
    def __init__(self, folder: str | None = None):
        self.folder = folder or data_dir()
        self.path: str | None = None  # the file this session writes (chosen at the first write)
        self.avoid: set[str] = set()  # damaged files: never written
        self._last: SavedGame | None = None  # the game last written, for finish()
        self.error: str | None = None  # the last write error, if any

    # ------------------------------------------------------------------ the folder
    def files(self) -> list[str]:
        try:
            names = os.listdir(self.folder)
        except OSError:
            return []
        found = []
        for n in names:
            m = _NAMES.match(n)
            if m:
                found.append((int(m.group(1) or 1), n))
        return [os.path.join(self.folder, n) for _, n in sorted(found)]

    def scan(self) -> Found:
        """Read every autosave in the folder: the newest unfinished game still going on is offered;
        damaged files are listed (``new`` when not reported before) and will never be written."""
        out = Found()
        clean_temporaries(self.folder)
        reported = self._reported(out)
        self._check_pid_files(out)
        best = None
        for path in self.files():
            try:
                saved = load_game(path)
                game = saved.replay()
            except DataError as e:
                self._set_aside(out, path, e, reported)
                continue
            except Exception as e:  # noqa: BLE001 - a case the schema did not foresee still never stops the start
                self._set_aside(out, path, DataError("(file)", f"it cannot be replayed ({type(e).__name__}: "
                                                               f"{str(e)[:200]})"), reported)
                continue
            if saved.meta.get("finished") or game.is_over or in_use(path):
                continue  # ended cleanly, nothing left to play, or another running table's game
            if not saved.actions and "position" not in saved.start:
                continue  # a new game closed before anyone played: a new game is the same (a set-up board is kept)
            mtime = os.path.getmtime(path)
            if best is None or mtime > best[0]:
                best = (mtime, Offer(path, saved, game))
        out.offer = best[1] if best else None
        return out

    def _set_aside(self, out: Found, path: str, error: DataError, reported: dict) -> None:
        """A damaged autosave: moved aside (reported once by nature); a future version's, or one that
        cannot be moved, stays, is never written, and is reported once."""
        future = error.path == "version" and "newer" in error.message
        moved = None if future else move_aside(path)
        if moved is not None:
            out.damaged.append(Damaged(path, error, True, "autosave", moved))
            return
        out.damaged.append(Damaged(path, error, reported.get(os.path.basename(path)) != self._key(path)))
        self.avoid.add(os.path.abspath(path))

    def _check_pid_files(self, out: Found) -> None:
        """A lock file must hold one process id; anything else is moved aside and reported."""
        try:
            names = sorted(n for n in os.listdir(self.folder) if _PIDS.match(n))
        except OSError:
            return
        for n in names:
            path = os.path.join(self.folder, n)
            try:
                read_pid(path)
            except DataError as e:
                out.damaged.append(Damaged(path, e, True, "lock file", move_aside(path)))

    def mark_reported(self, damaged: list[Damaged]) -> None:
        damaged = [d for d in damaged if d.moved_to is None]  # a file moved aside is not met again
        if not damaged:
            return
        reported = self._reported()
        for d in damaged:
            reported[os.path.basename(d.path)] = self._key(d.path)
        try:
            write_atomic(os.path.join(self.folder, REPORTED), json.dumps(reported))
        except OSError:
            pass

    def _reported(self, out: Found | None = None) -> dict:
        """{file name: [size, mtime_ns]} of damaged files already reported. A damaged list is moved aside
        (and reported, when ``out`` is given): it only means some file may be reported once more."""
        path = os.path.join(self.folder, REPORTED)
        if not os.path.lexists(path):
            return {}
        try:
            d = read_json(path, 1 << 20, "list of reported autosaves")
            if not isinstance(d, dict):
                raise DataError("(top)", "must be a mapping of file names")
            for k, v in d.items():
                if not (v is None or (isinstance(v, list) and len(v) == 2
                                      and all(isinstance(x, int) and not isinstance(x, bool) for x in v))):
                    raise DataError(str(k)[:60], "must be [size, time] of a reported file")
            return d
        except DataError as e:
            if out is not None:
                out.damaged.append(Damaged(path, e, True, "list of reported autosaves", move_aside(path)))
            return {}

    @staticmethod
    def _key(path) -> list | None:
        try:
            st = os.stat(path)
        except OSError:
            return None
        return [st.st_size, st.st_mtime_ns]

    def target(self) -> str:
        """The file to write: the one resumed, else the first autosave name that is not damaged and not
        in use by another running Spirit Table."""
        if self.path is not None:
            return self.path
        k = 1
        while True:
            path = os.path.join(self.folder, NAME if k == 1 else f"autosave-{k}.json")
            if os.path.abspath(path) not in self.avoid and not self._damaged(path) and not in_use(path):
                self.use(path)
                return path
            self.avoid.add(os.path.abspath(path))
            k += 1

    def use(self, path: str) -> None:
        """Write to ``path`` from now on, holding its lock while this session lasts."""
        self.path = path
        try:
            os.makedirs(self.folder, exist_ok=True)
        except OSError:
            pass
        _hold(path)

    @staticmethod
    def _damaged(path) -> bool:
        if not os.path.lexists(path):
            return False
        try:
            load_game(path, verify=False)
        except Exception:  # noqa: BLE001 - whatever is wrong with it, it is not written over
            return True
        return False

    # ------------------------------------------------------------------ writing
    def write(self, saved: SavedGame, game=None, finished: bool = False) -> bool:
        """Write the game now (atomically). Returns False (and sets ``error``) if it could not."""
        meta = dict(saved.meta)
        meta["finished"] = finished
        meta["time"] = time.strftime("%Y-%m-%d %H:%M:%S")
        out = SavedGame(saved.start, saved.seed, saved.format, saved.actions, meta)
        try:
            save_game(self.target(), out, game)
        except OSError as e:
            self.error = f"cannot write the autosave {self.path}: {e}"
            return False
        self.error = None
        self._last = out
        return True

    def finish(self) -> None:
        """A clean exit: mark the last game finished (nothing to resume at the next start)."""
        if self._last is not None:
            self.write(self._last, None, finished=True)  # the snapshot is replayed from the actions
        if self.path is not None:
            _release(self.path)


_HELD: dict[str, filelock.BaseFileLock] = {}  # the autosaves this process writes: their locks


def _lock(path: str) -> filelock.BaseFileLock:
    # no "soft" lock file where the file system has no OS locks: a crashed table's file would stay taken
    return filelock.FileLock(path + ".lock", timeout=0, thread_local=False, fallback_to_soft=False)


def _hold(path: str) -> None:
    """Take the lock of an autosave this process writes (kept until ``_release``; a read-only folder or
    a file system without locks only means that other tables cannot see it)."""
    key = os.path.abspath(path)
    lock = _HELD.get(key) or _lock(path)
    try:
        lock.acquire()
    except (filelock.Timeout, OSError):
        return
    _HELD[key] = lock


def _release(path: str) -> None:
    lock = _HELD.get(os.path.abspath(path))
    if lock is None:
        return
    try:
        lock.release()
    except OSError:
        pass
    if not lock.is_locked:
        del _HELD[os.path.abspath(path)]


def read_pid(path: str) -> int:
    """The process id a lock file holds; DataError if it holds anything else."""
    text = read_text(path, 64, "lock file").strip()
    if not text.isdigit() or not text.isascii() or len(text) > 7 or not 1 <= int(text) <= MAX_PID:
        shown = text[:20] + ("..." if len(text) > 20 else "")
        raise DataError("(file)", f"it must hold a process id (a number from 1 to {MAX_PID:,}), not {shown!r}")
    return int(text)


def in_use(path: str) -> bool:
    """Whether another running process writes this autosave: it holds the file's lock. (The operating
    system drops the lock of a process that dies, so a crashed table's game is free to resume.)"""
    if os.path.abspath(path) in _HELD or not os.path.exists(path + ".lock"):
        return False
    lock = _lock(path)
    try:
        lock.acquire()
    except filelock.Timeout:
        return True
    except OSError:
        return False
    lock.release()
    return False

