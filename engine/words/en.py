"""English: structured events, effect labels, causes and prompts in words.

The engine emits structure (``engine.events``); only this module writes English. Each message
key has one template below. A translation is another table of the same keys (see docs/).
Players are 0/1 in params and read "p1"/"p2"; cards are ``Named``; steps, zones and pending
states are names that are put into words here.
"""
from __future__ import annotations

from . import seats

WHEN_TEXT = {
    "summoned": "When Summoned", "deployed": "When Deployed", "attacking": "When Attacking",
    "blocking": "When Blocking", "destroyed": "When Destroyed", "destroyed_by_opponent": "When Destroyed by Opponent",
    "exhausted": "When Exhausted", "refreshed": "When Refreshed", "leaves_field": "When leaving the Field",
    "main_start": "Start of the Main Step", "end_step": "End Step", "battle_end": "End of Battle",
    "spirit_summoned": "When a Spirit is Summoned", "spirit_destroyed": "When a Spirit is Destroyed",
    "spirit_returned": "When a Spirit is Returned", "threshold": "Threshold",
    "depleted": "When Depleted", "depleted_by_opponent": "When Depleted by Opponent",
    "destroyed_in_battle": "When Destroyed by BP Comparison", "battle_resolution": "During Battle Resolution",
    "turn_end": "End of the Turn",
}
PENDING_WORD = {"destroyed": "destroyed", "depleted": "depleted", "to_hand": "returned to Hand",
                "to_deck": "returned to the top of the Deck", "to_deck_bottom": "returned to the bottom of the Deck"}
ZONE_WORD = {"trash": "the Trash", "hand": "the Hand", "deck": "the Deck", "reserve": "the Reserve",
             "life": "the Life", "void": "the Void"}
STATE_VERB = {"exhaust": "exhausts", "heavy_exhaust": "heavy exhausts", "refresh": "refreshes"}
HOW = {"concession": "concession", "life_zero": "Life 0", "deck_out": "deck out",
       "endless_loop": "an endless loop no player can stop"}


def pname(p) -> str:
    """A player in words: p1/p2, or the names of the seats the sentence is written for (``seats``)."""
    if p not in (0, 1):
        return "nobody"
    name = seats.name_of(p)
    return f"p{p + 1}" if name is None else name


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def names(cards) -> str:
    return ", ".join(str(c) for c in cards)


# ---------------------------------------------------------------------- labels, causes, places
def label_text(label) -> str:
    kind, detail, card = label
    of = f" of {card}" if card is not None else ""
    if kind == "step_start":
        return f"Start of the {detail.replace('_', ' ').title()} Step{of}"
    if kind == "step_end":
        return f"End of the {detail.replace('_', ' ').title()} Step{of}"
    if kind == "activate":
        return f"【Activate: {detail}】{of}"
    if kind == "declared":
        return f"[{detail.capitalize()}]{of}"
    if kind == "replacement":
        return f"Replacement effect{of}"
    return f"{WHEN_TEXT.get(kind, kind)}{of}"


def cause_text(cause) -> str:
    kind = cause.kind
    if kind == "core_move":
        return f"by {pname(cause.player)}'s core move"
    if kind == "payment":
        return f"by {pname(cause.player)}'s cost payment"
    if kind == "effect":
        return f"by the effect of {cause.card}"
    if kind == "bp":
        return f"BP {cause.a} against {cause.b}, 8-1-6-1"
    if kind == "attack":
        return str(cause.card)
    return kind


def how_text(how: str, card=None) -> str:
    if how == "effect":
        return f"the effect of {card}"
    return HOW.get(how, how)


def core_place(place) -> str:
    """A place cores move from or to in an effect: ("void",), ("zone", player, zone),
    ("cards", (Named, ...)), ("word", text)."""
    kind = place[0]
    if kind == "void":
        return "the Void"
    if kind == "zone":
        return f"{pname(place[1])}'s {'Trash' if place[2] == 'trash' else place[2].title()}"
    if kind == "cards":
        return names(place[1]) or "a card"
    return f"{place[1]} card"


def card_or_reserve(card) -> str:
    """A place for a core move by hand: a card, or the Reserve (None)."""
    return "the Reserve" if card is None else str(card)


def payment(parts) -> str:
    """('reserve', n), ('field', index, Named, n), ('soul',)."""
    out = []
    for part in parts:
        if part[0] == "reserve":
            out.append(f"{part[1]} from the Reserve")
        elif part[0] == "field":
            out.append(f"{part[3]} from {part[2]}")
        else:
            out.append("the Soul Core")
    return ", ".join(out) if out else "nothing"


def step_text(step) -> str:
    """An effect step (the effect language) in words: "destroy 1 spirit(s)"."""
    op = step["op"]
    n = step.get("count", 1)
    t = step.get("target", {})
    who = t.get("who", "choose")
    what = {"this": "this card", "that": "that card", "each": "each matching card", "chosen": "the chosen card"}.get(
        who, f"{t.get('count', 1)} {t.get('type', 'spirit')}(s)")
    return {
        "draw": f"draw {n}", "discard": f"discard {n}", "destroy": f"destroy {what}", "exhaust": f"exhaust {what}",
        "heavy_exhaust": f"heavy exhaust {what}", "refresh": f"refresh {what}",
        "return": f"return {what} to the {step.get('to', 'hand').replace('_', ' ')}",
        "cores": f"move {n} core(s) from {step.get('from')} to {step.get('to')}",
        "bp": f"give {what} {step.get('amount', 0):+d} BP", "restrict": f"{what} cannot {step.get('what')}",
        "summon": f"summon a Spirit from {step.get('from', 'hand')}", "deploy": "deploy a Nexus",
        "reveal": f"reveal the top {n} cards of the Deck", "win": "win the game", "select": f"choose {what}",
        "pay": f"pay {n} core(s)", "negate": f"negate the effects of {what}",
        "lv_cost": f"change the Lv costs of {what} by {step.get('amount', 0):+d}",
        "symbol": f"give {what} 1 more {step.get('color')} symbol",
    }.get(op, op.replace("_", " "))


def _played_how(q) -> str:
    if q["soul_magic"]:
        return "paying only the Soul Core (《Soul Magic》)"
    return f"paying {q['cost']} ({payment(q['pay'])})"


def _move_what(q) -> str:
    n, soul = q["count"], q["soul"]
    if soul and not n:
        return "the Soul Core"
    return plural(n, "core") + (" and the Soul Core" if soul and n else "")


# ---------------------------------------------------------------------- the templates
TEMPLATES = {
    # the game (1-3)
    "concede": lambda q: f"{pname(q['player'])} concedes",
    "game_over": lambda q: f"{pname(q['player'])} wins ({how_text(q['how'], q.get('card'))}, {q['rule']})",
    "endless_loop": lambda q: (f"the effects repeat without end and no player can stop them (more than "
                               f"{q['limit']:,} steps without a decision)"),
    "game_draw": lambda q: f"the game is a draw ({how_text(q['how'], q.get('card'))}, {q['rule']})",
    # set-up and the turn (6-2, 7)
    "setup": lambda q: (f"each player shuffles, puts {q['life']} cores in Life, {q['reserve']} cores and the Soul "
                        f"Core in the Reserve and draws {q['hand']}"),
    "setup_rps": lambda q: f"{pname(q['player'])} wins rock-paper-scissors and chooses (6-2-1-6)",
    "setup_first": lambda q: f"{pname(q['player'])} goes first",
    "redraw": lambda q: f"{pname(q['player'])} redraws their Hand (6-2-1-8)",
    "keep": lambda q: f"{pname(q['player'])} keeps their Hand",
    "first_turn": lambda q: f"turn 1: {pname(q['player'])} begins (6-2-1-9)",
    "turn": lambda q: f"turn {q['turn']}: {pname(q['player'])}'s turn",
    "from_position": lambda q: (f"the game starts from a position: turn {q['turn']}, {pname(q['turn_player'])}, "
                                f"{q['label']}"),
    "position_opened": lambda q: (f"position {q['name']} opened: turn {q['turn']}, {pname(q['turn_player'])}, "
                                  f"{q['label']}"),
    "step": lambda q: f"{q['label']} ({q['rule']})",
    "deck_out": lambda q: f"{pname(q['player'])} has no cards in their Deck at the start of their Start Step",
    "core_step": lambda q: f"{pname(q['player'])} puts 1 core from the Void into their Reserve (7-3-2)",
    "draw_step": lambda q: f"{pname(q['player'])} draws 1 card (7-4-2)",
    "draw_empty": lambda q: f"{pname(q['player'])} cannot draw: the Deck is empty (1-4-2)",
    "refresh_step": lambda q: (f"{pname(q['player'])} refreshes {plural(q['cards_n'], 'card')} and moves "
                               f"{plural(q['cores_n'], 'core')} from the Trash to the Reserve (7-5-2)"),
    "end_step": lambda q: f"{pname(q['player'])} ends the {q['label']}",
    # the Main Step (7-6, 11)
    "move_core": lambda q: (f"{pname(q['player'])} moves {_move_what(q)} from {card_or_reserve(q['src'])} to "
                            f"{card_or_reserve(q['dst'])}"),
    "swap_soul": lambda q: (f"{pname(q['player'])} swaps the Soul Core on {card_or_reserve(q['src'])} with a core on "
                            f"{card_or_reserve(q['dst'])}"),
    "succession": lambda q: f"{q['card']} is removed from the game for 《Succession》 (12-2-1-3)",
    "use": lambda q: f"{pname(q['player'])} uses {q['card']} [{q['timing'].capitalize()}], {_played_how(q)}",
    "play": lambda q: (f"{pname(q['player'])} {'summons' if q['verb'] == 'summon' else 'deploys'} {q['card']}, "
                       f"{_played_how(q)}; {plural(q['placed'], 'core')} placed, Lv{q['level']}"),
    "activate": lambda q: f"{pname(q['player'])} activates {q['label']}",
    # battle (8)
    "attack": lambda q: f"{pname(q['player'])} attacks with {q['card']} (BP {q['bp']}) (8-1-1)",
    "pass": lambda q: f"{pname(q['player'])} passes",
    "block": lambda q: f"{pname(q['player'])} blocks with {q['card']} (BP {q['bp']}) (8-1-3)",
    "no_block": lambda q: f"{pname(q['player'])} does not block; no Flash Timing after the block (8-1-3-1)",
    "battle_no_attacker": lambda q: "the attacking Spirit has left the Field: no Life is reduced",
    "battle_left": lambda q: "a Spirit in the battle has left the Field: nothing happens (8-1-5-2-1)",
    "bp_compare": lambda q: f"BP comparison: {q['card']} {q['bp']} against {q['other']} {q['other_bp']} (8-1-5-2)",
    "life": lambda q: (f"{pname(q['player'])}'s Life is reduced by {q['n']} by {q['source']}: {q['left']} left "
                       "(8-1-5-1)"),
    # leaving the Field (10-2-2)
    "pending": lambda q: (f"{q['card']} enters the pending state ({PENDING_WORD[q['state']]})"
                          + (f" ({q['cause']})" if q.get("cause") else "")),
    "pending_change": lambda q: (f"{q['card']} changes from the pending state ({PENDING_WORD[q['old']]}) to "
                                 f"({PENDING_WORD[q['state']]}) (10-2-2-6)"),
    "leave": lambda q: (f"{q['card']} leaves the pending state and goes to {ZONE_WORD[q['to']]}"
                        + (f"; {plural(q['cores_n'], 'core')} to the Reserve" if q['cores_n'] else "") + " (10-2-2-5)"),
    # effects (9)
    "effect_resolves": lambda q: f"{q['label']} resolves",
    "effect_rest_lapses": lambda q: f"{q['label']}: the rest does not activate (5-19-3)",
    "effect_not_fully": lambda q: (f"{q['label']}: '{step_text(q['step'])}' cannot be done fully, so the effect does "
                                   "not activate (5-19-5)"),
    "fizzle_left": lambda q: f"{q['label']} cannot activate: the card has left the Field (9-1-5-5)",
    "fizzle_refreshed": lambda q: f"{q['label']} cannot activate: the Spirit was refreshed before it resolved (5-15-2)",
    "fizzle_once": lambda q: f"{q['label']} is [Once per turn] and was used this turn (12-3-1-1)",
    "fizzle_unstackable": lambda q: f"{q['label']} is [Unstackable]: only one activates at this timing (12-3-2-1)",
    "replace": lambda q: (f"{q['label']}: instead of {q['card'] if q['card'] is not None else 'the card'} being "
                          f"{q['event']} (9-1-8)"),
    "replace_declined": lambda q: f"{q['label']} is not used, so it does not replace the event (9-1-2)",
    "replace_cannot": lambda q: (f"{q['label']}: '{step_text(q['step'])}' cannot be done fully, so it does not "
                                 "replace the event (5-19-5, 9-1-8-1)"),
    "fx_no_battle": lambda q: f"{q['label']}: there is no battle, so 'during this battle' ends at once (9-1-5-6)",
    "fx_pay": lambda q: f"{q['label']}: {pname(q['player'])} pays {plural(q['n'], 'core')} into the Trash",
    "fx_negate": lambda q: f"{q['label']}: the effects of {q['card']} are negated during this {q['until']}",
    "fx_lv_cost": lambda q: f"{q['label']}: the Lv costs of {q['card']} change by {q['amount']:+d} during this {q['until']}",
    "fx_symbol": lambda q: f"{q['label']}: {q['card']} gets 1 more {q['what']} symbol during this {q['until']}",
    "fx_draw": lambda q: f"{q['label']}: {pname(q['player'])} draws {q['n']}",
    "fx_discard": lambda q: f"{q['label']}: {pname(q['player'])} discards {names(q['cards_named'])}",
    "fx_state": lambda q: f"{q['label']} {STATE_VERB[q['op']]} {q['card']}",
    "cannot_return": lambda q: f"{q['card']} cannot be returned",
    "fx_bp": lambda q: f"{q['label']}: {q['card']} gets {q['amount']:+d} BP during this {q['until']}",
    "fx_restrict": lambda q: (f"{q['label']}: {q['card']} cannot {q['what'].replace('_', ' ')} during this "
                              f"{q['until']}"),
    "fx_cores": lambda q: (f"{q['label']}: {plural(q['n'], 'core')}{' (with the Soul Core)' if q['soul'] else ''} "
                           f"move{'s' if q['n'] == 1 else ''} from {core_place(q['src'])} to {core_place(q['dst'])}"),
    "fx_no_cores": lambda q: f"{q['label']}: not enough cores to put {q['card']} into play",
    "fx_play": lambda q: (f"{q['label']}: {pname(q['player'])} {'summons' if q['verb'] == 'summon' else 'deploys'} "
                          f"{q['card']} from the {q['zone'].title()}, "
                          + (f"paying {q['cost']}" if q['paid'] else "without paying the cost")),
    "reveal": lambda q: f"{q['label']}: {pname(q['player'])} reveals {names(q['cards_named'])}",
    "take": lambda q: f"{q['label']}: {pname(q['player'])} adds {names(q['cards_named'])} to their Hand",
    "reveal_rest": lambda q: f"{q['label']}: the other {q['n']} go to the {q['to'].replace('_', ' ')}",
    # prompts of choices (9-3-2)
    "ask_order": lambda q: "Choose which effect resolves next (9-1-5-7, 9-1-5-8)",
    "ask_replacement": lambda q: "Choose the replacement effect that applies (9-1-8-1-3)",
    "ask_may": lambda q: f"{q['label']}: you may {q['text'] or step_text(q['step'])}. Do it?",
    "ask_place_order": lambda q: (f"{q['label'] or 'Cards leave the Field together'}: choose the order of the "
                                  f"{q['n']} cards, the first one "
                                  + {"deck_top": "on top", "deck_bottom": "highest"}.get(q['to'], "into the Trash first")
                                  + " (4-1-5)"),
    "ask_discard": lambda q: f"{q['label']}: discard {q['n']}",
    "ask_put": lambda q: (f"{q['label']}: choose a card to {q['verb']} from your {q['zone'].title()} (or none)"),
    "ask_take": lambda q: f"{q['label']}: add up to {q['n']} to your Hand",
    "ask_hidden": lambda q: f"{pname(q['player'])} is making a choice",
    "ask_target": lambda q: f"{q['label']}: choose {'up to ' if q['up_to'] else ''}{q['n']} to {q['what']}",
}


GAME_WORDS: list = []  # the English tables of other games' own message keys (engine.dbscg.words adds its own)
# the other languages' tables of those keys, per language code ("ja", "zh-Hant"): a game's words module adds its own
GAME_WORDS_BY_LANG: dict = {}
# another game's names of its phases and steps, by (ruleset, language): {step: name} (engine.dbscg.words adds its own:
# a sentence naming a step in Japanese or Chinese uses them, ``game_step``)
GAME_STEPS: dict = {}


def game_step(q: dict, lang: str, table: dict) -> str:
    """The step of a sentence's params (``step``, English ``label``) in ``lang``: its ruleset's own name for it
    (``q["ruleset"]``, GAME_STEPS), else ``table``'s (the language's Battle Spirits steps), else the label."""
    own = GAME_STEPS.get((q.get("ruleset"), lang)) or table
    return own.get(q.get("step"), q.get("label", ""))


def render_msg(msg: str, params: dict) -> str:
    """One message in English. An unknown key shows as itself (never a crash in a log)."""
    t = TEMPLATES.get(msg)
    if t is None:
        for table in GAME_WORDS:
            t = table.get(msg)
            if t is not None:
                return t(params)
        return msg
    return t(params)


# ---------------------------------------------------------------------- actions and places, for players
def place_words(game, player: int, place) -> str:
    """A place of a position file or an action, in words: ``reserve`` -> "the Reserve",
    ``field[0]`` -> the card's name, ``p2.hand[1]`` -> "a card in p2's Hand" (a hidden card) or
    its name. Unknown places are returned as they are."""
    from ..places import Place

    where = Place.parse(place)
    if where is None:
        return str(place)
    owner, zone = where.owner(player), where.zone
    if where.index is None:
        return ZONE_WORD.get(zone, zone) if owner == player else f"{pname(owner)}'s {zone.title()}"
    try:
        p = game.state.players[owner]
        uid = p.field[where.index].uid if zone == "field" else getattr(p, zone)[where.index]
    except (IndexError, AttributeError):
        return str(place)
    name = game.state.cards[uid].name
    if zone == "hand" and game.state.cards[uid].id == "hidden":
        return f"a card in {pname(owner)}'s Hand"
    return name


def action_words(game, action) -> str:
    """An action as a player reads it, in the imperative, judged on the game before it is played:
    "summon Ember Wyvern", "move 1 core from the Reserve to Ember Wyvern", "end the Main Step"."""
    by, do, get = action.by, action.do, action.get
    from .eternal_mech import action_words as eternal_words  # Eternal's later mechanics

    said = eternal_words(game, action) if do in ("manifest", "revive", "fuse", "separate", "summon", "deploy", "use") else None
    if said is not None:
        return said

    def at(key):
        return place_words(game, by, get(key))

    if do in ("summon", "deploy"):
        return f"{do} {at('card')}"
    if do == "use":
        t = get("timing")
        return f"use {at('card')}" + (f" [{str(t).capitalize()}]" if t else "")
    if do == "move_core":
        n, soul = get("count", 1), get("soul") is True
        if type(n) is not int:  # a malformed action is still put into words (its rejection says why)
            return f"move cores from {at('from')} to {at('to')}"
        what = "the Soul Core" if soul and not n else plural(n, "core") + (" and the Soul Core" if soul else "")
        return f"move {what} from {at('from')} to {at('to')}"
    if do == "swap_soul":
        return f"swap the Soul Core with a core on {at('with')}"
    if do in ("attack", "block"):
        return f"{do} with {at('with')}"
    if do == "activate":
        return f"activate an effect of {at('card')}"
    if do == "set_burst":
        return f"set {at('card')} as a burst"
    if do == "set_mirage":  # Eternal (E:幻象)
        return f"set {at('card')} as a Mirage"
    if do == "awaken":  # Eternal (E:轉醒)
        return f"awaken {at('card')} (turn it over)"
    if do == "end_step":
        return f"end the {game.step_label()}"
    if do == "choose":
        req = game.state.choice
        labels = {str(v): str(lab) for v, lab, _ in (req.options if req is not None else ())}
        picked = [labels.get(str(v), str(v)) for v in (get("choices") or ())]
        return f"choose {', '.join(picked)}" if picked else "choose nothing more"
    return {"no_block": "do not block", "pass": "pass", "concede": "concede", "keep": "keep the Hand",
            "redraw": "redraw the Hand", "go_first": "go first", "go_second": "go second"}.get(do, do.replace("_", " "))



# Battle Spirits Saga (engine.rulesets.saga): its own events; ``rule`` is the Saga rule cited
TEMPLATES.update({
    "saga_setup_random": lambda q: f"{pname(q['player'])} wins the random draw and decides who is player one ({q['rule']})",
    "saga_mulligan": lambda q: (f"{pname(q['player'])} mulligans: {plural(q['n'], 'card')} to the bottom of the Deck, "
                                f"draws {q['n']} and shuffles ({q['rule']})"),
    "saga_keep": lambda q: f"{pname(q['player'])} keeps their Hand and draws 1 more card ({q['rule']})",
    "saga_first_turn": lambda q: f"turn 1: player one, {pname(q['player'])}, begins ({q['rule']})",
    "saga_expire": lambda q: (f"the effects of this turn end: {plural(q['n'], 'effect')} ({q['rule']})"),
    "saga_too_few_cores": lambda q: (f"{q['card']} has {plural(q['n'], 'core')}, fewer than its Lv1 cost {q['cost']}"
                                     + (f" ({q['cause']})" if q.get("cause") else "")
                                     + (": it destroys itself" if q["own"] else ": it is destroyed")
                                     + f" ({q['rule']})"),
    "saga_bp_zero": lambda q: f"{q['card']} has BP {q['bp']}: a spirit with BP 0 or less is destroyed ({q['rule']})",
    "saga_destroyed": lambda q: (f"{q['card']} is destroyed" + (f" ({q['cause']})" if q.get("cause") else "")
                                 + f" and goes to {ZONE_WORD[q['to']]}"
                                 + (f"; {plural(q['cores_n'], 'core')} to the Reserve" if q['cores_n'] else "")
                                 + f" ({q['rule']})"),
    "saga_self_destroyed": lambda q: (f"{q['card']} is self-destroyed and goes to {ZONE_WORD[q['to']]} with no "
                                      f"destroy effects" + (f"; {plural(q['cores_n'], 'core')} to the Reserve"
                                                            if q['cores_n'] else "") + f" ({q['rule']})"),
    "saga_returned": lambda q: (f"{q['card']} goes to {ZONE_WORD[q['to']]}"
                                + (f"; {plural(q['cores_n'], 'core')} to the Reserve" if q['cores_n'] else "")
                                + f" ({q['rule']})"),
})

TEMPLATES.update({
    "saga_burst_set": lambda q: f"{pname(q['player'])} sets a burst face down ({q['rule']})",
    "saga_burst_discarded": lambda q: f"{q['card']}, the burst set before, is discarded to the Trash ({q['rule']})",
    "saga_burst_activated": lambda q: f"{pname(q['player'])} turns over and activates the burst {q['card']} without paying its cost ({q['rule']})",
    "saga_ask_burst": lambda q: f"activate the burst {q['card']}?",
})
WHEN_TEXT["burst"] = "Burst"

TEMPLATES["saga_crush"] = lambda q: (f"【Crush】 of {q['card']}: {pname(q['player'])} discards {plural(q['n'], 'card')} "
                                     f"from the top of the opponent's Deck ({q['rule']})")
TEMPLATES["saga_gale"] = lambda q: (f"【Gale】 of {q['card']}: {pname(q['player'])} exhausts "
                                    f"{plural(q['n'], 'refreshed spirit')} ({q['rule']})")
TEMPLATES["saga_ask_gale"] = lambda q: f"【Gale】 of {q['card']}: choose {q['n']} of your refreshed spirits to exhaust"
TEMPLATES["saga_blessed"] = lambda q: (f"【Blessed】 of {q['card']}: {pname(q['player'])} puts a core from the Void "
                                       f"into their Life, now {q['left']} ({q['rule']})")
TEMPLATES["saga_curse"] = lambda q: (f"【Curse】 of {q['card']}: {q['other']}, which blocked it, will be destroyed "
                                     f"at the end of the battle ({q['rule']})")
TEMPLATES["saga_raid"] = lambda q: (f"【Raid】 of {q['card']}: {pname(q['player'])} exhausts {q['other']} and refreshes "
                                    f"{q['card']} ({q['rule']})")
TEMPLATES["saga_ask_raid"] = lambda q: (f"【Raid】 of {q['card']}: choose one of your nexuses to exhaust and refresh it, "
                                        f"or none")
TEMPLATES["saga_at_field"] = lambda q: (f"【A.T. Field】 of {q['card']}: with the Soul Core on it, it is not destroyed "
                                        f"by the effect of {q['other']} ({q['rule']})")
TEMPLATES["saga_luster"] = lambda q: (f"【Luster】 of {q['card']}: {plural(q['n'], 'magic card')} used in the battle "
                                      f"return from the Trash to {pname(q['player'])}'s Hand ({q['rule']})")
WHEN_TEXT["immortal"] = "【Immortal】"
