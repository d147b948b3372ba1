"""The user's preferences (the bot's pace, whether the "why" view is shown, the language): a small JSON file in the
data folder, written atomically on every change. A missing file means the defaults. A damaged one (not
JSON, not a mapping, a value of the wrong type or outside its choices, too large, not a regular file) is
moved aside to ``preferences.json.damaged-<time>`` (never deleted), the defaults are used, and
``problem`` says so in words for the app to report once. No Qt here."""
from __future__ import annotations

import json
import os

from engine.errors import DataError
from engine.save import write_atomic

from .datafiles import Damaged, move_aside, read_json

NAME = "preferences.json"
DEFAULTS = {"bot_pace": "normal", "show_why": False, "lang": ""}
CHOICES = {"bot_pace": ("slow", "normal", "fast", "instant"), "show_why": (True, False),
           "lang": ("", "en", "ja", "zh-Hant")}  # "": follow the system locale
LABELS = {"bot_pace": "the bot's pace", "show_why": "whether the bot's reasons are shown",
          "lang": "the language"}
MAX_BYTES = 64 << 10


def check(data) -> dict:
    """The preferences a parsed file holds; DataError naming the key if any value is not allowed.
    Keys this version does not know (a later version's) are ignored."""
    if not isinstance(data, dict):
        raise DataError("(top)", "must be a mapping of preference names to values")
    out = {}
    for k, choices in CHOICES.items():
        if k in data:
            v = data[k]
            if type(v) is not type(DEFAULTS[k]) or v not in choices:
                raise DataError(k, f"{LABELS[k]} must be one of {', '.join(json.dumps(c) for c in choices)}, "
                                   f"not {json.dumps(v)[:40]}")
            out[k] = v
    return out


class Preferences:
    def __init__(self, folder: str):
        self.path = os.path.join(folder, NAME)
        self.values = dict(DEFAULTS)
        self.problem: Damaged | None = None  # a damaged file met at start, to report once
        if not os.path.lexists(self.path):
            return
        try:
            self.values.update(check(read_json(self.path, MAX_BYTES, "preferences file")))
        except DataError as e:
            self.problem = Damaged(self.path, e, True, "preferences file", move_aside(self.path),
                                   "Spirit Table uses the default preferences.")

    def get(self, key: str):
        return self.values.get(key, DEFAULTS.get(key))

    def set(self, key: str, value) -> None:
        self.values[key] = value
        try:
            write_atomic(self.path, json.dumps(self.values, indent=2, sort_keys=True) + "\n")
        except OSError:
            pass  # preferences are a convenience: a read-only data folder must not stop the game
