"""The deck being edited: name, rule set, description and copies per card, with undo and redo. No Qt here.

Every edit is one step of undo (adding three copies with three clicks is three steps). The deck rules are
never applied here: any count can be built, and ``problems()`` asks the engine's own deck check
(``engine.deck.deck_problems``, the code of ``spirit-table deck check``), so a problem shows while it
exists and goes when it is fixed. ``listeners`` are called after every change.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.deck import Deck, deck_problems
from engine.decklist import MAX_COUNT, sort_key

from . import rulesets


@dataclass(frozen=True)
class Snapshot:
    name: str
    format: str
    description: str
    counts: tuple  # ((card id, copies), ...) in the order cards were first added


@dataclass
class DeckModel:
    name: str = "New deck"
    format: str = field(default_factory=lambda: next(iter(rulesets.rule_sets())))
    description: str = ""
    counts: dict = field(default_factory=dict)
    path: str = ""  # the file it was opened from or saved to ("" for a new deck or a built-in copy)
    saved: Snapshot | None = None  # what the file holds, to tell unsaved changes
    listeners: list = field(default_factory=list, repr=False)
    new_name: str = field(default="New deck", repr=False)  # a new deck's name (the window's language)
    # the deck file's words in other languages (``i18n``), with the name and description they translate: kept when
    # it is saved again, each as long as the words it translates are unchanged
    i18n: tuple = field(default=({}, "", ""), repr=False)
    _undo: list = field(default_factory=list, repr=False)
    _redo: list = field(default_factory=list, repr=False)

    # ------------------------------------------------------------------ reading
    @property
    def cardset(self):
        return rulesets.cardset(self.format)

    @property
    def rule_set(self):
        return rulesets.rule_set(self.format)

    def count(self, card_id: str) -> int:
        return self.counts.get(card_id, 0)

    def total(self) -> int:
        return sum(self.counts.values())

    def card_ids(self) -> list[str]:
        """One entry per copy, in deck-list order."""
        cs = self.cardset
        return [cid for cid in sorted(self.counts, key=lambda i: sort_key(cs[i])) for _ in range(self.counts[cid])]

    def cards(self) -> list:
        cs = self.cardset
        return [cs[cid] for cid in self.card_ids()]

    def rows(self) -> list[tuple]:
        """[(card, copies)] in deck-list order."""
        cs = self.cardset
        return [(cs[cid], self.counts[cid]) for cid in sorted(self.counts, key=lambda i: sort_key(cs[i]))]

    def to_deck(self) -> Deck:
        return Deck(self.name.strip() or "Unnamed deck", self.format, self.card_ids(), self.description, self.path,
                    self._translations())

    def _translations(self) -> dict:
        """The loaded file's ``i18n`` whose name and description still translate this deck's (none renamed since)."""
        words, name, description = self.i18n
        kept = {"name": self.name.strip() == name, "description": self.description == description}
        out = {lang: {k: v for k, v in w.items() if kept.get(k)} for lang, w in words.items()}
        return {lang: w for lang, w in out.items() if w}

    def problems(self) -> list[tuple[str, str]]:
        """(rule, sentence) for each deck construction problem (6-1), from the engine's deck check."""
        return deck_problems(self.to_deck(), self.cardset)

    def snapshot(self) -> Snapshot:
        return Snapshot(self.name, self.format, self.description, tuple(self.counts.items()))

    @property
    def dirty(self) -> bool:
        return self.snapshot() != self.saved if self.saved is not None else bool(self.counts)

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    # ------------------------------------------------------------------ edits
    def add(self, card_id: str, n: int = 1) -> bool:
        """Add ``n`` copies (up to ``MAX_COUNT`` of one card); False if nothing changed."""
        if card_id not in self.cardset or card_id in rulesets.NOT_DECK_CARDS:
            raise KeyError(f"no card {card_id!r} in the card pool")
        new = min(MAX_COUNT, self.count(card_id) + n)
        return self.set_count(card_id, new)

    def remove(self, card_id: str, n: int = 1) -> bool:
        return self.set_count(card_id, max(0, self.count(card_id) - n))

    def set_count(self, card_id: str, n: int) -> bool:
        if n == self.count(card_id):
            return False
        self._push()
        if n <= 0:
            del self.counts[card_id]
        else:
            self.counts[card_id] = n
        self._changed()
        return True

    def rename(self, name: str) -> bool:
        return self._set("name", name)

    def set_format(self, fmt: str) -> bool:
        rulesets.rule_set(fmt)  # KeyError names the known rule sets
        return self._set("format", fmt)

    def set_description(self, text: str) -> bool:
        return self._set("description", text)

    def clear(self) -> bool:
        if not self.counts:
            return False
        self._push()
        self.counts = {}
        self._changed()
        return True

    def replace_cards(self, counts: dict) -> bool:
        """All the cards at once (an imported list): one step of undo."""
        if dict(counts) == self.counts:
            return False
        self._push()
        self.counts = dict(counts)
        self._changed()
        return True

    def _set(self, attr: str, value) -> bool:
        if getattr(self, attr) == value:
            return False
        self._push()
        setattr(self, attr, value)
        self._changed()
        return True

    # ------------------------------------------------------------------ undo
    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self.snapshot())
        self._restore(self._undo.pop())
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self.snapshot())
        self._restore(self._redo.pop())
        return True

    def _push(self) -> None:
        self._undo.append(self.snapshot())
        if len(self._undo) > 500:
            del self._undo[0]
        self._redo.clear()

    def _restore(self, s: Snapshot) -> None:
        self.name, self.format, self.description = s.name, s.format, s.description
        self.counts = dict(s.counts)
        self._changed()

    def _changed(self) -> None:
        for fn in list(self.listeners):
            fn()

    # ------------------------------------------------------------------ whole decks
    def load(self, deck: Deck, path: str = "", copy_of: bool = False, name: str | None = None,
             description: str | None = None) -> None:
        """Show ``deck`` (a fresh history). ``copy_of``: a new deck starting from it (a built-in deck); ``name``
        and ``description``: the new deck's, when the window gives them in its language."""
        self.name = name if name is not None else (f"{deck.name} (copy)" if copy_of else deck.name)
        self.format = deck.format
        self.description = description if description is not None else deck.description
        counts: dict = {}
        for cid in deck.cards:
            counts[cid] = counts.get(cid, 0) + 1
        self.counts = counts
        self.path = "" if copy_of else path
        self.i18n = ({}, "", "") if copy_of else (dict(deck.i18n), deck.name, deck.description)
        self.saved = None if copy_of else self.snapshot()
        self._undo.clear()
        self._redo.clear()
        self._changed()

    def new(self, fmt: str | None = None) -> None:
        self.load(Deck(self.new_name, fmt or self.format, []), "")
        self.saved = None

    def forget_file(self) -> None:
        """The deck's file is gone (deleted): the cards stay, as a deck not saved yet."""
        self.path, self.saved = "", None
        self._changed()

    def mark_saved(self, path: str) -> None:
        self.path = path
        self.saved = self.snapshot()
        self._changed()
