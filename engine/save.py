"""Saved games and replays: a versioned JSON file of how the game started and every action.

A game is (format, seed, start, actions): loading replays the actions through ``apply``
and must give exactly the same state, which the stored snapshot checks. Files are
written atomically (a temporary file in the same folder, flushed, then renamed), so a
crash never leaves half a file, and an existing file is only ever replaced whole.

    {"app": "spirit-table", "kind": "game", "version": 1, "format": "standard", "seed": 7,
     "start": {"decks": [[ids...], [ids...]], "first": 0}            # or {"position": {...}}
     "decks_named": ["Red Blaze", "Green Wilds"],
     "actions": [{"by": "p1", "do": "keep"}, ...],
     "snapshot": {"turn": 3, "players": ...}}
"""
from __future__ import annotations

import json
import os
import tempfile

from .actions import action_from_dict
from .errors import DataError, IllegalAction
from .game import Game
from importlib import import_module

from .rulesets import RULESETS

VERSION = 1


class SavedGame:
    """What a save file holds, and the game it replays to."""

    def __init__(self, start: dict, seed: int, fmt: str = "standard", actions=(), meta: dict | None = None):
        self.start = start
        self.seed = seed
        self.format = fmt
        self.actions = list(actions)
        self.meta = meta or {}

    # -------------------------------------------------------------- building games
    def initial_game(self) -> Game:
        if "position" in self.start:
            from .position import parse_position

            game = parse_position(self.start["position"]).game
            game.run()
            return game
        d1, d2 = self.start["decks"]
        return Game.new(d1, d2, seed=self.seed, first=self.start.get("first"), ruleset=self.format)

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first ``upto`` actions (all when None)."""
        game = self.initial_game()
        for i, a in enumerate(self.actions[:upto]):
            try:
                game.apply(a)
            except IllegalAction as e:
                raise DataError(f"actions[{i}]", f"the saved action is not legal when replayed: {e}") from None
        return game

    def turn_starts(self) -> list[tuple[int, int]]:
        """(turn number, index of the first action of that turn) for jumping to a turn."""
        game = self.initial_game()
        out = [(game.state.turn, 0)]
        for i, a in enumerate(self.actions):
            game.apply(a)
            if game.state.turn != out[-1][0]:
                out.append((game.state.turn, i + 1))
        return out

    @classmethod
    def from_game(cls, game: Game, start: dict, meta: dict | None = None) -> "SavedGame":
        return cls(start, game.seed, game.ruleset.name, game.history, meta)

    # -------------------------------------------------------------- files
    def to_json(self, game: Game | None = None) -> dict:
        game = game or self.replay()
        return {
            "app": "spirit-table", "kind": "game", "version": VERSION, "format": self.format, "seed": self.seed,
            "start": self.start, "meta": self.meta,
            "actions": [a.to_dict() for a in self.actions],
            "snapshot": snapshot(game),
        }


def snapshot(game: Game) -> dict:
    """A compact picture of the state, to check a replay against."""
    from .position import Result, dump

    d = dump(Result(game, [], None))
    return {"turn": d["turn"], "players": d["players"]}


def write_atomic(path: str, text: str) -> None:
    """Write a file so that it is either the old one or the new one, never half of one."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_game(path: str, saved: SavedGame, game: Game | None = None) -> None:
    write_atomic(path, json.dumps(saved.to_json(game), ensure_ascii=False, separators=(",", ":")))


def load_game(path: str, verify: bool = True) -> SavedGame:
    """Read a save. Damaged, truncated, too large or future-version files, and files whose values do
    not fit the schema (engine/save_schema.py), raise DataError with the reason; the file is never
    touched."""
    from .safeio import read_text
    from .save_schema import MAX_BYTES, check_save

    text = read_text(path, MAX_BYTES, "saved game")
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError("(file)", f"the saved game is damaged or truncated (not valid JSON at line {e.lineno})",
                        e.lineno) from None
    except RecursionError:
        raise DataError("(file)", "the saved game is damaged (nested far too deeply)") from None
    except ValueError as e:  # e.g. a number of thousands of digits
        raise DataError("(file)", f"the saved game is damaged ({e})") from None
    check_save(d, VERSION)
    start = d["start"]
    fmt = d.get("format", "standard")
    if not isinstance(fmt, str) or fmt not in RULESETS:
        raise DataError("format", f"unknown format {fmt!r} (known: {', '.join(RULESETS)})")
    own = RULESETS[fmt].position_module  # a second game reads its own verbs and keys
    parse = import_module(own).action_from_dict if own else action_from_dict
    actions = [parse(a, f"actions[{i}]") for i, a in enumerate(d["actions"])]
    saved = SavedGame(start, d["seed"], fmt, actions, d.get("meta") or {})
    if verify and "snapshot" in d:
        game = saved.replay()
        if snapshot(game) != d["snapshot"]:
            raise DataError("snapshot", "replaying the saved actions does not give the saved position "
                                        "(the file was changed, or written by an incompatible version)")
    return saved
