"""The Dragon Ball Super Card Game on the kernel: set-up (D 5-2), the decision interface, honest views, deck rules
(D 5-1), the card set, the infinite-loop rule (D 11-1-2), and 1,000 random games with every card accounted for."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import DecisionContext, make_bot
from engine.deck import deck_problems, format_decks, load_deck
from engine.dbscg.cards import KEYWORDS, builtin_cards, load_cards
from engine.errors import IllegalAction
from engine.game import Game
from engine.rulesets import get_ruleset

RS = get_ruleset("dbscg")
DECKS = list(format_decks("dbscg").values())


def new(seed=0, a=0, b=1, first=None):
    return Game.new(DECKS[a].cards, DECKS[b].cards, seed=seed, ruleset="dbscg", first=first)


def keep_both(g):
    for _ in range(2):
        g.apply(Action(g.decider, "keep"))


def test_the_format_is_registered_with_its_own_game_class():
    g = new()
    assert type(g).__name__ == "DbGame" and g.ruleset is RS and RS.game == "dbscg"
    assert g.decision.kind == "mulligan" and g.decision.player == g.state.first_player


def test_setup_draw_six_life_eight_random_first_player():
    firsts = set()
    for seed in range(12):
        g = new(seed)
        keep_both(g)
        st = g.state
        firsts.add(st.first_player)
        fp = st.first_player
        assert [len(p.life) for p in st.players] == [8, 8]  # 5-2-1-7
        assert len(st.players[fp].hand) == 6  # 5-2-1-6; the first player does not draw on turn 1 (6-2-3)
        assert len(st.players[1 - fp].hand) == 6
        assert [len(p.deck) for p in st.players] == [36, 36]
        assert st.players[0].leader is not None and not st.players[0].leader.back  # 5-2-1-2: front up
        assert g.decision.kind == "charge" and g.decision.player == fp
    assert firsts == {0, 1}  # 5-2-1-5: random, no choice


def test_partial_mulligan_returns_any_number_once():
    g = new(3)
    fp = g.decider
    before = list(g.state.players[fp].hand)
    g.apply(Action(fp, "redraw", cards=["hand[0]", "hand[2]"]))
    hand = g.state.players[fp].hand
    assert len(hand) == 6 and hand[:4] == [before[1], before[3], before[4], before[5]]
    assert g.decider == 1 - fp  # one chance each, the first player first (5-2-1-6)
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(1 - fp, "redraw", cards=["hand[9]"]))
    assert e.value.rule == "D 5-2-1-6-1"


def test_a_refused_action_changes_nothing_and_cites_a_rule():
    g = new(4)
    keep_both(g)
    g.apply(Action(g.decider, "pass"))
    before = g.clone()
    for bad in (Action(g.decider, "attack", target="p1.leader", **{"with": "battle[7]"}),
                Action(g.decider, "play", card="hand[40]"), Action(1 - g.decider, "end_phase"),
                Action(g.decider, "charge", card="hand[0]")):
        with pytest.raises(IllegalAction) as e:
            g.apply(bad)
        assert e.value.rule.startswith("D ")
    assert [p.hand for p in g.state.players] == [p.hand for p in before.state.players]
    assert g.agenda == before.agenda and g.phase == before.phase


def test_view_hides_the_opponents_hand_deck_and_every_life_card():
    g = new(5)
    keep_both(g)
    me = g.decider
    v = g.view_for(me)
    opp = v.state.players[1 - me]
    assert all(v.state.cards[u].id == "hidden" for u in opp.hand + opp.deck + opp.life)
    assert all(v.state.cards[u].id == "hidden" for u in v.state.players[me].life)  # 3-9-2: nobody looks at Life
    assert sorted(v.state.players[me].hand) == sorted(g.state.players[me].hand)
    assert v.seed is None and v.history == []
    assert len(opp.hand) == len(g.state.players[1 - me].hand)


def test_clone_is_independent():
    g = new(6)
    keep_both(g)
    c = g.clone()
    c.apply(c.legal_actions()[0])
    assert c.state.players[g.decider].hand != g.state.players[g.decider].hand or c.phase != g.phase


def test_every_offered_option_is_accepted():
    g = new(7)
    bot = make_bot("random", 1)
    for _ in range(300):
        if g.is_over:
            break
        for a in g.legal_actions():
            assert g.why_illegal(a) is None, a
        g.apply(bot.choose(DecisionContext(g, with_view=False)))


def test_deck_rules():
    cs = builtin_cards()
    for d in DECKS:
        assert deck_problems(d) == [], d.name
    assert len(DECKS) >= 6
    base = DECKS[0].cards
    short = base[:-1]
    assert any(r == "D 5-1-3" for r, _ in RS.deck_problems(short, cs))
    five = [c for c in base if not cs[c].is_leader][:45] + ["DB-R-01"] * 5
    assert any(r == "D 5-1-3-1" for r, _ in RS.deck_problems([base[0]] + five, cs))
    no_leader = [c for c in base if not cs[c].is_leader] + ["DB-R-01"]
    assert any(r == "D 5-1-2" for r, _ in RS.deck_problems(no_leader, cs))
    ult = ["DB-R-L1"] + ["DB-R-09"] * 2 + ["DB-R-01"] * 4 + [c for c in base if not cs[c].is_leader][:44]
    assert any(r == "D 10-14-1" for r, _ in RS.deck_problems(ult, cs))
    sc = ["DB-R-L1"] + ["DB-R-10"] * 4 + ["DB-U-18"] * 1 + ["DB-R-01"] * 4 + ["DB-R-02"] * 4 + \
        [c for c in base if not cs[c].is_leader and c not in ("DB-R-10",)][:37]
    assert any(r == "D 10-17" for r, _ in RS.deck_problems(sc, cs))
    db = ["DB-K-L1"] + ["DB-K-11"] * 6 + ["DB-K-12"] * 2 + ["DB-K-01"] * 4 * 10 + ["DB-K-02"] * 2
    probs = RS.deck_problems(db, cs)
    assert any(r == "D 10-31-1" for r, _ in probs)  # 8 [Dragon Ball] cards
    assert not any(r == "D 5-1-3-1" and "Wish Orb" in s for r, s in probs)  # 6 copies of one: allowed


def test_the_cli_knows_a_decks_game(tmp_path, capsys):
    from app.cli import main

    src = DECKS[0].path
    assert main(["deck", "check", src]) == 0
    assert "legal for dbscg" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nformat: dbscg\ncards:\n  DB-R-L1: 1\n  DB-R-01: 5\n", "utf-8")
    assert main(["deck", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "D 5-1-3-1" in out and "D 5-1-3" in out


def test_card_set_has_100_cards_every_keyword_and_texts():
    cs = builtin_cards()
    assert cs.problems == []
    assert len(cs) >= 100
    types = {c.type for c in cs}
    assert types == {"leader", "battle", "extra"}
    used = {k for c in cs for k, _ in c.keywords} | {k for c in cs if c.back for k, _ in c.back.keywords}
    assert set(KEYWORDS) - {"token"} <= used, set(KEYWORDS) - used
    skills = [s for c in cs for s in c.skills + (c.back.skills if c.back else ())]
    for mark in ("once_per_turn", "bond", "sparking", "burst", "options"):
        assert any(mark in s for s in skills), mark
    assert {s["counter"] for s in skills if s["kind"] == "counter"} == {"play", "attack", "counter"}
    assert all(c.text for c in cs if c.keywords or c.skills)  # a vanilla card has no text
    assert all(c.back is not None and c.back.text for c in cs if c.is_leader)


def test_a_damaged_card_file_is_reported_and_skipped(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("format: dbscg\ncards:\n- {id: X-1, name: Fighter, type: battle, power: 5000}\n", "utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: dbscg\ncards:\n- {id: X-2, name: Bad, type: battle, keywords: [flying]}\n", "utf-8")
    cs = load_cards(str(tmp_path))
    assert "X-1" in cs and "X-2" not in cs
    (path, msg), = cs.problems
    assert path.endswith("bad.yaml") and "keywords[0]" in msg and "line 3" in msg


def test_an_endless_loop_is_a_draw():
    """11-1-2: a loop no player can stop ends the game in a draw."""
    g = new(8)
    RS.tasks["_loop_test"] = lambda game, task: game.push(("_loop_test",))
    try:
        g.push(("_loop_test",))
        g.phase = "run"
        g.run()
    finally:
        del RS.tasks["_loop_test"]
    assert g.winner == "draw" and g.events[-1].params["rule"] == "D 11-1-2"


def _count(g) -> int:
    st = g.state
    n = sum(p.card_count() for p in st.players) + len(st.held) + len(st.removed)  # removed from the game: 10-19-2
    tokens = sum(1 for p in st.players for s in p.battle if st.cards[s.uid].kw("token"))
    return n - tokens


def test_a_thousand_random_games_keep_every_card():
    """Every card is in exactly one area (or declared, in no area, during a counter timing) all game long."""
    ends = {0: 0, 1: 0, "draw": 0}
    for k in range(1000):
        g = new(k, k % len(DECKS), (k + 1 + k // 6) % len(DECKS))
        total = _count(g)
        bots = (make_bot("random", 2 * k + 1), make_bot("random", 2 * k + 2))
        n = 0
        while not g.is_over:
            g.apply(bots[g.decider].choose(DecisionContext(g, with_view=False)))
            n += 1
            assert n < 5000
            if n % 7 == 0:
                assert _count(g) == total
                uids = [u for p in g.state.players for u in p.deck + p.hand + p.drop + p.life + p.warp + p.combo
                        + [x for s in p.battle for x in [s.uid] + s.under]] + g.state.removed
                assert len(uids) == len(set(uids))
        assert _count(g) == total
        ends[g.winner] += 1
    assert ends[0] > 300 and ends[1] > 300


def test_a_saved_game_replays(tmp_path):
    from engine.save import SavedGame, load_game, save_game

    g = new(11)
    bots = (make_bot("random", 3), make_bot("random", 4))
    for _ in range(120):
        if g.is_over:
            break
        g.apply(bots[g.decider].choose(DecisionContext(g, with_view=False)))
    saved = SavedGame.from_game(g, {"decks": [DECKS[0].cards, DECKS[1].cards]})
    path = tmp_path / "game.json"
    save_game(str(path), saved, g)
    again = load_game(str(path)).replay()
    assert [p.hand for p in again.state.players] == [p.hand for p in g.state.players]
    assert again.state.turn == g.state.turn and again.phase == g.phase
