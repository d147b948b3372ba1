"""The playout policy's attack over a card that attacks without being a Spirit card: a Grand Walker in
【Divine Transformation】 (E:創界神核心卡 ■以【轉神】變化為靈魂卡). The policy counted the blockers left at home by
removing the attacker from its refreshed Spirits, and raised ValueError when the attacker was no Spirit card:
the search bot crashed in Eternal arena games (games 20-29 and 70-99 of --seed 0)."""
from __future__ import annotations

import os

from engine.bots.policy import fast_action
from engine.position import load_position_text
from engine.rng import Rng

CASE = os.path.join(os.path.dirname(__file__), "..", "positions", "eternal", "divine-gw-attacks-as-a-spirit.yaml")


def test_the_policy_attacks_with_a_divine_grand_walker():
    text = open(CASE, encoding="utf-8").read().split("actions:")[0]
    game = load_position_text(text).game
    game.run()
    legal = game.legal_actions()
    assert any(a.do == "attack" for a in legal)
    a = fast_action(game, 0, legal, rng=Rng(1), memo=set())
    assert a in legal
