"""Operations for the Eternal manual's general rules (E:其他規則, the FAQ's general questions;
docs/eternal-effects.md):

- ``by_doing`` (``by``: step X, ``do``: step Y): 「藉由○○來△△」 "by doing X, do Y" (E14, E:FAQ-GEN Q5):
  X is required: the effect works only if X can be done fully, and X is not done alone when Y cannot be
  done; whether to do X is the player's choice. It becomes "you may X (all of it); if you do, Y";
- ``exchange`` (``target``: one of your field cards; the Hand card chosen by the step before, ``select``):
  an exchange between the Hand and the Field (E19, E:FAQ-GEN Q11/Q12, FAQ-BRAVE Q8, FAQ-ADV Q6). The field
  card goes to the Hand with its Advent sources; the Hand card takes its place with its cores and state (it
  is not summoned); a fused Brave stays, fused to it (and separates if the condition fails: the fusion
  check). It is not "returned to the Hand" (no return triggers), but a card that cannot be returned to the
  Hand cannot be exchanged (Q11); the Hand does not count as increased (Q12). In a battle, the card that comes
  in continues the battle in its place (E:FAQ-TXT Q3);
- ``stay`` (``state``: exhausted or refresh; ``target`` default ``that``): a card stays on the Field in that
  state, as a replacement for its destruction says: it is not exhausted (or refreshed) by it, so no
  『When Exhausted』 effect triggers (E:FAQ-STATE Q3). A Demon-God Brave in spirit state, which never
  becomes exhausted, stays refreshed (E:FAQ-BRAVE Q7);
- ``under`` (``from: deck_top``, ``count``, ``face: down``; ``target`` default ``this``): the top cards
  of its player's Deck go face down under the field card (``FieldCard.down``, e.g. 【毒刃】's cards):
  hidden from the opponent, and no Advent sources (E:FAQ-ADV Q3: sources are ``FieldCard.under``).
  When the card leaves the Field they go to its owner's Trash.

Each returns ``(ok, memo)`` as ``engine.effects.ops`` steps do (or None after asking).
"""
from __future__ import annotations

from ..events import Cause
from ..queries import continuous, selectors
from ..queries.eternal import fused_braves
from ..queries.eternal_mech import demon_spirit_state
from ..state import EXHAUSTED, REFRESH
from ..verbs.awaken import front
from ..verbs.leaving import check_depletion, levels_now
from .saga_ops import Rewrite
from .targets import choose_targets, resolve_targets


def _rule(game, section: str) -> str:
    return game.ruleset.cite(section)


def reach(step):
    """E13: a step that cannot be prevented (``unpreventable: true``) carries it into its selector, so
    every choice and check of it (``engine.queries.selectors``) reaches cards unaffected by its player."""
    if step.get("unpreventable") and isinstance(step.get("target"), dict):
        return dict(step, target=dict(step["target"], unpreventable=True))
    return step


def op_by_doing(game, fr, step):
    """E:FAQ-GEN Q5: X and Y must both be possible; X is then offered (``may``), all of it (``must``),
    and Y follows only if X was done (``if_you_do``)."""
    from .ops import can_fully

    x, y = dict(step["by"]), dict(step["do"])
    if not (can_fully(game, fr, reach(x)) and can_fully(game, fr, reach(y))):
        game.emit("effect", fr.ctl, "eternal_by_doing_cannot", cards=(fr.uid,), label=fr.label,
                  rule=_rule(game, "FAQ-GEN Q5"))
        return False, ()
    x.update(may=True, must=True)
    x.pop("link", None)
    y["link"] = "if_you_do"
    rest = fr.steps[fr.pc + 1:]
    return True, Rewrite(fr.steps[:fr.pc + 1] + (x, y) + tuple(rest))


def op_exchange(game, fr, step):
    st = game.state
    sel = dict(step.get("target", {}), owner="you")
    if sel.get("who", "choose") == "choose":
        targets = choose_targets(game, fr, sel, step)
        if targets is None:
            return None
    else:
        targets = resolve_targets(game, fr, sel)
    hand = [t for t in fr.memo if t[1] == "hand" and selectors.locate(game, t) is not None]
    if not targets or not hand:
        game.emit("effect", fr.ctl, "eternal_exchange_nothing", cards=(fr.uid,), label=fr.label,
                  rule=_rule(game, "FAQ-GEN Q12"))
        return False, ()
    loc = selectors.locate(game, targets[0])
    if loc is None or loc[1] != "field" or loc[0] != fr.ctl or loc[3].pending is not None:
        return False, ()
    pi, fc = loc[0], loc[3]
    if continuous.restricted(game, pi, fc, "be_returned"):  # E:FAQ-GEN Q11
        game.emit("effect", pi, "eternal_exchange_refused", cards=(fc.uid,), card=game.named(fc.uid),
                  rule=_rule(game, "FAQ-GEN Q11"))
        return False, ()
    p = st.players[pi]
    new = hand[0][2]
    old = front(game, fc.uid)  # an Awakened card goes to the Hand as itself (side A: E:轉醒)
    braves = fused_braves(game, fc) if fc.under else []
    sources = [u for u in fc.under if u not in braves]
    before = levels_now(game)
    p.hand.remove(new)
    if game.card(old).token:  # E:衍生物: a Token that leaves the Field leaves the game (never to the Hand)
        game.emit("token_removed", pi, "eternal_token_leaves", cards=(old,), card=game.named(old), cores_n=0,
                  rule=_rule(game, "衍生物"))
    else:
        p.hand.append(old)
    p.hand.extend(sources)  # E:FAQ-ADV Q6: the Advent sources go to the Hand too
    if st.watch is not None:  # E:FAQ-GEN Q12, FAQ-ADV Q6: an exchange does not increase the Hand (no threshold)
        w = [list(v) for v in st.watch]
        w[pi][2] = len(p.hand)
        st.watch = tuple(tuple(v) for v in w)
    old_obj = fc.obj
    p.trash.extend(fc.down)  # E:FAQ-ADV Q3: face-down cards are no sources: not to the Hand with it
    fc.down = ()
    fc.uid, fc.under, fc.face = new, tuple(braves), 0  # E:FAQ-BRAVE Q8: the Brave stays, fused to it
    fc.obj = st.next_obj  # a new card on the Field is a new object (4-1-4)
    st.next_obj += 1
    b = st.battle
    if b is not None and b.attacker == old_obj:  # E:FAQ-TXT Q3: it continues the battle
        b.attacker = fc.obj
    elif b is not None and b.blocker == old_obj:
        b.blocker = fc.obj
    game.emit("effect", pi, "eternal_exchange", cards=(old, new), label=fr.label, card=game.named(old),
              other=game.named(new), battle=b is not None and fc.obj in (b.attacker, b.blocker),
              rule=_rule(game, "FAQ-GEN Q12"))
    check_depletion(game, Cause("effect", card=game.named(fr.uid)), before, fr.ctl)
    return True, ((pi, "field", fc.obj),)


def op_stay(game, fr, step):
    """E:FAQ-STATE Q3: the card is left in the state; it is neither exhausted nor refreshed by this."""
    targets = resolve_targets(game, fr, step.get("target", {"who": "that"}))
    want = EXHAUSTED if step.get("state", "exhausted") == "exhausted" else REFRESH
    done = 0
    for t in targets:
        loc = selectors.locate(game, t)
        if loc is None or loc[1] != "field":
            continue
        fc = loc[3]
        if want == EXHAUSTED and demon_spirit_state(game, fc):
            want_here = REFRESH  # E:FAQ-BRAVE Q7: a Demon-God in spirit state stays, not exhausted
        else:
            want_here = want
        fc.state = want_here
        done += 1
        game.emit("effect", loc[0], "eternal_stays", cards=(fc.uid,), label=fr.label, card=game.named(fc.uid),
                  state=want_here, rule=_rule(game, "FAQ-STATE Q3" if want_here == want else "FAQ-BRAVE Q7"))
    return done > 0, tuple(targets)


def op_under(game, fr, step):
    """E:FAQ-ADV Q3: cards put face down under a field card are not its Advent sources."""
    targets = resolve_targets(game, fr, step.get("target", {"who": "this"}))
    n = int(step.get("count", 1))
    done = 0
    for t in targets:
        loc = selectors.locate(game, t)
        if loc is None or loc[1] != "field":
            continue
        fc = loc[3]
        p = game.state.players[loc[0]]
        got = tuple(p.deck[:n])
        del p.deck[:len(got)]
        fc.down = fc.down + got
        done += len(got)
        game.emit("effect", loc[0], "eternal_under_down", cards=(fc.uid,), label=fr.label, card=game.named(fc.uid),
                  n=len(got), rule=_rule(game, "FAQ-ADV Q3"))
    return done == n * len(targets) and done > 0, tuple(targets)


GENERAL_OPS = {"by_doing": op_by_doing, "exchange": op_exchange, "stay": op_stay, "under": op_under}
