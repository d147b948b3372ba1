"""``Ruleset``: what a rule system is, as a base class with a handful of overridable hooks.

A ruleset is a static description shared by every game played under it (like a python-chess
variant class, or an OpenSpiel ``Game``): its steps and their turn-based actions, its zones and
who may see them, deck construction, set-up, rule processing, the ordering of triggered
effects, who chooses among replacement effects, the BP floor, where Life cores go, and the
action handlers and agenda tasks it plays with. ``Game`` asks its ruleset; nothing in the
kernel asks "which rule system is this?".

Battle Spirits Standard 1.0 (``engine.rulesets.standard``) is the first ruleset. A new one
subclasses it (or this base) and overrides only what differs (see docs/architecture.md).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from ..events import Named, Sentence


class Step(NamedTuple):
    """A step of the turn (7-1-1): its name in files, its words, its rule, and its turn-based
    action ``tba(game, task) -> bool`` (True: the step goes straight on to the next)."""

    name: str
    label: str  # "Main Step"
    rule: str  # "7-6"
    tba: Callable
    short: str = ""  # "Main": the table's step tracker


class Zone(NamedTuple):
    """An area of a player (4-1-1). ``holds``: cards or cores. ``visibility``: ``public`` (both
    players see the cards), ``owner`` (only the owner), ``hidden`` (nobody: a Deck, 4-1-2).
    ``layout`` is how a table draws it: ``pile``, ``fan``, ``row``, ``stack`` or ``cores``."""

    name: str
    label: str
    holds: str
    visibility: str
    layout: str


class Ruleset:
    """The base of every ruleset. Subclasses set the class attributes and override hooks."""

    name = ""  # the name in files and on the command line: format: standard
    title = ""  # the name a player reads
    short_title = ""  # ... where room is short (the deck window's rule sets: "Saga")
    game = "battle-spirits"  # the game a ruleset belongs to (card data and faces)
    rule_prefix = ""  # how rejections cite this rule system's text ("" for Standard, "Saga " ...)
    card_format: str | None = None  # the card set its players list and build from (None: ``name``)
    deck_folder: str | None = None  # its built-in decks: resources/decks/<deck_folder> (None: ``name``; "": the top)

    # deck construction
    deck_min = 40
    deck_max: int | None = None
    max_copies = 3
    deck_types = ("spirit", "nexus", "magic")
    deck_types_text = "Spirit, Nexus or Magic"
    deck_rules = {"size": "6-1-1", "type": "6-1-1-1", "copies": "6-1-1-2", "ident": "6-1-1-2-1"}
    # set-up
    start_life = 5
    start_reserve = 3
    start_hand = 4
    # values some verbs read
    life_to = "reserve"  # where Life cores go on a Life reduction
    bp_floor = 0

    steps: tuple[Step, ...] = ()
    first_turn_skips: frozenset = frozenset()
    zones: tuple[Zone, ...] = ()
    table: dict = {}  # the table description (engine.rulesets.table)
    game_module: str | None = None  # a second game: the module whose GAME class plays it (engine.dbscg.game)
    position_module: str | None = None  # ... and the module that reads and writes its position files
    bot_module: str | None = None  # ... and the module whose BOTS play it (greedy, search), by name
    decision_rules: dict = {}  # decision kind -> the rule that gives that decision
    # the kinds of decision of the preparation before the first turn (6-2: who goes first, the redraw): the table
    # shows them as set-up, not as a step of turn 1
    preparation_decisions: frozenset = frozenset({"first", "redraw"})
    wrong_time: dict = {}  # decision kind -> what may be done then, in words

    def __init__(self):
        self.step_by_name = {s.name: s for s in self.steps}
        self.step_names = tuple(s.name for s in self.steps)
        self.step_rule = {s.name: self.cite(s.rule) for s in self.steps}  # as events cite them
        self.handlers: dict = self.build_handlers()
        self.tasks: dict = self.build_tasks()
        self.legal: dict = self.build_legal()
        self.legal_plays: dict = self.build_legal_plays()

    def __repr__(self):
        return f"<Ruleset {self.name}>"

    # ------------------------------------------------------------------ what a subclass provides
    def build_handlers(self) -> dict:
        """(decision kind, verb) -> handler(game, action): validates fully, then plays."""
        return {}

    def build_tasks(self) -> dict:
        """agenda task name -> task(game, task)."""
        return {}

    def build_legal(self) -> dict:
        """decision kind -> legal(game) -> list of Actions."""
        return {}

    def build_legal_plays(self) -> dict:
        """decision kind -> legal actions without single core moves, where they differ."""
        return {}

    def prepare(self, state) -> None:
        """Give a new state the card zones this ruleset adds to every player (``PlayerState.extra``)."""
        from ..state import CARD_ZONES

        extra = [z.name for z in self.zones if z.holds == "cards" and z.name not in CARD_ZONES and z.name != "field"]
        for p in state.players:
            for name in extra:
                if p.extra is None or name not in p.extra:
                    p.set_zone(name, [])

    def cards_added(self, game, base: int, n: int) -> None:
        """Cards ``base`` .. ``base + n - 1`` were added to a game's card table after it began
        (``Game.add_cards``: a bot's guesses for hidden cards, a token): give them what ``prepare``
        gives the cards of a new game. Nothing by default."""

    @property
    def own_card_format(self) -> str:
        """The name of its card set (``card_format``, else its own name): the ``format:`` of its cards."""
        return self.card_format or self.name

    def card_set(self):
        """The cards a player of this ruleset lists, builds decks from and draws sheets of: the
        built-in cards whose file names this ruleset's card set (``format:``). A second game with
        its own card schema overrides this with its own loader."""
        from ..cards import builtin_cards

        return builtin_cards().for_format(self.own_card_format)

    def deck_cards(self):
        """The cards a deck of this ruleset is read with (deck files, saves, the new-game dialog): every card of
        Battle Spirits (their ids are unique across the card files, so a deck may hold any; the deck rules say
        which are allowed). A second game with its own card schema reads its decks with its own cards."""
        from ..cards import builtin_cards

        return builtin_cards()

    def setup(self, game, n1: int, n2: int, first) -> None:
        """The pre-game procedure, up to the first decision."""
        raise NotImplementedError

    # ------------------------------------------------------------------ hooks with a default
    def in_preparation(self, game) -> bool:
        """Is ``game`` waiting for a decision of the preparation (``preparation_decisions``)?"""
        d = game.decision
        return d is not None and d.kind in self.preparation_decisions

    def is_preparation(self, event) -> bool:
        """Does ``event`` belong to the preparation before the first turn (6-2: shuffle, Life, Reserve and Hand;
        the redraw)? A log shows these under "Set-up"."""
        return event.kind in ("setup", "redraw")

    def step_text(self, step: str) -> str:
        s = self.step_by_name.get(step)
        return f"{s.label} ({self.cite(s.rule)})" if s is not None else step

    def step_label(self, step: str) -> str:
        """The words for a step: "Main Step"."""
        s = self.step_by_name.get(step)
        return s.label if s is not None else step.replace("_", " ").title()

    def rejection_rule(self, rule: str) -> str:
        """The number a rejection cites, given the Standard number a shared procedure raised."""
        return rule

    def cite(self, rule: str) -> str:
        return f"{self.rule_prefix}{rule}"

    prompts: dict = {}  # a shared question's message key -> the ruleset's own (its rule in the words)
    event_cites = None  # a ruleset whose log lines cite other numbers: text -> text (Saga's ``saga_cites``)

    def decision_rule(self, kind: str) -> str:
        return self.decision_rules.get(kind, "7-1-2")

    def wrong_time_text(self, kind: str, what: str) -> str:
        """``what``: the action in words ("attack with Ember Wyvern")."""
        where = self.wrong_time.get(kind, "the game is not waiting for that")
        return f"you cannot {what} now: {where}"

    def trigger_candidates(self, game, live: list) -> tuple[int, list]:
        """Which of the triggered effects of a batch may resolve first, and who chooses among
        them. When the chooser is given all of them, they go on choosing to the batch's last
        effect. This default resolves the turn player's effects first, each player ordering
        their own; Standard overrides it (9-1-5-8)."""
        tp = game.state.turn_player
        mine = [t for t in live if t.player == tp] or [t for t in live if t.player != tp]
        return mine[0].player, mine

    def replacement_chooser(self, game, options: list, target=None) -> int:
        """Who chooses when several replacement effects apply (9-1-8-1-3): the turn player.
        ``target``: the card the event would happen to, as (player, "field", object)."""
        return game.state.turn_player

    def orderer(self, ctl: int, owner: int) -> int:
        """Who orders several cards placed in an area at once: the player whose effect caused it
        (4-1-5); ``owner``: the cards' owner."""
        return ctl

    def at_game_end(self, game) -> None:
        """As the game ends (nothing in Standard)."""

    def core_loss(self, game, cause, before=None, by=None) -> None:
        """A card may have too few cores for its Lv1 cost now (after a payment, a core move or an
        effect's step; ``cause`` says which, ``before`` the Lv of each card before the cores
        changed, ``by`` who caused it): in Standard it is depleted (3-2-5-4, 5-11, 10-2-2-3)."""
        from ..verbs.leaving import deplete

        deplete(game, cause, before, by)

    def leave_field(self, game, pi: int, fc, kind: str, cause, by) -> bool:
        """A field card is destroyed or returned (``kind``: destroyed, to_hand, to_deck,
        to_deck_bottom) and no replacement effect applies: in Standard it enters the pending state
        and leaves after its triggers (10-2-2). True if it happened."""
        from ..verbs.leaving import enter_pending

        return enter_pending(game, pi, fc, kind, cause, by)

    def trigger_lapses(self, game, t, fc, eff) -> bool:
        """Whether a collected triggered effect ``t`` no longer activates (``fc``: its card on the
        Field, or None): in Standard when the card has left the Field (9-1-5-5, 10-2-2-6-2)."""
        from ..effects.batches import source_gone

        return source_gone(game, t, fc, eff)

    field_keys: tuple = ()  # a field entry's other keys in position files (Eternal: brave)
    effect_summons_pay = False  # an effect's summon/deploy pays the cost without "pay: true" (Eternal E23)
    live_all = False  # an untargeted "all ... this turn" BP change reaches cards that come later (Eternal E15)

    def parse_field_entry(self, e: dict, fc, path: str, cardset, cards: list) -> None:
        """Read a ruleset's own keys of a field entry of a position file into ``fc``."""

    def dump_field_entry(self, game, fc, entry: dict) -> None:
        """Write a ruleset's own keys of a field entry."""

    def parse_used(self, game, e: dict, path: str):
        """A ``once_used`` entry of a position file that names a card of the ruleset's own place (Eternal: a
        soul-state card, ``souls[0]``), as its ``GameState.once_used`` item; None: an entry of the shared form."""
        return None

    def dump_used(self, game) -> list:
        """The ruleset's own ``once_used`` entries of a position (those ``parse_used`` reads)."""
        return []

    position_zones: dict = {"removed": "list"}  # a player's other card zones in position files: "list" or "one"
    states: tuple = ("refresh", "exhausted", "heavy_exhausted")  # card orientations (5-4)
    def on_attack(self, game, pi: int, fc) -> None:
        """After an attack is declared, the ruleset's own effects of the attacker (none in Standard)."""

    def on_block(self, game, dp: int, att, blk) -> None:
        """After a block is declared, the ruleset's own effects of the attacker (none in Standard)."""

    def after_damage(self, game, tp: int, att, n: int) -> None:
        """After an unblocked attacker reduced the opponent's Life by ``n`` (none in Standard)."""

    def on_blocked_resolution(self, game, tp: int, att, blk) -> None:
        """As a blocked battle resolves, both spirits still there (none in Standard)."""

    def at_battle_end(self, game) -> None:
        """As the battle ends, before its durations end (none in Standard)."""

    def after_battle(self, game) -> None:
        """Once the battle is over and its durations have ended (none in Standard)."""

    def not_destroyed(self, game, pi: int, fc, by, cause) -> bool:
        """Whether a destruction of ``fc`` by ``by`` for ``cause`` does not happen (never in Standard)."""
        return False

    def block_refusal(self, game, blk):
        """Why a spirit may not block this attacker, as (reason — an English sentence or a Msg —, rule), or None (none in Standard)."""
        return None

    must_block = ("clash", "[Clash]", "12-1-1")  # the keyword that forces a block, its words, its rule

    def selectable(self, game, fr, targets: list) -> list:
        """The targets an effect (``fr``, a Frame) may select among ``targets``: all of them in
        Standard ("cannot be chosen" is already applied)."""
        return targets

    checkpoint = None  # a ruleset with checkpoint rules: checkpoint(game) -> True if it did something
    # a ruleset that watches events beyond triggered effects (Eternal's Bursts):
    # on_notice(game, when, player, fc, by), when: summoned, destroyed, ..., attacking, life_reduced
    on_notice = None

    def begin_step(self, game, step: str) -> None:
        """What happens as a step begins, before its turn-based action (step-start triggers; the End
        Step's order of expiring durations and "at the End Step" effects)."""
        raise NotImplementedError

    def rule_processing(self, game) -> None:
        """Rule processing between tasks (10-2): pending cards leave and collected triggered
        effects form a batch (see engine.effects.batches)."""
        raise NotImplementedError

    def deck_problems(self, cards: list, cardset) -> list[tuple[str, str]]:
        """Deck construction (6-1) problems as (rule, sentence); [] for a legal deck."""
        out = []
        if len(cards) < self.deck_min:
            out.append((self.cite(self.deck_rules["size"]), Sentence("deck_too_small", n=len(cards), min=self.deck_min)))
        if self.deck_max is not None and len(cards) > self.deck_max:
            out.append((self.cite(self.deck_rules["size"]), Sentence("deck_too_big", n=len(cards), max=self.deck_max)))
        counts: dict = {}
        first: dict = {}  # a card of each name, to name it in other languages
        for cid in cards:
            card = cardset[cid]
            if card.type not in self.deck_types:
                out.append((self.cite(self.deck_rules["type"]), Sentence(
                    "deck_type", card=Named(-1, card.id, card.name), types=self.deck_types_text, kinds=tuple(self.deck_types))))
            key = self.copy_key(card)
            counts[key] = counts.get(key, 0) + 1
            first.setdefault(key, card)
        for (base, ident), n in counts.items():
            if n > self.max_copies:
                shown = f"{base} [{ident}]" if ident is not None else base
                out.append((self.cite(self.deck_rules["copies"]),
                            Sentence("deck_copies", n=n, name=shown, max=self.max_copies,
                                     card=Named(-1, first[(base, ident)].id, shown),
                                     ident=self.deck_rules["ident"] if ident else "")))
        return out

    def copy_key(self, card) -> tuple:
        """What the copy limit counts: (name, identification number) (6-1-1-2, 6-1-1-2-1)."""
        return card.deck_key

    def zone(self, name: str) -> Zone | None:
        for z in self.zones:
            if z.name == name:
                return z
        return None
