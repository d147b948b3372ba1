"""Languages (issue 17): Qt translations of the window's own words, the engine's words in the same
language, switched at run time without a restart; the committed .ts files complete for the converted
files (``CONVERTED``), and the committed .qm files built from them."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
I18N = os.path.join(ROOT, "resources", "i18n")
# the files whose interface words are marked for translation (the rest of ui/ is English still); the same
# list as I18N_SOURCES in the Makefile
CONVERTED = ["ui/main_window.py", "ui/language_menu.py", "ui/panels/decision_panel.py", "ui/panels/log_panel.py",
             "ui/table/mat.py", "ui/panels/prompt.py", "ui/panels/bot_why.py", "ui/dialogs/new_game.py",
             "ui/dialogs/game_over.py", "ui/dialogs/concede.py", "ui/decks/window.py", "ui/decks/lists.py",
             "ui/decks/pool_view.py", "ui/decks/deck_view.py", "ui/decks/files.py", "ui/decks/text_dialogs.py",
             "ui/decks/charts.py", "ui/decks/hand.py", "ui/editor/editor.py", "ui/editor/panel.py",
             "ui/editor/palette.py", "ui/editor/context_menu.py", "ui/editor/files.py",
             "ui/editor/table_input.py", "ui/export/dialog.py", "ui/replay/viewer.py",
             "ui/table/annotations/menu.py", "ui/table/annotations/tool.py", "ui/table/items.py",
             "ui/table/scene.py", "ui/payment.py", "ui/gestures.py", "ui/interaction.py", "ui/i18n.py",
             "app/controller.py", "app/session.py", "app/resume_dialog.py", "app/autosave.py", "ui/panels/ruleset_words.py",
             "ui/table/moments.py", "ui/table/scene_cards.py", "ui/brave_gestures.py",
             "ui/table/view.py", "app/gui.py", "ui/dbscg/words.py"]
TS = ["spirit_table_ja.ts", "spirit_table_zh_Hant.ts"]
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def _tool(name):
    path = os.path.join(os.path.dirname(sys.executable), name)
    if not os.path.exists(path):
        path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def test_makefile_updates_the_converted_files():
    with open(os.path.join(ROOT, "Makefile")) as f:
        text = f.read().replace("\\\n", " ")
    line = next(x for x in text.splitlines() if x.startswith("I18N_SOURCES"))
    assert line.split(":=")[1].split() == CONVERTED


@pytest.mark.parametrize("ts", TS)
def test_lupdate_finds_no_unfinished_entry(ts, tmp_path):
    """pyside6-lupdate run over the converted files adds every marked text to a copy of the committed
    .ts file: an entry left unfinished (a new text nobody translated, or an empty translation) fails."""
    copy = tmp_path / ts
    shutil.copy(os.path.join(I18N, ts), copy)
    subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", *CONVERTED, "-ts", str(copy)], cwd=ROOT,
                   check=True, capture_output=True)
    unfinished = []
    for m in ET.parse(copy).iter("message"):
        tr = m.find("translation")
        if tr.get("type") == "unfinished" or not (tr.text or "").strip():
            unfinished.append(m.find("source").text)
    assert not unfinished, f"{ts}: translate these (then run make i18n): {unfinished}"
    placeholders = re.compile(r"\{\w+\}")
    for m in ET.parse(copy).iter("message"):  # a translation keeps every {placeholder} of its source
        src, tr = m.find("source").text, m.find("translation").text
        assert sorted(placeholders.findall(src)) == sorted(placeholders.findall(tr)), (ts, src, tr)


@pytest.mark.parametrize("ts", TS)
def test_committed_qm_is_built_from_the_ts(ts, tmp_path):
    out = tmp_path / ts.replace(".ts", ".qm")
    subprocess.run([_tool("pyside6-lrelease"), os.path.join(I18N, ts), "-qm", str(out)], check=True,
                   capture_output=True)
    with open(os.path.join(I18N, ts.replace(".ts", ".qm")), "rb") as f:
        assert f.read() == out.read_bytes(), "the committed .qm is stale: run make i18n"


MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01], deck: 30, field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def _menu_texts(window):
    """Every text of the converted menus (Game, View: those marked for translation), submenus included,
    but the language list (each language is named in its own words)."""
    out = []

    def walk(menu):
        out.append(menu.title())
        if menu.objectName() == "languageMenu":
            return
        for a in menu.actions():
            if a.menu() is not None:
                walk(a.menu())
            elif not a.isSeparator():
                out.append(a.text())

    for a in window.menuBar().actions():
        if a.menu() is not None and a.menu().property("i18n"):
            walk(a.menu())
    return out


def _english_left(texts, allowed):
    left = []
    for t in texts:
        for a in allowed:
            t = t.replace(a, "")
        left += ENGLISH.findall(t)
    return left


@pytest.fixture
def english_after():
    yield
    from ui import i18n

    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_switching_language_at_run_time(table, qtbot, english_after, lang):
    from ui import i18n

    t = table(MAIN)
    w = t.window
    c = t.controller
    c.apply(next(a for a in c.game.legal_actions() if a.do == "end_step"))  # a few events in the log
    events_before = list(w.log.events)
    english_menus = _menu_texts(w)
    assert "&Game" in english_menus and "Quit" in english_menus

    w.language_actions[lang].trigger()  # View → Language, as a user picks it

    assert i18n.language() == lang
    menus = _menu_texts(w)
    assert len(menus) == len(english_menus) and menus != english_menus
    assert not _english_left(menus, ()), menus
    # the log keeps its events and writes them in the new language
    assert w.log.events == events_before
    cards = {c.game.card(u).name for p in c.game.state.players for u in p.hand + p.deck + p.trash
             + [fc.uid for fc in p.field]}
    names = sorted(set(w.names.values()) | {"p1", "p2"} | cards, key=len, reverse=True)
    assert w.log.lines and not _english_left(w.log.lines, names), w.log.lines
    step_words = __import__("engine.words", fromlist=["x"]).LANGUAGES[lang].STEP
    assert step_words[c.game.state.step] in w.panel.header.text()  # the step in that language
    panel = [w.panel.header.text(), w.panel.title.text(), w.panel.detail.text()]
    panel += [b.text() for b in w.panel.findChildren(type(w.b_new)) if b.isVisible()]
    panel += [w.b_new.text(), w.b_undo.text(), w.b_redo.text()]
    assert not _english_left(panel, names + ["Space", "Enter", "Esc"]), panel
    assert w.scene.button.text and not _english_left([w.scene.button.text], ()), w.scene.button.text

    w.language_actions["en"].trigger()  # and back, still without a restart
    assert _menu_texts(w) == english_menus
    assert w.log.lines[-1] == events_before[-1].text


def test_language_is_kept_in_preferences(tmp_path):
    from app.preferences import Preferences

    p = Preferences(str(tmp_path))
    assert p.get("lang") == ""  # follow the system
    p.set("lang", "zh-Hant")
    assert Preferences(str(tmp_path)).get("lang") == "zh-Hant"
    (tmp_path / "preferences.json").write_text('{"lang": "klingon"}')
    bad = Preferences(str(tmp_path))
    assert bad.get("lang") == "" and "language" in str(bad.problem.error)


def test_start_language_from_command_line_preference_and_locale():
    from app.language import resolve, system_language

    assert resolve("ja", "zh-Hant", {"LANG": "en_US.UTF-8"}) == "ja"
    assert resolve(None, "zh-Hant", {"LANG": "ja_JP.UTF-8"}) == "zh-Hant"
    assert resolve(None, "", {"LANG": "ja_JP.UTF-8"}) == "ja"
    assert system_language({"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US"}) == "zh-Hant"
    assert system_language({"LANG": "C.UTF-8"}) == "en"
    with pytest.raises(ValueError, match="ja"):
        resolve("fr", None, {})


def test_position_apply_prints_the_log_in_japanese(tmp_path, capsys):
    from app.cli import main

    f = tmp_path / "p.yaml"
    f.write_text(MAIN + "actions:\n  - {do: end_step, by: p1}\n")
    assert main(["position", "apply", str(f), "--lang", "ja", "--json"]) == 0
    import json

    log = json.loads(capsys.readouterr().out)["log"]
    assert log and any("ステップ" in line for line in log), log
    assert main(["position", "apply", str(f), "--json"]) == 0
    assert not any("ステップ" in line for line in json.loads(capsys.readouterr().out)["log"])


def test_step_tracker_names_come_from_the_engine_words():
    from engine.words import ja, zh_hant
    from ui import i18n

    assert i18n.step_short("main", "Main", "ja") + "ステップ" == ja.STEP["main"]
    assert i18n.step_short("main", "Main", "zh-Hant") + "階段" == zh_hant.STEP["main"]
    assert i18n.step_short("main", "Main", "en") == "Main"


@pytest.mark.parametrize("lang,plate", [("ja", "ボット（ハード）"), ("zh-Hant", "電腦（困難）")])
def test_the_bot_level_on_the_name_plate_is_translated(qapp, lang, plate):
    """Every level the new-game dialog offers (easy, normal, hard, strongest) and the older names
    read in the language on the opponent's name plate, never as the English level name."""
    from engine.bots import BOTS
    from ui import i18n
    from ui.dialogs.new_game import bot_names

    try:
        assert i18n.set_language(lang)
        assert i18n.who("Bot (hard)") == plate
        for level in set(bot_names()) | set(BOTS):
            shown = i18n.who(f"Bot ({level})")
            assert not ENGLISH.search(shown), (level, shown)
    finally:
        i18n.set_language("en")
    assert i18n.who("Bot (hard)") == "Bot (hard)"


def test_the_players_names_are_written_once_per_names_and_language(qapp, english_after):
    """A log of hundreds of lines names its players by the same ``Seats``; a language change writes them again."""
    from ui import i18n

    names = {0: "You", 1: "Bot (hard)"}
    first = i18n.seats_of(names)
    assert i18n.seats_of(dict(names)) is first and first.names == ("You", "Bot (hard)") and first.you == 0
    assert i18n.set_language("ja")
    ja = i18n.seats_of(names)
    assert ja is not first and ja.names[1] == "ボット（ハード）"
    assert i18n.seats_of({0: "Player 1", 1: "Player 2"}).you is None
