"""What a drag means: pure functions from (source, target) to an engine ``Action`` (no rules; Qt only marks the
hints for translation).

Sources: ``("core", owner, place, soul, role)`` (place "reserve" or "field[i]"), ``("hand", owner, i)``,
``("card", owner, i)`` (a field card). Targets: ``("card", p, i)``, ``("reserve", p)``, ``("field", p)``,
``("trash", p)``, ``("life", p)``, ``("hand", p)``, ``("deck", p)``, ``("side", p)`` (a player's half of
the mat), ``("new",)`` (the card being paid for). Whether an action is legal is the engine's business:
targets to light come from ``game.legal_actions()``, refusals from ``game.why_illegal``.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.actions import Action
from engine.places import index_in

from . import brave_gestures

translate = QCoreApplication.translate


def cited_rule(game, rule: str) -> str:
    """A refusal's rule as the game's rules are cited: the engine gives a Saga refusal its Saga number
    without the prefix ("9-3-2"), the table says "Saga 9-3-2" (``Ruleset.cite``); Standard's stay bare."""
    rs = getattr(game, "ruleset", None)
    prefix = getattr(rs, "rule_prefix", "") if rs is not None else ""
    if not prefix or not rule or rule.startswith(prefix):
        return rule
    return rs.cite(rule)


def rule_words(rule: str) -> str:
    """"Rule 7-6-1-2-1" for a bare number; a cited one ("Saga 9-3-2") as it is."""
    from PySide6.QtCore import QCoreApplication

    return rule if rule and not rule[0].isdigit() else QCoreApplication.translate("Gestures", "Rule {rule}").format(
        rule=rule)


def play_verb(card) -> str:
    return "summon" if card.is_spirit else "deploy" if card.is_nexus else "use"


# hints are marked for translation here and translated where they are shown (context "Gestures")
CORE_HINT = QT_TRANSLATE_NOOP("Gestures", "A core goes onto one of your Spirits or Nexuses, or back to your Reserve: "
                                          "drop it there")
OWN_SIDE_HINT = QT_TRANSLATE_NOOP("Gestures", "Drop the card on your own side of the table")
ATTACK_HINT = QT_TRANSLATE_NOOP("Gestures", "To attack, drag the Spirit onto your opponent's side of the table")
BLOCK_HINT = QT_TRANSLATE_NOOP("Gestures", "To block, drop your Spirit on the attacking Spirit (or on the opponent's "
                                           "side)")


def intent(game, source, target, count: int = 1):
    """("action", Action) | ("noop",) | ("refuse", reason, rule) | ("hint", words) for a drop of ``source``
    on ``target`` (a hint: the drop means nothing, and the player is told what would)."""
    kind = source[0]
    if kind == "core":
        if target is None:
            return ("hint", CORE_HINT)
        return _core(source, target, count)
    brave = brave_gestures.intent(game, source, target)  # a Brave's drops (Eternal): fuse, separate, swap
    if brave is not None:
        return brave
    if target is None:
        return ("noop",)
    if kind == "hand":
        _, owner, i = source
        if target[0] in ("hand", "deck") and target[1] == owner:
            return ("noop",)
        verb = card_verb(game, target[0])
        if verb is not None:
            verb = brave_gestures.burst_area_verb(game.card(game.state.players[owner].hand[i]), verb)  # a drop the ruleset's table names (a burst set in the Burst Area, Saga 6-6-1-2-2)
            if target[1] != owner:
                return ("hint", OWN_SIDE_HINT)
            return ("action", Action(owner, verb, card=f"hand[{i}]"))
        card = game.card(game.state.players[owner].hand[i])
        verb = play_verb(card)
        args = {"card": f"hand[{i}]", "pay": "auto"}
        if verb != "use":
            args["place"] = "auto"
        return ("action", Action(owner, verb, **args))
    if kind == "card":
        _, owner, i = source
        if target[0] == "new" or target == ("card", owner, i):
            return ("noop",)  # dropped back where it lay
        if target[1] == owner:
            ref = f"field[{i}]"
            acts = {a.do for a in (game.legal_actions() if game.decision is not None else ())
                    if a.by == owner and a.get("with") == ref}
            if "attack" in acts:
                return ("hint", ATTACK_HINT)
            if "block" in acts:
                return ("hint", BLOCK_HINT)
            return ("noop",)
        d = game.decision
        verb = "block" if d is not None and d.kind == "block" and d.player == owner else "attack"
        if verb == "block" and target[0] == "card" and not _is_attacker(game, target):
            return ("hint", BLOCK_HINT)
        return ("action", Action(owner, verb, **{"with": f"field[{i}]"}))
    return ("noop",)


GESTURES = ("play", "use", "attack", "block", "move_core")  # drags the table itself turns into actions


def card_verb(game, zone: str):
    """The engine verb the ruleset's table gives a card dragged from the Hand onto ``zone`` (a drop that is
    an action of its own, not a play: ``set_burst`` in Saga), or None."""
    table = getattr(game.ruleset, "table", None)
    drags = getattr(table, "drags", None) or {}
    verb = drags.get(("hand", zone))
    return verb if verb is not None and verb not in GESTURES else None


def _core(source, target, count):
    """A core dropped somewhere: the move it asks for. Where cores may go is the engine's
    business (it refuses a move to the Life, the Trash or the opponent's side with its rule)."""
    _, owner, place, soul, _role = source
    mine = target[1] == owner if len(target) > 1 else True
    prefix = "" if mine else f"p{target[1] + 1}."
    if target[0] == "card":
        to = f"{prefix}field[{target[2]}]"
    elif target[0] in ("reserve", "life", "trash"):
        to = prefix + target[0]
    else:
        return ("hint", CORE_HINT)
    if to == place:
        return ("noop",)  # dropped back where it was
    args = {"from": place, "to": to, "count": 0 if soul else count}
    if soul:
        args["soul"] = True
    return ("action", Action(owner, "move_core", **args))


def _is_attacker(game, target) -> bool:
    """Whether a ("card", p, i) target is the Spirit attacking now."""
    b = game.state.battle
    field = game.state.players[target[1]].field
    return b is not None and target[2] < len(field) and field[target[2]].obj == b.attacker


def legal_targets(game, source) -> list:
    """The drop targets the engine's legal actions allow for ``source`` (what lights up)."""
    if game.decision is None:
        return []
    legal = game.legal_actions()
    out = []
    kind = source[0]
    if kind == "core":
        _, owner, place, soul, _ = source
        for a in legal:
            if a.do == "move_core" and a.by == owner and a.get("from") == place and bool(a.get("soul")) == soul:
                to = a.get("to")
                out.append(("reserve", owner) if to == "reserve" else ("card", owner, index_in(to, "field")))
    elif kind == "hand":
        _, owner, i = source
        ref = f"hand[{i}]"
        if any(a.by == owner and a.do in ("summon", "deploy", "use") and a.get("card") == ref for a in legal):
            out.append(("field", owner))
        table = getattr(game.ruleset, "table", None)
        for (frm, zone), verb in (getattr(table, "drags", None) or {}).items():
            if frm == "hand" and card_verb(game, zone) and any(
                    a.by == owner and a.do == verb and a.get("card") == ref for a in legal):
                out.append((zone, owner))
    elif kind == "card":
        _, owner, i = source
        ref = f"field[{i}]"
        for a in legal:
            if a.by == owner and a.get("with") == ref:
                if a.do == "attack":
                    out.append(("side", 1 - owner))
                elif a.do == "block":
                    b = game.state.battle
                    ap, _fc = game.find_obj(b.attacker) if b is not None else (None, None)
                    if ap is not None:
                        idx = next(k for k, f in enumerate(game.state.players[ap].field) if f.obj == b.attacker)
                        out.append(("card", ap, idx))
                    out.append(("side", 1 - owner))
    return out + brave_gestures.legal_targets(game, source)


def swap_actions(game, source) -> list:
    """Legal Soul Core swaps a core can take part in (for the core's context menu)."""
    if game.decision is None or source[0] != "core":
        return []
    _, owner, place, soul, _ = source
    out = []
    for a in game.legal_actions():
        if a.do == "swap_soul" and a.by == owner and (soul or a.get("with") == place):
            out.append(a)
    return out
