"""Battle Spirits Saga keyword effects of a summon, a Flash and a battle's end (Saga chapter 11).

【Awaken】 (Saga 11-1-1): an activated effect, usable whenever its spirit could use a Flash effect
(the Main Step, a Flash window where its player has the right): its player moves one or more
cores from their other field cards onto it. The action is ``activate`` naming the keyword
(``effect``) with ``pay``: where the cores come from (``{field[1]: 2, soul: field[2]}``; ``auto``:
one core from the first other card that can spare one). A card left with too few cores is
self-destroyed, with no destroy triggers (11-1-1, Saga 9-3-2).
【Ascend: condition】 (Saga 11-8): summoning it, besides its cost, all the cores of one of your
spirits meeting the condition go to the Reserve (the summon's ``ascend: field[i]``; without it,
the first such spirit); that spirit is self-destroyed (a cost payment, Saga 9-3-2).
【Agile】 (Saga 11-16): from the Hand, when a battle of one of your spirits that costs less than
it ends, you may return that spirit to the Hand, then summon this card, paying its cost as usual.
【Link: condition】 (Saga 11-18): when one of your spirits meeting the condition attacks, you may
exhaust the spirit with 【Link】 to link it to the attacker for that battle: the attacker gains its
BP and symbols; one link per attacker (11-18-3); the link ends if either leaves (11-18-4).
"""
from __future__ import annotations

from typing import NamedTuple

from ..actions import Action, parse_card_ref
from ..costs import Pay, parse_pay
from ..effects.choices import ChoiceRequest, ask
from ..errors import IllegalAction
from ..events import Cause, Msg, Named
from ..queries import selectors
from ..queries.continuous import bp
from ..queries.saga_keywords import keyword_effects
from ..state import EXHAUSTED, REFRESH
from ..verbs import notice
from ..verbs.leaving import return_card
from ..verbs.saga_leaving import LINK_MARK
from . import activate, main_step, play
from .priority import hand_over_priority

AWAKEN = "Saga 11-1-1"
ASCEND = "Saga 11-8-1"


def _keyword(card, name: str):
    """(index, effect) of a card's keyword ``name`` at any Lv (Saga 10-13-2), or None."""
    for i, e in enumerate(card.effects or ()):
        if e.get("kind") == "keyword" and e.get("name") == name:
            return i, e
    return None


# ---------------------------------------------------------------------- 【Awaken】
def _awaken_plan(game, a):
    """(field card, {index: n}, soul index or None) of an 【Awaken】 activation, or IllegalAction."""
    pi = a.by
    owner, area, idx = parse_card_ref(a.get("card"), pi, AWAKEN)
    p = game.state.players[pi]
    if owner != pi or area != "field" or not 0 <= idx < len(p.field):
        raise IllegalAction.of("refuse_awaken_own", AWAKEN)
    fc = p.field[idx]
    if not keyword_effects(game, fc, "awaken"):
        raise IllegalAction.of("refuse_awaken_none", AWAKEN, card=game.named(fc.uid))
    spec = a.get("pay", "auto")
    if spec == "auto":
        for j, other in enumerate(p.field):
            if j != idx and other.cores > 0:
                return fc, {j: 1}, None
        raise IllegalAction.of("refuse_awaken_empty", AWAKEN)
    pay = parse_pay(spec, AWAKEN)
    if pay.reserve:
        raise IllegalAction.of("refuse_awaken_reserve", AWAKEN)
    if pay.total < 1:
        raise IllegalAction.of("refuse_awaken_zero", AWAKEN)
    for j, n in pay.field.items():
        if j == idx or not 0 <= j < len(p.field):
            raise IllegalAction(f"field[{j}] is not one of your other field cards", AWAKEN)
        if p.field[j].cores < n:
            raise IllegalAction(f"{game.card(p.field[j].uid).name} has {p.field[j].cores} normal cores; "
                                f"{n} cannot move", "Saga 1-3-2-3")
    soul = pay.soul
    if soul is not None and (soul == "reserve" or soul == idx or not p.field[soul].soul):
        raise IllegalAction("the Soul Core is moved from the other field card it is on", AWAKEN)
    return fc, dict(pay.field), soul


def h_activate(game, a) -> None:
    """``activate``: 【Awaken】 when the effect named is that keyword, otherwise an activated effect."""
    pi = a.by
    try:
        owner, area, idx = parse_card_ref(a.get("card"), pi, "9-1-6-1")
        fc = game.state.players[pi].field[idx] if owner == pi and area == "field" else None
    except (IllegalAction, IndexError):
        fc = None
    i = a.get("effect", 0)
    effs = game.card(fc.uid).effects if fc is not None else ()
    if not (type(i) is int and 0 <= i < len(effs) and effs[i].get("kind") == "keyword"
            and effs[i].get("name") == "awaken"):
        activate.h_activate(game, a)
        return
    fc, moves, soul = _awaken_plan(game, a)
    p = game.state.players[pi]
    sources = [p.field[j] for j in sorted(moves)] + ([p.field[soul]] if soul is not None else [])
    n = sum(moves.values()) + (1 if soul is not None else 0)
    for j, k in moves.items():
        p.field[j].cores -= k
    if soul is not None:
        p.field[soul].soul = False
        fc.soul = True
    fc.cores += sum(moves.values())
    game.emit("awaken", pi, "saga_awaken", cards=(fc.uid,) + tuple(s.uid for s in sources), card=game.named(fc.uid),
              n=n, rule=game.ruleset.cite("11-1-1"))
    in_flash = game.phase == "flash"
    game.phase = "run"
    if in_flash:
        hand_over_priority(game, pi)  # using a Flash effect passes the right (Saga 7-1-2-1)
    else:
        game.push(("decide", pi, "main"))
    game.ruleset.core_loss(game, Cause("core_move", pi))  # 11-1-1: no destroy effects (self-destroyed)


def legal_awaken(game, pi: int) -> list:
    """One 【Awaken】 of one core from each other field card that has a normal core."""
    out = []
    field = game.state.players[pi].field
    for i, fc in enumerate(field):
        k = _keyword(game.card(fc.uid), "awaken")
        if k is None or not keyword_effects(game, fc, "awaken"):
            continue
        for j, other in enumerate(field):
            if j != i and other.cores > 0:
                out.append(Action.raw(pi, "activate", (("card", f"field[{i}]"), ("effect", k[0]),
                                                       ("pay", ((f"field[{j}]", 1),)))))
    return out


# ---------------------------------------------------------------------- 【Ascend】
def ascend_candidates(game, pi: int, card, eff) -> list[int]:
    """Indexes of the player's spirits on the Field meeting 【Ascend】's condition."""
    field = game.state.players[pi].field
    return [i for i, fc in enumerate(field)
            if game.card(fc.uid).is_spirit and selectors.card_matches(game, eff["of"], game.card(fc.uid), fc)]


def _ascend_target(game, a):
    """The field index of the spirit 【Ascend】 takes the cores of, or None for a card without it."""
    p = game.state.players[a.by]
    try:
        owner, area, idx = parse_card_ref(a.get("card"), a.by, "11-1")
        card = game.card(p.hand[idx]) if owner == a.by and area == "hand" else None
    except (IllegalAction, IndexError):
        card = None
    k = _keyword(card, "ascend") if card is not None else None
    if k is None:
        if a.get("ascend") is not None:
            raise IllegalAction.of("refuse_ascend_only", ASCEND)
        return None
    cands = ascend_candidates(game, a.by, card, k[1])
    if not cands:
        raise IllegalAction.of("refuse_ascend_need", ASCEND, card=Named(-1, card.id, card.name))
    ref = a.get("ascend")
    if ref is None:
        return cands[0]
    owner, area, j = parse_card_ref(ref, a.by, ASCEND)
    if owner != a.by or area != "field" or j not in cands:
        raise IllegalAction(f"{ref} is not one of your spirits meeting {card.name}'s 【Ascend】 condition", ASCEND)
    return j


def h_summon(game, a) -> None:
    """A Main Step summon; with 【Ascend】, then the other spirit's cores go to the Reserve."""
    j = _ascend_target(game, a)
    if j is None:
        main_step.h_play(game, a)
        return
    pl = play.plan(game, a)
    pi = a.by
    p = game.state.players[pi]
    fc = p.field[j]
    game.phase = "run"
    game.push(("decide", pi, "main"))
    play.execute(game, pl)
    if fc in p.field:
        n = fc.total_cores
        p.reserve += fc.cores
        fc.cores = 0
        if fc.soul:
            fc.soul = False
            p.soul_at = "reserve"
        game.emit("ascend", pi, "saga_ascend", cards=(pl.uid, fc.uid), card=game.named(pl.uid),
                  other=game.named(fc.uid), n=n, rule=game.ruleset.cite("11-8-1"))
        game.ruleset.core_loss(game, Cause("payment", pi))  # self-destroyed (Saga 9-3-2)


def playable(game, a) -> bool:
    """A summon the Main Step offers: a spirit with 【Ascend】 only with a spirit to ascend from."""
    try:
        _ascend_target(game, a)
    except IllegalAction:
        return False
    return True


# ---------------------------------------------------------------------- 【Agile】
class AgileAsk(NamedTuple):
    player: int
    obj: int  # the spirit of the battle
    picks: tuple | None = None


def at_battle_end(game) -> None:
    """Saga 11-16-1: for each player's spirit in the battle, 【Agile】 cards in the Hand that cost
    more wait (the turn player's asked last, so first on the agenda's top ... the newest first)."""
    b = game.state.battle
    if b is None:
        return
    for obj in (b.blocker, b.attacker):
        if obj is None:
            continue
        pi, fc = game.find_obj(obj)
        if fc is not None and _agile_cards(game, pi, fc):
            game.push(("saga_agile", AgileAsk(pi, obj)))


def _agile_cards(game, pi: int, fc) -> list[int]:
    """The 【Agile】 spirits in the Hand costing more than ``fc``, whose summon could be paid once
    ``fc`` is back in the Hand (its cores in the Reserve, its symbols gone)."""
    cost = game.card(fc.uid).cost
    cards = [u for u in game.state.players[pi].hand
             if game.card(u).is_spirit and _keyword(game.card(u), "agile") is not None and game.card(u).cost > cost]
    return [u for u in cards if _payable_after_return(game, pi, fc, u)] if cards else cards


def _payable_after_return(game, pi: int, fc, uid: int) -> bool:
    g = game.clone()
    p = g.state.players[pi]
    back = next(x for x in p.field if x.obj == fc.obj)
    p.field.remove(back)  # as it would be once returned: the cores to the Reserve (Saga 3-5-5)
    p.reserve += back.cores
    if back.soul:
        p.soul_at = "reserve"
    p.hand.append(back.uid)
    a = Action.raw(pi, "summon", (("card", f"hand[{p.hand.index(uid)}]"), ("pay", "auto"), ("place", "auto")))
    try:
        play.plan(g, a, phase="main")
    except IllegalAction:
        return False
    return True


def task_agile(game, task) -> None:
    g: AgileAsk = task[1]
    pi, fc = game.find_obj(g.obj)
    if fc is None or pi != g.player:
        return
    cards = _agile_cards(game, pi, fc)
    if not cards:
        return
    p = game.state.players[pi]
    if g.picks is None:  # "may": choosing none declines
        opts = tuple((f"hand[{p.hand.index(u)}]", game.card(u).name, (pi, "hand", u)) for u in cards)
        ask(game, ChoiceRequest(pi, "target", Msg.of("saga_ask_agile", card=game.named(fc.uid)), opts, 0, 1, (),
                                ("saga_agile", g, "picks")))
        return
    if not g.picks or g.picks[0][2] not in p.hand:
        return
    uid = g.picks[0][2]
    game.emit("agile", pi, "saga_agile", cards=(uid, fc.uid), card=game.named(uid), other=game.named(fc.uid),
              rule=game.ruleset.cite("11-16-1"))
    if not return_card(game, pi, fc, "to_hand", Cause("effect", pi, game.named(uid)), pi):
        return
    a = Action.raw(pi, "summon", (("card", f"hand[{p.hand.index(uid)}]"), ("pay", "auto"), ("place", "auto")))
    try:
        pl = play.plan(game, a, phase="main")  # its cost paid as a summon pays it (Saga 11-16-1)
    except IllegalAction:
        game.emit("effect", pi, "saga_agile_unpaid", cards=(uid,), card=game.named(uid), rule=game.ruleset.cite("11-16-1"))
        return
    play.execute(game, pl)


# ---------------------------------------------------------------------- 【Link】
class LinkAsk(NamedTuple):
    player: int
    obj: int  # the attacking spirit
    picks: tuple | None = None


def _linked(game, obj: int) -> bool:
    return any(isinstance(m, tuple) and m and m[0] == LINK_MARK and m[2] == obj for m in game.state.once_used)


def _link_spirits(game, pi: int, att) -> list:
    """Refreshed spirits of the attacker's player whose active 【Link】 condition the attacker meets."""
    card = game.card(att.uid)
    out = []
    for fc in game.state.players[pi].field:
        if fc is att or fc.state != REFRESH or not game.card(fc.uid).is_spirit:
            continue
        if any(selectors.card_matches(game, e["of"], card, att) for e in keyword_effects(game, fc, "link")):
            out.append(fc)
    return out


def on_attack(game, pi: int, att) -> None:
    """Saga 11-18-1: when a spirit meeting a 【Link】 condition attacks, the link waits."""
    if _link_spirits(game, pi, att):
        game.push(("saga_link", LinkAsk(pi, att.obj)))


def task_link(game, task) -> None:
    g: LinkAsk = task[1]
    pi, att = game.find_obj(g.obj)
    if att is None or game.state.battle is None or _linked(game, g.obj):  # 11-18-3: one link only
        return
    spirits = _link_spirits(game, g.player, att)
    if not spirits:
        return
    if g.picks is None:
        opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t)
                     for t in ((g.player, "field", fc.obj) for fc in spirits))
        ask(game, ChoiceRequest(g.player, "target", Msg.of("saga_ask_link", card=game.named(att.uid)), opts, 0, 1, (),
                                ("saga_link", g, "picks")))
        return
    chosen = [fc for fc in (game.find_obj(t[2])[1] for t in g.picks) if fc is not None and fc in spirits]
    if not chosen:
        return
    link = chosen[0]
    link.state = EXHAUSTED
    notice.card_event(game, g.player, link, "exhausted")
    st = game.state
    gain = bp(game, link)
    st.once_used.append((LINK_MARK, g.player, att.obj, link.obj, link.uid))
    st.mods.append((att.obj, "bp", gain, "battle", link.uid))
    for s in game.card(link.uid).symbols:
        st.mods.append((att.obj, "symbol", s.color, "battle", link.uid))
    game.emit("link", g.player, "saga_link", cards=(link.uid, att.uid), card=game.named(link.uid),
              other=game.named(att.uid), bp=gain, n=len(game.card(link.uid).symbols), rule=game.ruleset.cite("11-18-1"))


def end_links(game) -> None:
    """As the battle ends, its links end with it."""
    st = game.state
    st.once_used = [m for m in st.once_used if not (isinstance(m, tuple) and m and m[0] == LINK_MARK)]


def legal_flash(game, pi: int) -> list:
    return legal_awaken(game, pi)


HANDLERS = {("main", "activate"): h_activate, ("flash", "activate"): h_activate, ("main", "summon"): h_summon}
TASKS = {"saga_agile": task_agile, "saga_link": task_link}
