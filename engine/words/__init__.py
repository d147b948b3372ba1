"""Words for players: the renderers that turn the engine's structure into sentences.

The engine emits structure (``engine.events``); only this package writes words. ``en`` is the
reference; ``ja`` (the Japanese Standard text's terms) and ``zh_hant`` (the Traditional Chinese
manual's terms) render the same message keys. ``render(msg, params, lang)`` falls back to English
for a key a language lacks (a test keeps the tables complete). To add a language: copy ``ja.py``,
translate every template with the official terms of that language, and add it to ``LANGUAGES``.
"""
from __future__ import annotations

from . import actions, cards, en, ja, refusals, zh_hant
from . import seats as _seats
from .seats import YOU, Seats, second_person
from .en import (TEMPLATES, action_words, card_or_reserve, cause_text, core_place, how_text, label_text, names,
                 payment, place_words, plural, pname, render_msg, step_text)

LANGUAGES = {"en": en, "ja": ja, "zh-Hant": zh_hant}
for _lang, _table in refusals.TABLES.items():  # the refusals (IllegalAction) of each language
    LANGUAGES[_lang].TEMPLATES.update(_table)

from . import saga_words  # noqa: E402  the later Saga mechanics' words, in every language

for _lang, _templates in saga_words.BY_LANG.items():
    LANGUAGES[_lang].TEMPLATES.update(_templates)

from . import eternal as _eternal  # noqa: E402  Battle Spirits Eternal's events, in every language

for _code, _mod in LANGUAGES.items():
    _mod.TEMPLATES.update(_eternal.BY_LANG.get(_code, _eternal.EN))

from . import eternal_mech as _eternal_mech  # noqa: E402  Eternal's later mechanics (Trigger Counter, Manifest ...)

for _code, _mod in LANGUAGES.items():
    _mod.TEMPLATES.update(_eternal_mech.BY_LANG.get(_code, _eternal_mech.EN))
_eternal_mech.install_whens()

from . import eternal_rules as _eternal_rules  # noqa: E402  Eternal's general rules (by doing X, exchange, stay)

for _code, _mod in LANGUAGES.items():
    _mod.TEMPLATES.update(_eternal_rules.BY_LANG.get(_code, _eternal_rules.EN))
    _when = getattr(_mod, "WHEN_TEXT", None) or getattr(_mod, "WHEN", None)
    for _k, _v in _eternal_rules.WHEN_BY_LANG.get(_code, {}).items():
        _when.setdefault(_k, _v)


def render(msg: str, params: dict, lang: str = "en") -> str:
    """A message in the words of ``lang`` (en, ja, zh-Hant), English for a key it lacks."""
    mod = LANGUAGES.get(lang, en)
    t = mod.TEMPLATES.get(msg)
    if t is None and lang != "en":
        t = game_template(msg, lang)
    if t is None:
        return render_msg(msg, params)
    return t(cards.localize(params, lang))  # the cards by their names in that language


def game_template(msg: str, lang: str):
    """A game's own template of ``msg`` in ``lang`` (``en.GAME_WORDS_BY_LANG``), or None."""
    for table in en.GAME_WORDS_BY_LANG.get(lang, ()):
        t = table.get(msg)
        if t is not None:
            return t
    return None


def action_in(game, action, lang: str = "en") -> str:
    """An action as a player reads it, in ``lang`` ("summon Ember Wyvern")."""
    return actions.action_in(game, action, lang)


def refusal(error, lang: str = "en", seats: Seats | None = None) -> str:
    """An ``IllegalAction``'s reason in ``lang`` (its English sentence for ``en``, and for a refusal raised
    with an English sentence only, or one whose key the language lacks); with ``seats``, the players by their
    names, as ``event_text`` writes them."""
    if getattr(error, "msg", "text") == "text" or (lang == "en" and seats is None):
        return error.reason
    if error.msg not in LANGUAGES.get(lang, en).TEMPLATES and game_template(error.msg, lang) is None:
        return error.reason
    return _in_seats(lambda: render(error.msg, dict(error.params), lang), lang, seats)


def _in_seats(write, lang: str, seats: Seats | None) -> str:
    """``write()``'s sentence with the players named by ``seats`` (None: p1/p2), the reader's seat in the
    second person in English."""
    if seats is None:
        return write()
    second = lang == "en" and seats.you in (0, 1)
    token = _seats.writing(tuple(YOU if second and p == seats.you else seats.names[p] for p in (0, 1)))
    try:
        text = write()
    finally:
        _seats.done(token)
    return second_person(text, seats.names[1 - seats.you]) if second else text


def sentence_in(text, lang: str = "en") -> str:
    """A sentence in ``lang``: an ``events.Sentence`` (a deck problem) in that language's words, any other
    text as it is."""
    msg = getattr(text, "msg", None)
    if lang == "en" or msg is None or (msg not in LANGUAGES.get(lang, en).TEMPLATES
                                       and game_template(msg, lang) is None):
        return str(text)
    return render(msg, dict(text.params), lang)


def event_text(event, lang: str = "en", seats: Seats | None = None) -> str:
    """An event's sentence in ``lang``; with ``seats``, its players by their names (``engine.words.seats``:
    "Bot (hard) summons ...", and in English "You draw 1 card" for the reader's seat)."""
    if lang == "en" and seats is None:
        return event.text
    cites = getattr(event, "cites", None)

    def write():
        text = render(event.msg, dict(event.params, player=event.player), lang)
        return cites(text) if cites is not None else text

    return _in_seats(write, lang, seats)


def label_in(label, lang: str = "en") -> str:
    return LANGUAGES.get(lang, en).label_text(cards.localize(label, lang))


__all__ = ["LANGUAGES", "TEMPLATES", "Seats", "render", "render_msg", "event_text", "refusal", "sentence_in", "action_in", "label_in", "action_words", "place_words",
           "label_text", "cause_text", "step_text", "core_place", "card_or_reserve", "payment", "how_text", "names",
           "plural", "pname"]
