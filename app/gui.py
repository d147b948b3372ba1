"""Start the table: ``spirit-table`` (a game against the bot with built-in decks, at once) or
``spirit-table --position FILE`` (a position, one person playing both sides, with undo).

Environment: ``SPIRIT_TABLE_LOG=path`` appends every log line to a file; ``SPIRIT_TABLE_READY=1`` prints
``ready <seconds>`` once the table is interactive; ``SPIRIT_TABLE_GEOMETRY=path`` writes the screen
positions of the main items after every change (for scripted drivers such as xdotool);
``SPIRIT_TABLE_BOT_DELAY=ms`` paces the bot; ``SPIRIT_TABLE_CACHE`` is where card faces are cached.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

TITLE = "Spirit Table"
SIZE = (1280, 800)
HUMAN = "human"


def _parse(argv):
    p = argparse.ArgumentParser(prog="spirit-table")
    p.add_argument("--position")
    p.add_argument("--deck1")
    p.add_argument("--deck2")
    p.add_argument("--opponent", help="a bot name, or 'human' (practice)")
    p.add_argument("--seed", type=int)
    p.add_argument("--first", choices=["me", "opponent", "random"], default="random")
    p.add_argument("--format")
    p.add_argument("--lang")
    a, _ = p.parse_known_args(argv)
    if a.position:
        return {"position": a.position, "lang": a.lang}
    first = {"me": 0, "opponent": 1, "random": None}[a.first]
    return {"deck1": a.deck1, "deck2": a.deck2, "opponent": a.opponent, "seed": a.seed, "first": first,
            "format": a.format, "lang": a.lang}


def default_opponent() -> str:
    from ui.dialogs.new_game import bot_names

    return bot_names()[0]


def build_game(settings: dict):
    """(game, seats, actions, settings) for new-game settings or {"position": path}."""
    if settings.get("position"):
        from engine.position import load_position_file

        pos = load_position_file(settings["position"])
        return pos.game, (HUMAN, HUMAN), list(pos.actions), dict(settings, annotations=pos.annotations or [])
    from engine.deck import builtin_decks, format_decks, resolve_deck
    from engine.game import Game
    from engine.rulesets import get_ruleset

    own = format_decks(settings.get("format") or "standard")  # read once per process (engine.deck caches them)
    builtin = {**builtin_decks(), **own}
    decks = list(own) or list(builtin)  # the ruleset's own decks first
    s = dict(settings)
    s["deck1"] = s.get("deck1") or decks[0]
    s["deck2"] = s.get("deck2") or (decks[1] if len(decks) > 1 else decks[0])
    s["opponent"] = s.get("opponent") or default_opponent()
    if s.get("seed") is None:
        s["seed"] = random.randrange(1_000_000)
    d1, d2 = (builtin[k] if k in builtin else resolve_deck(k) for k in (s["deck1"], s["deck2"]))
    s["format"] = s.get("format") or d1.format  # the rules the player's deck is built for
    try:
        ruleset = get_ruleset(s["format"])
    except KeyError as e:  # names the known formats
        raise ValueError(e.args[0]) from None
    game = Game.new(d1.cards, d2.cards, seed=s["seed"], first=s.get("first"), ruleset=ruleset)
    return game, (HUMAN, s["opponent"]), [], s


def deck_title(spec) -> str:
    """A deck as a player knows it: a built-in deck or a deck file by its name in the table's language ("Warp
    Realm"), else its file's stem."""
    from engine.deck import resolve_deck
    from ui.i18n import language

    try:
        return resolve_deck(str(spec)).name_in(language()) or _stem(spec)
    except Exception:  # noqa: BLE001  a title never stops a game: an unreadable deck keeps its file's name
        return _stem(spec)


def _stem(spec) -> str:
    return os.path.splitext(os.path.basename(str(spec)))[0]


def player_names(seats) -> dict:
    if seats[1] == HUMAN and seats[0] == HUMAN:
        return {0: "Player 1", 1: "Player 2"}
    return {0: "You", 1: f"Bot ({seats[1]})"}


class Table:
    """The window, its controller and the face cache, with ``start(settings)`` for every new game."""

    def __init__(self, controller_kw=None, faces=None, lang: str | None = None):
        """``lang``: en, ja, zh-Hant, or "auto" (the preference, else the system locale); None leaves the
        language as it is (tests)."""
        from app.controller import Controller
        from ui.main_window import MainWindow

        from app.autosave import data_dir
        from app.preferences import Preferences

        self.controller = Controller(**(controller_kw or {}))
        kw = controller_kw or {}
        prefs = None if "bot_delay_ms" in kw or os.environ.get("SPIRIT_TABLE_BOT_DELAY") else Preferences(data_dir())
        if lang is not None:
            from app.language import resolve
            from ui import i18n

            i18n.set_language(resolve(None if lang == "auto" else lang, prefs.get("lang") if prefs else None))
        self.window = MainWindow(self.controller, faces, prefs)
        self.window.on_new_game = self.start
        from ui.table.moments import install_moments

        install_moments(self.window)  # a burst turned over and lit, a set burst announced (Saga)
        from ui.decks.store import folder_in

        self.window.decks_folder = folder_in(data_dir())  # the user's decks (Game → Decks…)
        self.window.resize(*SIZE)
        from app.session import Session
        from ui.editor.editor import PositionEditor

        self.session = Session(self)  # saves, autosave, replays (File menu)
        self.editor = PositionEditor(self.window, on_play=self.session.play_position)  # Position menu
        self._geometry = os.environ.get("SPIRIT_TABLE_GEOMETRY")
        if self._geometry:
            from PySide6.QtCore import QTimer

            # after the event loop has shown the side panel's new buttons (their show is queued)
            self.controller.changed.connect(lambda: QTimer.singleShot(40, self.write_geometry))

    def start(self, settings: dict) -> None:
        """Start a new game from new-game settings, or open {"position": path}."""
        from engine.errors import DataError

        try:
            game, seats, actions, s = build_game(settings)
        except (DataError, OSError, ValueError) as e:
            if self.controller.game is None:
                raise
            from PySide6.QtCore import QCoreApplication

            self.window.show_message(QCoreApplication.translate("Table", "Cannot start: {error}").format(error=e),
                                     "error")
            return
        self.start_game(game, seats, actions, s)

    def start_game(self, game, seats=(HUMAN, HUMAN), actions=(), setup=None) -> None:
        s = dict(setup or {})
        self.window.set_names(player_names(seats))
        self.window.show_both = tuple(seats) == (HUMAN, HUMAN)
        self.window.a_both.setChecked(self.window.show_both)
        self.window.game_started()
        self.controller.start(game, seats, setup=s, actions=actions)
        self.window.scene.set_annotations(s.get("annotations") or [])  # a position file's arrows and labels
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate
        if s.get("position"):
            what = translate("Table", "Started position {name} (practice: you play both sides)").format(
                name=os.path.basename(s['position']))
        elif s.get("deck1"):
            opp = s.get("opponent")
            what = translate("Table", "Started {deck1} vs {deck2} ({opponent}), seed {seed}").format(
                deck1=deck_title(s["deck1"]), deck2=deck_title(s["deck2"]), seed=s.get("seed"),
                opponent=translate("Players", "Player 2") if opp == HUMAN else translate("Players", str(opp)))
        else:
            what = translate("Table", "Started a new game")
        self.window.statusBar().showMessage(what, 6000)

    def prefetch_faces(self) -> None:
        g = self.controller.game
        seen, cards = set(), []
        from ui.games import own_table

        if (t := own_table(g)) is not None:  # another game's own (the DBSCG's areas, its Leaders' back sides)
            self.window.faces.prefetch(t.prefetch_cards(g))
            return
        for p in g.state.players:  # what is visible first, then the rest of both decks
            for uid in p.hand + [fc.uid for fc in p.field] + p.trash + p.deck:
                c = g.state.cards[uid]
                if c.id not in seen:
                    seen.add(c.id)
                    cards.append(c)
        self.window.faces.prefetch(cards)

    def write_geometry(self) -> None:
        """Screen positions of the button, the viewer's zones, cards and the answer buttons (``app.geometry``)."""
        from app.geometry import write

        write(self, self._geometry)


def window_size(screen, limit=(1800, 1120)) -> tuple[int, int]:
    """The window's first size: the screen's room (the table scales to it, and cards are easier to read
    the larger it is), at least 1280×800 and at most ``limit``."""
    if screen is None:
        return SIZE
    g = screen.availableGeometry()
    return (max(SIZE[0], min(g.width() - 24, limit[0])), max(SIZE[1], min(g.height() - 48, limit[1])))


def _preload() -> None:
    try:
        from engine.cards import builtin_cards
        from engine.deck import builtin_decks

        builtin_cards()
        builtin_decks()
    except Exception:  # reported properly when the game is built
        pass


def _dark(app) -> None:
    from PySide6.QtGui import QColor, QPalette

    app.setStyle("Fusion")
    pal = QPalette()
    for role, c in ((QPalette.ColorRole.Window, "#14181c"), (QPalette.ColorRole.WindowText, "#e8e2d0"),
                    (QPalette.ColorRole.Base, "#101417"), (QPalette.ColorRole.AlternateBase, "#1a1f24"),
                    (QPalette.ColorRole.Text, "#e8e2d0"), (QPalette.ColorRole.Button, "#2c343c"),
                    (QPalette.ColorRole.ButtonText, "#ece6d4"), (QPalette.ColorRole.Highlight, "#3b4a3e"),
                    (QPalette.ColorRole.HighlightedText, "#ffffff"), (QPalette.ColorRole.ToolTipBase, "#1b2026"),
                    (QPalette.ColorRole.ToolTipText, "#ece6d4")):
        pal.setColor(role, QColor(c))
    app.setPalette(pal)


def app_icon():
    """The application icon: the PNGs drawn from resources/icons/spirit-table.svg, at every size."""
    from PySide6.QtGui import QIcon

    from engine.cards import resource_path

    icon = QIcon()
    folder = resource_path("icons")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
        if name.startswith("spirit-table-") and name.endswith(".png"):
            icon.addFile(os.path.join(folder, name))
    return icon


def load_fonts() -> int:
    """Give Qt the fonts a desktop bundle ships in resources/fonts (none in the checkout or a wheel), so the
    table's own text is drawn on a machine without those fonts too. Returns how many were added."""
    from PySide6.QtGui import QFontDatabase

    from engine.cards import resource_path

    folder = resource_path("fonts")
    added = 0
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
        if name.lower().endswith((".ttf", ".otf", ".ttc")):
            added += QFontDatabase.addApplicationFont(os.path.join(folder, name)) >= 0
    return added


def identify(app) -> None:
    """Name the application and give its windows the icon; the desktop file name matches the installed
    ``spirit-table.desktop`` (packaging/), so the dock or task bar groups the windows under it."""
    app.setApplicationName("Spirit Table")
    app.setDesktopFileName("spirit-table")
    app.setWindowIcon(app_icon())
    load_fonts()


def make_main_window(settings: dict | None = None, controller_kw=None):
    """Build (but do not show) the main window with a game on it. A QApplication must exist."""
    table = Table(controller_kw)
    table.start(settings or {})
    table.window._table = table  # keep the session alive with its window
    return table.window


def open_table(argv, loader=None) -> Table:
    """The table as the app opens it: the window, then the data folder (damaged files reported and moved
    aside, an unfinished game offered), then the game asked for. Raises DataError, OSError or ValueError
    for a bad position or deck given on the command line; nothing in the data folder stops it."""
    settings = _parse(argv)
    table = Table(lang=settings.pop("lang", None) or "auto")
    if loader is not None:
        loader.join()
    table.session.enable_autosave()
    # after a crash or a kill: offer to resume (not when a position was asked for)
    if settings.get("position") or not table.session.startup():
        table.start(settings)
    return table


def run_gui(argv) -> int:
    """Show the table and run the event loop; return its exit code."""
    t0 = time.perf_counter()
    import threading

    loader = threading.Thread(target=_preload, name="preload", daemon=True)
    loader.start()  # parse the card set while Qt starts and the window is built
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["spirit-table"])
    identify(app)
    _dark(app)
    try:
        table = open_table(argv, loader)
    except Exception as e:  # a bad position file: a message, not a traceback
        from engine.errors import DataError

        if isinstance(e, (DataError, OSError, ValueError)):
            print(f"spirit-table: {e}", file=sys.stderr)
            return 2
        raise

    def ready():
        table.prefetch_faces()
        if table._geometry:
            table.write_geometry()
        if os.environ.get("SPIRIT_TABLE_READY"):
            print(f"ready {time.perf_counter() - t0:.3f} cpu {time.process_time():.3f}", flush=True)

    table.window.on_first_paint(ready)
    table.window.resize(*window_size(app.primaryScreen()))
    table.window.show()
    return app.exec()
