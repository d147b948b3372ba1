"""Position files, the output (../shared/spec/position-format.md, Output): a played position as the mapping
``position apply`` prints and a position file holds (every key, with the derived fields ``level``, ``bp``,
``decision``, ``log``, ``rejected``); a card's definition as the data of a file's ``cards`` list."""
from __future__ import annotations

from importlib import import_module

from .cards import builtin_cards
from .queries.basics import level
from .position_state import dump_extra
from .state import PLAYER_NAMES


def dump(result, annotations=None) -> dict:
    """The output mapping of a played position (``engine.position.Result``)."""
    game = result.game
    own = game.ruleset.position_module
    if own:
        return import_module(own).dump(result, annotations)
    st = game.state
    out = {"version": 1, "format": game.ruleset.name, "seed": game.seed}
    extra = _extra_cards(game)
    if extra:
        out["cards"] = extra
    out["turn"] = {
        "number": st.turn, "player": PLAYER_NAMES[st.turn_player], "first": PLAYER_NAMES[st.first_player],
        "step": st.step, "winner": None if st.winner is None else st.winner if st.winner == "draw"
        else PLAYER_NAMES[st.winner],
    }
    out["players"] = {PLAYER_NAMES[i]: _dump_player(game, i) for i in (0, 1)}
    out.update(dump_extra(game))
    d = game.decision
    out["decision"] = None if d is None else {
        "player": PLAYER_NAMES[d.player], "kind": d.kind,
        "options": _options(game.legal_actions()),
    }
    out["log"] = list(result.log)
    if result.rejected is not None:
        out["rejected"] = dict(result.rejected)
    if annotations:
        out["annotations"] = annotations
    return out


def _options(legal) -> list:
    """The decision's options; core moves compactly, as sources and destinations (a Field of
    thousands of Spirits would otherwise list millions of pairs)."""
    compact = getattr(legal, "compact", None)
    return compact() if compact is not None else [a.to_dict() for a in legal]


def _extra_cards(game) -> list:
    builtin = builtin_cards()
    seen, out = set(), []
    for c in game.state.cards:
        if c.id not in seen and (c.id not in builtin or builtin[c.id] is not c):
            seen.add(c.id)
            out.append(card_to_data(c))
    return out


def card_to_data(c) -> dict:
    d = {"id": c.id, "name": c.name, "type": c.type, "colors": list(c.colors), "cost": c.cost,
         "reduction": list(c.reduction), "families": list(c.families)}
    if c.levels:
        rows = []
        for lv in c.levels:
            row = {"cores": lv.cores} if not (lv.super_unleash and lv.cores == 99) else {}
            row["bp"] = lv.bp
            if lv.super_unleash:
                row["super_unleash"] = True
            rows.append(row)
        d["levels"] = rows
    d["symbols"] = [str(s) for s in c.symbols]
    if c.token:
        d["token"] = True
    if c.soul_magic:
        d["soul_magic"] = c.soul_magic
    if c.succession:
        d["succession"] = True
    if c.kinds or c.ext:
        from .eternal_cards import ext_to_data

        d.update(ext_to_data(c))
    if c.text:
        d["text"] = c.text
    if c.effects:
        d["effects"] = _thaw(c.effects)
    return d


def _thaw(x):
    if isinstance(x, tuple):
        return [_thaw(v) for v in x]
    if isinstance(x, dict):
        return {k: _thaw(v) for k, v in x.items()}
    return x


def _dump_player(game, pi: int) -> dict:
    st = game.state
    p = st.players[pi]
    cards = st.cards
    ids = lambda uids: [cards[u].id for u in uids]  # noqa: E731
    deck = ids(p.deck)
    soul = p.soul_at
    field = []
    for i, fc in enumerate(p.field):
        card = cards[fc.uid]
        if fc.soul:
            soul = f"field[{i}]"
        lv = 0 if fc.pending else level(game, fc)
        entry = {"card": card.id, "cores": fc.cores, "state": fc.state,
                 "level": lv + card.min_level - 1 if lv else 0}  # an Ultimate's first row is Lv3 (Eternal)
        if card.is_spirit:
            from .rules.battle import bp

            entry["bp"] = 0 if fc.pending else bp(game, fc)
        if game.ruleset.field_keys:
            game.ruleset.dump_field_entry(game, fc, entry)
        field.append(entry)
    return {
        "life": p.life, "reserve": p.reserve, "trash_cores": p.trash_cores, "soul_core": soul,
        "hand": ids(p.hand), "deck": len(deck) if all(c == "blank" for c in deck) else deck,
        "trash": ids(p.trash),
        **{name: (ids(p.zone(name)) if shape == "list" else p.zone(name) if shape == "cores"
                  else (ids(p.zone(name)) or [None])[0])
           for name, shape in game.ruleset.position_zones.items()},
        "field": field,
    }
