"""The Dragon Ball Super Card Game's refusals as structure (``IllegalAction.of("refuse_db_*", rule, ...)``,
``engine/dbscg/refusal_words.py``): every refusal of engine/dbscg is raised that way, every key has its
Japanese and Traditional Chinese sentence, and on real boards (the rejecting position cases of
tests/positions/dbscg, and seeded random games poked with refused actions) the ja and zh-Hant sentences hold no
English words but card names, character names, the players' names (p1, p2) and the places a player typed."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import position as P
from engine import words
from engine.actions import Action
from engine.bots import DecisionContext, make_bot
from engine.dbscg import refusal_words as rw
from engine.deck import format_decks
from engine.errors import IllegalAction
from engine.events import Named
from engine.game import Game
from engine.words.cards import localize
from testcards import library

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "dbscg"
LANGS = ("ja", "zh-Hant")
WORD = re.compile(r"[A-Za-z]{2,}")
# what a player typed stays as typed: a quoted place ('hand[9]'), a place (energy[0], p2.battle[i]), the players
TYPED = re.compile(r"'[^']*'|\b(?:p[12]\.)?(?:hand|battle|energy|drop|leader)(?:\[[0-9i]+\])?|\bp[12]\b")
# the keys of an action as written in a position file or on the command line (a refusal of a malformed action)
ACTION_KEYS = {"target", "onto", "pay", "fuse", "mode", "effect", "choices", "cards"}


def test_every_refusal_of_engine_dbscg_is_raised_as_structure():
    left = [f"{p.name}:{i}: {line.strip()}" for p in sorted(ENGINE.glob("*.py"))
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if "IllegalAction(" in line]
    assert not left, "raise IllegalAction.of(key, rule, **params) instead:\n" + "\n".join(left)


def test_every_key_raised_has_words_in_every_language_and_every_key_is_raised():
    used = set()
    for p in ENGINE.glob("*.py"):
        text = p.read_text(encoding="utf-8")
        used |= set(re.findall(r'IllegalAction\.of\(\s*"(\w+)"', text))
        used |= set(re.findall(r'Sentence\(\s*"(\w+)"', text))  # deck problems (Dbscg.deck_problems)
    assert used == set(rw.EN), (used - set(rw.EN), set(rw.EN) - used)
    for lang in LANGS:
        assert set(rw.WORDS[lang]) == set(rw.EN), lang


def _names(e: IllegalAction, lang: str) -> list:
    """The names a refusal may show as they are: its cards (in ``lang``), the characters it names, and what the
    player typed (a place, an action's name and keys)."""
    out = []
    for k, v in e.params.items():
        for x in (v if isinstance(v, tuple) and not isinstance(v, Named) else (v,)):  # a Named is a tuple too
            if isinstance(x, Named):
                out += [x.name, localize(x, lang).name]
        if k in ("a", "b", "character") and v:
            out.append(str(v))
        if k in ("ref", "key", "keys", "modes") or k == "do" and e.msg == "refuse_db_key":  # typed as they are
            out += [str(x) for x in (v if isinstance(v, tuple) else (v,))]
    return sorted(set(out), key=len, reverse=True)


def _check(e: IllegalAction, where: str) -> None:
    assert e.msg.startswith("refuse_db_"), (where, e.msg, e.reason)
    assert words.refusal(e, "en") == e.reason == words.render(e.msg, dict(e.params), "en"), where
    for lang in LANGS:
        text = words.refusal(e, lang)
        assert text != e.reason, (where, lang, text)
        rest = text
        for n in _names(e, lang):
            rest = rest.replace(n, " ")
        rest = TYPED.sub(" ", rest)
        left = [w for w in WORD.findall(rest) if w not in ACTION_KEYS]
        assert not left, (where, lang, e.msg, text, left)


REJECTING = [p for p in sorted((ROOT / "tests" / "positions" / "dbscg").glob("*.yaml"))
             if "rejected:" in p.read_text(encoding="utf-8")]


def test_there_are_rejecting_dbscg_boards():
    assert len(REJECTING) >= 10


@pytest.mark.parametrize("path", REJECTING, ids=lambda p: p.name)
def test_the_refusal_of_a_dbscg_position_case_reads_in_japanese_and_chinese(path):
    result = P.play_position(P.load_position_file(path, library()))
    e = getattr(result, "error", None)
    assert e is not None, path.name
    _check(e, path.name)


DECKS = list(format_decks("dbscg").values())
POKES = [  # actions the rules refuse on most boards, by either player
    ("charge", {"card": "hand[0]"}), ("charge", {"card": "hand[99]"}), ("play", {"card": "hand[0]"}),
    ("play", {"card": "hand[0]", "pay": ["energy[0]", "energy[0]"]}), ("play", {"card": "hand[0]", "mode": "evolve"}),
    ("attack", {"with": "leader", "target": "p1.leader"}), ("attack", {"with": "battle[0]", "target": "p2.leader"}),
    ("attack", {"with": "leader", "target": "p2.battle[0]"}), ("block", {"with": "battle[0]"}),
    ("combo", {"card": "hand[0]"}), ("combo", {"card": "battle[0]"}), ("activate", {"card": "leader", "effect": 0}),
    ("activate", {"card": "battle[0]", "effect": "awaken"}), ("activate", {"card": "hand[0]"}),
    ("counter", {"card": "hand[0]"}), ("choose", {"choices": [0, 0]}), ("redraw", {"cards": []}),
    ("keep", {}), ("pass", {}), ("end_phase", {}), ("charge", {"where": "x"}),
]


@pytest.mark.parametrize("seed", range(4))
def test_refusals_on_the_boards_of_random_games_read_in_japanese_and_chinese(seed):
    g = Game.new(DECKS[seed % len(DECKS)].cards, DECKS[(seed + 2) % len(DECKS)].cards, seed=seed, ruleset="dbscg")
    bots = (make_bot("random", 3 * seed + 1), make_bot("random", 3 * seed + 2))
    seen, n = set(), 0
    while not g.is_over and n < 400:
        if n % 7 == 0:
            for by in (0, 1):
                for do, args in POKES:
                    try:
                        g.clone().apply(Action(by, do, **args))
                    except IllegalAction as e:
                        _check(e, f"seed {seed}, step {n}, {do} {args}")
                        seen.add(e.msg)
        g.apply(bots[g.decider].choose(DecisionContext(g, with_view=False)))
        n += 1
    try:
        g.apply(Action(0, "pass"))
    except IllegalAction as e:
        _check(e, "after the game")
        seen.add(e.msg)
    assert len(seen) >= 8, seen
