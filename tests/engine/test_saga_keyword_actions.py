"""The Saga keywords that are actions are offered as legal actions (so bots and the table play
them): 【Awaken】 in the Main Step and in a Flash window, a 【Ascend】 summon only with a spirit to
ascend from; every offered one is accepted."""
from __future__ import annotations

from engine.position import load_position_text, play_position


def _game(p1: str, step: str = "main"):
    return play_position(load_position_text(f"""
version: 1
format: saga
turn: {{number: 3, player: p1, step: {step}}}
players:
  p1: {p1}
  p2: {{deck: 30, field: [{{card: ST-R03, cores: 1}}]}}
""")).game


def _plays(game, do):
    return [a for a in game.legal_actions(core_moves=False) if a.do == do]


def test_awaken_is_offered_once_per_other_card_with_a_core():
    game = _game("{deck: 30, field: [{card: GK-001, cores: 1}, {card: ST-R03, cores: 2}, {card: ST-R01, cores: 1}]}")
    acts = _plays(game, "activate")
    assert acts and all(a.get("card") == "field[0]" for a in acts), "only the spirit with 【Awaken】"
    assert sorted(tuple(dict(a.get("pay")).items()) for a in acts) == [(("field[1]", 1),), (("field[2]", 1),)]
    for a in acts:
        assert game.why_illegal(a) is None


def test_ascend_summon_is_offered_only_with_a_spirit_meeting_the_condition():
    without = _game("{deck: 30, reserve: 9, hand: [GK-004], field: [{card: ST-G03, cores: 1}]}")
    assert not [a for a in _plays(without, "summon")]
    with_red = _game("{deck: 30, reserve: 9, hand: [GK-004], field: [{card: ST-R03, cores: 1}]}")
    acts = _plays(with_red, "summon")
    assert acts and all(with_red.why_illegal(a) is None for a in acts)
