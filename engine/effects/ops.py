"""Operations of the effect language: what a step does.

``run(game, frame, step)`` returns ``(ok, memo)`` when the step is done (``ok``: done
fully, for "If you do"), or None after asking a question (the answer resumes it).
"""
from __future__ import annotations

from ..rules.pending import check_depletion, enter_pending
from ..rules.turn import draw as draw_cards
from ..state import EXHAUSTED, HEAVY_EXHAUSTED, REFRESH
from . import continuous, selectors
from .resolve import ChoiceRequest, ask
from .targets import choose_targets, resolve_targets


def _player(fr, step) -> int:
    return fr.ctl if step.get("player", "you") == "you" else 1 - fr.ctl


def _n(step) -> int:
    return step.get("count", 1)


def describe(step) -> str:
    op = step["op"]
    n = step.get("count", 1)
    t = step.get("target", {})
    who = t.get("who", "choose")
    what = {"this": "this card", "that": "that card", "each": "each matching card", "chosen": "the chosen card"}.get(
        who, f"{t.get('count', 1)} {t.get('type', 'spirit')}(s)")
    return {
        "draw": f"draw {n}", "discard": f"discard {n}", "destroy": f"destroy {what}", "exhaust": f"exhaust {what}",
        "heavy_exhaust": f"heavy exhaust {what}", "refresh": f"refresh {what}",
        "return": f"return {what} to the {step.get('to', 'hand').replace('_', ' ')}",
        "cores": f"move {n} core(s) from {step.get('from')} to {step.get('to')}",
        "bp": f"give {what} {step.get('amount', 0):+d} BP", "restrict": f"{what} cannot {step.get('what')}",
        "summon": f"summon a Spirit from {step.get('from', 'hand')}", "deploy": f"deploy a Nexus",
        "reveal": f"reveal the top {n} cards of the Deck", "win": "win the game", "select": f"choose {what}",
    }[op]


def can_fully(game, fr, step) -> bool:
    """Could this step be done fully now (for ``must`` and Activated costs, 9-1-6-2)?"""
    op = step["op"]
    st = game.state
    if op == "discard":
        return len(st.players[_player(fr, step)].hand) >= _n(step)
    if op == "draw":
        return len(st.players[_player(fr, step)].deck) >= _n(step)
    if op == "cores":
        src = step["from"]
        if src == "void":
            return True
        if src in ("reserve", "life", "trash"):
            p = st.players[_player(fr, step)]
            have = {"reserve": p.reserve, "life": p.life, "trash": p.trash_cores}[src]
            return have + (1 if step.get("soul") and p.soul_at == src else 0) >= _n(step)
        targets = resolve_targets(game, fr, {"who": "this"} if src == "this" else step.get("target", {"who": src}))
        return bool(targets) and all(_cores_on(game, t, step) >= _n(step) for t in targets)
    if op in ("exhaust", "heavy_exhaust", "refresh", "destroy", "return", "bp", "restrict"):
        sel = step.get("target", {"who": "this"})
        if sel.get("who", "choose") in ("choose", "each"):
            return len(selectors.candidates(game, fr.ctl, sel, fr.obj)) >= sel.get("count", 1)
        targets = resolve_targets(game, fr, sel)
        if op == "exhaust":
            return bool(targets) and all(selectors.locate(game, t)[3].state == REFRESH for t in targets)
        return bool(targets)
    return True


def _cores_on(game, t, step) -> int:
    loc = selectors.locate(game, t)
    if loc is None or loc[1] != "field":
        return 0
    fc = loc[3]
    return fc.cores + (1 if step.get("soul") and fc.soul else 0)


def run(game, fr, step):
    return _OPS[step["op"]](game, fr, step)


# ---------------------------------------------------------------------- player operations
def op_draw(game, fr, step):
    pi = _player(fr, step)
    n = _n(step)
    got = draw_cards(game, pi, n)
    game.emit("draw", pi, f"{fr.label}: {game.pname(pi)} draws {got}", (fr.uid,))
    return got == n, None


def op_discard(game, fr, step):
    pi = _player(fr, step)
    p = game.state.players[pi]
    n = min(_n(step), len(p.hand))
    if n == 0:
        return _n(step) == 0, None
    if step.get("random"):
        hand, m = p.hand, len(p.hand)
        for k in range(n):  # each pick among the cards not picked yet, moved to the end
            hand.append(hand.pop(game.rng.below(m - k)))
        uids = hand[m - n:]
        del hand[m - n:]
    elif fr.picks is None:
        opts = tuple((f"p{pi + 1}.hand[{i}]", game.card(u).name, (pi, "hand", u)) for i, u in enumerate(p.hand))
        ask(game, ChoiceRequest(pi, "discard", f"{fr.label}: discard {n}", opts, n, n, (), ("fx", fr, "picks")))
        return None
    else:
        uids = [t[2] for t in fr.picks]
        for u in uids:
            p.hand.remove(u)
    p.trash.extend(uids)
    names = ", ".join(game.card(u).name for u in uids)
    game.emit("discard", pi, f"{fr.label}: {game.pname(pi)} discards {names}", tuple(uids))
    return len(uids) == _n(step), None


def op_win(game, fr, step):
    game.win(fr.ctl, f"the effect of {game.card(fr.uid).name}", "1-3-6")
    return True, None


# ---------------------------------------------------------------------- card operations
def _field_targets(game, fr, step):
    """Targets for an operation on field cards: resolved, or a question asked (None)."""
    sel = step.get("target", {"who": "this"})
    if sel.get("who", "choose") == "choose":
        return choose_targets(game, fr, sel, step)
    return resolve_targets(game, fr, sel)


def _each_fc(game, targets, pending_ok=False):
    """(player, FieldCard) of each target still on the Field. A card in its pending state is
    affected only by the effects its leaving triggered, naming it as this/that card (DIGEST A21)."""
    for t in targets:
        loc = selectors.locate(game, t)
        if loc is not None and loc[1] == "field" and (pending_ok or loc[3].pending is None):
            yield loc[0], loc[3]


def _names_itself(step) -> bool:
    return step.get("target", {"who": "this"}).get("who", "choose") in ("this", "that")


def op_state(game, fr, step):
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    op = step["op"]
    done = 0
    from . import triggers

    for pi, fc in _each_fc(game, targets):
        name = game.card(fc.uid).name
        if op == "exhaust":
            if fc.state != REFRESH:
                continue  # 1-4-2-1: already exhausted does nothing
            fc.state = EXHAUSTED
            triggers.card_event(game, pi, fc, "exhausted")
        elif op == "heavy_exhaust":
            if fc.state == HEAVY_EXHAUSTED:
                continue
            fc.state = HEAVY_EXHAUSTED
            triggers.card_event(game, pi, fc, "exhausted")  # 5-16-1
        else:
            if fc.state == REFRESH:
                continue
            fc.state = REFRESH if fc.state == EXHAUSTED else EXHAUSTED  # 5-14-2
            triggers.card_event(game, pi, fc, "refreshed")
        done += 1
        word = {"exhaust": "exhausts", "heavy_exhaust": "heavy exhausts", "refresh": "refreshes"}[op]
        game.emit(op, pi, f"{fr.label} {word} {name}", (fc.uid,))
    return done == len(targets) and done > 0, tuple(targets)


def op_destroy(game, fr, step):
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    from .replacement import destroy

    done = 0
    for pi, fc in list(_each_fc(game, targets)):
        if destroy(game, pi, fc, fr.ctl, f"by the effect of {game.card(fr.uid).name}"):
            done += 1
    return done == len(targets) and done > 0, tuple(targets)


def op_return(game, fr, step):
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    kind = {"hand": "to_hand", "deck_top": "to_deck", "deck_bottom": "to_deck_bottom"}[step.get("to", "hand")]
    from .replacement import return_card

    done = 0
    for pi, fc in list(_each_fc(game, targets, _names_itself(step))):
        if continuous.restricted(game, pi, fc, "be_returned"):
            game.emit("effect", pi, f"{game.card(fc.uid).name} cannot be returned", (fc.uid,))
            continue
        if return_card(game, pi, fc, kind, f"by the effect of {game.card(fr.uid).name}", fr.ctl):
            done += 1
    return done == len(targets) and done > 0, tuple(targets)


def op_bp(game, fr, step):
    amount = step["amount"]
    return _duration_mod(game, fr, step, "bp", amount, "bp",
                         lambda name, until: f"{name} gets {amount:+d} BP during this {until}")


def op_restrict(game, fr, step):
    what = step["what"]
    return _duration_mod(game, fr, step, "no_" + what, 0, "restrict",
                         lambda name, until: f"{name} cannot {what.replace('_', ' ')} during this {until}")


def _duration_mod(game, fr, step, kind: str, amount: int, event: str, says):
    """Give each targeted Spirit a modifier until the duration ends (``state.mods``; 9-1-5-2, 9-1-5-6)."""
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    until = step.get("duration", "turn")
    for pi, fc in _each_fc(game, targets):
        game.state.mods.append((fc.obj, kind, amount, until, fr.uid))
        game.emit(event, pi, f"{fr.label}: {says(game.card(fc.uid).name, until)}", (fc.uid,))
    return bool(targets), tuple(targets)


def op_select(game, fr, step):
    sel = step.get("target", {})
    targets = choose_targets(game, fr, sel, step) if sel.get("who", "choose") == "choose" else \
        resolve_targets(game, fr, sel)
    if targets is None:
        return None
    return bool(targets), tuple(targets)


# ---------------------------------------------------------------------- cores
def op_cores(game, fr, step):
    """Move cores between the Void, Reserve, Life, Trash and cards. Cores on a card are the
    card owner's; the Soul Core moves only when ``soul: true`` names it (5-7-3)."""
    src, dst = step["from"], step["to"]
    targets = ()
    if "target" in (src, dst):
        targets = _field_targets(game, fr, step)
        if targets is None:
            return None
    n = _n(step)
    moved_total = 0
    holders = _holders(game, fr, step, src, targets)
    for owner, holder in holders:
        want = n
        if holder is not None and step.get("all"):
            want = holder.total_cores if step.get("soul") else holder.cores
        taken, soul = _take(game, fr, step, src, owner, holder, want)
        if taken == 0 and not soul:
            continue
        dest_owner = owner if src not in ("void",) else _player(fr, step)
        placed_soul = _put(game, fr, step, dst, dest_owner, targets, taken, soul)
        moved = taken + (1 if soul else 0)
        moved_total += moved
        void = (moved if src == "void" else 0) - (moved if dst == "void" else 0)
        soul_note = " (with the Soul Core)" if soul and placed_soul else ""
        dest = _place_text(game, dst, dest_owner, None, targets)
        if dst in ("this", "that"):
            dest = ", ".join(selectors.name_of(game, t) for t in resolve_targets(game, fr, {"who": dst})) or dest
        game.emit("cores", dest_owner, f"{fr.label}: {moved} core{'s' if moved != 1 else ''}{soul_note} "
                                       f"move{'s' if moved == 1 else ''} from "
                                       f"{_place_text(game, src, owner, holder)} to {dest}",
                  tuple(x.uid for x in (holder,) if x is not None), void=void)
    check_depletion(game, f"by the effect of {game.card(fr.uid).name}")
    if src == "life":  # 10-2-1-1, 1-3-7: a Life of 0 ends the game at once, even through an effect
        zero = [pi for pi, pl in enumerate(game.state.players) if pl.life_count() == 0]
        if zero:
            game.win("draw" if len(zero) == 2 else 1 - zero[0], "Life 0", "10-2-1-1")
    if step.get("all"):
        return moved_total > 0, tuple(targets)
    return bool(holders) and moved_total >= n * len(holders), tuple(targets)


def _holders(game, fr, step, src, targets):
    """(owner, FieldCard or None) for each place cores are taken from."""
    if src in ("this", "that", "target"):
        sel = {"who": "this"} if src == "this" else {"who": "that"} if src == "that" else None
        tl = resolve_targets(game, fr, sel) if sel else targets
        return [(pi, fc) for pi, fc in _each_fc(game, tl, src in ("this", "that"))]
    return [(_player(fr, step), None)]


def _take(game, fr, step, src, owner, holder, want):
    p = game.state.players[owner]
    soul_ok = step.get("soul", False)
    if src == "void":
        return want, False
    if holder is not None:
        normal = min(holder.cores, want)
        holder.cores -= normal
        soul = soul_ok and normal < want and holder.soul
        if soul:
            holder.soul = False
            p.soul_at = "void"  # in transit
        return normal, soul
    attr = {"reserve": "reserve", "life": "life", "trash": "trash_cores"}[src]
    have = getattr(p, attr)
    normal = min(have, want)
    setattr(p, attr, have - normal)
    soul = soul_ok and normal < want and p.soul_at == src
    if soul:
        p.soul_at = "void"
    return normal, soul


def _put(game, fr, step, dst, owner, targets, n, soul) -> bool:
    p = game.state.players[owner]
    if dst in ("this", "that", "target"):
        sel = {"who": "this"} if dst == "this" else {"who": "that"} if dst == "that" else None
        tl = resolve_targets(game, fr, sel) if sel else targets
        fcs = list(_each_fc(game, tl))
        if fcs:
            tpi, fc = fcs[0]
            fc.cores += n
            if soul:
                fc.soul = True
                game.state.players[tpi].soul_at = "field"
            return True
        dst = "reserve"  # the card is gone: the cores stay with their owner (1-4-2)
    if dst == "void":
        if soul:
            p.soul_at = "void" if step.get("soul") else "reserve"
        return soul
    attr = {"reserve": "reserve", "life": "life", "trash": "trash_cores"}[dst]
    setattr(p, attr, getattr(p, attr) + n)
    if soul:
        p.soul_at = dst if (dst != "life" or step.get("soul")) else "reserve"
    return soul


def _place_text(game, place, owner, holder, targets=()) -> str:
    """'the Void', "p2's Reserve", 'Ember Wyvern'."""
    if holder is not None:
        return game.card(holder.uid).name
    if place == "void":
        return "the Void"
    if place == "target":
        return ", ".join(selectors.name_of(game, t) for t in targets) or "a card"
    if place in ("this", "that"):
        return f"{place} card"
    return f"{game.pname(owner)}'s {'Trash' if place == 'trash' else place.title()}"


from .summon import op_deploy, op_reveal, op_summon  # noqa: E402

_OPS = {
    "draw": op_draw, "discard": op_discard, "win": op_win, "exhaust": op_state, "heavy_exhaust": op_state,
    "refresh": op_state, "destroy": op_destroy, "return": op_return, "bp": op_bp, "restrict": op_restrict,
    "select": op_select, "cores": op_cores, "summon": op_summon, "deploy": op_deploy, "reveal": op_reveal,
}
