"""Random self-play games under Battle Spirits Eternal, checking after every action that every card
and every core is accounted for, and Eternal's own invariants:

- every card of a player is in exactly one place: Deck, Hand, Trash, Removed Area, the Burst Area (one
  Burst at most, E:爆烈), the hand-side, the soul state, on the Field or under a field card (a fused
  Brave, an Advent source, or face down: E:FAQ-ADV Q3), or resolving in no area; a Token is only ever on the Field (E:衍生物);
- cores appear from or vanish into the Void only where an event says so, the Count Area included;
- one Soul Core, never in the Void; in Life only by 《封印》 (E9, E:能量與靈魂能量);
- a field card holds at most one Brave, and only Braves (E:合體卡 ■合體與分離);
- at every decision but a choice, no card on the Field has fewer cores than its minimum Lv (Lv3 for an
  Ultimate, E27): depletion has taken them.

The decks: two built from Eternal's rule test cards (tests/cards/eternal-test.yaml), which use every
mechanic the engine plays, and the built-in Eternal decks (resources/decks, format: eternal) if any.
"""
from __future__ import annotations

import pytest

from engine.deck import deck_problems, format_decks
from engine.game import Game
from engine.rulesets import get_ruleset
from engine.verbs.awaken import front
from testcards import cardset

GAMES = 1000  # issue 15: 1,000 random games with invariants
CHUNKS = 10
TEST_DECKS = {
    "test-braves-and-ultimates": ["ET-001", "ET-002", "ET-003", "ET-004", "ET-005", "ET-007", "ET-008", "ET-011",
                                  "ET-013", "ET-014", "ET-015", "ET-019", "ET-020", "ET-021", "ET-023", "ET-024", "ET-027",
                                  "ET-030"],
    "test-bursts-and-count": ["ET-001", "ET-002", "ET-004", "ET-009", "ET-010", "ET-012", "ET-016", "ET-017",
                              "ET-018", "ET-007", "ET-003", "ET-005", "ET-020", "ET-022", "ET-025", "ET-026"],
}
ZONES = ("deck", "hand", "trash", "removed", "burst", "mirage", "hand_side", "souls", "contract_pick")


def _decks() -> list[list[str]]:
    out = [[cid for cid in ids for _ in range(3)] for ids in TEST_DECKS.values()]
    out += [d.cards for d in format_decks("eternal").values()]
    return out


def check(game, before_cores, events):
    st = game.state
    n1, n0 = game._n1, game._n0
    seen: set = set()
    for pi, p in enumerate(st.players):
        limbo = [uid for owner, uid in st.limbo if owner == pi]
        places = [u for z in ZONES for u in p.zone(z)] + limbo
        demons: set = set()
        for fc in p.field:
            places.append(front(game, fc.uid))  # an awakened card is its side B's uid on the Field
            # a Demon-God Brave fused to two Spirits is under both (E:異魔神合體卡): one place
            places.extend(u for u in fc.under if not ("demon_god" in st.cards[u].kinds and u in demons))
            demons.update(u for u in fc.under if "demon_god" in st.cards[u].kinds)
            places.extend(fc.down)  # face down under it (E:FAQ-ADV Q3): no source, one place
            assert not set(fc.down) & set(fc.under), "a face-down card is no Advent source"
            braves = [u for u in fc.under if st.cards[u].type == "brave"]
            assert len(braves) <= 1, "at most one Brave on a Brave Spirit"
        assert len(p.zone("burst")) <= 1, "one Burst at a time (E:爆烈)"
        assert len(places) == len(set(places)), f"p{pi + 1}: a card is in two places"
        mine = set(range(n1)) if pi == 0 else set(range(n1, n0))
        tokens = set(places) - mine
        assert mine <= set(places), f"p{pi + 1}: a card vanished"
        assert all(u >= n0 and "token" in st.cards[u].kinds for u in tokens), f"p{pi + 1}: a foreign card"
        assert tokens <= {fc.uid for fc in p.field}, "a Token is only on the Field"
        assert all((fc.face == 1) == bool(st.cards[fc.uid].ext and "_front" in st.cards[fc.uid].ext) for fc in p.field)
        seen |= set(places)
        for n in (p.reserve, p.life, p.trash_cores, p.zone("count")):
            assert n >= 0
        assert sum(1 for fc in p.field if fc.soul) == (1 if p.soul_at == "field" else 0), "exactly one Soul Core"
        assert p.soul_at != "void"
        for fc in p.field:
            assert fc.cores >= 0
            if game.is_over or game.decision.kind == "choose" or fc.pending is not None:
                continue
            assert fc.total_cores >= st.cards[fc.uid].lv1_cost, "a card below its minimum Lv was depleted"
        delta = p.cores_in_play() - before_cores[pi]
        assert delta == sum(e.void for e in events if e.player == pi), f"p{pi + 1}: cores appeared or vanished"
    assert len(seen) == len(seen & set(range(len(st.cards))))


def test_the_test_decks_are_legal():
    rs = get_ruleset("eternal")
    for deck in _decks():
        assert rs.deck_problems(deck, cardset()) == []


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_eternal_games_keep_invariants(chunk, play_random):
    decks = _decks()
    per = GAMES // CHUNKS
    for k in range(chunk * per, (chunk + 1) * per):
        a, b = decks[k % len(decks)], decks[(k * 3 + 1) % len(decks)]
        game = Game.new(a, b, seed=9000 + k, cardset=cardset(), ruleset="eternal", first=None if k % 3 else k % 2)
        game._n1, game._n0 = len(a), len(a) + len(b)
        play_random(game, check, k)


def test_built_in_eternal_decks_pass_the_deck_rules():
    for name, d in format_decks("eternal").items():
        assert deck_problems(d) == [], name


def test_face_down_cards_under_a_spirit_are_hidden_from_the_opponent():
    """E:FAQ-ADV Q3: a card face down under a Spirit is hidden information: the opponent's view has a hidden
    card with a fresh uid there; its controller's view keeps it; a clone keeps it."""
    from pathlib import Path

    from engine import position as P
    from testcards import library

    path = Path(__file__).resolve().parent.parent / "positions" / "eternal" / "FAQ-ADV-Q3-face-down-cards-are-no-sources.yaml"
    g = P.load_position_file(path, library()).game
    fc = g.state.players[0].field[0]
    assert [g.card(u).id for u in fc.down] == ["ET-001"] and g.clone().state.players[0].field[0].down == fc.down
    theirs = g.view_for(1)
    down = theirs.state.players[0].field[0].down
    assert len(down) == 1 and theirs.card(down[0]).id == "hidden" and down[0] != fc.down[0]
    assert [u for u in theirs.state.players[0].field[0].under] == list(fc.under)  # the face-up source stays seen
    mine = g.view_for(0)
    assert [mine.card(u).id for u in mine.state.players[0].field[0].down] == ["ET-001"]
