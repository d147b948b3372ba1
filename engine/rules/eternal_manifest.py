"""Battle Spirits Eternal: 《Manifest》 顯現 (E:顯現; DIGEST §3.2 Manifest).

A card in the Hand with ``manifest: {grand_walker: <selector>, timing: main | flash}`` may be summoned at
its timing by the action ``{do: manifest, card: hand[i], via: field[j], place: auto | {...}}``:

1. your Soul Core goes to the Trash (from your Reserve or your Field: "將自己的靈魂能量放置到廢棄區");
2. the summon cost is paid as **1**, with 1 core of the named Grand Walker Nexus ``field[j]`` (it goes to
   the Trash): a Grand Walker's cores pay nothing else (E:創界神核心卡);
3. the card is summoned from the Hand, its cores placed as a summon places them (from the Reserve or
   the Field, at least its Lv1 cost; the Soul Core has left), 『When Summoned』 and 『When Manifested』
   (``when: manifested``) fire. It is "summoned by its own effect, with 1 paid"; a normal summon never
   fires 『When Manifested』.

Refused (``refuse_manifest_*``): a card without 《Manifest》, outside its timing, with no Grand Walker
meeting the selector with a core on it, or with the Soul Core not in the Reserve or on the Field (in
the Trash, or sealed in Life), or too few cores left to place its Lv1 cost. Count cores are never used
(E:計數: "亦無法透過《煌臨》或《顯現》等效果移動").
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..costs import Pay, parse_pay
from ..errors import IllegalAction
from ..events import Cause
from ..queries.basics import static_matches
from ..verbs import notice
from ..verbs.field import put_onto_field
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_place, check_sources, pay_cost, soul_index
from .priority import hand_over_priority

R_MANIFEST = "顯現"


def spec(card) -> dict | None:
    return card.ext.get("manifest") if card.ext else None


def _soul(p):
    if p.soul_at == "reserve":
        return "reserve"
    if p.soul_at == "field":
        return soul_index(p)
    return None


def _walkers(game, pi, card) -> list[int]:
    """Indexes of the Grand Walkers on ``pi``'s Field that ``card``'s 《Manifest》 names, with a core."""
    sel = dict(spec(card).get("grand_walker", {}))
    sel.pop("type", None)
    out = []
    for j, fc in enumerate(game.state.players[pi].field):
        gw = game.card(fc.uid)
        if fc.pending is None and "grand_walker" in gw.kinds and fc.cores > 0 and static_matches(game, sel, gw, fc):
            out.append(j)
    return out


def _in_timing(game, pi, card) -> bool:
    when = spec(card).get("timing", "main")
    st = game.state
    if when == "flash":
        return game.phase in ("flash", "main") and game.decider == pi
    return game.phase == "main" and st.turn_player == pi


def plan(game, a: Action):
    """Validate a Manifest: (hand index, uid, Grand Walker's FieldCard, soul payment, placement)."""
    pi = a.by
    rs = game.ruleset
    rule = rs.cite(R_MANIFEST)
    p = game.state.players[pi]
    owner, area, idx = parse_card_ref(a.get("card"), pi, rule)
    if owner != pi or area != "hand" or not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_manifest_hand", rule)
    uid = p.hand[idx]
    card = game.card(uid)
    if spec(card) is None:
        raise IllegalAction.of("refuse_manifest_none", rule, card=game.named(uid))
    if not _in_timing(game, pi, card):
        raise IllegalAction.of("refuse_manifest_timing", rule, card=game.named(uid),
                               timing=spec(card).get("timing", "main"))
    j = a.get("via")
    walkers = _walkers(game, pi, card)
    if j is None and walkers:
        j = f"field[{walkers[0]}]"
    try:
        g_owner, g_area, g_idx = parse_card_ref(j, pi, rule)
    except IllegalAction:
        g_owner, g_area, g_idx = pi, "none", -1
    if g_owner != pi or g_area != "field" or g_idx not in walkers:
        raise IllegalAction.of("refuse_manifest_walker", rule, card=game.named(uid))
    soul = _soul(p)
    if soul is None:
        raise IllegalAction.of("refuse_manifest_soul", rule)
    pay = Pay(soul=soul)
    spec_place = a.get("place", "auto")
    if spec_place in ("auto", None):
        place = auto_place(game, pi, pay, card.lv1_cost)
        if place is None:
            raise IllegalAction.of("refuse_manifest_place", rule, card=game.named(uid), lv1=card.lv1_cost)
    else:
        place = parse_pay(spec_place, rule)
        if place.total < card.lv1_cost or place.soul is not None:
            raise IllegalAction.of("refuse_manifest_place", rule, card=game.named(uid), lv1=card.lv1_cost)
    check_sources(game, pi, pay, place, rule)
    return idx, uid, p.field[g_idx], pay, place


def h_manifest(game, a: Action) -> None:
    idx, uid, gw, pay, place = plan(game, a)
    pi = a.by
    st = game.state
    p = st.players[pi]
    flash = game.phase == "flash"
    game.phase = "run"
    if flash:
        hand_over_priority(game, pi)
    else:
        game.push(("decide", pi, "main"))
    del p.hand[idx]
    fields = list(p.field)
    before = levels_now(game)
    pay_cost(game, pi, fields, pay)  # the Soul Core to the Trash
    gw.cores -= 1  # the cost, paid as 1, with a core of the Grand Walker
    p.trash_cores += 1
    fc = put_onto_field(game, pi, uid, fields, place)
    card = game.card(uid)
    game.emit("summon", pi, "eternal_manifest", cards=(uid, gw.uid), card=game.named(uid), other=game.named(gw.uid),
              placed=fc.total_cores, level=card.level_for(fc.total_cores, fc.soul) + card.min_level - 1,
              rule=game.ruleset.cite(R_MANIFEST))
    notice.card_arrived(game, pi, fc, "summoned")
    notice.card_event(game, pi, fc, "manifested")
    check_depletion(game, Cause("payment", pi), before)


def legal(game, pi: int) -> list[Action]:
    p = game.state.players[pi]
    out, seen = [], set()
    if _soul(p) is None:
        return out
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.id in seen or spec(card) is None or not _in_timing(game, pi, card):
            continue
        seen.add(card.id)
        for j in _walkers(game, pi, card):
            if auto_place(game, pi, Pay(soul=_soul(p)), card.lv1_cost) is not None:
                out.append(Action.raw(pi, "manifest", (("card", f"hand[{i}]"), ("place", "auto"), ("via", f"field[{j}]"))))
    return out


HANDLERS = {("main", "manifest"): h_manifest, ("flash", "manifest"): h_manifest}
