"""Saved games: versioned JSON of the start and every action; loading replays to the same state."""
from __future__ import annotations

import json
import os

import pytest

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.errors import DataError
from engine.game import Game
from engine.save import SavedGame, load_game, save_game, snapshot, write_atomic


def _played(n=150, seed=5):
    d = list(builtin_decks().values())
    game = Game.new(d[0].cards, d[1].cards, seed=seed)
    bot = RandomBot(seed)
    for _ in range(n):
        if game.is_over:
            break
        game.apply(bot.choose(DecisionContext(game)))
    start = {"decks": [d[0].cards, d[1].cards], "first": None}
    return game, SavedGame.from_game(game, start, {"decks": [d[0].name, d[1].name]})


def test_save_and_load_replays_exactly(tmp_path):
    game, saved = _played()
    path = tmp_path / "g.json"
    save_game(str(path), saved, game)
    loaded = load_game(str(path))
    again = loaded.replay()
    assert snapshot(again) == snapshot(game)
    assert again.history == game.history
    assert [a.to_dict() for a in again.legal_actions()] == [a.to_dict() for a in game.legal_actions()]


def test_replay_to_any_turn(tmp_path):
    game, saved = _played(300)
    starts = saved.turn_starts()
    assert starts[0] == (1, 0)
    turn, index = starts[len(starts) // 2]
    assert saved.replay(index).state.turn == turn


def test_truncated_file_is_refused_and_left_alone(tmp_path):
    game, saved = _played()
    path = tmp_path / "g.json"
    save_game(str(path), saved, game)
    data = path.read_text()
    path.write_text(data[: len(data) // 2])
    with pytest.raises(DataError, match="damaged or truncated"):
        load_game(str(path))
    assert path.read_text() == data[: len(data) // 2]


def test_future_version_is_refused(tmp_path):
    game, saved = _played(20)
    d = saved.to_json(game)
    d["version"] = 99
    path = tmp_path / "g.json"
    path.write_text(json.dumps(d))
    with pytest.raises(DataError, match="newer Spirit Table"):
        load_game(str(path))


def test_edited_file_fails_the_snapshot_check(tmp_path):
    game, saved = _played(60)
    d = saved.to_json(game)
    d["snapshot"]["players"]["p1"]["life"] = 99
    path = tmp_path / "g.json"
    path.write_text(json.dumps(d))
    with pytest.raises(DataError, match="does not give the saved position"):
        load_game(str(path))


def test_atomic_write_keeps_the_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    write_atomic(str(path), "old")

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_atomic(str(path), "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_saved_game_replays_under_its_format(tmp_path, seven_steps):
    d = list(builtin_decks().values())
    game = Game.new(d[0].cards, d[1].cards, seed=9, ruleset=seven_steps)
    bot = RandomBot(9)
    for _ in range(120):
        if game.is_over:
            break
        game.apply(bot.choose(DecisionContext(game)))
    saved = SavedGame.from_game(game, {"decks": [d[0].cards, d[1].cards], "first": None})
    path = tmp_path / "g.json"
    save_game(str(path), saved, game)
    loaded = load_game(str(path))
    assert loaded.format == "seven-steps"
    again = loaded.replay()
    assert again.ruleset is seven_steps and snapshot(again) == snapshot(game)
    text = path.read_text().replace('"format":"seven-steps"', '"format":"nonesuch"')
    path.write_text(text)
    with pytest.raises(DataError) as e:
        load_game(str(path))
    assert e.value.path == "format" and "nonesuch" in str(e.value)
