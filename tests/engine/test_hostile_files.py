"""Malformed and hostile files given to the command line.

A bad position or deck file must give exit 2 with a one-line message on stderr that names
the key path (and the line where it can), never a traceback, and never run code.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards import resource_path

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted(Path(resource_path("decks")).glob("*.yaml"))


def run_app(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env=env)


def apply_file(path: Path) -> subprocess.CompletedProcess:
    return run_app("position", "apply", str(path))


def assert_invalid(r: subprocess.CompletedProcess, *needles: str) -> None:
    out = r.stdout + r.stderr
    assert r.returncode == 2, f"exit {r.returncode}\n{out}"
    assert "Traceback" not in out, out
    assert r.stderr.strip(), "an invalid file must be explained on stderr"
    for n in needles:
        assert n in r.stderr, f"{n!r} not in {r.stderr!r}"


GOOD_TURN = "turn: {number: 3, player: p1, step: main}\n"


def write(tmp_path: Path, text: str, name: str = "case.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


# ---------------------------------------------------------------------- position files
def test_bad_yaml_syntax(tmp_path):
    p = write(tmp_path, "version: 1\nturn: {number: 1, player: p1, step: main\nplayers: {}\n")
    assert_invalid(apply_file(p), "not valid YAML", "line 3")


def test_unknown_top_level_key(tmp_path):
    p = write(tmp_path, "version: 1\ncolour: red\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\n")
    assert_invalid(apply_file(p), "colour", "unknown key", "line 2")


def test_unknown_key_in_field_entry(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    field:\n"
                        "      - {card: ST-R01, cores: 1, colour: red}\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.field[0].colour", "line 6")


def test_wrong_type(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    life: many\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.life", "line 5")


def test_negative_number(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    reserve: -2\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.reserve", "line 5")


def test_negative_cores_on_field_card(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1: {}\n  p2:\n    field:\n"
                        "      - {card: ST-R01, cores: -1}\n")
    assert_invalid(apply_file(p), "players.p2.field[0].cores")


def test_unknown_card_id(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    hand: [ST-R01, NO-SUCH-CARD]\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.hand[1]", "NO-SUCH-CARD", "line 5")


def test_unknown_card_id_on_field(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    field: [{card: NOPE, cores: 1}]\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.field[0].card")


def test_spirit_below_lv1_cost(tmp_path):
    p = write(tmp_path, "version: 1\n"
                        "cards:\n"
                        "  - {id: T-RG, name: Red Giant, type: spirit, colors: [red], cost: 4, "
                        "levels: [{cores: 2, bp: 5000}], symbols: [red]}\n"
              + GOOD_TURN + "players:\n  p1:\n    field:\n      - {card: T-RG, cores: 1}\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.field[0].cores", "3-2-5-4")


def test_soul_core_out_of_range(tmp_path):
    # a second Soul Core cannot even be written: soul_core names one place; a field index past the
    # field is refused with its path
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    soul_core: field[5]\n    field:\n"
                        "      - {card: ST-R01, cores: 1}\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.soul_core", "field[5]", "line 5")


def test_soul_core_given_twice(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1:\n    soul_core: reserve\n"
                        "    soul_core: field[0]\n    field: [{card: ST-R01, cores: 1}]\n  p2: {}\n")
    assert_invalid(apply_file(p), "players.p1.soul_core", "line 6")


def test_python_object_apply_tag_runs_nothing(tmp_path):
    marker = tmp_path / "pwned"
    p = write(tmp_path, "version: 1\n"
                        f"turn: !!python/object/apply:os.system [\"touch {marker}\"]\n"
                        "players: {p1: {}, p2: {}}\n")
    r = apply_file(p)
    assert_invalid(r, "turn", "not allowed", "line 2")
    assert not marker.exists(), "a YAML tag executed code"


def test_python_object_apply_tmp_pwned(tmp_path):
    marker = Path("/tmp/pwned")
    existed = marker.exists()
    p = write(tmp_path, 'version: 1\nturn: !!python/object/apply:os.system ["touch /tmp/pwned"]\n'
                        "players: {p1: {}, p2: {}}\n")
    assert_invalid(apply_file(p), "turn")
    if not existed:
        assert not marker.exists(), "a YAML tag executed code"


def test_python_name_tag(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\nseed: !!python/name:os.system\n")
    assert_invalid(apply_file(p), "seed", "not allowed", "line 4")


def test_billion_laughs(tmp_path):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(ord("b"), ord("j") + 1):
        prev, cur = chr(i - 1), chr(i)
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    p = write(tmp_path, "version: 1\n" + "\n".join(lines) + "\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\n")
    r = apply_file(p)
    assert_invalid(r, "alias")


@pytest.mark.parametrize("opening, closing", [("[", "]"), ("{a: ", "}")])
def test_deeply_nested_file(tmp_path, opening, closing):
    # under the size limit, but deep enough to overflow a recursive composer
    p = write(tmp_path, "version: 1\nturn: " + opening * 20000 + "1" + closing * 20000 + "\n")
    assert p.stat().st_size < 1024 * 1024
    assert_invalid(apply_file(p), "nested", "line 2")


def test_two_mib_file(tmp_path):
    body = ("# " + "x" * 98 + "\n") * (2 * 1024 * 1024 // 100 + 1)
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\n" + body)
    assert p.stat().st_size >= 2 * 1024 * 1024
    assert_invalid(apply_file(p), "too large")


def test_binary_file(tmp_path):
    p = tmp_path / "image.yaml"
    p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\xfa\x00version: 1\n")
    assert_invalid(apply_file(p), "UTF-8")


def test_latin1_file(tmp_path):
    p = tmp_path / "latin1.yaml"
    p.write_bytes(("version: 1\n# caf\xe9\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\n").encode("latin-1"))
    assert_invalid(apply_file(p), "UTF-8")


def test_missing_file(tmp_path):
    assert_invalid(apply_file(tmp_path / "does-not-exist.yaml"), "does-not-exist.yaml")


def test_empty_file(tmp_path):
    assert_invalid(apply_file(write(tmp_path, "")))


def test_top_level_list(tmp_path):
    assert_invalid(apply_file(write(tmp_path, "- version: 1\n")), "mapping")


def test_bad_action(tmp_path):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players: {p1: {}, p2: {}}\nactions:\n"
                        "  - {by: p1, do: teleport}\n")
    assert_invalid(apply_file(p), "actions[0].do", "line 5")


@pytest.mark.parametrize("value", ["[1, 2]", "[[field[0], 1]]", "many"])
def test_payment_not_a_mapping(tmp_path, value):
    p = write(tmp_path, "version: 1\n" + GOOD_TURN + "players:\n  p1: {reserve: 4, hand: [ST-R01]}\n  p2: {}\n"
                        f"actions:\n  - {{by: p1, do: summon, card: hand[0], pay: {value}, place: auto}}\n")
    assert_invalid(apply_file(p), "actions[0].pay", "line 7")


@pytest.mark.parametrize("timing", ["false", "[main]", "{a: 1}"])
def test_odd_action_values_are_rejected_not_crashed(tmp_path, timing):
    p = write(tmp_path, "version: 1\ncards:\n  - {id: T-MG, name: Bolt, type: magic, colors: [red], cost: 1}\n"
              + GOOD_TURN + "players:\n  p1: {reserve: 4, hand: [T-MG]}\n  p2: {}\n"
              f"actions:\n  - {{by: p1, do: use, card: hand[0], pay: auto, timing: {timing}}}\n")
    r = apply_file(p)
    assert r.returncode == 3, r.stdout + r.stderr
    assert "Traceback" not in r.stdout + r.stderr
    assert "9-1-7-1-3" in r.stdout


def test_valid_json_position(tmp_path):
    doc = {
        "version": 1,
        "turn": {"number": 3, "player": "p1", "step": "main"},
        "players": {"p1": {"reserve": 2, "deck": 5, "field": [{"card": "ST-R01", "cores": 1}]}, "p2": {"deck": 5}},
        "actions": [{"by": "p1", "do": "move_core", "from": "reserve", "to": "field[0]", "count": 2}],
        "expect": {"players": {"p1": {"reserve": 0, "field": [{"card": "ST-R01", "cores": 3, "level": 2}]}}},
    }
    p = write(tmp_path, json.dumps(doc), "position.json")
    r = apply_file(p)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Traceback" not in r.stdout + r.stderr
    r = run_app("position", "check", str(p))
    assert r.returncode == 0, r.stdout + r.stderr
    r = run_app("position", "apply", "--json", str(p))
    assert r.returncode == 0
    assert json.loads(r.stdout)["players"]["p1"]["field"][0]["cores"] == 3


def test_invalid_json_position(tmp_path):
    p = write(tmp_path, '{"version": 1, "turn": {"number": 3, "player": "p9", "step": "main"}, '
                        '"players": {"p1": {}, "p2": {}}}', "position.json")
    assert_invalid(apply_file(p), "turn.player")


# ---------------------------------------------------------------------- deck files
def _deck(tmp_path: Path, cards: dict, name: str = "deck.yaml") -> Path:
    lines = ["name: Test Deck", "format: standard", "cards:"] + [f"  {cid}: {n}" for cid, n in cards.items()]
    return write(tmp_path, "\n".join(lines) + "\n", name)


FORTY = {"ST-R01": 3, "ST-R02": 3, "ST-R03": 3, "ST-R04": 3, "ST-R05": 3, "ST-R06": 3, "ST-R07": 3,
         "ST-Y01": 3, "ST-Y02": 3, "ST-Y03": 3, "ST-Y04": 3, "ST-Y05": 2, "ST-Y06": 2, "ST-Y07": 3}


def test_forty_card_deck_is_legal(tmp_path):
    assert sum(FORTY.values()) == 40
    r = run_app("deck", "check", str(_deck(tmp_path, FORTY)))
    assert r.returncode == 0, r.stdout + r.stderr


def test_deck_with_four_copies(tmp_path):
    cards = dict(FORTY, **{"ST-R01": 4})
    r = run_app("deck", "check", str(_deck(tmp_path, cards)))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "6-1-1-2" in r.stdout
    assert "Traceback" not in r.stdout + r.stderr


def test_deck_with_39_cards(tmp_path):
    cards = dict(FORTY, **{"ST-Y05": 1})
    assert sum(cards.values()) == 39
    r = run_app("deck", "check", str(_deck(tmp_path, cards)))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "6-1-1" in r.stdout and "39" in r.stdout


def test_deck_with_unknown_card(tmp_path):
    cards = dict(FORTY, **{"XX-999": 1})
    r = run_app("deck", "check", str(_deck(tmp_path, cards)))
    assert_invalid(r, "cards.XX-999")


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_builtin_decks_are_legal(path):
    r = run_app("deck", "check", str(path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "legal" in r.stdout


def test_there_are_builtin_decks():
    assert DECKS
