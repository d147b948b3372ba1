"""Battle Spirits Saga: set-up (Saga 5-2) and what differs in its turn (Saga 6).

The steps' own turn-based actions are Standard's (``engine.rules.turn``: core, draw, refresh,
main, attack); what is Saga's is here: the set-up with the Saga mulligan, and the End Step order
(end-of-turn effects first, then "this turn" effects end, Saga 6-8-1).
"""
from __future__ import annotations

from ..verbs import notice
from ..verbs.hand import draw
from . import turn


# ---------------------------------------------------------------------- set-up (Saga 5-2)
def setup(game, n1: int, n2: int, first) -> None:
    """Saga 5-2-2 ... 5-2-6: each deck is shuffled by its owner, then by the opponent; 5 cores
    in Life, the Soul Core and 3 cores in the Reserve, 4 cards drawn; the winner of a random
    method decides who is player one (the ``first`` decision, as in Standard)."""
    st = game.state
    rs = game.ruleset
    st.players[0].deck = list(range(n1))
    st.players[1].deck = list(range(n1, n1 + n2))
    for p in st.players:
        game.rng.shuffle(p.deck)  # Saga 5-2-2: the owner shuffles ...
        game.rng.shuffle(p.deck)  # ... then the opponent shuffles
        p.life = rs.start_life  # Saga 5-2-3
        p.reserve = rs.start_reserve  # Saga 5-2-4
        p.soul_at = "reserve"
    for pi in (0, 1):
        draw(game, pi, rs.start_hand)  # Saga 5-2-5
    game.emit("setup", None, life=rs.start_life, reserve=rs.start_reserve, hand=rs.start_hand)
    if first is None:
        winner = game.rng.below(2)  # Saga 5-2-6, drawn from the game's generator
        game.emit("setup", winner, "saga_setup_random", rule=rs.cite("5-2-6"))
        game.decide(winner, "first")
    else:
        set_first(game, first)


def set_first(game, first: int) -> None:
    st = game.state
    st.first_player = first
    st.turn_player = first
    game.emit("setup", first, "setup_first")
    game.decide(first, "redraw")  # Saga 5-2-7: starting with player one


def h_first(game, a) -> None:
    set_first(game, a.by if a.do == "go_first" else 1 - a.by)


def h_mulligan(game, a) -> None:
    """Saga 5-2-7: a player who mulligans puts the Hand on the bottom of the Deck (the order
    cannot matter: the Deck is shuffled next), draws 4 and shuffles (the opponent shuffles too);
    a player who keeps draws 1 more card."""
    st = game.state
    rs = game.ruleset
    p = st.players[a.by]
    if a.do == "redraw":
        n = len(p.hand)
        p.deck.extend(p.hand)
        p.hand = []
        draw(game, a.by, n)
        game.rng.shuffle(p.deck)
        game.rng.shuffle(p.deck)
        game.emit("redraw", a.by, "saga_mulligan", n=n, rule=rs.cite("5-2-7"))
    else:
        draw(game, a.by, 1)
        game.emit("redraw", a.by, "saga_keep", rule=rs.cite("5-2-7"))
    if a.by == st.first_player:
        game.decide(1 - a.by, "redraw")
    else:
        game.emit("turn", st.turn_player, "saga_first_turn", rule=rs.cite("5-2-8"))
        game.phase = "run"
        game.push(("step", rs.steps[0].name))


# ---------------------------------------------------------------------- the turn (Saga 6)
def begin_step(game, step: str) -> None:
    """As a Saga step begins: "at the start of the step" effects activate (Saga 6-2-1, 6-4-1 ...).
    In the End Step "end of your turn" effects activate first, and only after them do "this
    turn" effects end (Saga 6-8-1-1, 6-8-1-2): the expiry is a task under their batch."""
    st = game.state
    if step == "start" and not st.players[st.turn_player].deck:
        return  # Saga 6-2-2 is checked by the turn-based action, before any effect
    if step == "end":
        game.push(("saga_expire",))
        notice.timing(game, "end_step")
    notice.timing(game, "step_start", step)


def task_expire(game, task) -> None:
    """Saga 6-8-1-2: "during this turn" and "until the end of the turn" effects become inactive."""
    before = len(game.state.mods)
    turn.expire_turn_effects(game)
    if before > len(game.state.mods):
        game.emit("expire", game.state.turn_player, "saga_expire", n=before - len(game.state.mods),
                  rule=game.ruleset.cite("6-8-1-2"))


HANDLERS = {
    ("first", "go_first"): h_first, ("first", "go_second"): h_first,
    ("redraw", "redraw"): h_mulligan, ("redraw", "keep"): h_mulligan,
}
TASKS = {"saga_expire": task_expire}
