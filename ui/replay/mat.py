"""The mat's tracker, name plates and big button for a table that is only shown (a replay, the position
editor), not played: the same items the main window sets, filled from a game."""
from __future__ import annotations


from .. import i18n
from ..table.mat import plate_sub


def show_mat(scene, game, names: dict, button_text: str = "", note: str = "") -> None:
    st = game.state
    d = game.decision
    setup = game.ruleset.in_preparation(game)
    scene.tracker.set_state("" if setup else st.step, 0 if setup else st.turn, scene.seat(st.turn_player), note)
    for p in (0, 1):
        ps = st.players[p]
        sub = plate_sub(ps)
        scene.plates[scene.seat(p)].set_state(i18n.who(names.get(p, f"p{p + 1}")), sub, p == st.turn_player,
                                              d is not None and d.player == p, f"P{p + 1}")
    scene.button.set_state(button_text, False, "end")
