"""``dbscg``: the Dragon Ball Super Card Game as a ruleset of the shared kernel.

Its own phases (Charge, Main with battles inside, End: D 6-1-1), areas (D chapter 3), table, deck rules (5-1),
handlers, tasks and legal actions; ``game_module`` names its Game class (``engine.dbscg.game``) and
``position_module`` its position files, so ``Game.new``, the arena and ``position apply`` find them.
"""
from __future__ import annotations

from ..actions import Action, register_verbs
from ..rulesets import register
from ..rulesets.base import Ruleset, Step, Zone
from ..rulesets.table import TableSpec, TableZone
from . import activate, battle, choices, counter, play, skills, turn
from .cards import builtin_cards


register_verbs("charge", "play", "combo", "counter", "end_phase")  # this game's verbs (D 6-2-5, 3-6-3, 3-7-3, 10-10)


def _none(game, task):  # the phases' work is done by agenda tasks (engine.dbscg.turn)
    return True


STEPS = (
    Step("charge", "Charge Phase", "6-2", _none, "Charge"),
    Step("main", "Main Phase", "6-3", _none, "Main"),
    Step("offense", "Offense Step", "7-2", _none, "Offense"),
    Step("defense", "Defense Step", "7-3", _none, "Defense"),
    Step("damage", "Damage Step", "7-4", _none, "Damage"),
    Step("end", "End Phase", "6-4", _none, "End"),
)
ZONES = (  # D 3-2 .. 3-10
    Zone("deck", "Deck", "cards", "hidden", "pile"),
    Zone("hand", "Hand", "cards", "owner", "fan"),
    Zone("life", "Life", "cards", "hidden", "pile"),
    Zone("leader", "Leader", "cards", "public", "row"),
    Zone("battle", "Battle Area", "cards", "public", "row"),
    Zone("combo", "Combo Area", "cards", "public", "row"),
    Zone("energy", "Energy", "cards", "public", "row"),
    Zone("drop", "Drop", "cards", "public", "pile"),
    Zone("warp", "Warp", "cards", "public", "pile"),
)


def dbscg_table(steps) -> TableSpec:
    """The play mat as the manual pictures it, on one line before each player: Life and Energy on the left, the
    Leader, the Battle Area, the Combo Area; below, the hand with Deck, Drop and Warp on the right."""
    zones = (
        TableZone("life", "Life", (20.0, 525.0, 110.0, 250.0), "pile"),
        TableZone("energy", "Energy", (138.0, 525.0, 262.0, 250.0), "row"),
        TableZone("leader", "Leader", (408.0, 525.0, 140.0, 250.0), "row"),
        TableZone("battle", "Battle Area", (556.0, 525.0, 690.0, 250.0), "row"),  # 6 cards side by side
        TableZone("combo", "Combo", (1254.0, 525.0, 166.0, 250.0), "row"),
        TableZone("hand", "Hand", (215.0, 790.0, 870.0, 205.0), "fan"),
        TableZone("plate", "", (20.0, 790.0, 180.0, 205.0), "plate"),
        TableZone("deck", "Deck", (1100.0, 790.0, 106.0, 205.0), "pile"),
        TableZone("drop", "Drop", (1214.0, 790.0, 106.0, 205.0), "pile"),
        TableZone("warp", "Warp", (1328.0, 790.0, 106.0, 205.0), "pile"),
    )
    drags = {
        ("hand", "energy"): "charge",  # 6-2-5
        ("hand", "battle"): "play",  # 6-3-1-2-1 (an Extra card: activate, 8-5-2)
        ("hand", "combo"): "combo", ("battle", "combo"): "combo",  # 7-2-1-2, 7-3-1-2
        ("battle", "opponent"): "attack", ("leader", "opponent"): "attack",  # 7-1
        ("battle", "attacker"): "block",  # [Blocker] 10-4
    }
    return TableSpec(zones, (215.0, 479.0, 870.0, 42.0), (1100.0, 478.0, 334.0, 44.0),
                     tuple((s.name, s.short) for s in steps), drags, "dbscg")


class Dbscg(Ruleset):
    name = "dbscg"
    title = "Dragon Ball Super Card Game"
    short_title = "Dragon Ball Super"
    game = "dbscg"
    card_format = "dbscg"
    rule_prefix = "D "
    game_module = "engine.dbscg.game"
    position_module = "engine.dbscg.position"
    bot_module = "engine.dbscg.bots"

    deck_min = 50  # 5-1-3: exactly 50, and exactly 1 Leader (5-1-2)
    deck_max = 50
    max_copies = 4  # 5-1-3-1
    deck_types = ("battle", "extra")
    deck_types_text = "Battle or Extra"
    deck_rules = {"size": "5-1-3", "type": "5-1-3", "copies": "5-1-3-1", "leader": "5-1-2"}
    start_hand = turn.HAND
    start_life = turn.LIFE
    states = ("active", "rest")  # 4-8-1
    position_zones = {}

    steps = STEPS
    zones = ZONES
    preparation_decisions = frozenset({"mulligan"})  # the Game Preparation (D 5-2)
    decision_rules = {"mulligan": "5-2-1-6", "charge": "6-2-5", "main": "6-3-1-2", "blocker": "10-4-1",
                      "counter": "4-7-3", "offense": "7-2-1-2", "defense": "7-3-1-2", "choose": "8-5-3"}
    wrong_time = {
        "mulligan": "before the game each player may return cards once and draw as many, or keep",
        "charge": "in the Charge Phase the turn player may place one card from the hand in the Energy Area",
        "main": "in the Main Phase the turn player may play, activate, attack or end the phase",
        "blocker": "the attacked player may switch the guard to a card with [Blocker] or not",
        "counter": "in a counter timing a player may activate a [Counter] or pass",
        "offense": "in the Offense Step the attacking player may combo, activate [Activate: Battle] skills or pass",
        "defense": "in the Defense Step the guarding player may combo, activate [Activate: Battle] skills or pass",
        "choose": "the game waits for a choice",
    }

    def __init__(self):
        super().__init__()
        self.table = dbscg_table(self.steps)
        self.step_rule = {s.name: f"D {s.rule}" for s in self.steps}

    def cite(self, rule: str) -> str:
        return rule if rule.startswith("D ") else f"D {rule}"

    def is_preparation(self, event) -> bool:
        """The Game Preparation (D 5-2: the mulligan, the Life) is a step of its own here."""
        return event.step == "setup"

    def card_set(self):
        """This game's own cards (resources/dbscg/cards), through its own loader."""
        return builtin_cards()

    def deck_cards(self):
        """Its decks hold its own cards."""
        return self.card_set()

    def build_handlers(self) -> dict:
        return {**turn.HANDLERS, **play.HANDLERS, **activate.HANDLERS, **counter.HANDLERS, **battle.HANDLERS, **skills.HANDLERS}

    def build_tasks(self) -> dict:
        return {**turn.TASKS, **play.TASKS, **counter.TASKS, **battle.TASKS, **skills.TASKS}

    def build_legal(self) -> dict:
        return {"mulligan": turn.legal_mulligan, "charge": turn.legal_charge, "main": legal_main,
                "blocker": battle.legal_blocker, "counter": counter.legal_counter, "offense": battle.legal_free,
                "defense": battle.legal_free, "choose": choices.legal_choose}

    def build_legal_plays(self) -> dict:
        return {}

    def prepare(self, state) -> None:
        pass

    def setup(self, game, n1, n2, first) -> None:  # pragma: no cover - the Game class calls turn.setup
        raise NotImplementedError

    def begin_step(self, game, step: str) -> None:
        pass

    def rule_processing(self, game) -> None:
        turn.rule_processing(game)

    def deck_problems(self, cards: list, cardset=None) -> list[tuple[str, str]]:
        """5-1: exactly 1 Leader (5-1-2) and 50 Battle/Extra cards (5-1-3), at most 4 per card number
        (5-1-3-1); [Ultimate] 1 in a deck (10-14-1), [Super Combo] 4 in all (10-17), [Dragon Ball] any number
        of copies, 7 in all (10-31-1)."""
        from ..events import Named, Sentence
        from . import refusal_words  # noqa: F401  (the sentences' words, registered for every language)

        cs = cardset if cardset is not None and "dbscg" == getattr(cardset, "format", None) else builtin_cards()
        out = []
        leaders = [c for c in cards if c in cs and cs[c].is_leader]
        rest = [c for c in cards if c not in leaders]
        if len(leaders) != 1:
            out.append(("D 5-1-2", Sentence("db_deck_leaders", n=len(leaders))))
        for cid in rest:
            if cid not in cs:
                out.append(("D 5-1-3", Sentence("db_deck_unknown", id=cid)))
        rest = [c for c in rest if c in cs]
        if len(rest) != 50:
            out.append(("D 5-1-3", Sentence("db_deck_size", n=len(rest))))
        counts: dict = {}
        for cid in rest:
            counts[cid] = counts.get(cid, 0) + 1
        for cid, n in counts.items():
            if n > 4 and not cs[cid].kw("dragon_ball"):
                out.append(("D 5-1-3-1", Sentence("db_deck_copies", n=n, card=Named(-1, cid, cs[cid].name))))
        for kw, limit, rule in (("ultimate", 1, "D 10-14-1"), ("super_combo", 4, "D 10-17"),
                                ("dragon_ball", 7, "D 10-31-1")):
            n = sum(1 for cid in rest if cs[cid].kw(kw))
            if n > limit:
                out.append((rule, Sentence("db_deck_limit", n=n, kw=kw, limit=limit)))
        return out


def legal_main(game):
    """6-3-1-2: play, activate, attack, end the Main Phase."""
    pi = game.decider
    return play.legal_plays(game, pi) + activate.legal_activations(game, pi) + battle.legal_attacks(game, pi) + \
        [Action.raw(pi, "end_phase")]


DBSCG = register(Dbscg())
