"""Font lookup for the card renderer: TrueType fonts found at run time: those a desktop bundle ships in
``resources/fonts`` (packaging/README.md; none in the checkout or the wheel), else the system's.

Roles: ``regular``, ``bold``, ``serif_bold`` (card names) and the CJK pair ``cjk`` / ``cjk_bold`` (Japanese glyph
forms; ``cjk_tc`` / ``cjk_tc_bold`` the Traditional Chinese forms, used inside ``glyphs_for("zh-Hant")``).  Each role has a list of fontconfig patterns and well-known file paths; the first
one that exists wins.  Without any TrueType font the renderer still works on PIL's default font.

``font(role, size)`` is cached; ``pick(role, ch)`` tells which role draws one character (CJK characters,
and characters the Latin font lacks, go to the CJK font).
"""
from __future__ import annotations

import contextlib
import functools
import glob
import os
import shutil
import subprocess
import threading

from PIL import ImageFont

from engine.cards import resource_path

_DEJAVU = "/usr/share/fonts/truetype/dejavu/"
_NOTO = "/usr/share/fonts/opentype/noto/"
_WQY = "/usr/share/fonts/truetype/wqy/"

# role -> (fontconfig patterns, fallback files (path, ttc index), file-name globs under font dirs)
_ROLES: dict[str, tuple[tuple[str, ...], tuple[tuple[str, int], ...], tuple[str, ...]]] = {
    "regular": (("DejaVu Sans", "Liberation Sans", "Noto Sans", "FreeSans", "Arial"),
                ((_DEJAVU + "DejaVuSans.ttf", 0), ("/Library/Fonts/Arial.ttf", 0), ("C:/Windows/Fonts/arial.ttf", 0)),
                ("DejaVuSans.ttf", "LiberationSans-Regular.ttf", "NotoSans-Regular.ttf")),
    "bold": (("DejaVu Sans:bold", "Liberation Sans:bold", "Noto Sans:bold", "FreeSans:bold", "Arial:bold"),
             ((_DEJAVU + "DejaVuSans-Bold.ttf", 0), ("/Library/Fonts/Arial Bold.ttf", 0),
              ("C:/Windows/Fonts/arialbd.ttf", 0)),
             ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf", "NotoSans-Bold.ttf")),
    "serif_bold": (("DejaVu Serif:bold", "Liberation Serif:bold", "Noto Serif:bold", "Georgia:bold"),
                   ((_DEJAVU + "DejaVuSerif-Bold.ttf", 0), ("C:/Windows/Fonts/georgiab.ttf", 0)),
                   ("DejaVuSerif-Bold.ttf", "LiberationSerif-Bold.ttf", "NotoSerif-Bold.ttf")),
    "cjk": (("Noto Sans CJK JP", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei",
             "Droid Sans Fallback", "Source Han Sans JP", "Hiragino Sans", "Microsoft YaHei"),
            ((_NOTO + "NotoSansCJK-Regular.ttc", 0), (_WQY + "wqy-microhei.ttc", 0), (_WQY + "wqy-zenhei.ttc", 0),
             ("/System/Library/Fonts/Hiragino Sans GB.ttc", 0), ("C:/Windows/Fonts/msyh.ttc", 0)),
            ("NotoSansCJK-Regular.ttc", "NotoSansCJKjp-Regular.otf", "wqy-microhei.ttc", "wqy-zenhei.ttc",
             "DroidSansFallbackFull.ttf")),
    "cjk_bold": (("Noto Sans CJK JP:bold", "Noto Sans CJK SC:bold", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei",
                  "Source Han Sans JP:bold", "Microsoft YaHei:bold"),
                 ((_NOTO + "NotoSansCJK-Bold.ttc", 0), (_WQY + "wqy-microhei.ttc", 0),
                  ("C:/Windows/Fonts/msyhbd.ttc", 0)),
                 ("NotoSansCJK-Bold.ttc", "NotoSansCJKjp-Bold.otf", "wqy-microhei.ttc")),
    # Traditional Chinese glyph forms (a face in zh-Hant): the TC face of the same collection
    "cjk_tc": (("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC"),
               ((_NOTO + "NotoSansCJK-Regular.ttc", 3), ("C:/Windows/Fonts/msjh.ttc", 0)),
               ("NotoSansCJK-Regular.ttc#3", "NotoSansCJKtc-Regular.otf")),
    "cjk_tc_bold": (("Noto Sans CJK TC:bold", "Source Han Sans TC:bold", "Microsoft JhengHei:bold"),
                    ((_NOTO + "NotoSansCJK-Bold.ttc", 3), ("C:/Windows/Fonts/msjhbd.ttc", 0)),
                    ("NotoSansCJK-Bold.ttc#3", "NotoSansCJKtc-Bold.otf")),
}
# a role that finds nothing borrows from the next one
_FALLBACK = {"serif_bold": "bold", "bold": "regular", "cjk_bold": "cjk", "cjk": None,
             "regular": None, "cjk_tc": "cjk", "cjk_tc_bold": "cjk_bold"}
_local = threading.local()  # the CJK glyph forms of the face being drawn on this thread


@contextlib.contextmanager
def glyphs_for(lang: str):
    """Draw CJK text in the glyph forms of ``lang`` while inside (zh-Hant: Traditional Chinese forms; the
    Japanese forms otherwise). Per thread: faces may be drawn on several at once."""
    old = getattr(_local, "tc", False)
    _local.tc = lang.startswith("zh")
    try:
        yield
    finally:
        _local.tc = old
_FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", os.path.expanduser("~/.local/share/fonts"),
              os.path.expanduser("~/.fonts"), "/System/Library/Fonts", "/Library/Fonts", "C:/Windows/Fonts")


def _fc_match(pattern: str) -> tuple[str, int] | None:
    """Ask fontconfig; accept the answer only if it is the family we asked for (fc-match always answers)."""
    if not shutil.which("fc-match"):
        return None
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}|%{index}|%{family}|%{style}", pattern],
                             capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    parts = out.split("|")
    if len(parts) < 4 or not os.path.isfile(parts[0]):
        return None
    family, _, style = pattern.partition(":")
    if family.lower() not in parts[2].lower():
        return None
    if style and style.lower() not in parts[3].lower():
        return None
    try:
        return parts[0], int(parts[1] or 0)
    except ValueError:
        return parts[0], 0


def _glob(name: str) -> str | None:
    for d in _FONT_DIRS:
        if os.path.isdir(d):
            hits = glob.glob(os.path.join(d, "**", name), recursive=True)
            if hits:
                return sorted(hits)[0]
    return None


@functools.cache
def font_file(role: str) -> tuple[str, int] | None:
    """(path, ttc index) of the font for a role, or None if this machine has none."""
    patterns, files, names = _ROLES[role]
    for name in names:  # shipped with the app: the same faces on every machine ("file#face" in a collection)
        base, _, face = name.partition("#")
        path = resource_path("fonts", base)
        if os.path.isfile(path):
            return path, int(face or 0)
    for pat in patterns:
        hit = _fc_match(pat)
        if hit:
            return hit
    for path, index in files:
        if os.path.isfile(path):
            return path, index
    for name in names:
        base, _, face = name.partition("#")
        path = _glob(base)
        if path:
            return path, int(face or 0)
    nxt = _FALLBACK.get(role)
    return font_file(nxt) if nxt else None


def font(role: str, size: int):
    """A font for a role at a pixel size (PIL's default font if nothing is installed); the CJK roles in the
    glyph forms chosen by ``glyphs_for``."""
    if getattr(_local, "tc", False) and role in ("cjk", "cjk_bold"):
        role = "cjk_tc" if role == "cjk" else "cjk_tc_bold"
    return _font(role, int(size))


@functools.lru_cache(maxsize=512)
def _font(role: str, size: int):
    size = max(4, int(size))
    found = font_file(role)
    if role.startswith("cjk") and found is None:
        _no_cjk_font()
        found = font_file("bold" if role.endswith("bold") else "regular")
    if found:
        try:
            return ImageFont.truetype(found[0], size, index=found[1])
        except OSError:
            pass
    try:
        return ImageFont.load_default(size)
    except TypeError:  # Pillow < 10.1
        return ImageFont.load_default()


font.cache_clear = _font.cache_clear  # type: ignore[attr-defined]
_warned: list = []


def _no_cjk_font() -> None:
    """Say once (on stderr) that Japanese and Chinese words will be drawn without a CJK font."""
    if not _warned:
        _warned.append(True)
        import sys

        print("spirit-table: no CJK font found (looked for Noto Sans CJK, WenQuanYi, Droid Sans Fallback): "
              "Japanese and Chinese card text is drawn with the Latin font and may show boxes; install "
              "fonts-noto-cjk (Debian/Ubuntu) or any CJK font", file=sys.stderr)


def is_cjk(ch: str) -> bool:
    """Characters of Chinese/Japanese/Korean scripts, and their punctuation (【】《》『』 included)."""
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF
            or 0xFE30 <= o <= 0xFE4F or 0xFF00 <= o <= 0xFFEF or 0x20000 <= o <= 0x3FFFF)


def has_cjk(text: str) -> bool:
    return any(is_cjk(c) for c in text)


def _mask_sig(f, ch: str):
    m = f.getmask(ch)
    return m.size, bytes(m)


@functools.lru_cache(maxsize=4096)
def covers(role: str, ch: str) -> bool:
    """Does the role's font draw ``ch`` with a real glyph (not empty, not the .notdef 'tofu' box)?"""
    if ch.isspace():
        return True
    f = font(role, 24)
    if not hasattr(f, "getbbox") or f.getmask(ch).getbbox() is None:
        return False
    try:
        return _mask_sig(f, ch) != _mask_sig(f, "\U0010fffd")
    except Exception:  # pragma: no cover - exotic font objects
        return True


def pick(role: str, ch: str) -> str:
    """The role that draws ``ch``: the CJK twin of ``role`` for CJK text or glyphs the Latin font lacks."""
    cjk = "cjk_bold" if role in ("bold", "serif_bold", "cjk_bold") else "cjk"
    if role.startswith("cjk"):
        return role
    if is_cjk(ch):
        return cjk
    if not covers(role, ch) and font_file(cjk) and covers(cjk, ch):
        return cjk
    return role


def runs(text: str, role: str) -> list[tuple[str, str]]:
    """Split ``text`` into (piece, role) runs so that every piece is drawn by a font that has its glyphs."""
    out: list[tuple[str, str]] = []
    for ch in text:
        r = pick(role, ch) if not ch.isspace() else (out[-1][1] if out else role)
        if out and out[-1][1] == r:
            out[-1] = (out[-1][0] + ch, r)
        else:
            out.append((ch, r))
    return out


def describe() -> dict[str, str]:
    """Which file each role uses on this machine (for --version style diagnostics)."""
    return {role: (f"{f[0]}#{f[1]}" if f else "PIL default") for role in _ROLES for f in [font_file(role)]}
