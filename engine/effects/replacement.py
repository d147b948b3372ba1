"""Replacement effects (9-1-8): "when this would be destroyed, ... instead".

An event that would happen to a card is checked against the active replacement
effects on the Field that cover it. One applies: its ``instead`` steps resolve and the
event does not happen. Several apply: the turn player chooses one (9-1-8-1-3). A
replaced event is not replaced again (9-1-8-1-2): the replacement never re-enters here.
"""
from __future__ import annotations

from typing import NamedTuple

from ..rules.pending import enter_pending
from .continuous import effect_active
from .resolve import ChoiceRequest, ask, start_effect


class Replace(NamedTuple):
    options: tuple  # (player, obj, effect index) of each replacement that applies
    target: tuple  # the card the event would happen to
    picks: tuple | None = None
    event: str = "destroyed"  # or "returned" (to_hand / to_deck / to_deck_bottom)


def _covers(game, spi, src_fc, eff, pi, fc) -> bool:
    sel = eff.get("target", {"who": "this"})
    if sel.get("who", "each") == "this":  # a target without 'who' covers every card it matches
        return src_fc is fc
    from .selectors import card_matches, side_players

    if pi not in side_players(sel.get("owner", "you"), spi):
        return False
    if sel.get("exclude_this") and src_fc is fc:
        return False
    return card_matches(game, dict(sel, type=sel.get("type", "spirit")), game.card(fc.uid), fc)


def applicable(game, event: str, pi: int, fc) -> list[tuple]:
    st = game.state
    out = []
    for spi, p in enumerate(st.players):
        for src in p.field:
            if src.pending is not None or not st.cards[src.uid].effects:
                continue
            for i, eff in enumerate(st.cards[src.uid].effects):
                if (eff.get("kind") == "replacement" and eff["replaces"] == event
                        and not ("once" in eff.get("limit", "") and (src.obj, i) in st.once_used)
                        and effect_active(game, spi, src, eff) and _covers(game, spi, src, eff, pi, fc)):
                    out.append((spi, src.obj, i))
    return out


def destroy(game, pi: int, fc, by, cause: str) -> bool:
    """Destroy a field card unless a replacement effect applies. True if it was destroyed."""
    options = applicable(game, "destroyed", pi, fc)
    if not options:
        return enter_pending(game, pi, fc, "destroyed", cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj))))
    return False


def return_card(game, pi: int, fc, kind: str, cause: str, by) -> bool:
    """Return a field card to Hand or Deck (``kind`` to_hand/to_deck/to_deck_bottom) unless a
    replacement effect applies. True if it was returned."""
    options = applicable(game, "returned", pi, fc)
    if not options:
        return enter_pending(game, pi, fc, kind, cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj), event="returned")))
    return False


def task_replace(game, task) -> None:
    r: Replace = task[1]
    st = game.state
    live = [o for o in r.options if game.find_obj(o[1])[1] is not None]
    if not live:
        return
    if r.picks is not None:
        chosen = r.picks[0]
    elif len(live) > 1:
        opts = tuple((str(k), _label(game, o), o) for k, o in enumerate(live))
        ask(game, ChoiceRequest(st.turn_player, "order", "Choose the replacement effect that applies (9-1-8-1-3)",
                                opts, 1, 1, (), ("replace", r, "picks")))
        return
    else:
        chosen = live[0]
    spi, obj, i = chosen
    _, src = game.find_obj(obj)
    eff = st.cards[src.uid].effects[i]
    tpi, tfc = game.find_obj(r.target[2])
    name = st.cards[tfc.uid].name if tfc is not None else "the card"
    game.emit("replace", spi, f"{_label(game, chosen)}: instead of {name} being {r.event} (9-1-8)",
              (src.uid,) + ((tfc.uid,) if tfc is not None else ()))
    start_effect(game, src.uid, obj, spi, _label(game, chosen), eff["instead"], that=r.target,
                 limit_key=(obj, i) if "once" in eff.get("limit", "") else None)


def _label(game, option) -> str:
    _, fc = game.find_obj(option[1])
    return f"Replacement effect of {game.card(fc.uid).name}" if fc is not None else "Replacement effect"


TASKS = {"replace": task_replace}
