"""``DbGame``: this game behind the shared decision interface (engine/game.py's contract).

    game.decision          -> Decision(player, kind) (None when over); kinds: mulligan, charge, main, blocker,
                              counter, offense, defense, choose
    game.legal_actions()   -> every legal Action now
    game.apply(action)     -> list[Event]; raises IllegalAction.of(key, rule, ...) and then changes nothing
    game.clone()           -> an independent copy
    game.view_for(player)  -> a copy without the opponent's hand, either Deck's order or any Life card

It runs by itself between decisions with an agenda of small tasks, like the Battle Spirits game, so the bots,
the arena, the position runner and saves use it unchanged.
"""
from __future__ import annotations

from ..actions import Action
from ..errors import IllegalAction
from ..events import Event, Msg, Named
from ..game import Decision
from ..rng import Rng
from ..rulesets import get_ruleset
from . import turn
from . import words  # noqa: F401  (registers this game's sentences)
from .cards import HIDDEN, builtin_cards
from .keywords import face, power
from .state import PLAYER_NAMES, DbState

RUN_LIMIT = 100_000  # work between two decisions; beyond it, a loop nobody can stop: a draw (D 11-1-2)
ARG_KEYS = {"charge": {"card"}, "play": {"card", "pay", "mode", "onto", "fuse"}, "activate": {"card", "effect", "pay", "target"},
            "attack": {"with", "target"}, "block": {"with"}, "combo": {"card", "pay"}, "counter": {"card", "pay"},
            "choose": {"choices"}, "redraw": {"cards"}}


class DbGame:
    def __init__(self, state: DbState, ruleset="dbscg", seed: int = 0, cardset=None):
        self.state = state
        self.ruleset = get_ruleset(ruleset)
        self.seed = seed
        self.rng = Rng(seed)
        self.cardset = cardset or builtin_cards()
        self.agenda: list = []
        self.phase = "run"
        self.decider = 0
        self.history: list = []
        self.events: list = []
        self.neg_perm = any(sk["power"] < 0 for c in state.cards for sk in c.perm + (c.back.perm if c.back else ()))

    @classmethod
    def new(cls, deck1, deck2, seed: int = 0, cardset=None, ruleset="dbscg", first=None) -> "DbGame":
        """A game from two card lists, each with its Leader (5-1-2), through the preparation (5-2)."""
        cs = cardset if cardset is not None and getattr(cardset, "format", None) == "dbscg" else builtin_cards()
        cards, leaders, decks = [], [], []
        for pi, ids in enumerate((deck1, deck2)):
            lead = [c for c in ids if cs[c].is_leader]
            if not lead:
                raise ValueError(f"deck {pi + 1} has no Leader card (D 5-1-2)")
            cards.append(cs[lead[0]])
            leaders.append(len(cards) - 1)
            rest = [c for c in ids if c != lead[0]]
            decks.append(list(range(len(cards), len(cards) + len(rest))))
            cards.extend(cs[c] for c in rest)
        st = DbState(cards)
        for pi in (0, 1):
            st.players[pi].deck = decks[pi]
        g = cls(st, ruleset, seed, cs)
        turn.setup(g, tuple(leaders), first)
        g.run()
        return g

    # ------------------------------------------------------------------ the decision interface
    @property
    def decision(self):
        if self.phase in ("run", "over"):
            return None
        return Decision(self.decider, self.phase)

    @property
    def winner(self):
        return self.state.winner

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    def legal_actions(self, core_moves: bool = True) -> list:
        legal = self.ruleset.legal.get(self.phase)
        return legal(self) if legal is not None else []

    def is_legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action):
        try:
            self.clone().apply(action)
        except IllegalAction as e:
            return e
        return None

    def apply(self, action: Action) -> list:
        """Validate and play one action; a refused action changes nothing and cites its rule."""
        if self.state.winner is not None:
            raise IllegalAction.of("refuse_db_over", "D 1-2-1")
        if action.by not in (0, 1):
            raise IllegalAction.of("refuse_db_player", "D 1-1-1")
        keys = ARG_KEYS.get(action.do, ())
        for k, _ in action.args:
            if k not in keys:
                raise IllegalAction.of("refuse_db_key", self.ruleset.cite(self.ruleset.decision_rule(self.phase)),
                                       do=action.do, key=k, keys=tuple(sorted(keys)))
        self.events = []
        if action.do == "concede":  # 1-2-4: at any time, at once
            self.history.append(action)
            self.emit("concede", action.by, "db_concede")
            self.win(1 - action.by, "concession", "D 1-2-4")
            return self.events
        if self.phase in ("run", "over"):
            raise IllegalAction.of("refuse_db_not_waiting", "D 4-6-2")
        rs = self.ruleset
        rule = rs.cite(rs.decision_rule(self.phase))
        if action.by != self.decider:
            raise IllegalAction.of("refuse_db_decider", rule, decider=self.decider, by=action.by)
        handler = rs.handlers.get((self.phase, action.do))
        if handler is None:
            raise IllegalAction.of("refuse_db_wrong_time", rule, phase=self.phase, do=action.do,
                                   sentence=rs.wrong_time_text(self.phase, action.do.replace("_", " ")))
        handler(self, action)  # validates fully before it changes anything
        self.history.append(action)
        self.phase = "run"
        self.run()
        return self.events

    def clone(self) -> "DbGame":
        g = DbGame.__new__(DbGame)
        g.state = self.state.clone()
        g.ruleset = self.ruleset
        g.seed = self.seed
        g.rng = self.rng.clone()
        g.cardset = self.cardset
        g.agenda = self.agenda[:]
        g.phase = self.phase
        g.decider = self.decider
        g.history = self.history[:]
        g.events = []
        g.neg_perm = self.neg_perm
        return g

    def view_for(self, player: int) -> "DbGame":
        """What ``player`` may know: the opponent's hand and Deck and every Life card (nobody may look at Life,
        3-9-2) become hidden cards with fresh uids; the player's own Deck and Life keep what they hold together,
        not which card is where; no seed, generator state or history."""
        g = self.clone()
        st = g.state
        cards = list(st.cards)
        own, opp = st.players[player], st.players[1 - player]
        pool = sorted(own.deck + own.life)  # known together: the deck list; which is where: unknown
        own.deck, own.life = pool[:len(own.deck)], pool[len(own.deck):]
        for u in own.life:
            cards[u] = HIDDEN
        hidden = opp.hand + opp.deck + opp.life
        for u in hidden:
            cards[u] = HIDDEN
        for area in ("hand", "deck", "life"):
            n = len(getattr(opp, area))
            setattr(opp, area, list(range(len(cards), len(cards) + n)))
            cards.extend([HIDDEN] * n)
        st.cards = cards
        if st.choice is not None and st.choice.player != player:
            st.choice = st.choice._replace(prompt=Msg.of("db_ask_hidden", player=st.choice.player), options=())
        g.seed = None
        g.rng = Rng(0)
        g.history = []
        return g

    # ------------------------------------------------------------------ queries for the table and the bots
    def power(self, pi: int, slot) -> int:
        return power(self, pi, slot)

    def face(self, slot):
        return face(self, slot)

    def bp(self, slot) -> int:
        """What the table writes on a card in play: its power (the Leader's or a Battle card's)."""
        for pi, p in enumerate(self.state.players):
            if slot is p.leader or slot in p.battle:
                return power(self, pi, slot)
        return 0

    def level(self, slot):
        return None  # no levels in this game

    def glow(self, slot):
        """The table's mark for a card in a battle: ``attacker`` or ``blocker`` (the guard card)."""
        b = self.state.battle
        if b is None or slot.obj == 0 and slot not in (p.leader for p in self.state.players):
            return None
        for ref, word in ((b.attacker, "attacker"), (b.guard, "blocker")):
            from .keywords import slot_of

            if slot_of(self, *ref) is slot:
                return word
        return None

    def step_label(self, step: str | None = None) -> str:
        return self.ruleset.step_label(self.state.step if step is None else step)

    def effects_in_progress(self):
        return [], []

    # ------------------------------------------------------------------ running
    def run(self) -> None:
        agenda = self.agenda
        st = self.state
        tasks = self.ruleset.tasks
        for _ in range(RUN_LIMIT):
            if st.winner is not None or self.phase != "run":
                break
            p0, p1 = st.players
            if not (p0.life and p0.deck and p1.life and p1.deck) and turn.loss_check(self):  # interruptive (9-2-1)
                break
            if not agenda:
                break
            task = agenda.pop()
            tasks[task[0]](self, task)
        else:
            if st.winner is None and self.phase == "run":
                self.agenda.clear()
                self.emit("endless_loop", None, "db_loop")
                self.win("draw", "endless_loop", "D 11-1-2")
        if st.winner is not None:
            self.phase = "over"

    def push(self, *tasks) -> None:
        self.agenda.extend(tasks)

    def decide(self, player: int, kind: str) -> None:
        self.phase = kind
        self.decider = player

    # ------------------------------------------------------------------ helpers
    def pname(self, p: int) -> str:
        return PLAYER_NAMES[p]

    def card(self, uid: int):
        return self.state.cards[uid]

    def emit(self, kind: str, player, msg: str | None = None, cards: tuple = (), **params) -> None:
        st = self.state
        self.events.append(Event(kind, player, msg or kind, params, cards, st.turn, st.step, 0))

    def named(self, uid: int) -> Named:
        c = self.state.cards[uid]
        if c.back is not None:  # a Leader that has awakened, a card turned over by [Wish]: its face-up side
            for p in self.state.players:
                for s in ([p.leader] if p.leader is not None else []) + p.battle:
                    if s.uid == uid and s.back:
                        return Named(uid, c.back.id, c.back.name)
        return Named(uid, c.id, c.name)

    def named_face(self, uid: int, back: bool) -> Named:
        c = self.state.cards[uid]
        c = c.back if back and c.back is not None else c
        return Named(uid, c.id, c.name)

    def win(self, player, how: str, rule: str) -> None:
        if self.state.winner is not None:
            return
        self.state.winner = player
        self.phase = "over"
        self.emit("game_over", player if player != "draw" else None, "db_over", how=how, rule=rule)


GAME = DbGame
