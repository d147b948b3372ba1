"""The card-face templates a ruleset's table may name (``TableSpec.face``): each draws a face from card
data with pillow. ``battle-spirits`` is the Standard face (``ui.render.card_face``); ``saga`` the Battle
Spirits Saga frame (``ui.render.saga_frame``). A template not listed draws the Standard face.

``TEMPLATES`` maps a template to (module in ``ui.render``, function): the module is imported only when a face
is drawn (the table's process never imports pillow), and its ``_VERSION`` names the cached faces
(``ui.table.faces``). Another game adds its template with ``register``.
"""
from __future__ import annotations

import importlib

DEFAULT = "battle-spirits"
TEMPLATES = {DEFAULT: ("card_face", "render_card"), "saga": ("saga_frame", "render_saga")}


def register(name: str, module: str, function: str) -> None:
    """A face template: ``function(card, width, lang, token=None)`` of ``ui.render.<module>``."""
    TEMPLATES[name] = (module, function)


def render_face(card, width: int = 372, lang: str = "en", template: str | None = None, token: bool | None = None):
    """The face of ``card`` in ``template`` (RGBA pillow image, cached by each renderer)."""
    module, function = TEMPLATES.get(template or DEFAULT, TEMPLATES[DEFAULT])
    draw = getattr(importlib.import_module(f"{__package__}.{module}"), function)
    if module == "card_face":
        return draw(card, width, lang)
    return draw(card, width, lang, token)
