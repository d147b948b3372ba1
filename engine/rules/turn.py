"""Set-up (6-2) and the turn: steps and their turn-based actions (7-1 ... 7-9).

The steps themselves, their order and which of them the first turn skips come from the
ruleset (``Ruleset.steps``); the turn-based action of each step is one small function here.
"""
from __future__ import annotations

from ..actions import Action
from ..state import EXHAUSTED, HEAVY_EXHAUSTED, REFRESH
from ..verbs import notice
from ..verbs.hand import draw


# ---------------------------------------------------------------------- set-up (6-2)
def setup(game, n1: int, n2: int, first) -> None:
    st = game.state
    rs = game.ruleset
    st.players[0].deck = list(range(n1))
    st.players[1].deck = list(range(n1, n1 + n2))
    for p in st.players:
        game.rng.shuffle(p.deck)  # 6-2-1-2: the owner shuffles ...
        game.rng.shuffle(p.deck)  # ... then the opponent shuffles
        p.life = rs.start_life  # 6-2-1-3
        p.reserve = rs.start_reserve
        p.soul_at = "reserve"
    for pi in (0, 1):
        draw(game, pi, rs.start_hand)  # 6-2-1-5
    game.emit("setup", None, life=rs.start_life, reserve=rs.start_reserve, hand=rs.start_hand)
    if first is None:
        winner = game.rng.below(2)  # rock-paper-scissors, drawn from the game's generator
        game.emit("setup", winner, "setup_rps")
        game.decide(winner, "first")
    else:
        _set_first(game, first)


def _set_first(game, first: int) -> None:
    st = game.state
    st.first_player = first
    st.turn_player = first
    game.emit("setup", first, "setup_first")
    game.decide(first, "redraw")  # 6-2-1-7: in turn order, the first player first


def legal_setup(game) -> list[Action]:
    p = game.decider
    if game.phase == "first":
        return [Action(p, "go_first"), Action(p, "go_second")]
    return [Action(p, "keep"), Action(p, "redraw")]


def h_first(game, a: Action) -> None:
    _set_first(game, a.by if a.do == "go_first" else 1 - a.by)


def h_redraw(game, a: Action) -> None:
    st = game.state
    if a.do == "redraw":  # 6-2-1-8
        p = st.players[a.by]
        p.deck.extend(p.hand)
        p.hand = []
        game.rng.shuffle(p.deck)
        game.rng.shuffle(p.deck)
        draw(game, a.by, game.ruleset.start_hand)
        game.emit("redraw", a.by)
    else:
        game.emit("redraw", a.by, "keep")
    if a.by == st.first_player:
        game.decide(1 - a.by, "redraw")
    else:
        game.emit("turn", st.turn_player, "first_turn")
        game.phase = "run"
        game.push(("step", game.ruleset.steps[0].name))


# ---------------------------------------------------------------------- steps
def task_step(game, task) -> None:
    """Begin a step: steps the first turn skips (7-3-3, 7-7-2, 7-8-2) pass at once."""
    st = game.state
    rs = game.ruleset
    step = task[1]
    st.step = step
    tp = st.turn_player
    if st.turn == 1 and step in rs.first_turn_skips and tp == st.first_player:
        game.push(("next", step))
        return
    s = rs.step_by_name[step]
    game.emit("step", tp, None, (), 0, name=step, label=s.label, rule=rs.step_rule[step])
    game.push(("tba", step))
    rs.begin_step(game, step)


def begin_standard_step(game, step: str) -> None:
    """What happens as a Standard step begins, before its turn-based action: "at the start of the
    step" effects trigger (7-2-1 ...); in the End Step "during this turn" effects expire first,
    then "at the End Step" effects trigger (7-9-1-1). DIGEST A6: with an empty Deck at the start of
    the Start Step, the deck check comes before any Start Step trigger."""
    st = game.state
    if step == "start" and not st.players[st.turn_player].deck:
        return
    if step == "end":
        expire_turn_effects(game)
        notice.timing(game, "end_step")
    notice.timing(game, "step_start", step)


def expire_turn_effects(game) -> None:
    """'During this turn' duration effects end (7-9-1-1, 9-1-5-6)."""
    st = game.state
    st.mods = [m for m in st.mods if m[3] != "turn"]


def task_tba(game, task) -> None:
    """The step's turn-based action; then, unless it waits for a decision, the next step."""
    if game.ruleset.step_by_name[task[1]].tba(game, task):
        game.push(("next", task[1]))


def tba_start(game, task) -> bool:
    """7-2-2; DIGEST A6: a player with no Deck at the start of their Start Step loses, checked
    before any Start Step trigger resolves."""
    tp = game.state.turn_player
    if not game.state.players[tp].deck:
        game.emit("deck_out", tp)
        game.win(1 - tp, "deck_out", "7-2-2")
        return False
    return True


def tba_core(game, task) -> bool:
    """7-3-2: one core from the Void into the Reserve."""
    tp = game.state.turn_player
    game.state.players[tp].reserve += 1
    game.emit("core", tp, "core_step", void=1)
    return True


def tba_draw(game, task) -> bool:
    """7-4-2: draw 1 card."""
    tp = game.state.turn_player
    if draw(game, tp, 1):
        game.emit("draw", tp, "draw_step")
    else:
        game.emit("draw", tp, "draw_empty")
    return True


def tba_refresh(game, task) -> bool:
    refresh_all(game, game.state.turn_player)
    return True


def tba_main(game, task) -> bool:
    """7-6-1-1: "at the start of the Main Step" effects, then the turn player acts (7-6-1-2)."""
    if len(task) == 2:
        notice.timing(game, "main_start")
        game.push(("tba", task[1], "act"))
        return False
    game.decide(game.state.turn_player, "main")
    return False


def tba_second_main(game, task) -> bool:
    """7-8: the turn player acts as in the Main Step; no start-of-Main-Step effects (DIGEST A12)."""
    game.decide(game.state.turn_player, "main")
    return False


def tba_attack(game, task) -> bool:
    """7-7-3-2: the turn player attacks or ends the step."""
    game.decide(game.state.turn_player, "attack")
    return False


def tba_none(game, task) -> bool:
    """A step without a turn-based action (the End Step, 7-9-1)."""
    return True


def refresh_all(game, tp: int) -> None:
    """7-5-2: refresh every own field card (Heavy Exhausted becomes Exhausted, 5-14-2) and move
    every core from the Trash to the Reserve, the Soul Core included."""
    p = game.state.players[tp]
    n = 0
    for fc in p.field:
        if fc.state == EXHAUSTED:
            fc.state = REFRESH
        elif fc.state == HEAVY_EXHAUSTED:
            fc.state = EXHAUSTED
        else:
            continue
        n += 1
        notice.card_event(game, tp, fc, "refreshed")
    moved = p.trash_cores + (1 if p.soul_at == "trash" else 0)
    p.reserve += p.trash_cores
    p.trash_cores = 0
    if p.soul_at == "trash":
        p.soul_at = "reserve"
    game.emit("refresh", tp, "refresh_step", cards_n=n, cores_n=moved)


def task_next(game, task) -> None:
    st = game.state
    steps = game.ruleset.step_names
    i = steps.index(task[1])
    if i + 1 < len(steps):
        game.push(("step", steps[i + 1]))
        return
    if len(task) == 2:  # 7-9-1-2: after the End Step's effects, those at the end of the turn
        game.push(("next", task[1], "turn_end"))
        notice.timing(game, "turn_end")
        return
    # 7-9-1-3: the turn ends; the opponent becomes the turn player
    if st.mods:  # 7-9-1-1, 7-9-1-3: what lasts 'during this turn' (even made in the End Step) ends with it
        st.mods = [m for m in st.mods if m[3] not in ("turn", "battle")]
    st.turn += 1
    st.turn_player = 1 - st.turn_player
    st.once_used = [k for k in st.once_used if k[0] == "game"] if st.once_used else []  # [Once per turn] counts again (12-3-1-1); Eternal's once-per-game uses stay
    game.emit("turn", st.turn_player, turn=st.turn)
    game.push(("step", steps[0]))


HANDLERS = {
    ("first", "go_first"): h_first, ("first", "go_second"): h_first,
    ("redraw", "redraw"): h_redraw, ("redraw", "keep"): h_redraw,
}
TASKS = {"step": task_step, "tba": task_tba, "next": task_next}
