"""The Main Step and Second Main Step (7-6, 7-8): cards from Hand, core moves, ending the step."""
from __future__ import annotations

from ..actions import Action, ActionList, parse_core_place
from ..errors import IllegalAction
from ..events import Cause
from ..places import Place
from ..verbs.leaving import check_depletion
from . import play
from .activate import legal_activations
from .core_moves import CoreMoves

RULE_MOVE = "7-6-1-2-2"


def legal_plays(game) -> list[Action]:
    """End the step, play a card from Hand, activate an effect: every legal action of the Main
    Step but the core moves."""
    pi = game.decider
    return ([Action.raw(pi, "end_step")] + play.affordable_from_hand(game, pi, "main")
            + legal_activations(game, pi, "main"))


def legal(game) -> ActionList:
    """End the step; every card from Hand that can be paid for (automatic payment, one
    action per [Main]/[Flash] timing for Magic); every core move of one core, and of the
    Soul Core; every Soul Core swap (those lazily: ``CoreMoves``)."""
    pi = game.decider
    p = game.state.players[pi]
    fields = []  # indexes of the field cards not in a pending state
    has = [p.reserve > 0]  # per place (the Reserve, then those cards): a normal core there?
    soul = 0 if p.soul_at == "reserve" else -1  # the place of the Soul Core, if it can move
    on_field = p.soul_at == "field"
    for i, fc in enumerate(p.field):
        if fc.pending is None:
            fields.append(i)
            has.append(fc.cores > 0)
            if on_field and fc.soul:
                soul = len(fields)
    key = (pi, tuple(fields), tuple(has), soul)
    moves = _CORE_MOVES.get(key)
    if moves is None:
        if len(_CORE_MOVES) > 10_000:
            _CORE_MOVES.clear()
        moves = _CORE_MOVES[key] = CoreMoves(pi, key[1], key[2], soul)
    return ActionList(legal_plays(game), moves)


_CORE_MOVES: dict[tuple, CoreMoves] = {}  # the moves of a layout, which games meet again and again


def h_play(game, a: Action) -> None:
    pl = play.plan(game, a)
    game.phase = "run"
    game.push(("decide", game.decider, "main"))
    play.execute(game, pl)


def h_end_step(game, a: Action) -> None:
    game.emit("end_step", a.by, step=game.state.step, label=game.ruleset.step_label(game.state.step))
    game.phase = "run"
    game.push(("next", game.state.step))


def _core_place(game, pi, ref):
    """'reserve' -> None; 'field[i]' -> the FieldCard, checked. A core moved by hand goes only
    between one's own Reserve and one's own Spirits and Nexuses (7-6-1-2-2)."""
    try:
        i = parse_core_place(ref, RULE_MOVE)
    except IllegalAction:
        where = Place.parse(ref)
        if where is None:
            raise
        if where.owner(pi) != pi:
            raise IllegalAction("cores move only between your own Reserve and your own Spirits and Nexuses",
                                RULE_MOVE) from None
        if where.zone in ("life", "trash", "void") and where.index is None:
            raise IllegalAction(f"a core cannot be moved to the {where.zone.capitalize()} by hand: in the Main Step "
                                "cores move between the Reserve and your Spirits and Nexuses", RULE_MOVE) from None
        i = parse_core_place(str(where._replace(player=None)), RULE_MOVE)
    if i is None:
        return None
    p = game.state.players[pi]
    if i >= len(p.field):
        raise IllegalAction(f"there is no field[{i}]: you have {len(p.field)} cards on the Field", RULE_MOVE)
    fc = p.field[i]
    if fc.pending is not None:
        raise IllegalAction(f"{game.card(fc.uid).name} is in a pending state and leaving the Field", "10-2-2-4")
    return fc


def h_move_core(game, a: Action) -> None:
    pi = a.by
    p = game.state.players[pi]
    src_ref, dst_ref = a.get("from"), a.get("to")
    count = a.get("count", 1)
    soul = a.get("soul", False)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise IllegalAction("the number of cores to move must be a whole number 0 or more", "1-4-5")
    if not isinstance(soul, bool):
        raise IllegalAction("soul is true or false", RULE_MOVE)
    src = _core_place(game, pi, src_ref)
    dst = _core_place(game, pi, dst_ref)
    if src_ref == dst_ref:
        raise IllegalAction("a move to the place the cores already are does not happen", "1-4-2-2")
    if count == 0 and not soul:
        raise IllegalAction("moving 0 cores does nothing", "1-4-2-3")
    have = p.reserve if src is None else src.cores
    if count > have:
        raise IllegalAction(f"{'the Reserve' if src is None else game.card(src.uid).name} has {have} normal "
                            f"core{'s' if have != 1 else ''}; {count} cannot be moved", RULE_MOVE)
    if soul and not (p.soul_at == "reserve" if src is None else src.soul):
        raise IllegalAction(f"your Soul Core is not {'in the Reserve' if src is None else 'on that card'}", "5-7-3")
    # carry out
    if src is None:
        p.reserve -= count
    else:
        src.cores -= count
    if dst is None:
        p.reserve += count
    else:
        dst.cores += count
    if soul:
        if src is not None:
            src.soul = False
        if dst is None:
            p.soul_at = "reserve"
        else:
            dst.soul = True
            p.soul_at = "field"
    game.emit("move_core", pi, cards=tuple(f.uid for f in (src, dst) if f is not None), count=count, soul=soul,
              src=_named(game, src), dst=_named(game, dst))
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("core_move", pi))


def h_swap_soul(game, a: Action) -> None:
    """7-6-1-2-2: swap the Soul Core with a normal core, both moving at once."""
    pi = a.by
    p = game.state.players[pi]
    other = _core_place(game, pi, a.get("with"))
    if p.soul_at == "reserve":
        soul_fc = None
    elif p.soul_at == "field":
        soul_fc = next(fc for fc in p.field if fc.soul)
        if soul_fc.pending is not None:
            raise IllegalAction("the Soul Core is on a card in a pending state", "10-2-2-4")
    else:
        raise IllegalAction(f"your Soul Core is in your {p.soul_at.capitalize()}, not in the Reserve or on the Field",
                            RULE_MOVE)
    if other is soul_fc:
        raise IllegalAction("the Soul Core is already there", "1-4-2-2")
    have = p.reserve if other is None else other.cores
    if have < 1:
        raise IllegalAction(f"{_place_name(game, other)} has no normal core to swap with", RULE_MOVE)
    if other is None:
        p.reserve -= 1
        soul_fc.cores += 1
        soul_fc.soul = False
        p.soul_at = "reserve"
    else:
        other.cores -= 1
        other.soul = True
        if soul_fc is None:
            p.reserve += 1
        else:
            soul_fc.cores += 1
            soul_fc.soul = False
        p.soul_at = "field"
    game.emit("swap_soul", pi, cards=tuple(f.uid for f in (soul_fc, other) if f is not None),
              src=_named(game, soul_fc), dst=_named(game, other))
    game.phase = "run"
    game.push(("decide", pi, "main"))


def _named(game, fc):
    """A place of a core move by hand, for an event: the card, or None for the Reserve."""
    return None if fc is None else game.named(fc.uid)


def _place_name(game, fc) -> str:
    return "the Reserve" if fc is None else game.card(fc.uid).name


def task_decide(game, task) -> None:
    game.decide(task[1], task[2])


HANDLERS = {
    ("main", "summon"): h_play, ("main", "deploy"): h_play, ("main", "use"): h_play,
    ("main", "end_step"): h_end_step, ("attack", "end_step"): h_end_step,
    ("main", "move_core"): h_move_core, ("main", "swap_soul"): h_swap_soul,
}
TASKS = {"decide": task_decide}
