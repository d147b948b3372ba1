"""Property tests (hypothesis) over random games and random actions.

- an over-drawn payment (more cores than a place holds) is always refused, whatever ``place`` says,
  and never leaves a negative count;
- an illegal action (any verb, any keys, any values) changes nothing at all;
- random action sequences keep the invariants: every card and every core accounted for;
- save -> load -> continue gives exactly what continuing gives.
"""
from __future__ import annotations

import json

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.actions import VERBS, Action
from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.errors import IllegalAction
from engine.game import Game
from engine.queries.cost import cost_to_pay
from engine.save import SavedGame, load_game, save_game, snapshot

from tests.engine.test_selfplay_invariants import check_invariants

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECKS = list(builtin_decks().values())


def game_after(seed: int, decisions: int) -> Game:
    """A game between two random bots after ``decisions`` decisions (or its end)."""
    a, b = DECKS[seed % len(DECKS)], DECKS[(seed * 7 + 3) % len(DECKS)]
    game = Game.new(a.cards, b.cards, seed=seed)
    game._n1 = len(a.cards)
    bots = (RandomBot(seed + 1), RandomBot(seed + 2))
    for _ in range(decisions):
        if game.is_over:
            break
        ctx = DecisionContext(game)
        game.apply(bots[ctx.player].choose(ctx))
    return game


def fingerprint(game: Game):
    """Everything an action could change."""
    return (json.dumps(snapshot(game), sort_keys=True), game.rng.state, game.phase, game.decider,
            len(game.history), len(game.agenda), game.state.winner, game.state.step, game.state.turn)


def no_negative_counts(game: Game) -> None:
    for p in game.state.players:
        assert min(p.reserve, p.life, p.trash_cores) >= 0, "a negative core count"
        assert all(fc.cores >= 0 for fc in p.field), "a negative core count on a card"


# ---------------------------------------------------------------------- over-drawn payments
@SETTINGS
@given(seed=st.integers(0, 10_000), decisions=st.integers(0, 120), extra=st.integers(1, 6),
       source=st.sampled_from(["reserve", "field"]), place=st.sampled_from(["auto", "explicit"]),
       hand_i=st.integers(0, 9), field_pay=st.integers(0, 3))
def test_an_over_drawn_payment_is_always_refused(seed, decisions, extra, source, place, hand_i, field_pay):
    game = game_after(seed, decisions)
    if game.is_over or game.decision.kind != "main":
        game = game_after(seed, 4)  # the first Main Step of the game
    if game.is_over or game.decision.kind != "main":
        return
    pi = game.decision.player
    p = game.state.players[pi]
    if not p.hand:
        return
    i = hand_i % len(p.hand)
    card = game.card(p.hand[i])
    verb = {"spirit": "summon", "nexus": "deploy", "magic": "use"}[card.type]
    cost = cost_to_pay(game, pi, card)
    if source == "reserve" or not p.field:
        held, key = p.reserve, "reserve"
    else:
        k = hand_i % len(p.field)
        held, key = p.field[k].cores, f"field[{k}]"
    # the whole cost from one place that holds too few (the case that slipped through), else more than it holds
    pay = {key: cost if cost > held else held + extra}
    if key != "reserve" and field_pay:
        pay["reserve"] = min(field_pay, p.reserve)
    args = {"card": f"hand[{i}]", "pay": pay}
    if verb != "use":
        args["place"] = "auto" if place == "auto" else {"reserve": min(1, p.reserve)}
    before = fingerprint(game)
    try:
        game.apply(Action(pi, verb, **args))
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"an over-drawn payment was accepted: {args}")
    assert fingerprint(game) == before
    no_negative_counts(game)


@SETTINGS
@given(seed=st.integers(0, 10_000), decisions=st.integers(0, 150), reserve=st.integers(0, 12),
       fields=st.lists(st.integers(0, 6), max_size=4), soul=st.booleans(), hand_i=st.integers(0, 9))
def test_any_accepted_payment_leaves_no_negative_count(seed, decisions, reserve, fields, soul, hand_i):
    game = game_after(seed, decisions)
    if game.is_over or game.decision.kind != "main":
        return
    pi = game.decision.player
    p = game.state.players[pi]
    if not p.hand:
        return
    i = hand_i % len(p.hand)
    card = game.card(p.hand[i])
    verb = {"spirit": "summon", "nexus": "deploy", "magic": "use"}[card.type]
    pay = {"reserve": reserve, **{f"field[{k}]": n for k, n in enumerate(fields)}}
    if soul:
        pay["soul"] = "reserve"
    over = reserve > p.reserve or any(k >= len(p.field) or n > p.field[k].cores for k, n in enumerate(fields) if n)
    before = fingerprint(game)
    args = {"card": f"hand[{i}]", "pay": pay}
    if verb != "use":
        args["place"] = "auto"
    try:
        game.apply(Action(pi, verb, **args))
    except IllegalAction:
        assert fingerprint(game) == before
    else:
        assert not over, f"an over-drawn payment was accepted: {pay}"
    no_negative_counts(game)


# ---------------------------------------------------------------------- illegal actions change nothing
_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.sampled_from(
    ["hand[0]", "hand[1]", "field[0]", "field[5]", "p2.field[0]", "reserve", "trash[0]", "auto", "main", "flash",
     "yes", "no", "", "field[-1]"]), st.lists(st.sampled_from(["hand[0]", "p2.field[0]", "yes", 0, 1]), max_size=3),
    st.dictionaries(st.sampled_from(["reserve", "field[0]", "field[1]", "soul"]),
                    st.one_of(st.integers(-2, 9), st.just("reserve")), max_size=3))
_KEYS = st.sampled_from(["card", "pay", "place", "from", "to", "count", "soul", "with", "choices", "timing",
                         "succession", "effect", "colour", "cards", "x"])


@SETTINGS
@given(seed=st.integers(0, 10_000), decisions=st.integers(0, 150), by=st.integers(0, 1),
       do=st.sampled_from([v for v in VERBS if v != "concede"]),
       args=st.dictionaries(_KEYS, _VALUES, max_size=4))
def test_an_illegal_action_changes_nothing(seed, decisions, by, do, args):
    game = game_after(seed, decisions)
    if game.is_over:
        return
    before = fingerprint(game)
    try:
        action = Action(by, do, **args)
        game.clone().apply(action)
    except IllegalAction:
        game_before = fingerprint(game)
        try:
            game.apply(action)
        except IllegalAction:
            pass
        else:
            raise AssertionError("an action refused once was accepted the second time")
        assert fingerprint(game) == game_before == before
        no_negative_counts(game)
        return
    # legal: it must keep every invariant
    cores = [p.cores_in_play() for p in game.state.players]
    events = game.apply(action)
    check_invariants(game, cores, events)
    assert action in game.history or action.do == "concede"


def test_unknown_keys_are_refused_with_a_rule_and_not_recorded():
    game = game_after(5, 4)
    assert game.decision.kind == "main"
    pi = game.decision.player
    before = fingerprint(game)
    for action in (Action(pi, "end_step", colour="red"), Action(pi, "move_core", **{"from": "reserve", "to":
                   "field[0]", "count": 1, "speed": 3}), Action(pi, "concede", now=True)):
        try:
            game.apply(action)
        except IllegalAction as e:
            assert e.rule and "has no key" in e.reason, e
        else:
            raise AssertionError(f"{action} was accepted")
        assert fingerprint(game) == before


# ---------------------------------------------------------------------- random sequences, saves
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), picks=st.lists(st.integers(0, 1_000), min_size=100, max_size=600))
def test_random_action_sequences_keep_the_invariants(seed, picks):
    """Any legal action, chosen by hypothesis (not by a bot), at every decision."""
    game = game_after(seed, 0)
    for k in picks:
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, "a decision without a legal action"
        before = [p.cores_in_play() for p in game.state.players]
        events = game.apply(legal[k % len(legal)])
        check_invariants(game, before, events)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), first=st.integers(0, 300), then=st.integers(1, 200))
def test_save_load_continue_equals_continuing(tmp_path_factory, seed, first, then):
    a, b = DECKS[seed % len(DECKS)], DECKS[(seed * 5 + 1) % len(DECKS)]
    game = Game.new(a.cards, b.cards, seed=seed)
    bots = (RandomBot(seed), RandomBot(seed + 1))
    for _ in range(first):
        if game.is_over:
            break
        ctx = DecisionContext(game)
        game.apply(bots[ctx.player].choose(ctx))
    path = tmp_path_factory.mktemp("save") / "game.json"
    save_game(str(path), SavedGame({"decks": [a.cards, b.cards], "first": None}, seed, actions=game.history), game)
    loaded = load_game(str(path)).replay()
    assert fingerprint(loaded) == fingerprint(game)
    later = (RandomBot(seed + 7), RandomBot(seed + 8))
    other = (RandomBot(seed + 7), RandomBot(seed + 8))
    for _ in range(then):
        if game.is_over:
            break
        ctx = DecisionContext(game)
        action = later[ctx.player].choose(ctx)
        assert other[ctx.player].choose(DecisionContext(loaded)) == action
        game.apply(action)
        loaded.apply(action)
    assert fingerprint(loaded) == fingerprint(game)


# ---------------------------------------------------------------------- random positions
# every built-in card, Eternal's too: a Token card made by Eternal's ``card:`` op is a token like Saga's
# (``token: true``), which the invariants count as made by an effect; a Token card itself is never placed
# (it is never in a Hand, Deck or Trash: E:衍生物)
_CARDS = [c for c in __import__("engine.cards", fromlist=["builtin_cards"]).builtin_cards()
          if c.id != "blank" and not c.token]
_FIELDABLE = [c for c in _CARDS if not c.is_magic]
_IDS = st.sampled_from([c.id for c in _CARDS])


@st.composite
def positions(draw):
    """A random legal position of the built-in cards, at a Main or Attack Step."""
    def side():
        field = []
        for card in draw(st.lists(st.sampled_from(_FIELDABLE), max_size=4)):
            field.append({"card": card.id, "cores": card.lv1_cost + draw(st.integers(0, 3)),
                          "state": draw(st.sampled_from(["refresh", "exhausted"]))})
        soul = draw(st.sampled_from(["reserve", "trash"] + [f"field[{i}]" for i in range(len(field))]))
        return {"life": draw(st.integers(1, 5)), "reserve": draw(st.integers(0, 8)),
                "trash_cores": draw(st.integers(0, 3)), "soul_core": soul,
                "hand": draw(st.lists(_IDS, max_size=6)), "deck": draw(st.lists(_IDS, min_size=0, max_size=15)),
                "trash": draw(st.lists(_IDS, max_size=3)), "field": field}

    return {"version": 1, "seed": draw(st.integers(0, 2**31)),
            "turn": {"number": draw(st.integers(2, 8)), "player": draw(st.sampled_from(["p1", "p2"])),
                     "step": draw(st.sampled_from(["main", "attack"]))},
            "players": {"p1": side(), "p2": side()}}


_HAND_SIDE = {"version": 1, "seed": 0, "turn": {"number": 2, "player": "p1", "step": "main"},  # found by the test
              "players": {"p1": {"life": 1, "reserve": 0, "trash_cores": 0, "soul_core": "reserve",
                                 "hand": ["ST-R02", "ST-R03", "ST-R04", "ER-002"], "deck": ["ST-R01", "ST-R01"],
                                 "trash": [], "field": [{"card": "ST-G07", "cores": 0, "state": "refresh"},
                                                        {"card": "GE-Y028", "cores": 3, "state": "refresh"}]},
                          "p2": {"life": 1, "reserve": 0, "trash_cores": 0, "soul_core": "reserve", "hand": [],
                                 "deck": ["ST-R01"], "trash": [], "field": []}}}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mapping=positions(), picks=st.lists(st.integers(0, 1_000), min_size=10, max_size=120))
@example(mapping=_HAND_SIDE, picks=[0, 0, 0, 0, 0, 0, 0, 0, 329, 0])  # an Eternal card's hand-side, 手元, counted
def test_random_positions_and_actions_keep_the_invariants(mapping, picks):
    from engine.position import parse_position

    game = parse_position(mapping).game
    p1 = mapping["players"]["p1"]
    game._n1 = len(p1["hand"]) + len(p1["deck"]) + len(p1["trash"]) + len(p1["field"])
    game.run()
    for k in picks:
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, "a decision without a legal action"
        before = [p.cores_in_play() for p in game.state.players]
        events = game.apply(legal[k % len(legal)])
        check_invariants(game, before, events)
