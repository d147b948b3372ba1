"""The players by the names the table shows (engine.words.seats): "Bot (hard) summons ...", and the reader's
seat in the second person in English ("You draw 1 card", "your Reserve"), in every ruleset's sentences."""
from __future__ import annotations

import re

import pytest

from engine.bots import DecisionContext, make_bot
from engine.bots.random_bot import RandomBot
from engine.deck import play_decks
from engine.events import Event
from engine.game import Game
from engine.rulesets import get_ruleset
from engine.words import Seats, event_text
from engine.words.seats import _VERBS, second_person, YOU


def _events(fmt: str, games: int) -> list:
    decks = list(play_decks(fmt).values())
    out = []
    for seed in range(games):
        a, b = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
        g = Game.new(a.cards, b.cards, seed=seed, ruleset=fmt)
        bots = (make_bot("greedy", seed, ruleset=get_ruleset(fmt)) if seed % 2 else RandomBot(seed), RandomBot(seed + 9))
        out.extend(g.events)
        while not g.is_over:
            out.extend(g.apply(bots[g.decision.player].choose(DecisionContext(g))))
    return out


THIRD_PERSON_AFTER_YOU = re.compile(r"\b[Yy]ou (" + "|".join(_VERBS) + r")\b")


@pytest.mark.parametrize("fmt", ["standard", "saga", "eternal", "dbscg"])
def test_every_sentence_names_the_players_and_speaks_to_you(fmt):
    seen = 0
    for e in _events(fmt, 4):
        plain = e.text
        for you in (0, 1):
            names = ("You", "Bot (hard)") if you == 0 else ("Bot (hard)", "You")
            text = event_text(e, "en", Seats(names, you))
            assert not re.search(r"\bp[12]\b", text), (plain, text)
            assert YOU not in text and "You's" not in text and "you's" not in text, (plain, text)
            assert not THIRD_PERSON_AFTER_YOU.search(text), (plain, text)
            if e.player == you and re.match(r"p[12] ", plain):
                assert text.startswith("You "), (plain, text)  # the sentence about the reader speaks to them
                seen += 1
                if "Bot (hard)" not in text:
                    assert " their " not in text, (plain, text)
            if e.player == 1 - you and re.match(r"p[12] ", plain):
                assert text.startswith("Bot (hard) "), (plain, text)  # the other keeps the third person
        assert event_text(e, "en") == plain  # without seats: the engine's own words (tests and saves read p1/p2)
    assert seen > 20


def test_the_second_person_in_english_and_names_in_japanese():
    e = Event("core", 0, "core_step", {})
    assert event_text(e, "en", Seats(("You", "Bot (hard)"), 0)) == "You put 1 core from the Void into your Reserve (7-3-2)"
    assert event_text(e, "en", Seats(("Bot (easy)", "You"), 1)) == \
        "Bot (easy) puts 1 core from the Void into their Reserve (7-3-2)"
    assert event_text(e, "en", Seats(("Player 1", "Player 2"))) == \
        "Player 1 puts 1 core from the Void into their Reserve (7-3-2)"
    ja = event_text(e, "ja", Seats(("あなた", "ボット（強い）"), 0))
    assert ja.startswith("あなた") and "p1" not in ja
    assert second_person(f"turn 2: {YOU}'s turn", "Bot") == "turn 2: your turn"
    assert second_person(f"Bot attacks {YOU} with X", "Bot") == "Bot attacks you with X"
    assert second_person(f"{YOU} keeps their Hand and draws 1 more card", "Bot") == "You keep your Hand and draw 1 more card"
    assert second_person(f"{YOU}'s Main Phase", "Bot") == "Your Main Phase"
    assert second_person(f"it is Bot's decision now, not {YOU}'s", "Bot") == "it is Bot's decision now, not yours"


def test_a_dbscg_choice_names_the_cards_not_their_places():
    """"p1 chooses p2.battle[0]" was a place a program reads; the log names the card (and only says "a card from
    the hand" for a Hand, which the other player does not see)."""
    events = [e for e in _events("dbscg", 8) if e.msg == "db_choose"]
    assert events
    for e in events:
        assert not re.search(r"\b(hand|deck|life|battle|energy|drop|leader)\[\d+\]|\bp[12]\.", e.text), e.text
        for lang in ("ja", "zh-Hant"):
            assert not re.search("hand|Deck|Life", event_text(e, lang)), event_text(e, lang)
    assert any(e.cards for e in events)  # a card in an open area: the line highlights it


def test_restrictions_and_the_deck_bottom_in_japanese_and_chinese():
    """Two lines showed a program's word inside Japanese and Chinese sentences ("blockできない", "deck_bottomへ")."""
    from engine.events import Label, Named

    label = Label("summoned", "", Named(1, "X", "Ember Wyvern"))
    for lang in ("ja", "zh-Hant"):
        for what in ("attack", "block", "be_chosen", "be_returned"):
            text = event_text(Event("fx", 0, "fx_restrict", {"label": label, "card": "C", "until": "turn",
                                                             "what": what}), lang)
            assert not re.search(r"[a-z]{2}", text.replace("Ember Wyvern", "")), text
        text = event_text(Event("fx", 0, "reveal_rest", {"label": label, "n": 3, "to": "deck_bottom"}), lang)
        assert "deck" not in text and "_" not in text, text


def test_a_refusal_names_the_players_too():
    from engine.actions import Action
    from engine.errors import IllegalAction
    from engine.words import refusal

    g = Game.new(*(d.cards for d in list(play_decks("standard").values())[:2]), seed=3, first=0)
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(1 - g.decision.player, "keep"))
    err = e.value
    assert "p1" in err.reason or "p2" in err.reason  # the engine's own words
    you = 1 - g.decision.player
    names = ("You", "Bot (hard)") if you == 0 else ("Bot (hard)", "You")
    text = refusal(err, "en", Seats(names, you))
    assert "Bot (hard)" in text and "you" in text.lower() and not re.search(r"\bp[12]\b", text), text
    assert refusal(err, "en") == err.reason
    ja = refusal(err, "ja", Seats(("あなた", "ボット") if you == 0 else ("ボット", "あなた"), you))
    assert "あなた" in ja and "ボット" in ja and "p1" not in ja, ja
