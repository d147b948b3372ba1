"""Tokens on the table (Battle Spirits Saga 3-10): a token is a card the game makes at run time (a card of
the game's card table with a ``token`` flag, drawn by our renderer from its data like any card). It does
not come from a Deck, so it appears where it lies, fading in; and it is removed from the game when it
leaves the Field, so it fades out where it was and its item leaves the scene (it never flies to a pile).

Also: the card whose effect is resolving is shown face up wherever it lies (a burst turned over as it
activates, Saga 8-5-2-1), read from ``game.effects_in_progress()``.
"""
from __future__ import annotations

from PySide6.QtCore import QVariantAnimation

FADE_MS = 420


def is_token(card) -> bool:
    return bool(getattr(card, "token", False))


def _fade(scene, it, start: float, end: float, ms: int, done=None) -> None:
    anims = scene.__dict__.setdefault("_fades", {})
    old = anims.pop(it, None)
    if old is not None:
        old.stop()
        old.deleteLater()
    if ms <= 0:
        it.setOpacity(end)
        if done is not None:
            done()
        return
    a = QVariantAnimation(scene)  # the scene owns it until it is done (then deleteLater)
    a.setStartValue(float(start))
    a.setEndValue(float(end))
    a.setDuration(ms)
    a.valueChanged.connect(lambda v, it=it: it.setOpacity(float(v)))

    def finished():
        if anims.get(it) is a:
            anims.pop(it, None)
        a.deleteLater()
        if done is not None:
            done()

    a.finished.connect(finished)
    anims[it] = a
    a.start()


def appear(scene, it, x: float, y: float, ms: int) -> None:
    """A new token's item: at its place at once, fading in."""
    it.setPos(x, y)
    it.setOpacity(0.0)
    _fade(scene, it, 0.0, 1.0, max(ms, FADE_MS) if ms > 0 else 0)


def vanish(scene, uid: int, it, ms: int) -> None:
    """A token that left the Field (removed from the game): it fades out where it is and leaves the scene."""
    scene.cards.pop(uid, None)
    scene.targets.pop(it, None)
    scene.tween.stop(it)

    def gone():
        if it.scene() is scene:
            scene.removeItem(it)

    _fade(scene, it, it.opacity(), 0.0, max(ms, FADE_MS) if ms > 0 else 0, gone)


def revealed_uids(game) -> set:
    """The cards whose effects are resolving now (shown face up: a burst turned over, Saga 8-5-2-1)."""
    try:
        resolving, _waiting = game.effects_in_progress()
    except (AttributeError, TypeError):
        return set()
    out = set()
    for label in resolving:
        card = getattr(label, "card", None)
        uid = getattr(card, "uid", None)
        if uid is not None:
            out.add(uid)
    return out
