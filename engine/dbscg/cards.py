"""Card data of the Dragon Ball Super Card Game (D chapter 2), as its own schema.

A ``DbCard`` is immutable and shared by every game; in a game a card is a uid into the game's card table.

    id            the card number (2-15): the deck limit counts it (5-1-3-1)
    type          leader | battle | extra (2-3-2)
    colors        red blue green yellow black (2-4-1-1)
    cost          the energy cost (2-11): ``total`` and the specified (coloured) part, e.g. {total: 3, red: 1}
    power         Leader and Battle cards (2-8); combo_power and combo_cost: Battle cards (2-9, 2-10)
    character     character names (2-5), traits (2-6), era (2-7)
    keywords      keyword skills of chapter 10: a list of names or {name: value}
    skills        the effect language (docs/dbscg-effects.md): [Auto], [Activate], [Permanent], [Counter]
    back          a Leader's other side (2-3-2-1-2), a card of its own with the same id

Files: ``resources/dbscg/cards/*.yaml``, each ``{format: dbscg, cards: [...]}``. A damaged file names the key
path and the line; ``load_cards`` skips a damaged file and reports it (the app still starts).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

from ..cards import resource_path
from ..errors import DataError
from ..yamlio import line_of, load_file

COLORS = ("red", "blue", "green", "yellow", "black")
TYPES = ("leader", "battle", "extra")
# keywords (D chapter 10): name -> what its value is (None: no value)
KEYWORDS = {
    "blocker": None, "critical": None, "double_strike": None, "triple_strike": None, "quadruple_strike": None,
    "dual_attack": None, "triple_attack": None, "barrier": None, "indestructible": None, "victory_strike": None,
    "deflect": None, "ultimate": None, "super_combo": None, "dragon_ball": None, "field": None, "revenge": None,
    "wormhole": None, "warrior_of_universe_7": None, "token": None,
    "evolve": "name", "ex_evolve": "name", "xeno_evolve": "name", "union_potara": "names", "union_fusion": "names",
    "union_absorb": "absorb",
    "over_realm": "int", "dark_over_realm": "int", "swap": "int",
}
SKILL_KINDS = ("auto", "activate", "permanent", "counter", "awaken", "wish")
ABSORB_KEYS = {"from", "character", "max_cost", "cost"}  # [Union-Absorb] (10-13-5): which card, from where, its cost
AUTO_WHEN = ("play", "attack", "attacked", "ko", "damage", "combo", "turn_start", "turn_end", "battle_end",
             "placed")
_CARD_KEYS = {"id", "name", "type", "colors", "cost", "power", "combo_power", "combo_cost", "character",
              "traits", "era", "keywords", "skills", "text", "flavor", "back", "i18n"}
_SKILL_KEYS = {"kind", "when", "timing", "counter", "cost", "do", "choose", "options", "once_per_turn",
               "sparking", "bond", "burst", "life_at_most", "power", "target", "who", "if_awakened",
               "dragon_balls"}


@dataclass(frozen=True, slots=True)
class Cost:
    """An energy cost (2-11-1): the total and the specified colours as ((colour, n), ...)."""

    total: int = 0
    spec: tuple = ()
    needed: int = field(init=False, compare=False, repr=False)
    """Cards to rest: the total, or the specified count when it is larger (2-11-1-1-1)."""

    def __post_init__(self):
        object.__setattr__(self, "needed", max(self.total, sum(n for _, n in self.spec)))

    def text(self) -> str:
        spec = " ".join(f"{n} {c}" for c, n in self.spec)
        return f"{self.total}" + (f" ({spec})" if spec else "")


@dataclass(frozen=True, slots=True)
class DbCard:
    id: str
    name: str
    type: str
    colors: tuple = ()
    cost: Cost = Cost()
    power: int = 0
    combo_power: int = 0
    combo_cost: int | None = None  # None: the card cannot combo (3-7-3-1)
    character: tuple = ()
    traits: tuple = ()
    era: str = ""
    keywords: tuple = ()  # ((name, value), ...)
    skills: tuple = field(default=(), compare=False)  # skill mappings (never changed once loaded)
    text: str = ""
    flavor: str = ""
    back: "DbCard | None" = None
    i18n: tuple = ()
    # ``text`` was written from the keywords and skills (cardtext), so text_in writes it in other languages; in the
    # repr, which names the table's cached faces (ui/table/faces.py): faces drawn when it was English-only go stale
    text_generated: bool = field(default=False, compare=False)
    format: str = field(default="dbscg", compare=False)
    game: str = field(default="dbscg", compare=False)
    perm: tuple = field(init=False, compare=False, repr=False)  # its [Permanent] skills (read in hot loops)
    kws: frozenset = field(init=False, compare=False, repr=False)  # its keyword names

    def __post_init__(self):
        object.__setattr__(self, "perm", tuple(s for s in self.skills if s["kind"] == "permanent"))
        object.__setattr__(self, "kws", frozenset(k for k, _ in self.keywords))

    @property
    def is_spirit(self) -> bool:  # a table row shows the power of the cards that have one
        return self.type != "extra"

    @property
    def is_leader(self) -> bool:
        return self.type == "leader"

    @property
    def is_battle(self) -> bool:
        return self.type == "battle"

    @property
    def is_extra(self) -> bool:
        return self.type == "extra"

    def kw(self, name: str):
        """The value of a keyword (True for one without a value), or None."""
        for k, v in self.keywords:
            if k == name:
                return True if v is None else v
        return None

    @property
    def families(self) -> tuple:  # what a shared list or search reads as the card's groups
        return self.traits

    @property
    def base_name(self) -> str:
        return self.name

    def listing(self, lang: str = "en") -> dict:
        """The card as ``spirit-table cards --format dbscg`` lists it (plain data)."""
        d = {"id": self.id, "name": self.name_in(lang), "type": self.type, "colors": list(self.colors),
             "cost": self.cost.total, "specified": dict(self.cost.spec)}
        if self.type != "extra":
            d["power"] = self.power
        if self.is_battle:
            d["combo_power"], d["combo_cost"] = self.combo_power, self.combo_cost
        d["keywords"] = [k for k, _ in self.keywords]
        d["text"] = self.text_in(lang)
        if self.back is not None:
            d["back"] = {"name": self.back.name_in(lang), "power": self.back.power, "text": self.back.text_in(lang)}
        return d

    def name_in(self, lang: str = "en") -> str:
        return dict(dict(self.i18n).get(lang, ())).get("name", self.name)

    def text_in(self, lang: str = "en") -> str:
        """The card's text in ``lang``: its own translation (``i18n``); else, when its English text was written
        from its keywords and skills, that text written in ``lang`` (``cardtext``); else its English text."""
        own = dict(dict(self.i18n).get(lang, ())).get("text")
        if own:
            return own
        if self.text_generated and lang != "en":
            from .cardtext import card_text

            return card_text(self, lang)
        return self.text

    def flavor_in(self, lang: str = "en") -> str:
        return dict(dict(self.i18n).get(lang, ())).get("flavor", self.flavor)


HIDDEN = DbCard(id="hidden", name="(hidden card)", type="battle")


def freeze(v):
    if isinstance(v, dict):
        return tuple((k, freeze(x)) for k, x in v.items())
    if isinstance(v, list):
        return tuple(freeze(x) for x in v)
    return v


def plain(v):
    """Plain dicts and lists (the loader's line-keeping containers dropped)."""
    if isinstance(v, dict):
        return {k: plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [plain(x) for x in v]
    return v


def _need(cond, path, msg, container=None, key=None):
    if not cond:
        raise DataError(path, msg, line_of(container, key) if container is not None else None)


def _int(d, key, path, default=0, minimum=0):
    v = d.get(key, default)
    _need(isinstance(v, int) and not isinstance(v, bool) and v >= minimum, f"{path}.{key}",
          f"must be a whole number, {minimum} or more", d, key)
    return v


def _cost(d, path) -> Cost:
    c = d.get("cost", 0)
    if isinstance(c, int) and not isinstance(c, bool):
        _need(c >= 0, f"{path}.cost", "must be 0 or more", d, "cost")
        return Cost(c)
    _need(isinstance(c, dict), f"{path}.cost", "must be a number or {total: N, <colour>: n}", d, "cost")
    spec = []
    for k, v in c.items():
        _need(k == "total" or k in COLORS, f"{path}.cost.{k}", f"must be total or one of {', '.join(COLORS)}", c, k)
        _need(isinstance(v, int) and not isinstance(v, bool) and v >= 0, f"{path}.cost.{k}", "must be 0 or more", c, k)
        if k != "total" and v:
            spec.append((k, v))
    return Cost(c.get("total", 0), tuple(spec))


def _keywords(d, path) -> tuple:
    raw = d.get("keywords", []) or []
    _need(isinstance(raw, list), f"{path}.keywords", "must be a list", d, "keywords")
    out = []
    for i, k in enumerate(raw):
        name, value = (k, None) if isinstance(k, str) else (next(iter(k)), next(iter(k.values()))) \
            if isinstance(k, dict) and len(k) == 1 else (None, None)
        _need(name in KEYWORDS, f"{path}.keywords[{i}]", f"unknown keyword {name!r} (known: {', '.join(KEYWORDS)})",
              raw, i)
        shape = KEYWORDS[name]
        if shape == "int":
            _need(isinstance(value, int) and not isinstance(value, bool) and value >= 0, f"{path}.keywords[{i}]",
                  f"{name} needs a number", raw, i)
        elif shape == "name":
            _need(isinstance(value, str), f"{path}.keywords[{i}]", f"{name} needs a character name", raw, i)
        elif shape == "absorb":
            _need(isinstance(value, dict) and set(value) <= ABSORB_KEYS, f"{path}.keywords[{i}]",
                  f"{name} is a mapping of {', '.join(sorted(ABSORB_KEYS))}", raw, i)
            froms = value.get("from", ["hand"])
            froms = [froms] if isinstance(froms, str) else froms
            _need(isinstance(froms, list) and froms and all(f in ("hand", "drop") for f in froms),
                  f"{path}.keywords[{i}].from", "must be hand, drop or a list of them", value, "from")
            if "cost" in value:
                _cost(value, f"{path}.keywords[{i}]")
            value = freeze({**plain(value), "from": list(froms)})
        elif shape == "names":
            _need(isinstance(value, list) and len(value) == 2, f"{path}.keywords[{i}]", f"{name} needs two names", raw, i)
            value = tuple(value)
        out.append((name, value))
    return tuple(out)


def _skills(d, path) -> tuple:
    from .schema import check_ops  # the effect language's own check (the ops it knows)

    raw = d.get("skills", []) or []
    _need(isinstance(raw, list), f"{path}.skills", "must be a list", d, "skills")
    for i, s in enumerate(raw):
        sp = f"{path}.skills[{i}]"
        _need(isinstance(s, dict), sp, "a skill is a mapping", raw, i)
        for k in s:
            _need(k in _SKILL_KEYS, f"{sp}.{k}", "unknown key", s, k)
        _need(s.get("kind") in SKILL_KINDS, f"{sp}.kind", f"must be one of {', '.join(SKILL_KINDS)}", s, "kind")
        if s["kind"] == "auto":
            _need(s.get("when") in AUTO_WHEN, f"{sp}.when", f"must be one of {', '.join(AUTO_WHEN)}", s, "when")
        if s["kind"] == "activate":
            _need(s.get("timing") in ("main", "battle"), f"{sp}.timing", "must be main or battle", s, "timing")
        if s["kind"] == "counter":
            _need(s.get("counter") in ("play", "attack", "counter"), f"{sp}.counter", "must be play, attack or counter",
                  s, "counter")
        if "cost" in s:
            _cost(s, sp)
        check_ops(s, sp)
    return tuple(plain(s) for s in raw)


def card_from_data(d, path="card", side: bool = False) -> DbCard:
    _need(isinstance(d, dict), path, "a card must be a mapping")
    for k in d:
        _need(k in _CARD_KEYS, f"{path}.{k}", "unknown key", d, k)
    for k in ("id", "name", "type"):
        _need(k in d, f"{path}.{k}", "missing", d, None)
    _need(isinstance(d["id"], str) and d["id"].strip(), f"{path}.id", "must be a text", d, "id")
    _need(isinstance(d["name"], str) and d["name"].strip(), f"{path}.name", "must be a text", d, "name")
    _need(d["type"] in TYPES, f"{path}.type", f"must be one of {', '.join(TYPES)}", d, "type")
    colors = d.get("colors", [])
    _need(isinstance(colors, list) and all(c in COLORS for c in colors), f"{path}.colors",
          f"must be a list of {', '.join(COLORS)}", d, "colors")
    combo_cost = d.get("combo_cost")
    if combo_cost is not None:
        combo_cost = _int(d, "combo_cost", path)
    back = None
    if d["type"] == "leader" and not side:
        _need(isinstance(d.get("back"), dict), f"{path}.back", "a Leader has a back side (2-3-2-1-2)", d, "back")
        b = dict(d["back"])
        b.setdefault("id", d["id"])
        b.setdefault("type", "leader")
        b.setdefault("colors", colors)
        b.pop("back", None)
        back = card_from_data(b, f"{path}.back", side=True)
    elif not side and "back" in d:  # a Battle card with [Wish] has two sides too (10-28-3)
        wish = any(isinstance(s, dict) and s.get("kind") == "wish" for s in d.get("skills", []) or [])
        _need(wish and isinstance(d["back"], dict), f"{path}.back",
              "only a Leader or a card with [Wish] has a back side", d, "back")
        b = dict(d["back"])
        for k, v in (("id", d["id"]), ("type", d["type"]), ("colors", colors), ("cost", d.get("cost", 0))):
            b.setdefault(k, v)
        back = card_from_data(b, f"{path}.back", side=True)
    def names(key):
        v = d.get(key, [])
        v = [v] if isinstance(v, str) else v
        _need(isinstance(v, list) and all(isinstance(x, str) for x in v), f"{path}.{key}", "must be a list of texts", d, key)
        return tuple(v)
    i18n = d.get("i18n", {}) or {}
    _need(isinstance(i18n, dict), f"{path}.i18n", "must be a mapping of language to words", d, "i18n")
    card = DbCard(id=d["id"], name=d["name"], type=d["type"], colors=tuple(colors), cost=_cost(d, path),
                  power=_int(d, "power", path), combo_power=_int(d, "combo_power", path), combo_cost=combo_cost,
                  character=names("character"), traits=names("traits"), era=str(d.get("era", "") or ""),
                  keywords=_keywords(d, path), skills=_skills(d, path), text=str(d.get("text", "") or ""),
                  flavor=str(d.get("flavor", "") or ""), back=back,
                  i18n=tuple((k, tuple(v.items()) if isinstance(v, dict) else ()) for k, v in i18n.items()))
    if not card.text:  # the text written from the keywords and skills (in other languages: text_in)
        from .cardtext import card_text

        card = replace(card, text=card_text(card), text_generated=True)
    return card


class DbCardSet:
    """The card set of this game: id -> DbCard (``Ruleset.card_set()`` of ``dbscg``)."""

    format = "dbscg"

    def __init__(self, cards=(), problems=()):
        self.by_id = {c.id: c for c in cards}
        self.problems = list(problems)  # (file, message) of files that could not be read

    def __getitem__(self, cid):
        return self.by_id[cid]

    def __contains__(self, cid):
        return cid in self.by_id

    def __iter__(self):
        return iter(self.by_id.values())

    def __len__(self):
        return len(self.by_id)

    def get(self, cid, default=None):
        return self.by_id.get(cid, default)

    def for_format(self, name):
        return self if name == "dbscg" else DbCardSet()

    def all(self):
        return list(self.by_id.values())


def parse_file(data, where: str) -> list:
    _need(isinstance(data, dict) and data.get("format") == "dbscg", "(top)",
          "a card file of this game is {format: dbscg, cards: [...]}")
    raw = data.get("cards")
    _need(isinstance(raw, list), "cards", "must be a list of cards", data, "cards")
    return [card_from_data(c, f"cards[{i}]") for i, c in enumerate(raw)]


FOLDER = resource_path("dbscg", "cards")
_CACHE: DbCardSet | None = None
def load_cards(folder: str = FOLDER) -> DbCardSet:
    """Every card file of the folder; a damaged file is skipped and reported in ``problems``; ids stay unique."""
    cards, problems, seen = [], [], {}
    if os.path.isdir(folder):
        for fn in sorted(os.listdir(folder)):
            if not fn.endswith((".yaml", ".yml")):
                continue
            path = os.path.join(folder, fn)
            try:
                got = parse_file(load_file(path), path)
                for c in got:
                    _need(c.id not in seen, f"{fn}: {c.id}", f"the card id is also in {seen.get(c.id)}")
                    seen[c.id] = fn
                cards.extend(got)
            except DataError as e:
                problems.append((path, str(e)))
    return DbCardSet(cards, problems)


def builtin_cards() -> DbCardSet:
    """This game's built-in card set (read once per process); the log then names its cards in every language
    (``engine.words.cards.remember``: events carry English names)."""
    global _CACHE
    if _CACHE is None:
        from ..words.cards import remember

        _CACHE = load_cards()
        remember(_CACHE)
    return _CACHE
