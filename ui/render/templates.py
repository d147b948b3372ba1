"""The card-face templates a ruleset's table may name (``TableSpec.face``): each draws a face from card
data with pillow. ``battle-spirits`` is the Standard face (``ui.render.card_face``); ``saga`` the Battle
Spirits Saga frame (``ui.render.saga_frame``). A template not listed here draws the Standard face."""
from __future__ import annotations

DEFAULT = "battle-spirits"


def render_face(card, width: int = 372, lang: str = "en", template: str | None = None, token: bool | None = None):
    """The face of ``card`` in ``template`` (RGBA pillow image, cached by each renderer)."""
    if template == "saga":
        from .saga_frame import render_saga

        return render_saga(card, width, lang, token)
    from .card_face import render_card

    return render_card(card, width, lang)
