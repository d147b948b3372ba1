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

    __slots__ = ("life", "core", "hand", "hand_cap", "spirit", "bp", "level", "symbol", "nexus", "threat_now",
                 "threat_next", "deck_low", "refreshed", "burst")

    def __init__(self, **kw):
        self.life = 1.0  # times the value of the Life left (the LIFE table)
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
        self.burst = 48.0  # a set burst (Saga 10-9): a free effect waiting, worth more than a card in Hand
        for k, v in kw.items():
            setattr(self, k, v)

    def as_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__slots__}


DEFAULT = Weights()


def _life_value(n: int) -> float:
    if n < len(LIFE):
        return LIFE[n]
    return LIFE[-1] + 45.0 * (n - len(LIFE) + 1)


_LVBP: dict = {}


def level_bp(card, fc) -> tuple[int, int]:
    """(Lv, printed BP at that Lv) of a field card, cached by card and cores."""
    key = (id(card), fc.cores, fc.soul)
    r = _LVBP.get(key)
    if r is None or r[2] is not card:  # (the card is kept so a reused id cannot mislead)
        lv = card.level_for(fc.total_cores, fc.soul)
        r = _LVBP[key] = (lv, card.levels[lv - 1].bp if lv else 0, card)
    return r[0], r[1]


def spirit_bp(card, fc) -> int:
    return level_bp(card, fc)[1]


_BP_FX: dict = {}


def _changes_bp(card) -> bool:
    """Does this card carry a continuous BP effect (read from its effect data, cached)?"""
    r = _BP_FX.get(id(card))
    if r is None or r[0] is not card:  # (the card is kept so a reused id cannot mislead)
        bp = False
        for eff in card.effects or ():
            if isinstance(eff, dict) and eff.get("kind") == "continuous":
                ap = eff.get("apply")
                if not isinstance(ap, dict) or ap.get("op") == "bp":
                    bp = True
        r = _BP_FX[id(card)] = (card, bp)
    return r[1]


def _effects_on(st) -> bool:
    """True when a BP may differ from the printed one: duration modifiers, or a card on the
    Field with a continuous BP effect. Otherwise the printed BP is exact and much cheaper."""
    if getattr(st, "mods", None):
        return True
    cards = st.cards
    for p in st.players:
        for fc in p.field:
            c = cards[fc.uid]
            if c.effects and _changes_bp(c):
                return True
    return False


def _side(game, st, pi: int, w: Weights, fx: bool):
    """Static value of one side, and its Spirits as (BP, symbols, refreshed, heavy-exhausted)."""
    p = st.players[pi]
    cards = st.cards
    v = w.life * _life_value(p.life_count())
    cores = p.reserve + p.trash_cores + (0 if p.soul_at in ("life", "void") else 1)
    nh = len(p.hand)
    v += w.hand * (nh if nh < w.hand_cap else w.hand_cap)
    if p.extra is not None and p.extra.get("burst"):  # a ruleset with a Burst Area (Saga 3-8)
        v += w.burst
    spirits = []
    if p.field:
        w_spirit, w_bp, w_level, w_symbol, w_refreshed = w.spirit, w.bp, w.level, w.symbol, w.refreshed
        cache = _LVBP
        for fc in p.field:
            if fc.pending is not None:
                continue
            cores += fc.cores
            card = cards[fc.uid]
            nsym = len(card.symbols)
            if card.type == "spirit":
                r = cache.get((id(card), fc.cores, fc.soul))
                if r is None or r[2] is not card:
                    lv, bp = level_bp(card, fc)
                else:
                    lv, bp = r[0], r[1]
                if fx:
                    bp = _bp(game, fc)
                state = fc.state
                refreshed = state == REFRESH
                v += w_spirit + w_bp * bp / 1000.0 + w_level * (lv - 1) + w_symbol * nsym
                if refreshed:
                    v += w_refreshed
                spirits.append((bp, nsym if nsym > 1 else 1, refreshed, state == HEAVY_EXHAUSTED))
            else:
                v += w.nexus + w_symbol * nsym
    v += w.core * cores
    n = len(p.deck)
    if n < 3:
        v -= w.deck_low * (3 - n)
    return v, spirits


def _bp(game, fc) -> int:
    """BP as the engine computes it (continuous and duration effects included)."""
    return game.bp(fc)


def expected_damage(attackers: list, blockers: list, life: int) -> int:
    """A rough count of the Life an attacker takes in one Attack Step. Each blocker stops one
    attack (the defender blocks the attacks with the most symbols); attackers weaker than the
    best blocker only attack when all the attacks together could be lethal."""
    nb = len(blockers)
    if len(attackers) <= nb:
        return min(life, 0)  # every attack is blocked
    syms = sorted([s for _, s in attackers], reverse=True)
    if sum(syms[nb:]) >= life:
        return life
    top = max(blockers) if blockers else -1
    safe = sorted([s for b, s in attackers if b > top], reverse=True)
    return min(life, sum(safe[nb:]))


def _threat(st, attacker: int, spirits, w: Weights) -> float:
    """Value of the Life ``attacker`` can expect to take in their next Attack Step."""
    if attacker == st.turn_player:
        if st.step not in _PRE_ATTACK:
            return 0.0  # this turn's attacks are over; the next are two turns away
        atk = [(b, s) for b, s, r, _ in spirits[attacker] if r]
        share = w.threat_now
    else:
        atk = [(b, s) for b, s, _, h in spirits[attacker] if not h]
        share = w.threat_next
    if not atk:
        return 0.0
    defender = 1 - attacker
    life = st.players[defender].life_count()
    blk = [b for b, _, r, _ in spirits[defender] if r]
    dmg = expected_damage(atk, blk, life)
    if dmg <= 0:
        return 0.0
    return share * (_life_value(life) - _life_value(life - dmg))


def evaluate(game, me: int, w: Weights = DEFAULT) -> float:
    st = game.state
    if st.winner is not None:
        if st.winner == "draw":
            return 0.0
        return WIN if st.winner == me else -WIN
    fx = _effects_on(st)
    v0, s0 = _side(game, st, 0, w, fx)
    v1, s1 = _side(game, st, 1, w, fx)
    spirits = (s0, s1)
    v = v0 - v1 + _threat(st, 0, spirits, w) - _threat(st, 1, spirits, w)
    return v if me == 0 else -v
