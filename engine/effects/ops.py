"""Operations of the effect language: what a step does.

``run(game, frame, step)`` returns ``(ok, memo)`` when the step is done (``ok``: done
fully, for "If you do"), or None after asking a question (the answer resumes it).
"""
from __future__ import annotations

from ..queries import continuous, selectors
from ..queries.eternal_mech import demon_spirit_state
from ..state import EXHAUSTED, HEAVY_EXHAUSTED, REFRESH
from ..verbs import notice
from ..verbs.hand import draw as draw_cards
from ..verbs.leaving import check_depletion, destroy, exhaust, levels_now, return_card
from ..verbs.life import check_life_zero
from ..verbs.payment import auto_pay, available, pay_cost
from ..costs import parse_pay
from ..events import Cause, Msg
from .choices import ChoiceRequest, ask
from .eternal_ops import ETERNAL_OPS, bp_all
from .summon import op_deploy, op_reveal, op_summon
from .saga_ops import op_attack_spirit, op_view, op_x
from .tokens import op_feast, op_token
from .targets import choose_targets, resolve_targets


def _player(fr, step) -> int:
    return fr.ctl if step.get("player", "you") == "you" else 1 - fr.ctl


def _n(step) -> int:
    return step.get("count", 1)


def can_fully(game, fr, step) -> bool:
    """Could this step be done fully now (for ``must`` and Activated costs, 9-1-6-2)?"""
    op = step["op"]
    st = game.state
    if op == "discard":
        return len(st.players[_player(fr, step)].hand) >= _n(step)
    if step.get("player") == "each":
        return all(can_fully(game, fr, dict(step, player=w)) for w in ("you", "opponent"))
    if op == "draw":
        return len(st.players[_player(fr, step)].deck) >= _n(step)
    if op == "pay":
        return available(game, fr.ctl) >= _n(step)
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
    if op in ("exhaust", "heavy_exhaust", "refresh", "destroy", "return", "bp", "restrict", "negate", "lv_cost",
              "symbol"):
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
    if step.get("player") == "each":
        return _each(game, fr, step, lambda one: op_draw(game, fr, one))
    pi = _player(fr, step)
    n = _n(step)
    got = draw_cards(game, pi, n)
    game.emit("draw", pi, "fx_draw", cards=(fr.uid,), label=fr.label, n=got)
    return got == n, None


def op_discard(game, fr, step):
    pi = _player(fr, step)
    p = game.state.players[pi]
    n = min(_n(step), len(p.hand))
    if n == 0:
        return _n(step) == 0, None
    if fr.order is not None:  # the cards chosen before, in the order the effect's player chose (4-1-5)
        uids = [t[2] for t in fr.order]
        for u in uids:
            p.hand.remove(u)
    elif step.get("random"):
        hand, m = list(p.hand), len(p.hand)
        for k in range(n):  # each pick among the cards not picked yet, moved to the end
            hand.append(hand.pop(game.rng.below(m - k)))
        uids = hand[m - n:]
        if len(uids) > 1:  # 4-1-5: cards put into the Trash at once go in the order the causing player chooses
            return _ask_discard_order(game, fr, pi, uids)
        p.hand[:] = hand[:m - n]
    elif fr.picks is None:
        opts = tuple((f"p{pi + 1}.hand[{i}]", game.card(u).name, (pi, "hand", u)) for i, u in enumerate(p.hand))
        ask(game, ChoiceRequest(pi, "discard", Msg.of("ask_discard", label=fr.label, n=n), opts, n, n, (),
                                ("fx", fr, "picks")))
        return None
    else:
        uids = [t[2] for t in fr.picks]
        if len(uids) > 1 and game.ruleset.orderer(fr.ctl, pi) != pi:  # the discarding player chose which;
            return _ask_discard_order(game, fr, pi, uids)  # the orderer (4-1-5; Saga 3-1-5: the owner) the order
        for u in uids:  # the discarding player's own effect: the order of their picks is the order (4-1-5)
            p.hand.remove(u)
    p.trash.extend(uids)
    game.emit("discard", pi, "fx_discard", cards=tuple(uids), label=fr.label,
              cards_named=tuple(game.named(u) for u in uids))
    return len(uids) == _n(step), None


def _ask_discard_order(game, fr, pi: int, uids: list):
    """4-1-5: several cards discarded at once go to the Trash in the order the player who caused it
    (the effect's player) chooses; the answer resumes the discard with ``fr.order``."""
    hand = game.state.players[pi].hand
    opts = tuple((f"p{pi + 1}.hand[{hand.index(u)}]", game.card(u).name, (pi, "hand", u)) for u in uids)
    ask(game, ChoiceRequest(game.ruleset.orderer(fr.ctl, pi), "place_order",
                            Msg.of(game.ruleset.prompts.get("ask_place_order", "ask_place_order"), label=fr.label,
                                   n=len(uids), to="trash"),
                            opts, len(uids), len(uids), (), ("fx", fr, "order")))
    return None


def op_pay(game, fr, step):
    """Pay N cores into the Trash (a cost before ▶, 9-1-6-2), from where the activate action's
    ``pay`` says, or automatically (Reserve first, then surplus field cores)."""
    pi = fr.ctl
    n = _n(step)
    spec = fr.payment
    pay = auto_pay(game, pi, n, 0) if spec in (None, "auto") else parse_pay(spec, "9-1-6-2")
    if pay is None or pay.total != n:
        return False, None
    before = levels_now(game)
    pay_cost(game, pi, list(game.state.players[pi].field), pay)
    game.emit("cores", pi, "fx_pay", cards=(fr.uid,), label=fr.label, n=n)
    check_depletion(game, Cause("payment", pi), before)
    return True, None


def op_win(game, fr, step):
    game.win(fr.ctl, "effect", "1-3-6", game.named(fr.uid))
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
    for pi, fc in _each_fc(game, targets):
        name = game.card(fc.uid).name
        if op in ("exhaust", "heavy_exhaust") and game.card(fc.uid).kinds and demon_spirit_state(game, fc):
            continue  # Eternal: effects never exhaust a Demon-God Brave in spirit state (E:異魔神合體卡)
        if op == "exhaust":
            if fc.state != REFRESH:
                continue  # 1-4-2-1: already exhausted does nothing
            done += exhaust(game, pi, fc, False, fr.ctl, fr.label)
            continue
        elif op == "heavy_exhaust":
            if fc.state == HEAVY_EXHAUSTED:
                continue
            done += exhaust(game, pi, fc, True, fr.ctl, fr.label)  # 5-16-1
            continue
        else:
            if fc.state == REFRESH:
                continue
            fc.state = REFRESH if fc.state == EXHAUSTED else EXHAUSTED  # 5-14-2
            notice.card_event(game, pi, fc, "refreshed")
        done += 1
        game.emit(op, pi, "fx_state", cards=(fc.uid,), label=fr.label, op=op, card=game.named(fc.uid))
    return done == len(targets) and done > 0, tuple(targets)


def op_destroy(game, fr, step):
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    done = 0
    for pi, fc in list(_each_fc(game, targets)):
        if destroy(game, pi, fc, fr.ctl, Cause("effect", card=game.named(fr.uid))):
            done += 1
    return done == len(targets) and done > 0, tuple(targets)


def op_return(game, fr, step):
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    kind = {"hand": "to_hand", "deck_top": "to_deck", "deck_bottom": "to_deck_bottom"}[step.get("to", "hand")]
    done = 0
    for pi, fc in list(_each_fc(game, targets, _names_itself(step))):
        if continuous.restricted(game, pi, fc, "be_returned"):
            game.emit("effect", pi, "cannot_return", cards=(fc.uid,), card=game.named(fc.uid))
            continue
        if return_card(game, pi, fc, kind, Cause("effect", card=game.named(fr.uid)), fr.ctl):
            done += 1
    return done == len(targets) and done > 0, tuple(targets)


def op_bp(game, fr, step):
    amount = step["amount"]
    if game.ruleset.live_all and step.get("target", {}).get("who") == "each":
        return bp_all(game, fr, step)  # Eternal E15: "all ... this turn" reaches Spirits that come later
    return _duration_mod(game, fr, step, "bp", amount, "bp", "fx_bp")


def op_restrict(game, fr, step):
    what = step["what"]
    return _duration_mod(game, fr, step, "no_" + what, 0, "restrict", "fx_restrict", what=what)


def op_negate(game, fr, step):
    """Negate a card's effects for a duration: none of them works, continuous ones included
    (10-2-2-4); 《Super Unleash》 is not an effect and still works (12-2-1-1-2)."""
    return _duration_mod(game, fr, step, "negated", 0, "negate", "fx_negate")


def op_lv_cost(game, fr, step):
    """Change a card's Lv costs for a duration; a card whose cores fall below its new Lv1 cost is
    depleted by this effect (10-2-2-9), at the Lv it had just before (10-2-2-3)."""
    before = levels_now(game)
    result = _duration_mod(game, fr, step, "lv_cost", step["amount"], "lv_cost", "fx_lv_cost")
    if result is not None:
        check_depletion(game, Cause("effect", card=game.named(fr.uid)), before, fr.ctl)
    return result


def op_symbol(game, fr, step):
    """Give a card one more symbol of a colour for a duration (2-10): it counts for reductions
    and for Life damage."""
    return _duration_mod(game, fr, step, "symbol", step["color"], "symbol", "fx_symbol", what=step["color"])


def _duration_mod(game, fr, step, kind: str, amount: int, event: str, msg: str, what: str = ""):
    """Give each targeted Spirit a modifier until the duration ends (``state.mods``; 9-1-5-2, 9-1-5-6)."""
    targets = _field_targets(game, fr, step)
    if targets is None:
        return None
    until = step.get("duration", "turn")
    if until == "battle" and game.state.battle is None:
        # 9-1-5-6: 'during this battle' lasts for the battle in progress; outside one it ends at once
        game.emit("effect", fr.ctl, "fx_no_battle", cards=(fr.uid,), label=fr.label)
        return False, tuple(targets)
    for pi, fc in _each_fc(game, targets):
        game.state.mods.append((fc.obj, kind, amount, until, fr.uid))
        game.emit(event, pi, msg, cards=(fc.uid,), label=fr.label, card=game.named(fc.uid), until=until,
                  amount=amount, what=what)
    return bool(targets), tuple(targets)


def op_select(game, fr, step):
    sel = step.get("target", {})
    targets = choose_targets(game, fr, sel, step) if sel.get("who", "choose") == "choose" else \
        resolve_targets(game, fr, sel)
    if targets is None:
        return None
    return bool(targets), tuple(targets)


# ---------------------------------------------------------------------- cores
def _each(game, fr, step, run_one):
    """'Each player ...': both players at once, the turn player's part first; the victory check
    comes after both, so two Lives reaching 0 together are a draw (1-3-3, DIGEST A10)."""
    tp = game.state.turn_player
    ok = True
    for pi in (tp, 1 - tp):
        ok = run_one(dict(step, player="you" if pi == fr.ctl else "opponent"))[0] and ok
    if step.get("from") == "life":
        check_life_zero(game, "1-3-3")
    return ok, ()


def op_cores(game, fr, step, check_life=True):
    """Move cores between the Void, Reserve, Life, Trash and cards. Cores on a card are the
    card owner's; the Soul Core moves only when ``soul: true`` names it (5-7-3). With
    ``player: each``, both players' cores move at once (``_each``)."""
    if step.get("player") == "each":
        return _each(game, fr, step, lambda one: op_cores(game, fr, one, check_life=False))
    src, dst = step["from"], step["to"]
    targets = ()
    if "target" in (src, dst):
        targets = _field_targets(game, fr, step)
        if targets is None:
            return None
    n = _n(step)
    moved_total = 0
    before = levels_now(game)
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
        if src == "life" and moved and game.ruleset.on_notice is not None:
            game.ruleset.on_notice(game, "life_reduced", owner, None, fr.ctl)
        void = (moved if src == "void" else 0) - (moved if dst == "void" else 0)
        dest = _core_place(game, dst, dest_owner, None, targets)
        if dst in ("this", "that"):
            named = tuple(_named_target(game, t) for t in resolve_targets(game, fr, {"who": dst}))
            dest = ("cards", named) if named else dest
        game.emit("cores", dest_owner, "fx_cores", cards=tuple(x.uid for x in (holder,) if x is not None), void=void,
                  label=fr.label, n=moved, soul=soul and placed_soul, src=_core_place(game, src, owner, holder),
                  dst=dest)
    check_depletion(game, Cause("effect", card=game.named(fr.uid)), before, fr.ctl)  # 10-2-2-8
    if src == "life" and check_life:  # 10-2-1-1, 1-3-7: a Life of 0 ends the game at once, even through an effect
        check_life_zero(game, "10-2-1-1")
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


def _core_place(game, place, owner, holder, targets=()) -> tuple:
    """A place of an effect's core move, for the event (``engine.words.core_place``)."""
    if holder is not None:
        return ("cards", (game.named(holder.uid),))
    if place == "void":
        return ("void",)
    if place == "target":
        return ("cards", tuple(_named_target(game, t) for t in targets))
    if place in ("this", "that"):
        return ("ref", place)
    return ("zone", owner, place)


def _named_target(game, t):
    uid = selectors.uid_of(game, t)
    return game.named(uid) if uid is not None else "a card that is gone"


_OPS = {
    "draw": op_draw, "discard": op_discard, "win": op_win, "exhaust": op_state, "heavy_exhaust": op_state,
    "refresh": op_state, "destroy": op_destroy, "return": op_return, "bp": op_bp, "restrict": op_restrict,
    "select": op_select, "cores": op_cores, "pay": op_pay, "negate": op_negate, "lv_cost": op_lv_cost,
    "symbol": op_symbol, "summon": op_summon, "deploy": op_deploy, "reveal": op_reveal,
    "token": op_token, "feast": op_feast, "x": op_x, "view": op_view, "attack_spirit": op_attack_spirit,
    **ETERNAL_OPS,  # Eternal's operations (engine.effects.eternal_ops)
}
