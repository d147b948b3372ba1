"""The deck window's model (no Qt): edits with undo and redo, the engine's deck check, the pool's search
and filters, the charts' numbers and the sample hand, the user's deck folder."""
from __future__ import annotations

import pytest

from engine.cards import builtin_cards
from engine.deck import builtin_decks, deck_problems
from engine.rulesets import get_ruleset as get_format
from engine.rng import Rng
from ui.decks import pool, stats, store
from ui.decks.model import DeckModel


def rules(m):
    return [r for r, _ in m.problems()]


def test_edits_undo_and_redo_one_step_each():
    m = DeckModel()
    seen = []
    m.listeners.append(lambda: seen.append(m.total()))
    m.add("ST-R01")
    m.add("ST-R01", 2)
    m.add("ST-R03")
    m.rename("Embers")
    assert m.counts == {"ST-R01": 3, "ST-R03": 1} and m.name == "Embers" and seen == [1, 3, 4, 4]
    assert m.undo() and m.name == "New deck"
    assert m.undo() and m.counts == {"ST-R01": 3}
    assert m.undo() and m.counts == {"ST-R01": 1}
    assert m.redo() and m.counts == {"ST-R01": 3}
    m.remove("ST-R01", 3)
    assert m.counts == {} and not m.can_redo()  # a new edit forgets what could be redone
    assert m.undo() and m.counts == {"ST-R01": 3}
    assert not m.remove("ST-R05")  # nothing to remove: no step of undo
    with pytest.raises(KeyError):
        m.add("blank")


def test_problems_are_the_engine_deck_check_and_come_and_go():
    fmt = get_format("standard")
    m = DeckModel()
    deck = builtin_decks()["red-blaze"]
    m.load(deck, "x.yaml")
    assert m.problems() == deck_problems(deck) == []
    some = next(cid for cid, n in m.counts.items() if n == fmt.max_copies)
    m.add(some)
    assert rules(m) == ["6-1-1-2"]
    assert str(fmt.max_copies + 1) in m.problems()[0][1]
    m.remove(some)
    assert m.problems() == []
    for cid in list(m.counts):  # cards out until the deck is under the minimum (a built-in deck may hold more)
        if m.total() < fmt.deck_min:
            break
        assert "6-1-1" not in rules(m)
        m.set_count(cid, 0)
    assert m.total() < fmt.deck_min and "6-1-1" in rules(m)


def test_two_printings_of_one_name_count_together_unless_numbered():
    m = DeckModel()
    assert m.problems()[0][0] == "6-1-1"  # an empty deck is too small
    m.add("ST-R01", 3)
    m.add("ST-R02", 3)  # "Cinder Drakeling [2]" counts apart (6-1-1-2-1)
    assert "6-1-1-2" not in rules(m)


def test_dirty_copy_and_saved():
    deck = builtin_decks()["red-blaze"]
    m = DeckModel()
    m.load(deck, "/some/where.yaml")
    assert not m.dirty and m.path == "/some/where.yaml"
    m.add("ST-R01")
    assert m.dirty
    m.undo()
    assert not m.dirty
    m.load(deck, copy_of=True)
    assert m.name == f"{deck.name} (copy)" and m.path == "" and m.dirty and not m.can_undo()
    m.mark_saved("/mine.yaml")
    assert not m.dirty and m.path == "/mine.yaml"


def test_search_covers_name_text_and_family_and_filters_combine():
    cards = [c for c in builtin_cards() if c.id != "blank"]
    f = pool.CardFilter(text="drakeling")
    assert {c.id for c in pool.filtered(cards, f)} >= {"ST-R01", "ST-R02"}
    fam = pool.filtered(cards, pool.CardFilter(text="wyvern"))
    assert any("Wyvern" in c.families and "wyvern" not in c.name.lower() for c in fam)
    txt = pool.filtered(cards, pool.CardFilter(text="exhaust opposing"))
    assert txt and all("exhaust" in c.text.lower() and "opposing" in c.text.lower() for c in txt)
    f = pool.CardFilter(colors={"red"}, type="spirit", cost=3)
    got = pool.filtered(cards, f)
    assert got and all(c.colors == ("red",) and c.type == "spirit" and c.cost == 3 for c in got)
    big = pool.filtered(cards, pool.CardFilter(cost=pool.MAX_COST_FILTER))
    assert big and all(c.cost >= pool.MAX_COST_FILTER for c in big)
    three = pool.filtered(cards, pool.CardFilter(levels=3))
    assert three and all(len(c.levels) == 3 for c in three)
    su = pool.filtered(cards, pool.CardFilter(keyword="super_unleash"))
    assert su and all("Super Unleash" in c.text for c in su)
    flash = pool.filtered(cards, pool.CardFilter(keyword="flash"))
    assert flash and all("flash" in c.text.lower() for c in flash)
    assert pool.CardFilter().is_empty() and len(pool.filtered(cards, pool.CardFilter())) == len(cards)


def test_chart_numbers():
    cs = builtin_cards()
    deck = builtin_decks()["red-green-wildfire"]
    cards = [cs[i] for i in deck.cards]
    cur = stats.curve(cards)
    assert sum(sum(col.values()) for col in cur.values()) == len(cards)
    assert sum(cur[stats.CURVE_TOP].values()) == sum(1 for c in cards if c.cost >= stats.CURVE_TOP)
    split = stats.color_split(cards)
    assert list(split) == [c for c in ("red", "purple", "green", "white", "yellow", "blue") if c in split]
    assert sum(split.values()) == sum(len(c.colors) or 1 for c in cards)
    assert sum(stats.type_split(cards).values()) == len(cards)
    sym = stats.symbols(cards)
    assert sum(n for n, _ in sym.values()) == sum(len(c.symbols) for c in cards)
    assert sum(ex for _, ex in sym.values()) == sum(1 for c in cards for s in c.symbols if s.ex)
    assert sum(stats.reductions(cards).values()) == sum(len(c.reduction) for c in cards)
    assert stats.average_cost([]) == 0.0


def test_sample_hand_is_the_top_of_the_seeded_shuffle():
    deck = builtin_decks()["red-blaze"]
    n = get_format("standard").start_hand
    hand = stats.sample_hand(deck.cards, 7, n)
    shuffled = list(deck.cards)
    Rng(7).shuffle(shuffled)
    assert hand == shuffled[:n] and len(hand) == n
    assert stats.sample_hand(deck.cards, 7, n) == hand  # seeded: the same seed, the same hand
    assert any(stats.sample_hand(deck.cards, s, n) != hand for s in range(8, 20))
    assert stats.sample_hand(["ST-R01"], 1, n) == ["ST-R01"]


def test_user_deck_folder(tmp_path):
    folder = str(tmp_path / "decks")
    assert store.list_decks(folder) == []
    deck = builtin_decks()["red-blaze"]
    p = store.path_for(folder, "Red: Blaze!")
    assert p.endswith("red-blaze.yaml")
    store.save(deck, p)
    assert store.path_for(folder, "Red: Blaze!").endswith("red-blaze-2.yaml")
    assert store.path_for(folder, "Other", current=p) == p  # a deck of the folder keeps its file
    (tmp_path / "decks" / "broken.yaml").write_text("name: [\n")
    listed = store.list_decks(folder)
    assert [u.title for u in listed] == [deck.name, "broken.yaml"]
    assert listed[1].deck is None and listed[1].error
