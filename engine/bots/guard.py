"""Root checks of the search bots, before any playout: plain mistakes and obvious moves.

- **No attack into a certain loss.** An attack whose settled one-ply result (the opponent's
  best reply: usually a block by a Spirit with more BP, 8-3-2) loses the attacking Spirit,
  takes no Life and scores below ending the step is dropped when ending the step is a
  candidate. Playouts near a won or lost game score every move alike (98% against 97%),
  so noise alone could otherwise send a Spirit to its death for nothing.
- **Identical candidates.** Attacking or blocking with one of two identical Spirits (same
  card, cores and state) is one candidate.
- **Obvious moves.** A move that wins at once (one-ply value of a won game), or that leads
  the one-ply ranking by a wide margin, is played without a search; the flat search also
  stops early once one candidate is ahead of every other beyond doubt (``settled``).

Everything here reads the bot's view (public queries and the settled clones of ``one_ply``),
never a hidden card.
"""
from __future__ import annotations

import math

from ..places import index_in
from .evaluate import WIN

LOSS_MARGIN = 1.0  # evaluation points: an attack must lose at least this much against ending the step
DOMINANT = 900.0  # one-ply lead (points) that makes a move obvious: about a Life and a Spirit
Z = 2.6  # standard errors that separate the leader from every other candidate (early stop)
MIN_PLAYOUTS = 12  # playouts each candidate must have before the search may stop early
DECIDED = 0.02  # every candidate's mean this close to a win (or a loss): the move changes nothing


def _attacker_uid(view, a):
    try:
        return view.state.players[a.by].field[index_in(a.get("with"), "field")].uid
    except (ValueError, IndexError, TypeError):
        return None


def losing_attack(view, me: int, a, after, value: float, end_value: float) -> bool:
    """True when attacking with ``a`` loses the Spirit for nothing: after the settled battle the
    attacker has left ``me``'s Field, the opponent's Life is unchanged, and the position is worse
    than ending the step."""
    if after is None or value > end_value - LOSS_MARGIN:
        return False
    uid = _attacker_uid(view, a)
    if uid is None:
        return False
    st = after.state
    if any(fc.uid == uid for fc in st.players[me].field):
        return False
    if st.winner is not None:
        return False
    opp = 1 - me
    return st.players[opp].life_count() >= view.state.players[opp].life_count()


def prune(view, me: int, scored: list) -> list:
    """``scored`` ([(value, key, actions, after)] from ``one_ply(keep=True)``) without the
    attacks into a certain loss, when ending the step is one of the candidates."""
    end = next((s for s in scored if s[2][0].do == "end_step"), None)
    if end is None or view.phase != "attack":
        return scored
    out = [s for s in scored
           if not (len(s[2]) == 1 and s[2][0].do == "attack" and losing_attack(view, me, s[2][0], s[3], s[0], end[0]))]
    return out or scored


def dedupe(view, scored: list) -> list:
    """Drop candidates that do the same as a better one: attacking or blocking with one of
    two identical Spirits (same card, cores and state)."""
    seen = set()
    out = []
    for item in scored:
        acts = item[2]
        a = acts[0]
        sig = item[1]
        if len(acts) == 1 and a.do in ("attack", "block"):
            try:
                fc = view.state.players[a.by].field[index_in(a.get("with"), "field")]
                sig = (a.do, view.state.cards[fc.uid].id, fc.cores, fc.soul, fc.state)
            except (ValueError, IndexError, TypeError):
                pass
        if sig in seen:
            continue
        seen.add(sig)
        out.append(item)
    return out


def obvious(scored: list, margin: float = DOMINANT) -> bool:
    """The best one-ply candidate wins at once, or leads the next one by ``margin`` points."""
    if not scored:
        return False
    if scored[0][0] >= WIN / 2:
        return True
    return len(scored) > 1 and scored[0][0] - scored[1][0] >= margin


def settled(nodes) -> bool:
    """The leader's mean is above every other candidate's by ``Z`` standard errors of the
    difference (each with ``MIN_PLAYOUTS`` playouts or more), or every candidate wins (or loses)
    nearly every playout: more playouts would not change the move. Results are in 0..1, so a variance is at most 1/4; a small floor keeps a run of
    equal results from looking certain."""
    live = list(nodes)
    if len(live) < 2 or any(n.k < MIN_PLAYOUTS for n in live):
        return False
    if all(n.k_mean >= 1.0 - DECIDED for n in live) or all(n.k_mean <= DECIDED for n in live):
        return True  # the game is won (or lost) whatever the move: the best mean is played
    live.sort(key=lambda n: -n.k_mean)
    lead = live[0]
    for other in live[1:]:
        se = math.sqrt(_var(lead) / lead.k + _var(other) / other.k)
        if lead.k_mean - other.k_mean < Z * max(se, 0.02):
            return False
    return True


def _var(n) -> float:
    m = n.k_mean
    return max(0.01, n.sq / n.k - m * m)
