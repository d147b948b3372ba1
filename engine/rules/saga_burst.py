"""Battle Spirits Saga: the Burst Area (Saga 3-8, 6-6-1-2-2, 10-9).

- Setting a burst is a Main Step action of the turn player, once per turn: a card with a burst
  effect goes from the Hand face down into the Burst Area; a burst already there is discarded
  to the Trash (Saga 3-8, 6-6-1-2-2, 10-2-1).
- When its condition is met (``engine.verbs.saga_leaving`` notices "when one of your spirits is
  destroyed") the burst waits; its owner may activate it at will (Saga 10-9-3): it is turned
  face up and its effect resolves without paying its cost (Saga 10-9-2); then it goes to the
  Trash (Saga 10-9-4). Not activated, it stays set. Face up, it is no longer a burst (Saga 10-9-1):
  a spirit destroyed while its effect resolves does not activate it again.
"""
from __future__ import annotations

from typing import NamedTuple

from ..actions import Action, parse_card_ref
from ..effects.choices import ChoiceRequest, ask
from ..effects.frames import Frame
from ..errors import IllegalAction
from ..events import Label, Msg

from ..verbs.saga_leaving import BURST_OBJ, FACE_UP

SET_MARK = "saga_burst_set"  # in GameState.once_used, which every turn clears: a burst was set this turn


class BurstAsk(NamedTuple):
    player: int
    uid: int
    index: int  # the burst effect's index among the card's effects
    picks: tuple | None = None


def burst_effect(card):
    """(index, effect) of a card's burst effect, or None."""
    for i, eff in enumerate(card.effects or ()):
        if eff.get("kind") == "burst":
            return i, eff
    return None


def _set_this_turn(game, pi: int) -> bool:
    return (SET_MARK, pi) in game.state.once_used


def legal_set(game) -> list[Action]:
    """One ``set_burst`` action per card in Hand with a burst effect, unless one was set this turn."""
    pi = game.decider
    if _set_this_turn(game, pi):
        return []
    p = game.state.players[pi]
    return [Action.raw(pi, "set_burst", (("card", f"hand[{i}]"),))
            for i, uid in enumerate(p.hand) if burst_effect(game.card(uid)) is not None]


def h_set_burst(game, a: Action) -> None:
    """Saga 6-6-1-2-2: set a burst card face down; Saga 3-8: a second discards the first."""
    pi = a.by
    rs = game.ruleset
    if game.state.step != "main":
        raise IllegalAction.of("refuse_burst_main", "Saga 6-6-1-2-2")
    owner, area, idx = parse_card_ref(a.get("card"), pi, "Saga 6-6-1-2-2")
    p = game.state.players[pi]
    if owner != pi or area != "hand":
        raise IllegalAction.of("refuse_burst_hand", "Saga 6-6-1-2-2")
    if not 0 <= idx < len(p.hand):
        raise IllegalAction(f"there is no hand[{idx}]: the Hand has {len(p.hand)} cards", "Saga 6-6-1-2-2")
    uid = p.hand[idx]
    if burst_effect(game.card(uid)) is None:
        raise IllegalAction.of("refuse_burst_none", "Saga 3-8", card=game.named(uid))
    if _set_this_turn(game, pi):
        raise IllegalAction.of("refuse_burst_once", "Saga 6-6-1-2-2")
    old = p.zone("burst")
    p.hand.pop(idx)
    if old:
        p.trash.extend(old)  # discarded (Saga 10-2-1)
        game.emit("burst", pi, "saga_burst_discarded", cards=tuple(old), card=game.named(old[0]),
                  rule=rs.cite("3-8"))
    p.set_zone("burst", [uid])
    game.state.once_used.append((SET_MARK, pi))
    game.emit("burst", pi, "saga_burst_set", rule=rs.cite("6-6-1-2-2"))  # face down: not named


def task_burst(game, task) -> None:
    """Saga 10-9-3: the owner of a waiting burst decides whether to activate it."""
    b: BurstAsk = task[1]
    st = game.state
    p = st.players[b.player]
    if b.uid not in p.zone("burst") or (FACE_UP, b.uid) in st.once_used:
        return  # gone, or already face up and resolving: it activates once (Saga 10-9-1, 10-9-4)
    named = game.named(b.uid)
    if b.picks is None:
        ask(game, ChoiceRequest(b.player, "may", Msg.of("saga_ask_burst", card=named),
                                (("yes", "activate", True), ("no", "do not activate", False)), 1, 1, (),
                                ("saga_burst", b, "picks")))
        return
    if not b.picks[0]:
        return
    eff = game.card(b.uid).effects[b.index]
    st.once_used.append((FACE_UP, b.uid))  # face up until it resolves and goes to the Trash
    game.emit("burst", b.player, "saga_burst_activated", cards=(b.uid,), card=named, rule=game.ruleset.cite("10-9-2"))
    label = Label("burst", "", named)
    game.push(("saga_burst_done", b), ("fx_start", Frame(b.uid, BURST_OBJ, b.player, label, tuple(eff["do"]))))


def task_burst_done(game, task) -> None:
    """After it resolves, the activated burst goes to the Trash."""
    b: BurstAsk = task[1]
    p = game.state.players[b.player]
    burst = p.zone("burst")
    if (FACE_UP, b.uid) in game.state.once_used:
        game.state.once_used.remove((FACE_UP, b.uid))
    if b.uid in burst:
        burst.remove(b.uid)
        p.trash.append(b.uid)


def rule_processing(game, flush) -> None:
    """Waiting bursts are asked after the other effects that waited with them: their tasks go
    under the batch that ``flush`` puts on the agenda."""
    st = game.state
    bursts = [t for t in st.collected if t.obj == BURST_OBJ]
    if bursts:
        st.collected = [t for t in st.collected if t.obj != BURST_OBJ]
        for t in reversed(bursts):
            game.push(("saga_burst", BurstAsk(t.player, t.uid, t.index)))
    flush(game)


def reveal_at_game_end(game) -> None:
    """Saga 3-8-5: after the game ends, every set burst is turned face up to confirm it has a burst effect."""
    for pi, p in enumerate(game.state.players):
        for uid in p.zone("burst"):
            game.emit("burst", pi, "saga_burst_end_reveal", cards=(uid,), card=game.named(uid),
                      rule=game.ruleset.cite("3-8-5"))


HANDLERS = {("main", "set_burst"): h_set_burst}
TASKS = {"saga_burst": task_burst, "saga_burst_done": task_burst_done}
