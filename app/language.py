"""The language of the table: English, Japanese or Traditional Chinese (``engine.words.LANGUAGES``).

Chosen by ``--lang``, else by the preferences (View → Language), else by the system locale
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``, ``LANGUAGE``: ``ja*`` gives Japanese, any ``zh*`` Traditional
Chinese, anything else English). No Qt here."""
from __future__ import annotations

import os

from engine.words import LANGUAGES

NAMES = {"en": "English", "ja": "日本語", "zh-Hant": "繁體中文"}  # each language in its own words (menu)


def check(lang: str) -> str:
    """``lang`` if it is one of ``LANGUAGES``; ValueError naming the choices otherwise."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (choose from {', '.join(sorted(LANGUAGES))})")
    return lang


def from_locale(value: str) -> str | None:
    """The language a locale name means ("ja_JP.UTF-8" → ja, "zh_TW" → zh-Hant), None for C/POSIX/empty."""
    v = (value or "").split(":")[0].split(".")[0].replace("-", "_").lower()
    if not v or v in ("c", "posix"):
        return None
    if v.startswith("ja"):
        return "ja"
    if v.startswith("zh"):
        return "zh-Hant"
    return "en"


def system_language(env=None) -> str:
    env = os.environ if env is None else env
    for key in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        lang = from_locale(env.get(key, ""))
        if lang is not None:
            return lang
    return "en"


def resolve(cli: str | None, preferred: str | None, env=None) -> str:
    """The language to start in: the command line's, else the preference's, else the system's."""
    if cli:
        return check(cli)
    if preferred in LANGUAGES:
        return preferred
    return system_language(env)
