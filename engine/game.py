"""Game: the one decision interface for the table, the bots and the tests.

    game.decision          -> Decision(player, kind) the game waits for (None when over)
    game.legal_actions()   -> every legal Action now (core moves one core at a time,
                              cards from Hand with the automatic payment; ``is_legal``
                              checks any other form)
    game.apply(action)     -> list[Event]; raises IllegalAction(reason, rule) and then
                              changes nothing at all
    game.clone()           -> an independent copy (cheap: plain objects, no deepcopy)
    game.view_for(player)  -> a copy without what that player may not see

The game runs by itself between decisions (turn-based actions, steps in which
nobody has a choice) with an *agenda*: a stack of small tasks (tuples). Because the
agenda is plain data, a game can stop for a decision anywhere (in the middle of a
step, a battle, or later an effect) and a clone carries on exactly where it was.
"""
from __future__ import annotations

from .actions import ARG_KEYS, Action
from .cards import CardDef, CardSet, builtin_cards
from .errors import IllegalAction
from .events import Event
from .formats import STANDARD, Format
from .rng import Rng
from . import effects
from .effects import resolve as fx_resolve
from .effects import triggers as fx_triggers
from .effects.continuous import index_effects
from .rules import battle, main_step, pending, turn
from .state import PLAYER_NAMES, GameState

DECISION_RULE = {
    "main": "7-6-1-2-1", "attack": "7-7-3-2", "flash": "8-1-2-1", "block": "8-1-3-1",
    "choose": "9-3-2", "first": "6-2-1-6", "redraw": "6-2-1-7",
}
# Work the game may do between two decisions (agenda tasks and batches of triggered effects). Real play
# takes a few dozen; more than this is a loop that no player can stop (effects that trigger
# or replace each other), which ends the game in a draw (DIGEST G44).
RUN_LIMIT = 200_000
_RUN_STEPS = range(RUN_LIMIT)
LOOP_RULE = "Saga 12-1"  # the loop rule Spirit Table adopts for Standard (DIGEST G44)
HIDDEN = CardDef(id="hidden", name="(hidden card)", type="magic", colors=(), cost=0, base_name="(hidden card)")


class Decision:
    """What the game waits for: ``player`` (0/1) must make a ``kind`` of decision.

    Kinds: ``main`` (Main/Second Main Step), ``attack`` (attack or end the step),
    ``flash`` (use a Flash effect or pass), ``block``, ``choose`` (effect choices,
    and at set-up who goes first and the redraw).
    """

    __slots__ = ("player", "kind")

    def __init__(self, player: int, kind: str):
        self.player = player
        self.kind = kind

    def __repr__(self):
        return f"Decision(p{self.player + 1}, {self.kind})"


class Game:
    def __init__(self, state: GameState, fmt: Format = STANDARD, seed: int = 0, cardset: CardSet | None = None):
        self.state = state
        self.fmt = fmt
        self.seed = seed
        self.rng = Rng(seed)
        self.cardset = cardset
        self.agenda: list[tuple] = []
        self.phase = "run"  # a decision kind, "run" while the game runs by itself, or "over"
        self.decider = 0
        self.history: list[Action] = []
        self.events: list[Event] = []
        self._index_cards()

    def add_cards(self, cards) -> int:
        """Give this game (a copy) more card definitions, e.g. a bot's sampled guesses for hidden
        cards. Returns the uid of the first one. The card table is copied, never changed."""
        base = len(self.state.cards)
        self.state.cards = list(self.state.cards) + list(cards)
        fx = [index_effects(c) for c in cards]
        self.fx = self.fx + fx
        self.watchers = self.watchers | frozenset(base + i for i, c in enumerate(cards) if fx_triggers.has_threshold(c))
        self.trigger_whens = self.trigger_whens | fx_triggers.trigger_whens(fx)
        return base

    def _index_cards(self) -> None:
        """Per uid: the card's effects by kind (None for a vanilla card), the uids whose card
        has a threshold trigger (13-1: only then are values watched), and the timings at
        which some card of the game has a triggered effect (others need no scan)."""
        self.fx = [index_effects(c) for c in self.state.cards]
        self.watchers = frozenset(u for u, c in enumerate(self.state.cards)
                                  if self.fx[u] is not None and fx_triggers.has_threshold(c))  # None: no effects
        self.trigger_whens = fx_triggers.trigger_whens(self.fx)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, deck1: list[str], deck2: list[str], seed: int = 0, cardset: CardSet | None = None,
            fmt: Format = STANDARD, first: int | None = None) -> "Game":
        """A new game from two lists of card ids, through the pre-game procedure (6-2).

        ``first`` fixes who goes first; None lets the seeded generator pick the winner of
        rock-paper-scissors, who then chooses (6-2-1-6)."""
        cardset = cardset or builtin_cards()
        cards = [cardset[c] for c in deck1] + [cardset[c] for c in deck2]
        state = GameState(cards)
        game = cls(state, fmt, seed, cardset)
        turn.setup(game, len(deck1), len(deck2), first)
        return game

    # ------------------------------------------------------------------ the interface
    @property
    def decision(self) -> Decision | None:
        if self.phase in ("over", "run"):
            return None
        return Decision(self.decider, self.phase)

    @property
    def winner(self):
        """None while the game goes on; 0 or 1 (the winner), or "draw"."""
        return self.state.winner

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "main":
            return main_step.legal(self)
        if ph == "attack":
            return battle.legal_attack(self)
        if ph == "flash":
            return battle.legal_flash(self)
        if ph == "block":
            return battle.legal_block(self)
        if ph in ("first", "redraw"):
            return turn.legal_setup(self)
        if ph == "choose":
            return fx_resolve.legal_choose(self)
        return []

    def is_legal(self, action: Action) -> bool:
        try:
            self.clone().apply(action)
        except IllegalAction:
            return False
        return True

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """The error ``apply`` would raise for this action, or None if it is legal."""
        try:
            self.clone().apply(action)
        except IllegalAction as e:
            return e
        return None

    def apply(self, action: Action) -> list[Event]:
        """Validate and play one action. Returns the events that happened."""
        if self.state.winner is not None:
            raise IllegalAction("the game is over", "1-3-1")
        if action.by not in (0, 1):
            raise IllegalAction("an action is made by p1 or p2", "1-2-1")
        keys = ARG_KEYS.get(action.do, ())
        for k, _ in action.args:  # a key the verb does not have is refused, never recorded
            if k not in keys:
                raise IllegalAction(f"'{action.do}' has no key '{k}'" + (
                    f" (its keys: {', '.join(sorted(keys))})" if keys else " (it takes none)"),
                    DECISION_RULE.get(self.phase, "7-1-2"))
        self.events = []
        if action.do == "concede":  # 1-3-4: any player, at any point
            self.history.append(action)
            self.emit("concede", action.by, f"{self.pname(action.by)} concedes")
            self.win(1 - action.by, "concession", "1-3-4")
            return self.events
        if self.phase in ("run", "over"):
            raise IllegalAction("the game is not waiting for a decision", "7-1-2")
        if action.by != self.decider:
            raise IllegalAction(f"{self.pname(self.decider)} has this decision ({self.phase}), not "
                                f"{self.pname(action.by)}", DECISION_RULE.get(self.phase, "7-1-2"))
        handler = _HANDLERS.get((self.phase, action.do))
        if handler is None:
            raise IllegalAction(_wrong_time(self.phase, action.do), DECISION_RULE.get(self.phase, "7-1-2"))
        handler(self, action)  # validates fully before it changes anything
        self.history.append(action)
        self.run()
        return self.events

    def clone(self) -> "Game":
        g = Game.__new__(Game)
        g.state = self.state.clone()
        g.fmt = self.fmt
        g.seed = self.seed
        g.rng = self.rng.clone()
        g.cardset = self.cardset
        g.agenda = self.agenda[:]
        g.phase = self.phase
        g.decider = self.decider
        g.history = self.history[:]
        g.events = []
        g.watchers = self.watchers
        g.fx = self.fx
        g.trigger_whens = self.trigger_whens
        return g

    def view_for(self, player: int) -> "Game":
        """A copy holding only what ``player`` may see: the opponent's Hand and Deck become
        hidden cards (counts stay public, 4-1-2); the player's own Deck keeps its contents
        (they built it) but not its order; the generator is reseeded so future shuffles
        cannot be predicted."""
        g = self.clone()
        hidden = g.add_cards([HIDDEN])
        cards = g.state.cards
        opp = g.state.players[1 - player]
        opp.hand = [hidden] * len(opp.hand)
        opp.deck = [hidden] * len(opp.deck)
        own = g.state.players[player]
        own.deck = sorted(own.deck, key=lambda u: (cards[u].id, u))  # contents known, order not
        g.rng = Rng(0)
        g.history = []
        return g

    def effects_in_progress(self) -> tuple[list[str], list[str]]:
        """(labels of the effects resolving now, labels of triggered effects waiting to resolve),
        for the table's side panel. Newest waiting batches first, as they will resolve."""
        resolving: list[str] = []
        waiting: list[str] = []
        choice = self.state.choice
        tasks = list(self.agenda)
        if choice is not None:
            tasks.append(choice.resume[:2])
        for task in reversed(tasks):
            kind = task[0]
            if kind in ("fx", "fx_start", "fx_reenter") and task[1].label not in resolving:
                resolving.append(task[1].label)
            elif kind == "batch":
                waiting.extend(t.label for t in task[1].triggers)
        waiting = [t.label for t in self.state.collected] + waiting
        return resolving, waiting

    # ------------------------------------------------------------------ running
    def run(self) -> None:
        """Carry out agenda tasks until a player must decide or the game is over."""
        agenda = self.agenda
        st = self.state
        tasks = _TASKS
        watchers = self.watchers
        watch = bool(watchers) and fx_triggers.watching(self)
        if watch and st.watch is None:
            fx_triggers.check_thresholds(self)  # the starting point for 13-1 comparisons
        for _ in _RUN_STEPS:  # the bound on work between two decisions is the loop itself: no cost per step
            if st.winner is not None or self.phase != "run":
                break
            if not st.resolving:
                if watch or (watchers and st.collected and fx_triggers.watching(self)):
                    watch = True
                    fx_triggers.check_thresholds(self)
                if st.collected or st.leaving:  # rule processing and new triggers first (9-1-5, 10-2-2)
                    fx_triggers.flush(self)
                    continue
            task = agenda.pop()
            tasks[task[0]](self, task)
        else:  # effects that trigger or replace each other forever: nobody can stop them
            if st.winner is None and self.phase == "run":
                self.endless_loop()
        if self.state.winner is not None:
            self.phase = "over"

    def endless_loop(self) -> None:
        """A loop no player can stop: the game is a draw (DIGEST G44: Saga 12-1 and DBSCG 11-1, which
        this table applies in Standard too, whose text has no rule for it). Reported as an
        ``endless_loop`` event, then ``game_over``; the unfinished work is dropped."""
        self.agenda.clear()
        st = self.state
        st.collected = []
        del self.events[20:-10]  # the loop's events repeat: keep how it started and the last few
        self.emit("endless_loop", None, f"the effects repeat without end and no player can stop them "
                                        f"(more than {RUN_LIMIT:,} steps without a decision)")
        self.win("draw", "an endless loop no player can stop", LOOP_RULE)

    def push(self, *tasks: tuple) -> None:
        """Schedule tasks; the last one given runs first."""
        self.agenda.extend(tasks)

    def decide(self, player: int, kind: str) -> None:
        self.phase = kind
        self.decider = player

    # ------------------------------------------------------------------ helpers used by rules
    def pname(self, p: int) -> str:
        return PLAYER_NAMES[p]

    def card(self, uid: int) -> CardDef:
        return self.state.cards[uid]

    def emit(self, kind: str, player, text: str, cards: tuple = (), void: int = 0) -> None:
        st = self.state
        self.events.append(Event(kind, player, text, cards, st.turn, st.step, void))

    def win(self, player, how: str, rule: str) -> None:
        """Victory is rule processing: the game ends at once (1-3-1, 10-1-2)."""
        if self.state.winner is not None:
            return
        self.state.winner = player
        self.phase = "over"
        if player == "draw":
            self.emit("game_over", None, f"the game is a draw ({how}, {rule})")
        else:
            self.emit("game_over", player, f"{self.pname(player)} wins ({how}, {rule})")

    def find_obj(self, obj: int):
        """(player, FieldCard) of the field card with this object number, or (None, None)."""
        for pi, p in enumerate(self.state.players):
            for fc in p.field:
                if fc.obj == obj:
                    return pi, fc
        return None, None


def _wrong_time(phase: str, do: str) -> str:
    where = {
        "main": "in the Main Step the turn player may summon, deploy, use Magic, move cores or end the step",
        "attack": "in the Attack Step the turn player may attack with a refreshed Spirit or end the step",
        "flash": "in a Flash Timing a player may use a Flash effect or pass",
        "block": "the defending player may block with a refreshed Spirit or declare no block",
        "first": "the winner of rock-paper-scissors chooses to go first or second",
        "redraw": "each player chooses once whether to redraw their Hand",
        "choose": "the game waits for a choice",
    }.get(phase, "the game is not waiting for that")
    return f"'{do}' is not possible now: {where}"


_HANDLERS = {}
_TASKS = {}
for _mod in (turn, main_step, battle, pending, effects):
    _HANDLERS.update(_mod.HANDLERS)
    _TASKS.update(_mod.TASKS)
