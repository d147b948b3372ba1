"""The bots' evaluations for this game: values read from a game (a view or a determinized copy), never written.

- ``evaluate`` (the greedy bot's, hand-written): Life as a clock (the last cards weigh most), cards in hand, the
  power and number of Battle cards, energy, an awakened Leader; a finished game is worth +/- ``WIN``.
- ``exposure`` / ``evaluate_deep``: what the opponent's next turn threatens (rested Battle cards it can KO, Life its
  attackers can take).
- ``win_chance`` (the search's leaf value): a logistic model of the chance to win, fitted to self-play outcomes
  by ``python -m bench.tune_dbscg`` over ``features``; its weights are data, ``resources/bots/dbscg.yaml``.
"""
from __future__ import annotations

import math
import os
import warnings

from ..errors import DataError
from ..yamlio import line_of, load_file
from .keywords import power

WIN = 100_000.0

LIFE_VALUE = (1400.0, 800.0, 520.0, 360.0, 260.0, 190.0, 140.0, 110.0)  # the last Life card first: the clock


def life_value(n: int) -> float:
    return sum(LIFE_VALUE[:min(n, 8)]) + 80.0 * max(0, n - 8)


class W:
    hand = 120.0
    board = 0.012  # per point of power on the Battle Area
    count = 90.0  # per Battle card
    energy = 110.0
    active_energy = 12.0
    awakened = 150.0
    drop = 2.0


def side(g, pi: int) -> float:
    st = g.state
    p = st.players[pi]
    cards = st.cards
    v = life_value(len(p.life)) + W.hand * min(len(p.hand), 9) + W.energy * min(len(p.energy), 8)
    v += W.active_energy * sum(1 for s in p.energy if not s.rest)
    for s in p.battle:
        c = cards[s.uid]
        if c.is_battle:
            v += W.count + W.board * power(g, pi, s)
        else:
            v += W.count / 2
    if p.leader is not None and p.leader.back:
        v += W.awakened
    if len(p.deck) < 6:
        v -= (6 - len(p.deck)) * 120.0
    return v


def exposure(g, pi: int) -> float:
    """What ``pi`` stands to lose on the opponent's next turn (all the opponent's cards stand up then, 6-2-2):
    rested Battle cards that an opponent's card outpowers can be attacked and KO-ed (7-1), and a Life the
    opponent's attackers can finish."""
    st = g.state
    p, o = st.players[pi], st.players[1 - pi]
    cards = st.cards
    attackers = sorted((power(g, 1 - pi, s) for s in [o.leader] + o.battle
                        if s is not None and (s is o.leader or cards[s.uid].is_battle)), reverse=True)
    if not attackers:
        return 0.0
    top = attackers[0]
    loss = 0.0
    for s in p.battle:
        c = cards[s.uid]
        if c.is_battle and s.rest and power(g, pi, s) <= top:
            loss += 0.6 * (W.count + W.board * power(g, pi, s))
    lead = power(g, pi, p.leader) if p.leader is not None else 0
    hits = sum(1 for a in attackers if a >= lead)
    blockers = sum(1 for s in p.battle if not s.rest and "blocker" in cards[s.uid].kws)
    hits = max(0, hits - blockers)
    n = len(p.life)
    if hits:
        loss += 0.5 * (life_value(n) - life_value(max(0, n - hits)) - W.hand * min(hits, n))
    return loss


def evaluate(g, me: int) -> float:
    st = g.state
    if st.winner is not None:
        return 0.0 if st.winner == "draw" else (WIN if st.winner == me else -WIN)
    return side(g, me) - side(g, 1 - me)


def evaluate_deep(g, me: int) -> float:
    """``evaluate`` with what the next turn threatens (``exposure``) for the player whose turn comes next."""
    v = evaluate(g, me)
    if abs(v) >= WIN:
        return v
    threatened = 1 - g.state.turn_player  # a playout stops as a turn begins: its attacks face the other player
    e = exposure(g, threatened)
    return v - e if threatened == me else v + e


# ---------------------------------------------------------------------- the fitted value model
FEATURES = ("life", "clock", "hand", "energy", "fighters", "power", "leader_power", "awakened", "blockers",
            "deck_low", "drop", "rested", "active_energy", "combo_hand", "tempo")


def side_features(g, pi: int) -> list:
    """One player's numbers (``features`` takes their difference)."""
    st = g.state
    p = st.players[pi]
    cards = st.cards
    life = len(p.life)
    fighters = pw = blockers = rested = 0
    for s in p.battle:
        c = cards[s.uid]
        if c.is_battle:
            fighters += 1
            pw += power(g, pi, s)
            if s.rest:
                rested += 1
            elif "blocker" in c.kws:
                blockers += 1
    combo = sum(cards[u].combo_power for u in p.hand if cards[u].combo_cost is not None)
    lead = power(g, pi, p.leader) if p.leader is not None else 0
    return [life, max(0, 4 - life) ** 2, min(len(p.hand), 10), min(len(p.energy), 10), fighters, pw / 10000.0,
            lead / 10000.0, 1.0 if p.leader is not None and p.leader.back else 0.0, blockers,
            max(0, 8 - len(p.deck)), min(len(p.drop), 12) / 4.0, rested, sum(1 for s in p.energy if not s.rest),
            min(combo, 40000) / 10000.0]


def features(g, me: int) -> list:
    """``me``'s numbers less the opponent's, and whose turn it is (+1 ``me``'s, -1 the opponent's)."""
    a, b = side_features(g, me), side_features(g, 1 - me)
    return [x - y for x, y in zip(a, b)] + [1.0 if g.state.turn_player == me else -1.0]


DEFAULT_VALUE = {"life": 0.3, "clock": 0.25, "hand": 0.12, "energy": 0.15, "fighters": 0.2, "power": 0.1,
                 "leader_power": 0.0, "awakened": 0.1, "blockers": 0.05, "deck_low": -0.15, "drop": 0.0, "rested": -0.1, "active_energy": 0.05,
                 "combo_hand": 0.1, "tempo": 0.1}
_VALUE: dict = {}


def value_path() -> str:
    from ..cards import resource_path

    return resource_path("bots", "dbscg.yaml")


def load_value(path) -> dict:
    """{feature: weight} from a file ``{ruleset: dbscg, fitted: ..., value: {...}}``; ``DataError`` (key, line)."""
    data = load_file(path)
    name = os.path.basename(str(path))
    if not isinstance(data, dict) or not isinstance(data.get("value"), dict):
        raise DataError(name, "the value model is a mapping with 'value: {feature: weight}'")
    ws = data["value"]
    out = dict(DEFAULT_VALUE)
    for k, v in ws.items():
        if k not in FEATURES:
            raise DataError(f"{name}: value.{k}", f"unknown feature (known: {', '.join(FEATURES)})", line_of(ws, k))
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise DataError(f"{name}: value.{k}", f"a weight is a number (got {v!r})", line_of(ws, k))
        out[k] = float(v)
    return out


def value_weights() -> tuple:
    """The fitted weights in ``FEATURES`` order (read once); a missing or damaged file: the defaults."""
    got = _VALUE.get("w")
    if got is None:
        ws = DEFAULT_VALUE
        path = value_path()
        if os.path.exists(path):
            try:
                ws = load_value(path)
            except DataError as e:
                warnings.warn(f"bot value model ignored: {e}")
        got = _VALUE["w"] = tuple(ws[f] for f in FEATURES)
    return got


def win_chance(g, me: int, weights: tuple | None = None) -> float:
    """The fitted chance that ``me`` wins from here (1 or 0 once the game is over, a draw 0.5)."""
    st = g.state
    if st.winner is not None:
        return 0.5 if st.winner == "draw" else (1.0 if st.winner == me else 0.0)
    w = weights or value_weights()
    z = sum(a * b for a, b in zip(w, features(g, me)))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def value_points(g, me: int) -> float:
    """The fitted model in evaluation points (1000 a logistic unit; +/- ``WIN`` once the game is over)."""
    st = g.state
    if st.winner is not None:
        return 0.0 if st.winner == "draw" else (WIN if st.winner == me else -WIN)
    return 1000.0 * sum(a * b for a, b in zip(value_weights(), features(g, me)))
