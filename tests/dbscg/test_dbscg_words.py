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


def test_a_choice_is_logged_as_structure_and_written_in_each_language():
    """The ``choose`` event carries what was chosen as data (the open cards by name, the hidden ones counted, the
    options by number), never a sentence to parse back; each language writes it (``option[1]`` was shown as it
    was in English)."""
    from engine.dbscg.choices import what_was_chosen
    from engine.events import Event

    g = Game.new(DECKS[0].cards, DECKS[1].cards, seed=3, ruleset="dbscg")
    leader = g.state.players[1].leader.uid
    q = what_was_chosen(g, 0, ["option[1]", "hand[0]", "p2.leader", "hand[2]", "deck[0]"])
    assert q == {"named": (g.named(leader),), "hidden": (("hand", 2), ("deck", 1)), "options": (2,)}
    name = g.named(leader).name
    e = Event("choose", 0, "db_choose", q, cards=(leader,))
    assert event_text(e, "en") == f"p1 chooses {name}, 2 cards from the hand, a card from the Deck, option 2"
    ja, zh = (g.card(leader).name_in(lang) for lang in ("ja", "zh-Hant"))  # the card's own name there
    assert ja != name and zh != name
    assert event_text(e, "ja") == f"p1は{ja}、手札のカード2枚、デッキのカード1枚、選択肢2を選んだ"
    assert event_text(e, "zh-Hant") == f"p1 選擇了{zh}、手牌中的2張卡、牌組中的1張卡、選項 2"
    empty = Event("choose", 1, "db_choose", what_was_chosen(g, 1, []))
    assert [event_text(empty, lang) for lang in ("en", "ja", "zh-Hant")] == \
        ["p2 chooses nothing", "p2はなしを選んだ", "p2 選擇了無"]


def test_a_prompt_names_what_to_choose_by_key():
    from engine.events import Msg
    from engine.words.en import render_msg

    card = Game.new(DECKS[0].cards, DECKS[1].cards, seed=3, ruleset="dbscg").named(0)
    assert render_msg("db_ask_target", dict(Msg.of("db_ask_target", card=card, what="ko").params)) == \
        f"{card.name}: choose a Battle card to KO"
    assert render_msg("db_ask_target", dict(card=card, what="own_to_drop", n=2)) == \
        f"{card.name}: choose 2 of your cards to drop"
    for lang, want in (("ja", "ドロップに置く自分のカード2枚"), ("zh-Hant", "要放入棄牌區的自己的2張卡")):
        assert want in render("db_ask_target", {"card": card, "what": "own_to_drop", "n": 2}, lang)


def test_the_first_player_is_said_random_only_when_it_was():
    """D 5-2-1-5: the first player is chosen at random; a table that set who goes first (``--first me``, the
    new-game dialog) logged "chosen at random" all the same."""
    from engine.words import Seats

    random_first = Game.new(DECKS[0].cards, DECKS[1].cards, seed=4, ruleset="dbscg")
    assert any("is chosen at random to go first" in e.text for e in random_first.events)
    set_first = Game.new(DECKS[0].cards, DECKS[1].cards, seed=4, ruleset="dbscg", first=1)
    e = next(e for e in set_first.events if e.kind == "first")
    assert e.text == "p2 goes first" and "random" not in e.text
    assert event_text(e, "en", Seats(("Bot (hard)", "You"), 1)) == "You go first"


def test_a_sentence_naming_a_phase_uses_this_games_names():
    """The table's "position ... opened" line named the Main Phase of this game by Battle Spirits' Main Step in
    Japanese and Chinese (メインステップ); the game's own names are registered by ruleset."""
    q = {"name": "x.yaml", "turn": 3, "turn_player": 0, "label": "Main Phase", "step": "main", "ruleset": "dbscg"}
    assert "メインフェイズ" in render("position_opened", q, "ja")
    assert dbw.PHASE_ZH["main"] in render("position_opened", q, "zh-Hant")
    assert "メインステップ" in render("position_opened", dict(q, ruleset="standard", label="Main Step"), "ja")


def test_the_charge_phase_counts_the_cards_it_switches_to_active_mode():
    """D 6-2-2: the event carries how many Rest Mode cards became active (the log leaves out a turn with none)."""
    from ui.replay.logtext import nothing_moved

    decks = list(format_decks("dbscg").values())
    game = Game.new(decks[0].cards, decks[1].cards, seed=4, ruleset="dbscg")
    bots = (make_bot("random", seed=1, ruleset="dbscg"), make_bot("random", seed=2, ruleset="dbscg"))
    seen = []
    while not game.is_over and len(seen) < 12:
        before = game.clone()
        for e in game.apply(bots[game.decision.player].choose(DecisionContext(game))):
            if e.kind == "ready":
                p = before.state.players[e.player]
                rested = sum(bool(s.rest) for s in [p.leader] + p.battle + p.energy)
                assert e.params["n"] == rested
                assert nothing_moved(e) == (rested == 0)
                seen.append(rested)
                for lang, word in (("en", f"switches {rested} Rest Mode card"), ("ja", f"カード{rested}枚"),
                                   ("zh-Hant", f"將{rested}張")):
                    assert word in event_text(e, lang), event_text(e, lang)
    assert 0 in seen and any(seen), seen  # both kinds of Charge Phase met
