"""Battle Spirits Standard 1.0: the first ruleset (rule numbers are the Standard text's)."""
from __future__ import annotations

from ..effects import batches, choices, interpreter, replacement
from ..rules import activate, battle, main_step, turn
from ..verbs import leaving
from .base import Ruleset, Step, Zone
from .table import battle_spirits_table

STANDARD_STEPS = (  # 7-1-1
    Step("start", "Start Step", "7-2", turn.tba_start),
    Step("core", "Core Step", "7-3", turn.tba_core),
    Step("draw", "Draw Step", "7-4", turn.tba_draw),
    Step("refresh", "Refresh Step", "7-5", turn.tba_refresh),
    Step("main", "Main Step", "7-6", turn.tba_main),
    Step("attack", "Attack Step", "7-7", turn.tba_attack),
    Step("second_main", "Second Main Step", "7-8", turn.tba_second_main, "2nd Main"),
    Step("end", "End Step", "7-9", turn.tba_none),
)

STANDARD_ZONES = (  # 4-1-1
    Zone("deck", "Deck", "cards", "hidden", "pile"),
    Zone("hand", "Hand", "cards", "owner", "fan"),
    Zone("field", "Field", "cards", "public", "row"),
    Zone("trash", "Trash", "cards", "public", "pile"),
    Zone("removed", "Removed Area", "cards", "public", "pile"),
    Zone("life", "Life", "cores", "public", "cores"),
    Zone("reserve", "Reserve", "cores", "public", "cores"),
    Zone("void", "Void", "cores", "public", "void"),
)


class Standard(Ruleset):
    name = "standard"
    title = "Battle Spirits Standard 1.0"
    short_title = "Standard"
    deck_folder = ""  # the first rule system's decks lie at the top of resources/decks

    steps = STANDARD_STEPS
    first_turn_skips = frozenset({"core", "attack", "second_main"})  # 7-3-3, 7-7-2, 7-8-2
    zones = STANDARD_ZONES
    decision_rules = {
        "main": "7-6-1-2-1", "attack": "7-7-3-2", "flash": "8-1-2-1", "block": "8-1-3-1",
        "choose": "9-3-2", "first": "6-2-1-6", "redraw": "6-2-1-7",
    }
    wrong_time = {
        "main": "in the Main Step the turn player may summon, deploy, use Magic, move cores or end the step",
        "attack": "in the Attack Step the turn player may attack with a refreshed Spirit or end the step",
        "flash": "in a Flash Timing a player may use a Flash effect or pass",
        "block": "the defending player may block with a refreshed Spirit or declare no block",
        "first": "the winner of rock-paper-scissors chooses to go first or second",
        "redraw": "each player chooses once whether to redraw their Hand",
        "choose": "the game waits for a choice",
    }

    def __init__(self):
        super().__init__()
        self.table = battle_spirits_table(self.steps)

    def build_handlers(self) -> dict:
        return {**turn.HANDLERS, **main_step.HANDLERS, **battle.HANDLERS, **activate.HANDLERS, **choices.HANDLERS}

    def build_tasks(self) -> dict:
        return {**turn.TASKS, **main_step.TASKS, **battle.TASKS, **interpreter.TASKS, **batches.TASKS,
                **replacement.TASKS, "leave": leaving.task_leave}

    def build_legal(self) -> dict:
        return {"main": main_step.legal, "attack": battle.legal_attack, "flash": battle.legal_flash,
                "block": battle.legal_block, "first": turn.legal_setup, "redraw": turn.legal_setup,
                "choose": choices.legal_choose}

    def build_legal_plays(self) -> dict:
        return {"main": main_step.legal_plays}

    def setup(self, game, n1: int, n2: int, first) -> None:
        turn.setup(game, n1, n2, first)

    def begin_step(self, game, step: str) -> None:
        turn.begin_standard_step(game, step)

    def trigger_candidates(self, game, live: list) -> tuple[int, list]:
        """A player orders their own simultaneous triggered effects (9-1-5-7); when both
        players' effects trigger at once, the turn player decides the order of all of them,
        resolving them one by one (9-1-5-8, 9-4-1), to the last one of the batch."""
        players = {t.player for t in live}
        return (game.state.turn_player if len(players) > 1 else live[0].player), list(live)

    def rule_processing(self, game) -> None:
        batches.flush(game)
