"""Battle Spirits Eternal: the Main Step (E:主要階段的行動, DIGEST E8).

Standard's Main Step actions, and Eternal's: summoning an Ultimate only when its 《召喚條件》 holds
(E:終極靈魂卡), a Brave's direct fusion, fusion, separation and swap (``engine.rules.eternal_brave``),
setting a Burst (``engine.rules.eternal_burst``). Bursts and Mirages are set once per turn each.
"""
from __future__ import annotations

from ..actions import Action, ActionList
from ..errors import IllegalAction
from ..events import Named
from ..places import Place
from ..queries.eternal import summon_condition_met
from ..verbs.payment import locked
from . import eternal_advent, eternal_awaken, eternal_brave, eternal_burst, eternal_mirage, main_step
from .core_moves import CoreMoves

R_ULTIMATE = "終極靈魂卡 ■召喚條件"


def _allowed(game, a) -> bool:
    """Leave out summons of Ultimates whose Summon Condition does not hold."""
    if a.do != "summon":
        return True
    p = game.state.players[a.by]
    ref = a.get("card")
    try:
        card = game.card(p.hand[int(ref[5:-1])])
    except (TypeError, ValueError, IndexError):
        return True
    return card.type != "ultimate" or summon_condition_met(game, a.by, card)


def legal_plays(game) -> list[Action]:
    pi = game.decider
    out = [a for a in main_step.legal_plays(game) if _allowed(game, a)]
    return (out + eternal_burst.legal_set(game) + eternal_mirage.legal_set(game) + eternal_brave.legal(game, pi)
            + eternal_awaken.legal(game, pi) + eternal_advent.legal(game, pi) + _more(game, pi))


def legal(game) -> ActionList:
    """Standard's Main Step actions, Ultimates only with their Summon Condition, Bursts, Brave actions;
    the core moves leave out Grand Walkers and Grand Stones (their cores never move by hand)."""
    pi = game.decider
    p = game.state.players[pi]
    fields, has = [], [p.reserve > 0]
    soul = 0 if p.soul_at == "reserve" else -1
    for i, fc in enumerate(p.field):
        if fc.pending is None and not locked(game, fc):
            fields.append(i)
            has.append(fc.cores > 0)
            if fc.soul:
                soul = len(fields)
    key = (pi, tuple(fields), tuple(has), soul)
    moves = main_step._CORE_MOVES.get(key)
    if moves is None:
        moves = main_step._CORE_MOVES[key] = CoreMoves(pi, key[1], key[2], soul)
    head = [a for a in main_step.legal_plays(game) if _allowed(game, a)]
    return ActionList(head + eternal_burst.legal_set(game) + eternal_mirage.legal_set(game)
                      + eternal_brave.legal(game, pi) + eternal_awaken.legal(game, pi) + eternal_advent.legal(game, pi)
                      + _more(game, pi), moves)


def _more(game, pi) -> list[Action]:
    """The later mechanics' Main Step actions (hand-side plays, Manifest, Revive ...)."""
    from .eternal_mech import main_actions

    return main_actions(game, pi)


R_GW = "創界神核心卡 ■創界神核心卡的特徵"


def _refuse_locked(game, pi, refs) -> None:
    p = game.state.players[pi]
    for ref in refs:
        pl = Place.parse(ref) if isinstance(ref, str) else None
        if pl is not None and pl.zone == "field" and pl.index is not None and pl.owner(pi) == pi \
                and pl.index < len(p.field) and locked(game, p.field[pl.index]):
            raise IllegalAction.of("refuse_locked_move", game.ruleset.cite(R_GW), card=game.named(p.field[pl.index].uid))


def h_move_core(game, a: Action) -> None:
    _refuse_locked(game, a.by, (a.get("from"), a.get("to")))
    main_step.h_move_core(game, a)


def h_swap_soul(game, a: Action) -> None:
    _refuse_locked(game, a.by, (a.get("with"),))
    main_step.h_swap_soul(game, a)


def h_deploy(game, a: Action) -> None:
    """E:配置核心卡: a Grand Walker or Grand Stone is deployed with no cores placed on it."""
    p = game.state.players[a.by]
    ref = str(a.get("card"))
    pl = Place.parse(ref)
    if pl is not None and pl.zone == "hand" and pl.index is not None and pl.index < len(p.hand):
        card = game.card(p.hand[pl.index])
        place = a.get("place", "auto")
        if any(k in card.kinds for k in ("grand_walker", "grand_stone")) and place not in ("auto", None, ()) \
                and any(n for _k, n in place if _k != "soul") | any(k == "soul" for k, _n in place):
            raise IllegalAction.of("refuse_gw_no_cores", game.ruleset.cite("配置核心卡"), card=Named(-1, card.id, card.name))
    main_step.h_play(game, a)


def h_summon(game, a: Action) -> None:
    """A summon: with ``onto``, a Brave's direct fusion; an Ultimate needs its Summon Condition."""
    if a.get("onto") is not None:
        p = game.state.players[a.by]
        ref = str(a.get("card"))
        pl = Place.parse(ref)
        card = game.card(p.hand[pl.index]) if pl is not None and pl.zone == "hand" and pl.index is not None \
            and pl.index < len(p.hand) else None
        if card is not None and card.type != "brave" and eternal_advent.has_advent(card):
            eternal_advent.h_advent(game, a)  # E:煌臨
        else:
            eternal_brave.h_summon_onto(game, a)  # E:合體卡 ■召喚與直接合體
        return
    p = game.state.players[a.by]
    ref = a.get("card")
    try:
        card = game.card(p.hand[int(str(ref)[5:-1])]) if str(ref).startswith("hand[") else None
    except (ValueError, IndexError):
        card = None
    if card is not None and card.type == "ultimate" and not summon_condition_met(game, a.by, card):
        raise IllegalAction.of("refuse_summon_condition", game.ruleset.cite(R_ULTIMATE), card=Named(-1, card.id, card.name))
    main_step.h_play(game, a)


HANDLERS = {("main", "summon"): h_summon, ("main", "deploy"): h_deploy, ("main", "move_core"): h_move_core,
            ("main", "swap_soul"): h_swap_soul}
