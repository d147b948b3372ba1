"""Saga log lines cite Saga's rule numbers: the shared procedures' words carry Standard numbers,
which a Saga game maps (``Saga.event_cites``); a Standard game's words are untouched."""
from __future__ import annotations

import re

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks, format_decks
from engine.game import Game
from engine.rulesets.saga import saga_cites
from engine.words import event_text

BARE = re.compile(r"(?<!Saga )(?<!Standard )(?<![\w-])(\d+(?:-\d+)+)(?=[)）])")


def _events(decks, ruleset: str, games: int):
    for k in range(games):
        a, b = decks[k % len(decks)], decks[(k + 1) % len(decks)]
        g = Game.new(a.cards, b.cards, seed=700 + k, ruleset=ruleset, first=k % 2)
        bots = (RandomBot(k + 1), RandomBot(k + 2))
        yield from g.events
        while not g.is_over:
            yield from g.apply(bots[DecisionContext(g).player].choose(DecisionContext(g)))


def test_the_mapping():
    assert saga_cites("p1 attacks with Ember Wyvern (BP 3000) (8-1-1)") == \
        "p1 attacks with Ember Wyvern (BP 3000) (Saga 7-1-1-1)"
    assert saga_cites("p1 sets a burst (Saga 6-6-1-2-2)") == "p1 sets a burst (Saga 6-6-1-2-2)"
    assert saga_cites("destroyed (BP 2000 against 3000, 8-1-6-1)") == "destroyed (BP 2000 against 3000, Saga 7-1-5-2-1)"
    assert saga_cites("p1 ドロー（7-4-2）") == "p1 ドロー（Saga 6-4-2）"
    assert saga_cites("an unknown rule (99-9)") == "an unknown rule (Standard 99-9)"


def test_saga_games_cite_saga_numbers_in_every_language():
    seen = 0
    for e in _events(list(format_decks("saga").values()), "saga", 25):
        for lang in ("en", "ja", "zh-Hant"):
            text = event_text(e, lang)
            assert not BARE.search(text), f"{e.msg}: {text}"
            seen += "Saga " in text
    assert seen > 1000


def test_standard_games_keep_their_numbers():
    events = list(_events(list(builtin_decks().values()), "standard", 3))
    assert all(e.cites is None for e in events)
    assert any("(8-1-1)" in e.text for e in events)


def test_saga_questions_cite_saga_numbers():
    from pathlib import Path

    from engine.position import load_position_file, play_position
    from engine.words import render

    case = Path(__file__).resolve().parents[1] / "positions" / "saga" / "8-5-2-4-turn-player-decides.yaml"
    prompt = play_position(load_position_file(case)).game.state.choice.prompt
    for lang in ("en", "ja", "zh-Hant"):
        assert "Saga 8-5-2-4" in render(prompt.msg, dict(prompt.params), lang)
    assert "(Saga 8-5-2-4)" in str(prompt)


def test_the_owner_orders_with_the_saga_rule_in_the_question():
    from pathlib import Path

    from engine.position import load_position_file, play_position
    from engine.words import render

    case = Path(__file__).resolve().parents[1] / "positions" / "saga" / "3-1-5-owner-orders-a-multi-card-placement.yaml"
    prompt = play_position(load_position_file(case)).game.state.choice.prompt
    for lang in ("en", "ja", "zh-Hant"):
        text = render(prompt.msg, dict(prompt.params), lang)
        assert "Saga 3-1-5" in text and "4-1-5" not in text.replace("Saga 3-1-5", ""), text
