"""What lies in a zone, read by the zone's name (no Qt): the small adapter between a ruleset's zones
(``game.ruleset.zones``, ``game.ruleset.table``) and the engine's player state.

The state keeps fast fields for Battle Spirits' zones (``deck``, ``hand``, ``field``, ``trash``,
``removed``: lists; ``life``, ``reserve``: core counts; ``trash_cores``: the cores in the Trash;
``soul_at``: where the Soul Core lies). A zone of cards another ruleset adds (a Burst Area...) is
read the same way, by its name, from the state's ``extra`` mapping.
"""
from __future__ import annotations


def _field(ps, name: str):
    v = getattr(ps, name, None) if name != "extra" else None
    if v is None:
        extra = getattr(ps, "extra", None)  # the card zones a ruleset adds (PlayerState.extra)
        if isinstance(extra, dict):
            v = extra.get(name)
    return v


def cards(ps, name: str) -> list:
    """The cards in a zone (card numbers; ``FieldCard`` objects for the Field), in the zone's order. A
    second game's state lists its own areas (``zone_cards``)."""
    own = getattr(ps, "zone_cards", None)
    if own is not None:
        return own(name)
    v = _field(ps, name)
    return v if isinstance(v, list) else []


def uid(entry) -> int:
    """The card number of a zone entry (a card number, or a FieldCard)."""
    return getattr(entry, "uid", entry)


def cores(ps, name: str) -> int:
    """The normal cores in a zone: a core zone's count (Life, Reserve) or the cores lying in a card
    zone (``trash_cores``); the Soul Core apart (``soul_here``)."""
    v = _field(ps, name)
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    v = _field(ps, f"{name}_cores")
    return v if isinstance(v, int) else 0


def holds_cores(ps, name: str) -> bool:
    """Whether cores can lie in this zone of the state (Life, Reserve, the Trash)."""
    v = _field(ps, name)
    return (isinstance(v, int) and not isinstance(v, bool)) or isinstance(_field(ps, f"{name}_cores"), int)


def soul_here(ps, name: str) -> bool:
    return getattr(ps, "soul_at", None) == name


def core_count(ps, name: str) -> int:
    """All cores in a zone as a player counts them (the Soul Core included)."""
    return cores(ps, name) + soul_here(ps, name)
