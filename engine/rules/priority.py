"""The right to use a Flash effect in a Flash Timing (8-1-2-1)."""
from __future__ import annotations


def hand_over_priority(game, user: int) -> None:
    """After a player uses a Flash effect, the right to use one goes to the other player, and
    the count of consecutive passes starts again (8-1-2-1)."""
    b = game.state.battle
    b.passes = 0
    b.priority = 1 - user
    game.push(("decide", b.priority, "flash"))
