"""The evaluation as a linear model: ``evaluate(game, me, w) == sum(w.k * f_k)`` over ``FEATURES``.

``features`` reads the same public quantities as ``evaluate`` (Life, cores, cards in Hand,
Spirits and their BP, levels, symbols, Nexuses, the Life each side threatens to take, a
short Deck, a set burst), each as the difference between ``me`` and the opponent, so the weights can be
fitted to self-play outcomes by a logistic regression (``bench/tune.py``) and stored as data
(``resources/bots/<ruleset>.yaml``, read by ``weights``). A test checks the identity above.
"""
from __future__ import annotations

from ..state import HEAVY_EXHAUSTED, REFRESH
from .evaluate import _PRE_ATTACK, Weights, _bp, _effects_on, _life_value, expected_damage, level_bp

FEATURES = ("life", "core", "hand", "spirit", "bp", "level", "symbol", "nexus", "threat_now", "threat_next",
            "deck_low", "refreshed", "burst")


def _side(game, st, pi: int, w: Weights, fx: bool):
    p = st.players[pi]
    cards = st.cards
    f = dict.fromkeys(FEATURES, 0.0)
    f["life"] = _life_value(p.life_count())
    cores = p.reserve + p.trash_cores + (0 if p.soul_at in ("life", "void") else 1)
    f["hand"] = min(len(p.hand), w.hand_cap)
    if p.extra is not None and p.extra.get("burst"):  # a ruleset with a Burst Area (Saga 3-8)
        f["burst"] = 1
    spirits = []
    for fc in p.field:
        if fc.pending is not None:
            continue
        cores += fc.cores
        card = cards[fc.uid]
        nsym = len(card.symbols)
        f["symbol"] += nsym
        if card.type == "spirit":
            lv, bp = level_bp(card, fc)
            if fx:
                bp = _bp(game, fc)
            refreshed = fc.state == REFRESH
            f["spirit"] += 1
            f["bp"] += bp / 1000.0
            f["level"] += lv - 1
            f["refreshed"] += refreshed
            spirits.append((bp, nsym if nsym > 1 else 1, refreshed, fc.state == HEAVY_EXHAUSTED))
        else:
            f["nexus"] += 1
    f["core"] = cores
    n = len(p.deck)
    f["deck_low"] = -(3 - n) if n < 3 else 0
    return f, spirits


def _threat(st, attacker: int, spirits) -> tuple[str, float]:
    """(feature, Life value ``attacker`` can expect to take in their next Attack Step)."""
    if attacker == st.turn_player:
        if st.step not in _PRE_ATTACK:
            return "threat_now", 0.0
        atk = [(b, s) for b, s, r, _ in spirits[attacker] if r]
        key = "threat_now"
    else:
        atk = [(b, s) for b, s, _, h in spirits[attacker] if not h]
        key = "threat_next"
    if not atk:
        return key, 0.0
    defender = 1 - attacker
    life = st.players[defender].life_count()
    blk = [b for b, _, r, _ in spirits[defender] if r]
    dmg = expected_damage(atk, blk, life)
    if dmg <= 0:
        return key, 0.0
    return key, _life_value(life) - _life_value(life - dmg)


def features(game, me: int, w: Weights | None = None) -> list[float]:
    """The features of a position not yet won, from ``me``'s side, in ``FEATURES`` order
    (``w`` gives only the hand cap)."""
    w = w or Weights()
    st = game.state
    fx = _effects_on(st)
    f0, s0 = _side(game, st, 0, w, fx)
    f1, s1 = _side(game, st, 1, w, fx)
    spirits = (s0, s1)
    out = {k: f0[k] - f1[k] for k in FEATURES}
    k, v = _threat(st, 0, spirits)
    out[k] += v
    k, v = _threat(st, 1, spirits)
    out[k] -= v
    sign = 1.0 if me == 0 else -1.0
    return [sign * out[k] for k in FEATURES]


def dot(w: Weights, f: list[float]) -> float:
    return sum(getattr(w, k) * x for k, x in zip(FEATURES, f))
