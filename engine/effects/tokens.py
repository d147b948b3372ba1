"""Tokens (Saga 4-12, DIGEST G8) and 【Feast】 (Saga 11-17).

A token is a card that an effect puts onto the Field with its data given in the effect
(``{op: token, token: {name: ..., type: spirit, levels: [...], ...}}``). It is never in a deck:
each one created is a new ``CardDef`` with ``token: true``, added at run time to the game's card
table (``Game.add_cards``: the table is copied, so a clone made before keeps its own), under a
uid of the game. Its owner and controller is the effect's player; it is summoned as an effect
summons, its Lv1 cores placed from the Reserve (the summon restrictions apply, Saga 4-12-2).
A token that leaves the Field is removed from the game (``engine.verbs.saga_leaving``).

【Feast】 summons Supsprite tokens: a Small one when its player has no Small or Medium one;
otherwise one of them (chosen when there are several) loses all its cores to the Reserve as a
cost, and a token of the next size is summoned (Saga 11-17-1).
"""
from __future__ import annotations

from ..cards import card_from_data
from ..events import Cause, Msg
from ..queries import selectors
from ..verbs import notice
from ..verbs.field import put_onto_field
from ..verbs.payment import auto_place
from ..costs import Pay
from .choices import ChoiceRequest, ask

# 【Feast】's tokens (Saga 11-17): their data, as a token effect gives it. Our own figures.
SUPSPRITES = {
    "small": {"id": "TK-SUP-S", "name": "Small Supsprite Token", "type": "spirit", "colors": [], "cost": 0,
              "families": ["Supsprite", "Token"], "levels": [{"cores": 1, "bp": 1000}], "symbols": [],
              "text": "A token: removed from the game when it leaves the Field."},
    "medium": {"id": "TK-SUP-M", "name": "Medium Supsprite Token", "type": "spirit", "colors": [], "cost": 0,
               "families": ["Supsprite", "Token"], "levels": [{"cores": 1, "bp": 3000}, {"cores": 3, "bp": 5000}],
               "symbols": [], "text": "A token: removed from the game when it leaves the Field."},
    "large": {"id": "TK-SUP-L", "name": "Large Supsprite Token", "type": "spirit", "colors": [], "cost": 0,
              "families": ["Supsprite", "Token"], "levels": [{"cores": 1, "bp": 6000}, {"cores": 3, "bp": 9000}],
              "symbols": [], "text": "A token: removed from the game when it leaves the Field."},
}
NEXT_SIZE = {"TK-SUP-S": "medium", "TK-SUP-M": "large"}
_DEFS: dict[str, object] = {}  # a token's data (as text) -> its CardDef, made once per process


def token_def(data: dict):
    """The ``CardDef`` of a token's data (validated as a card; marked ``token``)."""
    key = repr(sorted(data.items()))
    d = _DEFS.get(key)
    if d is None:
        d = _DEFS[key] = card_from_data(dict(_plain(data), token=True), f"token {data.get('id', '?')}", "saga")
    return d


def _plain(x):
    if isinstance(x, tuple):
        return [_plain(v) for v in x]
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


def create_token(game, pi: int, data: dict, label):
    """Summon one token for player ``pi``: its Lv1 cores come from the Reserve; without them it is
    not created. Returns its FieldCard or None."""
    card = token_def(data)
    place = auto_place(game, pi, Pay(), card.lv1_cost)
    if place is None or place.field or place.soul not in (None, "reserve"):  # from the Reserve only
        game.emit("effect", pi, "fx_no_cores", label=label, card=card.name)
        return None
    uid = game.add_cards([card])
    p = game.state.players[pi]
    fc = put_onto_field(game, pi, uid, list(p.field), place)
    game.emit("token_created", pi, "saga_token_created", cards=(uid,), card=game.named(uid), label=label,
              rule=game.ruleset.cite("4-12-2"))
    notice.card_arrived(game, pi, fc, "summoned")
    return fc


def op_token(game, fr, step):
    """``{op: token, token: {card data}, count: N}``: summon N tokens of that data."""
    made = []
    for _ in range(step.get("count", 1)):
        fc = create_token(game, fr.ctl, step["token"], fr.label)
        if fc is None:
            break
        made.append((fr.ctl, "field", fc.obj))
    return len(made) == step.get("count", 1), tuple(made)


def _supsprites(game, pi: int) -> list:
    return [fc for fc in game.state.players[pi].field if game.card(fc.uid).token and game.card(fc.uid).id in NEXT_SIZE]


def op_feast(game, fr, step):
    """Saga 11-17-1: a Small Supsprite Token, or one Small/Medium one grown to the next size (its
    cores to the Reserve as the effect's cost: it is self-destroyed, then removed from the game)."""
    pi = fr.ctl
    grow = _supsprites(game, pi)
    if not grow:
        fc = create_token(game, pi, SUPSPRITES["small"], fr.label)
        return fc is not None, (() if fc is None else ((pi, "field", fc.obj),))
    if len(grow) > 1 and fr.picks is None:
        opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t)
                     for t in ((pi, "field", fc.obj) for fc in grow))
        ask(game, ChoiceRequest(pi, "target", Msg.of("saga_ask_feast", label=fr.label), opts, 1, 1, (),
                                ("fx", fr, "picks")))
        return None
    old = grow[0] if fr.picks is None else game.find_obj(fr.picks[0][2])[1]
    if old is None:
        return False, ()
    size = NEXT_SIZE[game.card(old.uid).id]
    p = game.state.players[pi]
    n = old.total_cores
    p.reserve += old.cores  # Saga 11-17-1: all its cores to the Reserve, as a cost
    old.cores = 0
    if old.soul:
        old.soul = False
        p.soul_at = "reserve"
    game.emit("cores", pi, "saga_feast_cost", cards=(old.uid,), card=game.named(old.uid), n=n,
              rule=game.ruleset.cite("11-17-1"))
    game.ruleset.core_loss(game, Cause("payment", pi))  # self-destroyed: a cost payment (Saga 9-3-2)
    fc = create_token(game, pi, SUPSPRITES[size], fr.label)
    return fc is not None, (() if fc is None else ((pi, "field", fc.obj),))
