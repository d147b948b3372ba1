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
from .events import Event, Msg, Named
from .places import index_in
from .rng import Rng
from .rulesets import STANDARD, Ruleset, get_ruleset
from .state import PLAYER_NAMES, GameState
from .queries import basics, continuous
from .queries import cost as cost_queries
from .rules import play
from .verbs import awaken, notice
from .words import action_words

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
    def __init__(self, state: GameState, ruleset: Ruleset | str = STANDARD, seed: int = 0,
                 cardset: CardSet | None = None):
        self.state = state
        self.ruleset = get_ruleset(ruleset)
        self.seed = seed
        self.rng = Rng(seed)
        self.cardset = cardset
        self.agenda: list[tuple] = []
        self.phase = "run"  # a decision kind, "run" while the game runs by itself, or "over"
        self.decider = 0
        self.history: list[Action] = []
        self.events: list[Event] = []
        self.ruleset.prepare(state)
        self._index_cards()

    def add_cards(self, cards) -> int:
        """Give this game (a copy) more card definitions, e.g. a bot's sampled guesses for hidden
        cards or a token. Returns the uid of the first one. The card table is copied, never changed;
        the ruleset gives the new cards what its new games give every card (``Ruleset.cards_added``:
        an Eternal double-faced card its side B)."""
        cards = list(cards)
        base = len(self.state.cards)
        self.state.cards = list(self.state.cards) + cards
        fx = [continuous.index_effects(c) for c in cards]
        self.fx = self.fx + fx
        self.watchers = self.watchers | frozenset(base + i for i, c in enumerate(cards) if notice.has_threshold(c))
        whens = [notice.trigger_whens((idx,)) if idx is not None else frozenset() for idx in fx]
        self.whens_by_uid = self.whens_by_uid + whens
        self.trigger_whens = self.trigger_whens.union(*whens)
        self.ruleset.cards_added(self, base, len(cards))
        return base

    def _index_cards(self) -> None:
        """Per uid: the card's effects by kind (None for a vanilla card), the uids whose card
        has a threshold trigger (13-1: only then are values watched), and the timings at
        which some card of the game has a triggered effect (others need no scan)."""
        self.fx = [continuous.index_effects(c) for c in self.state.cards]
        self.watchers = frozenset(u for u, c in enumerate(self.state.cards)
                                  if self.fx[u] is not None and notice.has_threshold(c))  # None: no effects
        self.whens_by_uid = [notice.trigger_whens((idx,)) if idx is not None else frozenset() for idx in self.fx]
        self.trigger_whens = frozenset().union(*self.whens_by_uid)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, deck1: list[str], deck2: list[str], seed: int = 0, cardset: CardSet | None = None,
            ruleset: Ruleset | str = STANDARD, first: int | None = None) -> "Game":
        """A new game from two lists of card ids, through the pre-game procedure (6-2).

        ``first`` fixes who goes first; None lets the seeded generator pick the winner of
        rock-paper-scissors, who then chooses (6-2-1-6)."""
        rs = get_ruleset(ruleset)
        if rs.game_module:  # a second game plays with its own Game class (docs/architecture.md)
            from importlib import import_module

            return import_module(rs.game_module).GAME.new(deck1, deck2, seed=seed, cardset=cardset, ruleset=rs,
                                                          first=first)
        cardset = cardset or builtin_cards()
        cards = [cardset[c] for c in deck1] + [cardset[c] for c in deck2]
        state = GameState(cards)
        game = cls(state, ruleset, seed, cardset)
        game.ruleset.setup(game, len(deck1), len(deck2), first)
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

    def legal_actions(self, core_moves: bool = True) -> list[Action]:
        """Every legal action now. ``core_moves=False`` leaves out the moves of single cores
        between the Reserve and the Field (a bot's playout needs only the plays)."""
        rs = self.ruleset
        legal = (rs.legal if core_moves else rs.legal_plays).get(self.phase) or rs.legal.get(self.phase)
        return legal(self) if legal is not None else []

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
            raise IllegalAction.of("refuse_game_over", "1-3-1")
        if action.by not in (0, 1):
            raise IllegalAction("an action is made by p1 or p2", "1-2-1")
        keys = ARG_KEYS.get(action.do, ())
        for k, _ in action.args:  # a key the verb does not have is refused, never recorded
            if k not in keys:
                raise IllegalAction(f"'{action.do}' has no key '{k}'" + (
                    f" (its keys: {', '.join(sorted(keys))})" if keys else " (it takes none)"),
                    self.ruleset.decision_rule(self.phase))
        self.events = []
        if action.do == "concede":  # 1-3-4: any player, at any point
            self.history.append(action)
            self.emit("concede", action.by)
            self.win(1 - action.by, "concession", "1-3-4")
            return self.events
        if self.phase in ("run", "over"):
            raise IllegalAction.of("refuse_not_waiting", "7-1-2")
        rs = self.ruleset
        if action.by != self.decider:
            raise IllegalAction.of("refuse_not_decider", rs.decision_rule(self.phase), decider=self.decider,
                                   by=action.by)
        handler = rs.handlers.get((self.phase, action.do))
        if handler is None:
            raise IllegalAction.of("refuse_wrong_time", rs.decision_rule(self.phase), phase=self.phase,
                                   do=action.do, sentence=rs.wrong_time_text(self.phase, action_words(self, action)))
        answers = action.get("choices") if action.do == "use" else None
        saved = self.clone() if answers else None
        try:
            handler(self, action)  # validates fully before it changes anything
        except IllegalAction as e:
            raise self._in_ruleset_terms(e) from None
        self.history.append(action)
        self.run()
        if answers:
            try:
                self._answer_choices(action, answers, saved)
            except IllegalAction as e:
                raise self._in_ruleset_terms(e) from None
        return self.events

    def _in_ruleset_terms(self, e: IllegalAction) -> IllegalAction:
        """A refusal with the ruleset's own number for a shared procedure's rule, and in its words."""
        rs = self.ruleset
        rule = rs.rejection_rule(e.rule)
        reason = e.reason if rs.event_cites is None else rs.event_cites(e.reason)
        return e if (rule == e.rule and reason == e.reason) else e.with_rule(rule, reason=reason)  # words kept

    def _answer_choices(self, action: Action, answers, saved: "Game") -> None:
        """``use ... choices``: each element answers, in order, one of the choices the card's
        effect asks its player next (a list answers one choice with several picks). If an answer
        is refused, or no choice of that player is waiting for it, the whole action is refused
        and nothing changes."""
        if not isinstance(answers, tuple):
            answers = (answers,)  # one answer written without a list
        for k, ans in enumerate(answers):
            if self.phase != "choose" or self.decider != action.by:
                self.take(saved)
                raise IllegalAction(f"choices[{k}] answers nothing: no choice of {self.pname(action.by)} is waiting "
                                    f"after the card's effect ({k} of its {len(answers)} choices were used)", "9-3-2")
            picks = ans if isinstance(ans, tuple) else (ans,)
            try:
                self.ruleset.handlers[("choose", "choose")](self, Action.raw(action.by, "choose", (("choices", picks),)))
            except IllegalAction as e:
                self.take(saved)
                raise e.with_rule(e.rule, f"choices[{k}]: ") from None
            self.run()

    def take(self, other: "Game") -> None:
        """This game becomes ``other``, a copy of it: a copy saved before (to undo a refused action), or one a
        bot played on (its lookahead, taken instead of playing the same actions again)."""
        self.__dict__.update(other.__dict__)

    def clone(self) -> "Game":
        g = Game.__new__(Game)
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
        g.watchers = self.watchers
        g.fx = self.fx
        g.trigger_whens = self.trigger_whens
        g.whens_by_uid = self.whens_by_uid
        return g

    def view_for(self, player: int) -> "Game":
        """A copy holding only what ``player`` may know (an information state): the cards of the
        ruleset's hidden zones (the opponent's Hand and Deck, 4-1-2) become hidden cards, and the
        card table knows nothing of them (their uids point to a hidden card, so the opponent's
        deck list cannot be read from it; each hidden card has a fresh uid, in zone order); the player's own Deck keeps its contents (they built
        it) but not its order; no seed, generator state or history from which hidden cards
        could be recomputed; the opponent's pending choice shows no options. Counts stay public.
        The view is a game: a bot may explore it with clone/apply."""
        g = self.clone()
        st = g.state
        opp = st.players[1 - player]
        own = st.players[player]
        hidden: set[int] = set()
        for zone in self.ruleset.zones:
            if zone.holds != "cards" or zone.visibility == "public":
                continue
            hidden.update(opp.zone(zone.name))
            if zone.visibility == "hidden":  # the owner knows the contents of their own Deck, not its order
                own.set_zone(zone.name, sorted(own.zone(zone.name)))  # uid order: the deck list's, not the shuffle's
        cards = list(st.cards)
        fx = list(self.fx)
        for u in hidden:
            cards[u] = HIDDEN
            fx[u] = None
        for zone in self.ruleset.zones:  # each hidden card gets a uid of its own, in zone order (a choice
            if zone.holds == "cards" and zone.visibility != "public":  # among them still names distinct cards)
                n = len(opp.zone(zone.name))
                opp.set_zone(zone.name, list(range(len(cards), len(cards) + n)))
                cards.extend([HIDDEN] * n)
                fx.extend([None] * n)
        for fc in opp.field:  # cards face down under a field card (Eternal, E:FAQ-ADV Q3): hidden, fresh uids
            if fc.down:
                hidden.update(fc.down)
                for u in fc.down:
                    cards[u] = HIDDEN
                    fx[u] = None
                fc.down = tuple(range(len(cards), len(cards) + len(fc.down)))
                cards.extend([HIDDEN] * len(fc.down))
                fx.extend([None] * len(fc.down))
        # another face of a hidden card (an Eternal side B, E:轉醒) is hidden with it
        faces = awaken.backs_of(st.cards, hidden)
        for u in faces:
            cards[u] = HIDDEN
            fx[u] = None
        hidden.update(faces)
        st.cards = cards
        g.fx = fx
        g.watchers = self.watchers - hidden
        whens = self.whens_by_uid
        g.trigger_whens = frozenset().union(*[w for u, w in enumerate(whens) if w and u not in hidden])
        g.whens_by_uid = whens + [frozenset()] * (len(cards) - len(whens))
        if st.choice is not None and st.choice.player != player:
            st.choice = st.choice._replace(prompt=Msg.of("ask_hidden", player=st.choice.player), options=(),
                                           picked=())
        g.seed = None
        g.rng = Rng(0)
        g.history = []
        return g

    # ------------------------------------------------------------------ queries for the table and the bots
    def plan(self, action: Action):
        """The engine's payment proposal for a summon, deploy or use (``Plan``: cost, pay, place,
        《Succession》, timing, 《Soul Magic》), validated without changing anything. Raises
        IllegalAction as ``apply`` would."""
        return play.plan(self, action)

    def payment_options(self, action: Action) -> dict:
        """The payment options that exist for a card play now: ``soul_magic`` (the cost may be
        paid with the Soul Core only, 12-2-1-2-1) and ``succession`` (the Trash indexes of the
        cards that may be removed for 《Succession》, 12-2-1-3-1)."""
        ref = action.get("card")
        p = self.state.players[action.by]
        try:
            card = self.card(p.hand[index_in(ref, "hand")])
        except (TypeError, IndexError):
            return {"soul_magic": False, "succession": ()}
        succ = tuple(i for i, u in enumerate(p.trash) if self.card(u).has_ex_symbol) if card.succession else ()
        return {"soul_magic": bool(card.soul_magic) and cost_queries.soul_magic_ok(self, action.by, card), "succession": succ}

    def magic_timings(self, card) -> tuple[str, ...]:
        """The timings a Magic card may be used at: ("main",), ("flash",) or both (9-1-7)."""
        return cost_queries.magic_timings(card)

    def level(self, fc) -> int:
        """The current Lv of a field card (0 below its Lv1 cost; a depleted card keeps the Lv it
        had just before, 10-2-2-3)."""
        return basics.level(self, fc)

    def bp(self, fc) -> int:
        """The current BP of a Spirit on the Field, with every continuous and duration effect."""
        return continuous.bp(self, fc)

    def step_label(self, step: str | None = None) -> str:
        """The words for a step of this game's ruleset ("Second Main Step"); the current step
        by default."""
        return self.ruleset.step_label(self.state.step if step is None else step)

    def effects_in_progress(self) -> tuple[list[str], list[str]]:
        """(labels of the effects resolving now, labels of triggered effects waiting to resolve),
        for the table's side panel (``events.Label`` values; ``str`` gives their words). Newest waiting batches first, as they will resolve."""
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
        tasks = self.ruleset.tasks
        rule_processing = self.ruleset.rule_processing
        checkpoint = self.ruleset.checkpoint  # None, or a ruleset's checkpoint rules (Saga 4-7, 9-1)
        watchers = self.watchers
        watch = bool(watchers) and notice.watching(self)
        if watch and st.watch is None:
            notice.check_thresholds(self)  # the starting point for 13-1 comparisons
        for _ in _RUN_STEPS:  # the bound on work between two decisions is the loop itself: no cost per step
            if st.winner is not None or self.phase != "run":
                break
            # 13-1: values are compared after every task, a step of an effect included, so a
            # threshold crossed inside one effect fires (it waits for that effect to finish)
            if watch or (watchers and st.collected and notice.watching(self)):
                watch = True
                notice.check_thresholds(self)
            if not st.resolving:
                if st.collected or st.leaving:  # rule processing and new triggers first (9-1-5, 10-2-2)
                    rule_processing(self)
                    continue
                if checkpoint is not None and checkpoint(self):
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
        self.emit("endless_loop", None, limit=RUN_LIMIT)
        self.win("draw", "endless_loop", LOOP_RULE)

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

    def emit(self, kind: str, player, msg: str | None = None, cards: tuple = (), void: int = 0, **params) -> None:
        """Report an event: its kind, the player it concerns, the message key of its words
        (``engine.words``; the kind by default) and its params."""
        st = self.state
        e = Event(kind, player, msg or kind, params, cards, st.turn, st.step, void)
        e.cites = self.ruleset.event_cites  # the ruleset's own rule numbers in the words (Saga)
        self.events.append(e)

    def named(self, uid: int) -> Named:
        """A card as events name it."""
        c = self.state.cards[uid]
        return Named(uid, c.id, c.name)

    def win(self, player, how: str, rule: str, card: Named | None = None) -> None:
        """Victory is rule processing: the game ends at once (1-3-1, 10-1-2). ``how``:
        ``life_zero``, ``deck_out``, ``concession`` or ``effect`` (of ``card``)."""
        if self.state.winner is not None:
            return
        self.state.winner = player
        self.phase = "over"
        if player == "draw":
            self.emit("game_over", None, "game_draw", how=how, rule=rule, card=card)
        else:
            self.emit("game_over", player, "game_over", how=how, rule=rule, card=card)
        self.ruleset.at_game_end(self)

    def find_obj(self, obj: int):
        """(player, FieldCard) of the field card with this object number, or (None, None)."""
        for pi, p in enumerate(self.state.players):
            for fc in p.field:
                if fc.obj == obj:
                    return pi, fc
        return None, None
