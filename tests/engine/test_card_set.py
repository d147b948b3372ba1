"""The card set: big enough, every colour, every construct of the effect language used,
every effect card has a position case, every card is played by a built-in deck."""
from __future__ import annotations

from pathlib import Path

from engine.cards import COLORS, builtin_cards
from testcards import library
from engine.deck import builtin_decks, deck_problems, format_decks
from engine.rulesets import RULESETS
from engine.effects import schema as S

ROOT = Path(__file__).resolve().parents[2]


def _faces():
    """Every card, and the side B of each Eternal Awaken card (its own effects)."""
    for c in builtin_cards():
        yield c
        if c.ext and c.ext.get("awaken") is not None:
            yield c.ext["awaken"]


def _used() -> set:
    used = set()
    def walk_sel(s, pre):
        for k, v in s.items():
            used.add(f"{pre}.{k}")
            if k == "who": used.add(f"who:{v}")
            if k == "area": used.add(f"area:{v}")
    def walk_steps(steps):
        for st in steps:
            op = st["op"]; used.add(f"op:{op}")
            for k, v in st.items():
                used.add(f"{op}.{k}")
                if k == "link": used.add(f"link:{v}")
                if k in ("from", "to", "rest", "duration", "what"): used.add(f"{op}.{k}:{v}")
                if k in ("target", "take"): walk_sel(v, "sel")
    for c in _faces():
        if c.soul_magic: used.add("card:soul_magic")
        if c.succession: used.add("card:succession")
        for e in c.effects:
            k = e["kind"]; used.add(f"kind:{k}")
            for key in e:
                used.add(f"eff.{key}")
            if "limit" in e: used.add(f"limit:{e['limit']}")
            if "during" in e: used.add(f"during:{e['during']}")
            if k == "triggered":
                used.add(f"when:{e['when']}")
                if 'whose' in e: used.add(f"whose:{e['whose']}")
                if e['when']=='threshold': used.add(f"threshold:{e['value']}"); used.add("threshold:" + ("at_least" if "at_least" in e else "at_most"))
                walk_steps(e["do"])
            elif k in ("activated", "declared"):
                for t in e.get("timing", ["main"]): used.add(f"{k}:{t}")
                walk_steps(e.get("cost", [])); walk_steps(e["do"])
            elif k == "replacement":
                used.add(f"replaces:{e['replaces']}"); walk_steps(e["instead"])
            elif k == "continuous":
                used.add(f"continuous:{e['apply']['op']}")
                if e['apply']['op']=='restrict': used.add(f"continuous.restrict:{e['apply']['what']}")
            elif k == "keyword": used.add(f"keyword:{e['name']}")
            if "condition" in e:
                for ck in e["condition"]: used.add(f"condition:{ck}")
    for c in _faces():
        for e in c.effects:
            for st in list(e.get("do", [])) + list(e.get("cost", [])) + list(e.get("instead", [])):
                for k in ("may", "must"):
                    if st.get(k):
                        used.add(k)
    return used


def _wanted() -> set:
    want = set()
    want |= {f"kind:{k}" for k in S.KINDS} | {f"when:{w}" for w in S.TRIGGERS} | {f"limit:{l}" for l in S.LIMITS}
    want |= {f"op:{o}" for o in S.OPS} | {f"link:{l}" for l in S.LINKS} | {f"who:{w}" for w in S.WHO}
    want |= {"during:attack", "during:block", "eff.levels", "eff.super_unleash", "eff.condition"}
    want |= {f"cores.from:{p}" for p in S.CORE_PLACES} | {f"cores.to:{p}" for p in S.CORE_PLACES}
    want |= {f"continuous:{o}" for o in S.CONTINUOUS_OPS} | {f"restrict.what:{w}" for w in S.RESTRICTIONS}
    want |= {"return.to:hand", "return.to:deck_top", "return.to:deck_bottom", "bp.duration:turn", "bp.duration:battle"}
    want |= {"summon.from:hand", "summon.from:trash", "summon.pay", "deploy.from:hand", "reveal.take", "reveal.rest:trash","reveal.rest:deck_bottom","reveal.rest:deck_top","reveal.rest:hand"}
    want |= {f"threshold:{v}" for v in S.THRESHOLD_VALUES} | {"threshold:at_least", "threshold:at_most"}
    want |= {"declared:main", "declared:flash", "activated:main", "activated:flash", "replaces:destroyed", "replaces:returned", "keyword:clash"}
    want |= {"sel.up_to", "sel.count", "sel.exclude_this", "sel.colors", "sel.family", "sel.cost", "sel.bp", "sel.level", "sel.state", "sel.symbols", "sel.name", "may", "must"}
    return want


def test_every_construct_of_the_language_is_used_by_a_card():
    assert sorted(_wanted() - _used()) == []


def test_the_set_has_120_cards_with_effects_across_six_colours():
    cards = [c for c in builtin_cards() if c.id != "blank"]
    with_effects = [c for c in cards if c.effects]
    assert len(with_effects) >= 120
    for colour in COLORS:
        assert sum(1 for c in with_effects if colour in c.colors) >= 15, colour
    kinds = {c.type for c in with_effects if c.format == "standard"}  # Eternal adds Ultimate and Brave
    assert kinds == {"spirit", "nexus", "magic"}
    assert any(c.soul_magic for c in cards) and any(c.succession for c in cards)
    assert any(s.ex for c in cards for s in c.symbols)
    assert any(len(c.levels) > 1 and c.levels[1].super_unleash for c in cards)


def test_every_effect_card_has_a_position_case():
    cases = list((ROOT / "tests" / "positions" / "cards").rglob("*.yaml"))
    named = {p.name.split("-")[0] + "-" + p.name.split("-")[1] for p in cases}
    missing = [c.id for c in builtin_cards() if c.effects and c.id not in named]
    assert missing == []
    # Eternal's rule test cards (tests/cards/eternal-test.yaml, not built in) are shown by the Eternal rule cases
    rules = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "positions" / "eternal").rglob("*.yaml"))
    assert [c.id for c in library() if c.id not in rules] == []


def test_the_rule_test_cards_are_not_built_in():
    """A player never sees the rule test cards: not in the built-in set (lists, sheets, the deck window)."""
    assert library() and not [c.id for c in library() if c.id in builtin_cards()]
    assert not [c.id for c in builtin_cards() if c.id.startswith("ET-")]


def test_every_card_is_in_a_legal_built_in_deck():
    decks = builtin_decks()
    assert len(decks) >= 8
    for name, deck in decks.items():
        assert deck_problems(deck) == [], name
    in_decks = {cid for d in decks.values() for cid in d.cards}
    for fmt in RULESETS:  # a card of another rule system (a Saga burst) is in one of its decks
        for name, deck in format_decks(fmt).items() if fmt != "standard" else ():
            assert deck_problems(deck) == [], name
            in_decks |= set(deck.cards)
    playable = {rs.card_format or rs.name for rs in RULESETS.values()}  # a card set no registered ruleset plays has no decks yet
    missing = [c.id for c in builtin_cards() if c.id != "blank" and c.id not in in_decks and c.format in playable
               and not c.id.startswith("ET-")  # Eternal's rule test cards are in no deck
               and "token" not in getattr(c, "kinds", ())]  # nor are Tokens (E5)
    assert missing == []
