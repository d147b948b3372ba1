"""The English renderer: structured events in words, and actions and places as players read them
(never ``move_core`` or ``field[0]``)."""
from __future__ import annotations

from engine.actions import Action
from engine.deck import builtin_decks
from engine.events import Event, Label, Named
from engine.game import Game
from engine.words import TEMPLATES, action_words, place_words, render_msg


def _game():
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[1].cards, seed=3, first=0)
    g.apply(Action(0, "keep"))
    g.apply(Action(1, "keep"))
    return g


def test_events_are_structure_and_their_words_come_from_the_renderer():
    g = _game()
    e = g.events[-1] if g.events else None
    events = [ev for a in [Action(0, "end_step")] for ev in g.apply(a)]
    assert events and all(isinstance(ev.params, dict) and ev.msg in TEMPLATES for ev in events)
    end = events[0]
    assert end.kind == "end_step" and end.params["step"] == "main" and end.text == "p1 ends the Main Step"
    assert e is None or e.text


def test_a_label_is_rendered_from_its_parts():
    card = Named(3, "X-1", "Ember Wyvern")
    assert str(Label("summoned", "", card)) == "When Summoned of Ember Wyvern"
    assert str(Label("step_start", "core", card)) == "Start of the Core Step of Ember Wyvern"
    assert str(Label("activate", "Flash", card)) == "【Activate: Flash】 of Ember Wyvern"
    ev = Event("effect", 0, "effect_resolves", {"label": Label("declared", "main", card)})
    assert ev.text == "[Main] of Ember Wyvern resolves"
    assert ev.to_dict()["params"]["label"]["card"]["id"] == "X-1"


def test_unknown_message_keys_show_themselves():
    assert render_msg("no_such_message", {}) == "no_such_message"


def test_actions_and_places_in_words():
    g = _game()
    p = g.state.players[0]
    name = g.card(p.hand[0]).name
    assert place_words(g, 0, "reserve") == "the Reserve"
    assert place_words(g, 0, "hand[0]") == name
    assert place_words(g, 1, "p1.reserve") == "p1's Reserve"
    for a in g.legal_actions():
        words = action_words(g, a)
        assert "[" not in words.replace("[Main]", "").replace("[Flash]", "") and "_" not in words, words
    assert action_words(g, Action(0, "end_step")) == "end the Main Step"
    assert action_words(g, Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == f"summon {name}"
    assert action_words(g, Action(0, "move_core", **{"from": "reserve", "to": "reserve", "count": 2})) == \
        "move 2 cores from the Reserve to the Reserve"


def test_every_language_renders_every_message_of_a_real_game():
    """The Japanese and Chinese tables have every key of the English one, and render every event of
    played games without falling back to English words."""
    from engine.bots import DecisionContext, RandomBot
    from engine.words import LANGUAGES, event_text, label_in

    for lang, mod in LANGUAGES.items():
        missing = set(TEMPLATES) - set(mod.TEMPLATES)
        assert not missing, (lang, sorted(missing))
    d = list(builtin_decks().values())
    seen = set()
    for seed in range(12):
        g = Game.new(d[seed % len(d)].cards, d[(seed + 5) % len(d)].cards, seed=seed)
        bots = (RandomBot(seed), RandomBot(seed + 99))
        events = list(g.events)
        while not g.is_over:
            events.extend(g.apply(bots[g.decision.player].choose(DecisionContext(g))))
        card_names = sorted({c.name for c in g.state.cards}, key=len, reverse=True)
        for e in events:
            seen.add(e.msg)
            ja, zh = event_text(e, "ja"), event_text(e, "zh-Hant")
            assert ja and zh and ja != e.text and zh != e.text, e.msg
            for name in card_names:  # card names are data (English until the cards are translated)
                ja, zh = ja.replace(name, ""), zh.replace(name, "")
            for word in ("Reserve", "Trash", "Life", "Void", "core", "Step", "summons", "attacks"):
                assert word not in ja and word not in zh, (e.msg, ja, zh)
    assert {"step", "play", "attack", "life", "game_over"} <= seen
    card = Named(1, "X", "Ember Wyvern")
    assert label_in(Label("summoned", "", card), "ja") == "Ember Wyvernの召喚時効果"
    assert label_in(Label("summoned", "", card), "zh-Hant") == "Ember Wyvern的召喚時效果"
