"""Game preparation (D 5-2), the phases of a turn (D 6), checkpoints (4-5) and rule processing (D 9).

Agenda tasks are tuples whose first item names the task (``TASKS``); decisions are taken by the handlers of
``engine.dbscg.play`` and ``engine.dbscg.battle`` and the set-up handlers here.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from . import refusal_words as _refusal_words  # noqa: F401  (its refusals in words)
from . import skills
from .skills import draw
from .keywords import face, power
from .state import Slot

HAND = 6  # 5-2-1-6
LIFE = 8  # 5-2-1-7


# ---------------------------------------------------------------------- set-up (5-2)
def setup(game, leaders: tuple, first=None) -> None:
    """5-2-1-2 .. 5-2-1-8: Leaders face up, shuffle, a random first player (no choice, 5-2-1-5-1), draw 6,
    one partial mulligan each from the first player, Life = the top 8."""
    st = game.state
    for pi in (0, 1):
        st.players[pi].leader = Slot(leaders[pi], False, 0)
        game.emit("leader", pi, "db_leader", cards=(leaders[pi],), card=game.named(leaders[pi]))
        game.rng.shuffle(st.players[pi].deck)
    fp = game.rng.below(2) if first is None else first
    st.first_player = st.turn_player = fp
    game.emit("first", fp, "db_first" if first is None else "db_first_set")  # at random, or as the table set it
    for pi in (fp, 1 - fp):
        draw(game, pi, HAND)
    game.push(("turn_start",), ("life_setup",), ("ask_mulligan", 1 - fp), ("ask_mulligan", fp))


def t_ask_mulligan(game, task):
    game.decide(task[1], "mulligan")


def h_keep(game, a):
    game.state.players[a.by].mulliganed = True
    game.emit("keep", a.by, "db_keep")


def h_redraw(game, a):
    """5-2-1-6-1: return any number of cards to the Deck, shuffle, draw that many."""
    p = game.state.players[a.by]
    picks = a.get("cards")
    picks = (picks,) if isinstance(picks, (int, str)) else picks or ()
    idx = []
    for ref in picks:
        i = ref if isinstance(ref, int) else _hand_index(ref)
        if i is None or not 0 <= i < len(p.hand) or i in idx:
            raise IllegalAction.of("refuse_db_redraw_ref", "D 5-2-1-6-1", ref=ref, n=len(p.hand))
        idx.append(i)
    if not idx:
        raise IllegalAction.of("refuse_db_redraw_none", "D 5-2-1-6-1")
    back = [p.hand[i] for i in sorted(idx)]
    p.hand = [u for i, u in enumerate(p.hand) if i not in idx]
    p.deck.extend(back)
    game.rng.shuffle(p.deck)
    p.mulliganed = True
    game.emit("mulligan", a.by, "db_mulligan", n=len(back))
    draw(game, a.by, len(back), quiet=True)


def _hand_index(ref):
    if isinstance(ref, str) and ref.startswith("hand[") and ref.endswith("]") and ref[5:-1].isdigit():
        return int(ref[5:-1])
    return None


def legal_mulligan(game):
    """Keep, return one card, or return the whole hand (any other set is accepted by ``redraw`` too)."""
    pi = game.decider
    n = len(game.state.players[pi].hand)
    out = [Action.raw(pi, "keep")]
    out += [Action(pi, "redraw", cards=[f"hand[{i}]"]) for i in range(n)]
    if n > 1:
        out.append(Action(pi, "redraw", cards=[f"hand[{i}]" for i in range(n)]))
    return out


def t_life_setup(game, task):
    st = game.state
    for pi in (st.first_player, 1 - st.first_player):
        p = st.players[pi]
        p.life, p.deck = p.deck[:LIFE], p.deck[LIFE:]
        game.emit("life", pi, "db_life", n=len(p.life))


# ---------------------------------------------------------------------- the turn (6)
def t_turn_start(game, task):
    st = game.state
    tp = st.turn_player
    st.phase = "charge"
    for p in st.players:
        p.charged = False
        p.used = ()
        p.realms = 0
    game.emit("turn", tp, "db_turn", turn=st.turn)
    p = st.players[tp]
    for s in [p.leader] + p.battle:  # "at the beginning of your turn"
        skills.trigger(game, tp, s, "turn_start")
    game.push(("charge_draw",), ("checkpoint",))  # 6-2-1


def t_charge_draw(game, task):
    st = game.state
    tp = st.turn_player
    p = st.players[tp]  # 6-2-2: the turn player's Rest Mode cards of the Leader, Battle and Energy Areas
    rested = 0
    for s in [p.leader] + p.battle + p.energy:
        rested += bool(s.rest)
        s.rest = False
        s.flags = tuple(f for f in s.flags if not f.startswith("attacks:"))
    game.emit("ready", tp, "db_ready", n=rested)
    if st.turn == 1 and tp == st.first_player:
        game.emit("no_draw", tp, "db_no_draw")
    else:
        draw(game, tp, 1)
    game.push(("main_start",), ("checkpoint",), ("ask_charge",), ("checkpoint",))  # 6-2-3 .. 6-2-6


def t_ask_charge(game, task):
    tp = game.state.turn_player
    if game.state.players[tp].hand:
        game.decide(tp, "charge")


def h_charge(game, a):
    """6-2-5: 1 card from the hand to the Energy Area, in Active Mode (3-8-3)."""
    p = game.state.players[a.by]
    i = _hand_index(a.get("card"))
    if i is None or not 0 <= i < len(p.hand):
        raise IllegalAction.of("refuse_db_not_hand", "D 6-2-5", ref=a.get('card'))
    uid = p.hand.pop(i)
    p.energy.append(Slot(uid, False, game.state.new_obj()))
    p.charged = True
    game.emit("charge", a.by, "db_charge", cards=(uid,), card=game.named(uid))


def h_skip_charge(game, a):
    pass


def legal_charge(game):
    pi = game.decider
    hand = game.state.players[pi].hand
    seen, out = set(), []
    for i, u in enumerate(hand):
        cid = game.state.cards[u].id
        if cid not in seen:
            seen.add(cid)
            out.append(Action.raw(pi, "charge", (("card", f"hand[{i}]"),)))
    return out + [Action.raw(pi, "pass")]


def t_main_start(game, task):
    st = game.state
    st.phase = "main"
    game.emit("phase", st.turn_player, "db_phase", phase="main")
    game.push(("main",), ("checkpoint",))


def t_main(game, task):
    """6-3-1-2: the turn player's free timing (a checkpoint comes before it, 4-6-2-1)."""
    game.decide(game.state.turn_player, "main")


def h_end_phase(game, a):
    """6-3-1-2-4: end the Main Phase; 6-3-1-3 and the End Phase (6-4) follow."""
    game.push(("end_phase",), ("checkpoint",))


def t_end_phase(game, task):
    st = game.state
    tp = st.turn_player
    st.phase = "end"
    game.emit("phase", tp, "db_phase", phase="end")
    skills.trigger_all(game, tp, "turn_end")  # 6-4-1-1
    game.push(("next_turn",), ("checkpoint",))


def t_next_turn(game, task):
    """6-4-1-2, 6-4-1-3: "until the end of the turn" effects end; cards played with [Over Realm] go to the Warp
    (10-15-4); the other player's turn begins."""
    st = game.state
    tp = st.turn_player
    p = st.players[tp]
    for s in list(p.battle):
        if "over_realm" in s.flags:
            game.emit("over_realm_end", tp, "db_over_realm_end", cards=(s.uid,), card=game.named(s.uid))
            skills.leave_battle(game, tp, s, "warp")
    for q in st.players:
        for s in [q.leader] + q.battle:
            s.turn_mod = 0
            s.flags = tuple(f for f in s.flags if not f.startswith("kw:"))
    game.emit("end_turn", tp, "db_end_turn")
    st.turn += 1
    st.turn_player = 1 - tp
    game.push(("turn_start",))


# ---------------------------------------------------------------------- checkpoints and rule processing
def loss_check(game) -> bool:
    """9-2 (interruptive): a player without Life or without Deck cards loses; both at once: a draw (1-2-3)."""
    st = game.state
    if st.winner is not None:
        return True
    if st.phase == "setup":  # the game has not begun (5-2-1-8)
        return False
    out = [pi for pi in (0, 1) if not st.players[pi].life or not st.players[pi].deck]
    if not out:
        return False
    if len(out) == 2:
        game.win("draw", "life_zero", "D 1-2-3")
    else:
        pl = st.players[out[0]]
        game.win(1 - out[0], "life_zero" if not pl.life else "deck_out", "D 9-2-3" if not pl.life else "D 9-2-4")
    return True


def rule_processing(game) -> None:
    """The confirmative rule processing of a checkpoint (9-1-2-2), repeated while it does something:
    combo cards outside a battle go to the Drop (9-3), Battle cards with 0 power or less go to the Drop (9-5)."""
    st = game.state
    cards = st.cards
    neg = game.neg_perm  # a [Permanent] that lowers power exists in this game
    while True:
        did = False
        for pi in (0, 1):
            p = st.players[pi]
            if p.combo and st.battle is None:
                for u in p.combo:
                    game.emit("to_drop", pi, "db_invalid_combo", cards=(u,), card=game.named(u))
                combo, p.combo = p.combo, []
                for u in combo:
                    st.put(pi, u, "drop")
                did = True
            for s in p.battle:
                c = cards[s.uid]
                if c.is_battle and (neg or c.power + s.turn_mod + s.battle_mod <= 0):
                    break
            else:
                continue
            for s in list(p.battle):
                if not cards[s.uid].is_battle:  # an Extra card with [Field] has no power (2-8-2)
                    continue
                if power(game, pi, s) <= 0:
                    game.emit("to_drop", pi, "db_power_zero", cards=(s.uid,), card=game.named(s.uid))
                    skills.leave_battle(game, pi, s, "drop")
                    did = True
        if not did or st.winner is not None:
            return


def t_checkpoint(game, task):
    """4-5-3: rule processing, then the turn player's pending [Auto] skills one at a time (back to rule processing
    after each), then the non-turn player's."""
    st = game.state
    if loss_check(game):
        return
    rule_processing(game)
    if loss_check(game):
        return
    tp = st.turn_player
    for who in (tp, 1 - tp):
        mine = [x for x in st.pending if x[0] == who]
        if mine:
            pend = mine[0]  # D 8-6-4 lets the master choose; the table resolves them in the order they triggered
            st.pending.remove(pend)
            game.push(("checkpoint",))
            skills.start_auto(game, pend)
            return


def t_run_op(game, task):
    skills.run_op(game, task)


TASKS = {
    "ask_mulligan": t_ask_mulligan, "life_setup": t_life_setup, "turn_start": t_turn_start,
    "charge_draw": t_charge_draw, "ask_charge": t_ask_charge, "main_start": t_main_start, "main": t_main,
    "end_phase": t_end_phase, "next_turn": t_next_turn, "checkpoint": t_checkpoint,
}
HANDLERS = {
    ("mulligan", "keep"): h_keep, ("mulligan", "redraw"): h_redraw,
    ("charge", "charge"): h_charge, ("charge", "pass"): h_skip_charge,
    ("main", "end_phase"): h_end_phase,
}
