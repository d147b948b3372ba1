"""A saved game laid out for watching: the game after each action, the events of each action, and where
each turn begins. No Qt here: the viewer (``ui.replay.viewer``) only shows what this computes.

    m = ReplayModel(saved)          # engine.save.SavedGame
    m.game_at(n)                    # the game after the first n actions (== saved.replay(n))
    m.events_upto(n)                # every log event up to that moment
    m.turns                         # [(turn number, first action index)] from saved.turn_starts()
"""
from __future__ import annotations

from engine.errors import DataError, IllegalAction
from engine.events import Event


class ReplayModel:
    def __init__(self, saved):
        self.saved = saved
        game = saved.initial_game()
        events = list(game.events)
        if not events:  # a game started from a position: say so at the top of the log
            st = game.state
            events = [Event("setup", None, "from_position",
                            {"turn": st.turn, "turn_player": st.turn_player, "label": game.step_label()},
                            (), st.turn, st.step)]
        self.initial_events = events
        self.states = [game.clone()]
        self.events: list[list] = []
        for i, a in enumerate(saved.actions):
            try:
                ev = game.apply(a)
            except IllegalAction as e:
                raise DataError(f"actions[{i}]", f"the saved action is not legal when replayed: {e}") from None
            self.events.append(list(ev))
            self.states.append(game.clone())
        self.turns = saved.turn_starts()

    def __len__(self) -> int:
        """The number of actions (positions run from 0 to len)."""
        return len(self.saved.actions)

    def game_at(self, n: int):
        n = max(0, min(n, len(self)))
        return self.states[n].clone()

    def events_upto(self, n: int) -> list:
        out = list(self.initial_events)
        for ev in self.events[:max(0, n)]:
            out.extend(ev)
        return out

    def all_events(self) -> list:
        return self.events_upto(len(self))

    def turn_of(self, n: int) -> int:
        """Index into ``turns`` of the turn that position n belongs to."""
        k = 0
        for i, (_turn, start) in enumerate(self.turns):
            if start <= n:
                k = i
        return k

    def action_text(self, n: int) -> str:
        """The action played from position n, in words ("summon Ember Wyvern"); "" at the end."""
        from ui import i18n

        return i18n.action_text(self.states[n], self.saved.actions[n]) if 0 <= n < len(self) else ""

    def action_by(self, n: int):
        """The player of the action played from position n (None at the end)."""
        return self.saved.actions[n].by if 0 <= n < len(self) else None
