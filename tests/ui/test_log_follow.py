"""The game log follows the game: its newest line stays in view as lines come in, unless the player
scrolled up to read an older one (then it stays where they left it until they come back down)."""
from __future__ import annotations

from engine.bots import DecisionContext, make_bot
from engine.deck import builtin_decks
from engine.game import Game
from ui import i18n
from ui.panels.log_panel import LogPanel


def _batches(n_turns: int = 4):
    """The events of a short game between two bots, in the batches the table receives them (one per action)."""
    decks = list(builtin_decks().values())
    g = Game.new(decks[0].cards, decks[1].cards, seed=3)
    bots = (make_bot("greedy", seed=1), make_bot("greedy", seed=2))
    out = []
    while not g.is_over and g.state.turn <= n_turns:
        ctx = DecisionContext(g)
        out.append(g.apply(bots[ctx.player].choose(ctx)))
    return out


def _at_bottom(log) -> bool:
    bar = log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_newest_line_stays_in_view(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 360)  # narrow: long lines wrap, and the scroll bar appears mid-game
    log.show()
    for events in _batches():
        log.add(events)
        qtbot.wait(1)
    qtbot.waitUntil(lambda: _at_bottom(log), timeout=2000)
    qtbot.wait(50)  # late re-layouts of the wrapped rows must not leave the end hidden
    assert _at_bottom(log)
    log.resize(300, 240)  # the decision box above it grows (your move): the log gets shorter
    qtbot.wait(50)
    assert _at_bottom(log), "the newest lines went below the shorter log"


def test_a_player_reading_older_lines_is_not_pulled_down(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 360)
    log.show()
    batches = _batches()
    for events in batches[:-3]:
        log.add(events)
    qtbot.waitUntil(lambda: _at_bottom(log), timeout=2000)
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum() // 3)  # the player scrolls up to read
    qtbot.wait(20)
    kept = bar.value()
    for events in batches[-3:]:
        log.add(events)  # as the table adds them
    qtbot.wait(50)
    assert bar.value() == kept
    bar.setValue(bar.maximum())  # back at the end: the log follows again
    log.add(batches[-1])
    qtbot.wait(50)
    assert _at_bottom(log)


def test_a_refresh_step_that_moved_nothing_has_no_line(qtbot):
    """Early in a game every Refresh Step refreshes nothing (7-5-2): its heading shows the step, without a line
    saying that 0 cards and 0 cores moved; a Refresh Step that moved something keeps its line."""
    log = LogPanel()
    qtbot.addWidget(log)
    events = [e for b in _batches(6) for e in b]
    refresh = [e for e in events if e.msg == "refresh_step"]
    idle = [e for e in refresh if not e.params["cards_n"] and not e.params["cores_n"]]
    busy = [e for e in refresh if e not in idle]
    assert idle and busy, "the game must have both kinds of Refresh Step for this test to mean anything"
    log.add(events)
    shown = set(log.lines)
    assert all(i18n.event_line(e, names=log.names) not in shown for e in idle)
    assert all(i18n.event_line(e, names=log.names) in shown for e in busy)
    assert "Refresh Step" in {log.topLevelItem(i).child(j).text(0) for i in range(log.topLevelItemCount())
                              for j in range(log.topLevelItem(i).childCount())}
    assert len(log.events) == len(events)  # kept as structure (a language change writes them all again)
