"""Deck files (YAML: name, format, card ids with counts) and deck construction (6-1)."""
from __future__ import annotations

import os

from .cards import RESOURCES, CardSet, builtin_cards, read_i18n
from .errors import DataError
from .rulesets import RULESETS, get_ruleset
from .yamlio import line_of, load_file

DECK_KEYS = {"name", "format", "description", "cards", "i18n"}
DECK_WORDS = ("name", "description")  # what a deck may say in other languages (``i18n: {ja: {name: ...}}``)
MAX_CARDS = 10_000  # in a deck file, as in a position's Deck: far more than any game (6-1-1 asks 40 or more)


class Deck:
    def __init__(self, name: str, fmt: str, cards: list[str], description: str = "", path: str = "",
                 i18n: dict | None = None):
        self.name = name
        self.format = fmt
        self.cards = cards  # card ids, one entry per copy
        self.description = description
        self.path = path
        self.i18n = i18n or {}  # {lang: {"name": ..., "description": ...}}: its words in other languages

    def name_in(self, lang: str = "en") -> str:
        """Its name in ``lang`` (its own name when it has none there)."""
        return self.i18n.get(lang, {}).get("name") or self.name

    def description_in(self, lang: str = "en") -> str:
        return self.i18n.get(lang, {}).get("description") or self.description

    def __repr__(self):
        return f"Deck({self.name!r}, {len(self.cards)} cards)"


def parse_deck(d, cardset: CardSet | None = None, where: str = "deck") -> Deck:
    if not isinstance(d, dict):
        raise DataError("(top)", "a deck file is a mapping with name, format and cards")
    for k in d:
        if k not in DECK_KEYS:
            raise DataError(k, "unknown key", line_of(d, k))
    name = d.get("name")
    if not isinstance(name, str) or not name.strip():
        raise DataError("name", "missing or not a text", line_of(d, "name"))
    fmt = d.get("format", "standard")
    if not isinstance(fmt, str) or fmt not in RULESETS:
        raise DataError("format", f"unknown format (known: {', '.join(RULESETS)})", line_of(d, "format"))
    if cardset is None:  # a deck's game is known from its format: the cards that ruleset reads decks with
        cardset = get_ruleset(fmt).deck_cards()
    raw = d.get("cards")
    if not isinstance(raw, dict) or not raw:
        raise DataError("cards", "must be a mapping of card id to count, e.g. 'ST-R01: 3'", line_of(d, "cards"))
    cards = []
    for cid, n in raw.items():
        if cid not in cardset or cid == "blank":
            raise DataError(f"cards.{cid}", "unknown card id", line_of(raw, cid))
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_CARDS:
            raise DataError(f"cards.{cid}", f"the count must be a whole number from 1 to {MAX_CARDS:,}",
                            line_of(raw, cid))
        if len(cards) + n > MAX_CARDS:
            raise DataError(f"cards.{cid}", f"a deck holds at most {MAX_CARDS:,} cards", line_of(raw, cid))
        cards.extend([cid] * n)
    desc = d.get("description", "")
    if desc is not None and not isinstance(desc, str):
        raise DataError("description", "must be a text", line_of(d, "description"))
    return Deck(name.strip(), fmt, cards, desc or "", where, _i18n(d))


def _i18n(d) -> dict:
    """``i18n: {ja: {name: ..., description: ...}, zh-Hant: {...}}``: a deck's words in other languages."""
    from .words import LANGUAGES

    return read_i18n(d.get("i18n"), "i18n", d, DECK_WORDS, tuple(l for l in LANGUAGES if l != "en"), filled=True)


def load_deck(path, cardset: CardSet | None = None) -> Deck:
    return parse_deck(load_file(path), cardset, str(path))


def deck_problems(deck: Deck, cardset: CardSet | None = None) -> list[tuple[str, str]]:
    """Deck construction problems under the deck's ruleset (6-1 in Standard), as (rule,
    sentence); [] for a legal deck."""
    rs = get_ruleset(deck.format)
    return rs.deck_problems(deck.cards, cardset or rs.deck_cards())


_BUILTIN: dict[str, Deck] | None = None


def builtin_decks() -> dict[str, Deck]:
    """The preconstructed decks in resources/decks, by file stem (read once per process)."""
    global _BUILTIN
    if _BUILTIN is None:
        folder = os.path.join(RESOURCES, "decks")
        out = {}
        for fn in sorted(os.listdir(folder)):
            if fn.endswith((".yaml", ".yml")):
                out[os.path.splitext(fn)[0]] = load_deck(os.path.join(folder, fn))
        _BUILTIN = out
    return dict(_BUILTIN)


_BY_FORMAT: dict[str, dict[str, Deck]] = {}


def format_decks(fmt: str = "standard") -> dict[str, Deck]:
    """The preconstructed decks of a ruleset, in its ``deck_folder`` of resources/decks (Standard's at the top,
    another ruleset's in resources/decks/<name>/; none if it has no folder), by file stem (read once per process)."""
    rs = RULESETS.get(fmt)
    sub = fmt if rs is None or rs.deck_folder is None else rs.deck_folder
    if not sub:
        return builtin_decks()
    if fmt not in _BY_FORMAT:
        folder = os.path.join(RESOURCES, "decks", sub)
        out = {}
        if os.path.isdir(folder):
            for fn in sorted(os.listdir(folder)):
                if fn.endswith((".yaml", ".yml")):
                    out[os.path.splitext(fn)[0]] = load_deck(os.path.join(folder, fn))
        _BY_FORMAT[fmt] = out
    return dict(_BY_FORMAT[fmt])


def play_decks(fmt: str = "standard") -> dict[str, Deck]:
    """The built-in decks games of a ruleset are played with (the arena, benchmarks, tuning): its own,
    else the Standard ones (a ruleset with no folder of decks plays Battle Spirits cards)."""
    return format_decks(fmt) or builtin_decks()


def resolve_deck(spec: str) -> Deck:
    """A built-in deck name (file stem, of any ruleset) or a path to a deck file."""
    if os.path.exists(spec):
        return load_deck(spec)
    decks = builtin_decks()
    for fmt in RULESETS:
        decks.update(format_decks(fmt))
    if spec in decks:
        return decks[spec]
    raise DataError("(deck)", f"no deck file or built-in deck named {spec!r} (built-in: {', '.join(decks)})")
