"""Keywords with a value, [Name: value] (12-1-2): checked when a card file is read."""
from __future__ import annotations

import pytest

from engine.effects.schema import validate_effects
from engine.errors import DataError


def test_brace_needs_a_whole_number():
    validate_effects([{"kind": "keyword", "name": "brace", "value": 1000}], "X")
    with pytest.raises(DataError) as e:
        validate_effects([{"kind": "keyword", "name": "brace"}], "X")
    assert e.value.path == "X[0].value"
    with pytest.raises(DataError) as e:
        validate_effects([{"kind": "keyword", "name": "brace", "value": "big"}], "X")
    assert e.value.path == "X[0].value"


def test_clash_takes_no_value():
    with pytest.raises(DataError) as e:
        validate_effects([{"kind": "keyword", "name": "clash", "value": 1}], "X")
    assert e.value.path == "X[0].value"
