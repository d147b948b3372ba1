"""The table drawn from the rules: a ruleset of the tests' own (Standard with seven steps and 4 Life,
``seven_steps`` in tests/conftest.py) opened and played on the table by dragging."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.places import index_in


def click_button(qtbot, t, name):
    b = t.window.panel.find_button(name)
    assert b is not None and b.isEnabled(), name
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    t.window.scene.tween.finish()


def space(t):
    QTest.keyClick(t.window.view, Qt.Key.Key_Space)
    t.window.scene.tween.finish()


def top_of(item):
    return (item.x(), item.y() - 48)


def step_events(c, turn):
    return [e.step for e in c.events if e.kind == "step" and e.turn == turn]


def test_the_table_of_a_seven_step_ruleset_plays_by_dragging(table, drag, qtbot, seven_steps):
    t = table(settings={"format": "seven-steps", "opponent": "human", "seed": 0, "first": 0}, seats=None)
    c, sc = t.controller, t.window.scene
    assert c.game.ruleset is seven_steps
    # the mat follows the rules: seven steps on the tracker, Life 4 on both sides
    assert [name for name, _ in sc.tracker.steps] == ["start", "core", "draw", "refresh", "main", "attack", "end"]
    assert "2nd Main" not in [label for _, label in sc.tracker.steps]
    for seat in (0, 1):
        assert sc.zones[(seat, "life")].count_text == "4"
        assert len(sc.core_items(sc.player_at(seat), "life")) == 4
    click_button(qtbot, t, "keep")
    click_button(qtbot, t, "keep")
    assert c.game.state.turn == 1 and c.game.decision.kind == "main" and sc.tracker.step == "main"
    # turn 1: a Spirit dragged from the Hand onto the Field, the payment confirmed
    summon = next(a for a in c.game.legal_actions() if a.do == "summon")
    i = index_in(summon.get("card"), "hand")
    card = sc.hand_item(0, i)
    drag(t, card, (650, 650))
    assert c.proposal is not None and sc.ghost is card
    click_button(qtbot, t, "confirm")
    assert card.zone == "field" and len(c.game.state.players[0].field) == 1
    space(t)  # end the Main Step; the first turn has no Attack Step
    assert c.game.state.turn == 2 and c.game.decision.player == 1
    space(t)  # p2 ends the Main Step...
    assert c.game.state.step == "attack" and sc.tracker.step == "attack"
    space(t)  # ...and the Attack Step: no Second Main Step, the turn ends
    assert step_events(c, 2) == ["start", "core", "draw", "refresh", "main", "attack", "end"]
    assert c.game.state.turn == 3 and c.game.state.step == "main"
    # turn 3: p1 attacks with the Spirit by dragging it toward the opponent
    space(t)
    assert c.game.decision.kind == "attack"
    drag(t, top_of(sc.field_item(0, 0)), (700, 250))
    click_button(qtbot, t, "pass")
    click_button(qtbot, t, "pass")
    assert c.game.decision.kind == "block"
    click_button(qtbot, t, "no_block")
    assert c.game.state.players[1].life_count() == 3
    assert sc.zones[(sc.seat(1), "life")].count_text == "3"
    assert "END ATTACK STEP" in sc.button.text
    click_button(qtbot, t, "end_step")
    assert c.game.state.turn == 4 and "second_main" not in step_events(c, 3)


def test_the_new_game_dialog_offers_the_registered_rulesets(table, qtbot, seven_steps):
    from ui.dialogs.new_game import NewGameDialog

    t = table(settings={"opponent": "human", "seed": 3})
    assert len(t.window.scene.tracker.steps) == 8  # Standard
    dlg = NewGameDialog(t.window, {"opponent": "human"})
    qtbot.addWidget(dlg)
    names = [dlg.rules.itemData(i) for i in range(dlg.rules.count())]
    assert names[0] == "standard" and "seven-steps" in names
    assert dlg.rules.itemText(names.index("seven-steps")) == seven_steps.title
    dlg.rules.setCurrentIndex(names.index("seven-steps"))
    s = dlg.settings()
    assert s["format"] == "seven-steps"
    t.start(s)  # the same window: its mat is rebuilt for the new rules
    sc = t.window.scene
    assert t.controller.game.ruleset is seven_steps
    assert len(sc.tracker.steps) == 7 and sc.zones[(0, "life")].count_text == "4"
    assert sum(1 for it in sc.zones.values() if it.scene() is sc) == len(sc.zones) == 2 * len(sc.layout.zones)


def test_a_zone_the_ruleset_adds_is_on_the_table(table, qtbot):
    """A ruleset whose table has one more zone (a Burst Area, drawn as a pile) gets it on the mat with no
    code of its own in ui/: a zone item of the class of its layout kind, titled, counted, lit as a drop
    target, under its name in the layout."""
    from engine.rulesets import Zone, register, unregister
    from engine.rulesets.standard import STANDARD_ZONES, Standard
    from engine.rulesets.table import TableZone
    from ui.table.zones import PileZone, VoidZone

    class WithBurst(Standard):
        name = "with-burst"
        title = "Standard with a Burst Area (test)"
        zones = STANDARD_ZONES + (Zone("burst", "Burst Area", "cards", "owner", "pile"),)

        def __init__(self):
            super().__init__()
            spec = self.table
            zones = tuple(z._replace(rect=(1214.0, 790.0, 220.0, 205.0)) if z.name == "void" else z
                          for z in spec.zones)
            burst = TableZone("burst", "Burst", (1100.0, 790.0, 106.0, 205.0), "pile")
            self.table = spec._replace(zones=zones + (burst,))

    rs = register(WithBurst())
    try:
        t = table("format: with-burst\n" + MAIN_POSITION)
        sc = t.window.scene
        assert t.controller.game.ruleset is rs
        for seat in (0, 1):
            burst = sc.zones[(seat, "burst")]
            assert isinstance(burst, PileZone) and burst.title == "Burst" and burst.isVisible()
            assert burst.rect.getRect() == sc.layout.zone_rect(seat, "burst")
            assert isinstance(sc.zones[(seat, "void")], VoidZone)
        assert sc.target_at(sc.zones[(0, "burst")].rect.center()) == ("burst", 0)
        # a card set in each Burst Area: drawn there, face up only to its owner (the viewer is p1)
        g = t.controller.game
        for p in (0, 1):
            ps = g.state.players[p]
            ps.set_zone("burst", [ps.deck.pop(0)])
        sc.reveal = {0}
        sc.sync(g)
        mine, theirs = (sc.cards[g.state.players[p].zone("burst")[0]] for p in (0, 1))
        assert mine.zone == theirs.zone == "burst" and mine.isVisible() and theirs.isVisible()
        assert mine.face_up and not theirs.face_up
        assert (mine.x(), mine.y()) == sc.layout.pile_center(0, "burst")
        assert sc.zones[(0, "burst")].count_text == sc.zones[(1, "burst")].count_text == "1"
        assert sc.card_ref(mine) == "p1.burst[0]"
        sc.light([("burst", 0)])
        assert sc.zones[(0, "burst")].lit
        sc.unlight()
        # the rest of the mat is Standard's
        assert len(sc.tracker.steps) == 8 and sc.zones[(0, "life")].count_text == "5"
    finally:
        unregister(rs.name)


MAIN_POSITION = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01], deck: 30, field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def test_a_zone_drawn_as_a_stack_shows_every_card(table):
    """The layout kind is the ruleset's choice: a Trash drawn as a stack shows every card, each lower
    than the one before and over it (a pile shows only its top two)."""
    from engine.rulesets import register, unregister
    from engine.rulesets.standard import Standard
    from ui.table.zones import StackZone

    class StackedTrash(Standard):
        name = "stacked-trash"

        def __init__(self):
            super().__init__()
            zones = tuple(z._replace(layout="stack") if z.name == "trash" else z for z in self.table.zones)
            self.table = self.table._replace(zones=zones)

    rs = register(StackedTrash())
    try:
        position = MAIN_POSITION.replace("hand: [ST-B01]", "hand: [ST-B01], trash: [ST-B03, ST-B04, ST-B05]")
        for fmt, shown in (("standard", 2), ("stacked-trash", 3)):
            t = table(f"format: {fmt}\n" + position)
            sc = t.window.scene
            items = [sc.cards[u] for u in t.controller.game.state.players[1].trash]
            assert sum(it.isVisible() for it in items) == shown
            assert [it.zone for it in items] == ["trash"] * 3
        assert isinstance(sc.zones[(1, "trash")], StackZone)
        ys = [sc.targets[it][1] for it in items]
        zs = [sc.targets[it][3] for it in items]
        assert zs == sorted(zs) and len(set(ys)) == 3
        assert all(sc.layout.zone_rect(1, "trash")[1] < y < sum(sc.layout.zone_rect(1, "trash")[1::2]) for y in ys)
        assert sc.zones[(1, "trash")].count_text == "3"
    finally:
        unregister(rs.name)


def test_the_new_game_dialog_checks_the_decks_by_the_chosen_rules(table, qtbot):
    from engine.rulesets import register, unregister
    from engine.rulesets.standard import Standard
    from ui.dialogs.new_game import NewGameDialog

    class BigDecks(Standard):
        name = "big-decks"
        title = "Standard with 50-card decks (test)"
        deck_min = 50

    rs = register(BigDecks())
    try:
        t = table(settings={"opponent": "human", "seed": 3})
        dlg = NewGameDialog(t.window, {"opponent": "human", "deck1": "azure-tide"})
        qtbot.addWidget(dlg)
        assert not dlg.deck_warning.text()  # the built-in decks are legal Standard decks
        dlg.rules.setCurrentIndex(dlg.rules.findData("big-decks"))
        assert "Your deck is not legal" in dlg.deck_warning.text() and "50 or more" in dlg.deck_warning.text()
        dlg.rules.setCurrentIndex(dlg.rules.findData("standard"))
        assert not dlg.deck_warning.text()
    finally:
        unregister(rs.name)


def test_the_position_editor_lists_the_steps_of_the_positions_rules(table, seven_steps):
    t = table("format: seven-steps\n" + MAIN_POSITION)
    t.editor.enter()
    box = t.editor.panel.step
    assert [box.itemData(i) for i in range(box.count())] == list(seven_steps.step_names)
    assert box.currentData() == "main" and t.window.scene.layout.steps == seven_steps.table.steps
    assert t.editor.last_error is None


def test_cards_stacked_under_a_field_card_are_drawn_under_it_and_travel_with_it(table, drag):
    """FieldCard.under (a ruleset's fusion or Advent): each card peeks out above the one over it."""
    t = table(MAIN_POSITION.replace("step: main}", "step: attack}"))
    sc = t.window.scene
    g = t.controller.game
    fc = g.state.players[0].field[0]
    fc.under = (g.state.players[0].deck.pop(0), g.state.players[0].deck.pop(0))
    sc.sync(g)
    top = sc.field_item(0, 0)
    under = [sc.cards[u] for u in fc.under]
    assert all(it.isVisible() and it.zone == "under" and it.face_up for it in under)
    assert top.y() > under[0].y() > under[1].y() and top.x() == under[0].x() == under[1].x()
    assert top.zValue() > under[0].zValue() > under[1].zValue()
    assert set(under) <= set(sc.riders(top))
    assert sc.card_ref(under[0]) is None  # not a card of a zone: it belongs to the card over it
    # attacking with it (a drag toward the opponent) turns it, and the cards under it turn with it
    drag(t, top_of(top), (700, 250))
    g = t.controller.game
    assert g.state.battle is not None and top.rotation() == 90.0
    assert all(it.rotation() == 90.0 and it.y() == top.y() for it in under)
    assert top.x() < under[0].x() < under[1].x()


def test_a_table_without_a_plate_spot_opens(table):
    from engine.rulesets import register, unregister
    from engine.rulesets.standard import Standard

    class NoPlate(Standard):
        name = "no-plate"

        def __init__(self):
            super().__init__()
            self.table = self.table._replace(zones=tuple(z for z in self.table.zones if z.layout != "plate"))

    rs = register(NoPlate())
    try:
        t = table("format: no-plate\n" + MAIN_POSITION)
        sc = t.window.scene
        assert ("plate" not in sc.layout.kinds.values()) and not any(pl.isVisible() for pl in sc.plates.values())
        assert len(sc.zones) == 2 * len(sc.layout.zones) and sc.zones[(0, "hand")].count_text == "2"
    finally:
        unregister(rs.name)
