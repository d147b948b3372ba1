"""Card definitions: the data schema of ../shared/spec/position-format.md, and loading.

A ``CardDef`` is immutable and shared by every game; card *instances* in a game
are small integers (uids) that index the game's card table (see state.py).
"""
from __future__ import annotations

import importlib.resources
import os
import re
from dataclasses import dataclass, field

from .errors import DataError
from .yamlio import line_of, load_file

COLORS = ("red", "purple", "green", "white", "yellow", "blue")
TYPES = ("spirit", "nexus", "magic", "ultimate", "brave")  # Ultimate and Brave: Eternal (E3)
REDUCTIONS = COLORS + ("any", "god", "ultimate")  # Eternal: the six-colour, God and Ultimate reduction symbols (E4)
_NAME_ID = re.compile(r"^(.*?)\s*\[(\d+)\]\s*$")


@dataclass(frozen=True, slots=True)
class Level:
    """One row of the level table (2-8): the Lv cost in cores and, for Spirits, the BP."""

    cores: int
    bp: int = 0
    super_unleash: bool = False  # 《Super Unleash》 on this (Lv2) row, 12-2-1-1


@dataclass(frozen=True, slots=True)
class Symbol:
    color: str
    ex: bool = False  # EX symbol (2-10-3); counts as a normal symbol too (DIGEST A14)
    alt: str | None = None  # the second colour of a double-colour symbol "red/white" (Saga 2-8-2-1)
    kind: str = ""  # Eternal (E4): "god" (a God symbol, coloured or color "god"), "ultimate" (color "ultimate")

    def __str__(self):
        if self.kind == "god" and self.color != "god":
            return "god-" + self.color
        return ("ex-" if self.ex else "") + self.color + (f"/{self.alt}" if self.alt else "")


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name: str  # full printed name, identification number included ("Ember Wyvern [2]")
    type: str
    colors: tuple[str, ...]
    cost: int
    reduction: tuple[str, ...] = ()
    families: tuple[str, ...] = ()
    levels: tuple[Level, ...] = ()
    symbols: tuple[Symbol, ...] = ()
    text: str = ""
    soul_magic: str | None = None  # colour of the symbol 《Soul Magic》 needs, 12-2-1-2
    succession: bool = False  # 《Succession》, 12-2-1-3
    effects: tuple = ()  # scripted effects, interpreted by engine.effects
    flavor: str = ""
    token: bool = False  # a token (Saga 4-12): created by an effect, never in a deck
    kinds: tuple[str, ...] = ()  # Eternal sub-kinds (E3): grand_walker, grand_stone, contract, token ...
    ext: dict | None = field(default=None, compare=False)  # Eternal card keys (engine.eternal_cards)
    i18n: dict = field(default_factory=dict)  # {"ja": {"name": ..., "text": ..., "flavor": ...}, "zh-Hant": ...}
    format: str = "standard"  # the card set it belongs to (a card file's ``format:``; Ruleset.card_format)
    base_name: str = field(default="", compare=False)  # name without "[n]" (2-1-4)
    ident: int | None = field(default=None, compare=False)  # the "[n]" number, if any
    # derived once from the fields above (read in the engine's hot loops)
    is_spirit: bool = field(init=False, compare=False, repr=False)
    is_nexus: bool = field(init=False, compare=False, repr=False)
    is_magic: bool = field(init=False, compare=False, repr=False)
    lv1_cost: int = field(init=False, compare=False, repr=False)
    """The minimum Lv cost (3-2-5-4); 0 for Magic and for every Nexus (3-3-3-3); an Ultimate's first
    row is its Lv3 (E27), so this is its Lv3 cost."""
    min_level: int = field(init=False, compare=False, repr=False)  # the Lv of the first row: 3 for an Ultimate

    def __post_init__(self):
        derived = object.__setattr__  # the class is frozen
        derived(self, "is_spirit", self.type in ("spirit", "ultimate", "brave"))  # on the Field: BP, attacks
        derived(self, "min_level", 3 if self.type == "ultimate" else 1)
        derived(self, "is_nexus", self.type == "nexus")
        derived(self, "is_magic", self.type == "magic")
        derived(self, "lv1_cost", self.levels[0].cores if self.levels else 0)

    def name_in(self, lang: str) -> str:
        """The card's name in a language (``en``, ``ja``, ``zh-Hant``), English when not given."""
        return self.i18n.get(lang, {}).get("name") or self.name

    def text_in(self, lang: str) -> str:
        return self.i18n.get(lang, {}).get("text") or self.text

    def flavor_in(self, lang: str) -> str:
        return self.i18n.get(lang, {}).get("flavor") or self.flavor

    @property
    def has_ex_symbol(self) -> bool:
        return any(s.ex for s in self.symbols)

    @property
    def deck_key(self) -> tuple[str, int | None]:
        """What counts as 'the same card' for the 3-copies limit (6-1-1-2, 6-1-1-2-1)."""
        return (self.base_name, self.ident)

    def level_for(self, cores: int, soul: bool) -> int:
        """Lv for a number of cores on the card, Soul Core included in ``cores`` (2-8-3, 3-2-5-5)."""
        lv = 0
        for i, row in enumerate(self.levels):
            if cores >= row.cores:
                lv = i + 1
            else:
                break
        if soul and lv >= 1 and len(self.levels) >= 2 and self.levels[1].super_unleash and lv < 2:
            lv = 2  # 12-2-1-1-2: a single Soul Core makes it Lv2
        return lv


BLANK = CardDef(
    id="blank", name="Blank", type="magic", colors=(), cost=0, base_name="Blank",
    text="Filler card: no colour, cost 0, no symbols, no effect.",
)

# Eternal's card keys (docs/eternal-effects.md), validated by engine.eternal_cards
ETERNAL_KEYS = ("summon_condition", "brave", "oc", "mirage", "advent", "awaken", "oracle", "unseal",
                "manifest", "divine", "true_oracle", "revive")  # engine.eternal_mech_cards
_CARD_KEYS = set(ETERNAL_KEYS) | {
    "id", "name", "type", "colors", "cost", "reduction", "families", "levels", "symbols", "text",
    "soul_magic", "succession", "effects", "flavor", "i18n", "token", "kinds",
}
_I18N_KEYS = ("name", "text", "flavor")  # a card's words in other languages
_LANG = re.compile(r"^[a-z]{2,3}(-[A-Za-z]{2,4})?$")
_FORMAT = re.compile(r"^[a-z][a-z0-9-]*$")
_LEVEL_KEYS = {"cores", "bp", "super_unleash"}


def _need(cond: bool, path: str, msg: str, container=None, key=None):
    if not cond:
        raise DataError(path, msg, line_of(container, key) if container is not None else None)


def _int(value, path, container, key, minimum=0) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), path, "must be a whole number", container, key)
    _need(value >= minimum, path, f"must be {minimum} or more", container, key)
    return value


def _i18n(raw, path: str, d) -> dict:
    """``i18n: {ja: {name, text, flavor}, zh-Hant: {...}}``: a card's words in other languages."""
    return read_i18n(raw, f"{path}.i18n", d, _I18N_KEYS)


def read_i18n(raw, where: str, d, keys: tuple, languages=None, filled: bool = False) -> dict:
    """A data file's words in other languages, ``i18n: {ja: {key: text, ...}, zh-Hant: {...}}`` (a card's, a
    deck's), at key path ``where`` of the mapping ``d``: each language a code (one of ``languages`` when given),
    each key one of ``keys``, each value a text (not blank when ``filled``, and then stripped; else the name is).
    A DataError names the key path and line of the first fault."""
    if raw is None:
        return {}
    _need(isinstance(raw, dict), where, f"must be a mapping of language codes (ja, zh-Hant) to {{{', '.join(keys)}}}",
          d, "i18n")
    out = {}
    for lang, words in raw.items():
        p = f"{where}.{lang}"
        if languages is None:
            _need(isinstance(lang, str) and bool(_LANG.match(lang)), p, "must be a language code such as ja or zh-Hant",
                  raw, lang)
        else:
            _need(lang in languages, p, f"unknown language (known: {', '.join(languages)})", raw, lang)
        _need(isinstance(words, dict), p, f"must be a mapping with {', '.join(keys)}", raw, lang)
        for k, v in words.items():
            _need(k in keys, f"{p}.{k}", f"unknown key (known: {', '.join(keys)})", words, k)
            _need(isinstance(v, str) and (not filled or bool(v.strip())), f"{p}.{k}", "must be a text", words, k)
        out[lang] = {k: (v.strip() if filled or k == "name" else v) for k, v in words.items()}
    return out


def card_from_data(d, path: str = "card", fmt: str = "standard") -> CardDef:
    """Build and validate a CardDef from parsed YAML (errors name the key path and line)."""
    _need(isinstance(d, dict), path, "a card must be a mapping")
    for k in d:
        _need(k in _CARD_KEYS, f"{path}.{k}", "unknown key", d, k)
    for k in ("id", "name", "type"):
        _need(k in d, f"{path}.{k}", "missing", d, None)
    cid = d["id"]
    _need(isinstance(cid, str) and cid.strip() != "", f"{path}.id", "must be a text", d, "id")
    name = d["name"]
    _need(isinstance(name, str) and name.strip() != "", f"{path}.name", "must be a text", d, "name")
    ctype = d["type"]
    _need(ctype in TYPES, f"{path}.type", f"must be one of {', '.join(TYPES)}", d, "type")
    colors = d.get("colors", [])
    _need(isinstance(colors, list) and all(c in COLORS for c in colors), f"{path}.colors",
          f"must be a list of {', '.join(COLORS)}", d, "colors")
    cost = _int(d.get("cost", 0), f"{path}.cost", d, "cost")
    reduction = d.get("reduction", [])
    _need(isinstance(reduction, list) and all(c in REDUCTIONS for c in reduction), f"{path}.reduction",
          "must be a list of colours (or any, god, ultimate)", d, "reduction")
    families = d.get("families", [])
    _need(isinstance(families, list) and all(isinstance(f, str) for f in families), f"{path}.families",
          "must be a list of texts", d, "families")
    levels = []
    raw_levels = d.get("levels", [])
    _need(isinstance(raw_levels, list), f"{path}.levels", "must be a list", d, "levels")
    if ctype != "magic":
        _need(len(raw_levels) >= 1, f"{path}.levels", "a Spirit or Nexus needs at least Lv1"
              + (" (an Ultimate's first row is its Lv3)" if ctype == "ultimate" else ""), d, "levels")
    else:
        _need(not raw_levels, f"{path}.levels", "a Magic card has no levels", d, "levels")
    prev = -1
    for i, row in enumerate(raw_levels):
        p = f"{path}.levels[{i}]"
        _need(isinstance(row, dict), p, "must be a mapping like {cores: 1, bp: 3000}", raw_levels, i)
        for k in row:
            _need(k in _LEVEL_KEYS, f"{p}.{k}", "unknown key", row, k)
        su = row.get("super_unleash", False)
        _need(isinstance(su, bool), f"{p}.super_unleash", "must be true or false", row, "super_unleash")
        _need(not su or i == 1, f"{p}.super_unleash", "only the Lv2 row may have 《Super Unleash》", row, "super_unleash")
        if "cores" in row:
            cores = _int(row["cores"], f"{p}.cores", row, "cores")
        else:
            _need(su, f"{p}.cores", "missing", row, None)
            cores = 99  # "Super Unleash" only: Lv2 only through the Soul Core
        _need(cores > prev, f"{p}.cores", "levels must be in ascending order of cores", row, "cores")
        if ctype == "nexus" and i == 0:
            _need(cores == 0, f"{p}.cores", "a Nexus's Lv1 cost is 0 (3-3-3-3)", row, "cores")
        prev = cores
        bp = _int(row.get("bp", 0), f"{p}.bp", row, "bp")
        levels.append(Level(cores, bp, su))
    symbols = []
    raw_symbols = d.get("symbols", [])
    _need(isinstance(raw_symbols, list), f"{path}.symbols", "must be a list", d, "symbols")
    for i, s in enumerate(raw_symbols):
        two = s.split("/") if isinstance(s, str) else ()
        if len(two) == 2:  # a double-colour symbol, "red/white" (Saga 2-8-2-1)
            _need(two[0] in COLORS and two[1] in COLORS and two[0] != two[1], f"{path}.symbols[{i}]",
                  "a double-colour symbol is two different colours, like red/white", raw_symbols, i)
            symbols.append(Symbol(two[0], False, two[1]))
            continue
        ok = isinstance(s, str) and (s in COLORS or s in ("god", "ultimate") or (s.startswith("ex-") and s[3:] in COLORS)
                                     or (s.startswith("god-") and s[4:] in COLORS))
        _need(ok, f"{path}.symbols[{i}]", "must be a colour, ex-<colour>, <colour>/<colour>, god, god-<colour> "
              "or ultimate", raw_symbols, i)
        symbols.append(_symbol(s))
    soul_magic = d.get("soul_magic")
    if soul_magic is not None:
        _need(ctype == "magic", f"{path}.soul_magic", "only Magic cards have 《Soul Magic》", d, "soul_magic")
        _need(soul_magic in COLORS, f"{path}.soul_magic", "must be a colour", d, "soul_magic")
    succession = d.get("succession", False)
    _need(isinstance(succession, bool), f"{path}.succession", "must be true or false", d, "succession")
    text = d.get("text", "")
    _need(text is None or isinstance(text, str), f"{path}.text", "must be a text", d, "text")
    text = text or ""
    flavor = d.get("flavor", "")
    _need(flavor is None or isinstance(flavor, str), f"{path}.flavor", "must be a text", d, "flavor")
    flavor = flavor or ""
    token = d.get("token", False)
    _need(isinstance(token, bool), f"{path}.token", "must be true or false", d, "token")
    effects = d.get("effects", [])
    effects = [] if effects is None else effects
    _need(isinstance(effects, list), f"{path}.effects", "must be a list", d, "effects")
    if effects:
        from .effects.schema import validate_effects

        validate_effects(effects, f"{path}.effects")
    kinds, ext = (), None
    if ctype in ("ultimate", "brave") or "kinds" in d or any(k in d for k in ETERNAL_KEYS):
        from .eternal_cards import validate_eternal

        kinds, ext = validate_eternal(d, path, ctype)
    token = token or "token" in kinds  # an Eternal Token card (衍生物) is a token like Saga's (removed when it leaves)
    m = _NAME_ID.match(name)
    base, ident = (m.group(1), int(m.group(2))) if m else (name.strip(), None)
    return CardDef(
        id=cid, name=name.strip(), type=ctype, colors=tuple(colors), cost=cost, reduction=tuple(reduction),
        families=tuple(families), levels=tuple(levels), symbols=tuple(symbols), text=text,
        soul_magic=soul_magic, succession=succession, effects=_freeze(effects), flavor=flavor,
        i18n=_i18n(d.get("i18n"), path, d), format=fmt, token=token, base_name=base, ident=ident,
        kinds=kinds, ext=_freeze(ext) if ext else None,
    )


def _symbol(s: str) -> Symbol:
    """"red", "ex-red", "god" (a colourless God symbol), "god-red" (a red God symbol: red and God, E4), "ultimate"."""
    if s.startswith("ex-"):
        return Symbol(s[3:], True)
    if s.startswith("god-"):
        return Symbol(s[4:], False, kind="god")
    if s in ("god", "ultimate"):
        return Symbol(s, False, kind=s)
    return Symbol(s)


def _freeze(x):
    """Effects become nested tuples/dicts that no game can mutate by accident."""
    if isinstance(x, list):
        return tuple(_freeze(v) for v in x)
    if isinstance(x, dict):
        return {k: _freeze(v) for k, v in x.items()}
    return x


class CardSet:
    """A set of card definitions by id, with the built-in ``blank``."""

    def __init__(self, cards=()):
        self.by_id: dict[str, CardDef] = {BLANK.id: BLANK}
        for c in cards:
            self.add(c)

    def add(self, card: CardDef, path: str = "cards") -> None:
        if card.id in self.by_id and self.by_id[card.id] != card:
            raise DataError(f"{path}.id", f"card id {card.id!r} is defined twice")
        self.by_id[card.id] = card

    def __getitem__(self, cid: str) -> CardDef:
        return self.by_id[cid]

    def __contains__(self, cid) -> bool:
        return cid in self.by_id

    def __iter__(self):
        return iter(self.by_id.values())

    def __len__(self):
        return len(self.by_id)

    def for_format(self, fmt: str) -> "CardSet":
        """The cards of one card set (``format:`` of their file; ``standard`` when none is named)."""
        return CardSet(c for c in self.by_id.values() if c.format == fmt)

    def extended(self, cards) -> "CardSet":
        out = CardSet()
        out.by_id = dict(self.by_id)
        for c in cards:
            out.add(c)
        return out


def load_card_file(path) -> list[CardDef]:
    """A card file: a list of cards, or ``{format: NAME, cards: [...]}`` for another card set."""
    data = load_file(path)
    name = os.path.basename(str(path))
    fmt = "standard"
    if isinstance(data, dict) and "cards" in data:
        for k in data:
            _need(k in ("cards", "format"), f"{name}.{k}", "unknown key (cards, format)", data, k)
        fmt = data.get("format", "standard")
        _need(isinstance(fmt, str) and bool(_FORMAT.match(fmt)), f"{name}.format",
              "must be the name of a rule set, such as saga", data, "format")
        data = data["cards"]
    if not isinstance(data, list):
        raise DataError(name, "a card file is a list of cards (or a mapping with 'cards:')")
    return [card_from_data(c, f"{name}[{i}]", fmt) for i, c in enumerate(data)]


def resource_path(*parts: str) -> str:
    """A file or folder of the game's own data (the ``resources`` package: cards, decks, icons), found
    with importlib.resources, so the checkout, an installed wheel and a desktop bundle all work."""
    return os.path.join(str(importlib.resources.files("resources")), *parts)


RESOURCES = resource_path()
_BUILTIN: CardSet | None = None


def builtin_cards() -> CardSet:
    """Every card in resources/cards/*.yaml, loaded once per process."""
    global _BUILTIN
    if _BUILTIN is None:
        cs = CardSet()
        folder = os.path.join(RESOURCES, "cards")
        for fn in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
            if fn.endswith((".yaml", ".yml")):
                for c in load_card_file(os.path.join(folder, fn)):
                    cs.add(c, fn)
        _BUILTIN = cs
    return _BUILTIN
