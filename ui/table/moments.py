"""Moments the table shows as they happen, from the events of the last action (``Controller.log_added``):
the log says everything; these make the few that change what lies face down or what exists catch the eye.

- a burst set (Saga 6-6-1-2-2): the opponent's is announced (its owner sees it marked SET);
- a second burst discards the first (Saga 3-8): said in a banner to the player who set it;
- a burst activated (Saga 10-9-2): turned over on its Burst Area, lit, for a moment, then on to the Trash;
- a token made or removed from the game (Saga 4-12): the table fades it in or out (``ui.table.tokens``);
- the set bursts turned face up once the game has ended (Saga 3-8-5).

The words are the engine's events in the current language (``ui.i18n.event_line``).
"""
from __future__ import annotations

from PySide6.QtCore import QTimer

from .. import i18n

HOLD_MS = 1400  # how long an activated burst stays turned over on its Burst Area


TURNED_UP = ("saga_burst_end_reveal",)  # events that turn a card face up for good (Saga 3-8-5)


def install_moments(window) -> None:
    """Show ``window``'s game's moments (connects to its controller's ``log_added`` and ``log_reset``)."""
    window.c.log_added.connect(lambda events: show(window, events))
    window.c.log_reset.connect(lambda events: turned_up(window.scene, events, reset=True))


def turned_up(scene, events, reset: bool = False) -> None:
    """The cards the events turned face up for good (every set burst once the game has ended, Saga 3-8-5);
    after an undo (``reset``: every event from the start) only those the game still has."""
    uids = {u for e in events if e.msg in TURNED_UP for u in e.cards}
    scene.turned_up = uids if reset else scene.turned_up | uids


def show(window, events) -> None:
    c = window.c
    turned_up(window.scene, events)
    for e in events:
        if e.msg == "saga_burst_activated" and e.cards:
            _banner(window, i18n.event_line(e))
            QTimer.singleShot(0, lambda uid=e.cards[0], p=e.player: burst_shown(window.scene, uid, p))
        elif e.msg == "saga_burst_discarded" and c.is_human(e.player):
            _banner(window, i18n.event_line(e))
        elif e.msg == "saga_burst_set" and not c.is_human(e.player):
            _banner(window, i18n.event_line(e))


def _banner(window, text: str) -> None:
    """An event's line (``i18n.event_line``: the players by their names, "Bot (greedy) sets a burst face down",
    "You set a burst face down") across the table for a moment."""
    window.scene.banner.show_text(text, "info")
    timer = getattr(window, "_banner_timer", None)
    if timer is not None:
        timer.start(2600)


def burst_shown(scene, uid: int, player: int, hold_ms: int = HOLD_MS) -> bool:
    """The activated burst ``uid`` turned over and lit on its owner's Burst Area for ``hold_ms``, then back
    to where the state puts it (the Trash once it has resolved). False if it is not on the table."""
    it = scene.cards.get(uid)
    lay = scene.layout
    zone = next((n for n in lay.zones if lay.visibility.get(n) == "owner" and lay.kinds.get(n) == "pile"), None)
    if it is None or zone is None or it not in scene.targets or it.scene() is not scene:
        return False
    x, y = lay.pile_center(scene.seat(player), zone)
    scene.lunging.add(it)  # the scene's sync leaves it where it is shown until the moment ends
    it.setVisible(True)
    it.set_face(it.card, True)
    it.set_glow("attacker")
    it.setZValue(scene.targets[it][3] + 200)
    scene.tween.move(it, x, y, 0.0, 0)

    def back():
        scene.lunging.discard(it)
        if it.scene() is not scene:
            return
        if it.zone != zone:  # resolved: on to where the state has it (still resolving, it stays lit)
            it.set_glow(None)
        if it in scene.targets:
            tx, ty, trot, tz = scene.targets[it]
            it.setZValue(tz)
            scene.tween.move(it, tx, ty, trot, scene.anim_ms)

    if hold_ms <= 0:
        back()
    else:
        QTimer.singleShot(hold_ms, back)
    return True
