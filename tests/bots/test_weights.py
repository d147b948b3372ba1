"""The evaluation as data: the linear features behind ``evaluate``, the per-ruleset weights files,
and their errors (a damaged file names the key and line, and never stops a bot)."""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext, make_bot
from engine.bots.evaluate import DEFAULT, Weights, evaluate
from engine.bots.features import FEATURES, dot, features
from engine.bots import weights as wmod
from engine.deck import builtin_decks
from engine.errors import DataError
from engine.game import Game


def test_evaluate_is_the_weighted_sum_of_the_features():
    d = list(builtin_decks().values())
    odd = Weights(**{k: 1.0 + i for i, k in enumerate(FEATURES)})
    game = Game.new(d[0].cards, d[5].cards, seed=2)
    bots = [make_bot("normal", 1), make_bot("normal", 2)]
    n = 0
    while not game.is_over and n < 400:
        for me in (0, 1):
            for w in (DEFAULT, odd):
                assert evaluate(game, me, w) == pytest.approx(dot(w, features(game, me, w)), abs=1e-6)
        ctx = DecisionContext(game)
        game.apply(bots[ctx.player].choose(ctx))
        n += 1


def test_the_shipped_files_load():
    for rs in ("standard", "saga"):
        path = wmod.weights_path(rs)
        got = wmod.load_weights(path)
        assert set(got) == {"weights", "value"}
        assert got["value"].as_dict() != DEFAULT.as_dict()  # fitted, not the defaults


def test_bad_files_name_key_and_line(tmp_path):
    p = tmp_path / "x.yaml"
    p.write_text("ruleset: standard\nvalue:\n  life: 1.0\n  cores: 3\n")
    with pytest.raises(DataError) as e:
        wmod.load_weights(p)
    assert "value.cores" in str(e.value) and "line 4" in str(e.value)
    p.write_text("value:\n  life: lots\n")
    with pytest.raises(DataError) as e:
        wmod.load_weights(p)
    assert "value.life" in str(e.value) and "number" in str(e.value)
    p.write_text("- 1\n- 2\n")
    with pytest.raises(DataError):
        wmod.load_weights(p)


def test_a_damaged_file_falls_back_to_the_defaults(tmp_path, monkeypatch):
    p = tmp_path / "broken.yaml"
    p.write_text("value: [1, 2\n")
    monkeypatch.setattr(wmod, "weights_path", lambda rs: str(p))
    monkeypatch.setattr(wmod, "_CACHE", {})
    with pytest.warns(UserWarning, match="bot weights ignored"):
        assert wmod.value_for("standard") is DEFAULT
    assert wmod.weights_for("standard") is DEFAULT
