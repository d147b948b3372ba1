"""Set-up (6-2) and the turn: eight steps with their turn-based actions (7-1 ... 7-9)."""
from __future__ import annotations

from ..actions import Action
from ..effects import triggers
from ..state import EXHAUSTED, HEAVY_EXHAUSTED, REFRESH

STEP_NAMES = {"start": "Start Step", "core": "Core Step", "draw": "Draw Step", "refresh": "Refresh Step",
              "main": "Main Step", "attack": "Attack Step", "second_main": "Second Main Step",
              "end": "End Step"}
STEP_RULE = {"start": "7-2", "core": "7-3", "draw": "7-4", "refresh": "7-5", "main": "7-6",
             "attack": "7-7", "second_main": "7-8", "end": "7-9"}
_STEP_TEXT = {step: f"{name} ({STEP_RULE[step]})" for step, name in STEP_NAMES.items()}  # the log line of each step


# ---------------------------------------------------------------------- set-up (6-2)
def setup(game, n1: int, n2: int, first) -> None:
    st = game.state
    fmt = game.fmt
    st.players[0].deck = list(range(n1))
    st.players[1].deck = list(range(n1, n1 + n2))
    for p in st.players:
        game.rng.shuffle(p.deck)  # 6-2-1-2: the owner shuffles ...
        game.rng.shuffle(p.deck)  # ... then the opponent shuffles
        p.life = fmt.start_life  # 6-2-1-3
        p.reserve = fmt.start_reserve
        p.soul_at = "reserve"
    for pi in (0, 1):
        draw(game, pi, fmt.start_hand)  # 6-2-1-5
    game.emit("setup", None, f"each player shuffles, puts {fmt.start_life} cores in Life, "
                             f"{fmt.start_reserve} cores and the Soul Core in the Reserve and draws {fmt.start_hand}")
    if first is None:
        winner = game.rng.below(2)  # rock-paper-scissors, drawn from the game's generator
        game.emit("setup", winner, f"{game.pname(winner)} wins rock-paper-scissors and chooses (6-2-1-6)")
        game.decide(winner, "first")
    else:
        _set_first(game, first)


def _set_first(game, first: int) -> None:
    st = game.state
    st.first_player = first
    st.turn_player = first
    game.emit("setup", first, f"{game.pname(first)} goes first")
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
        draw(game, a.by, game.fmt.start_hand)
        game.emit("redraw", a.by, f"{game.pname(a.by)} redraws their Hand (6-2-1-8)")
    else:
        game.emit("redraw", a.by, f"{game.pname(a.by)} keeps their Hand")
    if a.by == st.first_player:
        game.decide(1 - a.by, "redraw")
    else:
        game.emit("turn", st.turn_player, f"turn 1: {game.pname(st.turn_player)} begins (6-2-1-9)")
        game.phase = "run"
        game.push(("step", "start"))


# ---------------------------------------------------------------------- basic verbs
def draw(game, pi: int, n: int) -> int:
    """Draw n (5-6): n times 'draw 1'; drawing from an empty Deck is skipped (1-4-2)."""
    p = game.state.players[pi]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            break
        p.hand.append(p.deck.pop(0))
        drawn += 1
    return drawn


# ---------------------------------------------------------------------- steps
def task_step(game, task) -> None:
    """Begin a step: skipped steps of the first turn (7-3-3, 7-7-2, 7-8-2) pass at once."""
    st = game.state
    step = task[1]
    st.step = step
    tp = st.turn_player
    if st.turn == 1 and step in game.fmt.first_turn_skips and tp == st.first_player:
        game.push(("next", step))
        return
    game.emit("step", tp, _STEP_TEXT[step])
    game.push(("tba", step))
    if step == "start" and not st.players[tp].deck:
        return  # DIGEST A6: the deck check comes before any Start Step trigger resolves
    if step == "end":  # 7-9-1-1: 'during this turn' effects expire first
        st.mods = [m for m in st.mods if m[3] != "turn"]
        triggers.timing(game, "end_step")
    triggers.timing(game, "step_start", step)


def task_tba(game, task) -> None:
    st = game.state
    step = task[1]
    tp = st.turn_player
    p = st.players[tp]
    if step == "start":  # 7-2-2; DIGEST A6: checked before any Start Step trigger resolves
        if not p.deck:
            game.emit("deck_out", tp, f"{game.pname(tp)} has no cards in their Deck at the start of their Start Step")
            game.win(1 - tp, "deck out", "7-2-2")
            return
    elif step == "core":  # 7-3-2
        p.reserve += 1
        game.emit("core", tp, f"{game.pname(tp)} puts 1 core from the Void into their Reserve (7-3-2)", void=1)
    elif step == "draw":  # 7-4-2
        if draw(game, tp, 1):
            game.emit("draw", tp, f"{game.pname(tp)} draws 1 card (7-4-2)")
        else:
            game.emit("draw", tp, f"{game.pname(tp)} cannot draw: the Deck is empty (1-4-2)")
    elif step == "refresh":  # 7-5-2
        refresh_all(game, tp)
    elif step in ("main", "second_main"):  # 7-6-1-2
        if step == "main" and len(task) == 2:  # 7-6-1-1; not in the Second Main Step (DIGEST A12)
            triggers.timing(game, "main_start")
            game.push(("tba", step, "act"))
            return
        game.decide(tp, "main")
        return
    elif step == "attack":  # 7-7-3-2
        game.decide(tp, "attack")
        return
    elif step == "end":  # 7-9-1
        pass
    game.push(("next", step))


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
        triggers.card_event(game, tp, fc, "refreshed")
    moved = p.trash_cores + (1 if p.soul_at == "trash" else 0)
    p.reserve += p.trash_cores
    p.trash_cores = 0
    if p.soul_at == "trash":
        p.soul_at = "reserve"
    game.emit("refresh", tp, f"{game.pname(tp)} refreshes {n} card{'s' if n != 1 else ''} and moves "
                             f"{moved} core{'s' if moved != 1 else ''} from the Trash to the Reserve (7-5-2)")


def task_next(game, task) -> None:
    st = game.state
    steps = game.fmt.steps
    step = task[1]
    i = steps.index(step)
    if i + 1 < len(steps):
        game.push(("step", steps[i + 1]))
        return
    # 7-9-1-3: the turn ends; the opponent becomes the turn player
    st.turn += 1
    st.turn_player = 1 - st.turn_player
    st.once_used = []  # [Once per turn] counts again (12-3-1-1)
    game.emit("turn", st.turn_player, f"turn {st.turn}: {game.pname(st.turn_player)}'s turn")
    game.push(("step", steps[0]))


HANDLERS = {
    ("first", "go_first"): h_first, ("first", "go_second"): h_first,
    ("redraw", "redraw"): h_redraw, ("redraw", "keep"): h_redraw,
}
TASKS = {"step": task_step, "tba": task_tba, "next": task_next}
