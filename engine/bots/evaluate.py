"""A hand-written evaluation of a position, from one player's side (higher is better).

It reads the game state only (never the rules): Life (dominant, worth more the lower it
gets), cores, the board (BP, level, symbols), cards in Hand, and *threat*: the Life each
side can expect to take in its next Attack Step, from its attackers against the
opponent's refreshed blockers. A position seen by ``view_for`` has the opponent's Hand and
Deck as hidden cards: the evaluation only counts them.
"""
from __future__ import annotations

from ..state import HEAVY_EXHAUSTED, REFRESH

WIN = 100000.0

# Value of having n Life left: concave, each lost Life hurts more as Life runs out.
LIFE = (0.0, 330.0, 560.0, 740.0, 880.0, 990.0, 1080.0, 1160.0, 1230.0, 1290.0, 1340.0)

_PRE_ATTACK = ("start", "core", "draw", "refresh", "main", "attack")


class Weights:
    """The evaluation's weights; a plain object so experiments can change them."""

    __slots__ = ("core", "hand", "hand_cap", "spirit", "bp", "level", "symbol", "nexus", "threat_now",
                 "threat_next", "deck_low", "refreshed")

    def __init__(self, **kw):
        self.core = 14.0  # each core outside Life and the Void
        self.hand = 32.0  # each card in Hand (up to hand_cap)
        self.hand_cap = 8
        self.spirit = 55.0  # each Spirit on the Field
        self.bp = 11.0  # per 1000 BP
        self.level = 8.0  # per level above 1
        self.symbol = 22.0  # per symbol on the Field
        self.nexus = 30.0
        self.threat_now = 0.75  # share of the expected Life loss counted, attack in this turn
        self.threat_next = 0.45  # ... attack in the next turn
        self.deck_low = 60.0  # per card under 3 left in the Deck
        self.refreshed = 6.0  # small bonus for a refreshed Spirit
        for k, v in kw.items():
            setattr(self, k, v)


DEFAULT = Weights()


def _life_value(n: int) -> float:
    if n < len(LIFE):
        return LIFE[n]
    return LIFE[-1] + 45.0 * (n - len(LIFE) + 1)


def spirit_bp(card, fc) -> int:
    lv = card.level_for(fc.total_cores, fc.soul)
    return card.levels[lv - 1].bp if lv else 0


def _side_static(state, pi: int, w: Weights) -> float:
    p = state.players[pi]
    cards = state.cards
    v = _life_value(p.life_count())
    cores = p.reserve + p.trash_cores + (0 if p.soul_at in ("life", "void") else 1)
    v += w.hand * min(len(p.hand), w.hand_cap)
    for fc in p.field:
        if fc.pending is not None:
            continue
        cores += fc.cores
        card = cards[fc.uid]
        nsym = len(card.symbols)
        if card.is_spirit:
            lv = card.level_for(fc.total_cores, fc.soul)
            bp = card.levels[lv - 1].bp if lv else 0
            v += w.spirit + w.bp * bp / 1000.0 + w.level * (lv - 1) + w.symbol * nsym
            if fc.state == REFRESH:
                v += w.refreshed
        else:
            v += w.nexus + w.symbol * nsym
    v += w.core * cores
    n = len(p.deck)
    if n < 3:
        v -= w.deck_low * (3 - n)
    return v


def _attackers(state, pi: int, all_refresh: bool) -> list:
    """(BP, symbols) of the Spirits that can attack in ``pi``'s next Attack Step."""
    out = []
    cards = state.cards
    for fc in state.players[pi].field:
        if fc.pending is not None:
            continue
        card = cards[fc.uid]
        if not card.is_spirit:
            continue
        if fc.state == REFRESH or (all_refresh and fc.state != HEAVY_EXHAUSTED):
            out.append((spirit_bp(card, fc), max(1, len(card.symbols))))
    return out


def _blockers(state, pi: int) -> list:
    cards = state.cards
    out = []
    for fc in state.players[pi].field:
        if fc.pending is None and fc.state == REFRESH and cards[fc.uid].is_spirit:
            out.append(spirit_bp(cards[fc.uid], fc))
    return out


def expected_damage(attackers: list, blockers: list, life: int) -> int:
    """A rough count of the Life an attacker takes in one Attack Step. Each blocker stops one
    attack (the defender blocks the attacks with the most symbols); attackers weaker than the
    best blocker only attack when all the attacks together could be lethal."""
    if not attackers:
        return 0
    nb = len(blockers)
    syms = sorted((s for _, s in attackers), reverse=True)
    if len(syms) > nb and sum(syms[nb:]) >= life:
        return life
    top = max(blockers) if blockers else -1
    safe = sorted((s for b, s in attackers if b > top), reverse=True)
    return min(life, sum(safe[nb:]))


def _threat(state, attacker: int, w: Weights) -> float:
    """Expected Life loss value that ``attacker`` inflicts in their next Attack Step."""
    tp = state.turn_player
    defender = 1 - attacker
    if attacker == tp:
        if state.step not in _PRE_ATTACK:
            return 0.0  # this turn's attacks are over; the next are two turns away
        atk = _attackers(state, attacker, False)
        share = w.threat_now
    else:
        atk = _attackers(state, attacker, True)
        share = w.threat_next
    if not atk:
        return 0.0
    life = state.players[defender].life_count()
    dmg = expected_damage(atk, _blockers(state, defender), life)
    if dmg <= 0:
        return 0.0
    return share * (_life_value(life) - _life_value(life - dmg))


def evaluate(game, me: int, w: Weights = DEFAULT) -> float:
    st = game.state
    if st.winner is not None:
        if st.winner == "draw":
            return 0.0
        return WIN if st.winner == me else -WIN
    opp = 1 - me
    v = _side_static(st, me, w) - _side_static(st, opp, w)
    v += _threat(st, me, w) - _threat(st, opp, w)
    return v
