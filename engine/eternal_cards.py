"""Battle Spirits Eternal's card keys (``../shared/rules/eternal-17.0-zh.txt``; docs/eternal-effects.md):
validation, and the small readers the Eternal rules use.

The keys (top level of a card, beside Standard's):

- ``kinds``: sub-kinds (E:卡牌種類, DIGEST E3): ``grand_walker`` 創界神, ``grand_stone`` 創界石,
  ``contract`` 契約, ``token`` 衍生物, ``demon_god`` 異魔神, ``myth`` 神話合體;
- ``summon_condition``: an Ultimate's 《召喚條件》, a condition as effects write them;
- ``brave``: ``{bp: N, condition: selector, grand_walker: bool}``: a Brave's fusion value and condition;
- ``oc``: ``{count: N, bp: N}``: 《OC》 Over Count;
- ``mirage``: ``{cost: N, reduction: [...]}``: the Mirage cost;
- ``advent``: ``{condition: selector}``: the Advent condition;
- ``awaken``: the other face of a double-faced card (name, type, colors, levels, symbols, effects, text);
- ``oracle`` / ``unseal``: the 《神託》 / 《解封》 condition of a Grand Walker / Grand Stone (a selector).
"""
from __future__ import annotations

from .errors import DataError

KINDS = ("grand_walker", "grand_stone", "contract", "token", "demon_god", "myth")
SELECTOR_OK = {"type", "colors", "family", "cost", "name", "symbols", "level", "state"}


def _need(cond, path, msg):
    if not cond:
        raise DataError(path, msg)


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _selector(s, path):
    _need(isinstance(s, dict), path, "must be a mapping (a selector: family, cost, colors, name ...)")
    from .effects.schema import _selector as check

    check(s, path)


def validate_eternal(d: dict, path: str, ctype: str) -> tuple[tuple, dict]:
    """The Eternal keys of card ``d``: (kinds, ext), or DataError naming the key."""
    kinds = d.get("kinds", []) or []
    _need(isinstance(kinds, list) and all(k in KINDS for k in kinds), f"{path}.kinds",
          f"must be a list of {', '.join(KINDS)}")
    if "grand_walker" in kinds or "grand_stone" in kinds:
        _need(ctype == "nexus", f"{path}.kinds", "a Grand Walker or Grand Stone is a Nexus")
    if "demon_god" in kinds or "myth" in kinds:
        _need(ctype == "brave", f"{path}.kinds", "a Demon-God or Myth Brave is a Brave")
    ext: dict = {}
    if "summon_condition" in d:
        _need(ctype == "ultimate", f"{path}.summon_condition", "only an Ultimate has a Summon Condition")
        from .effects.schema import _condition

        _condition(d["summon_condition"], f"{path}.summon_condition")
        ext["summon_condition"] = d["summon_condition"]
    if "brave" in d:
        b = d["brave"]
        _need(ctype == "brave", f"{path}.brave", "only a Brave card has a fusion value and condition")
        _need(isinstance(b, dict) and set(b) <= {"bp", "condition", "grand_walker", "left", "right"}, f"{path}.brave",
              "is a mapping {bp: 3000, condition: {...}, grand_walker: false}")
        _need(_whole(b.get("bp", 0)) and b.get("bp", 0) >= 0, f"{path}.brave.bp", "must be a whole number 0 or more")
        _selector(b.get("condition", {}), f"{path}.brave.condition")
        gw = b.get("grand_walker", False)
        _need(isinstance(gw, bool) or isinstance(gw, dict), f"{path}.brave.grand_walker",
              "must be true or false, or a selector of the Grand Walkers it fuses to (a Myth Brave)")
        if isinstance(gw, dict):
            _selector(gw, f"{path}.brave.grand_walker")
        if "left" in b or "right" in b:  # a Demon-God Brave's two conditions (engine.eternal_mech_cards)
            from .eternal_mech_cards import validate_demon_god

            validate_demon_god(b, f"{path}.brave", kinds)
        ext["brave"] = {**{k: b[k] for k in ("left", "right") if k in b}, "bp": b.get("bp", 0), "condition": b.get("condition", {}),
                        "grand_walker": b.get("grand_walker", False)}
    elif ctype == "brave":
        raise DataError(f"{path}.brave", "a Brave card needs its fusion value and condition: brave: {bp: N, condition: {...}}")
    if "oc" in d:
        o = d["oc"]
        _need(isinstance(o, dict) and set(o) <= {"count", "bp"} and _whole(o.get("count")) and _whole(o.get("bp", 0)),
              f"{path}.oc", "is a mapping {count: N, bp: N}")
        ext["oc"] = {"count": o["count"], "bp": o.get("bp", 0)}
    if "mirage" in d:
        m = d["mirage"]
        _need(isinstance(m, dict) and set(m) <= {"cost", "reduction"} and _whole(m.get("cost")) and m["cost"] >= 0,
              f"{path}.mirage", "is a mapping {cost: N, reduction: [colours]}")
        ext["mirage"] = {"cost": m["cost"], "reduction": list(m.get("reduction", []))}
    if "advent" in d:
        a = d["advent"]
        _need(isinstance(a, dict) and set(a) <= {"condition"}, f"{path}.advent", "is a mapping {condition: {...}}")
        _selector(a.get("condition", {}), f"{path}.advent.condition")
        ext["advent"] = {"condition": a.get("condition", {})}
    if "manifest" in d:
        from .eternal_mech_cards import validate_manifest

        ext["manifest"] = validate_manifest(d["manifest"], f"{path}.manifest", ctype)
    if "divine" in d:
        from .eternal_mech_cards import validate_divine

        ext["divine"] = validate_divine(d["divine"], f"{path}.divine", kinds, d.get("levels"))
    if "true_oracle" in d or "revive" in d:
        from .eternal_mech_cards import validate_contract_walker

        ext.update(validate_contract_walker(d, path, kinds))
    for key, kind in (("oracle", "grand_walker"), ("unseal", "grand_stone")):
        if key in d:
            _need(kind in kinds, f"{path}.{key}", f"only a {kind.replace('_', ' ').title()} has 《{key.title()}》")
            _selector(d[key], f"{path}.{key}")
            ext[key] = d[key]
    if "awaken" in d:
        from .cards import card_from_data

        back = d["awaken"]
        _need(isinstance(back, dict), f"{path}.awaken", "is the other face: a mapping like a card (name, type, levels ...)")
        back = dict(back, id=f"{d.get('id')}~B")
        back.setdefault("cost", d.get("cost", 0))
        back.setdefault("type", ctype)
        back.setdefault("colors", d.get("colors", []))  # side B is of side A's colours unless it says otherwise
        ext["awaken"] = card_from_data(back, f"{path}.awaken")
        ext["_awaken_data"] = {k: v for k, v in d["awaken"].items()}
    return tuple(kinds), ext


def ext_to_data(card) -> dict:
    """The Eternal keys of a card as a card file writes them (the inverse of ``validate_eternal``)."""
    out: dict = {}
    if card.kinds:
        out["kinds"] = list(card.kinds)
    for k, v in (card.ext or {}).items():
        if k == "awaken":
            out[k] = _plain(card.ext.get("_awaken_data"))
        elif not k.startswith("_"):
            out[k] = _plain(v)
    return out


def _plain(x):
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


def ext(card, key: str, default=None):
    return card.ext.get(key, default) if card.ext else default


def has_kind(card, kind: str) -> bool:
    return kind in card.kinds


def is_grand_walker(card) -> bool:
    return "grand_walker" in card.kinds


def is_token(card) -> bool:
    return card.token  # a card of kind token is marked token when it is read (engine.cards)


def back_face(card):
    """The Awaken card's side B (a CardDef), or None."""
    return card.ext.get("awaken") if card.ext else None
