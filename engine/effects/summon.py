"""Putting cards into play by effects (5-8, 5-9) and revealing the top of the Deck."""
from __future__ import annotations

from ..costs import Pay, reduced_cost
from ..queries import selectors
from ..queries.basics import field_symbols
from ..queries.cost import base_cost
from ..verbs import notice
from ..verbs.field import put_onto_field
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, auto_place, pay_cost
from ..events import Cause, Msg
from .choices import ChoiceRequest, ask


def op_summon(game, fr, step):
    return _put_into_play(game, fr, step, "spirit")


def op_deploy(game, fr, step):
    return _put_into_play(game, fr, step, "nexus")


def _put_into_play(game, fr, step, ctype):
    """Summon/deploy a card from Hand or Trash. Without ``pay`` the cost is not paid, but
    the Lv1 cost is still placed from the Reserve (11-1-1-6); with ``pay`` the automatic
    payment is used. Fails (does nothing) when the cores are not there."""
    area = step.get("from", "hand")
    sel = dict(step.get("target", {}), area=area, owner="you", type=ctype)
    if fr.picks is None:
        cands = selectors.candidates(game, fr.ctl, sel, fr.obj)
        if not cands:
            return False, None
        opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t) for t in cands)
        ask(game, ChoiceRequest(fr.ctl, "target", Msg.of("ask_put", label=fr.label, zone=area,
                                                         verb="summon" if ctype == "spirit" else "deploy"),
                                opts, 0, 1, (), ("fx", fr, "picks")))
        return None
    if not fr.picks:
        return False, None
    target = fr.picks[0]
    loc = selectors.locate(game, target)
    if loc is None:
        return False, None
    pi, uid = fr.ctl, loc[3]
    card = game.card(uid)
    lv1 = card.lv1_cost
    paying = step.get("pay", game.ruleset.effect_summons_pay)  # Eternal: pays unless it says not (E:FAQ-COST Q3)
    if paying:
        cost = reduced_cost(base_cost(game, pi, card), card.reduction, field_symbols(game, pi))
        pay = auto_pay(game, pi, cost, lv1)
    else:
        cost, pay = 0, Pay()
    place = auto_place(game, pi, pay, lv1) if pay is not None else None
    if pay is None or place is None:
        game.emit("effect", pi, "fx_no_cores", cards=(uid,), label=fr.label, card=game.named(uid))
        return False, None
    p = game.state.players[pi]
    before = levels_now(game)
    (p.hand if area == "hand" else p.trash).remove(uid)
    fields = list(p.field)
    pay_cost(game, pi, fields, pay)
    fc = put_onto_field(game, pi, uid, fields, place)
    game.emit("summon" if ctype == "spirit" else "deploy", pi, "fx_play", cards=(uid,), label=fr.label,
              verb="summon" if ctype == "spirit" else "deploy", card=game.named(uid), zone=area, cost=cost,
              paid=bool(paying))
    notice.card_arrived(game, pi, fc, "summoned" if ctype == "spirit" else "deployed")
    check_depletion(game, Cause("payment", pi), before)
    return True, ((pi, "field", fc.obj),)


def op_reveal(game, fr, step):
    """Reveal the top N cards of a Deck; take up to ``take.count`` matching cards into the
    Hand (a private choice may fail to find, 9-3-2-2); the rest go to ``rest``."""
    pi = fr.ctl if step.get("player", "you") == "you" else 1 - fr.ctl
    p = game.state.players[pi]
    n = min(step.get("count", 1), len(p.deck))
    shown = p.deck[:n]
    if not shown:
        return False, None
    take = step.get("take")
    if take is not None and fr.picks is None and fr.order is None:
        game.emit("reveal", pi, cards=tuple(shown), label=fr.label, cards_named=tuple(game.named(u) for u in shown))
        match = [u for u in shown if selectors.card_matches(game, take, game.card(u))]
        if match:
            k = min(take.get("count", 1), len(match))
            opts = tuple((f"deck[{shown.index(u)}]", game.card(u).name, (pi, "deck", u)) for u in match)
            ask(game, ChoiceRequest(fr.ctl, "take", Msg.of("ask_take", label=fr.label, n=k), opts, 0, k, (),
                                    ("fx", fr, "picks")))
            return None
    elif take is None and fr.order is None:
        game.emit("reveal", pi, cards=tuple(shown), label=fr.label, cards_named=tuple(game.named(u) for u in shown))
    taken = [t[2] for t in (fr.picks or ())]
    rest = [u for u in shown if u not in taken]
    where = step.get("rest", "trash")
    if where in ("deck_top", "deck_bottom", "trash") and len(rest) > 1:
        # 4-1-5: cards placed in an area at once go in the order the effect's player chooses
        if fr.order is None:
            opts = tuple((f"deck[{shown.index(u)}]", game.card(u).name, (pi, "deck", u)) for u in rest)
            ask(game, ChoiceRequest(game.ruleset.orderer(fr.ctl, pi), "place_order",
                                    Msg.of(game.ruleset.prompts.get("ask_place_order", "ask_place_order"), label=fr.label,
                                           n=len(rest), to=where),
                                    opts, len(rest), len(rest), (), ("fx", fr, "order")))
            return None
        rest = [t[2] for t in fr.order]
    del p.deck[:n]
    p.hand.extend(taken)
    if where == "trash":
        p.trash.extend(rest)
    elif where == "deck_bottom":
        p.deck.extend(rest)
    elif where == "deck_top":
        p.deck[0:0] = rest
    else:
        p.hand.extend(rest)
    if taken:
        game.emit("take", pi, cards=tuple(taken), label=fr.label, cards_named=tuple(game.named(u) for u in taken))
    if rest:
        game.emit("reveal", pi, "reveal_rest", cards=tuple(rest), label=fr.label, n=len(rest), to=where)
    return bool(taken) or take is None, None
