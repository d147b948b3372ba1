"""bench.decks: the fairness table of a ruleset's built-in decks (every pairing, the same level in both seats)."""
import pytest

from bench.decks import lopsided, main, run
from engine.deck import builtin_decks, deck_problems


def test_every_pairing_is_played_in_both_seats_and_every_game_counts_once():
    stems = ["azure-tide", "red-blaze", "red-inferno"]
    r = run("standard", "normal", games=2, seed=3, jobs=1, stems=stems)
    assert sorted(r["matchups"]) == ["azure-tide|red-blaze", "azure-tide|red-inferno", "red-blaze|red-inferno"]
    assert {s: d["games"] for s, d in r["decks"].items()} == {s: 4 for s in stems}
    assert sum(d["score"] for d in r["decks"].values()) == 6  # 3 pairings x 2 games, one point a game
    for key, rate in r["matchups"].items():
        a, b = key.split("|")
        assert 0.0 <= rate <= 1.0
    assert r["decks"]["azure-tide"]["name"] == "Azure Tide"
    assert run("standard", "normal", games=2, seed=3, jobs=1, stems=stems) == r  # seeded: the same games


def test_lopsided_names_the_winner_first():
    r = {"matchups": {"a|b": 0.2, "a|c": 0.8, "b|c": 0.5}}
    assert lopsided(r) == [("b", "a", 0.8), ("a", "c", 0.8)]
    assert lopsided(r, limit=0.9) == []


def test_an_odd_number_of_games_is_refused(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--games", "3"])
    assert e.value.code == 2
    assert "even number" in capsys.readouterr().err


def test_deckfit_swaps_keep_the_deck_legal_in_its_colours_and_every_card_in_some_deck():
    import random
    from collections import Counter

    from bench.deckfit import protected, swaps
    from engine.cards import builtin_cards

    cards = builtin_cards()
    deck = builtin_decks()["azure-tide"]
    counts = Counter(deck.cards)
    keep = protected("standard", "azure-tide")
    assert "ST-W06" in keep  # Skyforge Colossus is in no other deck
    colours = {c for cid in counts for c in cards[cid].colors}
    moves = swaps("standard", counts, keep, random.Random(4), 40)
    assert len(moves) == 40
    for gone, came, copies, new in moves:
        assert 1 <= copies <= 2 and new[came] == counts[came] + copies and new[gone] == counts[gone] - copies
        assert set(cards[came].colors) <= colours
        assert deck_problems(type(deck)("t", "standard", list(new.elements()))) == []
        assert all(new[k] >= 1 for k in keep)


def test_deckfit_takes_a_swap_only_when_it_is_confirmed(monkeypatch):
    import bench.deckfit as fit

    shares = iter([0.30, 0.45, 0.31, 0.46, 0.29])  # start; the two candidates; confirmation: new, old
    monkeypatch.setattr(fit, "share_against_field", lambda job: next(shares))
    lines = []
    counts, share = fit.climb("azure-tide", steps=1, candidates=2, jobs=1, say=lines.append)
    assert share == 0.45 and counts != fit.Counter(builtin_decks()["azure-tide"].cards)
    assert "confirmed" in lines[-1]
    shares = iter([0.30, 0.45, 0.31, 0.28, 0.33])  # the confirmation games disagree: nothing is taken
    counts, share = fit.climb("azure-tide", steps=1, candidates=2, jobs=1, say=lines.append)
    assert share == 0.30 and counts == fit.Counter(builtin_decks()["azure-tide"].cards)
    assert "not confirmed" in lines[-1]


def test_another_game_is_played_by_its_own_bots():
    """A ruleset with its own bots (the Dragon Ball Super Card Game) gets them, not the Standard ones."""
    from engine.deck import format_decks

    stems = sorted(format_decks("dbscg"))[:2]
    r = run("dbscg", "normal", games=2, seed=0, jobs=1, stems=stems)
    assert r["format"] == "dbscg" and sum(d["games"] for d in r["decks"].values()) == 4


def test_deckfit_swaps_in_another_game_use_its_cards_and_keep_its_leader():
    import random
    from collections import Counter

    from bench.deckfit import swaps
    from engine.deck import format_decks
    from engine.rulesets import get_ruleset

    cards = get_ruleset("dbscg").card_set()
    deck = format_decks("dbscg")["blue-tide-control"]
    leader = next(cid for cid in deck.cards if cards[cid].is_leader)
    moves = swaps("dbscg", Counter(deck.cards), set(), random.Random(2), 20)
    assert len(moves) == 20
    for gone, came, _, new in moves:
        assert gone != leader and not cards[came].is_leader and new[leader] == 1
        assert get_ruleset("dbscg").deck_problems(list(new.elements()), cards) == []
