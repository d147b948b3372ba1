"""Cards to the Hand: draw (5-6)."""
from __future__ import annotations


def draw(game, pi: int, n: int) -> int:
    """Draw n (5-6): n times 'draw 1'; drawing from an empty Deck is skipped (1-4-2)."""
    p = game.state.players[pi]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            break
        p.hand.append(p.deck.pop(0))
        drawn += 1
    return drawn
