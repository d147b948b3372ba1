"""The position editor's board: a free set-up of both players' areas. No rules apply while editing (a
Spirit may lie on the Field without its cores); the engine checks the position when the editor is left,
with exactly the checks of a position file (``engine.position.parse_position``). No Qt here.

Cards are numbered (uids) in ``Board.cards``, a table that only grows, so a card keeps its number (and
its item on the table) while it is moved around. ``display_game()`` builds an engine ``Game`` of the board
as it stands, without checking it, for the table to draw.

    board = Board.from_mapping(load_file("p.yaml"))   # or Board.from_game(game), or Board()
    board.put("ST-R01", 0, "field")                  # a card from the palette
    board.add_cores(0, 0, +1)
    mapping = board.to_mapping()                      # position-format.md, version 1
    pos, err = board.validate()                       # (engine Position, None) or (None, DataError)
"""
from __future__ import annotations

import copy
import re

from engine.cards import CardSet, builtin_cards, card_from_data
from engine.errors import DataError
from engine.rulesets import RULESETS, get_ruleset
from engine.game import Game
from engine.state import PLAYER_NAMES, STATES, FieldCard, GameState, PlayerState

AREAS = ("hand", "field", "trash", "removed", "deck")
SOUL_SPOTS = ("reserve", "life", "trash", "void")
AREA_NAMES = {"hand": "Hand", "field": "Field", "trash": "Trash", "removed": "Removed Area", "deck": "Deck"}
_FIELD = re.compile(r"^field\[(\d+)\]$")


class Entry:
    """A card on the Field: its uid, normal cores and state."""

    __slots__ = ("uid", "cores", "state")

    def __init__(self, uid: int, cores: int = 0, state: str = "refresh"):
        self.uid, self.cores, self.state = uid, cores, state


class Side:
    """One player's areas. ``soul`` is "reserve", "life", "trash", "void", or the uid of a field card."""

    def __init__(self):
        self.life = 5
        self.reserve = 0
        self.trash_cores = 0
        self.soul = "reserve"
        self.hand: list[int] = []
        self.deck: list[int] = []  # cards named in the file, top first
        self.blanks = 0  # and then this many blank cards (``deck: N`` in a file)
        self.trash: list[int] = []
        self.removed: list[int] = []
        self.field: list[Entry] = []

    def area(self, name: str) -> list:
        return getattr(self, name)

    def field_index(self, uid: int):
        for i, e in enumerate(self.field):
            if e.uid == uid:
                return i
        return None

    def soul_ref(self) -> str:
        if isinstance(self.soul, int):
            i = self.field_index(self.soul)
            return "reserve" if i is None else f"field[{i}]"
        return self.soul


class Board:
    def __init__(self, cardset: CardSet | None = None):
        self.cardset = cardset or builtin_cards()
        self.extra: list = []  # the file's own card definitions (``cards``), written back when saving
        self.cards: list = []  # CardDef by uid
        self.sides = [Side(), Side()]
        self.turn = 1
        self.turn_player = 0
        self.first = 0
        self.step = "main"
        self.seed = 0
        self.format = "standard"
        self.annotations = None  # the file's annotations, kept when the table has no annotation layer
        self.changes = 0  # bumped by every edit
        self._blank_uids = ([], [])

    # ------------------------------------------------------------------ cards
    def new_uid(self, card_id: str) -> int:
        if card_id not in self.cardset:
            raise DataError("card", f"unknown card id {card_id!r}")
        self.cards.append(self.cardset[card_id])
        return len(self.cards) - 1

    def card(self, uid: int):
        return self.cards[uid]

    def _changed(self) -> None:
        self.changes += 1

    # ------------------------------------------------------------------ edits
    def put(self, card_id: str, player: int, area: str, index: int | None = None) -> int:
        """A new card (from the palette) into an area. Returns its uid. Raises ValueError when the card
        cannot lie there (a Magic card on the Field)."""
        card = self.cardset[card_id] if card_id in self.cardset else None
        if card is None:
            raise ValueError(f"unknown card id {card_id!r}")
        if area == "field" and card.is_magic:
            raise ValueError(f"{card.name} is a Magic card: only Spirits and Nexuses lie on the Field")
        uid = self.new_uid(card_id)
        self._insert(uid, player, area, index, cores=card.lv1_cost if area == "field" else 0)
        self._changed()
        return uid

    def _insert(self, uid, player, area, index, cores=0, state="refresh") -> None:
        side = self.sides[player]
        if area == "field":
            item = Entry(uid, cores, state)
            lst = side.field
        else:
            item = uid
            lst = side.area(area)
        if index is None:
            index = 0 if area == "deck" else len(lst)  # onto the Deck: the top card
        lst.insert(max(0, min(index, len(lst))), item)

    def take(self, player: int, area: str, index: int):
        """Take a card out of an area: (uid, cores, state). The cores of a field card go to the Reserve,
        the Soul Core with them."""
        side = self.sides[player]
        if area == "field":
            e = side.field.pop(index)
            side.reserve += e.cores
            if side.soul == e.uid:
                side.soul = "reserve"
            return e.uid, e.cores, e.state
        return side.area(area).pop(index), 0, "refresh"

    def move_card(self, player: int, area: str, index: int, to_player: int, to_area: str,
                  to_index: int | None = None) -> None:
        side = self.sides[player]
        uid = side.field[index].uid if area == "field" else side.area(area)[index]
        card = self.cards[uid]
        if to_area == "field" and card.is_magic:
            raise ValueError(f"{card.name} is a Magic card: only Spirits and Nexuses lie on the Field")
        if area == "field" and to_area == "field" and player == to_player:  # a new place in the row
            e = side.field.pop(index)
            to_index = len(side.field) if to_index is None else min(to_index, len(side.field))
            side.field.insert(to_index, e)
            self._changed()
            return
        uid, _cores, _state = self.take(player, area, index)  # its cores go to the Reserve
        self._insert(uid, to_player, to_area, to_index, cores=card.lv1_cost if to_area == "field" else 0)
        self._changed()

    def remove(self, player: int, area: str, index: int) -> None:
        """Take the card off the board (its cores go to the Reserve)."""
        self.take(player, area, index)
        self._changed()

    def set_cores(self, player: int, index: int, n: int) -> None:
        self.sides[player].field[index].cores = max(0, n)
        self._changed()

    def add_cores(self, player: int, index: int, delta: int) -> None:
        self.set_cores(player, index, self.sides[player].field[index].cores + delta)

    def set_state(self, player: int, index: int, state: str) -> None:
        if state not in STATES:
            raise ValueError(f"state must be one of {', '.join(STATES)}")
        self.sides[player].field[index].state = state
        self._changed()

    def set_soul(self, player: int, where: str) -> None:
        """``where``: reserve, life, trash, void or field[i]."""
        side = self.sides[player]
        m = _FIELD.match(where) if isinstance(where, str) else None
        if m:
            side.soul = side.field[int(m.group(1))].uid
        elif where in SOUL_SPOTS:
            side.soul = where
        else:
            raise ValueError("the Soul Core goes to reserve, life, trash, void or field[i]")
        self._changed()

    def set_count(self, player: int, what: str, n: int) -> None:
        """``what``: life, reserve, trash_cores or blanks (blank cards at the bottom of the Deck)."""
        if what not in ("life", "reserve", "trash_cores", "blanks"):
            raise ValueError(what)
        setattr(self.sides[player], what, max(0, int(n)))
        self._changed()

    def cores_at(self, player: int, place: str) -> int:
        side = self.sides[player]
        m = _FIELD.match(place)
        if m:
            return side.field[int(m.group(1))].cores
        return {"reserve": side.reserve, "life": side.life, "trash": side.trash_cores}.get(place, 0)

    def move_cores(self, player: int, src: str, to_player: int, dst: str, n: int = 1, soul: bool = False) -> int:
        """Move n normal cores (or the Soul Core) between reserve, life, trash, void and field[i].
        Cores from the Void are new ones; cores into the Void are gone. Returns how many moved."""
        if soul:
            if to_player != player:
                raise ValueError("each player has their own Soul Core")
            self.set_soul(player, dst)
            return 1
        have = n if src == "void" else min(n, self.cores_at(player, src))
        if have <= 0:
            return 0
        self._add(player, src, -have)
        self._add(to_player, dst, have)
        self._changed()
        return have

    def _add(self, player, place, delta) -> None:
        side = self.sides[player]
        m = _FIELD.match(place)
        if m:
            side.field[int(m.group(1))].cores += delta
        elif place == "reserve":
            side.reserve += delta
        elif place == "life":
            side.life += delta
        elif place == "trash":
            side.trash_cores += delta

    def clear(self) -> None:
        for p in (0, 1):
            self.sides[p] = Side()
        self._changed()

    # ------------------------------------------------------------------ position files
    def to_mapping(self, annotations=None) -> dict:
        """The board as a position file (position-format.md), every key written out."""
        out = {"version": 1, "format": self.format, "seed": self.seed}
        if self.extra:
            out["cards"] = copy.deepcopy(self.extra)
        out["turn"] = {"number": self.turn, "player": PLAYER_NAMES[self.turn_player],
                       "first": PLAYER_NAMES[self.first], "step": self.step}
        players = {}
        for p, side in enumerate(self.sides):
            ids = lambda uids: [self.cards[u].id for u in uids]  # noqa: E731
            deck = ids(side.deck)
            players[PLAYER_NAMES[p]] = {
                "life": side.life, "reserve": side.reserve, "trash_cores": side.trash_cores,
                "soul_core": side.soul_ref(), "hand": ids(side.hand),
                "deck": deck + ["blank"] * side.blanks if deck else side.blanks,
                "trash": ids(side.trash), "removed": ids(side.removed),
                "field": [{"card": self.cards[e.uid].id, "cores": e.cores, "state": e.state} for e in side.field],
            }
        out["players"] = players
        ann = annotations if annotations is not None else self.annotations
        if ann:
            out["annotations"] = copy.deepcopy(list(ann))
        return out

    def validate(self, annotations=None):
        """(Position, None) when the engine accepts the board, else (None, DataError naming the key)."""
        from engine.position import parse_position

        try:
            return parse_position(self.to_mapping(annotations)), None
        except DataError as e:
            return None, e

    @classmethod
    def from_mapping(cls, d) -> "Board":
        """A board from a position mapping. Lenient where the editor can show the board anyway (a Spirit
        without its cores); raises DataError naming the key for what it cannot show (unknown card ids)."""
        if not isinstance(d, dict):
            raise DataError("(top)", "a position is a mapping")
        cardset = builtin_cards()
        extra = d.get("cards") or []
        if extra:
            if not isinstance(extra, list):
                raise DataError("cards", "must be a list of card definitions")
            cardset = CardSet()
            cardset.by_id = dict(builtin_cards().by_id)
            for i, c in enumerate(extra):
                card = card_from_data(c, f"cards[{i}]")
                cardset.by_id[card.id] = card
        b = cls(cardset)
        b.extra = copy.deepcopy(list(extra)) if extra else []
        fmt = d.get("format", "standard")
        b.format = fmt if fmt in RULESETS else "standard"
        seed = d.get("seed", 0)
        b.seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else 0
        turn = d.get("turn") or {}
        if not isinstance(turn, dict):
            raise DataError("turn", "must be a mapping")
        num = turn.get("number", 1)
        b.turn = num if isinstance(num, int) and num >= 1 else 1
        b.turn_player = PLAYER_NAMES.index(turn["player"]) if turn.get("player") in PLAYER_NAMES else 0
        b.first = PLAYER_NAMES.index(turn["first"]) if turn.get("first") in PLAYER_NAMES else 0
        b.step = turn.get("step") if turn.get("step") in get_ruleset(b.format).step_names else "main"
        players = d.get("players") or {}
        if not isinstance(players, dict):
            raise DataError("players", "must be a mapping with p1 and p2")
        for p, pn in enumerate(PLAYER_NAMES):
            b._read_side(p, players.get(pn) or {}, f"players.{pn}")
        ann = d.get("annotations")
        b.annotations = copy.deepcopy(list(ann)) if isinstance(ann, list) and ann else None
        return b

    def _read_side(self, p, raw, path) -> None:
        if not isinstance(raw, dict):
            raise DataError(path, "must be a mapping")
        side = self.sides[p]

        def count(key, default):
            v = raw.get(key, default)
            return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else default

        side.life = count("life", 5)
        side.reserve = count("reserve", 0)
        side.trash_cores = count("trash_cores", 0)

        def ids(key):
            v = raw.get(key) or []
            if not isinstance(v, list):
                raise DataError(f"{path}.{key}", "must be a list of card ids")
            out = []
            for i, cid in enumerate(v):
                if not isinstance(cid, str) or cid not in self.cardset:
                    raise DataError(f"{path}.{key}[{i}]", f"unknown card id {cid!r}")
                out.append(cid)
            return out

        deck = raw.get("deck", [])
        if isinstance(deck, int) and not isinstance(deck, bool):
            side.deck, side.blanks = [], max(0, min(deck, 10000))
        else:
            named = ids("deck")
            k = len(named)
            while k > 0 and named[k - 1] == "blank":
                k -= 1
            side.deck = [self.new_uid(c) for c in named[:k]]
            side.blanks = len(named) - k
        side.hand = [self.new_uid(c) for c in ids("hand")]
        side.trash = [self.new_uid(c) for c in ids("trash")]
        side.removed = [self.new_uid(c) for c in ids("removed")]
        field = raw.get("field") or []
        if not isinstance(field, list):
            raise DataError(f"{path}.field", "must be a list of field entries")
        for i, e in enumerate(field):
            if not isinstance(e, dict):
                raise DataError(f"{path}.field[{i}]", "must be a mapping with card, cores, state")
            cid = e.get("card")
            if not isinstance(cid, str) or cid not in self.cardset:
                raise DataError(f"{path}.field[{i}].card", f"unknown card id {cid!r}")
            cores = e.get("cores", 0)
            state = e.get("state", "refresh")
            side.field.append(Entry(self.new_uid(cid), cores if isinstance(cores, int) and cores >= 0 else 0,
                                    state if state in STATES else "refresh"))
        soul = raw.get("soul_core", "reserve")
        m = _FIELD.match(soul) if isinstance(soul, str) else None
        if m and int(m.group(1)) < len(side.field):
            side.soul = side.field[int(m.group(1))].uid
        elif soul in SOUL_SPOTS:
            side.soul = soul

    @classmethod
    def from_game(cls, game) -> "Board":
        """The board of a game as it stands (what a position file of it would say)."""
        from engine.position import Result, dump

        d = dump(Result(game, [], None))
        for k in ("decision", "log", "rejected"):
            d.pop(k, None)
        d["turn"].pop("winner", None)
        return cls.from_mapping(d)

    # ------------------------------------------------------------------ the table's picture
    def display_game(self) -> Game:
        """An engine Game of the board as it stands, unchecked, for the table to draw (never played)."""
        for p, side in enumerate(self.sides):  # blank deck cards: numbered once, reused
            pool = self._blank_uids[p]
            while len(pool) < side.blanks:
                pool.append(self.new_uid("blank"))
        st = GameState(list(self.cards))
        for p, side in enumerate(self.sides):
            ps = PlayerState()
            ps.life, ps.reserve, ps.trash_cores = side.life, side.reserve, side.trash_cores
            ps.deck = list(side.deck) + self._blank_uids[p][:side.blanks]
            ps.hand, ps.trash, ps.removed = list(side.hand), list(side.trash), list(side.removed)
            ps.field = [FieldCard(e.uid, e.cores, side.soul == e.uid, e.state, obj=e.uid + 1) for e in side.field]
            ps.soul_at = "field" if any(f.soul for f in ps.field) else (
                side.soul if isinstance(side.soul, str) else "reserve")
            st.players[p] = ps
        st.turn, st.turn_player, st.first_player, st.step = self.turn, self.turn_player, self.first, self.step
        st.next_obj = len(self.cards) + 1
        game = Game(st, get_ruleset(self.format), self.seed, self.cardset)
        game.phase = "over"  # never played: no decision, nothing runs
        return game

    def where(self, uid: int):
        """(player, area, index) of a card on the board, or None."""
        for p, side in enumerate(self.sides):
            i = side.field_index(uid)
            if i is not None:
                return p, "field", i
            for area in ("hand", "deck", "trash", "removed"):
                lst = side.area(area)
                if uid in lst:
                    return p, area, lst.index(uid)
        return None
