"""The in-progress keys of position files (docs/positions.md): bad input names the key and line."""
from __future__ import annotations

import pytest

from engine.errors import DataError
from engine.position import dump, load_position_text, play_position

BASE = """version: 1
turn: {number: 4, player: p1, step: attack}
players:
  p1: {deck: 5, field: [{card: ST-R01, cores: 1, state: exhausted}]}
  p2: {deck: 5, field: [{card: ST-R01, cores: 1}]}
"""


@pytest.mark.parametrize("extra, path", [
    ("durations: [{card: \"p3.field[0]\", bp: 1000}]", "durations[0].card"),
    ("durations: [{card: p2.field[0], bp: 1000, restrict: attack}]", "durations[0]"),
    ("durations: [{card: p2.field[0], bp: 1000, until: forever}]", "durations[0].until"),
    ("battle: {attacker: p2.field[0]}", "battle.attacker"),
    ("battle: {attacker: p1.field[0], stage: after_block}", "battle.blocker"),
    ("battle: {attacker: p1.field[0], colour: red}", "battle.colour"),
    ("waiting: [{card: p1.field[0], effect: 7}]", "waiting[0].effect"),
    ("once_used: [{card: p1.field[5]}]", "once_used[0].card"),
])
def test_bad_keys_are_named(extra, path):
    with pytest.raises(DataError) as e:
        load_position_text(BASE + extra + "\n")
    assert e.value.path == path
    assert e.value.line == 6


def test_a_battle_and_a_duration_are_written_back_and_reload():
    pos = load_position_text(BASE + "battle: {attacker: p1.field[0]}\ndurations: [{card: p2.field[0], bp: -1000}]\n")
    out = dump(play_position(pos))
    assert out["decision"]["kind"] == "flash" and out["decision"]["player"] == "p2"
    assert out["battle"] == {"attacker": "p1.field[0]", "stage": "before_block"}
    assert out["durations"] == [{"card": "p2.field[0]", "bp": -1000, "until": "turn"}]
    again = dump(play_position(load_position_text(__import__("yaml").safe_dump(out))))
    assert again["battle"] == out["battle"] and again["durations"] == out["durations"]
    assert again["players"] == out["players"]
