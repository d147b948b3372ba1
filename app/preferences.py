"""The user's preferences (the bot's pace, whether the "why" view is shown): a small JSON file in the
data folder, written atomically on every change. A missing or damaged file means the defaults (a
damaged one is left alone and replaced on the next change). No Qt here."""
from __future__ import annotations

import json
import os

from engine.save import write_atomic

NAME = "preferences.json"
DEFAULTS = {"bot_pace": "normal", "show_why": False}


class Preferences:
    def __init__(self, folder: str):
        self.path = os.path.join(folder, NAME)
        self.values = dict(DEFAULTS)
        try:
            with open(self.path, encoding="utf-8") as f:
                data = json.load(f)
            if isinstance(data, dict):
                self.values.update({k: v for k, v in data.items() if k in DEFAULTS and type(v) is type(DEFAULTS[k])})
        except (OSError, ValueError):
            pass

    def get(self, key: str):
        return self.values.get(key, DEFAULTS.get(key))

    def set(self, key: str, value) -> None:
        self.values[key] = value
        try:
            write_atomic(self.path, json.dumps(self.values, indent=2, sort_keys=True) + "\n")
        except OSError:
            pass  # preferences are a convenience: a read-only data folder must not stop the game
