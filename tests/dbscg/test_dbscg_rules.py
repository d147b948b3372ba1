"""The rules added last: every keyword the manual defines (D chapter 10) is used by a card of the set, and the
procedures of [Union-Fusion], [Union-Absorb], [Wish], gaining control (11-5) and looking at the Deck (11-6)
that position files cannot show (who sees what, where a taken card goes in a clone, random games that use them)."""
from __future__ import annotations

from engine.actions import Action
from engine.bots import DecisionContext, make_bot
from engine.dbscg.cards import KEYWORDS, builtin_cards
from engine.deck import format_decks
from engine.game import Game
from engine.position import load_position_text

DECKS = list(format_decks("dbscg").values())

# D chapter 10, each keyword as our cards carry it: a keyword name, or a mark of a skill
MANUAL = {
    "KO (10-1)": ("op", "ko"), "[Awaken] (10-2)": ("kind", "awaken"), "[Field] (10-3)": ("kw", "field"),
    "[Blocker] (10-4)": ("kw", "blocker"), "[Evolve] (10-5)": ("kw", "evolve"), "[EX-Evolve] (10-5)": ("kw", "ex_evolve"),
    "[Xeno-Evolve] (10-5)": ("kw", "xeno_evolve"), "[Critical] (10-6)": ("kw", "critical"),
    "[Double Strike] (10-7)": ("kw", "double_strike"), "[Triple Strike] (10-7)": ("kw", "triple_strike"),
    "[Quadruple Strike] (10-7)": ("kw", "quadruple_strike"), "[Dual Attack] (10-8)": ("kw", "dual_attack"),
    "[Triple Attack] (10-8)": ("kw", "triple_attack"), "[Revenge] (10-9)": ("kw", "revenge"),
    "[Counter: Play] (10-10)": ("counter", "play"), "[Counter: Attack] (10-10)": ("counter", "attack"),
    "[Counter: Counter] (10-10)": ("counter", "counter"), "[Once per Turn] (10-11)": ("mark", "once_per_turn"),
    "[Indestructible] (10-12)": ("kw", "indestructible"), "[Union-Fusion] (10-13-3)": ("kw", "union_fusion"),
    "[Union-Potara] (10-13-4)": ("kw", "union_potara"), "[Union-Absorb] (10-13-5)": ("kw", "union_absorb"),
    "[Ultimate] (10-14)": ("kw", "ultimate"), "[Over Realm] (10-15)": ("kw", "over_realm"),
    "[Barrier] (10-16)": ("kw", "barrier"), "[Super Combo] (10-17)": ("kw", "super_combo"),
    "Token (10-18)": ("op", "token"), "Remove from the game (10-19)": ("op", "remove"),
    "[Victory Strike] (10-20)": ("kw", "victory_strike"), "[Warrior of Universe 7] (10-21)": ("kw", "warrior_of_universe_7"),
    "[Deflect] (10-22)": ("kw", "deflect"), "[Bond] (10-23)": ("mark", "bond"), "[Swap] (10-24)": ("kw", "swap"),
    "[Dark Over Realm] (10-25)": ("kw", "dark_over_realm"), "[Wormhole] (10-26)": ("kw", "wormhole"),
    "Choose X (10-27)": ("mark", "options"), "[Wish] (10-28)": ("kind", "wish"), "[Sparking] (10-29)": ("mark", "sparking"),
    "[Burst] (10-30)": ("mark", "burst"), "[Dragon Ball]": ("kw", "dragon_ball"),
    "gaining control (11-5)": ("op", "take_control"), "looking at a secret area (11-6)": ("op", "look"),
}


def _sides(cs):
    for c in cs:
        yield c
        if c.back is not None:
            yield c.back


def _ops(sk):
    for o in sk.get("do", []) or []:
        yield o["op"]
    for opt in sk.get("options", []) or []:
        for o in opt:
            yield o["op"]


def test_every_keyword_the_manual_defines_is_used_by_a_card():
    cards = list(_sides(builtin_cards()))
    skills = [s for c in cards for s in c.skills]
    used = {
        "kw": {k for c in cards for k, _ in c.keywords},
        "kind": {s["kind"] for s in skills},
        "counter": {s["counter"] for s in skills if s["kind"] == "counter"},
        "mark": {m for s in skills for m in s},
        "op": {o for s in skills for o in _ops(s)},
    }
    missing = [name for name, (how, what) in MANUAL.items() if what not in used[how]]
    assert not missing, missing
    assert {k for _, (how, k) in MANUAL.items() if how == "kw"} >= set(KEYWORDS) - {"token"}


def test_the_new_cards_are_in_decks_that_pass_the_deck_rules():
    from engine.deck import deck_problems

    inside = set().union(*(set(d.cards) for d in DECKS))
    for cid in ("DB-G-19", "DB-K-20", "DB-K-21", "DB-U-19", "DB-Y-19"):
        assert cid in inside, cid
    for d in DECKS:
        assert deck_problems(d) == [], d.name


GAIN = """
version: 1
format: dbscg
turn: {number: 3, player: p1, first: p1, step: main}
players:
  p1:
    leader: DB-U-L1
    deck: 20
    life: 8
    hand: [DB-U-19]
    energy: [DB-U-01, DB-U-01, DB-U-01, DB-U-01, DB-U-01]
  p2:
    leader: DB-R-L1
    deck: 20
    life: 8
    battle: [{card: DB-R-03, state: rest, under: [DB-R-01]}]
"""


def test_a_taken_card_and_the_cards_under_it_return_to_their_owner():
    """11-5-1, 11-3-6: the card moves with what is under it; 3-1-7: when it leaves, each goes to its owner's
    Drop; a clone keeps who owns what, independently."""
    pos = load_position_text(GAIN.replace("DB-R-03, state: rest", "DB-R-02, state: rest"))
    g = pos.game
    g.run()
    g.apply(Action(0, "play", card="hand[0]"))
    p1, p2 = g.state.players
    taken = p1.battle[1]
    assert g.state.cards[taken.uid].id == "DB-R-02" and taken.rest and [g.state.cards[u].id for u in taken.under] == [
        "DB-R-01"]
    c = g.clone()
    from engine.dbscg.skills import leave_battle

    leave_battle(c, 0, c.state.players[0].battle[1], "drop")
    assert [c.state.cards[u].id for u in c.state.players[1].drop] == ["DB-R-01", "DB-R-02"]
    assert c.state.players[0].drop == [] and c.state.owners == {}
    assert g.state.owners and len(g.state.players[0].battle) == 2  # the original is untouched


def test_a_card_taken_back_by_its_owner_is_its_owners_again():
    pos = load_position_text(GAIN.replace("DB-R-03, state: rest, under: [DB-R-01]", "DB-R-02, state: rest"))
    g = pos.game
    g.run()
    g.apply(Action(0, "play", card="hand[0]"))
    slot = g.state.players[0].battle[1]
    from engine.dbscg.control import op_take_control

    op_take_control(g, 1, slot.uid, {"op": "take_control"}, [(0, slot)], None)
    assert g.state.owners == {} and slot in g.state.players[1].battle


LOOK = """
version: 1
format: dbscg
turn: {number: 3, player: p1, first: p1, step: main}
players:
  p1:
    leader: DB-Y-L1
    deck: [DB-Y-13, DB-Y-05, DB-Y-03, DB-Y-01, DB-Y-13, DB-Y-13]
    life: 8
    hand: [DB-Y-19]
    energy: [DB-Y-01, DB-Y-01]
  p2: {leader: DB-U-L1, deck: 20, life: 8, hand: [DB-U-01]}
"""


def test_only_the_master_is_told_the_cards_looked_at():
    """11-6-1: the cards looked at are named to the skill's master only; the opponent's view of the choice names
    nothing."""
    g = load_position_text(LOOK).game
    g.run()
    g.apply(Action(0, "play", card="hand[0]"))
    assert g.decision.kind == "choose" and g.decision.player == 0
    mine = g.view_for(0).state.choice.prompt
    theirs = g.view_for(1).state.choice
    assert "Bastion Golem" in str(mine.params) and theirs.options == ()
    assert "Bastion Golem" not in str(theirs.prompt.params)
    assert len(g.legal_actions()) == 1 + 2  # up to 1 of the two that fit (DB-Y-03, DB-Y-01), or none


def test_random_games_use_the_new_rules_and_keep_every_card():
    seen = set()
    want = {"absorb", "wish", "control", "look", "union_drop", "skill_timing"}
    for k in range(800):  # with the rebalanced decks a Union card first goes to the Drop in game 632
        if want <= seen:
            break
        a, b = k % len(DECKS), (k + 1 + k // 6) % len(DECKS)
        g = Game.new(DECKS[a].cards, DECKS[b].cards, seed=k, ruleset="dbscg")
        bots = (make_bot("random", 2 * k + 1), make_bot("random", 2 * k + 2))
        while not g.is_over:
            for e in g.apply(bots[g.decider].choose(DecisionContext(g, with_view=False))):
                seen.add(e.kind)
    assert want <= seen, want - seen


SKILL = """version: 1
format: dbscg
turn: {number: 3, player: p1, first: p1, step: main}
players:
  p1: {leader: DB-U-L1, deck: 20, life: 8, hand: [DB-U-01], energy: [DB-U-01]}
  p2: {leader: DB-Y-L1, deck: 20, life: 8, hand: [DB-Y-12, DB-Y-12], energy: [DB-Y-01, DB-Y-01, DB-Y-01, DB-Y-01]}
"""


def test_no_skill_counter_timing_occurs_in_a_counter_timing():
    """4-7-2-5: a "When played" skill activated while a counter timing is under way opens neither of its own
    counter timings (4-7-2-3, 4-7-2-4), and a play or attack timing does not open inside one."""
    from engine.dbscg import counter, skills
    g = load_position_text(SKILL).game
    g.run()
    st = g.state
    sk = st.cards[st.players[0].hand[0]].skills[0]
    assert skills.timing_kind(sk) == "play"
    n = len(g.agenda)
    skills.run_activated(g, 0, st.players[0].hand[0], None, sk)
    uid = st.players[0].hand[0]
    windows = [t for t in g.agenda[n:] if t[0] == "counter_window"]
    # the agenda runs last first: the timing before the skill resolves, its ops, the timing after (8-5-2-4 .. -6)
    assert windows == [("counter_window", "play", 1, "after", uid), ("counter_window", "play", 1, "before", uid)]
    assert g.agenda[-1] == windows[-1] and g.agenda[n] == windows[0]
    del g.agenda[n:]
    st.in_timing = True
    skills.run_activated(g, 0, st.players[0].hand[0], None, sk)
    assert not [t for t in g.agenda[n:] if t[0] == "counter_window"]
    del g.agenda[n:]
    phase = g.phase
    counter.t_counter_window(g, ("counter_window", "play", 1, "before", st.players[0].hand[0]))
    assert g.phase == phase and st.window is None  # p2 holds a usable [Counter: Play] but is not asked


def test_the_timings_after_a_skill_end_and_the_game_goes_on():
    """4-7-3-6: both of a skill's counter timings end (passed) and the turn player has the free timing again."""
    g = load_position_text(SKILL).game
    g.run()
    kinds = []
    for a in (Action(0, "play", card="hand[0]"), Action.raw(1, "pass"), Action.raw(1, "pass"), Action.raw(1, "pass")):
        kinds += [e.kind for e in g.apply(a)]
    assert kinds.count("skill_timing") == 2 and not g.state.in_timing
    assert g.decision.kind == "main" and g.decision.player == 0 and len(g.state.players[0].hand) == 1


def test_the_quick_policy_keeps_a_negate_play_counter_for_a_play():
    """A [Counter: Play] that negates a play does nothing in a skill's counter timing (no play is held): the bots'
    quick policy passes there and activates it when a play is declared."""
    from engine.dbscg import bot_policy
    g = load_position_text(SKILL).game
    g.run()
    g.apply(Action(0, "play", card="hand[0]"))
    assert bot_policy.quick(g, g.legal_actions()).do == "counter"  # 4-7-2-1: the play is held
    g.apply(Action.raw(1, "pass"))
    assert g.state.window[2:3] == ("before",)
    assert bot_policy.quick(g, g.legal_actions()).do == "pass"
