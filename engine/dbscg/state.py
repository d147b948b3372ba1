"""The state of a game of this game: areas (D chapter 3), card positions (4-8), the battle (7).

Cards are uids into ``DbState.cards``. Cards in the Leader, Battle and Energy Areas are ``Slot``s that carry
their position (Active/Rest, 4-8-1), an object number (a card that changes area is a new card, 3-1-4), the
cards stacked under them (11-3) and their power changes (until the battle / the turn ends). Everything is
plain data with a hand-written ``clone``.
"""
from __future__ import annotations

AREAS = ("deck", "hand", "drop", "leader", "battle", "combo", "energy", "life", "warp")
LIST_AREAS = ("deck", "hand", "drop", "combo", "life", "warp")  # plain lists of uids
PLAYER_NAMES = ("p1", "p2")


class Slot:
    """A card in the Leader, Battle or Energy Area."""

    __slots__ = ("uid", "rest", "obj", "under", "turn_mod", "battle_mod", "flags", "back")

    def __init__(self, uid: int, rest: bool = False, obj: int = 0):
        self.uid = uid
        self.rest = rest
        self.obj = obj
        self.under: list = []  # 11-3: cards under this one, bottom last
        self.turn_mod = 0  # power until the end of the turn
        self.battle_mod = 0  # power during this battle (combo power is counted apart, 7-4-1-7)
        self.flags: tuple = ()  # "over_realm" (to the Warp at the turn's end, 10-15-4), "attacks:N" ...
        self.back = False  # a Leader with its back side up ([Awaken], 10-2)

    # what a table row reads of a card in play (ui/table/scene.py): its turn, no cores, never pending
    @property
    def state(self) -> str:
        return "exhausted" if self.rest else "refresh"

    pending = None
    cores = 0
    soul = False

    def clone(self) -> "Slot":
        s = Slot.__new__(Slot)
        s.uid, s.rest, s.obj, s.under = self.uid, self.rest, self.obj, self.under[:]
        s.turn_mod, s.battle_mod, s.flags, s.back = self.turn_mod, self.battle_mod, self.flags, self.back
        return s


class DbPlayer:
    __slots__ = ("deck", "hand", "drop", "combo", "life", "warp", "leader", "battle", "energy", "charged",
                 "used", "realms", "mulliganed")

    def __init__(self):
        self.deck: list = []  # top first
        self.hand: list = []
        self.drop: list = []  # most recent last
        self.combo: list = []
        self.life: list = []
        self.warp: list = []
        self.leader: Slot | None = None
        self.battle: list = []  # Slots
        self.energy: list = []  # Slots
        self.charged = False  # charged this turn (6-2-5)
        self.used: tuple = ()  # [Once per Turn] skills used this turn: (obj or uid, skill index)
        self.realms = 0  # [Over Realm] / [Dark Over Realm] this turn (10-15-5)
        self.mulliganed = False

    def clone(self) -> "DbPlayer":
        p = DbPlayer.__new__(DbPlayer)
        p.deck, p.hand, p.drop, p.combo = self.deck[:], self.hand[:], self.drop[:], self.combo[:]
        p.life, p.warp = self.life[:], self.warp[:]
        p.leader = self.leader.clone() if self.leader is not None else None
        p.battle = [s.clone() for s in self.battle]
        p.energy = [s.clone() for s in self.energy]
        p.charged, p.used, p.realms, p.mulliganed = self.charged, self.used, self.realms, self.mulliganed
        return p

    def zone(self, name: str) -> list:
        """An area's cards as uids (Leader, Battle and Energy as their cards)."""
        if name in LIST_AREAS:
            return getattr(self, name)
        if name == "leader":
            return [self.leader.uid] if self.leader is not None else []
        return [s.uid for s in getattr(self, name)]

    field = ()  # the shared table's core planner finds no cores on this game's cards
    soul_at = None

    def zone_cards(self, name: str) -> list:
        """An area's entries as the table lists them: uids, and Slots for the Leader, Battle and Energy Areas."""
        if name == "leader":
            return [self.leader] if self.leader is not None else []
        return getattr(self, name) if name in AREAS else []

    def life_count(self) -> int:
        return len(self.life)

    def reserve_count(self) -> int:
        return 0

    def set_zone(self, name: str, uids: list) -> None:
        if name in LIST_AREAS:
            setattr(self, name, list(uids))
        else:
            raise KeyError(name)

    def card_count(self) -> int:
        """Cards in this player's areas (a card stacked under another counts)."""
        n = sum(len(getattr(self, a)) for a in LIST_AREAS)
        n += sum(1 + len(s.under) for s in self.battle) + len(self.energy)
        return n + (1 + len(self.leader.under) if self.leader is not None else 0)


class Battle:
    """A battle (7-1): the attack card and the guard card as (player, obj; 0 for the Leader), the step."""

    __slots__ = ("attacker", "guard", "step", "negated", "blocked", "ko_by")

    def __init__(self, attacker: tuple, guard: tuple):
        self.attacker = attacker
        self.guard = guard
        self.step = "attack"  # attack, offense, defense, damage
        self.negated = False
        self.blocked = False
        self.ko_by: tuple = ()

    def clone(self) -> "Battle":
        b = Battle(self.attacker, self.guard)
        b.step, b.negated, b.blocked, b.ko_by = self.step, self.negated, self.blocked, self.ko_by
        return b


class DbState:
    __slots__ = ("cards", "players", "turn", "turn_player", "first_player", "phase", "battle", "winner",
                 "next_obj", "choice", "counters", "pending", "tokens", "held", "window", "owners",
                 "removed", "in_timing")

    def __init__(self, cards: list):
        self.cards = cards  # uid -> DbCard
        self.players = [DbPlayer(), DbPlayer()]
        self.turn = 1
        self.turn_player = 0
        self.first_player = 0
        self.phase = "setup"  # setup (5-2), then charge, main, end (6-1-1)
        self.battle: Battle | None = None
        self.winner = None  # 0, 1 or "draw"
        self.next_obj = 1
        self.choice = None  # the effect choice waiting (choices.Choice)
        self.counters: list = []  # the counter timing's activated [Counter] skills, first first: [player, uid, negated]
        self.pending: list = []  # [Auto] skills waiting for the checkpoint: (master, uid, skill index, obj)
        self.tokens = 0
        self.held: list = []  # cards declared for play, in no area while a counter timing runs: [player, uid, negated]
        self.window = None  # the counter timing under way (4-7): (kind play/attack/counter, the player asked)
        self.owners: dict = {}  # uid -> owner (4-2) of a card in another player's Battle or Combo Area or under
        # another player's card (gaining control 11-5, [Union-Absorb] 10-13-5); every other card is its holder's
        self.removed: list = []  # cards removed from the game (10-19-2): in no area, kept to account for them
        self.in_timing = False  # a counter timing is under way (4-7-3): no new one can occur in it (4-7-2-5)

    def clone(self) -> "DbState":
        s = DbState.__new__(DbState)
        s.cards = self.cards
        s.players = [p.clone() for p in self.players]
        s.turn, s.turn_player, s.first_player, s.phase = self.turn, self.turn_player, self.first_player, self.phase
        s.battle = self.battle.clone() if self.battle is not None else None
        s.winner, s.next_obj, s.choice = self.winner, self.next_obj, self.choice
        s.counters, s.pending, s.tokens = [c[:] for c in self.counters], self.pending[:], self.tokens
        s.held = [h[:] for h in self.held]
        s.window = self.window
        s.owners = dict(self.owners) if self.owners else {}
        s.removed = self.removed[:]
        s.in_timing = self.in_timing
        return s

    @property
    def step(self) -> str:
        """The phase, or the battle step while a battle is under way (position files and the tracker)."""
        if self.battle is not None:
            return self.battle.step
        return self.phase

    def owner(self, holder: int, uid: int) -> int:
        """A card's owner (4-2): the player holding it unless it was taken from another player (11-5, 10-13-5)."""
        return self.owners.get(uid, holder) if self.owners else holder

    def put(self, holder: int, uid: int, area: str) -> int:
        """Move a card leaving the Battle or Combo Area of ``holder`` to ``area`` (drop, hand, warp, deck: the
        top) of its owner (3-1-7, 3-1-7-1); "removed" puts it in no area (10-19-2). Returns the owner."""
        owner = self.owners.pop(uid, holder) if self.owners else holder
        if area == "deck":
            self.players[owner].deck.insert(0, uid)
        elif area == "removed":
            self.removed.append(uid)
        else:
            getattr(self.players[owner], area).append(uid)
        return owner

    def new_obj(self) -> int:
        self.next_obj += 1
        return self.next_obj - 1
