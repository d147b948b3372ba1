"""Life: reduction by an attack (8-1-5-1), and losing at Life 0 (1-3-2-1, 1-3-7, 10-2-1-1)."""
from __future__ import annotations


def reduce_life(game, pi: int, n: int, source) -> None:
    """Move n Life cores to where the ruleset sends them (``Ruleset.life_to``; the Reserve in
    Standard, 8-1-5-1, DIGEST A2). The Soul Core is moved from Life only after normal cores."""
    p = game.state.players[pi]
    n = min(n, p.life_count())
    if n <= 0:
        return
    normal = min(n, p.life)
    p.life -= normal
    soul = n > normal and p.soul_at == "life"
    if game.ruleset.life_to == "trash":
        p.trash_cores += normal
        if soul:
            p.soul_at = "trash"
    else:
        p.reserve += normal
        if soul:
            p.soul_at = "reserve"
    game.emit("life", pi, n=n, source=source, left=p.life_count())
    if game.ruleset.on_notice is not None:
        game.ruleset.on_notice(game, "life_reduced", pi, None, 1 - pi)
    check_life_zero(game, "1-3-2-1")


def check_life_zero(game, rule: str = "10-2-1-1") -> None:
    """A player whose Life is 0 loses at once, even through an effect; both at once: a draw
    (1-3-3, 1-3-7, 10-2-1-1)."""
    zero = [pi for pi, pl in enumerate(game.state.players) if pl.life_count() == 0]
    if zero:
        game.win("draw" if len(zero) == 2 else 1 - zero[0], "life_zero", rule)
