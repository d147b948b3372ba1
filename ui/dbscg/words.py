"""The table's own words for the Dragon Ball Super Card Game (Qt translations, context ``DbTable``): the side
panel's questions, hints and answers, the payment being proposed, the marks on the cards, and the actions as a
player reads them ("charge Gravewind Imp", "attack Seraine with your Leader"). The game's events and prompts
are the engine's words (``engine/dbscg/words.py``); these are the table's, in the manual's terms."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.dbscg.choices import option_number, option_words

C = "DbTable"


def t(source: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP below, translated now."""
    return QCoreApplication.translate(C, source)


WHAT = {  # what the game waits for, by decision kind
    "mulligan": QT_TRANSLATE_NOOP("DbTable", "Redraw cards? (D 5-2-1-6)"),
    "charge": QT_TRANSLATE_NOOP("DbTable", "Charge Phase"),
    "main": QT_TRANSLATE_NOOP("DbTable", "Main Phase"),
    "blocker": QT_TRANSLATE_NOOP("DbTable", "Block with a [Blocker]?"),
    "counter": QT_TRANSLATE_NOOP("DbTable", "Counter timing"),
    "offense": QT_TRANSLATE_NOOP("DbTable", "Offense Step (combo timing)"),
    "defense": QT_TRANSLATE_NOOP("DbTable", "Defense Step (combo timing)"),
    "choose": QT_TRANSLATE_NOOP("DbTable", "Choose"),
}
HINT = {
    "mulligan": QT_TRANSLATE_NOOP("DbTable", "Click the cards of your hand you want to return to the Deck, then "
                                             "redraw as many; or keep your hand (once, D 5-2-1-6)."),
    "charge": QT_TRANSLATE_NOOP("DbTable", "Drag a card from your hand onto your Energy Area to charge it "
                                           "(once a turn, D 6-2-5), or go on to the Main Phase."),
    "main": QT_TRANSLATE_NOOP("DbTable", "Drag a Battle card from your hand onto your Battle Area to play it (the "
                                         "table proposes the energy that pays). Drag your Leader or an Active Battle "
                                         "card onto your opponent's Leader or a rested Battle card to attack."),
    "blocker": QT_TRANSLATE_NOOP("DbTable", "Drag one of your Active [Blocker] cards onto the attacking card to make "
                                            "it the guard card (D 10-4), or don't block."),
    "counter": QT_TRANSLATE_NOOP("DbTable", "Drag a card with [Counter] from your hand onto the table to activate "
                                            "it (D 4-7-3), or pass."),
    "offense": QT_TRANSLATE_NOOP("DbTable", "Drag a Battle card from your hand, or an Active one of your Battle Area, "
                                            "onto your Combo Area to combo (D 7-2-1-2), or pass."),
    "defense": QT_TRANSLATE_NOOP("DbTable", "Drag a Battle card from your hand, or an Active one of your Battle Area, "
                                            "onto your Combo Area to combo (D 7-3-1-2), or pass."),
    "choose": QT_TRANSLATE_NOOP("DbTable", "Click a highlighted card, or a button below."),
    "choose_option": QT_TRANSLATE_NOOP("DbTable", "Click the option to carry out."),
}
LABEL = {
    "keep": QT_TRANSLATE_NOOP("DbTable", "Keep this hand"),
    "end_phase": QT_TRANSLATE_NOOP("DbTable", "End the Main Phase"),
    "no_block": QT_TRANSLATE_NOOP("DbTable", "Don't block"),
    "pass": QT_TRANSLATE_NOOP("DbTable", "Pass"),
}
CHARGE_PASS = QT_TRANSLATE_NOOP("DbTable", "Don't charge")
REDRAW = QT_TRANSLATE_NOOP("DbTable", "Return the cards picked ({n}) and draw as many")
REDRAW_NONE = QT_TRANSLATE_NOOP("DbTable", "Click cards of your hand to return them")
CHOOSE_NONE = QT_TRANSLATE_NOOP("DbTable", "Choose none")
BUTTON = {  # the big button on the mat
    "end_phase": QT_TRANSLATE_NOOP("DbTable", "END MAIN PHASE"),
    "pass": QT_TRANSLATE_NOOP("DbTable", "PASS"),
    "charge_pass": QT_TRANSLATE_NOOP("DbTable", "NO CHARGE"),
    "no_block": QT_TRANSLATE_NOOP("DbTable", "NO BLOCK"),
    "confirm": QT_TRANSLATE_NOOP("DbTable", "CONFIRM ENERGY"),
}
GHOST = {"play": QT_TRANSLATE_NOOP("DbTable", "PLAYING"), "combo": QT_TRANSLATE_NOOP("DbTable", "COMBO"),
         "activate": QT_TRANSLATE_NOOP("DbTable", "ACTIVATING"), "counter": QT_TRANSLATE_NOOP("DbTable", "COUNTER")}
PAY_TITLE = {"play": QT_TRANSLATE_NOOP("DbTable", "Play {card}"),
             "combo": QT_TRANSLATE_NOOP("DbTable", "Combo with {card}"),
             "activate": QT_TRANSLATE_NOOP("DbTable", "Activate {card}"),
             "counter": QT_TRANSLATE_NOOP("DbTable", "Activate the [Counter] of {card}")}
PAY_TEXT = QT_TRANSLATE_NOOP("DbTable", "The energy that pays, {n} of {have} Active: {cards}.")
PAY_HOW = QT_TRANSLATE_NOOP("DbTable", "Click your energy to change which cards pay (lit: paying). Confirm with "
                                       "Enter, cancel with Esc (D 2-11-1-1).")
DAMAGE = QT_TRANSLATE_NOOP("DbTable", "DAMAGE")  # a Life card just taken into the hand (D 7-4-1-4)
DAMAGE_LINE = QT_TRANSLATE_NOOP("DbTable", "Damage {n} to {name}: that many Life cards went to the hand "
                                          "(marked DAMAGE, D 7-4-1-4).")
BATTLE = QT_TRANSLATE_NOOP("DbTable", "Battle: {card} ({power}) attacks {target} ({tpower})")
GUARD = QT_TRANSLATE_NOOP("DbTable", "Guard card: {card} ([Blocker])")
STEP = QT_TRANSLATE_NOOP("DbTable", "Now: {step}")
COMBO_LINE = QT_TRANSLATE_NOOP("DbTable", "Combo Area of {name}: {cards} (+{power})")
WINDOW = QT_TRANSLATE_NOOP("DbTable", "Counter timing: {name} may activate a [Counter] (D 4-7-3)")
HELD = QT_TRANSLATE_NOOP("DbTable", "Declared, waiting for the counter timing: {card}")
COUNTERS = QT_TRANSLATE_NOOP("DbTable", "[Counter] waiting to resolve: {card}")
WAITING = QT_TRANSLATE_NOOP("DbTable", "Pending timings")

# what a drop that means nothing would have meant (the hint shown when it snaps back)
DROP_HINT = {
    "charge": QT_TRANSLATE_NOOP("DbTable", "To charge, drag a card from your hand onto your Energy Area (D 6-2-5)"),
    "own_side": QT_TRANSLATE_NOOP("DbTable", "Drop the card on your own side of the table"),
    "attack": QT_TRANSLATE_NOOP("DbTable", "To attack, drop the card on your opponent's Leader or on one of their "
                                           "rested Battle cards (D 7-1-1)"),
    "block": QT_TRANSLATE_NOOP("DbTable", "To block, drop your [Blocker] on the attacking card (D 10-4)"),
    "combo": QT_TRANSLATE_NOOP("DbTable", "To combo, drop the card on your Combo Area (D 7-2-1-2)"),
}

# the actions as a player reads them
ACTION = {
    "charge": QT_TRANSLATE_NOOP("DbTable", "charge {card}"),
    "play": QT_TRANSLATE_NOOP("DbTable", "play {card}"),
    "activate": QT_TRANSLATE_NOOP("DbTable", "activate {card}"),
    "attack": QT_TRANSLATE_NOOP("DbTable", "attack {target} with {card}"),
    "attack_you": QT_TRANSLATE_NOOP("DbTable", "attack your Leader with {card}"),  # the reader's Leader
    "block": QT_TRANSLATE_NOOP("DbTable", "block with {card}"),
    "no_block": QT_TRANSLATE_NOOP("DbTable", "don't block"),
    "combo": QT_TRANSLATE_NOOP("DbTable", "combo with {card}"),
    "counter": QT_TRANSLATE_NOOP("DbTable", "activate the [Counter] of {card}"),
    "pass": QT_TRANSLATE_NOOP("DbTable", "pass"),
    "end_phase": QT_TRANSLATE_NOOP("DbTable", "end the Main Phase"),
    "keep": QT_TRANSLATE_NOOP("DbTable", "keep the hand"),
    "redraw": QT_TRANSLATE_NOOP("DbTable", "return {n} cards and draw as many"),
    "choose": QT_TRANSLATE_NOOP("DbTable", "choose {what}"),
    "concede": QT_TRANSLATE_NOOP("DbTable", "concede"),
}
LEADER_OF = QT_TRANSLATE_NOOP("DbTable", "the Leader of {name}")
YOUR_LEADER = QT_TRANSLATE_NOOP("DbTable", "your Leader")
THEIR_LEADER = QT_TRANSLATE_NOOP("DbTable", "their Leader")  # the other player's, the reader's being attacked
A_CARD = QT_TRANSLATE_NOOP("DbTable", "a card")
NOTHING = QT_TRANSLATE_NOOP("DbTable", "nothing")
OPTION = QT_TRANSLATE_NOOP("DbTable", "option {n}")
HAND_CARD = QT_TRANSLATE_NOOP("DbTable", "a card from their hand")


def card_at(game, by: int, ref) -> str:
    """The card a place names ("hand[2]", "battle[0]", "leader", "p2.battle[1]"), by its name in the table's
    language; the opponent's Leader named as such."""
    from engine.dbscg.refs import parse

    from .. import i18n

    try:
        who, area, i = parse(ref, by, "")
    except Exception:  # a place the game does not know: said as it is
        return str(ref)
    p = game.state.players[who]
    if area == "leader":
        if p.leader is None:
            return t(A_CARD)
        return i18n.card_name(shown_card(game, p.leader))
    entries = p.zone_cards(area)
    if not 0 <= i < len(entries):
        return t(A_CARD)
    e = entries[i]
    uid = getattr(e, "uid", e)
    card = shown_card(game, e) if hasattr(e, "uid") else game.state.cards[uid]
    return t(A_CARD) if card.id == "hidden" else i18n.card_name(card)


def shown_card(game, slot):
    """The card a slot shows: an awakened Leader's back side (``ui.dbscg.scene.awakened``)."""
    from .scene import awakened

    card = game.state.cards[slot.uid]
    return awakened(card) if getattr(slot, "back", False) and card.back is not None else card


def action_text(game, action, hide: bool = False) -> str:
    """An action of this game as a player reads it, in the table's language (``hide``: a card from the hand is
    not named, the bot's reasons never show its hand)."""
    do = action.do
    get = action.get
    if hide and str(get("card") or "").startswith("hand["):
        return t(ACTION.get(do, ACTION["play"])).format(card=t(HAND_CARD))
    if do not in ACTION:
        return do.replace("_", " ")
    by = action.by
    if do == "attack":
        target = get("target") or ""
        src = get("with")
        if str(target).endswith("leader") and _reader() == 1 - by:  # the bot attacks the reader: "your Leader"
            card = t(THEIR_LEADER) if src == "leader" else card_at(game, by, src)
            return t(ACTION["attack_you"]).format(card=card)
        if str(target).endswith("leader"):
            what = t(LEADER_OF).format(name=_opp_name(game, by))
        else:
            what = card_at(game, by, target)
        card = t(YOUR_LEADER) if src == "leader" else card_at(game, by, src)
        return t(ACTION[do]).format(target=what, card=card)
    if do == "redraw":
        cards = get("cards") or ()
        return t(ACTION[do]).format(n=len(cards) if isinstance(cards, (list, tuple)) else 1)
    if do == "choose":
        ch = getattr(game.state, "choice", None)
        picks = get("choices") or ()
        names = []
        for k in picks:
            if ch is not None and isinstance(k, int) and 0 <= k < len(ch.options):
                names.append(option_text(game, ch.player, ch.options[k]))
            else:
                names.append(str(k))
        return t(ACTION[do]).format(what=", ".join(names) if names else t(NOTHING))
    if do == "block":
        return t(ACTION[do]).format(card=card_at(game, by, get("with")))
    ref = get("card")
    return t(ACTION[do]).format(card=card_at(game, by, ref) if ref is not None else "")


def why_rows(game, cands, action, viewer: int) -> list:
    """The "why" view's rows for a bot's decision in this game: [(text, score, played, games)], the move played
    first, each text once; a move not played names no card of the bot's hand."""
    rows, seen = [], {}
    for acts, score, games in cands or ():
        acts = [acts] if not isinstance(acts, (list, tuple)) else list(acts)
        if not acts:
            continue
        played = acts[0] == action
        text = action_text(game, acts[0], hide=not played and acts[0].by != viewer)
        text = text[:1].upper() + text[1:] + (" …" if len(acts) > 1 else "")
        if text in seen:
            if played:
                rows[seen[text]] = (text, score, True, games)
            continue
        seen[text] = len(rows)
        rows.append((text, score, played, games))
    if not any(r[2] for r in rows):
        text = action_text(game, action)
        rows.insert(0, (text[:1].upper() + text[1:], None, True, 0))
    return sorted(rows, key=lambda r: not r[2])


def mode_word(mode: str) -> str:
    """A play's mode as the card says it: [Evolve], [Over Realm]... (the game's words in Japanese and Chinese)."""
    from engine.dbscg import words as dbw

    from .. import i18n

    key = mode.replace("_", "-")
    table = {"ja": dbw.MODE_JA, "zh-Hant": dbw.MODE_ZH}.get(i18n.language(), {})
    name = table.get(key) or key.replace("-", " ").title().replace("Ex ", "EX-").replace("Union Potara", "Union-Potara")
    return f"[{name}]"


def option_text(game, chooser: int, option) -> str:
    """An option of an effect's choice: the card at a place ("p2.battle[0]"), or the option's own words."""
    from .. import i18n

    text = str(option)
    k = option_number(text)
    if k is not None:  # a "Choose X" option (D 10-27): what it does
        words = option_words(game, text, i18n.language())
        n = t(OPTION).format(n=k + 1)
        return f"{n}: {words}" if words else n
    if "[" in text or text.endswith("leader"):
        return card_at(game, chooser, text)
    return text


def _reader() -> int | None:
    """The seat of the player reading (the one named "You"), or None (two players at one table)."""
    from .. import i18n

    seats = i18n.seats()
    return seats.you if seats is not None else None


def _opp_name(game, by: int) -> str:
    """The other player by the name the table shows (``ui.i18n.seats``, set by the window)."""
    from .. import i18n

    seats = i18n.seats()
    return seats.names[1 - by] if seats is not None else f"P{2 - by}"
