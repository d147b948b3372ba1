"""The card-face templates a ruleset's table may name (``TableSpec.face``): each draws a face from card
data with pillow. ``battle-spirits`` is the Standard face (``ui.render.card_face``); ``saga`` the Battle
Spirits Saga frame (``ui.render.saga_frame``); ``eternal`` the Battle Spirits Eternal face
(``ui.render.eternal_face``); ``dbscg`` the Dragon Ball Super Card Game's own frame (``ui.render.dbscg_face``,
through ``card_face.render_card``'s cache). A template not listed here draws the Standard face. A card drawn without a
template named (a deck window, a preview) gets the one of its own card set's ruleset (``CardDef.format``)."""
from __future__ import annotations

DEFAULT = "battle-spirits"


def _standard(card, width: int, lang: str, token):
    from .card_face import render_card

    return render_card(card, width, lang)


def _saga(card, width: int, lang: str, token):
    from .saga_frame import render_saga

    return render_saga(card, width, lang, token)


def _eternal(card, width: int, lang: str, token):
    from .eternal_face import render_eternal

    return render_eternal(card, width, lang)


TEMPLATES = {DEFAULT: _standard, "saga": _saga, "eternal": _eternal}  # template -> its renderer (imported when used)
# another game's cards (``card.game``, also its table's face template) -> the module whose ``draw`` draws their
# faces: read without pillow by the table (``ui.table.faces``), imported by whoever draws
GAME_FACES = {"dbscg": "ui.render.dbscg_face"}


def render_face(card, width: int = 372, lang: str = "en", template: str | None = None, token: bool | None = None):
    """The face of ``card`` in ``template`` (RGBA pillow image, cached by each renderer)."""
    if template is None:
        template = face_for_format(getattr(card, "format", "standard"))
    return TEMPLATES.get(template, _standard)(card, width, lang, token)


def face_for_format(fmt: str) -> str:
    """The template of the ruleset whose card set is ``fmt`` (``battle-spirits`` if none says)."""
    from engine.rulesets import RULESETS

    for rs in RULESETS.values():
        if rs.own_card_format == fmt:
            return getattr(getattr(rs, "table", None), "face", None) or DEFAULT
    return DEFAULT
