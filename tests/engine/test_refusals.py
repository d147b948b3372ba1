"""Refusals as structure (issue 17): ``IllegalAction`` carries a message key and params that
``engine.words.refusal`` writes in each language; ``reason`` and ``str(e)`` stay English; a refusal raised
with an English sentence only is still accepted (shown in English).

Still raised as English sentences (they answer malformed actions and files, which the table never builds,
or belong to another engineer's ruleset): the action and payment syntax (``costs.parse_pay``,
``actions.parse_card_ref`` / ``parse_core_place``: "not a place for cores", "does not name a card", whole
numbers of cores, ``soul`` true or false), places that do not exist (``there is no field[i]`` / ``hand[i]`` /
``trash[i]``), ``by`` neither p1 nor p2, an unknown action key, ``choices[k]`` answering nothing. Saga's 【Swift】, bursts,
【Awaken】 (all but the per-card core counts), 【Ascend】 (but a wrong ``ascend`` ref) and 【Astral】 block, and
Eternal's procedures (``rules/eternal_*.py``: Burst and Mirage setting, Brave timing, field references and
fusion conditions, direct-fusion and Mirage cost arithmetic, Advent, Awaken, Summon Conditions, Contract cards,
locked Grand Walker cores and hand moves onto them) are structured (``engine.words.eternal_refusals``)."""
from __future__ import annotations

import random
import re

import pytest

from engine.actions import Action
from engine.deck import builtin_decks
from engine.errors import IllegalAction
from engine.events import Msg, Named
from engine.game import Game
from engine.words import LANGUAGES, refusal
from engine.words.refusals import TABLES

ENGLISH = re.compile(r"[A-Za-z]{3,}")


def _game(seed=3):
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[1].cards, seed=seed, first=0)
    g.apply(Action(0, "keep"))
    g.apply(Action(1, "keep"))
    return g


def _english_left(text: str, names) -> list[str]:
    for n in sorted(names, key=len, reverse=True):
        text = text.replace(n, "")
    return [w for w in ENGLISH.findall(text) if w not in ("Lv", "BP", "EX")]


def test_a_refusal_is_structure_with_english_reason():
    g = _game()
    while g.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    pi = g.decision.player
    hand = g.state.players[pi].hand
    big = max(range(len(hand)), key=lambda i: g.card(hand[i]).cost)
    g.state.players[pi].reserve = 0  # nothing to pay with
    for fc in g.state.players[pi].field:
        fc.cores = 0
    g.state.players[pi].soul_at = "trash"
    with pytest.raises(IllegalAction) as ei:
        g.apply(Action(pi, "summon" if g.card(hand[big]).is_spirit else "deploy" if g.card(hand[big]).is_nexus
                       else "use", card=f"hand[{big}]", pay="auto", **({} if g.card(hand[big]).is_magic
                                                                        else {"place": "auto"})))
    e = ei.value
    assert e.msg == "refuse_cost" and e.params["card"].id == g.card(hand[big]).id
    assert e.reason.startswith(g.card(hand[big]).name + " costs") and str(e).endswith(f"(rule {e.rule})")
    ja, zh = refusal(e, "ja"), refusal(e, "zh-Hant")
    assert "コスト" in ja and "費用" in zh
    assert refusal(e, "en") == e.reason


def test_the_english_form_is_still_accepted():
    e = IllegalAction("a new refusal nobody translated yet", "1-2-3")
    assert (e.msg, e.reason, e.rule) == ("text", "a new refusal nobody translated yet", "1-2-3")
    assert refusal(e, "ja") == e.reason == refusal(e, "zh-Hant")
    m = IllegalAction(Msg.of("refuse_zero"), "1-4-2-3")
    assert m.reason == "moving 0 cores does nothing" and refusal(m, "ja") == "コア0個の移動は何もしない"
    again = m.with_rule("7-1", "choices[0]: ")
    assert again.rule == "7-1" and again.reason.startswith("choices[0]: ") and refusal(again, "ja") == refusal(m, "ja")


def test_every_refusal_key_has_words_in_every_language():
    for lang, mod in LANGUAGES.items():
        assert set(TABLES["en"]) <= set(mod.TEMPLATES), lang


def test_cards_in_refusals_are_named_in_the_language():
    card = Named(-1, "ST-R01", "Cinder Drakeling")
    e = IllegalAction.of("refuse_pending_fight", "10-2-2-4", card=card)
    from engine.cards import builtin_cards

    ja_name = builtin_cards()["ST-R01"].name_in("ja")
    assert refusal(e, "ja").startswith(ja_name)
    assert e.reason.startswith("Cinder Drakeling")


def _refusals_met_in_play(seeds=range(6)):
    """Refusals a player meets on the table: drops of every hand card, every core move and every attack
    or block with every field card, tried at every decision of random games."""
    d = list(builtin_decks().values())
    for seed in seeds:
        g = Game.new(d[seed % len(d)].cards, d[(seed + 3) % len(d)].cards, seed=seed)
        rnd = random.Random(seed)
        steps = 0
        while not g.is_over and steps < 120:
            steps += 1
            pi = g.decision.player
            p = g.state.players[pi]
            tries = [Action(pi, v, card=f"hand[{i}]", pay="auto") for i in range(len(p.hand))
                     for v in ("summon", "deploy", "use")]
            tries += [Action(pi, v, **{"with": f"field[{i}]"}) for i in range(len(p.field)) for v in ("attack", "block")]
            tries += [Action(pi, "move_core", **{"from": "reserve", "to": t, "count": 9})
                      for t in ["life", "trash", "reserve"] + [f"field[{i}]" for i in range(len(p.field))]]
            tries += [Action(1 - pi, "end_step"), Action(pi, "no_block"), Action(pi, "pass"),
                      Action(pi, "activate", card="field[0]")]
            for a in tries:
                err = g.clone().why_illegal(a)
                if err is not None:
                    yield g, err
            legal = g.legal_actions()
            g.apply(rnd.choice(legal))


def test_the_refusals_met_on_the_table_are_in_words_of_each_language():
    seen = set()
    for g, err in _refusals_met_in_play():
        seen.add(err.msg)
        assert err.msg != "text", f"still English only: {err.reason}"
        names = {c.name for c in g.state.cards} | {c.name_in("ja") for c in g.state.cards} | \
            {c.name_in("zh-Hant") for c in g.state.cards}
        for lang in ("ja", "zh-Hant"):
            text = refusal(err, lang)
            assert not _english_left(text, names), (lang, err.msg, text)
    assert {"refuse_cost", "refuse_wrong_time", "refuse_not_refreshed", "refuse_core_zone"} <= seen, seen


def test_position_apply_words_the_refusal_in_the_language(tmp_path, capsys):
    """``position apply --lang ja``: a rejected action's reason in Japanese (the rule number as it is)."""
    import json

    from app.cli import main

    f = tmp_path / "p.yaml"
    f.write_text("version: 1\nseed: 11\nturn: {number: 3, player: p1, step: main}\nplayers:\n"
                 "  p1: {life: 5, reserve: 0, soul_core: trash, hand: [ST-R05], deck: 30}\n"
                 "  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30}\n"
                 "actions:\n  - {do: summon, by: p1, card: 'hand[0]', pay: auto, place: auto}\n")
    assert main(["position", "apply", str(f), "--json", "--lang", "ja"]) == 3
    rejected = json.loads(capsys.readouterr().out)["rejected"]
    assert "コスト" in rejected["reason"] and rejected["rule"] == "11-1-1-5"
    assert main(["position", "apply", str(f), "--json"]) == 3
    assert json.loads(capsys.readouterr().out)["rejected"]["reason"].endswith("in the Reserve and on the Field")


ETERNAL_REFUSALS = [  # (position, action, message key): each Eternal procedure's refusal, met on an Eternal board
    ("hand: [GE-R026], field: [{card: GE-R004, cores: 1}]", "{do: summon, card: 'hand[0]', onto: 'field[0]'}",
     "refuse_brave_condition"),
    ("hand: [GE-R026], field: [{card: GE-R007, cores: 1}]", "{do: summon, card: 'hand[0]', onto: 'field[4]'}",
     "refuse_et_no_field"),
    ("hand: [GE-R026], field: [{card: GE-R007, cores: 1}]", "{do: summon, card: 'hand[0]', onto: 'field[0]', pay: {reserve: 1}}",
     "refuse_cost_offered"),
    ("hand: [ER-001], field: [{card: GE-W001, cores: 3}]", "{do: summon, card: 'hand[0]', onto: 'field[0]'}",
     "refuse_advent_condition"),
    ("hand: [ER-001], soul_core: 'field[0]', field: [{card: GE-R004, cores: 0}]", "{do: summon, card: 'hand[0]', onto: 'field[0]'}",
     "refuse_advent_left"),
    ("field: [{card: GE-R004, cores: 1}]", "{do: awaken, card: 'field[0]'}", "refuse_awaken_no_b"),
    ("hand: [GE-B035], soul_core: trash, trash_cores: 9", "{do: set_mirage, card: 'hand[0]'}", "refuse_mirage_cost"),
    ("hand: [GE-R028]", "{do: summon, card: 'hand[0]', pay: auto, place: auto}", "refuse_summon_condition"),
]


@pytest.mark.parametrize("board,action,key", ETERNAL_REFUSALS, ids=[k for _b, _a, k in ETERNAL_REFUSALS])
def test_eternal_refusals_are_structure_in_every_language(board, action, key):
    from engine import position as P

    text = (f"version: 1\nformat: eternal\nturn: {{number: 4, player: p1, step: main}}\nplayers:\n"
            f"  p1: {{{'reserve: 0, ' if 'trash_cores' in board else 'reserve: 9, '}deck: 10, {board}}}\n  p2: {{deck: 10}}\nactions:\n  - {{by: p1, "
            + action[1:] + "\n")
    result = P.play_position(P.load_position_text(text))
    e = result.error
    assert e.msg == key, (e.msg, e.reason)
    assert e.rule.startswith("E:") or e.rule[0].isdigit()
    names = {c.name for c in result.game.state.cards} | {c.name_in("ja") for c in result.game.state.cards} | \
        {c.name_in("zh-Hant") for c in result.game.state.cards}
    for lang in ("ja", "zh-Hant"):
        words = refusal(e, lang)
        assert not _english_left(re.sub(r"[a-z_]+\[\d+\]", "", words), names), (lang, words)  # refs as typed
    assert refusal(e, "en") == e.reason
