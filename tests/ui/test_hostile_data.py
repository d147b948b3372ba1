"""The app always starts, whatever its data folder holds.

Each case puts one damaged or hostile file in the data folder (autosave, its lock file, preferences,
the list of reported autosaves, a temporary left by a kill), then opens the app as it opens for real
(``app.gui.open_table``: the real MainWindow, offscreen). The window must open with a game on it; a
damaged file must be reported once, in words, and moved aside with its contents intact (never deleted);
the next start must report nothing; the user's other data is untouched.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.game import Game
from engine.save import SavedGame

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture(scope="module")
def good_save() -> dict:
    """A real, unfinished autosave (as the app writes it), as a dict to damage."""
    decks = list(builtin_decks().values())
    a, b = decks[0].cards, decks[1].cards
    game = Game.new(a, b, seed=5, first=0)
    bot = RandomBot(3)
    for _ in range(30):
        game.apply(bot.choose(DecisionContext(game)))
    meta = {"seats": ["human", "random"], "how": ["human"] * len(game.history), "setup": {}, "finished": False}
    return SavedGame({"decks": [a, b], "first": 0}, 5, actions=game.history, meta=meta).to_json(game)


def _damaged_save(good: dict, how: str):
    d = json.loads(json.dumps(good))
    if how == "seed_text":
        d["seed"] = "5"
    elif how == "seed_float":
        d["seed"] = 5.5
    elif how == "seed_null":
        d["seed"] = None
    elif how == "seed_nan":
        return json.dumps(d).replace('"seed":5', '"seed":NaN').replace('"seed": 5', '"seed": NaN')
    elif how == "unknown_card":
        d["start"]["decks"][0][3] = "ST-R99-renamed"
    elif how == "first_7":
        d["start"]["first"] = 7
    elif how == "meta_list":
        d["meta"] = ["human", "random"]
    elif how == "meta_seats_number":
        d["meta"]["seats"] = 2
    elif how == "setup_position_number":
        d["meta"]["setup"] = {"position": 5, "annotations": 3}
    elif how == "setup_bad_annotation":
        d["meta"]["setup"] = {"annotations": [{"kind": "volcano"}]}
    elif how == "version_true":
        d["version"] = True
    elif how == "unknown_action_key":
        d["actions"][0]["speed"] = 3
    elif how == "illegal_action":
        d["actions"].insert(3, {"by": "p1", "do": "summon", "card": "hand[0]", "pay": {"reserve": 99}})
    elif how == "actions_text":
        d["actions"] = "many"
    elif how == "deep":
        d["meta"] = "@DEEP@"
        return json.dumps(d).replace('"@DEEP@"', DEEP)
    elif how == "truncated":
        text = json.dumps(d)
        return text[: len(text) // 2]
    elif how == "binary":
        return b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe"
    else:
        raise AssertionError(how)
    return json.dumps(d)


SAVE_CASES = ["seed_text", "seed_float", "seed_null", "seed_nan", "unknown_card", "first_7", "meta_list",
              "meta_seats_number", "setup_position_number", "setup_bad_annotation", "version_true",
              "unknown_action_key", "illegal_action", "actions_text", "deep", "truncated", "binary"]
PREF_CASES = {"list": "[]", "pace_number": '{"bot_pace": 5}', "pace_unknown": '{"bot_pace": "warp"}',
              "why_text": '{"show_why": "yes"}', "deep": DEEP, "not_json": "bot_pace = fast", "nan": "NaN"}
REPORTED_CASES = {"list": "[1, 2]", "values": '{"autosave.json": "x"}', "deep": DEEP, "not_json": "{",
                  "bools": '{"autosave.json": [true, false]}'}
PID_CASES = {"31_digits": "1" * 31, "text": "abc", "negative": "-5", "zero": "0", "float": "12.5",
             "too_big": "99999999"}


@pytest.fixture
def data(tmp_path, monkeypatch):
    d = tmp_path / "data"
    d.mkdir()
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(d))
    monkeypatch.delenv("SPIRIT_TABLE_BOT_DELAY", raising=False)
    return d


@pytest.fixture
def open_app(qtbot):
    """Open the app as ``spirit-table`` does (offscreen), on the data folder of the environment."""
    from app.gui import open_table

    made = []

    def make(argv=("--opponent", "random", "--seed", "4")):
        t0 = time.perf_counter()
        table = open_table(list(argv))
        qtbot.addWidget(table.window)
        table.window.show()
        qtbot.waitExposed(table.window)
        made.append(table)
        table.elapsed = time.perf_counter() - t0
        return table

    yield make
    for t in made:
        t.session.finish()


def _loop_position() -> str:
    """The looping position of tests/engine/test_hostile_input.py (one copy of it)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("hostile_input", ROOT / "tests" / "engine" / "test_hostile_input.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.LOOP


def _asides(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(name + ".damaged-"))


def _check_started(table) -> None:
    c = table.controller
    assert table.window.isVisible()
    assert c.game is not None and not c.game.is_over
    assert table.window.panel.title.text()


def _check_reported_and_moved(table, data: Path, name: str, content: bytes | None, words: tuple = ()) -> None:
    msgs = table.session.messages
    assert len(msgs) == 1, msgs
    title, text = msgs[0]
    assert name in text and "moved aside" in text, text
    assert "Traceback" not in text and "Error:" not in text.split("\n")[0], text
    for w in words:
        assert w in text, (w, text)
    asides = _asides(data, name)
    assert len(asides) == 1, list(data.iterdir())
    if content is not None:
        assert asides[0].read_bytes() == content  # moved, never changed
    if (data / name).exists():  # written anew by this session (its autosave, its lock file), never the old one
        assert name in ("autosave.json", "autosave.json.pid") and (data / name).read_bytes() != content


def _write(path: Path, content) -> bytes:
    raw = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("how", SAVE_CASES)
def test_a_damaged_autosave_never_stops_the_app(open_app, data, good_save, how):
    raw = _write(data / "autosave.json", _damaged_save(good_save, how))
    (data / "keep-me.txt").write_text("the user's own file")
    t = open_app()
    _check_started(t)
    words = {"seed_text": ("seed",), "unknown_card": ("ST-R99-renamed", "not known"), "first_7": ("first",),
             "meta_list": ("meta",), "version_true": ("version",), "unknown_action_key": ("speed",),
             "illegal_action": ("actions[3]",), "truncated": ("truncated",), "deep": ("nested",)}.get(how, ())
    _check_reported_and_moved(t, data, "autosave.json", raw, words)
    t.session.autosave_now()  # this session autosaves under the usual name
    assert (data / "autosave.json").exists()
    assert (data / "keep-me.txt").read_text() == "the user's own file"
    t2 = open_app()  # reported once: the next start has nothing to say
    _check_started(t2)
    assert t2.session.messages == []
    assert _asides(data, "autosave.json")[0].read_bytes() == raw


def test_a_future_autosave_stays_in_place_and_is_reported_once(open_app, data, good_save):
    d = dict(good_save, version=99)
    raw = _write(data / "autosave.json", json.dumps(d))
    t = open_app()
    _check_started(t)
    assert len(t.session.messages) == 1 and "newer" in t.session.messages[0][1]
    t.session.autosave_now()
    assert (data / "autosave.json").read_bytes() == raw  # not overwritten, not moved
    assert (data / "autosave-2.json").exists()
    t.session.finish()
    t2 = open_app()
    assert t2.session.messages == []


def test_an_unfinished_autosave_is_still_offered(open_app, data, good_save, monkeypatch):
    from app.session import Session

    _write(data / "autosave.json", json.dumps(good_save))
    offers = []
    monkeypatch.setattr(Session, "ask_resume", lambda self, offer: offers.append(offer) or "resume")
    t = open_app()
    _check_started(t)
    assert len(offers) == 1 and t.session.messages == []
    assert len(t.controller.game.history) == len(good_save["actions"])


@pytest.mark.parametrize("kind", ["fifo", "folder", "too_large"])
def test_an_autosave_that_is_not_an_ordinary_file(open_app, data, kind):
    path = data / "autosave.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        with open(path, "wb") as f:
            f.truncate(70 << 20)  # 70 MB (sparse: nothing is written)
    t = open_app()
    _check_started(t)
    words = {"fifo": ("not a regular file",), "folder": ("folder",), "too_large": ("too large", "70")}[kind]
    _check_reported_and_moved(t, data, "autosave.json", None, words)
    assert t.elapsed < 30


@pytest.mark.parametrize("how", sorted(PREF_CASES))
def test_damaged_preferences(open_app, data, how):
    raw = _write(data / "preferences.json", PREF_CASES[how])
    t = open_app()
    _check_started(t)
    _check_reported_and_moved(t, data, "preferences.json", raw, ("default preferences",))
    assert t.window.prefs.values == {"bot_pace": "normal", "show_why": False, "lang": ""}
    t.window.prefs.set("bot_pace", "fast")  # and a new file is written on the next change
    assert json.loads((data / "preferences.json").read_text())["bot_pace"] == "fast"
    t2 = open_app()
    assert t2.session.messages == [] and t2.window.prefs.get("bot_pace") == "fast"


def test_good_preferences_are_kept(open_app, data):
    _write(data / "preferences.json", '{"bot_pace": "slow", "show_why": true, "later_version_key": 3}')
    t = open_app()
    assert t.session.messages == []
    assert t.window.prefs.get("bot_pace") == "slow" and t.window.prefs.get("show_why") is True


@pytest.mark.parametrize("how", sorted(REPORTED_CASES))
def test_damaged_list_of_reported_autosaves(open_app, data, how):
    raw = _write(data / "autosave-reported.json", REPORTED_CASES[how])
    t = open_app()
    _check_started(t)
    _check_reported_and_moved(t, data, "autosave-reported.json", raw)
    t2 = open_app()
    assert t2.session.messages == []


@pytest.mark.parametrize("how", sorted(PID_CASES))
def test_damaged_lock_file(open_app, data, good_save, how):
    _write(data / "autosave.json", json.dumps(dict(good_save, meta=dict(good_save["meta"], finished=True))))
    raw = _write(data / "autosave.json.pid", PID_CASES[how])
    t = open_app()
    _check_started(t)
    _check_reported_and_moved(t, data, "autosave.json.pid", raw, ("process id",))
    assert (data / "autosave.json.lock").exists()  # this table holds its own lock (an OS file lock)
    t2 = open_app()
    assert t2.session.messages == []


def test_a_lock_file_that_is_a_fifo(open_app, data):
    os.mkfifo(data / "autosave.json.pid")
    t = open_app()
    _check_started(t)
    _check_reported_and_moved(t, data, "autosave.json.pid", None, ("not a regular file",))


def test_stale_temporaries_are_removed_fresh_ones_kept(open_app, data):
    old = data / ".tmp-abc123.part"
    old.write_text('{"app": "spirit-ta')
    past = time.time() - 3600
    os.utime(old, (past, past))
    fresh = data / ".tmp-fresh.part"
    fresh.write_text("being written by another table")
    other = data / ".tmp-notes.txt"
    other.write_text("not ours")
    os.utime(other, (past, past))
    t = open_app()
    _check_started(t)
    assert not old.exists() and fresh.exists() and other.exists()
    assert t.session.messages == []


@pytest.mark.parametrize("how", SAVE_CASES + ["fifo", "too_large", "folder"])
def test_opening_a_bad_save_from_the_menu_says_why(open_app, data, tmp_path, good_save, how):
    path = tmp_path / "game.json"
    if how == "fifo":
        os.mkfifo(path)
    elif how == "folder":
        path.mkdir()
    elif how == "too_large":
        with open(path, "wb") as f:
            f.truncate(70 << 20)
    else:
        _write(path, _damaged_save(good_save, how))
    t = open_app()
    before = list(t.controller.game.history)
    assert not t.session.open_game(str(path))
    assert not t.session.open_replay(str(path))
    (title, text), = set(t.session.messages)
    assert title == "Cannot open the saved game" and "left as it is" in text
    assert "Traceback" not in text and "Error" not in text, text
    if how == "too_large":
        assert "too large" in text and "damaged" not in text
    assert t.controller.game.history == before  # the game on the table goes on
    assert path.exists()


def test_every_damage_at_once_in_the_real_app(tmp_path, good_save):
    """The installed command, offscreen, on a folder holding one of each kind: it becomes ready."""
    data = tmp_path / "data"
    data.mkdir()
    _write(data / "autosave.json", _damaged_save(good_save, "seed_nan"))
    _write(data / "autosave-2.json", _damaged_save(good_save, "deep"))
    _write(data / "autosave.json.pid", "1" * 31)
    _write(data / "preferences.json", '{"bot_pace": 5}')
    _write(data / "autosave-reported.json", "[]")
    os.mkfifo(data / "autosave-3.json")
    env = dict(os.environ, SPIRIT_TABLE_DATA=str(data), QT_QPA_PLATFORM="offscreen", SPIRIT_TABLE_NO_DIALOGS="1",
               SPIRIT_TABLE_READY="1", PYTHONPATH=str(ROOT), SPIRIT_TABLE_CACHE=str(tmp_path / "faces"))
    env.pop("SPIRIT_TABLE_BOT_DELAY", None)
    p = subprocess.Popen([sys.executable, "-m", "app", "--opponent", "random", "--seed", "2"], cwd=ROOT, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = p.stdout.readline()  # "ready ..." once the window is interactive
        assert line.startswith("ready"), (line, p.stderr.read() if p.poll() is not None else "")
    finally:
        p.terminate()
        _, err = p.communicate(timeout=30)
    assert "Traceback" not in err, err
    assert p.returncode is not None
    for name in ("autosave.json", "autosave-2.json", "autosave-3.json", "autosave.json.pid", "preferences.json",
                 "autosave-reported.json"):
        assert len(_asides(data, name)) == 1, (name, sorted(x.name for x in data.iterdir()))


def test_a_position_or_autosave_that_loops_forever_opens_as_a_draw(open_app, data, tmp_path):
    """Effects that trigger each other forever (DIGEST G44): opening the position, and resuming an autosave
    of it, end in a draw at once; nothing hangs."""
    from engine.position import load_position_text
    from engine.save import save_game
    LOOP = _loop_position()

    pos_file = tmp_path / "loop.yaml"
    pos_file.write_text(LOOP)
    t = open_app(["--position", str(pos_file)])
    assert t.controller.game.is_over and t.controller.game.winner == "draw"
    assert any("no player can stop" in line for line in t.window.log.lines)
    pos = load_position_text(LOOP)
    raw = {k: v for k, v in pos.raw.items() if k != "actions"}
    saved = SavedGame({"position": json.loads(json.dumps(raw))}, 0, actions=pos.actions,
                      meta={"seats": ["human", "human"], "finished": False})
    save_game(str(data / "autosave.json"), saved)
    t0 = time.perf_counter()
    t2 = open_app()
    assert time.perf_counter() - t0 < 30
    _check_started(t2)  # a finished (drawn) game is not offered: a new game is on the table
    assert t2.session.messages == []


def test_a_fifo_in_the_face_cache_never_blocks_the_window(tmp_path):
    """Cached card faces are read as regular files only: a FIFO (or a device) in the cache is a miss."""
    from ui.table.faces import _read_cached

    fifo = tmp_path / "ST-R01-120-0123456789abcdef.rgba"
    os.mkfifo(fifo)
    t0 = time.perf_counter()
    assert _read_cached(str(fifo)) is None
    assert _read_cached("/dev/zero") is None
    assert time.perf_counter() - t0 < 5
    ok = tmp_path / "ok.rgba"
    ok.write_bytes(b"\x01\x02\x03\x04" * 4)
    assert _read_cached(str(ok)) == b"\x01\x02\x03\x04" * 4


def test_several_damaged_files_make_one_message(open_app, data, good_save):
    _write(data / "autosave.json", _damaged_save(good_save, "unknown_card"))
    _write(data / "preferences.json", '{"bot_pace": 5}')
    _write(data / "autosave.json.pid", "x")
    t = open_app()
    _check_started(t)
    (title, text), = t.session.messages  # one dialog, not one each
    assert title == "Damaged files in the data folder"
    assert "the bot's pace must be one of" in text and "ST-R99-renamed" in text and "process id" in text
    assert text.count("moved aside") == 3


def test_a_data_folder_that_is_a_file_never_stops_the_app(tmp_path, monkeypatch, qtbot):
    from app.gui import open_table

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(blocker))
    monkeypatch.delenv("SPIRIT_TABLE_BOT_DELAY", raising=False)
    table = open_table(["--opponent", "random"])
    qtbot.addWidget(table.window)
    table.window.show()
    _check_started(table)
    table.session.autosave_now()  # cannot write: said in the status bar, the game goes on
    assert blocker.read_text() == "a file where the data folder should be"
    table.session.finish()
