"""Game state: plain objects with a hand-written ``clone()`` (no deepcopy).

Cards in a game are integers (uids) indexing ``GameState.cards``, the game's card
table of immutable ``CardDef`` objects shared by every clone. Cores are counts:
normal cores are interchangeable, and each player's single Soul Core (5-7-3) is
tracked by where it is (``soul_at``) and, on the field, by ``FieldCard.soul``.
"""
from __future__ import annotations

REFRESH, EXHAUSTED, HEAVY_EXHAUSTED = "refresh", "exhausted", "heavy_exhausted"  # 5-5-1
STATES = (REFRESH, EXHAUSTED, HEAVY_EXHAUSTED)
SOUL_PLACES = ("reserve", "trash", "life", "void", "field")
PLAYER_NAMES = ("p1", "p2")


class FieldCard:
    """A Spirit or Nexus on the Field (4-5) with its cores and state.

    ``pending`` is None, or the pending state it is in (10-2-2-1):
    ``destroyed``, ``depleted``, ``to_hand`` or ``to_deck``. ``under`` are the cards stacked under
    it (a ruleset's fusion or Advent: uids, top first), ``face`` the face shown (0 the front, 1 the
    back of a double-faced card); ``down`` the cards face down under it (hidden from the opponent).
    """

    __slots__ = ("uid", "cores", "soul", "state", "pending", "pending_level", "obj", "pending_by", "under", "face", "down")

    def __init__(self, uid: int, cores: int = 0, soul: bool = False, state: str = REFRESH, obj: int = 0):
        self.uid = uid
        self.cores = cores  # normal cores; the Soul Core is ``soul``
        self.soul = soul
        self.state = state
        self.pending = None
        self.pending_level = 0  # Lv just before depletion (10-2-2-3)
        self.obj = obj  # object number: a new one each time the card enters the Field (4-1-4)
        self.pending_by = None  # the player whose effect (or action) put it in its pending state (4-1-5)
        self.under: tuple = ()
        self.face = 0
        self.down: tuple = ()  # cards face down under it (uids; Eternal: no Advent sources, E:FAQ-ADV Q3)

    def clone(self) -> "FieldCard":
        f = FieldCard.__new__(FieldCard)
        f.uid = self.uid
        f.cores = self.cores
        f.soul = self.soul
        f.state = self.state
        f.pending = self.pending
        f.pending_level = self.pending_level
        f.obj = self.obj
        f.pending_by = self.pending_by
        f.under = self.under
        f.face = self.face
        f.down = self.down
        return f

    @property
    def total_cores(self) -> int:
        return self.cores + (1 if self.soul else 0)


CARD_ZONES = ("deck", "hand", "trash", "removed")  # the zones of cards every Battle Spirits player has


class PlayerState:
    """One player's areas (4-1-1). The Void is unlimited and not tracked. The zones every ruleset of
    Battle Spirits has are fields (read in hot loops); the card zones a ruleset adds (a Burst Area,
    a Count Area...) are lists in ``extra``, by zone name. ``zone(name)`` reads either."""

    __slots__ = ("deck", "hand", "trash", "removed", "field", "reserve", "life", "trash_cores", "soul_at", "extra")

    def __init__(self):
        self.deck: list[int] = []  # top card first
        self.hand: list[int] = []
        self.trash: list[int] = []  # most recent last
        self.removed: list[int] = []
        self.field: list[FieldCard] = []
        self.reserve = 0  # normal cores
        self.life = 0
        self.trash_cores = 0
        self.soul_at = "reserve"
        self.extra: dict[str, list[int]] | None = None

    def zone(self, name: str) -> list[int]:
        """The cards of a zone of cards, by its name (``deck``, ``hand``, ``burst`` ...)."""
        if name in CARD_ZONES:
            return getattr(self, name)
        return self.extra[name] if self.extra is not None and name in self.extra else []

    def set_zone(self, name: str, cards: list[int]) -> None:
        if name in CARD_ZONES:
            setattr(self, name, cards)
        else:
            if self.extra is None:
                self.extra = {}
            self.extra[name] = cards

    def clone(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.trash = self.trash[:]
        p.removed = self.removed[:]
        p.field = [f.clone() for f in self.field]
        p.reserve = self.reserve
        p.life = self.life
        p.trash_cores = self.trash_cores
        p.soul_at = self.soul_at
        p.extra = {k: (v[:] if type(v) is list else v) for k, v in self.extra.items()} if self.extra else None
        return p

    def life_count(self) -> int:
        return self.life + (1 if self.soul_at == "life" else 0)

    def reserve_count(self) -> int:
        return self.reserve + (1 if self.soul_at == "reserve" else 0)

    def trash_core_count(self) -> int:
        return self.trash_cores + (1 if self.soul_at == "trash" else 0)

    def cores_in_play(self) -> int:
        """All cores this player has outside the Void, Soul Core included (and the cores of a ruleset's
        core zones in ``extra``, such as Eternal's Count Area)."""
        return (self.reserve + self.life + self.trash_cores + sum(f.cores for f in self.field)
                + (0 if self.soul_at == "void" else 1)
                + (sum(v for v in self.extra.values() if type(v) is int) if self.extra else 0))


class GameState:
    """Everything that describes one moment of a game, apart from the rng and history."""

    __slots__ = ("cards", "players", "turn", "turn_player", "first_player", "step", "winner",
                 "next_obj", "battle", "mods", "once_used", "collected", "resolving", "choice", "leaving",
                 "limbo", "watch", "moment")

    def __init__(self, cards):
        self.cards = cards  # list[CardDef] by uid, shared between clones (never mutated)
        self.players = [PlayerState(), PlayerState()]
        self.turn = 1
        self.turn_player = 0
        self.first_player = 0
        self.step = "start"
        self.winner = None  # None, 0, 1 or "draw"
        self.next_obj = 1
        self.battle = None  # Battle while an attack is in progress
        # card effects (engine.effects): all plain, immutable items, so clone copies lists only
        self.mods: list[tuple] = []  # duration effects: (obj, kind, value, until, source uid), 9-1-5-6
        self.once_used: list[tuple] = []  # [Once per turn] activations this turn: (obj, effect index), 12-3-1
        self.collected: list = []  # triggered effects met since the last check, not yet a batch (9-1-5)
        self.resolving = 0  # effects being resolved right now (A9: they finish before new batches)
        self.choice = None  # the ChoiceRequest the game waits for, if any
        self.leaving: list[int] = []  # objects in a pending state, to move once their triggers resolve
        self.limbo: list[tuple] = []  # (player, uid) of Magic resolving in no area (3-4-3)
        self.watch = None  # values last seen by threshold triggers (13-1)
        self.moment = 0  # counts the steps of effects: events of one step are simultaneous (9-1-5-4)

    def clone(self) -> "GameState":
        g = GameState.__new__(GameState)
        g.cards = self.cards
        g.players = [self.players[0].clone(), self.players[1].clone()]
        g.turn = self.turn
        g.turn_player = self.turn_player
        g.first_player = self.first_player
        g.step = self.step
        g.winner = self.winner
        g.next_obj = self.next_obj
        g.battle = self.battle.clone() if self.battle is not None else None
        g.mods = self.mods[:]
        g.once_used = self.once_used[:]
        g.collected = self.collected[:]
        g.resolving = self.resolving
        g.choice = self.choice
        g.leaving = self.leaving[:]
        g.limbo = self.limbo[:]
        g.watch = self.watch
        g.moment = self.moment
        return g


class Battle:
    """An attack in progress (8-1): attacker, blocker, and the Flash Timing's state."""

    __slots__ = ("attacker", "blocker", "stage", "priority", "passes")

    def __init__(self, attacker: int):
        self.attacker = attacker  # object number of the attacking FieldCard
        self.blocker = None  # object number of the blocking FieldCard, if any
        self.stage = "pre_flash"  # pre_flash, block, post_flash
        self.priority = 0  # player holding the right to use a Flash effect (8-1-2-1)
        self.passes = 0  # consecutive passes; two end the Flash Timing

    def clone(self) -> "Battle":
        b = Battle.__new__(Battle)
        b.attacker = self.attacker
        b.blocker = self.blocker
        b.stage = self.stage
        b.priority = self.priority
        b.passes = self.passes
        return b
