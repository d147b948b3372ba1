"""The bots: registry, determinism, legality over complete games, and no peeking.

Budgets are small so the file runs in seconds; strength is measured by the arena
(``spirit-table arena``), never here.
"""
from __future__ import annotations

import json

import pytest

from engine.bots import BOTS, Bot, DecisionContext, make_bot
from engine.bots.search import SearchBot, StrongBot
from engine.deck import builtin_decks
from engine.errors import IllegalAction
from engine.game import Game
from engine.position import load_position_text, play_position

NAMES = ("random", "greedy", "search", "strong", "easy", "normal", "hard", "strongest")


def small(name: str, seed: int) -> Bot:
    """A bot of this level with a test-sized budget."""
    if name in ("search", "hard"):
        return SearchBot(seed=seed, iterations=12)
    if name in ("strong", "strongest"):
        return StrongBot(seed=seed, iterations=16)
    return make_bot(name, seed)


def decks():
    d = builtin_decks()
    return d["red-blaze"], d["azure-tide"], d["green-wilds"], d["dusk-armada"]


def play(bots, deck1, deck2, seed: int, limit: int = 3000, check: bool = True):
    """Play a game; every action a bot returns must be legal. Returns (game, actions)."""
    game = Game.new(deck1.cards, deck2.cards, seed=seed)
    actions = []
    while not game.is_over and len(actions) < limit:
        ctx = DecisionContext(game)
        a = bots[ctx.player].choose(ctx)
        assert a.by == ctx.player
        if check:
            err = game.why_illegal(a)
            assert err is None, f"{bots[ctx.player].name} chose an illegal action {a}: {err}"
        game.apply(a)
        actions.append(a)
    return game, actions


def test_registry_names():
    for name in NAMES:
        assert name in BOTS
        bot = make_bot(name, seed=3)
        assert isinstance(bot, Bot)
        assert bot.name == name
    with pytest.raises(ValueError):
        make_bot("nobody")


def test_levels_and_aliases():
    from engine.bots import ALIASES, LEVELS, canonical

    assert LEVELS == ("easy", "normal", "hard", "strongest")
    for alias, level in ALIASES.items():
        assert type(make_bot(alias)) is type(make_bot(level))  # the same bot under its older name
        assert canonical(alias) == level
    assert type(make_bot("hard")) is SearchBot and type(make_bot("strongest")) is StrongBot
    assert make_bot("strongest").iterations > make_bot("hard").iterations


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_complete_games_are_legal_and_finish(name):
    red, blue, green, purple = decks()
    for k, (d1, d2) in enumerate(((red, blue), (green, purple))):
        bots = (small(name, 10 + k), make_bot("random" if name != "random" else "greedy", 20 + k))
        if k % 2:
            bots = bots[::-1]
        game, actions = play(bots, d1, d2, seed=100 + k)
        assert game.is_over, f"{name}: the game did not finish in {len(actions)} decisions"


def test_search_against_greedy_is_legal():
    red, blue, green, purple = decks()
    game, _ = play((small("search", 1), make_bot("greedy", 2)), green, red, seed=7)
    assert game.is_over


def test_effect_decks_are_legal():
    """The decks with scripted effects: Magic, Flash Timings, effect choices."""
    all_decks = builtin_decks()
    fx = [d for d in all_decks.values() if any(c.startswith("S") and not c.startswith("ST-") for c in d.cards)]
    if len(fx) < 2:
        pytest.skip("no built-in decks with effects")
    kinds = set()
    for k in range(3):
        d1, d2 = fx[(2 * k) % len(fx)], fx[(2 * k + 1) % len(fx)]
        bots = (small("search", k), make_bot("greedy", k + 7))
        if k % 2:
            bots = bots[::-1]
        game = Game.new(d1.cards, d2.cards, seed=40 + k)
        n = 0
        while not game.is_over and n < 3000:
            ctx = DecisionContext(game)
            kinds.add(ctx.kind)
            a = bots[ctx.player].choose(ctx)
            assert game.why_illegal(a) is None, a
            game.apply(a)
            n += 1
        assert game.is_over
    assert {"main", "attack", "block"} <= kinds


def test_tree_mode_is_legal_and_deterministic():
    red, blue, *_ = decks()

    def run():
        bots = (SearchBot(seed=3, iterations=10, mode="tree"), make_bot("greedy", 4))
        _, actions = play(bots, blue, red, seed=5, limit=80)
        return [a.text() for a in actions]

    assert run() == run()


def test_step_budget_bounds_the_playouts():
    red, blue, *_ = decks()
    bot = SearchBot(seed=1, iterations=10_000, steps=300)
    game = Game.new(red.cards, blue.cards, seed=2)
    searched = 0
    while not game.is_over and searched < 3:
        ctx = DecisionContext(game)
        if ctx.player == 0:
            before = bot.steps
            a = bot.choose(ctx)
            if bot.last_iterations:
                searched += 1
                assert bot.steps - before < 300 + 200  # one sample round may finish past the budget
        else:
            a = make_bot("greedy", 1).choose(ctx)
        game.apply(a)


@pytest.mark.parametrize("name", NAMES)
def test_deterministic_given_seed(name):
    red, blue, *_ = decks()

    def run():
        bots = (small(name, 5), make_bot("greedy", 6))
        _, actions = play(bots, red, blue, seed=11, limit=60 if name in ("search", "strong") else 3000,
                          check=False)
        return [a.text() for a in actions]

    assert run() == run()


def test_different_seeds_can_differ():
    red, blue, *_ = decks()
    seqs = set()
    for seed in range(4):
        _, actions = play((make_bot("random", seed), make_bot("random", 99)), red, blue, seed=3, check=False)
        seqs.add(tuple(a.text() for a in actions))
    assert len(seqs) > 1


@pytest.mark.parametrize("name", ["greedy", "search"])
def test_explain_lists_candidates(name):
    red, blue, *_ = decks()
    bot = small(name, 4)
    game = Game.new(red.cards, blue.cards, seed=2)
    seen = 0
    while not game.is_over and seen < 3:
        ctx = DecisionContext(game)
        if ctx.player == 0:
            a = bot.choose(ctx)
            ex = bot.explain()
            assert ex and all(isinstance(t, str) and isinstance(v, float) for t, v in ex)
            if len(ctx.legal) > 1 and ctx.kind in ("main", "attack", "block"):
                seen += 1
        else:
            a = make_bot("greedy", 1).choose(ctx)
        game.apply(a)


# ---------------------------------------------------------------------- no peeking
BASE = """
version: 1
seed: 4
turn: {{number: 5, player: p1, first: p1, step: main}}
players:
  p1:
    life: 4
    reserve: 3
    hand: [ST-R02, ST-R03, ST-Y01, ST-R05]
    deck: [ST-R01, ST-Y02, ST-R04, ST-Y03, ST-R06, ST-Y05, ST-R07, ST-Y04]
    trash: [ST-Y02]
    field:
      - {{card: ST-R01, cores: 1}}
      - {{card: ST-Y03, cores: 1}}
  p2:
    life: 3
    reserve: 2
    hand: {hand2}
    deck: {deck2}
    trash: [ST-B01]
    field:
      - {{card: ST-B02, cores: 3}}
      - {{card: ST-W03, cores: 1, state: exhausted}}
actions: {actions}
"""

HIDDEN_A = ("[ST-B05, ST-W01, ST-B03]", "[ST-W05, ST-B04, ST-W02, ST-B06, ST-W04, ST-B07]")
HIDDEN_B = ("[ST-W06, ST-W06, ST-B06]", "[ST-B01, ST-W01, ST-W01, ST-B02, ST-B02, ST-W07]")
# the p1 side as p2 sees it: same counts, other cards
P1_OTHER = {"hand": "[ST-G01, ST-G06, ST-P03, ST-P06]",
            "deck": "[ST-P01, ST-P01, ST-G02, ST-G02, ST-G03, ST-G04, ST-G05, ST-P07]"}


def _position(hidden, actions="[]", p1_other=False):
    text = BASE.format(hand2=hidden[0], deck2=hidden[1], actions=actions)
    if p1_other:
        text = text.replace("[ST-R02, ST-R03, ST-Y01, ST-R05]", P1_OTHER["hand"])
        text = text.replace("[ST-R01, ST-Y02, ST-R04, ST-Y03, ST-R06, ST-Y05, ST-R07, ST-Y04]", P1_OTHER["deck"])
    pos = load_position_text(text)
    return play_position(pos).game


def _same_view(a: Game, b: Game, player: int) -> None:
    va, vb = a.view_for(player), b.view_for(player)
    for pa, pb in zip(va.state.players, vb.state.players):
        assert pa.hand == pb.hand and pa.deck == pb.deck
    # the real games do differ in what the player may not see
    opp = 1 - player
    ra = [a.state.cards[u].id for u in a.state.players[opp].hand + a.state.players[opp].deck]
    rb = [b.state.cards[u].id for u in b.state.players[opp].hand + b.state.players[opp].deck]
    assert ra != rb


def _choices(bot_factory, game_a, game_b, n: int = 4):
    """The bot's choices over ``n`` decisions of the same player in two games, applying the
    same actions in both; the games must keep offering the same decisions."""
    out = []
    for _ in range(n):
        if game_a.is_over:
            break
        ca, cb = DecisionContext(game_a), DecisionContext(game_b)
        assert (ca.player, ca.kind) == (cb.player, cb.kind)
        xa = bot_factory().choose(ca)
        xb = bot_factory().choose(cb)
        assert xa == xb, f"the choice changed with the opponent's hidden cards: {xa} / {xb}"
        out.append(xa)
        game_a.apply(xa)
        game_b.apply(xb)
        if game_a.decision is None or game_a.decision.player != ca.player:
            break
    return out


@pytest.mark.parametrize("name", NAMES)
def test_no_peek_main_step(name):
    a, b = _position(HIDDEN_A), _position(HIDDEN_B)
    assert a.decision.player == 0 and a.decision.kind == "main"
    _same_view(a, b, 0)
    chosen = _choices(lambda: small(name, 8), a, b)
    assert chosen


@pytest.mark.parametrize("name", NAMES)
def test_no_peek_block(name):
    # p1 attacks; p2 (the bot) decides its block without seeing p1's Hand and Deck
    acts = "[{by: p1, do: end_step}, {by: p1, do: attack, with: 'field[0]'}, {by: p2, do: pass}, {by: p1, do: pass}]"
    a = _position(HIDDEN_A, acts)
    b = _position(HIDDEN_A, acts, p1_other=True)
    d = a.decision
    assert d.player == 1 and d.kind == "block", d
    _same_view(a, b, 1)
    _choices(lambda: small(name, 8), a, b, n=1)


def test_search_samples_never_read_hidden_cards():
    """The determinizations of two views that differ only in hidden cards are identical."""
    from engine.bots.determinize import OpponentModel, determinize
    from engine.rng import Rng

    a, b = _position(HIDDEN_A), _position(HIDDEN_B)
    va, vb = a.view_for(0), b.view_for(0)
    ma, mb = OpponentModel(va, 0), OpponentModel(vb, 0)
    for seed in range(5):
        ga, gb = determinize(va, 0, ma, Rng(seed)), determinize(vb, 0, mb, Rng(seed))
        for pa, pb in zip(ga.state.players, gb.state.players):
            assert [ga.state.cards[u].id for u in pa.hand] == [gb.state.cards[u].id for u in pb.hand]
            assert [ga.state.cards[u].id for u in pa.deck] == [gb.state.cards[u].id for u in pb.deck]
        # a sample is a complete game: no hidden card left
        assert all(ga.state.cards[u].id != "hidden" for p in ga.state.players for u in p.hand + p.deck)


# ---------------------------------------------------------------------- sensible play
LETHAL = """
version: 1
turn: {number: 6, player: p1, first: p1, step: attack}
players:
  p1:
    life: 3
    reserve: 0
    deck: 10
    field:
      - {card: ST-R03, cores: 1}
      - {card: ST-R02, cores: 1}
  p2:
    life: 1
    reserve: 0
    deck: 10
    field:
      - {card: ST-B01, cores: 1, state: exhausted}
"""

SURVIVE = """
version: 1
turn: {number: 6, player: p1, first: p1, step: attack}
players:
  p1:
    life: 3
    deck: 10
    field:
      - {card: ST-R03, cores: 1}
  p2:
    life: 1
    deck: 10
    field:
      - {card: ST-B01, cores: 1}
actions:
  - {by: p1, do: attack, with: 'field[0]'}
  - {by: p2, do: pass}
  - {by: p1, do: pass}
"""

NO_SHUFFLE = """
version: 1
turn: {number: 6, player: p1, first: p1, step: second_main}
players:
  p1:
    life: 5
    reserve: 0
    deck: 10
    field:
      - {card: ST-R01, cores: 1}
      - {card: ST-R02, cores: 1}
  p2:
    life: 5
    deck: 10
    field:
      - {card: ST-B01, cores: 1}
"""


@pytest.mark.parametrize("name", ["greedy", "search"])
def test_attacks_when_lethal(name):
    game = play_position(load_position_text(LETHAL)).game
    a = small(name, 1).choose(DecisionContext(game))
    assert a.do == "attack"


@pytest.mark.parametrize("name", ["greedy", "search"])
def test_blocks_to_survive(name):
    game = play_position(load_position_text(SURVIVE)).game
    assert game.decision.kind == "block"
    a = small(name, 1).choose(DecisionContext(game))
    assert a.do == "block"


@pytest.mark.parametrize("name", ["greedy", "search"])
def test_no_pointless_core_shuffling(name):
    """With nothing to level up, the bot ends the step instead of moving cores around."""
    game = play_position(load_position_text(NO_SHUFFLE)).game
    a = small(name, 1).choose(DecisionContext(game))
    assert a.do == "end_step", a


# ---------------------------------------------------------------------- arena figures
def test_arena_json_keys(capsys):
    from app.arena import run_arena

    r = run_arena("bot:greedy", "bot:random", games=4, seed=1)
    for k in ("p1", "p2"):
        w = r["win_rate"][k]
        assert 0.0 <= w["ci95"][0] <= w["rate"] <= w["ci95"][1] <= 1.0
        t = r["decision_time"][k]
        assert set(t) >= {"mean_s", "median_s", "p95_s"}
        assert 0.0 <= t["median_s"] <= t["p95_s"]
    assert r["wins"]["p1"] + r["wins"]["p2"] + r["draws"] == 4
    json.dumps(r)


def test_an_arena_played_in_processes_plays_the_same_games():
    """``--jobs N``: the games are the same, so are the figures that do not measure time."""
    from app.arena import arena_game, run_arena

    one = run_arena("bot:greedy", "bot:easy", games=6, seed=2)
    two = run_arena("bot:greedy", "bot:easy", games=6, seed=2, jobs=3)
    for key in ("wins", "draws", "decisions", "win_rate", "games", "bots"):
        assert one[key] == two[key], key
    assert two["jobs"] == 3 and "jobs" not in one
    task = (("greedy", "easy"), 5, 2, "standard", None, None, False)
    assert arena_game(task)["decisions"] == arena_game(task)["decisions"]  # a game is a function of its task


def test_a_ladder_played_in_processes_gives_the_same_ladder():
    from app.ladder import run_ladder

    one = run_ladder(["random", "easy", "normal"], games=2, seed=4)
    two = run_ladder(["random", "easy", "normal"], games=2, seed=4, jobs=2)
    assert one["ladder"] == two["ladder"]


def test_jobs_must_be_a_number_of_processes(capsys):
    from app.cli import main

    assert main(["arena", "--p1", "bot:random", "--p2", "bot:random", "--games", "2", "--jobs", "0"]) != 0
    assert "give a number from 1 to 256" in capsys.readouterr().err


def test_illegal_action_is_refused_unchanged():
    """The engine refuses a bad action; the bots never rely on anything else."""
    red, blue, *_ = decks()
    game = Game.new(red.cards, blue.cards, seed=1)
    before = game.clone()
    from engine.actions import Action

    with pytest.raises(IllegalAction):
        game.apply(Action(game.decision.player, "attack", **{"with": "field[9]"}))
    assert game.decision.kind == before.decision.kind


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "strongest"])
def test_levels_never_peek_at_their_real_budget(level):
    """Each level as a player meets it (``make_bot``, full budget): the opponent's hidden Hand
    and Deck differ between two real games, the level's view is the same, and so is its move."""
    a, b = _position(HIDDEN_A), _position(HIDDEN_B)
    _same_view(a, b, 0)
    ca, cb = DecisionContext(a), DecisionContext(b)
    assert len(ca.legal) > 1
    xa = make_bot(level, seed=5).choose(ca)
    xb = make_bot(level, seed=5).choose(cb)
    assert xa == xb, f"{level} changed its move with the opponent's hidden cards: {xa} / {xb}"
