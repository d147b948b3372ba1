"""What a drag means for a Brave (Battle Spirits Eternal, E:合體卡; no Qt, no rules): a Brave from the
Hand dropped on one of your Spirits is summoned onto it (direct fusion), and so is a card with 《Advent》
dropped on its source Spirit (E:煌臨); a Brave in spirit state dropped on
another of your Spirits fuses to it; the Brave peeking out under a Brave Spirit (a card of the ``under``
zone) dropped on another Spirit moves there (a swap), dropped anywhere else separates. Whether the
action is legal is the engine's business (``legal_actions`` lights the targets, ``why_illegal`` says
why not); a ruleset whose actions have no ``onto``/``fuse``/``separate`` never gets them.

Sources as in ``ui.gestures``, plus ``("under", owner, i)``: the Brave under the field card ``field[i]``."""
from __future__ import annotations

from engine.actions import Action

VERBS = ("fuse", "separate")


def _is_brave(card) -> bool:
    return getattr(card, "type", None) == "brave"


def _has_key(card, key: str) -> bool:
    ext = getattr(card, "ext", None)
    return bool(ext) and ext.get(key) is not None


def burst_area_verb(card, verb: str) -> str:
    """A card dropped on the Burst Area: a card with a 《Mirage》 and no Burst is set as a Mirage (E:幻象),
    anything else as the table's drop says (a Burst, E:爆烈)."""
    if verb == "set_burst" and _has_key(card, "mirage") and not any(
            e.get("kind") == "burst" for e in (getattr(card, "effects", ()) or ())):
        return "set_mirage"
    return verb


def _has(game, pred) -> bool:
    return game.decision is not None and any(pred(a) for a in game.legal_actions())


def intent(game, source, target):
    """An action tuple as ``ui.gestures.intent`` answers, or None when the drop is not a Brave's."""
    kind = source[0]
    if kind == "under":
        _, owner, i = source
        if target is not None and target[0] == "card" and target[1] == owner and target[2] != i:
            return ("action", Action(owner, "fuse", brave=f"field[{i}]", onto=f"field[{target[2]}]"))
        if target is not None and target[0] == "card" and target[1] == owner:
            return ("noop",)  # dropped back on its own Spirit
        return ("action", Action(owner, "separate", brave=f"field[{i}]", place="auto"))
    if target is None or target[0] != "card" or target[1] != source[1]:
        return None
    _, owner, i = source
    p = game.state.players[owner]
    if kind == "hand" and i < len(p.hand) and _is_brave(game.card(p.hand[i])):
        return ("action", Action(owner, "summon", card=f"hand[{i}]", onto=f"field[{target[2]}]", pay="auto"))
    if kind == "hand" and i < len(p.hand) and _has_key(game.card(p.hand[i]), "advent"):  # no cost: the Soul Core moves
        return ("action", Action(owner, "summon", card=f"hand[{i}]", onto=f"field[{target[2]}]"))
    if kind == "card" and target[2] != i and i < len(p.field) and _is_brave(game.card(p.field[i].uid)):
        return ("action", Action(owner, "fuse", brave=f"field[{i}]", onto=f"field[{target[2]}]"))
    return None


def legal_targets(game, source) -> list:
    """The Spirits a Brave may be dropped on now (and the player's side, to separate), from the legal actions."""
    if game.decision is None or source[0] not in ("hand", "card", "under"):
        return []
    kind, owner, i = source
    out = []
    for a in game.legal_actions():
        if a.by != owner:
            continue
        onto = a.get("onto")
        if kind == "hand" and a.do == "summon" and onto and a.get("card") == f"hand[{i}]":
            out.append(("card", owner, int(onto[6:-1])))
        elif kind in ("card", "under") and a.do == "fuse" and a.get("brave") == f"field[{i}]" and onto and (
                kind == "under" or _is_brave(game.card(game.state.players[owner].field[i].uid))):
            out.append(("card", owner, int(onto[6:-1])))
        elif kind == "under" and a.do == "separate" and a.get("brave") == f"field[{i}]":
            out.append(("side", owner))
        elif kind == "hand" and a.do == "set_mirage" and a.get("card") == f"hand[{i}]":
            out.append(("burst", owner))  # a Mirage is set on the Burst Area too
    return out
