"""Battle Spirits Eternal, the rule manual [ETERNAL] 17.0 (``../shared/rules/eternal-17.0-zh.txt``,
Traditional Chinese; no paragraph numbers: rules are cited by section, ``E:戰鬥步驟 ⑤``, FAQ questions
as ``E:FAQ-BRAVE Q3``, and by the Standard number where the manual defers to Standard).

Eternal keeps Standard's core loop (cores, Lv, symbols, reduction, blocks, BP, Flash Timings, the
pending state, depletion), so the steps' turn-based actions, the Main Step, the battle and the effect
interpreter are Standard's procedures. What Eternal changes (DIGEST section 3, E1-E27) is said here and
in its own modules (``engine.rules.eternal_*``, ``engine.queries.eternal``, ``engine.verbs.eternal``):

- E1/E2: 7 steps, no Second Main Step; player one skips the Core and Attack Steps on turn 1
  (E:回合流程, E:第一回合的特例);
- E5: decks of 40+, 3 of a name, an Awaken card's name is both faces' names, one kind of Contract
  card, no Tokens (E:牌組, E:契約 ■牌組構築與遊戲開始時的規則);
- E6: set-up with the Contract option (E:遊戲準備 ②⑤);
- E7: the Burst Area (a Burst and a Mirage), the hand-side 手元, the Count Area, the soul state
  (``souls``: cards in the soul state, on the Field but no Spirit);
- E11: Life cores go to the Reserve (E:戰鬥步驟 ⑤);
- E12: simultaneous effects: the turn player orders all of them (E:其他規則 ■多個效果同時發揮時).
"""
from __future__ import annotations

from ..effects import batches, choices, eternal_counter, interpreter, replacement
from ..rules import (activate, battle, eternal_awaken, eternal_brave, eternal_burst, eternal_hand_side, eternal_leave,
                     eternal_main, eternal_mech,
                     eternal_mirage,
                     eternal_nexus,
                     eternal_turn, main_step, turn)
from .base import Ruleset, Step, Zone
from .eternal_cites import eternal_cites
from .table import TableZone, battle_spirits_table

ETERNAL_STEPS = (  # E:回合流程 ①-⑦
    Step("start", "Start Step", "回合流程 ①", turn.tba_start),
    Step("core", "Core Step", "回合流程 ②", turn.tba_core),
    Step("draw", "Draw Step", "回合流程 ③", turn.tba_draw),
    Step("refresh", "Refresh Step", "回合流程 ④", turn.tba_refresh),
    Step("main", "Main Step", "回合流程 ⑤", turn.tba_main),
    Step("attack", "Attack Step", "回合流程 ⑥", turn.tba_attack),
    Step("end", "End Step", "回合流程 ⑦", turn.tba_none),
)

ETERNAL_ZONES = (  # E:對戰墊; DIGEST E7
    Zone("deck", "Deck", "cards", "hidden", "pile"),
    Zone("hand", "Hand", "cards", "owner", "fan"),
    Zone("field", "Field", "cards", "public", "row"),
    Zone("trash", "Trash", "cards", "public", "pile"),
    Zone("removed", "Removed Area", "cards", "public", "pile"),
    Zone("burst", "Burst Area", "cards", "owner", "pile"),  # a Burst, face down (E:爆裂)
    Zone("mirage", "Mirage", "cards", "public", "pile"),  # a Mirage, face up on the Burst Area (E:幻象)
    Zone("hand_side", "Hand-side", "cards", "public", "row"),  # 手元: face up beside the Hand
    Zone("souls", "Soul state", "cards", "public", "row"),  # 魂狀態: Contract cards left on the Field
    Zone("life", "Life", "cores", "public", "cores"),
    Zone("reserve", "Reserve", "cores", "public", "cores"),
    Zone("count", "Count", "cores", "public", "cores"),  # 計數區: exists from the start (E:計數)
    Zone("void", "Void", "cores", "public", "void"),
)

# The Eternal section for each Standard rule the shared procedures cite when they refuse an action;
# a Standard number not listed is cited as it is (the manual defers to Standard there).
ETERNAL_RULE_FOR = {
    "7-1-2": "回合流程", "7-6-1-2-1": "主要階段的行動", "7-6-1-2-2": "能量的移動",
    "11-1": "靈魂卡／終極靈魂卡／合體卡的召喚", "11-2": "配置核心卡", "11-3": "使用魔法卡",
    "11-1-1-5": "費用支付與卡牌使用方法 ④", "11-2-1-5": "費用支付與卡牌使用方法 ④",
    "11-3-1-5": "費用支付與卡牌使用方法 ④", "11-1-1-6": "費用支付與卡牌使用方法 ⑤",
    "11-2-1-6": "費用支付與卡牌使用方法 ⑤", "3-2-5-4": "靈魂卡或終極靈魂卡的消滅",
    "8-1-1-1": "戰鬥步驟 ①", "8-1-3-1": "戰鬥步驟 ③", "8-1-2-1": "靈動時機的攻防",
    "9-1-7-1": "使用魔法卡", "12-2-1-5-1": "靈動時機的攻防", "5-12-1": "使用魔法卡",
    "6-2-1-6": "遊戲準備 ⑥", "6-2-1-7": "遊戲準備 ⑦",
}


NARROWER = {"field": (215.0, 525.0, 650.0, 250.0), "hand": (215.0, 790.0, 560.0, 205.0)}  # room for Eternal's areas


def eternal_table(steps):
    """The Battle Spirits mat with the Burst Area where Standard has its Removed Area, and within the same
    mat (SCENE_W): the Mirage and the Removed Area between a narrower Field and the Deck, the hand-side
    (手元) and the soul-state cards beside a narrower Hand, the Count Area beside the Void. Faces in the
    Eternal template (ui.render.eternal_face)."""
    base = battle_spirits_table(steps)
    zones = []
    for z in base.zones:
        if z.name == "removed":
            zones.append(TableZone("burst", "Burst", z.rect, "pile"))
        elif z.name in NARROWER:
            zones.append(z._replace(rect=NARROWER[z.name]))
        else:
            zones.append(z)
    x, y, w, h = base.zone("void").rect
    zones += [
        TableZone("mirage", "Mirage", (873.0, 525.0, 106.0, 250.0), "pile"),
        TableZone("removed", "Removed", (987.0, 525.0, 106.0, 250.0), "pile"),
        TableZone("count", "Count", (x, y, w / 2 - 4, h), "cores"),
        TableZone("hand_side", "Hand-side", (783.0, 790.0, 200.0, 205.0), "row"),
        TableZone("souls", "Soul state", (991.0, 790.0, 102.0, 205.0), "pile"),
    ]
    void = TableZone("void", "Void", (x + w / 2 + 4, y, w / 2 - 4, h), "void")
    zones = [void if z.name == "void" else z for z in zones]
    drags = dict(base.drags)
    drags.update({("hand", "burst"): "set_burst", ("hand", "mirage"): "set_mirage",
                  ("field", "field_card"): "fuse", ("hand_side", "field"): "play"})
    return base._replace(zones=tuple(zones), drags=drags, face="eternal")


class Eternal(Ruleset):
    name = "eternal"
    title = "Battle Spirits Eternal 17.0"
    short_title = "Eternal"
    rule_prefix = "E:"

    deck_types = ("spirit", "nexus", "magic", "ultimate", "brave")
    deck_types_text = "Spirit, Nexus, Magic, Ultimate or Brave"
    deck_rules = {"size": "牌組", "type": "牌組", "copies": "牌組", "ident": "牌組"}
    position_zones = {"removed": "list", "burst": "one", "mirage": "one", "hand_side": "list", "souls": "list",
                      "count": "cores"}

    steps = ETERNAL_STEPS
    first_turn_skips = frozenset({"core", "attack"})  # E:第一回合的特例
    preparation_decisions = Ruleset.preparation_decisions | {"contract"}  # E:遊戲準備② (a Contract card)
    zones = ETERNAL_ZONES
    decision_rules = {
        "main": "主要階段的行動", "attack": "攻擊階段的行動", "flash": "靈動時機的攻防", "block": "戰鬥步驟 ③",
        "choose": "其他規則", "first": "遊戲準備 ⑥", "redraw": "遊戲準備 ⑦", "contract": "遊戲準備 ②",
    }
    wrong_time = {
        "main": "in the Main Step the turn player may summon, fuse, deploy, use Magic, set a Burst or a Mirage, "
                "move cores or end the step",
        "attack": "in the Attack Step the turn player may attack with a refreshed Spirit or Ultimate or end the step",
        "flash": "in a Flash Timing a player may use a Flash effect or pass",
        "block": "the defending player may block with a refreshed Spirit or Ultimate or declare no block",
        "first": "the winner of rock-paper-scissors chooses to go first or second",
        "redraw": "each player chooses once whether to redraw their Hand",
        "contract": "before shuffling, each player may take one Contract card from their Deck",
        "choose": "the game waits for a choice",
    }

    def __init__(self):
        super().__init__()
        self.table = eternal_table(self.steps)

    def cite(self, rule: str) -> str:
        return rule if rule.startswith(self.rule_prefix) else f"{self.rule_prefix}{rule}"

    def build_handlers(self) -> dict:
        return eternal_mech.wrap({
            **turn.HANDLERS, **eternal_turn.HANDLERS, **main_step.HANDLERS, **eternal_main.HANDLERS,
            **eternal_brave.HANDLERS, **eternal_burst.HANDLERS, **eternal_mirage.HANDLERS,
            **eternal_awaken.HANDLERS, **battle.HANDLERS, **activate.HANDLERS,
            **choices.HANDLERS, **eternal_mech.HANDLERS})  # E:手元: summon, deploy and use name hand_side[i] too

    def build_tasks(self) -> dict:
        return {**turn.TASKS, **main_step.TASKS, **battle.TASKS, **interpreter.TASKS, **batches.TASKS,
                **replacement.TASKS, **eternal_turn.TASKS, **eternal_leave.TASKS, **eternal_burst.TASKS,
                **eternal_counter.TASKS, **eternal_nexus.TASKS}

    def build_legal(self) -> dict:
        return {"main": eternal_main.legal, "attack": battle.legal_attack, "flash": eternal_burst.legal_flash,
                "block": battle.legal_block, "first": turn.legal_setup, "redraw": turn.legal_setup,
                "contract": eternal_turn.legal_contract, "choose": choices.legal_choose}

    def build_legal_plays(self) -> dict:
        return {"main": eternal_main.legal_plays}

    def prepare(self, state) -> None:
        super().prepare(state)
        eternal_awaken.prepare(state)  # side B of each double-faced card (E:轉醒)
        for p in state.players:
            if p.extra is None or "count" not in p.extra:
                p.set_zone("count", 0)

    def cards_added(self, game, base: int, n: int) -> None:
        eternal_awaken.add_backs(game, range(base, base + n))  # a guessed or created double-faced card can awaken

    def setup(self, game, n1: int, n2: int, first) -> None:
        eternal_turn.setup(game, n1, n2, first)

    def begin_step(self, game, step: str) -> None:
        turn.begin_standard_step(game, step)

    def rule_processing(self, game) -> None:
        eternal_burst.rule_processing(game, batches.flush)

    def on_notice(self, game, when: str, pi: int, fc, by) -> None:
        """Set Bursts whose condition an event meets wait (E:爆烈 ■爆烈的發動); 《Oracle》 (E:創界神核心卡)."""
        eternal_burst.notice(game, when, pi, fc, by)
        if when in ("summoned", "deployed"):
            eternal_nexus.oracle(game, when, pi, fc)
            eternal_mech.on_arrival(game, when, pi, fc)  # 《Unseal》, 《True Oracle》 (engine.rules.eternal_mech)

    def after_battle(self, game) -> None:
        """E26 (E:戰鬥步驟 ⑦): after the end-of-battle effects and once "this battle" effects have ended,
        the "after the battle" (戰鬥結束後) effects trigger."""
        from ..verbs import notice

        notice.timing(game, "after_battle")

    def checkpoint(self, game) -> bool:
        """E:合體卡 ■合體與分離: a Brave Spirit that no longer meets the condition separates at once."""
        return eternal_brave.task_fusion_check(game)

    def not_destroyed(self, game, pi: int, fc, by, cause) -> bool:
        """【轉神】: a Grand Walker that is also a Spirit is destroyed only by Grand Walker cards."""
        from ..rules.eternal_divine import not_destroyed

        return not_destroyed(game, pi, fc, by, cause)

    def rejection_rule(self, rule: str) -> str:
        """Eternal's own procedures cite ``E:<section>``; a shared procedure's Standard number is mapped
        to the manual's section, or kept where the manual defers to Standard."""
        if rule.startswith(self.rule_prefix):
            return rule
        mapped = ETERNAL_RULE_FOR.get(rule)
        return self.cite(mapped) if mapped else rule

    def decision_rule(self, kind: str) -> str:
        return self.cite(self.decision_rules.get(kind, "回合流程"))

    def trigger_candidates(self, game, live: list) -> tuple[int, list]:
        """E12 (E:其他規則 ■多個效果同時發揮時): the turn player decides the order of simultaneous
        effects, whoever's they are."""
        return game.state.turn_player, live

    def deck_problems(self, cards: list, cardset) -> list[tuple[str, str]]:
        return super().deck_problems(cards, cardset) + eternal_turn.deck_problems(self, cards, cardset)

    event_cites = staticmethod(eternal_cites)  # the log's Standard numbers as the manual's sections
    field_keys = ("brave", "sources", "face", "brave_side", "down")
    live_all = True  # E15
    effect_summons_pay = True  # E23, E:FAQ-COST Q3: "summon" effects pay unless they say otherwise

    def parse_field_entry(self, e: dict, fc, path: str, cardset, cards: list) -> None:
        """``brave``: the id of the Brave fused to this card; ``sources``: ids of the cards under it
        (Advent sources, top first); ``face``: 0 or 1 (an Awaken card's side); ``down``: ids of the cards
        face down under it (no Advent sources, E:FAQ-ADV Q3; hidden from the opponent)."""
        from ..errors import DataError

        under = []
        if "brave" in e:
            cid = e["brave"]
            if not isinstance(cid, str) or cid not in cardset or cardset[cid].type != "brave":
                raise DataError(f"{path}.brave", f"{cid!r} is not the id of a Brave card")
            cards.append(cardset[cid])
            under.append(len(cards) - 1)
        src = e.get("sources", []) or []
        if not isinstance(src, list):
            raise DataError(f"{path}.sources", "must be a list of card ids")
        for i, cid in enumerate(src):
            if not isinstance(cid, str) or cid not in cardset:
                raise DataError(f"{path}.sources[{i}]", f"unknown card id {cid!r}")
            cards.append(cardset[cid])
            under.append(len(cards) - 1)
        fc.under = tuple(under)
        down = e.get("down", []) or []
        if not isinstance(down, list):
            raise DataError(f"{path}.down", "must be a list of card ids")
        for i, cid in enumerate(down):
            if not isinstance(cid, str) or cid not in cardset:
                raise DataError(f"{path}.down[{i}]", f"unknown card id {cid!r}")
            cards.append(cardset[cid])
        fc.down = tuple(range(len(cards) - len(down), len(cards)))
        face = e.get("face", 0)
        if face not in (0, 1):
            raise DataError(f"{path}.face", "must be 0 (the front) or 1 (an Awaken card's side B)")
        fc.face = face

    def after_field_entries(self, ps, entries: list, path: str) -> None:
        """``brave_side`` (left / right) of Spirits a Demon-God Brave is fused to; one named on a left and a
        right Spirit of the same player is one card (engine.rules.eternal_demon_god)."""
        from ..rules.eternal_demon_god import parse_sides

        parse_sides(ps, entries, path)

    def dump_field_entry(self, game, fc, entry: dict) -> None:
        cards = game.state.cards
        braves = [u for u in fc.under if cards[u].type == "brave"]
        if braves:
            entry["brave"] = cards[braves[0]].id
            if "demon_god" in cards[braves[0]].kinds:
                from ..queries.eternal_mech import side_of

                entry["brave_side"] = side_of(game, fc)
        rest = [cards[u].id for u in fc.under if u not in braves]
        if rest:
            entry["sources"] = rest
        if fc.down:
            entry["down"] = [cards[u].id for u in fc.down]
        if fc.face:
            entry["face"] = fc.face
            entry["card"] = cards[eternal_awaken.front(game, fc.uid)].id

    def parse_used(self, game, e: dict, path: str):
        """A soul-state card's use, ``{card: souls[0], effect: N}`` (E:FAQ-CON Q3)."""
        if "souls[" not in str(e.get("card")):
            return None
        from ..rules.eternal_soul import parse_used

        return parse_used(game, e, path)

    def dump_used(self, game) -> list:
        from ..rules.eternal_soul import dump_used

        return dump_used(game)

    def copy_key(self, card) -> tuple:
        """E:牌組: the name (and its identification number); an Awaken card's name is both faces' names."""
        from ..eternal_cards import back_face

        back = back_face(card)
        return (card.base_name if back is None else f"{card.base_name} / {back.base_name}", card.ident)
