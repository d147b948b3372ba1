"""``python -m ui.table.face_worker``: renders card faces for the table in a separate process.

Drawing a face with pillow is mostly Python code: in a thread of the UI process it would hold the
interpreter lock for long stretches and make the window stutter. This process reads one JSON request
per line on stdin (``{"card": <card data>, "width": 240, "lang": "en", "face": "saga", "token": false, "path": "...rgba"}``, or
``{"back": true, ...}`` for the card back), writes
the raw RGBA pixels to ``path`` and answers ``{"path": ..., "w": ..., "h": ...}`` (or ``"error"``) on
stdout. It exits when stdin closes.
"""
from __future__ import annotations

import json
import os
import sys


def _other_game(req: dict, width: int, lang: str):
    """The face of a card of another game, named by its game and id (``faces._request_data``): the card from the
    card set of that game's ruleset (``Ruleset.game``), drawn by the module that draws its faces
    (``templates.GAME_FACES``)."""
    from importlib import import_module

    from engine.rulesets import RULESETS
    from ui.render.templates import GAME_FACES

    data = req["card"]
    game = data.get("game")
    ruleset = next((rs for rs in RULESETS.values() if rs.game == game), None)
    if game not in GAME_FACES or ruleset is None:
        raise KeyError(f"unknown game {game!r}")
    draw = import_module(GAME_FACES[game]).draw
    return draw(ruleset.card_set()[data["id"]], width, lang, back=data.get("side") == "back")


def _card(data: dict):
    """The card a request describes: the built-in card of that id when the data is its own (it keeps
    what the request's data does not carry: its words in other languages, its card set), else the card
    built from the data (a card of a position file)."""
    from engine.cards import builtin_cards, card_from_data
    from engine.position import card_to_data

    try:
        known = builtin_cards().by_id.get(data.get("id"))
    except Exception:  # a damaged card file: the request's own data still draws
        known = None
    if known is not None:
        mine = card_to_data(known)
        if known.flavor:
            mine["flavor"] = known.flavor
        if mine == data:
            return known
    return card_from_data(data)


def main() -> int:
    try:
        os.nice(15)  # the window comes first: render only with the CPU time it leaves
    except (AttributeError, OSError):
        pass
    from ui.render.card_face import card_back
    from ui.render.templates import render_face

    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        req = None
        try:
            req = json.loads(line)
            if req.get("back"):
                img = card_back(int(req["width"]))
            elif "game" in req["card"]:  # a card of another game, by its id
                img = _other_game(req, int(req["width"]), req.get("lang", "en"))
            else:
                img = render_face(_card(req["card"]), int(req["width"]), req.get("lang", "en"),
                                  req.get("face"), req.get("token"))
            if img.mode != "RGBA":
                img = img.convert("RGBA")
            path = req["path"]
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}.{os.getpid()}.tmp"
            with open(tmp, "wb") as f:
                f.write(img.tobytes())
            os.replace(tmp, path)
            out = {"path": path, "w": img.width, "h": img.height}
        except Exception as e:  # one bad card must not stop the others
            out = {"path": req.get("path") if isinstance(req, dict) else None, "error": repr(e)}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
