"""A fast rollout policy: greedy-like choices read from the position, with little lookahead.

It picks among the engine's legal actions (and builds core moves ``apply`` accepts):
play the card that adds most to the board once its payment is counted (the engine's own
``plan`` says which cards pay), then level up the Spirit that gains most BP per core from
the Reserve, then end the step (once per turn, Magic and 【Activate】 effects are weighed
one ply deep against the best card and ending the step); attack with a Spirit no blocker
can beat (or with anything when the attacks could be lethal) unless that leaves its side
open to a lethal counterattack; block with the weakest Spirit that wins the battle, trade
on equal BP, chump-block only to survive; pass in Flash Timings; effect choices one ply
deep. Most decisions cost about one ``apply``, so a search can afford many playouts.
"""
from __future__ import annotations

from ..actions import Action
from ..places import index_in
from ..errors import IllegalAction
from ..state import HEAVY_EXHAUSTED, REFRESH
from . import moves
from .evaluate import DEFAULT, Weights, _effects_on, _bp, expected_damage, level_bp
from .greedy import one_ply


class Style:
    """Knobs of the fast policy (class defaults; a bot may pass its own instance)."""

    def __init__(self, **kw):
        for k, v in kw.items():
            if not hasattr(Style, k):
                raise AttributeError(k)
            setattr(self, k, v)

    weakest_first = False  # attack with the weakest safe Spirit first (keeps the strong ones home)
    counter_check = True  # do not attack if that leaves a lethal counterattack
    overwhelm = False  # attack when there are more attackers than blockers
    trade = True  # block on equal BP
    chump_margin = 0  # chump-block when the attack leaves this much Life or less
    plays_one_ply = False  # choose the card to play one ply deep (slower, closer to greedy)
    plays_once = False  # ... only at the first decision of each Main Step (with a memo)
    vanilla = None  # ... weighing only this many of the cards without effects (the best by play_gain)
    depth = 1  # nested replies (blocks, effect choices) the one-ply choices settle (``moves.settle``)


STYLE = Style()


def _field_index(ref) -> int:
    i = index_in(ref, "field")
    return -1 if i is None else i


class _Board:
    """BP, symbols and state of the Spirits of both sides, read once per decision."""

    __slots__ = ("game", "fx")

    def __init__(self, game):
        self.game = game
        self.fx = _effects_on(game.state)

    def bp(self, fc) -> int:
        if self.fx:
            return _bp(self.game, fc)
        return level_bp(self.game.state.cards[fc.uid], fc)[1]


def fast_action(game, p: int, legal: list, w: Weights = DEFAULT, rng=None, memo=None, style=None) -> Action:
    """The policy's action. ``memo`` (a set kept for one playout) remembers the turns in which
    Magic and activated effects were already weighed: a playout does it once per turn."""
    kind = game.phase
    if kind == "main":
        return _main(game, p, legal, w, memo, style or STYLE)
    if kind == "attack":
        return _attack(game, p, legal)
    if kind == "block":
        return _block(game, p, legal)
    if kind == "flash":  # rollouts keep Flash Timings cheap: pass
        for a in legal:
            if a.do == "pass":
                return a
    if kind == "choose" and len(legal) > 1 and not moves.order_only(game):
        return _one_ply(game, p, legal, w, [(moves.action_key(game, a), (a,)) for a in legal], (style or STYLE).depth)
    return legal[0]


def greedy_macro(game, p: int, legal: list, w: Weights = DEFAULT, depth: int = 1) -> tuple:
    """The ``normal`` (greedy) bot's move as a macro (its actions, to ``moves.play``): each
    candidate played on the copy, the replies it provokes settled ``depth`` deep, the best
    evaluation kept (``greedy.one_ply``). A playout in which both sides move so is a game
    between two ``normal`` bots: the search then improves on the policy it will meet (a
    rollout, one step of policy improvement), at several times the cost of ``fast_action``."""
    return greedy_move(game, p, legal, w, depth)[0]


def greedy_move(game, p: int, legal: list, w: Weights = DEFAULT, depth: int = 1) -> tuple:
    """(``greedy_macro``'s actions, the copy its lookahead settled them on or None): the copy is the
    position the game reaches by playing the move and answering every decision after it as
    ``normal`` does, up to the next Main or Attack decision (``one_ply(keep="exact")``), so a
    playout may take it instead of playing all that again."""
    if game.phase == "flash":  # Flash Timings pass, as in ``fast_action``
        return (next((a for a in legal if a.do == "pass"), legal[0]),), None
    if moves.order_only(game):  # the order of cards going somewhere together: all equal to a lookahead
        return (legal[0],), None
    scored = one_ply(game, p, legal, w, keep="exact", depth=depth)
    if scored:
        return scored[0][2], scored[0][3]
    return (next((a for a in legal if a.do in (moves.END, "pass", "no_block")), legal[0]),), None


def _one_ply(game, p, legal, w, cands, depth=1):
    """Effects (Magic, activated effects, choices) are too varied for a rule of thumb: these
    rare decisions are made by the greedy bot's one-ply lookahead."""
    scored = one_ply(game, p, legal, w, cands, depth=depth)
    if not scored:
        return next((a for a in legal if a.do in ("pass", "end_step")), legal[0])
    return scored[0][2][0]


def _spirit_value(card, cores: int, soul: bool, w: Weights) -> float:
    lv = card.level_for(cores, soul)
    if lv == 0:
        return 0.0
    if not card.is_spirit:
        return w.nexus + w.symbol * len(card.symbols)
    return w.spirit + w.bp * card.levels[lv - 1].bp / 1000.0 + w.level * (lv - 1) + w.symbol * len(card.symbols)


def play_gain(game, p: int, a, w: Weights = DEFAULT):
    """Value gained by a summon or deploy with its payment (from the engine's own ``plan``),
    counting the levels the payment costs the cards on the Field; None if it cannot be played."""
    st = game.state
    cards = st.cards
    me = st.players[p]
    idx = _hand_index(a.get("card"))
    if 0 <= idx < len(me.hand):
        card = cards[me.hand[idx]]
        if card.cost + card.lv1_cost <= me.reserve:
            # paid and placed from the Reserve alone (the automatic payment takes it first)
            return _spirit_value(card, card.lv1_cost, False, w) - w.hand + 0.5 * card.cost
    try:
        pl = game.plan(a)
    except IllegalAction:
        return None
    card = cards[pl.uid]
    gain = _spirit_value(card, pl.place.total, pl.place.soul is not None, w) - w.hand
    for i, fc in enumerate(me.field):
        if fc.pending is not None:
            continue
        taken = pl.pay.field.get(i, 0) + pl.place.field.get(i, 0)
        soul_off = fc.soul and (pl.pay.soul == i or pl.place.soul == i)
        if taken or soul_off:
            c = cards[fc.uid]
            gain -= _spirit_value(c, fc.total_cores, fc.soul, w)
            gain += _spirit_value(c, fc.total_cores - taken - soul_off, fc.soul and not soul_off, w)
    return gain + 0.5 * card.cost


def _main(game, p, legal, w, memo=None, style=STYLE):
    st = game.state
    cards = st.cards
    pl = st.players[p]
    if style.plays_one_ply:
        plays = [a for a in legal if a.do in ("summon", "deploy", "use", "activate")]
        if plays and style.plays_once and memo is not None:
            key = (st.turn, st.step)
            if key in memo:
                plays = []
            else:
                memo.add(key)
        if plays:
            cands = [(("end",), (Action.raw(p, "end_step"),))] + _distinct_plays(game, p, plays, w, style)
            a = _one_ply(game, p, legal, w, cands, style.depth)
            if a.do != "end_step":
                return a
            return _level_up(game, p, legal, w)
    best, best_s = None, 0.0
    plays = []
    for a in legal:
        if a.do in ("summon", "deploy"):
            idx = _hand_index(a.get("card"))
            if 0 <= idx < len(pl.hand):
                c = cards[pl.hand[idx]]
                plays.append((-_spirit_value(c, c.lv1_cost, False, w) - c.cost, a))
    plays.sort(key=lambda t: t[0])
    for _, a in plays[:3]:  # the three most valuable cards, with what their payment costs
        s = play_gain(game, p, a, w)
        if s is not None and s > best_s:
            best, best_s = a, s
    others = [a for a in legal if a.do in ("use", "activate", "set_burst")]  # set_burst: Saga 6-6-1-2-2
    if others and memo is not None:  # in a playout: once per turn, in the Main Step
        if st.turn in memo or st.step != "main":
            others = []
        else:
            memo.add(st.turn)
    if others:  # Magic and activated effects: one ply against the best card and ending the step
        cands = [(("end",), (Action.raw(p, "end_step"),))] + [(("x", i), (a,)) for i, a in enumerate(others)]
        if best is not None:
            cands.append((("best",), (best,)))
        a = _one_ply(game, p, legal, w, cands, style.depth)
        if a.do != "end_step":
            return a
    if best is not None:
        return best
    return _level_up(game, p, legal, w)


def _distinct_plays(game, p, plays, w, style):
    """One-ply candidates for the cards to play: one per card name (two copies in Hand play
    alike), and of the Spirits and Nexuses without effects (whose value ``play_gain`` reads
    exactly from the board) only the ``style.vanilla`` best by ``play_gain``."""
    st = game.state
    hand = st.players[p].hand
    cards = st.cards
    seen = set()
    out, vanilla = [], []
    for a in plays:
        card = None
        if a.do in ("summon", "deploy", "use"):
            idx = _hand_index(a.get("card"))
            if 0 <= idx < len(hand):
                card = cards[hand[idx]]
        if card is not None:
            sig = (a.do, card.id) + tuple(kv for kv in a.args if kv[0] != "card")
            if sig in seen:
                continue
            seen.add(sig)
            if a.do != "use" and not card.effects and style.vanilla is not None:
                vanilla.append(a)
                continue
        out.append((("x", len(out)), (a,)))
    if vanilla:
        gains = [(play_gain(game, p, a, w), i) for i, a in enumerate(vanilla)]
        gains = sorted((g, i) for g, i in gains if g is not None)[::-1][:style.vanilla]
        out.extend((("v", i), (vanilla[i],)) for _, i in gains)
    return out


def _level_up(game, p, legal, w):
    """Level up from the Reserve: the best BP gain per core; else end the step."""
    st = game.state
    cards = st.cards
    pl = st.players[p]
    res = pl.reserve
    soul = pl.soul_at == "reserve"
    best_g = 0.0
    move = None
    for i, fc in enumerate(pl.field):
        if fc.pending is not None:
            continue
        c = cards[fc.uid]
        if not c.is_spirit:
            continue
        lv, bp = level_bp(c, fc)
        t = fc.total_cores
        for k in range(lv, len(c.levels)):
            row = c.levels[k]
            need = row.cores - t
            if need <= 0 or need > res + soul:
                continue
            gain = (w.bp * (row.bp - bp) / 1000.0 + w.level * (k + 1 - lv)) / need
            if gain > best_g:
                best_g = gain
                use_soul = need > res
                move = Action.raw(p, "move_core", (("count", need - use_soul), ("from", "reserve")) +
                                  ((("soul", True),) if use_soul else ()) + (("to", f"field[{i}]"),))
        if soul and len(c.levels) >= 2 and c.levels[1].super_unleash and lv < 2 and not fc.soul:
            gain = w.bp * (c.levels[1].bp - bp) / 1000.0 + w.level
            if gain > best_g:
                best_g = gain
                move = Action.raw(p, "move_core", (("count", 0), ("from", "reserve"), ("soul", True),
                                                   ("to", f"field[{i}]")))
    if move is not None:
        return move
    for a in legal:
        if a.do == "end_step":
            return a
    return legal[0]


def _hand_index(ref) -> int:
    i = index_in(ref, "hand")
    return -1 if i is None else i


def _spirits(board, pl, refreshed_only: bool):
    cards = board.game.state.cards
    out = []
    for fc in pl.field:
        if fc.pending is None and cards[fc.uid].is_spirit:
            if fc.state == REFRESH or (not refreshed_only and fc.state != HEAVY_EXHAUSTED):
                out.append((board.bp(fc), max(1, len(cards[fc.uid].symbols))))
    return out


def _attack(game, p, legal):
    st = game.state
    cards = st.cards
    me, opp = st.players[p], st.players[1 - p]
    board = _Board(game)
    atk = []
    for a in legal:
        if a.do == "attack":
            i = _field_index(a.get("with"))
            fc = me.field[i]
            atk.append((board.bp(fc), max(1, len(cards[fc.uid].symbols)), a))
    end = next((a for a in legal if a.do == "end_step"), legal[0])
    if not atk:
        return end
    blockers = [b for b, _ in _spirits(board, opp, True)]
    life = opp.life_count()
    atk.sort(key=lambda t: (-t[0], -t[1]))
    syms = sorted((s for _, s, _ in atk), reverse=True)
    if len(syms) > len(blockers) and sum(syms[len(blockers):]) >= life:
        return atk[0][2]  # the attacks together could be lethal
    top = max(blockers) if blockers else -1
    safe = [t for t in atk if t[0] > top]
    if not safe:
        if STYLE.overwhelm and len(atk) > len(blockers):
            safe = atk
        else:
            return end
    pick = safe[-1] if STYLE.weakest_first else safe[0]
    # keep enough blockers home not to lose to the counterattack
    if STYLE.counter_check:
        mine_after = [b for b, _ in _spirits(board, me, True)]
        if pick[0] in mine_after:  # an attacker that is no Spirit (a Grand Walker in 【Divine Transformation】) never blocked
            mine_after.remove(pick[0])
        their = _spirits(board, opp, False)
        if their and expected_damage(their, mine_after, me.life_count()) >= me.life_count():
            return end
    return pick[2]


def _block(game, p, legal):
    st = game.state
    cards = st.cards
    me = st.players[p]
    board = _Board(game)
    b = st.battle
    no = next((a for a in legal if a.do == "no_block"), None)
    _, att = game.find_obj(b.attacker) if b is not None else (None, None)
    if att is None:
        return no or legal[0]
    abp = board.bp(att)
    asym = max(1, len(cards[att.uid].symbols))
    opts = []
    for a in legal:
        if a.do == "block":
            fc = me.field[_field_index(a.get("with"))]
            opts.append((board.bp(fc), a))
    if not opts:
        return no or legal[0]
    opts.sort(key=lambda t: t[0])
    for bp, a in opts:
        if bp > abp:
            return a  # the weakest Spirit that wins the battle
    if STYLE.trade:
        for bp, a in opts:
            if bp == abp:
                return a  # a trade
    if asym >= me.life_count() - STYLE.chump_margin or no is None:
        return opts[0][1]  # chump-block to survive
    return no
