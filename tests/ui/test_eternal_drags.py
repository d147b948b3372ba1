"""The Eternal table driven with real mouse drags and double-clicks (offscreen): a Mirage dragged to the
Burst Area is set, paying its Mirage cost (E:幻象); a card with 《Advent》 dropped on its source Spirit Advents
onto it (E:煌臨); a double-click on an Awaken card turns it over (E:轉醒), and its context menu offers the
flip in the table's language; an Ultimate's Lv mark is its printed Lv (Lv3 at its first row, E27)."""
from __future__ import annotations

import pytest

from engine.rulesets import RULESETS

pytestmark = pytest.mark.skipif("eternal" not in RULESETS, reason="the Eternal ruleset is not registered")

BOARD = """\
version: 1
format: eternal
turn: {number: 4, player: p1, step: main}
players:
  p1:
    reserve: 3
    deck: 10
    hand: [GE-B035, ER-001, GE-R026]
    field:
      - {card: GE-R004, cores: 3}
      - {card: ER-004, cores: 1}
      - {card: GE-R028, cores: 5}
  p2: {deck: 10, field: [{card: GE-W001, cores: 1}]}
"""


def _burst_point(t, player):
    sc = t.window.scene
    return sc.layout.pile_center(sc.seat(player), "burst")


def _dclick(t, item):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    view = t.window.view
    p = view.mapFromScene(item.mapToScene(QPointF(0, -70)))  # on the card's name, away from its cores
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(p.x(), p.y()))
    t.window.scene.tween.finish()


def test_a_mirage_dragged_to_the_burst_area_is_set_paying_its_cost(table, drag):
    t = table(BOARD, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    serpent = p1.hand[0]
    assert ("burst", 0) in c.drag_targets(("hand", 0, 0))  # lit while dragged
    drag(t, sc.hand_item(0, 0), _burst_point(t, 0))
    assert p1.zone("mirage") == [serpent] and serpent not in p1.hand
    assert p1.reserve == 1  # 《Mirage: 2》 paid from the Reserve
    assert any(e.msg == "eternal_mirage_set" for e in c.events), [e.msg for e in c.events]
    assert sc.cards[serpent].zone == "mirage" and sc.cards[serpent].face_up


def test_a_card_with_advent_dropped_on_its_source_advents(table, drag):
    t = table(BOARD, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    herald, raptor = p1.hand[1], p1.field[0].uid
    assert ("card", 0, 0) in c.drag_targets(("hand", 0, 1))  # a Dragon: the Advent condition holds
    assert ("card", 0, 1) not in c.drag_targets(("hand", 0, 1))  # Duskmane Cub is a Beast
    drag(t, sc.hand_item(0, 1), sc.field_item(0, 0))
    fc = p1.field[0]
    assert fc.uid == herald and fc.under == (raptor,) and p1.soul_at == "trash"
    assert sc.cards[herald].zone == "field" and sc.cards[raptor].zone == "under"
    from ui.dialogs.game_over import summary

    assert summary(c.game, c.events, ["me", "them"])[0][3] == 1  # the game's summary counts the Advent as a play


def test_a_refused_advent_drop_says_why(table, drag):
    t = table(BOARD, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    before = list(p1.hand)
    drag(t, sc.hand_item(0, 1), sc.field_item(0, 1))  # onto the Beast
    assert p1.hand == before and p1.field[1].under == ()
    banner = sc.banner
    assert banner.isVisible() and "Advent condition" in banner.lines[0], banner.lines


def test_a_double_click_awakens_and_the_menu_offers_it_in_chinese(table):
    from ui import i18n

    t = table(BOARD, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    i18n.set_language("zh-Hant")
    entries = c.context_actions(("card", 0, 1))
    assert any("轉醒" in label for label, _fn in entries), [label for label, _fn in entries]
    assert not any("轉醒" in label for label, _fn in c.context_actions(("card", 0, 0)))  # no side B
    _dclick(t, sc.field_item(0, 1))
    assert p1.field[1].face == 1
    assert sc.field_item(0, 1).card.name == "Duskmane Lion King"


def test_an_ultimate_shows_its_printed_lv(table):
    t = table(BOARD, seats=("human", "random"))
    sc = t.window.scene
    ultimate = sc.field_item(0, 2)
    assert ultimate.level == 4  # its second row: Lv4 (an Ultimate's first row is Lv3)
    assert sc.field_item(0, 0).level == 2  # a Spirit's rows start at Lv1


def test_the_eternal_zones_are_titled_in_the_manuals_terms():
    from ui import i18n

    assert i18n.zone_title("burst", "Burst", "zh-Hant", face="eternal") == "爆裂區"
    assert i18n.zone_title("hand_side", "Hand-side", "zh-Hant", face="eternal") == "手元"
    assert i18n.zone_title("count", "Count", "ja", face="eternal") == "カウント"
    assert i18n.zone_title("burst", "Burst", "zh-Hant") == "爆發區"  # Saga's Burst Area keeps its word
    assert i18n.zone_title("mirage", "Mirage", "en", face="eternal") == "Mirage"
