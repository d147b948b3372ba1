"""Battle Spirits Eternal: a card leaving the Field (Standard's pending state, 10-2-2-5, with Eternal's
cases):

- a Brave Spirit: its owner may keep the Brave as a Spirit, placing its Lv1 cost from the Reserve (free
  for a Lv1 cost of 0); if it was attacking or blocking, the Brave continues the battle; otherwise the
  Brave and any card under it go where the Spirit goes (E:合體卡 ■合體靈魂卡離開場地時, E:FAQ-BRAVE Q3);
- a Token returns to where it came from: out of the game (E:衍生物);
- a Grand Walker's cores go to the Void (E:創界神核心卡 ■創界神核心卡的特徵);
- a Contract card that leaves because of the opponent may stay on the Field in the soul state instead
  (the ``souls`` zone); its cores go to the Reserve, a Grand Walker's to the Void (E:契約 ■關於魂狀態).
"""
from __future__ import annotations

from typing import NamedTuple

from ..effects.choices import ChoiceRequest, ask
from ..events import Msg
from ..queries.eternal import fused_braves
from ..state import FieldCard
from ..verbs.leaving import DESTINATION
from ..verbs.leaving import task_leave as standard_leave
from . import eternal_demon_god

R_LEAVE = "合體卡 ■合體靈魂卡離開場地時"
R_SOUL = "契約 ■關於魂狀態"


class Stay(NamedTuple):
    obj: int
    what: str  # "brave" or "soul"
    picks: tuple | None = None


def task_leave(game, task) -> None:
    pi, fc = game.find_obj(task[1])
    if fc is None or fc.pending is None:
        return
    if fc.face:  # E:轉醒 ■其他規則: off the Field it is side A
        c = game.card(fc.uid)
        fc.uid, fc.face = (c.ext or {}).get("_front", fc.uid), 0
    card = game.card(fc.uid)
    p = game.state.players[pi]
    if fc.under:
        eternal_demon_god.release(game, pi, fc)  # a Demon-God Brave stays fused to its other Spirit
    if "contract" in card.kinds and fc.pending_by is not None and fc.pending_by != pi and len(task) == 2:
        ask(game, ChoiceRequest(pi, "may", Msg.of("eternal_ask_soul_state", card=game.named(fc.uid)),
                                (("yes", "soul state", True), ("no", "leave the Field", False)), 1, 1, (),
                                ("eternal_leave_answer", Stay(fc.obj, "soul"), "picks")))
        return
    braves = fused_braves(game, fc) if fc.under else []
    held = 0 if "grand_walker" in card.kinds else fc.cores  # a Grand Walker's cores go to the Void (a Myth Brave)
    if braves and len(task) == 2 and p.reserve + held >= game.card(braves[0]).lv1_cost:
        lv1 = game.card(braves[0]).lv1_cost  # its cores return to the Reserve, from which the Lv1 cost is placed
        ask(game, ChoiceRequest(pi, "may", Msg.of("eternal_ask_brave_stays", card=game.named(braves[0]), n=lv1),
                                (("yes", "stays as a Spirit", True), ("no", "leaves with it", False)), 1, 1, (),
                                ("eternal_leave_answer", Stay(fc.obj, "brave"), "picks")))
        return
    _leave(game, pi, fc, keep_brave=False)


def task_leave_answer(game, task) -> None:
    s: Stay = task[1]
    pi, fc = game.find_obj(s.obj)
    if fc is None or fc.pending is None:
        return
    yes = bool(s.picks and s.picks[0])
    if s.what == "soul":
        if yes:
            _soul_state(game, pi, fc)
        else:
            task_leave(game, ("leave", s.obj, "asked"))
        return
    _leave(game, pi, fc, keep_brave=yes)


def _soul_state(game, pi, fc) -> None:
    """E:契約 ■關於魂狀態: instead of leaving, the card stays on the Field in the soul state; its cores
    go to the Reserve (a Grand Walker's to the Void); what was under it goes to the Trash."""
    st = game.state
    p = st.players[pi]
    gw = "grand_walker" in game.card(fc.uid).kinds
    _drop_under(game, pi, fc, "trash")
    _drop_down(game, pi, fc)
    p.field.remove(fc)
    if gw:
        void = -fc.cores
    else:
        void = 0
        p.reserve += fc.cores
    if fc.soul:
        p.soul_at = "reserve"
    objs = list(p.zone("soul_objs"))
    objs += [0] * (len(p.zone("souls")) - len(objs))  # cards a position file put there: no object yet
    p.set_zone("souls", list(p.zone("souls")) + [fc.uid])
    p.set_zone("soul_objs", objs + [fc.obj])  # its once-per-turn uses go with it (E:FAQ-CON Q3)
    game.emit("leave", pi, "eternal_soul_state", cards=(fc.uid,), void=void, card=game.named(fc.uid),
              cores_n=fc.total_cores, to="void" if gw else "reserve", rule=game.ruleset.cite(R_SOUL))


def _drop_under(game, pi, fc, dest) -> None:
    p = game.state.players[pi]
    for u in fc.under:
        if dest == "trash":
            p.trash.append(u)
        elif dest == "hand":
            p.hand.append(u)
        elif dest == "deck":
            p.deck.insert(0, u)
    fc.under = ()


def _drop_down(game, pi, fc) -> None:
    """The cards face down under it (E:FAQ-ADV Q3: no Advent sources) go to the Trash."""
    if fc.down:
        game.state.players[pi].trash.extend(fc.down)
        fc.down = ()


def _leave(game, pi, fc, keep_brave: bool) -> None:
    st = game.state
    p = st.players[pi]
    card = game.card(fc.uid)
    braves = fused_braves(game, fc) if fc.under else []
    keep = braves[0] if keep_brave and braves else None
    dest = DESTINATION[fc.pending]
    obj, state = fc.obj, fc.state
    under = tuple(u for u in fc.under if u != keep)
    fc.under = ()
    _drop_down(game, pi, fc)
    if card.token:  # E:衍生物: out of the game (a Token card is a token: engine.cards)
        p.field.remove(fc)
        p.reserve += fc.cores
        if fc.soul:
            p.soul_at = "reserve"
        game.emit("token_removed", pi, "eternal_token_leaves", cards=(fc.uid,), card=game.named(fc.uid),
                  cores_n=fc.total_cores, rule=game.ruleset.cite("衍生物"))
    elif ("grand_walker" in card.kinds or "grand_stone" in card.kinds) and fc.cores:  # E:創界神核心卡 (創界石: 準用): cores to the Void
        n = fc.cores
        fc.cores = 0
        game.emit("cores", pi, "eternal_gw_cores_void", cards=(fc.uid,), void=-n, card=game.named(fc.uid), n=n,
                  rule=game.ruleset.cite("創界神核心卡 ■創界神核心卡的特徵"))
        standard_leave(game, ("leave", obj))
    else:
        standard_leave(game, ("leave", obj))
    if under:  # E:■合體靈魂卡離開場地時 ◆不欲…: what was under it goes to the same place
        fc.under = under
        _drop_under(game, pi, fc, dest)
        if braves and keep is None:
            game.emit("leave", pi, "eternal_brave_goes", cards=tuple(braves), card=game.named(braves[0]), to=dest,
                      rule=game.ruleset.cite(R_LEAVE))
    if keep is not None:
        lv1 = game.card(keep).lv1_cost
        p.reserve -= lv1
        if not eternal_demon_god.continues_battle(game, keep):
            state = "refresh"  # a Demon-God Brave in spirit state is never exhausted (E:異魔神合體卡, FAQ-BRAVE Q7)
        nfc = FieldCard(keep, lv1, False, state, obj=st.next_obj)
        st.next_obj += 1
        p.field.append(nfc)
        b = st.battle
        if not eternal_demon_god.continues_battle(game, keep):
            b = None  # E:FAQ-BRAVE Q3: a Demon-God Brave does not continue the battle
        if b is not None and b.attacker == obj:  # E:FAQ-BRAVE Q3: the Brave continues the battle
            b.attacker = nfc.obj
        elif b is not None and b.blocker == obj:
            b.blocker = nfc.obj
        game.emit("separate", pi, "eternal_brave_stays", cards=(keep,), card=game.named(keep), n=lv1,
                  rule=game.ruleset.cite(R_LEAVE))


TASKS = {"leave": task_leave, "eternal_leave_answer": task_leave_answer}
