"""Text on a card face: mixed Latin/CJK runs, one-line shrink-to-fit, and wrapped effect text whose
bracketed keywords (【Activate: Main】, [Flash], 《Super Unleash》, 『When Summoned』) stand out."""
from __future__ import annotations

import re
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from . import fonts

KEYWORD = re.compile(r"(【[^】]*】|\[[^\]\n]*\]|《[^》]*》|『[^』]*』|「[^」]*」)")
# opening bracket -> (text colour, pill tint) of a keyword
KEYWORD_STYLE = {
    "【": ((156, 30, 18), (214, 96, 50)),
    "[": ((20, 74, 158), (70, 130, 220)),
    "《": ((104, 36, 146), (160, 96, 210)),
    "『": ((18, 106, 66), (70, 170, 110)),
    "「": ((90, 62, 20), (190, 150, 70)),
}
_ATOM = re.compile(r"\s+|[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|"
                   r"[^\s\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]+")
# kinsoku: characters that never start a line (they stay with the word before them) ...
_NO_LINE_START = set("、。，．・：；！？）」』】》〉〕”’ーぁぃぅぇぉっゃゅょァィゥェォッャュョ々…‥,.;:!?)]%")
# ... and those that never end one (they go down with the word after them)
_NO_LINE_END = set("（「『【《〈〔“‘([")


def width(text: str, role: str, size: int) -> float:
    return sum(fonts.font(r, size).getlength(piece) for piece, r in fonts.runs(text, role))


def draw_runs(draw: ImageDraw.ImageDraw, x: float, baseline: float, text: str, role: str, size: int, fill,
              stroke: int = 0, stroke_fill=None) -> float:
    """Draw ``text`` left-aligned on a baseline, each run in a font that has its glyphs; returns the end x."""
    for piece, r in fonts.runs(text, role):
        f = fonts.font(r, size)
        if isinstance(f, ImageFont.FreeTypeFont):
            draw.text((x, baseline), piece, font=f, fill=fill, anchor="ls", stroke_width=stroke,
                      stroke_fill=stroke_fill)
        else:  # PIL's bitmap fallback font knows no anchors
            draw.text((x, baseline - size * 0.8), piece, font=f, fill=fill)
        x += f.getlength(piece)
    return x


def fit_size(text: str, role: str, max_w: float, size: int, min_size: int) -> int:
    while size > min_size and width(text, role, size) > max_w:
        size -= 1
    return size


def draw_line_fit(img: Image.Image, box, text: str, role: str, size: int, min_size: int, fill,
                  align: str = "left", stroke: int = 0, stroke_fill=None) -> int:
    """One line of text, vertically centred in ``box``; shrunk to fit, and squeezed sideways if even the
    smallest size is too wide (so the full text is always shown). Returns the size used."""
    x0, y0, x1, y1 = box
    max_w = x1 - x0
    if max_w < 2 or not text:
        return size
    size = fit_size(text, role, max_w, size, min_size)
    w = width(text, role, size) + 2 * stroke
    baseline_off = size * 0.36  # half the x-height-ish: visually centres caps and CJK alike
    cy = (y0 + y1) / 2
    if w <= max_w:
        x = x0 + stroke + ({"center": (max_w - w) / 2, "right": max_w - w}.get(align, 0))
        draw_runs(ImageDraw.Draw(img, "RGBA"), x, cy + baseline_off, text, role, size, fill, stroke, stroke_fill)
        return size
    h = int(size * 1.6) + 2 * stroke
    layer = Image.new("RGBA", (int(w) + 2, h), (0, 0, 0, 0))
    draw_runs(ImageDraw.Draw(layer), stroke, h / 2 + baseline_off, text, role, size, fill, stroke, stroke_fill)
    layer = layer.resize((int(max_w), h), Image.LANCZOS)
    img.paste(layer, (int(x0), int(cy - h / 2)), layer)
    return size


@dataclass
class Atom:
    text: str
    style: str  # "" for plain text, else the keyword's opening bracket
    space: bool  # a space comes before it
    glue: bool = False  # it may not start a line: it goes down with the atom before it


@dataclass
class Layout:
    size: int
    line_h: float
    lines: list[list[tuple[float, Atom]]]
    clipped: bool = False

    @property
    def height(self) -> float:
        return self.line_h * len(self.lines)


def _role(style: str) -> str:
    return "bold" if style else "regular"


def atoms(paragraph: str) -> list[Atom]:
    """The unbreakable pieces of a paragraph: Latin words, single CJK characters, whole keywords; with the
    line-breaking rules of Japanese and Chinese (kinsoku): closing punctuation and small kana never start a
    line, opening brackets never end one."""
    out: list[Atom] = []
    space = False
    opening = False  # the atom before is an opening bracket: this one may not start a line
    for part in KEYWORD.split(paragraph):
        if not part:
            continue
        if KEYWORD.fullmatch(part):
            out.append(Atom(part, part[0], space, glue=opening and not space))
            space = opening = False
            continue
        for tok in _ATOM.findall(part):
            if tok.isspace():
                space = True
                opening = False
            elif out and not space and tok[0] in _NO_LINE_START:
                if out[-1].style == "":
                    out[-1].text += tok  # closing punctuation never starts a line
                else:
                    out.append(Atom(tok, "", False, glue=True))  # after a keyword: goes down with it
            else:
                out.append(Atom(tok, "", space, glue=opening and not space))
                space = False
                opening = len(tok) == 1 and tok in _NO_LINE_END
    return out


def _split_long(a: Atom, max_w: float, size: int) -> list[Atom]:
    """An atom wider than the line breaks at its spaces, or else between characters."""
    if len(a.text) == 1 or width(a.text, _role(a.style), size) <= max_w:
        return [a]
    words = [w for w in a.text.split(" ") if w]
    if len(words) > 1:
        parts = [Atom(w, a.style, a.space if i == 0 else True, glue=a.glue and i == 0) for i, w in enumerate(words)]
    else:
        parts = [Atom(ch, a.style, a.space and i == 0,  # kinsoku inside a split keyword too
                      glue=a.glue if i == 0 else (ch in _NO_LINE_START or a.text[i - 1] in _NO_LINE_END))
                 for i, ch in enumerate(a.text)]
    return [q for p in parts for q in _split_long(p, max_w, size)]


def layout(text: str, max_w: float, size: int) -> Layout:
    line_h = size * 1.3
    space_w = width(" ", "regular", size)
    lines: list[list[tuple[float, Atom]]] = []
    for para in text.replace("\r", "").split("\n"):
        line: list[tuple[float, Atom]] = []
        x = 0.0
        for atom in atoms(para):
            for a in _split_long(atom, max_w, size):
                w = width(a.text, _role(a.style), size)
                gap = space_w if (a.space and line) else 0.0
                if line and x + gap + w > max_w:
                    carry = []
                    if a.glue and len(line) > 1:  # kinsoku: the atom before comes down too
                        carry = [line.pop()[1]]
                    lines.append(line)
                    line, x, gap = [], 0.0, 0.0
                    for c in carry:
                        line.append((x, c))
                        x += width(c.text, _role(c.style), size)
                line.append((x + gap, a))
                x += gap + w
        lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return Layout(size, line_h, lines)


def fit(text: str, max_w: float, max_h: float, size: int, min_size: int) -> Layout:
    """The largest size (down to ``min_size``) at which the wrapped text fits; clipped with "…" otherwise."""
    while True:
        lay = layout(text, max_w, size)
        if lay.height <= max_h or size <= min_size:
            break
        size -= 1
    keep = max(1, int(max_h // lay.line_h))
    if len(lay.lines) > keep:
        lay.lines = lay.lines[:keep]
        last = lay.lines[-1]
        ell = width("…", "regular", size)
        while last and last[-1][0] + width(last[-1][1].text, _role(last[-1][1].style), size) + ell > max_w:
            last.pop()
        end = last[-1][0] + width(last[-1][1].text, _role(last[-1][1].style), size) if last else 0.0
        last.append((end, Atom("…", "", False)))
        lay.clipped = True
    return lay


def draw_layout(img: Image.Image, x: float, y: float, lay: Layout, ink, pills: bool = True) -> None:
    draw = ImageDraw.Draw(img, "RGBA")
    size = lay.size
    for i, line in enumerate(lay.lines):
        base = y + i * lay.line_h + size * 1.0
        for ax, a in line:
            if a.style and pills:
                tint = KEYWORD_STYLE.get(a.style, KEYWORD_STYLE["["])[1]
                w = width(a.text, "bold", size)
                pad = size * 0.16
                draw.rounded_rectangle((x + ax - pad, base - size * 0.98, x + ax + w + pad, base + size * 0.26),
                                       radius=size * 0.3, fill=tint + (46,), outline=tint + (90,))
            fill = KEYWORD_STYLE.get(a.style, (ink,))[0] if a.style else ink
            draw_runs(draw, x + ax, base, a.text, _role(a.style), size, fill)
