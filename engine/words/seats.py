"""The players as a log names them: by the names the table shows ("Bot (hard)", "Player 2") instead of
p1/p2, and the seat of the person reading as "you".

Events keep players as 0/1 and their ``text`` says p1/p2 (tests, saves and bots read that). A window
that wants its players' names renders an event with ``Seats`` (``engine.words.event_text(e, lang,
seats)``): every player named in the sentence, in any template, is named so, because the templates
name players through one function (``en.pname``), which reads the seats of the sentence being written.

English needs more than a name for "you": ``second_person`` turns the sentence about that player into
the second person ("p1 draws 1 card" -> "You draw 1 card", "p1's Life" -> "your Life", "their Hand"
of that player -> "your Hand"). Japanese and Chinese only put the word in (あなた, 你): their verbs do
not agree with the subject.
"""
from __future__ import annotations

import re
from contextvars import ContextVar
from typing import NamedTuple

YOU = "\x01"  # the reader's seat while an English sentence is written; ``second_person`` replaces it


class Seats(NamedTuple):
    """``names``: what each player (0, 1) is called; ``you``: the seat of the reader (None: nobody, as in
    a game between two bots or two people at one table)."""

    names: tuple
    you: int | None = None


_current: ContextVar = ContextVar("seats", default=None)  # the names of the sentence being written


def name_of(p) -> str | None:
    """The name of player ``p`` in the sentence being written, or None (then p1/p2)."""
    names = _current.get()
    return None if names is None else names[p]


def writing(names: tuple):
    """Set the names for the sentence being written; returns the token ``done`` takes back."""
    return _current.set(tuple(names))


def done(token) -> None:
    _current.reset(token)


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were", "goes": "go"}
# the later verbs of a sentence about a player ("p1 keeps their Hand and draws 1 more card", "p1 mulligans: 4 cards
# to the bottom of the Deck, draws 4 and shuffles"): the verbs the templates use after a player's name
_VERBS = ("activates adds attacks begins blocks chooses combos concedes creates declares decides deploys discards does "
          "draws ends exchanges exhausts fuses gains goes has is keeps looks moves mulligans passes pays places plays "
          "puts redraws refreshes returns reveals sends sets shows shuffles summons surrenders swaps switches takes "
          "turns uses views wins").split()
_LATER_VERB = re.compile(r"(\band |, )(" + "|".join(_VERBS) + r")\b")
_APPOSED = re.compile(YOU + r", (" + "|".join(_VERBS) + r")\b")  # "turn 1: player one, p1, begins"
# where a name is the subject of its clause: the sentence's start, or after a label's colon, a comma or "and"
_SUBJECT = re.compile(r"(^|[:;,(]\s*|\band\s|\bthen\s)" + YOU + r" ([A-Za-z]+)")


def _base(verb: str) -> str:
    """A verb of the third person singular in the form "you" takes (draws -> draw, passes -> pass)."""
    low = verb.lower()
    if low in _IRREGULAR:
        out = _IRREGULAR[low]
        return out.capitalize() if verb[0].isupper() else out
    if low.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if low.endswith("s") and not low.endswith("ss"):
        return verb[:-1]
    return verb  # not a verb in the third person ("cannot", "must")


def second_person(text: str, other: str) -> str:
    """An English sentence written with ``YOU`` for the reader's seat, in the second person. ``other``
    is the other player's name: "their" means the reader's own only in a sentence about the reader
    that does not name the other player."""
    text = re.sub(YOU + r"'s(?!\s+\S)", YOU + "rs", text)  # "not p1's" -> "not yours"
    text = text.replace(YOU + "'s", YOU + "r")  # p1's Life -> your Life
    about_you = bool(_SUBJECT.search(text) or _APPOSED.search(text))
    text = _SUBJECT.sub(lambda m: f"{m.group(1)}{YOU} {_base(m.group(2))}", text)
    if about_you and other not in text:
        text = _LATER_VERB.sub(lambda m: m.group(1) + _base(m.group(2)), text)
        text = re.sub(r"\btheir\b", "your", text)
        text = re.sub(r"\bthemselves\b", "yourself", text)
    # "You" where the sentence starts, "you" elsewhere (a label's clause goes on in lower case, as the others do)
    text = re.sub(r"(^|[.!?]\s+)" + YOU, lambda m: m.group(1) + "You", text)
    return text.replace(YOU, "you")
