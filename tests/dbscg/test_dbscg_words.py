"""The Dragon Ball Super Card Game's own words in Japanese and Traditional Chinese: every key of the English
table has both, and seeded random games render every event and prompt without English words (card names
aside)."""
from __future__ import annotations

import re

import pytest

from engine.bots import DecisionContext, make_bot
from engine.deck import format_decks
from engine.dbscg import words as dbw
from engine.game import Game
from engine.words import event_text, render

DECKS = list(format_decks("dbscg").values())
LANGS = ("ja", "zh-Hant")
WORD = re.compile(r"[A-Za-z]{4,}")


def test_every_english_key_has_a_japanese_and_chinese_entry():
    for lang in LANGS:
        assert set(dbw.WORDS[lang]) == set(dbw.TEMPLATES), lang


def _strip_names(text: str, names: list) -> str:
    for n in names:  # longest first, so a name inside another does not leave a part behind
        text = text.replace(n, " ")
    return text


@pytest.mark.parametrize("seed", range(12))
def test_random_games_render_without_english(seed):
    g = Game.new(DECKS[seed % len(DECKS)].cards, DECKS[(seed + 1) % len(DECKS)].cards, seed=seed, ruleset="dbscg")
    bots = (make_bot("random", 2 * seed + 1), make_bot("random", 2 * seed + 2))
    prompts = []
    events = list(g.events)  # the events of each step (``g.events`` holds the last step's)
    n = 0
    while not g.is_over:
        ch = getattr(g.state, "choice", None)
        if ch is not None and getattr(ch, "prompt", None) is not None:
            prompts.append(ch.prompt)
        g.apply(bots[g.decider].choose(DecisionContext(g, with_view=False)))
        events += g.events
        n += 1
        assert n < 5000
    faces = list(g.state.cards) + [c.back for c in g.state.cards if getattr(c, "back", None) is not None]
    names = sorted({c.name for c in faces}, key=len, reverse=True)  # an awakened Leader's back side too
    seen = set()
    for lang in LANGS:
        for e in events:
            if not e.msg.startswith("db_"):
                continue
            seen.add(e.msg)
            text = event_text(e, lang)
            left = WORD.findall(_strip_names(text, names))
            assert not left, (lang, e.msg, text, left)
        for m in prompts:
            text = render(m.msg, dict(m.params), lang)
            left = WORD.findall(_strip_names(text, names))
            assert not left, (lang, m.msg, text, left)
    assert {"db_turn", "db_phase", "db_over"} <= seen
