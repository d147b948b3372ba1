"""Events: what ``Game.apply`` reports, as structure.

An event has a ``kind`` (what sort of thing happened: ``summon``, ``life``, ``pending`` ...),
a message key ``msg`` and its ``params`` (players as 0/1, cards as ``Named``, effect labels as
``Label``, counts, zone and step names, rule numbers, causes as ``Cause``), the card uids it
names (so the table can highlight them), when it happened, and the cores it moved to or from
the Void. Programs read the structure; ``text`` is its English sentence, written by the one
renderer (``engine.words``), and another language's renderer can write the same event in its
own words.
"""
from __future__ import annotations

from typing import NamedTuple


class Named(NamedTuple):
    """A card as an event names it: its uid in the game, its card id and its (English) name."""

    uid: int
    id: str
    name: str

    def __str__(self):
        return self.name


class Label(NamedTuple):
    """The name of an effect: ``kind`` (a trigger timing such as ``summoned``, ``step_start``,
    ``activate``, ``declared``, ``replacement``), ``detail`` (the step, or the timing main/flash)
    and the card it belongs to."""

    kind: str
    detail: str
    card: Named

    def __str__(self):
        from .words import label_text

        return label_text(self)


class Cause(NamedTuple):
    """Why a card enters a pending state or loses Life: ``kind`` ``core_move``, ``payment``,
    ``effect`` (``card`` the source), ``bp`` (``a`` against ``b``) or ``attack`` (``card``)."""

    kind: str
    player: int | None = None
    card: Named | None = None
    a: int = 0
    b: int = 0

    def __str__(self):
        from .words import cause_text

        return cause_text(self)


class Msg(NamedTuple):
    """A sentence as structure (a decision prompt): the message key and its params."""

    msg: str
    params: tuple  # sorted (key, value) pairs

    @classmethod
    def of(cls, msg: str, **params) -> "Msg":
        return cls(msg, tuple(sorted(params.items())))

    def __str__(self):
        from .words import render_msg

        return render_msg(self.msg, dict(self.params))


class Sentence(str):
    """An English sentence that carries its structure too: a ``str`` (old readers and tests see the
    sentence) with ``msg`` and ``params``, which ``engine.words.sentence_in`` writes in another language.
    Deck problems are given as these."""

    def __new__(cls, msg: str, **params):
        from .words import render_msg

        s = super().__new__(cls, render_msg(msg, params))
        s.msg, s.params = msg, params
        return s


class Event:
    __slots__ = ("kind", "player", "msg", "params", "cards", "turn", "step", "void", "_text", "cites")

    def __init__(self, kind: str, player, msg: str, params: dict, cards: tuple = (), turn: int = 0,
                 step: str = "", void: int = 0):
        self.kind = kind
        self.player = player
        self.msg = msg
        self.params = params
        self.cards = cards
        self.turn = turn
        self.step = step
        self.void = void  # cores this event brought from the Void (+) or sent to it (-), for ``player``
        self._text = None
        self.cites = None  # the ruleset's mapping of the rule numbers in the words (``Ruleset.event_cites``)

    @property
    def text(self) -> str:
        """The event in English words (rendered once, on demand)."""
        if self._text is None:
            from .words import render_msg

            self._text = render_msg(self.msg, dict(self.params, player=self.player))
            if self.cites is not None:
                self._text = self.cites(self._text)
        return self._text

    def __repr__(self):
        return f"Event({self.kind}: {self.text})"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "msg": self.msg, "player": self.player, "params": plain(self.params),
                "text": self.text, "cards": list(self.cards), "turn": self.turn, "step": self.step,
                "void": self.void}


def plain(v):
    """Params as plain data (JSON): Named -> {uid, id, name}, Label/Cause -> mappings."""
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, (Named, Label, Cause)):
        return {k: plain(x) for k, x in v._asdict().items()}
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    return v
