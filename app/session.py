"""The session around the table's game: saves, autosave, resume after a crash, replays, log export.

    session = Session(table)        # app.gui.Table; adds the File menu
    session.enable_autosave()       # the real app: autosave after every action (app.autosave)
    session.startup()               # at start: report damaged autosaves, offer to resume a killed game
    session.save_game(path) / session.open_game(path)
    session.watch_replay() / session.open_replay(path)
    session.export_log(path)

A game's start is what a saved game needs to replay it (engine/save.py): the two decks in their order and
who goes first, or the starting position. It is worked out when a game is put on the table, from how it
was started (new-game settings, a position file, the editor, a saved game), and checked: replaying the
start must give the very game the table holds.
"""
from __future__ import annotations

import json
import os
import time

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from engine.errors import DataError
from engine.save import SavedGame, load_game, save_game, snapshot

from ui import i18n

from .autosave import Autosave
from .resume_dialog import ResumeDialog

translate = QCoreApplication.translate

HUMAN = "human"
HOWS = ("human", "bot", "auto", "redo")
NOT_START_KEYS = ("actions", "expect", "decision", "log", "rejected")


def _dialogs() -> bool:
    return not os.environ.get("SPIRIT_TABLE_NO_DIALOGS")


class Session(QObject):
    def __init__(self, table):
        super().__init__(table.window)
        self.table = table
        self.window = table.window
        self.c = table.controller
        self.autosave: Autosave | None = None
        self.start: dict | None = None  # the SavedGame start of the game on the table (None: unknown)
        self.start_error: str | None = None
        self.pending_start: dict | None = None  # set just before this session puts a game on the table
        self.messages: list[tuple[str, str]] = []  # (title, text) shown to the user (tests read them)
        self.replays: list = []
        self._initial = None
        self._written = None
        self.c.changed.connect(self._changed)
        self.window.on_watch_replay = self.watch_replay
        self.window.installEventFilter(self)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.finish)
        self._menus()

    # ------------------------------------------------------------------ menus
    def _menus(self) -> None:
        w = self.window
        mb = w.menuBar()
        menu = next((a.menu() for a in mb.actions() if a.menu() and a.menu().objectName() == "fileMenu"), None)
        if menu is None:
            menu = QMenu("", w)
            i18n.mark(menu, "Session", QT_TRANSLATE_NOOP("Session", "&File"))
            menu.setObjectName("fileMenu")
            first = mb.actions()[0] if mb.actions() else None
            mb.insertMenu(first, menu) if first is not None else mb.addMenu(menu)
        else:
            menu.addSeparator()

        def act(text, slot, keys=(), name=""):
            a = i18n.mark(QAction("", w), "Session", text)  # translated now and on every language change
            a.setObjectName(name or text)
            if keys:
                a.setShortcuts([QKeySequence(k) for k in keys])
            a.triggered.connect(lambda _=False: slot())
            menu.addAction(a)
            return a

        act(QT_TRANSLATE_NOOP("Session", "Save game…"), self.save_dialog, ["Ctrl+S"], "saveGame")
        act(QT_TRANSLATE_NOOP("Session", "Open game…"), self.open_dialog, ["Ctrl+Shift+O"], "openGame")
        menu.addSeparator()
        act(QT_TRANSLATE_NOOP("Session", "Watch replay of this game"), lambda: self.watch_replay(), ["Ctrl+R"],
            "watchReplay")
        act(QT_TRANSLATE_NOOP("Session", "Open replay…"), self.open_replay_dialog, [], "openReplay")
        act(QT_TRANSLATE_NOOP("Session", "Export log…"), self.export_log_dialog, ["Ctrl+Shift+E"], "exportLog")
        self.menu = menu

    # ------------------------------------------------------------------ messages
    def notify(self, title: str, text: str, kind: str = "error") -> None:
        self.messages.append((title, text))
        self.window.statusBar().showMessage(f"{title}: " + " — ".join(t for t in text.split("\n") if t.strip()), 10000)
        if _dialogs():
            box = QMessageBox.warning if kind == "error" else QMessageBox.information
            box(self.window, title, text)

    # ------------------------------------------------------------------ the game's start
    def _changed(self) -> None:
        c = self.c
        if c.game is None:
            return
        if c.initial is not self._initial:
            self._initial = c.initial
            self._written = None
            start, self.pending_start = self.pending_start, None
            self.start, self.start_error = self._work_out_start(start)
        key = (id(c.game), len(c.actions), c.token)
        if self.autosave is not None and key != self._written and self.start is not None:
            self._written = key
            if not self.autosave.write(self.saved_game(), c.game) and self.autosave.error:
                self.window.statusBar().showMessage(self.autosave.error, 8000)

    def _work_out_start(self, given: dict | None):
        c = self.c
        setup = c.setup or {}
        candidates = []
        if given is not None:
            candidates.append(given)
        else:
            if setup.get("position"):
                try:
                    from engine.yamlio import load_file

                    raw = load_file(setup["position"])
                    candidates.append({"position": {k: v for k, v in raw.items() if k not in NOT_START_KEYS}})
                except (DataError, OSError):
                    pass
            if setup.get("deck1") is not None:
                candidates.append(self._deck_start(setup))
            candidates.append(self._dumped_start())
        for start in candidates:
            if start is not None and self._replays_to_initial(start):
                return json.loads(json.dumps(start)), None
        return None, translate("Session", "the start of this game is not known (it cannot be saved or replayed)")

    def _deck_start(self, setup) -> dict | None:
        st = self.c.initial.state
        p = st.players[0]
        count = getattr(p, "card_count", None)  # a second game's player counts its own areas' cards
        n1 = count() if count is not None else len(p.deck) + len(p.hand) + len(p.trash) + len(p.removed) + len(p.field)
        ids = [card.id for card in st.cards]
        return {"decks": [ids[:n1], ids[n1:]], "first": setup.get("first")}

    def _dumped_start(self) -> dict | None:
        """The starting game written as a position (works when it starts at a plain decision point)."""
        from engine.position import Result, dump

        d = dump(Result(self.c.initial, [], None))
        for k in NOT_START_KEYS:
            d.pop(k, None)
        d["turn"].pop("winner", None)
        return {"position": d}

    def _replays_to_initial(self, start) -> bool:
        c = self.c
        try:
            g = SavedGame(json.loads(json.dumps(start)), c.game.seed, c.game.ruleset.name).initial_game()
        except Exception:  # a start that does not even build: not this game's
            return False
        ini = c.initial
        return (snapshot(g) == snapshot(ini) and g.rng.state == ini.rng.state and g.phase == ini.phase
                and g.decider == ini.decider and len(g.agenda) == len(ini.agenda))

    # ------------------------------------------------------------------ saved games
    def saved_game(self) -> SavedGame | None:
        c = self.c
        if self.start is None or c.game is None:
            return None
        meta = {"seats": list(c.seats), "how": [how for _, how in c.actions],
                "setup": json.loads(json.dumps(c.setup or {}, default=str))}
        return SavedGame(self.start, c.game.seed, c.game.ruleset.name, [a for a, _ in c.actions], meta)

    def save_game(self, path: str) -> bool:
        saved = self.saved_game()
        if saved is None:
            self.notify(translate("Session", "Cannot save"),
                        self.start_error or translate("Session", "there is no game on the table"))
            return False
        if os.path.exists(path):  # never overwrite a file that is not a readable saved game
            try:
                load_game(path, verify=False)
            except DataError as e:
                self.notify(translate("Session", "Not overwritten"), translate(
                    "Session", "{path} exists and is not a saved game this version can read ({error}); it is left as "
                               "it is. Choose another name.").format(path=path, error=e))
                return False
        try:
            save_game(path, saved, self.c.game)
        except OSError as e:
            self.notify(translate("Session", "Cannot save"), f"{path}: {e}")
            return False
        self.window.statusBar().showMessage(translate("Session", "Game saved: {path}").format(path=path), 6000)
        return True

    def load(self, path: str) -> SavedGame | None:
        """Read a saved game; a damaged, truncated or future-version file gets a message (and is left as
        it is)."""
        try:
            return load_game(path)
        except DataError as e:
            why = e.message.rstrip(".") + ("" if e.path in ("(file)", "(top)") else f" (at {e.path})")
            self.notify(translate("Session", "Cannot open the saved game"), translate(
                "Session", "{path}\n\nIt cannot be opened: {why}.\n\nThe file is left as it is.").format(path=path, why=why))
            return None
        except Exception as e:  # noqa: BLE001 - a case the schema did not foresee: a message, not a traceback
            self.notify(translate("Session", "Cannot open the saved game"), translate(
                "Session", "{path}\n\nIt cannot be replayed ({why}).\n\nThe file is left as it is.").format(
                path=path, why=f"{type(e).__name__}: {str(e)[:200]}"))
            return None

    def open_game(self, path: str) -> bool:
        saved = self.load(path)
        return saved is not None and self.restore(saved)

    def restore(self, saved: SavedGame, autosave_path: str | None = None) -> bool:
        """Put a saved game on the table where it stood, undo history and seats included."""
        from app.gui import default_opponent

        try:
            game = saved.initial_game()
        except Exception as e:  # noqa: BLE001 - DataError, or a case the schema did not foresee
            self.notify(translate("Session", "Cannot open the saved game"), str(e) if isinstance(e, DataError) else
                        translate("Session", "it cannot be replayed ({why})").format(
                            why=f"{type(e).__name__}: {str(e)[:200]}"))
            return False
        meta = saved.meta or {}
        seats = meta.get("seats")
        if not (isinstance(seats, list) and len(seats) == 2 and all(isinstance(s, str) for s in seats)):
            seats = [HUMAN, HUMAN] if "position" in saved.start else [HUMAN, default_opponent()]
        seats = [s if s == HUMAN or _bot_exists(s) else default_opponent() for s in seats]
        hows = meta.get("how") if isinstance(meta.get("how"), list) else []
        actions = [(a, hows[i] if i < len(hows) and hows[i] in HOWS else "human")
                   for i, a in enumerate(saved.actions)]
        setup = meta.get("setup") if isinstance(meta.get("setup"), dict) else {}
        if autosave_path is not None and self.autosave is not None:
            self.autosave.use(autosave_path)  # go on writing where it was
        self.pending_start = saved.start
        self.table.start_game(game, tuple(seats), actions, setup)
        if len(self.c.actions) != len(saved.actions):
            self.notify(translate("Session", "Partly restored"), translate(
                "Session", "only {n} of {total} actions could be replayed").format(n=len(self.c.actions),
                                                                                   total=len(saved.actions)))
        return True

    # ------------------------------------------------------------------ autosave
    def enable_autosave(self, folder: str | None = None) -> Autosave:
        """Autosave from the next change on (call ``startup`` first, so that an unfinished game is offered
        before anything is written)."""
        self.autosave = Autosave(folder)
        self._written = None
        return self.autosave

    def autosave_now(self) -> None:
        """Write the game on the table to the autosave now."""
        self._written = None
        self._changed()

    def startup(self, ask=None) -> bool:
        """At start: report damaged autosaves (once each) and offer to resume an unfinished game.
        ``ask(offer) -> "resume" | "new"`` (default: the resume dialog). True when a game was resumed."""
        prefs = getattr(self.window, "prefs", None)
        problems = []
        if prefs is not None and getattr(prefs, "problem", None) is not None:
            problems.append(prefs.problem)
            prefs.problem = None
        found = self.autosave.scan() if self.autosave is not None else None
        new = [d for d in found.damaged if d.new] if found is not None else []
        problems += new
        if len(problems) == 1:
            self.notify(translate("Session", "A damaged {what}").format(what=_damaged_what(problems[0])),
                        damaged_message(problems[0]))
        elif problems:  # one message for all of them, not a dialog each
            self.notify(translate("Session", "Damaged files in the data folder"),
                        "\n\n".join(damaged_message(d) for d in problems))
        if new:
            self.autosave.mark_reported(new)
        if found is None:
            return False
        offer = found.offer
        if offer is None:
            return False
        if ask is None:
            ask = self.ask_resume
        if ask(offer) != "resume":
            return False
        if not self.restore(offer.saved, offer.path):
            return False
        self.window.statusBar().showMessage(translate("Session", "Resumed the game saved at {time} ({n} actions)").format(
            time=offer.saved.meta.get("time", "?"), n=len(offer.saved.actions)), 8000)
        return True

    def ask_resume(self, offer) -> str:
        if not _dialogs():
            return "new"
        dlg = ResumeDialog(offer.describe(), self.window if self.window.isVisible() else None)
        dlg.exec()
        return dlg.choice

    def finish(self) -> None:
        """A clean exit: the autosave is marked finished (nothing to resume next time)."""
        if self.autosave is not None:
            self.autosave.finish()
            self.autosave = None

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Close:
            self.finish()
        return False

    # ------------------------------------------------------------------ games from positions (the editor)
    def play_position(self, pos, mode: str, mapping: dict) -> None:
        from app.gui import default_opponent

        seats = (HUMAN, default_opponent()) if mode == "bot" else (HUMAN, HUMAN)
        self.pending_start = {"position": {k: v for k, v in mapping.items() if k not in NOT_START_KEYS}}
        setup = {"editor": True, "position_name": "from the editor", "annotations": list(pos.annotations or [])}
        self.table.start_game(pos.game, seats, [], setup)
        self.window.statusBar().showMessage(
            translate("Session", "Playing from the edited position against the bot ({bot})").format(
                bot=i18n.who(f"Bot ({seats[1]})")) if mode == "bot"
            else translate("Session", "Playing from the edited position (practice: you play both sides)"), 6000)

    # ------------------------------------------------------------------ replays and the log
    def watch_replay(self, saved: SavedGame | None = None):
        saved = saved or self.saved_game()
        if saved is None:
            self.notify(translate("Session", "No replay"),
                        self.start_error or translate("Session", "there is no game on the table"))
            return None
        return self._show_replay(saved, self._title())

    def open_replay(self, path: str):
        saved = self.load(path)
        if saved is None:
            return None
        return self._show_replay(saved, os.path.basename(path))

    def _show_replay(self, saved, title):
        from ui.replay.model import ReplayModel
        from ui.replay.viewer import ReplayWindow
        from app.gui import player_names

        try:
            model = ReplayModel(saved)
        except DataError as e:
            self.notify(translate("Session", "Cannot replay"), str(e))
            return None
        seats = (saved.meta or {}).get("seats") or [HUMAN, HUMAN]
        win = ReplayWindow(model, self.window.faces, player_names(tuple(seats)), title, self.window)
        win.destroyed.connect(lambda *_: self.replays.remove(win) if win in self.replays else None)
        self.replays.append(win)
        win.show()
        return win

    def _title(self) -> str:
        s = self.c.setup or {}
        if s.get("deck1"):
            from app.gui import deck_title

            return f"{deck_title(s['deck1'])} vs {deck_title(s['deck2'])}, seed {s.get('seed')}"
        if s.get("position"):
            return os.path.basename(str(s["position"]))
        return translate("Session", "this game")

    def log_text(self) -> str:
        from ui.replay.logtext import log_text

        return log_text(self.c.events, self.window.names, f"Spirit Table — {self._title()}", self.c.game.ruleset,
                        turn=translate("Session", "Turn {n}"), setup=translate("Session", "Set-up"),
                        line=lambda e: i18n.event_line(e, names=self.window.names))

    def export_log(self, path: str) -> None:
        from engine.save import write_atomic

        write_atomic(path, self.log_text())

    # ------------------------------------------------------------------ file dialogs
    def _default_name(self, ext: str) -> str:
        from PySide6.QtCore import QStandardPaths

        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = docs if docs and os.path.isdir(docs) else os.getcwd()  # the user's Documents (XDG, localised)
        return os.path.join(folder, time.strftime(f"spirit-table-%Y%m%d-%H%M.{ext}"))

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, translate("Session", "Save game"), self._default_name("json"),
                                              translate("Session", "Saved games (*.json);;All (*)"))
        if path:
            self.save_game(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, translate("Session", "Open game"), "",
                                              translate("Session", "Saved games (*.json);;All (*)"))
        if path:
            self.open_game(path)

    def open_replay_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, translate("Session", "Open replay"), "",
                                              translate("Session", "Saved games (*.json);;All (*)"))
        if path:
            self.open_replay(path)

    def export_log_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, translate("Session", "Export the log"), self._default_name("txt"),
                                              "Text (*.txt);;All (*)")
        if path:
            try:
                self.export_log(path)
                self.window.statusBar().showMessage(translate("Session", "Log written: {path}").format(path=path), 6000)
            except OSError as e:
                self.notify(translate("Session", "Cannot write the log"), f"{path}: {e}")


def _bot_exists(name: str) -> bool:
    try:
        from engine.bots import BOTS

        return name in BOTS
    except ImportError:
        return False


def _damaged_what(d) -> str:
    """The kind of data file, in the chosen language (``Damaged.what`` is English)."""
    return {
        "autosave": translate("Session", "autosave"),
        "lock file": translate("Session", "lock file"),
        "list of reported autosaves": translate("Session", "list of reported autosaves"),
        "preferences file": translate("Session", "preferences file"),
    }.get(d.what, d.what)


def damaged_message(d) -> str:
    """``Damaged.message()`` in the chosen language: the sentences are translated; the reason (the
    DataError's words, key path and line) stays as data."""
    head = translate("Session", "The {what} {path} cannot be read: {reason}.").format(
        what=_damaged_what(d), path=d.path, reason=d.reason())
    instead = {
        "Spirit Table goes on without it.": translate("Session", "Spirit Table goes on without it."),
        "Spirit Table uses the default preferences.": translate("Session", "Spirit Table uses the default preferences."),
    }.get(d.instead, d.instead)
    if d.moved_to:
        tail = translate("Session", "It was moved aside to {name} in the same folder (nothing was deleted). {instead}"
                         ).format(name=os.path.basename(d.moved_to), instead=instead)
    else:
        tail = translate("Session", "It is left as it is (nothing will overwrite it). {instead}").format(instead=instead)
    return f"{head}\n\n{tail}"
