"""The user's decks: deck files in the ``decks`` folder of the data folder (``$SPIRIT_TABLE_DATA`` or
``~/.local/share/spirit-table``; the app passes the folder in). No Qt here.

A damaged file never stops anything: it is listed with its error (and offered nowhere to play).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from engine.deck import Deck, load_deck
from engine.decklist import save_deck
from engine.errors import DataError

SUBFOLDER = "decks"


@dataclass
class UserDeck:
    path: str
    deck: Deck | None  # None when the file cannot be read
    error: str = ""

    @property
    def title(self) -> str:
        return self.deck.name if self.deck is not None else os.path.basename(self.path)


def folder_in(data_folder: str) -> str:
    return os.path.join(data_folder, SUBFOLDER)


def list_decks(folder: str | None) -> list[UserDeck]:
    """Every ``*.yaml``/``*.yml`` file of the folder, by deck name; [] if there is no folder."""
    if not folder or not os.path.isdir(folder):
        return []
    out = []
    for fn in os.listdir(folder):
        if not fn.endswith((".yaml", ".yml")) or fn.startswith("."):
            continue
        path = os.path.join(folder, fn)
        try:
            out.append(UserDeck(path, load_deck(path)))
        except (DataError, OSError, ValueError) as e:
            out.append(UserDeck(path, None, str(e)))
    return sorted(out, key=lambda u: (u.deck is None, u.title.lower(), u.path))


def slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:60] or "deck"


def path_for(folder: str, name: str, current: str = "") -> str:
    """Where a deck named ``name`` is saved: its current file if that is in the folder, else a new free
    name made from the deck's name."""
    if current and os.path.dirname(os.path.abspath(current)) == os.path.abspath(folder):
        return current
    base = slug(name)
    path = os.path.join(folder, f"{base}.yaml")
    n = 2
    while os.path.exists(path):
        path = os.path.join(folder, f"{base}-{n}.yaml")
        n += 1
    return path


def save(deck: Deck, path: str, cardset=None) -> str:
    """Write the deck file (atomically; the folder is made if needed) and return its path."""
    os.makedirs(os.path.dirname(os.path.abspath(path)) or ".", exist_ok=True)
    save_deck(deck, path, cardset)
    return path
