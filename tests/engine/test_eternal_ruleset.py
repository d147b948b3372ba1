"""Battle Spirits Eternal's rules that no position file can show: deck construction (E:牌組, E5), the
set-up with the Contract option (E:遊戲準備 ②⑤, E6), the turn's steps (E1), the sections refusals cite."""
from __future__ import annotations

from engine.actions import Action
from engine.game import Game
from engine.rulesets import get_ruleset
from testcards import cardset

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CS = cardset()  # the built-in cards and the test cards ET-### (tests/cards)
ET = get_ruleset("eternal")


def _deck(*ids, filler="ET-001"):
    cards = [cid for cid in ids]
    fill = ["ET-001", "ET-004", "ET-005", "ET-007", "ET-008", "ET-012", "ET-019", "ET-020", "ET-011", "ET-014",
            "ET-016", "ET-017", "ET-018", "ET-021"]
    k = 0
    while len(cards) < 40:
        cid = fill[k // 3 % len(fill)]
        if cards.count(cid) < 3:
            cards.append(cid)
        k += 1
    return cards


def test_steps_have_no_second_main_and_turn_one_skips_core_and_attack():
    assert ET.step_names == ("start", "core", "draw", "refresh", "main", "attack", "end")
    assert ET.first_turn_skips == {"core", "attack"}


def test_a_legal_eternal_deck_of_forty():
    assert ET.deck_problems(_deck(), CS) == []


def test_awaken_names_are_both_faces_names():
    """E:牌組: an Awaken card whose other face has another name is another card: 3 + 3 copies are legal."""
    deck = _deck("ET-027", "ET-027", "ET-027", "ET-028", "ET-028", "ET-028")
    assert CS["ET-027"].base_name == CS["ET-028"].base_name
    assert ET.deck_problems(deck, CS) == []
    four = _deck("ET-027", "ET-027", "ET-027", "ET-027")
    assert any("4 copies" in p[1] for p in ET.deck_problems(four, CS))


def test_one_kind_of_contract_card():
    from engine.cards import CardSet, card_from_data

    other = card_from_data({"id": "ET-X-PACT", "name": "Other Pact", "type": "spirit", "kinds": ["contract"],
                            "colors": ["red"], "cost": 1, "levels": [{"cores": 1, "bp": 1000}]}, "t", "eternal")
    cs = CS.extended([other])
    problems = ET.deck_problems(_deck("ET-013", "ET-013", "ET-013", "ET-X-PACT"), cs)
    assert [r for r, _s in problems] == ["E:契約 ■牌組構築與遊戲開始時的規則"]
    assert ET.deck_problems(_deck("ET-013", "ET-013", "ET-013"), cs) == []


def test_no_tokens_in_a_deck():
    problems = ET.deck_problems(_deck("ET-006"), CS)
    assert any(r == "E:衍生物" and "is a token" in s for r, s in problems)


def test_ultimates_and_braves_are_deck_cards_in_eternal_only():
    deck = _deck("ET-002", "ET-003")
    assert ET.deck_problems(deck, CS) == []
    assert any("ET-002" in s or "Test Brave" in s for _r, s in get_ruleset("standard").deck_problems(deck, CS))


def test_contract_option_draws_three_and_adds_the_contract_card():
    """E:遊戲準備 ②⑤: the Contract card taken out before shuffling joins the Hand after 3 cards are drawn."""
    deck = _deck("ET-013", "ET-013")
    g = Game.new(deck, _deck(), seed=4, cardset=CS, ruleset="eternal", first=0)
    assert g.decision.kind == "contract" and g.decision.player == 0
    assert Action(0, "contract", card="ET-013") in g.legal_actions()
    g.apply(Action(0, "contract", card="ET-013"))
    p = g.state.players[0]
    assert len(p.hand) == 4 and g.card(p.hand[-1]).id == "ET-013"
    assert len(p.deck) == 36 and sum(1 for u in p.deck if g.card(u).id == "ET-013") == 1
    assert g.decision.kind == "redraw"  # player two has no Contract card: not asked
    assert any(e.msg == "eternal_contract_added" for e in g.events)


def test_contract_option_declined_draws_four():
    g = Game.new(_deck("ET-013"), _deck(), seed=4, cardset=CS, ruleset="eternal", first=0)
    g.apply(Action(0, "no_contract"))
    assert len(g.state.players[0].hand) == 4 and len(g.state.players[0].deck) == 36


def test_a_deck_without_contract_cards_is_not_asked():
    g = Game.new(_deck(), _deck(), seed=4, cardset=CS, ruleset="eternal", first=1)
    assert g.decision.kind == "redraw" and g.decision.player == 1


def test_refusals_cite_the_manual_sections():
    assert ET.rejection_rule("11-1-1-5") == "E:費用支付與卡牌使用方法 ④"
    assert ET.rejection_rule("8-1-3-1") == "E:戰鬥步驟 ③"
    assert ET.rejection_rule("12-1-1") == "12-1-1"  # the manual defers to Standard there
    assert ET.cite("爆烈") == "E:爆烈" and ET.cite("E:爆烈") == "E:爆烈"


def test_the_burst_is_hidden_from_the_opponent():
    g = Game.new(_deck(), _deck(), seed=1, cardset=CS, ruleset="eternal", first=0)
    g.state.players[1].set_zone("burst", [g.state.players[1].deck.pop()])
    view = g.view_for(0)
    assert view.card(view.state.players[1].zone("burst")[0]).id == "hidden"
    assert g.view_for(1).card(g.view_for(1).state.players[1].zone("burst")[0]).id != "hidden"


def test_an_eternal_token_card_is_a_token_like_sagas():
    """E:衍生物: a card of kind token is a token (``token: true``): created with a ``token_created`` event,
    removed from the game with ``token_removed``, as Saga's tokens (the generic invariants count it)."""
    from engine import position as P

    assert CS["GE-B033"].token and CS["ET-006"].token and not CS["GE-B034"].token
    text = (ROOT / "tests" / "positions" / "eternal" / "token-is-a-token-like-sagas.yaml").read_text("utf-8")
    result = P.play_position(P.load_position_text(text))
    kinds = [e.kind for e in result.events if e.kind.startswith("token")]
    assert kinds == ["token_created", "token_removed"]
    made = [u for u, c in enumerate(result.game.state.cards) if c.token]
    assert len(made) == 1 and all(made[0] not in z for z in (result.game.state.players[0].trash,
                                                                result.game.state.players[0].hand))


def test_the_log_cites_the_manuals_sections():
    """A shared procedure's Standard number in an Eternal log line is the manual's section where it has one
    (E:回合流程 ①-⑦, E:戰鬥步驟 ①-⑦), and stays a Standard number where the manual defers to Standard."""
    from engine.rulesets.eternal_cites import eternal_cites

    assert eternal_cites("p1 draws 1 card (7-4-2)") == "p1 draws 1 card (E:回合流程 ③)"
    assert eternal_cites("p2 attacks (8-1-1)") == "p2 attacks (E:戰鬥步驟 ①)"
    assert eternal_cites("p1 wins (Life 0, 1-3-2-1)") == "p1 wins (Life 0, 1-3-2-1)"
    assert eternal_cites("already (E:爆烈)") == "already (E:爆烈)"
    g = Game.new(_deck(), _deck(), seed=4, cardset=CS, ruleset="eternal", first=0)
    texts = []
    while g.state.turn < 3 and not g.is_over:
        texts += [e.text for e in g.apply(g.legal_actions()[0])]
    assert any("draws 1" in t and "(E:回合流程 ③)" in t for t in texts), texts
    assert not any(re.search(r"\(7-\d", t) for t in texts), texts  # no Standard step number left
