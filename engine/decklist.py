"""Deck lists as players write them, and deck files written back.

    parse_text_list(text, cardset) -> TextList   # "3 Ember Wyvern" per line; every unknown line reported
    export_text_list(card_ids, cardset) -> str   # the same format, grouped Spirits, Nexuses, Magic
    deck_yaml(deck, cardset) -> str              # a deck file (engine.deck's format) as text
    save_deck(deck, path, cardset)               # written atomically (never half a file)

A text line is a count and a card: ``3 Ember Wyvern``, ``3x Ember Wyvern``, ``Ember Wyvern x3``, or a card
alone (one copy). The card is its full printed name, identification number included (``Cinder Drakeling
[2]``, 2-1-4), or its id (``ST-R02``); case and spacing do not matter. Blank lines and lines starting with
``#`` or ``//`` are skipped. No Qt here: the deck window and the command line share it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import yaml

from .cards import CardSet, builtin_cards
from .deck import Deck
from .save import write_atomic

_LEAD = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")  # "3 Name", "3x Name", "3 x Name"
_TRAIL = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")  # "Name x3"
_SPACES = re.compile(r"\s+")
MAX_COUNT = 99
TYPE_ORDER = ("spirit", "nexus", "magic")
TYPE_HEADINGS = {"spirit": "Spirits", "nexus": "Nexuses", "magic": "Magic"}


@dataclass
class LineProblem:
    line: int  # 1-based
    text: str  # the line as written
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.text!r}: {self.reason}"


@dataclass
class TextList:
    counts: dict = field(default_factory=dict)  # card id -> copies, in the order first met
    problems: list = field(default_factory=list)  # LineProblem, in line order

    @property
    def cards(self) -> list[str]:
        return [cid for cid, n in self.counts.items() for _ in range(n)]


def _key(text: str) -> str:
    return _SPACES.sub(" ", text.strip()).lower()


def _index(cardset: CardSet) -> dict[str, str]:
    """Lower-cased names and ids -> card id (the Blank filler card is not a deck card)."""
    out = {}
    for c in cardset:
        if c.id in ("blank", "hidden"):
            continue
        out[_key(c.name)] = c.id
        out[_key(c.id)] = c.id
    return out


def parse_text_list(text: str, cardset: CardSet | None = None) -> TextList:
    """Read a plain-text deck list; each line that names no card (or has a bad count) is a ``LineProblem``."""
    cardset = cardset or builtin_cards()
    index = _index(cardset)
    out = TextList()
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = _LEAD.match(line)
        if m:
            count, name = int(m.group(1)), m.group(2)
        else:
            m = _TRAIL.match(line)
            count, name = (int(m.group(2)), m.group(1)) if m else (1, line)
        cid = index.get(_key(name))
        if cid is None:
            if re.fullmatch(r"\d+\s*[xX×]?", line):
                out.problems.append(LineProblem(no, raw, "a count with no card after it"))
            else:
                out.problems.append(LineProblem(no, raw, f"no card named {name.strip()!r}"))
            continue
        if count < 1:
            out.problems.append(LineProblem(no, raw, "the count must be 1 or more"))
            continue
        total = out.counts.get(cid, 0) + count
        if total > MAX_COUNT:
            out.problems.append(LineProblem(no, raw, f"more than {MAX_COUNT} copies"))
            continue
        out.counts[cid] = total
    return out


def sort_key(card) -> tuple:
    """Deck-list order: Spirits, Nexuses, Magic; then cost, then name."""
    t = TYPE_ORDER.index(card.type) if card.type in TYPE_ORDER else len(TYPE_ORDER)
    return (t, card.cost, card.name.lower())


def grouped_counts(card_ids, cardset: CardSet | None = None) -> dict[str, list[tuple]]:
    """{type: [(card, copies), ...]} in deck-list order (types with no card left out)."""
    cardset = cardset or builtin_cards()
    counts: dict[str, int] = {}
    for cid in card_ids:
        counts[cid] = counts.get(cid, 0) + 1
    groups: dict[str, list[tuple]] = {}
    for cid in sorted(counts, key=lambda i: sort_key(cardset[i])):
        card = cardset[cid]
        groups.setdefault(card.type, []).append((card, counts[cid]))
    return groups


def export_text_list(card_ids, cardset: CardSet | None = None, headings: bool = True) -> str:
    """``3 Ember Wyvern`` per line, Spirits then Nexuses then Magic, each by cost; a ``#`` heading per type
    (which ``parse_text_list`` skips) unless ``headings`` is False."""
    cardset = cardset or builtin_cards()
    lines = []
    for t, rows in grouped_counts(card_ids, cardset).items():
        if headings:
            if lines:
                lines.append("")
            lines.append(f"# {TYPE_HEADINGS.get(t, t.capitalize())} ({sum(n for _c, n in rows)})")
        lines.extend(f"{n} {card.name}" for card, n in rows)
    return "\n".join(lines) + ("\n" if lines else "")


def deck_yaml(deck: Deck, cardset: CardSet | None = None) -> str:
    """The deck as a deck file (name, format, description, its words in other languages, cards: id -> count, each
    with its name)."""
    cardset = cardset or builtin_cards()
    head = {"name": deck.name, "format": deck.format}
    if deck.description:
        head["description"] = deck.description
    if deck.i18n:
        head["i18n"] = {lang: dict(words) for lang, words in deck.i18n.items()}
    text = yaml.safe_dump(head, allow_unicode=True, sort_keys=False, width=1000)
    lines = [text.rstrip("\n"), "cards:"]
    counts: dict[str, int] = {}
    for cid in deck.cards:
        counts[cid] = counts.get(cid, 0) + 1
    for cid in sorted(counts, key=lambda i: sort_key(cardset[i])):
        key = yaml.safe_dump(cid, default_style=None).splitlines()[0]  # quoted if the id needs it
        lines.append(f"  {key}: {counts[cid]}   # {cardset[cid].name}")
    return "\n".join(lines) + "\n"


def save_deck(deck: Deck, path: str, cardset: CardSet | None = None) -> None:
    """Write the deck file atomically: the file on disk is the old one or the new one, never half."""
    write_atomic(path, deck_yaml(deck, cardset))
