"""Card-face templates: which drawing a card face gets. A ruleset's table names its template
(``engine.rulesets.table.TableSpec.face``); Standard and Saga are drawn by ``card_face`` itself
(``battle-spirits``), Eternal by ``eternal_face`` (``eternal``). A card drawn without a template named
(a contact sheet, a deck window) gets the template of its own card set's ruleset (``CardDef.format``)."""
from __future__ import annotations

DEFAULT = "battle-spirits"


def _eternal():
    from .eternal_face import draw_eternal

    return draw_eternal


# template name -> a function returning draw(card, width, lang) (imported when first used)
TEMPLATES = {"eternal": _eternal}


def face_for_format(fmt: str) -> str:
    """The template of the ruleset whose card set is ``fmt`` (``battle-spirits`` if none says)."""
    if not fmt or fmt == "standard":
        return DEFAULT
    try:
        from engine.rulesets import RULESETS
    except ImportError:  # pragma: no cover - the renderer without the engine
        return DEFAULT
    for rs in RULESETS.values():
        if (rs.card_format or rs.name) == fmt:
            table = getattr(rs, "table", None)
            return getattr(table, "face", None) or DEFAULT
    return DEFAULT


def drawer(face: str | None, card):
    """The drawing function of template ``face`` (None: the card's own), or None for ``card_face``'s own."""
    name = face or face_for_format(getattr(card, "format", "standard"))
    make = TEMPLATES.get(name)
    return make() if make else None
