"""Shared fixtures of the bot tests."""
from __future__ import annotations

import pytest

from engine.game import Game


@pytest.fixture
def applies(monkeypatch) -> list:
    """``applies[0]``: the actions ``Game.apply`` has played since the test began (every game, every copy)."""
    count = [0]
    original = Game.apply

    def counted(self, action):
        count[0] += 1
        return original(self, action)

    monkeypatch.setattr(Game, "apply", counted)
    return count
