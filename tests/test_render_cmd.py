"""``spirit-table render FILE -o OUT.png [--scale 2] [--reveal]`` (app.render_cmd): the table's own scene
drawn without a window, at a scale, deterministic, hidden information face down unless --reveal."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSITION = """
version: 1
turn: {number: 4, player: p1, step: main}
players:
  p1:
    reserve: 3
    hand: [ST-R03, ST-Y02]
    deck: [ST-R05, ST-R01, ST-R02]
    field: [{card: ST-R01, cores: 1}, {card: ST-Y02, cores: 2, state: exhausted}]
  p2:
    life: 3
    hand: [ST-B01, ST-B02, ST-B03]
    deck: [ST-B04, ST-B05]
    trash: [ST-B05]
    field: [{card: ST-B03, cores: 1}]
annotations:
  - {kind: arrow, from: p1.field[0], to: p2.field[0], label: attacks, color: red}
  - {kind: label, at: {x: 0.5, y: 0.45}, text: "Turn 4"}
  - {kind: ring, at: p1.reserve}
  - {kind: marker, at: p2.life, number: 1}
"""


@pytest.fixture
def position(tmp_path):
    p = tmp_path / "board.yaml"
    p.write_text(POSITION)
    return p


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_CACHE", str(tmp_path_factory.getbasetemp() / "faces"))


def run(*args):
    """In this process, through the real command line (app.cli.main)."""
    from app.cli import main

    return main(["render", *map(str, args)])


def cli(*args):
    """In a new process, as a user runs it."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "app", "render", *map(str, args)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def _image(path):
    from PySide6.QtGui import QImage

    img = QImage(str(path))
    assert not img.isNull()
    return img


def test_writes_a_png_of_the_table_at_each_scale(qapp, position, tmp_path):
    assert run(position, "-o", tmp_path / "a.png") == 0
    assert (_image(tmp_path / "a.png").width(), _image(tmp_path / "a.png").height()) == (1440, 1000)
    assert run(position, "-o", tmp_path / "b.png", "--scale", "2") == 0
    b = _image(tmp_path / "b.png")
    assert (b.width(), b.height()) == (2880, 2000)
    assert (tmp_path / "b.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_same_file_same_bytes_in_two_processes(position, tmp_path):
    first = cli(position, "-o", tmp_path / "1.png", "--scale", "2")
    assert first.returncode == 0, first.stderr
    second = cli(position, "-o", tmp_path / "2.png", "--scale", "2")
    assert second.returncode == 0, second.stderr
    assert (tmp_path / "1.png").read_bytes() == (tmp_path / "2.png").read_bytes()


def test_same_pixels_in_one_process(qapp, position, tmp_path):
    assert run(position, "-o", tmp_path / "1.png") == 0
    assert run(position, "-o", tmp_path / "2.png") == 0
    assert _image(tmp_path / "1.png") == _image(tmp_path / "2.png")


def test_annotations_are_drawn(qapp, position, tmp_path):
    plain = tmp_path / "plain.yaml"
    plain.write_text(POSITION.split("annotations:")[0])
    assert run(position, "-o", tmp_path / "with.png") == 0
    assert run(plain, "-o", tmp_path / "without.png") == 0
    assert _image(tmp_path / "with.png") != _image(tmp_path / "without.png")


def _region(img, rect):
    x, y, w, h = (int(v) for v in rect)
    return img.copy(x, y, w, h)


def test_reveal_turns_the_other_hand_and_the_decks_face_up(qapp, position, tmp_path):
    from ui.table import layout as L

    assert run(position, "-o", tmp_path / "hidden.png") == 0
    assert run(position, "-o", tmp_path / "shown.png", "--reveal") == 0
    hidden, shown = _image(tmp_path / "hidden.png"), _image(tmp_path / "shown.png")
    p2_hand, p1_hand = L.zone_rect(1, "hand"), L.zone_rect(0, "hand")
    assert _region(hidden, p2_hand) != _region(shown, p2_hand)  # the opponent's hand
    assert _region(hidden, p1_hand) == _region(shown, p1_hand)  # one's own hand is shown either way
    for seat in (0, 1):
        deck = L.zone_rect(seat, "deck")
        assert _region(hidden, deck) != _region(shown, deck)


def test_an_invalid_file_exits_2_naming_the_key(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(POSITION.replace("{card: ST-R01, cores: 1}", "{card: ST-R01, cores: 1, colour: red}"))
    r = cli(bad, "-o", tmp_path / "x.png")
    assert r.returncode == 2
    assert "players.p1.field[0].colour" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("mutate, path", [
    (lambda s: s.replace("to: p2.field[0]", 'to: "p2.feild[0]"'), "annotations[0].to"),
    (lambda s: s.replace("number: 1", "number: one"), "annotations[3].number"),
    (lambda s: s.replace("version: 1", "version: 9"), "version"),
])
def test_invalid_files_in_process(qapp, tmp_path, capsys, mutate, path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(mutate(POSITION))
    assert run(bad, "-o", tmp_path / "x.png") == 2
    err = capsys.readouterr().err
    assert path in err and "Traceback" not in err


def test_missing_file_and_bad_scale(qapp, position, tmp_path, capsys):
    assert run(tmp_path / "nope.yaml", "-o", tmp_path / "x.png") == 2
    assert run(position, "-o", tmp_path / "x.png", "--scale", "0") == 2
    assert run(position, "-o", tmp_path / "no-such-dir" / "x.png") == 1
    assert "Traceback" not in capsys.readouterr().err


def test_svg_output(qapp, position, tmp_path):
    import xml.etree.ElementTree as ET

    assert run(position, "-o", tmp_path / "board.svg") == 0
    root = ET.parse(tmp_path / "board.svg").getroot()
    assert root.tag.endswith("svg")


def test_the_picture_follows_the_files_format(qapp, position, tmp_path, seven_steps):
    """A position of another ruleset is drawn on that ruleset's table: the tracker shows its steps."""
    from ui.table import layout as L

    other = tmp_path / "seven.yaml"
    other.write_text("format: seven-steps\n" + POSITION)
    assert run(position, "-o", tmp_path / "standard.png") == 0
    assert run(other, "-o", tmp_path / "seven.png") == 0
    a, b = _image(tmp_path / "standard.png"), _image(tmp_path / "seven.png")
    tracker = L.TableLayout.of(seven_steps).tracker
    assert _region(a, tracker) != _region(b, tracker)  # seven steps, not eight
    for seat in (0, 1):  # the zones of both tables are the same
        for name in ("field", "hand", "life", "reserve"):
            assert _region(a, L.zone_rect(seat, name)) == _region(b, L.zone_rect(seat, name)), name


def test_lang_draws_the_mat_words_in_that_language(qapp, position, tmp_path):
    """--lang ja: the step tracker, the plates, the zone titles and the cards (their names and texts, issue 17)
    in Japanese; what is not words (the cores) stays as it is; the next English picture is English again."""
    from ui.table import layout as L

    assert run(position, "-o", tmp_path / "en.png") == 0
    assert run(position, "-o", tmp_path / "ja.png", "--lang", "ja") == 0
    assert run(position, "-o", tmp_path / "en2.png") == 0
    en, ja, en2 = (_image(tmp_path / n) for n in ("en.png", "ja.png", "en2.png"))
    assert en == en2 and en != ja
    assert _region(en, L.zone_rect(0, "hand")) != _region(ja, L.zone_rect(0, "hand"))  # the faces in Japanese
    x, y, w, h = L.zone_rect(0, "life")  # the Life's cores, under the zone's title band
    assert _region(en, (x, y + 28, w, h - 28)) == _region(ja, (x, y + 28, w, h - 28))
