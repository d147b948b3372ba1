"""Battle Spirits Saga, Comprehensive Rules 1.7.0 (``../shared/rules/saga-1.7.0-en.txt``; rule
numbers are that text's and are cited as ``Saga 9-3-2``).

Saga shares the core loop with Standard (cores, Lv, symbols, reduction, blocks, BP, Flash
windows), so the steps' turn-based actions, the Main Step, the battle and the effect interpreter
are Standard's procedures. What Saga changes is said here (DIGEST section 4):

- the turn has 7 steps, no Second Main; player one skips the Core and Attack Steps on turn 1
  (Saga 6-1-1, 6-3-3, 6-7-2); the End Step activates end-of-turn effects before "this turn"
  effects end (Saga 6-8-1, ``engine.rules.saga_turn``);
- decks of 50 to 60 cards, at most 4 of a name, additional names counting together (Saga 5-1-1-1);
- set-up: the random method's winner decides who is player one; the Saga mulligan (Saga 5-2);
- areas: a Burst Area and no Removed Area (Saga 3-1-1); only Refreshed and Exhausted (Saga 4-4-1);
- gameplay management: no pending state, no depletion, no BP floor: checkpoints destroy cards
  with too few cores or BP 0 or less, destroyed cards leave at once (``engine.verbs.saga_leaving``);
- effects waiting to resolve: the newest first (batches stack, Saga 8-5-2-4); the turn player
  chooses among simultaneous ones, whoever controls them; the affected player chooses among
  substitutions (Saga 8-9-2).
"""
from __future__ import annotations

import re

from ..actions import ActionList
from ..effects import batches, choices, interpreter, replacement
from ..rules import activate, battle, main_step, saga_burst, saga_keywords as saga_kw, saga_kw_battle, saga_kw_more, saga_turn, turn
from ..queries import saga_keywords
from ..verbs import saga_leaving
from .base import Ruleset, Step, Zone
from .table import TableSpec, TableZone, battle_spirits_table

SAGA_STEPS = (  # Saga 6-1-1
    Step("start", "Start Step", "6-2", turn.tba_start),
    Step("core", "Core Step", "6-3", turn.tba_core),
    Step("draw", "Draw Step", "6-4", turn.tba_draw),
    Step("refresh", "Refresh Step", "6-5", turn.tba_refresh),
    Step("main", "Main Step", "6-6", turn.tba_main),
    Step("attack", "Attack Step", "6-7", turn.tba_attack),
    Step("end", "End Step", "6-8", turn.tba_none),
)

# The Saga rule for each Standard rule the shared procedures cite when they refuse an action.
SAGA_RULE_FOR = {
    "1-2-1": "1-1", "1-3-1": "1-2-1", "1-3-4": "1-2-4", "7-1-2": "6-6-1-2-4",
    "7-6-1-2-1": "6-6-1-2-1", "7-6-1-2-2": "6-6-1-2-3",
    "1-4-5": "1-3-5", "1-4-2-2": "1-3-2-2", "1-4-2-3": "1-3-2-3", "5-7-3": "4-11-3", "3-2-3": "4-10",
    "9-2-3": "1-3-3", "8-1-1-1": "7-1-1-1", "8-1-3-1": "7-1-3-1", "9-1-6-1": "8-5-2-1",
    "11-1": "10-6", "11-2": "10-7", "11-3": "10-8", "5-12-1": "10-8-1",
    "11-1-1-5": "10-6-6", "11-2-1-5": "10-7-6", "11-3-1-5": "10-8-6", "11-1-1-6": "10-6-7", "11-2-1-6": "10-7-7",
    "11-3-1": "10-8-7", "9-1-7-1": "10-8-1", "9-1-7-1-3": "10-8-3", "12-2-1-5-1": "7-1-2-1",
    "9-3-2": "8-5-3", "9-3-2-1": "8-5-3-1",
    # the numbers the shared procedures' log lines cite (``saga_cites``)
    "7-3-2": "6-3-2", "7-4-2": "6-4-2", "7-5-2": "6-5-2", "8-1-1": "7-1-1-1", "8-1-3": "7-1-3-1",
    "8-1-5-1": "7-1-5-3-1", "8-1-5-2": "7-1-5-2-1", "8-1-5-2-1": "7-1-5-2-1", "8-1-6-1": "7-1-5-2-1",
    "1-3-2-1": "9-2-3", "10-2-1-1": "9-2-3", "7-2-2": "9-2-4", "1-3-3": "1-2-3", "1-3-6": "1-2-6",
    "9-1-5-6": "7-1-6-2", "9-1-8": "8-9-1", "9-1-8-1": "8-9-1", "9-1-8-1-3": "8-9-2", "9-1-5-8": "8-5-2-4",
    "4-1-5": "3-1-5", "1-4-2": "1-3-2", "5-19-5": "1-3-2", "9-1-2": "8-1-8", "9-1-5-5": "8-10-1",
    "5-19-3": "1-3-7", "6-2-1-6": "5-2-6", "6-2-1-8": "5-2-7", "6-2-1-9": "5-2-8",
    "9-1-6-2": "8-4-2-4", "9-2-1": "8-3-3",
}
_CITED = re.compile(r"(?<![\w-])(Saga )?(\d+(?:-\d+)+)(?=[)）])")


def saga_cites(text: str) -> str:
    """A log line of a shared procedure in Saga's numbers: every rule number it cites at the end of a
    parenthesis is mapped to the Saga rule (``Saga 7-1-1-1`` for Standard's 8-1-1); a number with no
    Saga counterpart is named as Standard's, so it is never read as a Saga rule."""
    def one(m):
        if m.group(1):
            return m.group(0)
        n = m.group(2)
        saga = SAGA_RULE_FOR.get(n)
        return f"Saga {saga}" if saga is not None else f"Standard {n}"
    return _CITED.sub(one, text)


SAGA_ZONES = (  # Saga 3-1-1: no Removed Area; a Burst Area, private (Saga 3-8)
    Zone("deck", "Deck", "cards", "hidden", "pile"),
    Zone("hand", "Hand", "cards", "owner", "fan"),
    Zone("field", "Field", "cards", "public", "row"),
    Zone("trash", "Trash", "cards", "public", "pile"),
    Zone("burst", "Burst Area", "cards", "owner", "pile"),
    Zone("life", "Life", "cores", "public", "cores"),
    Zone("reserve", "Reserve", "cores", "public", "cores"),
    Zone("void", "Void", "cores", "public", "void"),
)


def saga_table(steps) -> TableSpec:
    """The Battle Spirits mat with the Burst Area where Standard has its Removed Area; a card dragged
    from the Hand to the Burst Area is set as the burst (Saga 6-6-1-2-2); faces in Saga's frame."""
    base = battle_spirits_table(steps)
    zones = tuple(TableZone("burst", "Burst", z.rect, "pile") if z.name == "removed" else z for z in base.zones)
    return base._replace(zones=zones, drags={**base.drags, ("hand", "burst"): "set_burst"}, face="saga")


def _main_plays(game) -> list:
    """Standard's plays of the Main Step but the summons 【Ascend】 cannot make (Saga 11-8-1); setting
    a burst (Saga 6-6-1-2-2); 【Awaken】 (Saga 11-1-1)."""
    plays = [a for a in main_step.legal_plays(game) if a.do != "summon" or saga_kw_more.playable(game, a)]
    return plays + saga_burst.legal_set(game) + saga_kw_more.legal_awaken(game, game.decider)


def _main_legal(game):
    """The Main Step's actions (Saga 6-6-1-2-1): the plays, and the core moves."""
    out = main_step.legal(game)
    return ActionList(_main_plays(game), *out.parts)


def _flash_legal(game) -> list:
    """A Flash window's actions: Standard's, 【Swift】 summons and 【Awaken】."""
    return saga_kw.legal_flash(game) + saga_kw_more.legal_flash(game, game.decider)


class Saga(Ruleset):
    name = "saga"
    title = "Battle Spirits Saga 1.7.0"
    short_title = "Saga"
    rule_prefix = "Saga "

    deck_min = 50  # Saga 5-1-1-1
    deck_max = 60
    max_copies = 4
    deck_rules = {"size": "5-1-1-1", "type": "5-1-1", "copies": "5-1-1-1", "ident": "5-1-1-1"}
    bp_floor = None  # no floor: BP 0 or less destroys (Saga 9-4)
    position_zones = {"burst": "one"}
    states = ("refresh", "exhausted")  # Saga 4-4-1

    steps = SAGA_STEPS
    first_turn_skips = frozenset({"core", "attack"})  # Saga 6-3-3, 6-7-2
    zones = SAGA_ZONES
    decision_rules = {
        "main": "6-6-1-2-1", "attack": "6-7", "flash": "7-1-2", "block": "7-1-3",
        "choose": "8-5-3", "first": "5-2-6", "redraw": "5-2-7",
    }
    wrong_time = {
        "main": "in the Main Step the turn player may summon, place, use magic, move cores or end the step",
        "attack": "in the Attack Step the turn player may attack with a refreshed spirit or end the step",
        "flash": "in a Flash window a player may use a Flash effect or pass",
        "block": "the attacked player may block with a refreshed spirit or declare no block",
        "first": "the winner of the random method decides who is player one",
        "redraw": "each player decides once whether to mulligan",
        "choose": "the game waits for a choice",
    }

    def __init__(self):
        super().__init__()
        self.table = saga_table(self.steps)

    def build_handlers(self) -> dict:
        return {**turn.HANDLERS, **saga_turn.HANDLERS, **main_step.HANDLERS, **saga_burst.HANDLERS,
                **battle.HANDLERS, **saga_kw.HANDLERS, **saga_kw_battle.HANDLERS, **activate.HANDLERS, **choices.HANDLERS,
                **saga_kw_more.HANDLERS}

    def build_tasks(self) -> dict:
        return {**turn.TASKS, **saga_turn.TASKS, **saga_burst.TASKS, **saga_kw.TASKS, **saga_kw_battle.TASKS, **saga_kw_more.TASKS, **main_step.TASKS, **battle.TASKS,
                **interpreter.TASKS, **batches.TASKS, **replacement.TASKS}

    def build_legal(self) -> dict:
        return {"main": _main_legal, "attack": battle.legal_attack, "flash": _flash_legal,
                "block": battle.legal_block, "first": turn.legal_setup, "redraw": turn.legal_setup,
                "choose": choices.legal_choose}

    def build_legal_plays(self) -> dict:
        return {"main": _main_plays}

    def setup(self, game, n1: int, n2: int, first) -> None:
        saga_turn.setup(game, n1, n2, first)

    def begin_step(self, game, step: str) -> None:
        saga_turn.begin_step(game, step)

    def rule_processing(self, game) -> None:
        saga_burst.rule_processing(game, batches.flush)  # no pending cards: the waiting effects (Saga 8-5-2-3)

    def rejection_rule(self, rule: str) -> str:
        """Saga's own procedures cite ``Saga N``; a shared procedure's Standard number is mapped."""
        if rule.startswith(self.rule_prefix):
            return rule[len(self.rule_prefix):]
        return SAGA_RULE_FOR.get(rule, rule)

    must_block = ("confront", "【Confront】", "Saga 11-2")  # Saga 11-2-1
    event_cites = staticmethod(saga_cites)
    prompts = {"ask_order": "saga_ask_order", "ask_replacement": "saga_ask_replacement",  # Saga 8-5-2-4, 8-9-2
               "ask_place_order": "saga_ask_place_order"}  # Saga 3-1-5

    def on_attack(self, game, pi: int, fc) -> None:
        saga_kw.on_attack(game, pi, fc)
        saga_kw_battle.on_attack(game, pi, fc)
        saga_kw_more.on_attack(game, pi, fc)  # 【Link】

    def on_block(self, game, dp: int, att, blk) -> None:
        saga_kw_battle.on_block(game, dp, att, blk)

    def after_damage(self, game, tp: int, att, n: int) -> None:
        saga_kw_battle.after_damage(game, tp, att, n)
        if n > 0:
            saga_leaving.notice_burst(game, 1 - tp, "life_reduced")  # a burst "after the opponent's attack reduces your Life"

    def orderer(self, ctl: int, owner: int) -> int:
        """Saga 3-1-5: several cards placed in an area at once are ordered by their owner."""
        return owner

    def at_game_end(self, game) -> None:
        saga_burst.reveal_at_game_end(game)  # Saga 3-8-5

    def on_blocked_resolution(self, game, tp: int, att, blk) -> None:
        saga_kw_battle.on_blocked_resolution(game, tp, att, blk)

    def at_battle_end(self, game) -> None:
        saga_kw_more.end_links(game)
        saga_kw_more.at_battle_end(game)  # 【Agile】
        saga_kw_battle.at_battle_end(game)

    def not_destroyed(self, game, pi: int, fc, by, cause) -> bool:
        """【A.T. Field】 (Saga 11-13-1): with the Soul Core on it, a spirit is not destroyed by the
        destruction effects of the opponent's spirits (BP, core loss, magic and nexuses still do; a
        checkpoint's destruction for BP 0 or less, Saga 9-4-2, has no cause and is not an effect's)."""
        if not (fc.soul and cause is not None and cause.kind == "effect" and by is not None and by != pi and cause.card is not None):
            return False
        if not game.card(cause.card.uid).is_spirit or not saga_keywords.keyword_effects(game, fc, "at_field"):
            return False
        game.emit("at_field", pi, "saga_at_field", cards=(fc.uid,), card=game.named(fc.uid), other=cause.card,
                  rule=self.cite("11-13"))
        return True

    def spirit_destroyed(self, game, pi: int, fc) -> None:
        """A spirit was destroyed (it is in the Trash): 【Immortal】 of its owner's Trash (Saga 11-4-1)."""
        saga_kw_battle.immortal_waits(game, pi, fc)

    def block_refusal(self, game, blk):
        """【Astral】 (Saga 11-14-1): a spirit without an active 【Astral】 cannot block an attacker with one."""
        _, att = game.find_obj(game.state.battle.attacker)
        if att is not None and saga_keywords.astral(game, att) and not saga_keywords.astral(game, blk):
            from ..events import Msg

            return (Msg.of("refuse_astral_block", card=game.named(att.uid)), self.cite("11-14"))
        return None

    def selectable(self, game, fr, targets: list) -> list:
        """【Armor】 (Saga 11-5): the opponent's cards armoured against a colour of the effect's card
        cannot be selected by it."""
        colors = game.card(fr.uid).colors
        out = []
        for t in targets:
            if t[1] == "field" and t[0] != fr.ctl:
                _, fc = game.find_obj(t[2])
                if fc is not None and saga_keywords.armored_against(game, fc, colors):
                    continue
            out.append(t)
        return out

    def deck_problems(self, cards: list, cardset) -> list[tuple[str, str]]:
        """Saga 5-1-1-1: a deck of Battle Spirits Saga cards (the ``format: saga`` card set); a token is
        never in a deck (Saga 4-12-1: effects put tokens on the Field)."""
        from ..events import Named, Sentence

        out = super().deck_problems(cards, cardset)
        for cid in dict.fromkeys(cards):
            card = cardset[cid]
            if card.token:
                out.append((self.cite("4-12-1"), Sentence("deck_token", card=Named(-1, card.id, card.name))))
            elif card.format != self.name:
                out.append((self.cite("5-1-1-1"), Sentence("deck_not_saga", card=Named(-1, card.id, card.name))))
        return out

    def copy_key(self, card) -> tuple:
        """Saga 5-1-1-1: the card name alone; additional names count together."""
        return (card.base_name, None)

    def core_loss(self, game, cause, before=None, by=None) -> None:
        saga_leaving.core_loss(game, cause)

    def leave_field(self, game, pi: int, fc, kind: str, cause, by) -> bool:
        return saga_leaving.leave_now(game, pi, fc, kind, cause, by)

    def trigger_lapses(self, game, t, fc, eff) -> bool:
        return saga_leaving.trigger_lapses(game, t, fc, eff)

    def checkpoint(self, game) -> bool:
        return saga_leaving.checkpoint(game)

    def trigger_candidates(self, game, live: list) -> tuple[int, list]:
        """Saga 8-5-2-4: the turn player chooses which of the simultaneous effects resolves first,
        whoever controls it."""
        return game.state.turn_player, live

    def replacement_chooser(self, game, options: list, target=None) -> int:
        """Saga 8-9-2: the affected player (the owner of the card the event would happen to)."""
        return target[0] if target is not None else game.state.turn_player
