"""The Battle Spirits Saga card set of our own (``resources/cards/saga-*.yaml``, ``format: saga``) and its
decks (``resources/decks/saga/``): the set is big enough and spread over the six colours, every card's
effects are in the effect language, every card's text says what its effects are, every Saga keyword is
carried by several cards, the decks are legal and different, the command line lists and checks them,
and bots play the decks to the end."""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from app.cli import main
from engine.bots import DecisionContext, GreedyBot
from engine.cards import COLORS, RESOURCES, load_card_file
from engine.deck import deck_problems, format_decks
from engine.effects import schema as S
from engine.game import Game
from engine.rulesets import get_ruleset

SAGA = get_ruleset("saga")
LETTER = {"red": "R", "purple": "P", "green": "G", "white": "W", "yellow": "Y", "blue": "B"}
COLOUR_FILES = {c: Path(RESOURCES) / "cards" / f"saga-{c}.yaml" for c in COLORS}


def saga_cards():
    return [c for c in SAGA.card_set() if c.id != "blank"]


def test_the_saga_set_has_150_cards_over_six_colours_and_three_types():
    cards = saga_cards()
    assert len(cards) >= 150
    for colour in COLORS:
        assert sum(1 for c in cards if colour in c.colors) >= 20, colour
    assert {c.type for c in cards} == {"spirit", "nexus", "magic"}
    assert sum(1 for c in cards if any(e["kind"] == "burst" for e in c.effects)) >= 12  # bursts (Saga 10-9)


def test_each_colour_file_is_a_saga_file_with_ids_of_its_colour():
    for colour, path in COLOUR_FILES.items():
        cards = load_card_file(path)
        assert len(cards) >= 20, colour
        for c in cards:
            assert c.format == "saga", c.id
            assert re.fullmatch(rf"GS-{LETTER[colour]}\d{{3}}", c.id), c.id
            assert colour in c.colors, c.id


def _thaw(x):
    """A card's frozen effects as the lists and mappings of its YAML file."""
    if isinstance(x, (list, tuple)):
        return [_thaw(v) for v in x]
    if isinstance(x, dict):
        return {k: _thaw(v) for k, v in x.items()}
    return x


def test_no_saga_card_shares_a_name_with_a_card_of_another_set():
    """A plain-text deck list names cards (``3 Ember Wyvern``): a name must find one card."""
    from engine.cards import builtin_cards

    others = {c.base_name.lower() for c in builtin_cards() if c.format != "saga"}
    assert [c.id for c in saga_cards() if c.base_name.lower() in others] == []


def test_every_effect_is_in_the_effect_language():
    for c in saga_cards():
        S.validate_effects(_thaw(c.effects), c.id)  # raises with the key path if not


KEYWORD_WORDS = {"confront": "【Confront】", "armor": "【Armor: ", "swift": "【Swift】", "crush": "【Crush",
                 "gale": "【Gale: ", "blessed": "【Blessed】", "curse": "【Curse】", "raid": "【Raid: ",
                 "astral": "【Astral】", "at_field": "【A.T. Field】", "luster": "【Luster】", "immortal": "【Immortal: ",
                 "awaken": "【Awaken】", "ascend": "【Ascend", "chain": "【Chain", "agile": "【Agile】", "feast": "【Feast",
                 "link": "【Link"}
WHEN_WORDS = {"summoned": "『When Summoned』", "attacking": ("『When Attacking』", "When this spirit attacks"), "destroyed": "『When Destroyed』",
              "deployed": "『When Deployed』", "blocking": "『When Blocking』", "step_start": "At the start of your",
              "spirit_destroyed": "When one of your spirits is destroyed"}


def _said(card, eff) -> list[str]:
    """The words a card's text must hold for one of its effects."""
    out = [f"[Lv{n}]" for n in eff.get("levels", ())]
    kind = eff["kind"]
    if kind == "keyword":
        out.append(KEYWORD_WORDS.get(eff["name"], f"【{eff['name'].replace('_', ' ').title()}"))
        if eff["name"] in ("gale", "raid"):
            out.append(f": {eff['value']}】")
        if eff["name"] == "armor":
            out.append("/".join(eff["colors"]) + "】")
        if eff.get("turn") == "opponents":
            out.append("During your opponent's turn")
    elif kind == "triggered":
        out.append(WHEN_WORDS[eff["when"]])
    elif kind == "declared":
        out += [f"[{t.title()}]" for t in eff["timing"]]
    elif kind == "burst":  # Saga 10-9-1: its condition
        out.append({"spirit_destroyed": "Burst (when one of your spirits is destroyed)",
                    "spirit_destroyed_by_opponent": "Burst (when your opponent destroys one of your spirits)",
                    "life_reduced": "Burst (after your opponent's attack reduces your Life)"}[eff["when"]])
    elif kind == "activated":
        out.append("【Activate")
    if eff.get("limit") == "once_per_turn":
        out.append("[Once per turn]")
    for st in list(eff.get("do", ())):
        if st["op"] == "draw":
            count = st["count"]
            out.append(f"raw {count.upper() if isinstance(count, str) else count}")  # "Draw 1", "Draw X"
        if st["op"] in ("destroy", "return", "exhaust", "refresh", "summon"):
            out.append(st["op"][1:])
        if "bp" in st.get("target", {}):
            out.append(f"{st['target']['bp']['max']} BP or less")
        if "cost" in st.get("target", {}):
            out.append(f"cost {st['target']['cost']['max']} or less")
        if st["op"] == "bp":
            out.append(f"{st['amount']:+d} BP")
        if st["op"] == "token":  # Saga 4-12: the token's data is given in the text
            t = st["token"]
            out += [t["name"], f"BP {t['levels'][0]['bp']}"]
    return out


def test_every_cards_text_says_what_its_effects_are():
    def said(words, text):  # 『When Summoned』 or "When summoned:" (the keyword cards' style)
        if isinstance(words, tuple):
            return any(said(w, text) for w in words)
        return words in text or words.strip("『』").lower() in text.lower()

    missing = [(c.id, w) for c in saga_cards() for e in c.effects for w in _said(c, e) if not said(w, c.text)]
    assert missing == []
    for c in saga_cards():  # a double-colour symbol says it counts as either colour (Saga 2-8-2)
        for sym in c.symbols:
            if sym.alt and c.id.startswith("GS-"):
                assert f"Its symbol is {sym.color} and {sym.alt}" in c.text, c.id
    # and no keyword is written on a card of ours that does not have it (【Astral】's reminder names
    # 【Astral】 itself; 【Chain】 and 【Feast】 of the keyword cards are parts of a step)
    for c in saga_cards():
        names = {e["name"] for e in c.effects if e["kind"] == "keyword"}
        for name, words in KEYWORD_WORDS.items():
            if c.id.startswith("GS-") and name not in names and name != "astral":
                assert words not in c.text, (c.id, name)


def test_tokens_and_double_colour_symbols_are_on_several_cards():
    ours = [c for c in saga_cards() if c.id.startswith("GS-")]
    makers = [c.id for c in ours for e in c.effects for st in e.get("do", ()) if st["op"] == "token"]
    assert len(makers) >= 6 and {c[3] for c in makers} == set(LETTER.values())  # a token maker in each colour
    duals = [c.id for c in ours if any(s.alt for s in c.symbols)]
    assert len(duals) >= 6 and {c[3] for c in duals} == set(LETTER.values())


def test_every_saga_keyword_is_on_several_cards():
    count = Counter(e["name"] for c in saga_cards() for e in c.effects if e["kind"] == "keyword")
    assert {k: n for k, n in count.items() if k in S.SAGA_KEYWORDS and n < 3} == {}
    assert set(S.SAGA_KEYWORDS) <= set(count)


def test_costs_and_bp_rise_together():
    """A sensible curve: a dearer spirit's Lv1 BP is never below a cheaper one's by more than the
    cheaper one's effects could excuse; here: the mean Lv1 BP rises with the cost."""
    by_cost: dict[int, list[int]] = {}
    for c in saga_cards():
        if c.is_spirit:
            by_cost.setdefault(c.cost, []).append(c.levels[0].bp)
            assert all(a.bp < b.bp and a.cores < b.cores for a, b in zip(c.levels, c.levels[1:])), c.id
    means = [sum(v) / len(v) for _k, v in sorted(by_cost.items())]
    assert means == sorted(means) and len(means) >= 6


# ---------------------------------------------------------------------- decks
def test_eight_or_more_saga_decks_of_50_to_60_legal_and_different():
    decks = format_decks("saga")
    assert len(decks) >= 8
    seen_colours, lists = set(), []
    for name, d in decks.items():
        assert d.format == "saga" and 50 <= len(d.cards) <= 60, name
        assert deck_problems(d) == [], name
        colours = frozenset(col for cid in set(d.cards) for col in SAGA.card_set()[cid].colors)
        seen_colours |= colours
        lists.append(set(d.cards))
    assert seen_colours == set(COLORS)
    for i, a in enumerate(lists):  # distinct strategies: no two decks share most of their cards
        for b in lists[i + 1:]:
            assert len(a & b) <= len(a) // 2


def test_deck_check_knows_a_saga_deck_from_its_file(capsys, tmp_path):
    for path in sorted((Path(RESOURCES) / "decks" / "saga").glob("*.yaml")):
        assert main(["deck", "check", str(path)]) == 0, path.name
        assert "legal for saga" in capsys.readouterr().out
    mixed = tmp_path / "mixed.yaml"
    mixed.write_text("name: Mixed\nformat: saga\ncards:\n  GS-R003: 4\n  ST-R01: 4\n", encoding="utf-8")
    assert main(["deck", "check", str(mixed)]) == 1
    out = capsys.readouterr().out
    assert "Cinder Drakeling is not a Battle Spirits Saga card (rule Saga 5-1-1-1)" in out
    assert "it needs 50 or more (rule Saga 5-1-1-1)" in out


def test_cards_lists_the_saga_set_and_not_standard(capsys):
    assert main(["cards", "--format", "saga", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    for colour, path in COLOUR_FILES.items():
        for c in load_card_file(path):
            assert rows[c.id]["name"] == c.name and rows[c.id]["colors"] == list(c.colors)
    assert "ST-R01" not in rows
    assert main(["cards", "--json"]) == 0
    assert "GS-R003" not in {r["id"] for r in json.loads(capsys.readouterr().out)}


@pytest.mark.parametrize("k", range(4))
def test_greedy_bots_play_saga_games_to_the_end(k):
    decks = list(format_decks("saga").values())
    a, b = decks[(2 * k) % len(decks)], decks[(2 * k + 5) % len(decks)]
    game = Game.new(a.cards, b.cards, seed=70 + k, ruleset="saga")
    bots = (GreedyBot(k), GreedyBot(k + 10))
    for _ in range(5000):
        if game.is_over:
            break
        ctx = DecisionContext(game)
        game.apply(bots[ctx.player].choose(ctx))
    assert game.is_over and game.winner in (0, 1, "draw")
    assert game.state.turn >= 4  # a real game: several turns each
