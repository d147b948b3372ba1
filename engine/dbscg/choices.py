"""The choices an effect asks (D 8-5-3, "Choose X" 10-27): the waiting choice, its legal answers, the answer,
and what the log says was chosen.

A choice's ``options`` are places as the chooser sees them (``p2.battle[0]``, ``hand[3]``, ``leader``, refs.py)
or the options of a "Choose X" (``option[1]``). The ``choose`` event carries what was chosen as structure, never
as words: the cards of open areas (``Named``), how many cards of each hidden area (the other player does not see
which: 4-2), and the numbers of the options; ``engine.dbscg.words`` writes it in each language.
"""
from __future__ import annotations

import re
from itertools import combinations
from typing import NamedTuple

from ..actions import Action
from ..errors import IllegalAction
from ..events import Msg
from . import cardtext, refs
from . import refusal_words as _refusal_words  # noqa: F401  (its refusals in words)

HIDDEN_AREAS = ("hand", "deck", "life")  # a card chosen here is not shown to the other player (4-2)
_OPTION = re.compile(r"^option\[(\d+)\]$")


def option_number(option) -> int | None:
    """The index of a "Choose X" option (``option[1]`` -> 1, as ``skills.run_op`` offers them), None for a place."""
    m = _OPTION.match(str(option))
    return int(m.group(1)) if m is not None else None


class Choice(NamedTuple):
    """A choice an effect asks (8-5-3): ``options`` are place texts, ``n`` picks (``up_to``: 0 .. n)."""

    player: int
    prompt: Msg
    options: tuple
    n: int
    up_to: bool
    resume: tuple  # the op task to carry on with the picks


def ask(game, player: int, prompt: Msg, options: tuple, n: int, up_to: bool, resume: tuple) -> None:
    """Wait for ``player`` to choose among ``options``; the picks resume the task ``resume``."""
    game.state.choice = Choice(player, prompt, options, n, up_to, resume)
    game.decide(player, "choose")


def h_choose(game, a) -> None:
    """``choose choices: [i, ...]``: the picks, checked against the number asked (8-5-3-1, 8-5-3-2)."""
    ch = game.state.choice
    picks = a.get("choices")
    picks = (picks,) if isinstance(picks, int) else tuple(picks or ())
    if any(not isinstance(i, int) or not 0 <= i < len(ch.options) for i in picks) or len(set(picks)) != len(picks):
        raise IllegalAction.of("refuse_db_choices", "D 8-5-3", n=len(ch.options))
    want = min(ch.n, len(ch.options))
    if not ch.up_to and len(picks) != want:
        raise IllegalAction.of("refuse_db_choose_exactly", "D 8-5-3-1", n=want)
    if ch.up_to and len(picks) > ch.n:
        raise IllegalAction.of("refuse_db_choose_up_to", "D 8-5-3-2", n=ch.n)
    game.state.choice = None
    chosen = what_was_chosen(game, a.by, [ch.options[i] for i in picks])
    game.emit("choose", a.by, "db_choose", cards=tuple(c.uid for c in chosen["named"]), **chosen)
    r = ch.resume
    game.push(r[:5] + (tuple(picks),) + r[6:])


def what_was_chosen(game, by: int, options) -> dict:
    """The ``choose`` event's params: ``named`` (the cards of open areas), ``hidden`` ((area, count) for the cards
    of a Hand, Deck or Life) and ``options`` (the numbers, from 1, of a "Choose X"'s options)."""
    named, hidden, numbered = [], {}, []
    for opt in options:
        k = option_number(opt)
        if k is not None:
            numbered.append(k + 1)
            continue
        place = refs.split(opt, by)
        if place is None:
            continue
        who, area, i = place
        if area in HIDDEN_AREAS:
            hidden[area] = hidden.get(area, 0) + 1
            continue
        cards = game.state.players[who].zone(area)
        if 0 <= (i or 0) < len(cards):
            named.append(game.named(cards[i or 0]))
    return {"named": tuple(named), "hidden": tuple(hidden.items()), "options": tuple(numbered)}


def option_words(game, option, lang: str = "en") -> str | None:
    """What an option of the waiting "Choose X" (``option[i]``, 10-27) does, as the card's text writes it in ``lang``
    ("Draw 2 cards."); None for any other option (a place names a card)."""
    ch = game.state.choice
    i = option_number(option)
    if ch is None or i is None or ch.resume[4].get("op") != "_options":
        return None
    alternatives = ch.resume[6]  # the skill's options, each a list of operations (skills.run_op)
    return cardtext.ops_text(alternatives[i], lang) if 0 <= i < len(alternatives) else None


def legal_choose(game):
    """Every answer to the waiting choice: each single pick, or each set of ``n`` (and none, for "up to")."""
    ch = game.state.choice
    if ch is None:
        return []
    if ch.n == 1 or len(ch.options) <= ch.n:
        out = [Action(ch.player, "choose", choices=[i]) for i in range(len(ch.options))] if ch.n == 1 else \
            [Action(ch.player, "choose", choices=list(range(len(ch.options))))]
    else:
        out = [Action(ch.player, "choose", choices=list(c)) for c in combinations(range(len(ch.options)), ch.n)]
    if ch.up_to:
        out.insert(0, Action(ch.player, "choose", choices=[]))
    return out


HANDLERS = {("choose", "choose"): h_choose}
