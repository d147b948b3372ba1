"""The controller between the table and the game (Qt-side, no rules).

It owns the session: the ``Game``, who sits in each seat (a human or a bot), the actions played so far
(undo and redo replay them from the starting game), the payment being proposed, and the bot worker.
Every gesture of the view becomes an engine ``Action`` (``ui.interaction``, ``ui.gestures``); the
engine decides whether it is legal. After every change ``changed`` is emitted and the table re-reads
the state.
"""
from __future__ import annotations

import os
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from engine.actions import Action
from engine.errors import IllegalAction
from ui.interaction import Interaction

from .bot_worker import BotWorker

translate = QCoreApplication.translate


def _i18n():
    """The table's language (``ui.i18n``)."""
    from ui import i18n

    return i18n

HUMAN = "human"
# the bot's pace: the least time between two of its actions, in ms (thinking time counts in it)
PACES = {"slow": 1400, "normal": 650, "fast": 200, "instant": 0}
RESULT_PAUSE = 2.5  # after a battle's result, the next bot move waits this many times the pace
RESULT_KINDS = ("life", "battle")  # events that end a battle: Life reduced, or the BP comparison


class BotWhy:
    """The bot's last decision for the "why" view: its top candidates in words, with their scores."""

    def __init__(self, player: int, rows: list, unit: str, seconds: float, iterations: int, when: str = ""):
        self.player = player
        self.when = when  # "turn 4, Attack Step": the last decision with a choice may be a few moves back
        self.rows = rows  # [(text, score, played, games)], the move played first
        self.unit = unit  # "win": scores are win chances (0..1); "points": evaluation points
        self.seconds = seconds
        self.iterations = iterations
        self.texts: list = []  # each row's text in the other languages ({"ja": ..., "zh-Hant": ...})
        self.turn = 0
        self.step = None  # (ruleset, step) of that decision


class Controller(Interaction, QObject):
    changed = Signal()  # the game or the proposal changed: re-read everything
    log_added = Signal(list)  # events of the last action
    log_reset = Signal(list)  # every event from the start (new game, undo, redo)
    message = Signal(str, str)  # text, kind: "error" | "info" | "bot"
    game_over = Signal()
    thinking = Signal(bool)
    why_changed = Signal()  # a new BotWhy in ``why``

    def __init__(self, parent=None, bot_delay_ms: int | None = None, auto_pass: bool = True):
        super().__init__(parent)
        env = os.environ.get("SPIRIT_TABLE_BOT_DELAY")
        self.bot_delay_ms = bot_delay_ms if bot_delay_ms is not None else int(env) if env else PACES["normal"]
        self.why: BotWhy | None = None
        self.names: dict = {}  # the players' names as the window shows them (messages in words)
        self.auto_pass = auto_pass
        self.game = None
        self.initial = None
        self.initial_events: list = []
        self.seats = (HUMAN, "random")
        self.bots = {}
        self.practice = False
        self.actions: list = []  # (Action, how) with how in "human", "bot", "auto"
        self.redo_stack: list = []
        self.events: list = []
        self.proposal = None  # a ui.payment.Proposal while a payment is shown
        self.last_error: IllegalAction | None = None
        self.token = 0
        self.ask_timing = None  # set by the window: callable(card) -> "main" | "flash" | None
        self.setup = {}
        self._log_path = os.environ.get("SPIRIT_TABLE_LOG") or None
        self._worker = None
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        self._hold_timer = QTimer(self)  # holds a quick answer until the pace allows it on the table
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._commit_held)
        self._held = None
        self._asked = (0.0, 0)  # (monotonic time the bot was asked, least ms before its action shows)
        self._result_shown = False  # a battle's result was just shown: the next bot move waits longer
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_answer)

    # ------------------------------------------------------------------ session
    def start(self, game, seats=(HUMAN, "random"), practice: bool = False, setup: dict | None = None,
              actions=()) -> None:
        """Put ``game`` on the table. ``seats``: "human" or a bot name per player."""
        from engine.bots import make_bot

        self.token += 1
        self._stop_bot()
        if game.phase == "run":
            game.events = []
            game.run()
        self.initial = game.clone()
        self.initial_events = list(game.events)
        if not self.initial_events and ((setup or {}).get("position") or (setup or {}).get("position_name")):
            from engine.events import Event

            st = game.state
            name = setup.get("position_name") or os.path.basename(setup["position"])
            self.initial_events = [Event("setup", None, "position_opened",
                                         {"name": name, "turn": st.turn, "turn_player": st.turn_player,
                                          "label": game.step_label(), "step": st.step, "ruleset": game.ruleset.name},
                                         (), st.turn, st.step)]
        self.game = game
        self.seats = tuple(seats)
        self.practice = practice or all(s == HUMAN for s in self.seats)
        seed = getattr(game, "seed", 0)
        self.bots = {p: make_bot(s, seed=seed * 2 + p + 1, ruleset=game.ruleset)  # a second game's own bots
                     for p, s in enumerate(self.seats) if s != HUMAN}
        self.why = None
        self.why_changed.emit()
        self.setup = dict(setup or {})
        self.actions, self.redo_stack = [], []
        self.events = list(self.initial_events)
        self.proposal = None
        self._result_shown = False
        self._write_log(["-- new game --"] + [e.text for e in self.events])
        for a in actions:  # an Action, or (Action, how) when a saved game is restored
            a, how = a if isinstance(a, tuple) else (a, "human")
            try:
                self._apply(a, how, quiet=True)
            except IllegalAction as e:
                self.message.emit(translate("Controller", "The file's action ({action}) was refused: {reason}").format(
                    action=self._words(a), reason=_i18n().refusal(e)), "error")
                break
        self.log_reset.emit(list(self.events))
        self._after_change()

    def humans(self) -> set:
        return {p for p, s in enumerate(self.seats) if s == HUMAN}

    def is_human(self, p: int) -> bool:
        return self.seats[p] == HUMAN

    def acting_human(self):
        """The human who must decide now, or None (bot to move, or the game is over)."""
        d = self.game.decision if self.game is not None else None
        return d.player if d is not None and self.is_human(d.player) else None

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action, how: str = "human") -> bool:
        """Apply an action; on refusal show the engine's reason and rule and change nothing."""
        try:
            self._apply(action, how)
        except IllegalAction as e:
            self.refuse(e)
            return False
        self._after_change()
        return True

    def _apply(self, action: Action, how: str, quiet: bool = False) -> list:
        events = self.game.apply(action)  # raises IllegalAction and then changes nothing
        self.token += 1
        self.actions.append((action, how))
        if how != "redo":
            self.redo_stack = []
        self.proposal = None
        self.events.extend(events)
        if not quiet and any(e.kind in RESULT_KINDS for e in events):
            self._result_shown = True
        self._write_log([e.text for e in events])
        if not quiet:
            self.log_added.emit(list(events))
        if how == "bot":
            for e in events:
                if e.kind in ("summon", "deploy", "use", "attack", "block", "play", "combo", "counter"):
                    self.message.emit(_i18n().event_line(e), "bot")
        return events

    def refuse(self, reason, rule: str | None = None) -> None:
        """Say why an action is not allowed, in the table's language and with the rule it cites, in the game's
        rules' numbering ("Saga 6-6-1-2-2"): ``reason`` an ``IllegalAction`` (its words come from
        ``engine.words``), or an English sentence and its rule."""
        from ui.gestures import cited_rule, rule_words

        err = reason if isinstance(reason, IllegalAction) else IllegalAction(reason, rule)
        err = err.with_rule(cited_rule(self.game, err.rule))
        self.last_error = err
        self.message.emit(translate("Controller", "Not allowed: {reason}\n{rule}").format(
            reason=_i18n().refusal(err), rule=rule_words(err.rule)), "error")

    def _after_change(self) -> None:
        self.changed.emit()
        if self.game.is_over:
            self._stop_bot()
            self.game_over.emit()
            return
        d = self.game.decision
        if d is None:
            return
        if not self.is_human(d.player):  # paced so a human can follow; quick for mere passes
            self._bot_timer.start(0)
        elif self.auto_pass and self._only_forced() is not None:
            b = self.game.state.battle  # an opponent's attack: a moment to see it before passing on
            attacked = b is not None and not self.is_human(self.game.state.turn_player)
            self._auto_timer.start(self.bot_delay_ms if attacked else max(0, min(self.bot_delay_ms, 250)))

    def _only_forced(self):
        legal = self.game.legal_actions()
        if len(legal) == 1 and legal[0].do in ("pass", "no_block"):
            return legal[0]
        return None

    def _auto_answer(self) -> None:
        a = self._only_forced() if self.game.decision is not None and self.acting_human() is not None else None
        if a is not None and self.proposal is None:
            try:
                self._apply(a, "auto")
            except IllegalAction:
                return
            self._after_change()

    # ------------------------------------------------------------------ bots
    def set_pace(self, name: str) -> None:
        """The bot's pace: "slow", "normal", "fast" or "instant" (``PACES``)."""
        self.bot_delay_ms = PACES[name]

    def pace(self) -> str | None:
        return next((k for k, v in PACES.items() if v == self.bot_delay_ms), None)

    def stop(self) -> None:
        """The table is closing: drop any answer in flight and every pending timer."""
        self.token += 1
        self._stop_bot()

    def _stop_bot(self) -> None:
        self._bot_timer.stop()
        self._auto_timer.stop()
        self._hold_timer.stop()
        if self._held is not None:
            self._held = None
            self.thinking.emit(False)

    def _ask_bot(self) -> None:
        d = self.game.decision
        if d is None or self.is_human(d.player):
            return
        if self._worker is None:
            self._worker = BotWorker(self)
            self._worker.connect_answer(self._bot_answered)
        self.thinking.emit(True)
        # the bot thinks at once; its action shows no sooner than the pace allows (quick for mere passes)
        least = self.bot_delay_ms if d.kind in ("main", "attack", "block", "choose") else self.bot_delay_ms // 3
        if self._result_shown:  # a battle just ended: its result stays in view a moment
            self._result_shown = False
            least = max(least, int(self.bot_delay_ms * RESULT_PAUSE))
        self._asked = (time.monotonic(), least)
        from engine.bots import DecisionContext

        # the worker gets only what the bot may know: the legal actions and its view (never the game)
        bot = self.bots[d.player]
        self._worker.request(self.token, bot, DecisionContext.for_bot(bot, self.game))

    def _bot_answered(self, token: int, action, seconds: float, info=None) -> None:
        if token != self.token:
            return  # the game moved on (undo, new game): a stale answer
        if isinstance(action, Exception):
            self.thinking.emit(False)
            self.message.emit(translate("Controller", "The bot failed: {error}").format(error=action), "error")
            return
        if info is not None and not info.get("continuing"):
            self._explain(action, seconds, info)
        wait_ms = int(self._asked[1] - 1000 * (time.monotonic() - self._asked[0]))
        self._held = (token, action)
        if wait_ms > 0:
            self._hold_timer.start(wait_ms)
        else:
            self._commit_held()

    def _commit_held(self) -> None:
        held, self._held = self._held, None
        self.thinking.emit(False)
        if held is None or held[0] != self.token:
            return
        action = held[1]
        if self.apply(action, "bot"):
            return
        self.message.emit(translate("Controller", "The bot chose an action the rules refuse: {action}").format(
            action=self._words(action)), "error")

    def _explain(self, action, seconds: float, info: dict) -> None:
        """Put the bot's candidates in words for the "why" view (never naming its hidden cards)."""
        from engine.bots.explain import why_rows

        d = self.game.decision
        if d is None or d.kind in ("first", "redraw"):
            return  # set-up choices follow a fixed rule: nothing to explain
        humans = self.humans()
        viewer = min(humans) if humans else 0
        # each move once, the played one first; texts: each row in every language (View → Language)
        from ui.games import own_table

        if (t := own_table(self.game)) is not None:  # another game's moves in its words (the table's language)
            rows, texts = t.why_rows(self.game, info.get("moves"), action, viewer), []
        else:
            rows, texts = why_rows(self.game, info.get("moves"), action, viewer, ("ja", "zh-Hant"))
        if len(rows) < 2 and self.why is not None:
            return  # a move without an alternative keeps the last real decision on view
        if len(rows) == 1:
            rows = [(rows[0][0], None, True, 0)]  # no alternative: no score to show
        st = self.game.state
        when = f"turn {st.turn}, {self.game.step_label()}"
        self.why = BotWhy(action.by, rows, info.get("unit", "points"), seconds, info.get("iterations", 0), when)
        self.why.texts, self.why.turn, self.why.step = texts, st.turn, (self.game.ruleset, st.step)
        self.why_changed.emit()

    def wait_bot(self, timeout_ms: int = 5000) -> None:
        """Tests: process events until it is a human's decision (or the game is over)."""
        from PySide6.QtCore import QDeadlineTimer
        from PySide6.QtWidgets import QApplication

        dl = QDeadlineTimer(timeout_ms)
        while not dl.hasExpired():
            QApplication.processEvents()
            if self.game.is_over or (self.acting_human() is not None and not self._auto_timer.isActive()):
                return

    # ------------------------------------------------------------------ undo / redo
    def can_undo(self) -> bool:
        return any(how in ("human", "redo") for _, how in self.actions)

    def undo(self) -> bool:
        """Take back the last human action (and the bot moves and automatic passes after it)."""
        if not self.can_undo():
            return False
        group = []
        while self.actions:
            a, how = self.actions.pop()
            group.append((a, how))
            if how in ("human", "redo") and self.is_human(a.by):
                break
        self.redo_stack.append(list(reversed(group)))
        self._replay()  # the game as it was before the undone action: its words are judged on it
        self.message.emit(translate("Controller", "Undone: {action}").format(action=self._words(group[-1][0])), "info")
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        group = self.redo_stack.pop()
        stack = self.redo_stack
        what = self._words(group[0][0])
        for a, how in group:
            try:
                self._apply(a, "redo" if how == "human" else how, quiet=True)
            except IllegalAction:
                break
        self.redo_stack = stack
        self.log_reset.emit(list(self.events))
        self._after_change()
        self.message.emit(translate("Controller", "Redone: {action}").format(action=what), "info")
        return True

    def _words(self, action) -> str:
        """An action as a player reads it, with who plays it: "You: summon Ember Wyvern"."""
        who = self.names.get(action.by) or f"Player {action.by + 1}"
        text = _i18n().action_text(self.game, action)
        return text if who == "You" else f"{_i18n().who(who)}: {text}"

    def _replay(self) -> None:
        """Rebuild the game from its start and every remaining action (the engine replays)."""
        self.token += 1
        self._stop_bot()
        g = self.initial.clone()
        events = list(self.initial_events)
        for a, _ in self.actions:
            events.extend(g.apply(a))
        self.game = g
        self.events = events
        self.proposal = None
        self._write_log([f"-- undo: replayed {len(self.actions)} actions --"])
        self.log_reset.emit(list(self.events))
        self._after_change()

    # ------------------------------------------------------------------ buttons and keys
    def quick_action(self):
        """The action of the big button and Space: end the step, pass, or no block."""
        h = self.acting_human()
        if h is None or self.proposal is not None:
            return None
        from ui.games import own_table

        if (t := own_table(self.game)) is not None:  # another game's (the DBSCG: end the Main Phase, pass, ...)
            return t.quick_action(self)
        for a in self.game.legal_actions():
            if a.do in ("end_step", "pass", "no_block"):
                return a
        return None

    def button_clicked(self) -> None:
        if self.proposal is not None:
            self.confirm()
            return
        a = self.quick_action()
        if a is not None:
            self.apply(a)

    def concede(self) -> None:
        h = self.acting_human()
        p = h if h is not None else min(self.humans(), default=0)
        self.apply(Action(p, "concede"))

    # ------------------------------------------------------------------ log file
    def _write_log(self, lines) -> None:
        if not self._log_path:
            return
        try:
            with open(self._log_path, "a", encoding="utf-8") as f:
                for line in lines:
                    f.write(line + "\n")
        except OSError:
            self._log_path = None
