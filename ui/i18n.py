"""The interface's language at run time: Qt's translations of our own words (menus, buttons, fixed
texts: ``resources/i18n/spirit_table_<lang>.ts`` sources, ``.qm`` built from them), and the engine's
words (``engine.words``) in the same language.

``set_language(lang)`` installs the ``.qm`` file with a QTranslator (English needs none) and tells every
``on_change`` listener, so the windows re-render their texts from structure without a restart.
Widgets name their fixed texts with ``mark(obj, context, source)`` (the source being written in a
``QT_TRANSLATE_NOOP(context, ...)`` so ``pyside6-lupdate`` finds it); ``retranslate(root)`` sets every
marked text of a window again. Step names come from ``engine.words`` (``ja.STEP``, ``zh_hant.STEP``)."""
from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QTranslator

from engine import words

_state = {"lang": "en", "translator": None, "qt": []}
_QT_NAMES = {"ja": "ja", "zh-Hant": "zh_TW"}  # Qt's own translation files (qtbase_<name>.qm)
_listeners: list = []
_SUFFIX = {"ja": "ステップ", "zh-Hant": "階段"}  # dropped for the step tracker's short labels


def folder() -> str:
    from engine.cards import resource_path

    return resource_path("i18n")


def qm_path(lang: str) -> str:
    return os.path.join(folder(), f"spirit_table_{lang.replace('-', '_')}.qm")


def language() -> str:
    return _state["lang"]


def set_language(lang: str) -> bool:
    """Use ``lang`` (en, ja, zh-Hant) from now on. False if its ``.qm`` file is missing or unreadable
    (the engine's words still change; the interface's own stay English)."""
    if lang not in words.LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    app = QCoreApplication.instance()
    ok = True
    _SEATS.clear()  # the players' names are translated again with the new translations
    old = _state["translator"]
    if old is not None and app is not None:
        app.removeTranslator(old)
    _state["translator"] = None
    for t in _state.get("qt", ()):
        if app is not None:
            app.removeTranslator(t)
    _state["qt"] = []
    if lang != "en" and app is not None:
        t = QTranslator(app)
        ok = t.load(qm_path(lang))
        if ok:
            app.installTranslator(t)
            _state["translator"] = t
        qt = QTranslator(app)  # Qt's own words (Cancel, OK, Yes...) from the translations Qt ships
        if qt.load(f"qtbase_{_QT_NAMES.get(lang, lang)}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _state["qt"] = [qt]
    _state["lang"] = lang
    if app is not None and hasattr(app, "font"):  # a QApplication: its widgets' CJK glyphs in that language's forms
        f = app.font()
        f.setFamilies(families(f.family(), lang))
        app.setFont(f)
    for f in list(_listeners):
        f(lang)
    return ok


# CJK fonts in the glyph forms of each language (Qt falls back to them for characters the Latin font lacks)
CJK_FAMILIES = {"ja": ("Noto Sans CJK JP", "Source Han Sans JP", "Hiragino Sans", "Yu Gothic", "Meiryo"),
                "zh-Hant": ("Noto Sans CJK TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei")}


def families(base: str, lang: str | None = None) -> list[str]:
    """A font family list: ``base`` first, then the CJK fonts of ``lang`` (the Japanese ones for English,
    which shows no CJK but card names a user typed)."""
    lang = lang or language()
    return [base, *CJK_FAMILIES.get(lang, CJK_FAMILIES["ja"])]


def on_change(callback) -> None:
    _listeners.append(callback)


def forget(callback) -> None:
    if callback in _listeners:
        _listeners.remove(callback)


def tr(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def mark(obj, context: str, source: str):
    """Give ``obj`` (an action, menu, button or label) the translated ``source``, remembered for
    ``retranslate``."""
    obj.setProperty("i18n", (context, source))
    (obj.setTitle if hasattr(obj, "setTitle") and not hasattr(obj, "setText") else obj.setText)(tr(context, source))
    return obj


def retranslate(root) -> None:
    """Every marked text under ``root`` (its actions and menus too) in the current language."""
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAction

    objs = [root] + root.findChildren(QObject)
    for o in objs:
        src = o.property("i18n") if hasattr(o, "property") else None
        if not src:
            continue
        text = tr(*src)
        if isinstance(o, QAction):
            o.setText(text)
        elif hasattr(o, "setTitle") and not hasattr(o, "setText"):
            o.setTitle(text)
        else:
            o.setText(text)


def step_name(ruleset, step: str, lang: str | None = None) -> str:
    """A step's name in ``lang`` (the current language): the words of ``engine.words``, the ruleset's
    English label for a step a language does not name."""
    lang = lang or language()
    table = _game_steps(getattr(ruleset, "name", None), lang) or getattr(words.LANGUAGES.get(lang), "STEP", None)
    if lang != "en" and table and step in table:
        return table[step]
    return ruleset.step_label(step)


def _game_steps(game, lang: str):
    """The phase and step names of another game in ``lang`` (registered by its words module, as the Dragon Ball
    Super Card Game's), or None."""
    return words.en.GAME_STEPS.get((game, lang))


def step_short(step: str, short: str, lang: str | None = None, game: str | None = None) -> str:
    """The step tracker's short label: ``short`` in English, the step's name without "ステップ"/"階段" (another
    ``game``'s own names without "フェイズ"/"ステップ", "階段"/"步驟": the Dragon Ball Super Card Game's)."""
    lang = lang or language()
    own = _game_steps(game, lang)
    table = own or getattr(words.LANGUAGES.get(lang), "STEP", None)
    if lang == "en" or not table or step not in table:
        return short
    name = table[step]
    for suffix in (_SUFFIX.get(lang, ""),) + ((("フェイズ",) if lang == "ja" else ("步驟",)) if own else ()):
        if suffix and name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return name


def set_seats(names: dict | None) -> None:
    """The players' names as the table shows them ({0: "You", 1: "Bot (hard)"}): the game's sentences call
    the players so (``event_line``) instead of p1/p2, and the seat named "You" is written in the second person.
    None: p1/p2 again."""
    _state["seats"] = dict(names) if names else None


def seats():
    """The ``engine.words.Seats`` of the game shown (names in the current language), or None."""
    return seats_of(_state.get("seats"))


def seats_of(names: dict | None):
    """``engine.words.Seats`` for players named so ({0: "You", 1: "Bot (hard)"}: the seat named "You" is the
    reader's), or None. Made once per names and language (a log writes hundreds of lines with the same)."""
    if not names:
        return None
    key = (names.get(0), names.get(1), language())
    got = _SEATS.get(key)
    if got is None:
        you = next((p for p, n in names.items() if n == "You"), None)
        got = words.Seats(tuple(who(names.get(p, f"p{p + 1}")) for p in (0, 1)), you)
        if len(_SEATS) > 64:  # a few tables' names: never grows without bound
            _SEATS.clear()
        _SEATS[key] = got
    return got


_SEATS: dict = {}  # (name of p1, name of p2, language) -> Seats


def event_line(event, lang: str | None = None, names: dict | None = None) -> str:
    """An event as a player reads it: in the current language, its players by the names the table shows (or by
    ``names``: a replay's own), as a sentence (a capital first: "Each player shuffles ...", "Turn 2: your turn")."""
    text = words.event_text(event, lang or language(), seats() if names is None else seats_of(names))
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def msg_text(msg, lang: str | None = None) -> str:
    """A ``events.Msg`` (a prompt) in ``lang``; any other value as ``str``."""
    lang = lang or language()
    if hasattr(msg, "msg") and hasattr(msg, "params") and not hasattr(msg, "kind"):
        return words.render(msg.msg, dict(msg.params), lang)
    return str(msg)


def label_text(label, lang: str | None = None) -> str:
    lang = lang or language()
    try:
        return words.label_in(label, lang)
    except (TypeError, ValueError):
        return str(label)


def sentence(text, lang: str | None = None) -> str:
    """An engine sentence (a deck problem, ``events.Sentence``) in ``lang``; other text as it is."""
    return words.sentence_in(text, lang or language())


def refusal(error, lang: str | None = None) -> str:
    """An ``IllegalAction``'s reason in ``lang`` (``engine.words.refusal``: English for a refusal given as an
    English sentence; every game's refusals, the Dragon Ball Super Card Game's too, as structure in words)."""
    return words.refusal(error, lang or language(), seats())


_PLAYER_WORDS = (QT_TRANSLATE_NOOP("Players", "You"), QT_TRANSLATE_NOOP("Players", "Bot"),
                 QT_TRANSLATE_NOOP("Players", "Player 1"), QT_TRANSLATE_NOOP("Players", "Player 2"),
                 QT_TRANSLATE_NOOP("Players", "Bot ({level})"), QT_TRANSLATE_NOOP("Players", "search"),
                 QT_TRANSLATE_NOOP("Players", "strong"), QT_TRANSLATE_NOOP("Players", "greedy"),
                 QT_TRANSLATE_NOOP("Players", "random"), QT_TRANSLATE_NOOP("Players", "easy"),
                 QT_TRANSLATE_NOOP("Players", "normal"), QT_TRANSLATE_NOOP("Players", "hard"),
                 QT_TRANSLATE_NOOP("Players", "strongest"))


def who(name: str) -> str:
    """A player's name as the table shows it, in the current language: the names the app gives ("You",
    "Bot (search)", "Player 1") are translated; any other name is shown as it is."""
    import re

    m = re.fullmatch(r"Bot \((\w+)\)", name or "")
    if m:
        return _t("Players", "Bot ({level})").format(level=_t("Players", m.group(1)))
    return _t("Players", name) if name in ("You", "Bot", "Player 1", "Player 2") else name


_t = QCoreApplication.translate


def action_text(game, action, lang: str | None = None) -> str:
    """An action as a player reads it, in ``lang`` ("summon Ember Wyvern")."""
    from .games import own_table

    t = own_table(game)
    if t is not None and lang in (None, language()):  # another game's own words (ui.games)
        return t.action_text(game, action)
    return words.action_in(game, action, lang or language())


# the mat's zone titles in the rule texts' terms (a ruleset's own zone keeps its English title)
ZONE_TITLES = {
    "ja": {"deck": "デッキ", "hand": "手札", "field": "フィールド", "trash": "トラッシュ", "removed": "除外エリア",
           "life": "ライフ", "reserve": "リザーブ", "void": "ボイド", "burst": "バーストエリア",
           "energy": "エナジー", "leader": "リーダー", "battle": "バトルエリア", "combo": "コンボ", "drop": "ドロップ",
           "warp": "ワープ"},
    "zh-Hant": {"deck": "牌組", "hand": "手牌", "field": "場上", "trash": "廢棄區", "removed": "除外區",
                "life": "生命值", "reserve": "預備區", "void": "空間", "burst": "爆發區",
                "energy": "能源區", "leader": "領袖區", "battle": "戰鬥區", "combo": "連擊區", "drop": "棄牌區",
                "warp": "時空區"},
}


# a table face's own zones, in its rule text's terms (Eternal: the Chinese manual's 爆裂區, 幻象, 計數區, 手元, 魂狀態)
FACE_ZONE_TITLES = {
    "eternal": {
        "ja": {"burst": "バーストエリア", "mirage": "ミラージュ", "count": "カウント", "hand_side": "手元", "souls": "魂状態"},
        "zh-Hant": {"burst": "爆裂區", "mirage": "幻象", "count": "計數區", "hand_side": "手元", "souls": "魂狀態"},
    },
}


def zone_title(name: str, title: str, lang: str | None = None, face: str | None = None) -> str:
    """A zone's title on the mat in ``lang`` (``title``, the ruleset's English, for English); ``face``: the
    table's face, whose own zones have their own words."""
    lang = lang or language()
    if not title:
        return title
    own = FACE_ZONE_TITLES.get(face or "", {}).get(lang, {}).get(name)
    return own or ZONE_TITLES.get(lang, {}).get(name, title)


def option_label(game, label: str, lang: str | None = None) -> str:
    """A choice's option as the engine labels it (a card's English name, "Yes" ...) in ``lang``: a card of the
    game named so is named in the language."""
    lang = lang or language()
    if lang == "en" or not isinstance(label, str):
        return label
    for card in getattr(getattr(game, "state", None), "cards", ()) or ():
        if getattr(card, "name", None) == label:
            return card_name(card, lang)
    return label


def card_name(card, lang: str | None = None) -> str:
    """A card's name in ``lang`` (its own words, English when it has none there)."""
    from engine.words import cards as cw

    return cw.name(card, lang or language())


