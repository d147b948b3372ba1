"""Saves, autosave and resuming after a crash, through the app's session (app.session, app.autosave)."""
from __future__ import annotations

import json
import os
import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QPushButton

from engine.bots import DecisionContext, RandomBot
from engine.save import load_game, snapshot


def _play(t, n: int, seed: int = 1) -> None:
    """Play n human decisions (a random bot's choice), letting the opponent bot answer in between."""
    c = t.controller
    bot = RandomBot(seed)
    done = 0
    while done < n:
        c.wait_bot(5000)
        if c.game.is_over:
            return
        if c.acting_human() is None:
            continue
        assert c.apply(bot.choose(DecisionContext(c.game)))
        done += 1
    c.wait_bot(5000)


@pytest.fixture
def data(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(d))
    return d


def _new(table, data, seed=7):
    t = table(settings={"seed": seed, "opponent": "random", "first": 0})
    t.session.enable_autosave()
    t.session.autosave_now()  # the game was put on the table before autosave was on
    return t


MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01, ST-R06], deck: 30,
       field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01, ST-B02, ST-B03], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def test_save_then_open_gives_the_same_game(table, tmp_path):
    t = table(settings={"seed": 3, "opponent": "random"})
    _play(t, 12)
    c = t.controller
    path = str(tmp_path / "game.json")
    assert t.session.save_game(path)
    d = json.loads(open(path).read())
    assert d["kind"] == "game" and d["start"]["decks"] and d["meta"]["seats"] == ["human", "random"]
    t2 = table(settings={"seed": 99, "opponent": "random"})
    assert t2.session.open_game(path)
    c2 = t2.controller
    assert snapshot(c2.game) == snapshot(c.game)
    assert c2.game.history == c.game.history
    assert c2.seats == c.seats
    assert [how for _, how in c2.actions] == [how for _, how in c.actions]
    assert c2.can_undo() and c2.undo()  # the undo history came back too


def test_a_position_game_saves_its_position(table, tmp_path):
    pos = tmp_path / "p.yaml"
    pos.write_text(MAIN)
    t = table(settings={"position": str(pos)})
    t.controller.apply(t.controller.quick_action())  # end the Main Step
    path = str(tmp_path / "g.json")
    assert t.session.save_game(path)
    saved = load_game(path)
    assert "position" in saved.start and "actions" not in saved.start["position"]
    assert snapshot(saved.replay()) == snapshot(t.controller.game)


def test_autosave_after_every_action(table, data):
    t = _new(table, data)
    c = t.controller
    path = data / "autosave.json"
    assert path.exists()
    for k in range(1, 6):
        _play(t, 1, seed=k)
        saved = load_game(str(path))
        assert len(saved.actions) == len(c.actions)  # written after every action, the bot's too
        assert snapshot(saved.replay()) == snapshot(c.game)
        assert saved.meta["finished"] is False
    assert not [n for n in os.listdir(data) if n.startswith(".tmp-")]  # atomic: no temporary left


def test_crash_then_resume_restores_the_exact_state(table, data):
    t = _new(table, data, seed=11)
    _play(t, 15)
    before = snapshot(t.controller.game)
    history = list(t.controller.game.history)
    # a crash: the process dies, nothing marks the autosave finished
    t2 = table(settings={"seed": 1, "opponent": "random"})
    t2.session.enable_autosave()
    offers = []

    def ask(offer):
        offers.append(offer)
        return "resume"

    assert t2.session.startup(ask=ask)
    text = offers[0].describe()
    assert len(offers) == 1 and "actions played" in text
    # the players as the table names them, the decks by their names (not "p1", not "red-blaze")
    assert not re.search(r"\bp[12]\b|-", text.split("\n")[0] + text.split("\n")[1]), text
    assert re.search(r", (You|Bot \(random\)), ", text), text
    c2 = t2.controller
    assert snapshot(c2.game) == before
    assert c2.game.history == history
    assert c2.seats == ("human", "random")
    _play(t2, 2)  # and the game goes on, autosaved in the same file
    saved = load_game(str(data / "autosave.json"))
    assert snapshot(saved.replay()) == snapshot(c2.game)


def test_resume_dialog_and_new_game_choice(qtbot, table, data):
    from app.resume_dialog import ResumeDialog

    dlg = ResumeDialog("Red Blaze vs Azure Tide\nturn 4")
    qtbot.addWidget(dlg)
    button = dlg.findChild(QPushButton, "resume_resume")
    QTimer.singleShot(0, lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton))
    dlg.exec()
    assert dlg.choice == "resume"
    t = _new(table, data)
    _play(t, 3)
    t2 = table(settings={"seed": 1, "opponent": "random"})
    t2.session.enable_autosave()
    assert not t2.session.startup(ask=lambda offer: "new")
    assert t2.controller.game.seed == 1  # the new game stays


def test_clean_exit_marks_finished_and_nothing_is_offered(table, data):
    t = _new(table, data)
    _play(t, 4)
    t.window.close()
    assert load_game(str(data / "autosave.json")).meta["finished"] is True
    t2 = table(settings={"seed": 1, "opponent": "random"})
    t2.session.enable_autosave()
    assert not t2.session.startup(ask=lambda offer: pytest.fail("nothing to resume"))


def test_a_new_game_closed_before_anyone_played_is_not_offered(table, data, tmp_path):
    """A game killed before its first action is the same as a new one: nothing to resume. A board set up from a
    position is work of its own, and is offered even before its first action."""
    t = _new(table, data)
    assert load_game(str(data / "autosave.json")).actions == []
    t2 = table(settings={"seed": 1, "opponent": "random"})
    t2.session.enable_autosave()
    assert not t2.session.startup(ask=lambda offer: pytest.fail("a game nobody played is offered"))
    pos = tmp_path / "p.yaml"
    pos.write_text(MAIN)
    t3 = table(settings={"position": str(pos)})
    t3.session.enable_autosave()
    t3.session.autosave_now()
    offers = []
    t4 = table(settings={"seed": 1, "opponent": "random"})
    t4.session.enable_autosave()
    assert t4.session.startup(ask=lambda offer: offers.append(offer) or "resume")
    assert len(offers) == 1 and "position" in offers[0].saved.start
    assert snapshot(t4.controller.game) == snapshot(t3.controller.game)


@pytest.mark.parametrize("damage", ["truncated", "future"])
def test_damaged_autosave_gets_a_message_and_is_never_overwritten(table, data, damage):
    """A damaged autosave is moved aside (never deleted); a newer version's stays where it is. Either way it is
    reported once and never written over."""
    t = _new(table, data)
    _play(t, 6)
    path = data / "autosave.json"
    text = path.read_text()
    if damage == "truncated":
        text = text[: len(text) // 2]
    else:
        d = json.loads(text)
        d["version"] = 99
        text = json.dumps(d)
    path.write_text(text)
    t2 = table(settings={"seed": 1, "opponent": "random"})
    t2.session.enable_autosave()
    assert not t2.session.startup(ask=lambda offer: pytest.fail("a damaged file is not offered"))
    assert len(t2.session.messages) == 1
    title, msg = t2.session.messages[0]
    assert "autosave.json" in msg and ("truncated" in msg if damage == "truncated" else "newer" in msg)
    _play(t2, 2)
    if damage == "truncated":
        kept, = data.glob("autosave.json.damaged-*")
        written = path
    else:
        kept, written = path, data / "autosave-2.json"
    assert kept.read_text() == text  # never overwritten
    assert written.exists() and len(load_game(str(written)).actions) == len(t2.controller.actions)
    # the next start does not report the same file again
    t3 = table(settings={"seed": 2, "opponent": "random"})
    t3.session.enable_autosave()
    t3.session.startup(ask=lambda offer: "new")
    assert t3.session.messages == []
    assert kept.read_text() == text


def test_damaged_save_file_message_on_open_and_not_overwritten(table, tmp_path):
    t = table(settings={"seed": 3, "opponent": "random"})
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "spirit-table", "kind": "game", "vers')
    assert not t.session.open_game(str(bad))
    assert "truncated" in t.session.messages[-1][1]
    assert not t.session.save_game(str(bad))  # Save onto it: refused
    assert bad.read_text() == '{"app": "spirit-table", "kind": "game", "vers'


def test_export_log_as_text(table, tmp_path):
    t = table(settings={"seed": 3, "opponent": "random"})
    _play(t, 6)
    path = tmp_path / "log.txt"
    t.session.export_log(str(path))
    text = path.read_text()
    assert text.startswith("Spirit Table")
    assert "Set-up" in text and "Turn 1" in text
    from ui import i18n

    from ui.replay.logtext import nothing_moved

    idle = 0
    for e in t.controller.events:
        if e.kind in ("turn", "step"):
            continue
        if nothing_moved(e):  # a Refresh Step that moved nothing: its heading only, as in the panel
            idle += 1
            assert i18n.event_line(e, names=t.window.names) not in text
        else:  # every line as the log panel writes it: the players by their names
            assert i18n.event_line(e, names=t.window.names) in text
    assert idle, "the first turns refresh nothing: the test must meet such a step"
    assert "You " in text and "p1 " not in text and "p2 " not in text


def test_command_line_seed_and_opponent(monkeypatch):
    import app.cli
    import app.gui

    seen = []
    monkeypatch.setattr(app.gui, "run_gui", lambda argv: seen.append(argv) or 0)
    assert app.cli.main(["--seed", "42", "--opponent", "random"]) == 0
    assert app.gui._parse(seen[0])["seed"] == 42 and app.gui._parse(seen[0])["opponent"] == "random"


def test_command_line_decks_and_first(monkeypatch):
    import app.cli
    import app.gui

    seen = []
    monkeypatch.setattr(app.gui, "run_gui", lambda argv: seen.append(argv) or 0)
    assert app.cli.main(["--deck1", "red-blaze", "--deck2", "azure-tide", "--first", "opponent"]) == 0
    s = app.gui._parse(seen[0])
    assert (s["deck1"], s["deck2"], s["first"]) == ("red-blaze", "azure-tide", 1)


def test_command_line_unknown_opponent(monkeypatch, capsys):
    import app.cli
    import app.gui

    monkeypatch.setattr(app.gui, "run_gui", lambda argv: pytest.fail("the table must not open"))
    assert app.cli.main(["--opponent", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert "unknown opponent 'grandmaster'" in err and "search" in err
