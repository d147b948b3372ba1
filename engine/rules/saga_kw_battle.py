"""Battle Spirits Saga triggered keyword effects (Saga chapter 11): those of a battle, and 【Immortal】.

【Gale: N】 (Saga 11-10): when the spirit is blocked, the blocking player selects N of their own
refreshed spirits and exhausts them (only the largest N applies, 11-10-3).
【Blessed】 (Saga 11-7): when the spirit attacks and reduces the opponent's Life, one core from the
Void goes to its controller's Life (one instance only, 11-7-2).
【Curse】 (Saga 11-3): when the spirit is blocked, it triggers during battle resolution and the
blocking spirit is destroyed at the end of the battle (one instance only, 11-3-2).
【Raid: N】 (Saga 11-12): when the spirit attacks, its owner may exhaust one of their nexuses to
refresh it, up to N times per turn (only the largest N applies, 11-12-3).
【Luster】 (Saga 11-6): when the spirit attacks, at the end of that battle the magic cards its owner
used during the battle return from the Trash to the Hand (those still in the Trash, 11-6-2).
【Immortal: condition】 (Saga 11-4): while the card is in the Trash, when another spirit of its owner
meeting the condition is destroyed, it may be summoned from the Trash (no cost paid; its Lv1 cores
come from the Reserve, as an effect's summon places them).
"""
from __future__ import annotations

from typing import NamedTuple

from ..actions import parse_card_ref
from ..effects.choices import ChoiceRequest, ask
from ..effects.frames import Frame
from ..errors import IllegalAction
from ..events import Cause, Label, Msg
from ..queries import selectors
from ..queries.saga_keywords import keyword_effects
from ..state import EXHAUSTED, REFRESH
from ..verbs import notice
from ..verbs.leaving import destroy
from . import battle

class GaleAsk(NamedTuple):
    player: int  # the blocking player
    obj: int  # the attacking spirit with 【Gale】
    n: int
    picks: tuple | None = None


def on_block(game, dp: int, att, blk) -> None:
    """After the block is declared (Saga 7-1-3): 【Gale】 waits to resolve."""
    gale = keyword_effects(game, att, "gale")
    if gale:
        n = max(e.get("value", 1) for e in gale)  # Saga 11-10-3: only the largest applies
        game.push(("saga_gale", GaleAsk(dp, att.obj, n)))


def _refreshed(game, pi: int) -> list:
    return [fc for fc in game.state.players[pi].field
            if fc.state == REFRESH and fc.pending is None and game.card(fc.uid).is_spirit]


def task_gale(game, task) -> None:
    g: GaleAsk = task[1]
    _, att = game.find_obj(g.obj)
    if att is None:  # the spirit has left the Field: its triggered effect does not resolve
        return
    spirits = _refreshed(game, g.player)
    if g.picks is None and len(spirits) > g.n:  # the blocking player selects (Saga 11-10-1)
        opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t)
                     for t in ((g.player, "field", fc.obj) for fc in spirits))
        ask(game, ChoiceRequest(g.player, "target", Msg.of("saga_ask_gale", card=game.named(att.uid), n=g.n),
                                opts, g.n, g.n, (), ("saga_gale", g, "picks")))
        return
    if g.picks is not None:
        chosen = [fc for fc in (game.find_obj(t[2])[1] for t in g.picks) if fc is not None and fc.state == REFRESH]
    else:
        chosen = spirits  # as many as possible (Saga 9-3-2-1)
    for fc in chosen:
        fc.state = EXHAUSTED
        notice.card_event(game, g.player, fc, "exhausted")
    game.emit("gale", g.player, "saga_gale", cards=tuple(fc.uid for fc in chosen), card=game.named(att.uid),
              n=len(chosen), rule=game.ruleset.cite("11-10"))


def after_damage(game, tp: int, att, n: int) -> None:
    """Saga 11-7-1: 【Blessed】 triggers once the attack has reduced the opponent's Life."""
    if n > 0 and keyword_effects(game, att, "blessed"):
        game.push(("saga_blessed", tp, att.obj))  # Saga 11-7-2: one instance only


def task_blessed(game, task) -> None:
    _, pi, obj = task
    if game.state.winner is not None:
        return
    _, fc = game.find_obj(obj)
    if fc is None:
        return
    game.state.players[pi].life += 1  # one core from the Void
    game.emit("blessed", pi, "saga_blessed", cards=(fc.uid,), void=1, card=game.named(fc.uid),
              left=game.state.players[pi].life_count(), rule=game.ruleset.cite("11-7"))


CURSE_MARK = "saga_curse"  # in GameState.once_used: (mark, attacker's controller, attacker, blocker)


def on_blocked_resolution(game, tp: int, att, blk) -> None:
    """Saga 11-3-1: 【Curse】 triggers during battle resolution; its destruction waits for the end
    of the battle (one instance only, 11-3-2)."""
    if keyword_effects(game, att, "curse"):
        game.state.once_used.append((CURSE_MARK, tp, att.uid, blk.obj))
        game.emit("curse", tp, "saga_curse", cards=(att.uid, blk.uid), card=game.named(att.uid),
                  other=game.named(blk.uid), rule=game.ruleset.cite("11-3"))


def at_battle_end(game) -> None:
    st = game.state
    luster = [m for m in st.once_used if isinstance(m, tuple) and m and m[0] == LUSTER_MARK]
    used = [m for m in st.once_used if isinstance(m, tuple) and m and m[0] == USED_MARK]
    for m in luster + used:
        st.once_used.remove(m)
    for _, pi, named in luster[:1]:  # one attacker per battle
        game.push(("saga_luster", pi, named, tuple(m[2] for m in used if m[1] == pi)))
    marks = [m for m in st.once_used if isinstance(m, tuple) and m and m[0] == CURSE_MARK]
    for m in marks:
        st.once_used.remove(m)
        game.push(("saga_curse", m[1], m[2], m[3]))


def task_curse(game, task) -> None:
    """Saga 11-3-1: at the end of the battle the blocking spirit is destroyed, if it is still on the
    Field (a destruction by the effect: its destroy effects trigger)."""
    _, pi, uid, obj = task
    owner, fc = game.find_obj(obj)
    if fc is None:
        return
    destroy(game, owner, fc, pi, Cause("effect", pi, game.named(uid)))


RAID_MARK = "saga_raid"  # in GameState.once_used, which every turn clears: (mark, player, spirit) per use


class RaidAsk(NamedTuple):
    player: int
    obj: int  # the attacking spirit with 【Raid】
    n: int
    picks: tuple | None = None


def on_attack(game, pi: int, fc) -> None:
    """After the attack is declared (Saga 7-1-1-2): 【Raid】 waits to resolve; 【Luster】 waits for
    the end of the battle."""
    if keyword_effects(game, fc, "luster"):
        game.state.once_used.append((LUSTER_MARK, pi, game.named(fc.uid)))
    raid = keyword_effects(game, fc, "raid")
    if raid:
        game.push(("saga_raid", RaidAsk(pi, fc.obj, max(e.get("value", 1) for e in raid))))  # Saga 11-12-3


def task_raid(game, task) -> None:
    r: RaidAsk = task[1]
    st = game.state
    _, att = game.find_obj(r.obj)
    if att is None or sum(1 for m in st.once_used if m == (RAID_MARK, r.player, r.obj)) >= r.n:
        return  # gone, or 【Raid】 used its number of times this turn (Saga 11-12-1)
    nexuses = [fc for fc in st.players[r.player].field
               if fc.state == REFRESH and fc.pending is None and game.card(fc.uid).is_nexus]
    if not nexuses:
        return
    if r.picks is None:  # "may": choosing none declines
        opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t)
                     for t in ((r.player, "field", fc.obj) for fc in nexuses))
        ask(game, ChoiceRequest(r.player, "target", Msg.of("saga_ask_raid", card=game.named(att.uid)),
                                opts, 0, 1, (), ("saga_raid", r, "picks")))
        return
    chosen = [fc for fc in (game.find_obj(t[2])[1] for t in r.picks) if fc is not None and fc.state == REFRESH]
    if not chosen:
        return
    nexus = chosen[0]
    nexus.state = EXHAUSTED
    notice.card_event(game, r.player, nexus, "exhausted")
    st.once_used.append((RAID_MARK, r.player, r.obj))
    if att.state != REFRESH:
        att.state = REFRESH
        notice.card_event(game, r.player, att, "refreshed")
    game.emit("raid", r.player, "saga_raid", cards=(nexus.uid, att.uid), card=game.named(att.uid),
              other=game.named(nexus.uid), rule=game.ruleset.cite("11-12"))


LUSTER_MARK = "saga_luster"  # in GameState.once_used during a battle: (mark, player, attacker named)
USED_MARK = "saga_used_in_battle"  # (mark, player, magic card uid, "battle") used during this battle


def h_flash_use(game, a) -> None:
    """Using a card in a battle's Flash window; a magic card is remembered for 【Luster】."""
    uid = None
    try:
        owner, area, idx = parse_card_ref(a.get("card"), a.by, "8-1-2")
        if area == "hand" and owner == a.by:
            uid = game.state.players[a.by].hand[idx]
    except (IllegalAction, IndexError):  # the use itself refuses it, in its own words
        pass
    battle.h_flash_use(game, a)
    if uid is not None and game.state.battle is not None and game.card(uid).is_magic:
        game.state.once_used.append((USED_MARK, a.by, uid, "battle"))


def task_luster(game, task) -> None:
    """Saga 11-6-1: the magic cards still in the Trash return to the Hand (11-6-2)."""
    _, pi, named, uids = task
    p = game.state.players[pi]
    back = tuple(uid for uid in uids if uid in p.trash)
    for uid in back:
        p.trash.remove(uid)
        p.hand.append(uid)
    if back:
        game.emit("luster", pi, "saga_luster", cards=back, card=named, n=len(back), rule=game.ruleset.cite("11-6"))


def immortal_waits(game, pi: int, fc) -> None:
    """Saga 11-4-1: a spirit with 【Immortal】 in the Trash whose condition the destroyed spirit
    (``fc``, as it last was) meets waits to be summoned from the Trash; its owner may decline."""
    dead = game.card(fc.uid)
    seen = set()
    for uid in game.state.players[pi].trash:
        card = game.card(uid)
        if uid == fc.uid or not card.is_spirit or card.name in seen:
            continue
        for e in card.effects or ():
            if (e.get("kind") == "keyword" and e.get("name") == "immortal"
                    and selectors.card_matches(game, e["of"], dead, fc)):
                seen.add(card.name)
                label = Label("immortal", "", game.named(uid))
                step = {"op": "summon", "from": "trash", "target": {"name": card.name}}
                game.push(("fx_start", Frame(uid, 0, pi, label, (step,))))
                break


HANDLERS = {("flash", "use"): h_flash_use}
TASKS = {"saga_luster": task_luster, "saga_gale": task_gale, "saga_blessed": task_blessed, "saga_curse": task_curse, "saga_raid": task_raid}
