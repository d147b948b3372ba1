"""The Battle Spirits Saga ruleset (``engine.rulesets.saga``): registry, steps, areas, deck
construction (Saga 5-1-1-1), set-up and the Saga mulligan (Saga 5-2), position files of
``format: saga`` (the spec's "Other rule sets"), the table, and what a player may see."""
from __future__ import annotations

import pytest

from engine import position as P
from engine.actions import Action
from engine.cards import builtin_cards, card_from_data
from engine.deck import format_decks
from engine.errors import DataError, IllegalAction
from engine.game import Game
from engine.rulesets import get_ruleset

SAGA = get_ruleset("saga")


@pytest.fixture(scope="module")
def decks():
    d = format_decks("saga")
    return d["saga-ember-grove"].cards, d["saga-tide-lantern"].cards


def new(decks, seed=7, first=0) -> Game:
    return Game.new(list(decks[0]), list(decks[1]), seed=seed, ruleset="saga", first=first)


# ---------------------------------------------------------------------- the ruleset
def test_saga_is_registered_with_its_seven_steps_and_citations():
    assert SAGA.name == "saga" and SAGA.rule_prefix == "Saga "
    assert SAGA.step_names == ("start", "core", "draw", "refresh", "main", "attack", "end")  # Saga 6-1-1
    assert SAGA.first_turn_skips == {"core", "attack"}  # Saga 6-3-3, 6-7-2
    assert SAGA.step_rule["end"] == "Saga 6-8"
    assert SAGA.cite("9-3-2") == "Saga 9-3-2"


def test_saga_areas_have_a_burst_area_and_no_removed_area():
    names = [z.name for z in SAGA.zones]
    assert "burst" in names and "removed" not in names  # Saga 3-1-1
    assert SAGA.zone("burst").visibility == "owner"  # private (Saga 3-8)
    table = [z.name for z in SAGA.table.zones]
    assert "burst" in table and "removed" not in table
    assert "second_main" not in [s for s, _ in SAGA.table.steps]


# ---------------------------------------------------------------------- deck construction (Saga 5-1-1-1)
def _deck(n):
    """n Saga cards, 4 of each name (names printed only once)."""
    cards = SAGA.card_set().by_id.values()
    twice = {c.base_name for c in cards if c.ident is not None}
    spirits = [c for c in cards if c.is_spirit and c.base_name not in twice]
    return [c.id for c in spirits for _ in range(4)][:n]


def test_a_saga_deck_is_of_saga_cards():
    cs = builtin_cards()
    standard = next(c for c in cs if c.format == "standard" and c.is_spirit)
    problems = SAGA.deck_problems(_deck(48) + [standard.id] * 2, cs)
    assert problems == [("Saga 5-1-1-1", f"{standard.name} is not a Battle Spirits Saga card")]
    from engine.words import sentence_in

    assert sentence_in(problems[0][1], "ja") == f"{standard.name_in('ja')}はバトルスピリッツ サーガのカードではない"
    assert sentence_in(problems[0][1], "zh-Hant") == f"{standard.name_in('zh-Hant')}不是戰魂 傳說的卡牌"


def test_deck_size_is_50_to_60():
    cs = builtin_cards()
    assert SAGA.deck_problems(_deck(50), cs) == [] and SAGA.deck_problems(_deck(60), cs) == []
    short = SAGA.deck_problems(_deck(49), cs)
    assert short and short[0][0] == "Saga 5-1-1-1" and "50 or more" in short[0][1]
    long = SAGA.deck_problems(_deck(61), cs)
    assert long and "60 at most" in long[0][1]


def test_four_of_a_name_and_additional_names_count_together():
    # two printings of one name (an identification number, standing in for an additional name)
    two = [card_from_data({"id": f"T-{i}", "name": f"Twinned Wyrm [{i}]", "type": "spirit", "colors": ["red"],
                           "cost": 3, "levels": [{"cores": 1, "bp": 3000}]}, fmt="saga") for i in (1, 2)]
    cs = builtin_cards().extended(two)
    base = _deck(48)
    pair, other = two, two[1]
    assert pair[0].base_name not in {cs[c].base_name for c in base}
    problems = SAGA.deck_problems(base + [pair[0].id] * 3 + [other.id] * 2, cs)
    assert any(rule == "Saga 5-1-1-1" and "5 copies" in words for rule, words in problems)
    assert SAGA.deck_problems(base + [pair[0].id] * 2 + [other.id] * 2, cs) == []


def test_the_saga_decks_are_legal_for_saga_and_not_for_standard():
    std = get_ruleset("standard")
    four = 0
    for d in format_decks("saga").values():
        assert SAGA.deck_problems(d.cards, builtin_cards()) == []
        if max(d.cards.count(c) for c in d.cards) == 4:  # four of a name: too many for Standard (6-1-1-2)
            four += 1
            assert any("at most 3" in w for _r, w in std.deck_problems(d.cards, builtin_cards()))
    assert four


# ---------------------------------------------------------------------- set-up (Saga 5-2)
def test_setup_life_reserve_hand(decks):
    g = new(decks)
    for p in g.state.players:
        assert p.life == 5 and p.reserve == 3 and p.soul_at == "reserve" and len(p.hand) == 4
    assert g.decision.player == 0 and g.decision.kind == "redraw"  # Saga 5-2-7: player one first


def test_random_winner_decides_who_is_player_one(decks):
    g = Game.new(list(decks[0]), list(decks[1]), seed=1, ruleset="saga", first=None)
    winner = g.decision.player
    assert g.decision.kind == "first"
    g.apply(Action(winner, "go_second"))
    assert g.state.first_player == 1 - winner and g.decision.player == 1 - winner


def test_keeping_draws_one_more_and_the_mulligan_draws_four_then_shuffles(decks):
    g = new(decks)
    p1, p2 = g.state.players
    kept = list(p1.hand)
    g.apply(Action(0, "keep"))
    assert p1.hand[:4] == kept and len(p1.hand) == 5  # Saga 5-2-7: a player who keeps draws 1 extra
    old = list(p2.hand)
    deck_before = sorted(p2.deck + p2.hand)
    events = g.apply(Action(1, "redraw"))
    assert len(p2.hand) == 4 and sorted(p2.deck + p2.hand) == deck_before
    # the hand went to the bottom before the draw, so the 4 drawn are not the 4 put back
    assert not set(old) & set(p2.hand)
    assert any(e.msg == "saga_mulligan" and "Saga 5-2-7" in e.text for e in events)
    assert g.state.turn == 1 and g.decision.kind == "main" and g.decision.player == 0


def test_first_turn_skips_core_and_attack(decks):
    g = new(decks)
    g.apply(Action(0, "keep"))
    g.apply(Action(1, "keep"))
    assert g.state.players[0].reserve == 3  # no Core Step (Saga 6-3-3)
    events = g.apply(Action(0, "end_step"))
    steps = [e.params["name"] for e in events if e.kind == "step"]
    assert "attack" not in steps and steps[:1] == ["end"]  # no Attack Step (Saga 6-7-2)
    assert g.state.turn_player == 1 and g.state.players[1].reserve == 4  # player two has a Core Step


def test_a_refusal_cites_the_saga_rule(decks):
    g = new(decks)
    g.apply(Action(0, "keep"))
    g.apply(Action(1, "keep"))
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(0, "no_block"))
    assert e.value.rule == "6-6-1-2-1"
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(0, "move_core", **{"from": "reserve", "to": "reserve"}))
    assert e.value.rule == "1-3-2-2"


# ---------------------------------------------------------------------- what a player sees
def test_the_opponents_burst_is_hidden(decks):
    g = new(decks)
    p1 = g.state.players[0]
    card = p1.hand.pop()
    p1.set_zone("burst", [card])
    view = g.view_for(1)
    hidden = view.state.players[0].zone("burst")
    assert len(hidden) == 1 and view.card(hidden[0]).id == "hidden"
    assert g.view_for(0).card(g.view_for(0).state.players[0].zone("burst")[0]).id == g.card(card).id


# ---------------------------------------------------------------------- position files
POS = """
version: 1
format: saga
turn: {number: 3, player: p1, step: main}
players:
  p1: {deck: 5, %s}
  p2: {deck: 5}
"""


def test_a_saga_position_has_no_removed_area():
    with pytest.raises(DataError) as e:
        P.load_position_text(POS % "removed: []")
    assert "removed" in str(e.value)


def test_a_saga_position_has_no_heavy_exhausted_state():
    text = POS % "reserve: 1" + "cards:\n  - {id: T-X, name: X, type: spirit, colors: [red], cost: 1, " \
        "levels: [{cores: 1, bp: 1000}], symbols: [red]}\n"
    text = text.replace("reserve: 1}", "field: [{card: T-X, cores: 1, state: heavy_exhausted}]}")
    with pytest.raises(DataError) as e:
        P.load_position_text(text)
    assert "refresh, exhausted" in str(e.value) and "heavy" not in str(e.value).split("must be one of")[1]


def test_a_saga_position_has_no_second_main_step():
    with pytest.raises(DataError):
        P.load_position_text(POS.replace("step: main", "step: second_main") % "reserve: 0")


def test_a_standard_position_has_no_burst():
    with pytest.raises(DataError):
        P.load_position_text(POS.replace("format: saga", "format: standard") % "burst: blank")


# ---------------------------------------------------------------------- words
def test_every_saga_event_has_words_in_every_language():
    """Saga's own message keys exist in every language and render without English words."""
    from engine.bots import DecisionContext, RandomBot
    from engine.words import LANGUAGES, TEMPLATES, event_text

    saga_keys = {k for k in TEMPLATES if k.startswith("saga_")}
    assert len(saga_keys) >= 10
    for lang, mod in LANGUAGES.items():
        assert saga_keys <= set(mod.TEMPLATES), lang
    decks = list(format_decks("saga").values())
    seen = set()
    for seed in range(8):
        g = Game.new(decks[seed % 3].cards, decks[(seed + 1) % 3].cards, seed=seed, ruleset="saga")
        bots = (RandomBot(seed), RandomBot(seed + 50))
        events = list(g.events)
        while not g.is_over:
            events.extend(g.apply(bots[g.decision.player].choose(DecisionContext(g))))
        names = sorted({c.name for c in g.state.cards}, key=len, reverse=True)
        for e in events:
            if not e.msg.startswith("saga_"):
                continue
            seen.add(e.msg)
            for lang in ("ja", "zh-Hant"):
                text = event_text(e, lang)
                assert text != e.text and "Saga" in text, (lang, e.msg)
                for name in names:
                    text = text.replace(name, "")
                for word in ("Reserve", "Trash", "core", "destroy"):
                    assert word not in text, (lang, e.msg, text)
    assert {"saga_keep", "saga_first_turn", "saga_too_few_cores", "saga_destroyed", "saga_self_destroyed"} <= seen
