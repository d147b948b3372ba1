"""Searching and filtering the card pool: what the deck window's pool list shows. No Qt here.

Search matches every word against the card's name, id, text and families; the filters are a colour (any
of a set), a type, a cost, a number of levels and a keyword. Keywords are read from the card's data (its
level table, symbols, effects) and from the bracketed words of its text.
"""
from __future__ import annotations

from dataclasses import dataclass, field

MAX_COST_FILTER = 7  # the cost filter's last step means "7 or more"

# keyword -> what a player reads in the filter (in this order)
KEYWORDS = {
    "super_unleash": "Super Unleash",
    "succession": "Succession",
    "soul_magic": "Soul Magic",
    "ex": "EX symbol",
    "clash": "Clash",
    "flash": "Flash timing",
    "main": "Main timing",
    "activate": "Activated effect",
    "triggered": "Triggered effect",
    "once_per_turn": "Once per turn",
    "unstackable": "Unstackable",
}


def keywords(card) -> set[str]:
    """The card's keywords (keys of ``KEYWORDS``)."""
    out = set()
    if any(lv.super_unleash for lv in card.levels):
        out.add("super_unleash")
    if card.succession:
        out.add("succession")
    if card.soul_magic:
        out.add("soul_magic")
    if card.has_ex_symbol:
        out.add("ex")
    for e in card.effects:
        if not isinstance(e, dict):
            continue
        kind = e.get("kind")
        if kind == "keyword" and e.get("name") == "clash":
            out.add("clash")
        if kind in ("declared", "activated"):
            timing = e.get("timing") or []
            timing = [timing] if isinstance(timing, str) else timing
            out.update(t for t in timing if t in ("flash", "main"))
        if kind == "activated":
            out.add("activate")
        if kind == "triggered":
            out.add("triggered")
    text = card.text.lower()
    if "[once per turn]" in text:
        out.add("once_per_turn")
    if "[unstackable]" in text:
        out.add("unstackable")
    if "[clash]" in text:
        out.add("clash")
    return out


def haystack(card) -> str:
    """What a search matches: the card's words in English and in every language it has (a Japanese search
    finds a card by its Japanese name), its id and families."""
    from engine.words import cards as cw

    own = [w for words in cw.own_words(card).values() for w in words.values()]
    langs = [cw.family(f, lang) for lang in cw.FAMILY for f in card.families]
    return " ".join((card.name, card.id, card.text, " ".join(card.families), *own, *langs)).lower()


@dataclass
class CardFilter:
    text: str = ""
    colors: set = field(default_factory=set)  # any of these colours; empty: any colour
    type: str = ""  # "spirit", "nexus", "magic" or "" (any)
    cost: int | None = None  # exact cost; MAX_COST_FILTER means that or more
    levels: int | None = None  # number of levels in the level table (0 for Magic)
    keyword: str = ""

    def matches(self, card) -> bool:
        if self.colors and not (set(card.colors) & self.colors):
            return False
        if self.type and card.type != self.type:
            return False
        if self.cost is not None:
            if self.cost >= MAX_COST_FILTER:
                if card.cost < MAX_COST_FILTER:
                    return False
            elif card.cost != self.cost:
                return False
        if self.levels is not None and len(card.levels) != self.levels:
            return False
        if self.keyword and self.keyword not in keywords(card):
            return False
        words = self.text.lower().split()
        if words:
            hay = haystack(card)
            return all(w in hay for w in words)
        return True

    def is_empty(self) -> bool:
        return self == CardFilter()


def filtered(cards, f: CardFilter) -> list:
    return [c for c in cards if f.matches(c)]
