"""Candidate moves for the bots: macro-actions built from the engine's own actions.

A *macro* is a short tuple of actions that the bot plays one after the other (each one
through ``Game.apply``), with a *key* that names it independently of where a card sits
in a Hand (so the search can share statistics between samples of the hidden cards).

In a Main Step the candidates are: end the step; every card the engine lists as playable
with the automatic payment (and, for 《Succession》 cards, the same with EX cards from the
Trash) and every 【Activate】 effect it lists; and *level-up* core moves: the fewest cores
that take one Spirit to a higher level, from the Reserve, from another Spirit's spare
cores, or both (one ``move_core`` action with a count), and Soul Core moves for 《Super
Unleash》. Core moves that level nothing up are never candidates, so a bot does not
shuffle cores around. In the other decisions every legal action is a candidate.

``settle`` plays on after a move until the next Main or Attack decision: Flash Timings
pass, and blocks and effect choices are the deciding player's one-ply best reply, so a
position is evaluated after a battle or an effect rather than in the middle of it.
"""
from __future__ import annotations

from ..actions import Action
from ..places import index_in
from ..errors import IllegalAction
from ..state import REFRESH

END = "end_step"


def _mv(pi: int, src: str, dst: str, count: int, soul: bool = False) -> Action:
    args = [("count", count), ("from", src)]
    if soul:
        args.append(("soul", True))
    args.append(("to", dst))
    return Action.raw(pi, "move_core", tuple(args))


def action_key(game, a: Action):
    """A name for an action that does not depend on the order of a Hand."""
    if a.do in ("summon", "deploy", "use"):
        ref = a.get("card")
        p = game.state.players[a.by]
        try:
            idx = index_in(ref, "hand")
            cid = game.state.cards[p.hand[idx]].id
        except (ValueError, IndexError, TypeError):
            cid = ref
        return (a.do, cid) + tuple((k, v) for k, v in a.args if k != "card")
    return (a.do,) + a.args


def _levels(card):
    """Level thresholds (cores) of a card, without unreachable rows."""
    return [row.cores for row in card.levels if row.cores < 50]


def main_macros(game, pi: int, legal=None) -> list[tuple]:
    """(key, actions) candidates for a Main Step decision of ``pi``."""
    st = game.state
    p = st.players[pi]
    cards = st.cards
    legal = game.legal_actions() if legal is None else legal
    out = [((END,), (Action.raw(pi, END),))]
    # every card from Hand and every activated effect the engine offers (core moves are
    # replaced by the level-up macros below)
    for a in legal:
        if a.do not in ("move_core", "swap_soul", END):
            out.append((action_key(game, a), (a,)))
    # 《Succession》: remove EX cards from the Trash to pay less (the engine checks it on apply)
    ex = [i for i, u in enumerate(p.trash) if cards[u].has_ex_symbol]
    if ex:
        seen = set()
        for i, u in enumerate(p.hand):
            card = cards[u]
            if card.succession and card.id not in seen:
                seen.add(card.id)
                idxs = ex[:len(card.reduction)]
                verb = "summon" if card.is_spirit else ("deploy" if card.is_nexus else "use")
                args = (("card", f"hand[{i}]"), ("pay", "auto")) + ((("place", "auto"),) if verb != "use" else ())
                args = args + (("succession", tuple(idxs)),)
                args = tuple(sorted(args))
                a = Action.raw(pi, verb, args)
                out.append(((verb, card.id, "succession"), (a,)))
    out.extend(core_macros(game, pi))
    for a in legal:
        if a.do == "swap_soul":
            out.append((action_key(game, a), (a,)))
    return out


def core_macros(game, pi: int) -> list[tuple]:
    st = game.state
    p = st.players[pi]
    cards = st.cards
    out = []
    field = [(i, fc, cards[fc.uid]) for i, fc in enumerate(p.field) if fc.pending is None]
    soul_res = p.soul_at == "reserve"
    # spare cores of each card: above its current level's threshold (free), and above its Lv1 cost
    spare = {}
    for i, fc, card in field:
        lv = card.level_for(fc.total_cores, fc.soul)
        cur = min(card.levels[lv - 1].cores, fc.total_cores) if lv else 0
        free = max(0, min(fc.cores, fc.total_cores - cur))
        down = max(0, min(fc.cores, fc.total_cores - card.lv1_cost))
        spare[i] = (free, down)
    for i, fc, card in field:
        if not card.is_spirit:
            continue
        t = fc.total_cores
        lv = card.level_for(t, fc.soul)
        ref = f"field[{i}]"
        for k, th in enumerate(_levels(card)):
            if k + 1 <= lv or th <= t:
                continue
            need = th - t
            # from the Reserve (the Soul Core last)
            if p.reserve >= need:
                out.append((("lv", i, k, "r"), (_mv(pi, "reserve", ref, need),)))
            elif soul_res and p.reserve + 1 >= need:
                out.append((("lv", i, k, "rs"), (_mv(pi, "reserve", ref, need - 1, True),)))
            # from another card
            for j, fj, cj in field:
                if j == i:
                    continue
                free, down = spare[j]
                src = f"field[{j}]"
                if free >= need:
                    out.append((("lv", i, k, "f", j), (_mv(pi, src, ref, need),)))
                elif down >= need:
                    out.append((("lv", i, k, "d", j), (_mv(pi, src, ref, need),)))
                elif p.reserve and p.reserve < need and p.reserve + free >= need and free:
                    out.append((("lv", i, k, "rf", j), (_mv(pi, "reserve", ref, p.reserve),
                                                        _mv(pi, src, ref, need - p.reserve))))
        # 《Super Unleash》: the Soul Core alone makes Lv2
        if len(card.levels) >= 2 and card.levels[1].super_unleash and not fc.soul and lv < 2:
            if soul_res:
                out.append((("su", i, "r"), (_mv(pi, "reserve", ref, 0, True),)))
            else:
                for j, fj, cj in field:
                    if j != i and fj.soul:
                        out.append((("su", i, "f"), (_mv(pi, f"field[{j}]", ref, 0, True),)))
    return out


def candidates(game, pi: int, legal=None) -> list[tuple]:
    """(key, actions) candidates for the decision ``game`` waits for."""
    kind = game.phase
    legal = game.legal_actions() if legal is None else legal
    if kind == "main":
        return main_macros(game, pi, legal)
    return [(action_key(game, a), (a,)) for a in legal]


def play(game, actions) -> bool:
    """Apply a macro's actions to ``game``; False if one was refused (the game is then
    left part-way and must be thrown away)."""
    for a in actions:
        d = game.decision
        if d is None or d.player != a.by:
            return False
        try:
            game.apply(a)
        except IllegalAction:
            return False
    return True


def order_only(game) -> bool:
    """The decision is the order in which cards go somewhere together (cards leaving the Field together go to the
    Trash in the order their player chooses, 4-1-5; cards put on the Deck in any order): the evaluation does not
    tell its options apart (it values the Trash and the Deck by their counts), so a lookahead would only find
    them all equal and keep the first. Playouts and replies play the first without looking ahead: in the
    search's playouts these were half of all the decisions."""
    ch = getattr(game.state, "choice", None) if game.phase == "choose" else None
    return getattr(ch, "kind", None) == "place_order"  # (not "order": which effect resolves first matters)


SETTLE_LIMIT = 100  # decisions one ``settle`` plays at most (an effect loop stops there, Saga 12-1)


def settle(game, me: int, evaluate, depth: int = 0, max_depth: int = 2) -> bool:
    """Play forced and reactive decisions after ``me``'s move until a Main or Attack
    decision (or the end): Flash Timings pass, blocks and effect choices are a one-ply best
    reply of the deciding player by ``evaluate`` (a function (game, player) -> value),
    nested up to ``max_depth`` replies deep (deeper ones take the first legal action).
    At most ``SETTLE_LIMIT`` decisions: effects that could go on for ever (two 【Immortal】
    spirits summoning each other, Saga 12-1) are stopped there and the position is read as it is.

    Returns True when no decision, in its play or in its lookaheads, was answered by the depth limit
    (each was forced, or a lookahead chose it): then it played exactly as any settle less deep would
    from the same point, and as the ``normal`` bot answering each of those decisions itself does
    (``greedy.one_ply``). A reply looked ahead at the last depth that came back so is not played
    again: the copy that looked at it already holds the position its settle reaches (the same
    actions on the same game, the same random numbers), and becomes the game."""
    exact = True
    for _ in range(SETTLE_LIMIT):
        d = game.decision
        if d is None:
            return exact
        kind = d.kind
        if kind == "flash":
            game.apply(Action.raw(d.player, "pass"))
        elif kind in ("block", "choose"):
            legal = game.legal_actions()
            if len(legal) == 1 or order_only(game):
                game.apply(legal[0])
                continue
            if depth >= max_depth:
                game.apply(legal[0])
                exact = False
                continue
            best, best_v, best_g, best_exact = None, None, None, False
            for a in legal:
                g = game.clone()
                g.apply(a)
                done = settle(g, me, evaluate, depth + 1, max_depth)
                exact = exact and done
                v = evaluate(g, d.player)
                if best_v is None or v > best_v:
                    best, best_v, best_g, best_exact = a, v, g, done
            if best_exact and depth + 1 >= max_depth:
                game.take(best_g)  # it settled as this settle would go on from here
                return exact
            game.apply(best)
        else:
            return exact
    return False


def refreshed_spirits(game, pi: int) -> list[int]:
    st = game.state
    return [i for i, fc in enumerate(st.players[pi].field)
            if fc.state == REFRESH and fc.pending is None and st.cards[fc.uid].is_spirit]
