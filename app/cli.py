"""The ``spirit-table`` command line.

    spirit-table                          open the table (against the bot, built-in decks)
    spirit-table --position FILE          open a position file on the table
    spirit-table [--lang en|ja|zh-Hant]     the table in that language (default: the system's)
    spirit-table position apply FILE [--json] [--lang ja]
    spirit-table position check FILE
    spirit-table deck check FILE
    spirit-table arena --p1 bot:random --p2 bot:random --games N --seed S [--deck1 F --deck2 F]
                       [--format NAME] [--json]
    spirit-table cards [--json] | cards sheet -o FILE.png
    spirit-table render FILE -o OUT.png [--scale 2] [--reveal] [--lang ja]

Bad input never shows a traceback: a message naming the key path (and line) and exit 2.
"""
from __future__ import annotations

import argparse
import json
import sys

from engine.errors import DataError
from engine.words import LANGUAGES

LANGS = list(LANGUAGES)  # the languages the engine has words for


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # usage errors: exit 2 with a one-line message
        self.print_usage(sys.stderr)
        print(f"spirit-table: {message}", file=sys.stderr)
        raise SystemExit(2)


def _whole(what: str, high: int):
    """An option's parser: a whole number of ``what``, from 1 to ``high``."""

    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not 1 <= n <= high:
            raise argparse.ArgumentTypeError(f"{n} {what}: give a number from 1 to {high:,}")
        return n

    return parse


_games = _whole("games", 1_000_000)  # --games
_jobs = _whole("processes", 256)  # --jobs: processes playing games at once


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="spirit-table", description="A desktop table for the Battle Spirits card game.")
    p.add_argument("--position", metavar="FILE", help="open a position file on the table")
    p.add_argument("--seed", type=int, help="the seed of a new game")
    p.add_argument("--opponent", help="a bot level (easy, normal, hard, strongest; the older names search, "
                                      "greedy, strong and random too), or 'human' (one person plays both sides)")
    p.add_argument("--deck1", metavar="DECK", help="your deck: a built-in deck's name or a deck file")
    p.add_argument("--deck2", metavar="DECK", help="the opponent's deck")
    p.add_argument("--first", choices=["me", "opponent", "random"], help="who goes first (default: random)")
    p.add_argument("--format", metavar="NAME", help="the rules of a new game (default: standard)")
    p.add_argument("--lang", choices=LANGS, help="the table's language (default: the system's; View → Language)")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    pos = sub.add_parser("position", help="apply or check a position file")
    pos_sub = pos.add_subparsers(dest="pos_command", required=True, parser_class=_Parser)
    pa = pos_sub.add_parser("apply", help="play the file's actions and print the resulting position")
    pa.add_argument("file")
    pa.add_argument("--json", action="store_true", help="print JSON instead of YAML")
    pa.add_argument("--lang", choices=LANGS, default="en", help="the language of the log (default: en)")
    pc = pos_sub.add_parser("check", help="apply, then compare with the file's expect")
    pc.add_argument("file")
    for sp in (pa, pc):  # a card library beside the built-in cards (the tests' rule cards: tests/cards/*.yaml)
        sp.add_argument("--cards", metavar="FILE", action="append", default=[],
                        help="a card file whose cards the position may use too (repeatable)")

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True, parser_class=_Parser)
    dc = deck_sub.add_parser("check", help="validate a deck file (6-1)")
    dc.add_argument("file")

    ar = sub.add_parser("arena", help="play bots against each other and print figures")
    ar.add_argument("--p1", default="bot:random")
    ar.add_argument("--p2", default="bot:random")
    ar.add_argument("--games", type=_games, default=100)
    ar.add_argument("--seed", type=int, default=0)
    ar.add_argument("--deck1")
    ar.add_argument("--deck2")
    ar.add_argument("--format", metavar="NAME", default="standard",
                    help="the ruleset the games are played under (default: standard)")
    ar.add_argument("--json", action="store_true")
    ar.add_argument("--ladder", nargs="+", metavar="BOT", help="a round-robin between these bots (levels or "
                    "bot:NAME), --games games a pair: a ladder of Elo-style ratings with 95%% intervals")
    ar.add_argument("--first-game", type=int, default=0, metavar="K",
                    help="start at game K (seeds, decks and seats follow the game's number: runs of "
                         "--first-game 0, 50, 100... add up to one long arena)")
    ar.add_argument("--anchor", metavar="BOT", help="the ladder's bot rated 0 (default: the first named)")
    ar.add_argument("--jobs", type=_jobs, default=1, metavar="N",
                    help="play N games at once, each in a process of its own (the same games and results; "
                         "the times per decision then share the machine)")

    cards = sub.add_parser("cards", help="list the card set, or draw a contact sheet")
    cards.add_argument("what", nargs="?", choices=["sheet"], help="'sheet' draws every card face")
    cards.add_argument("-o", "--output", help="PNG file for 'cards sheet'")
    cards.add_argument("--json", action="store_true")
    cards.add_argument("--format", metavar="NAME", default="standard", help="the card set of a ruleset (default: standard)")
    cards.add_argument("--lang", choices=LANGS, default="en", help="names and faces in that language (default: en)")

    rd = sub.add_parser("render", help="draw a position as the table shows it, without a window")
    rd.add_argument("file")
    rd.add_argument("-o", "--output", required=True)
    rd.add_argument("--scale", type=float, default=1.0)
    rd.add_argument("--reveal", action="store_true", help="show hidden information (hands, decks)")
    rd.add_argument("--lang", choices=LANGS, default="en", help="the language of the table's words (default: en)")
    return p


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        return _dispatch(args)
    except DataError as e:
        print(f"spirit-table: {e}", file=sys.stderr)
        return 2
    except (ValueError, OSError) as e:
        print(f"spirit-table: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _dispatch(args) -> int:
    if args.command is None:
        from app.gui import run_gui

        from engine.bots import BOTS

        if args.opponent is not None and args.opponent not in BOTS and args.opponent != "human":
            raise ValueError(f"unknown opponent {args.opponent!r} (choose from {', '.join(BOTS)} or human)")
        gui_args = ["--position", args.position] if args.position else []
        if args.format is not None:
            from engine.rulesets import RULESETS

            if args.format not in RULESETS:
                raise ValueError(f"unknown format {args.format!r} (known: {', '.join(RULESETS)})")
        for opt in ("seed", "opponent", "deck1", "deck2", "first", "format", "lang"):
            if getattr(args, opt, None) is not None:
                gui_args += [f"--{opt}", str(getattr(args, opt))]
        return run_gui(gui_args)
    if args.command == "position":
        return _position(args)
    if args.command == "deck":
        return _deck_check(args.file)
    if args.command == "arena":
        if args.ladder:
            from app.ladder import main as ladder_main

            return ladder_main(args)
        from app.arena import main as arena_main

        return arena_main(args)
    if args.command == "cards":
        return _cards(args)
    if args.command == "render":
        from app.render_cmd import main as render_main

        return render_main(args)
    return 2


def _position(args) -> int:
    from engine import position as P

    from engine.cards import load_card_file

    library = [c for f in getattr(args, "cards", None) or () for c in load_card_file(f)]
    pos = P.load_position_file(args.file, library)
    result = P.play_position(pos)
    out = P.dump(result, pos.annotations)
    if args.pos_command == "apply":
        if getattr(args, "lang", "en") != "en":  # the log in that language, from the same events
            out["log"] = _log_in(result, args.lang)
            if result.rejected is not None and getattr(result, "error", None) is not None:
                from engine.words import refusal

                out["rejected"] = dict(out["rejected"], reason=refusal(result.error, args.lang))
        _print_position(out, args.json)
        return 3 if result.rejected else 0
    diffs = P.check(pos, out)
    if not diffs:
        print(f"ok: {args.file}")
        return 0
    print(f"mismatch: {args.file}")
    for path, exp, act in diffs:
        print(f"  {path}: expected {_short(exp)}, actual {_short(act)}")
    return 1


def _log_in(result, lang: str) -> list[str]:
    """The log of a played position in ``lang``: its events rendered in that language."""
    from engine.words import event_text

    return [event_text(e, lang) for e in result.events]


def _short(v) -> str:
    s = json.dumps(v, ensure_ascii=False)
    return s if len(s) <= 200 else s[:197] + "..."


def _print_position(out: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        import yaml

        print(yaml.safe_dump(out, sort_keys=False, allow_unicode=True, width=110), end="")


def _deck_check(path) -> int:
    from engine.deck import deck_problems, load_deck

    deck = load_deck(path)
    problems = deck_problems(deck)
    if problems:
        print(f"{path}: {deck.name}: not a legal deck")
        for rule, text in problems:
            print(f"  {text} (rule {rule})")
        return 1
    print(f"{path}: {deck.name}: {len(deck.cards)} cards, legal for {deck.format}")
    return 0


def _cards(args) -> int:
    from engine.rulesets import get_ruleset

    try:
        ruleset = get_ruleset(args.format)
    except KeyError as e:
        raise ValueError(e.args[0]) from None
    cards = [c for c in ruleset.card_set() if c.id != "blank"]
    lang = getattr(args, "lang", "en")
    if args.what == "sheet":
        if not args.output:
            print("spirit-table: cards sheet needs -o FILE.png", file=sys.stderr)
            return 2
        from ui.render.card_face import save_contact_sheet

        save_contact_sheet(cards, args.output, lang=lang, template=getattr(ruleset.table, "face", None))  # Saga's frame, Eternal's face
        print(f"wrote {args.output} ({len(cards)} cards)")
        return 0
    rows = [c.listing(lang) if hasattr(c, "listing") else  # a second game's card lists its own fields
            {"id": c.id, "name": c.name_in(lang), "type": c.type, "colors": list(c.colors), "cost": c.cost}
            for c in cards]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        for r in rows:
            print(f"{r['id']:<10} {r['name']:<32} {r['type']:<7} {'/'.join(r['colors']):<14} {r['cost']}")
    return 0
