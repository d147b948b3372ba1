"""Colours of the six Battle Spirits colours, and small pillow helpers for gradients and shapes."""
from __future__ import annotations

import functools
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Tones:
    dark: RGB
    base: RGB
    light: RGB
    glow: RGB  # a luminous accent for art and highlights
    ink: RGB  # readable text colour on parchment


TONES: dict[str, Tones] = {
    "red": Tones((70, 8, 14), (188, 32, 38), (246, 112, 72), (255, 176, 84), (150, 22, 24)),
    "purple": Tones((34, 10, 58), (116, 52, 170), (196, 150, 236), (228, 150, 255), (98, 34, 140)),
    "green": Tones((10, 46, 26), (34, 138, 72), (140, 212, 110), (190, 255, 140), (22, 104, 50)),
    "white": Tones((58, 80, 112), (192, 208, 228), (246, 250, 255), (222, 240, 255), (60, 80, 110)),
    "yellow": Tones((96, 62, 0), (220, 164, 14), (255, 226, 120), (255, 240, 160), (150, 100, 0)),
    "blue": Tones((8, 30, 82), (28, 96, 196), (110, 184, 255), (140, 230, 255), (18, 70, 160)),
    "none": Tones((44, 46, 52), (124, 128, 136), (202, 206, 212), (226, 230, 236), (70, 72, 78)),
}
GOLD = (222, 184, 96)
GOLD_DARK = (120, 86, 30)
CORE = (236, 120, 60)  # the orange of a core in the level table
INK = (32, 28, 24)
PARCHMENT = ((247, 242, 230), (232, 222, 200))


def tones(color: str | None) -> Tones:
    return TONES.get(color or "none", TONES["none"])


def card_tones(colors) -> list[Tones]:
    return [tones(c) for c in colors] or [TONES["none"]]


def luminance(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def lerp(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))  # type: ignore[return-value]


def shade(c: RGB, f: float) -> RGB:
    """f < 0 darkens towards black, f > 0 lightens towards white."""
    return lerp(c, (0, 0, 0), -f) if f < 0 else lerp(c, (255, 255, 255), f)


def _freeze(stops) -> tuple:
    return tuple((s[0], tuple(s[1])) if len(s) == 2 and isinstance(s[0], (int, float)) else tuple(s) for s in stops)


@functools.lru_cache(maxsize=256)
def _lut(stops: tuple) -> tuple[list[int], list[int], list[int]]:
    """Per-channel 256-entry lookup tables from ((pos 0..1, colour), ...) or a plain list of colours."""
    if not isinstance(stops[0][0], (int, float)) or len(stops[0]) != 2:
        n = len(stops)
        stops = [(i / max(1, n - 1), c) for i, c in enumerate(stops)]
    stops = sorted(stops, key=lambda s: s[0])
    out = []
    for i in range(256):
        t = i / 255
        lo, hi = stops[0], stops[-1]
        for a, b in zip(stops, stops[1:]):
            if a[0] <= t <= b[0]:
                lo, hi = a, b
                break
        span = hi[0] - lo[0]
        k = 0.0 if span <= 0 else min(1.0, max(0.0, (t - lo[0]) / span))
        if t < stops[0][0]:
            k = 0.0
        out.append(lerp(lo[1], hi[1], k))
    return tuple([c[i] for c in out] for i in range(3))


def colorize(ramp: Image.Image, stops) -> Image.Image:
    """Map an "L" ramp through colour stops into an RGB image."""
    luts = _lut(_freeze(stops))
    return Image.merge("RGB", [ramp.point(lut) for lut in luts])


@functools.lru_cache(maxsize=32)
def _square(angle: float) -> Image.Image:
    big = Image.linear_gradient("L").resize((364, 364))
    return ImageOps.autocontrast(big.rotate(90 - angle, resample=Image.BICUBIC).crop((54, 54, 310, 310)))


def ramp(size, angle: float = 90) -> Image.Image:
    """An "L" ramp 0..255 across ``size``; angle 90 runs top to bottom, 0 left to right, 45 diagonal."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if angle % 180 == 90:
        strip = Image.linear_gradient("L").crop((0, 0, 1, 256)).resize((1, h), Image.BILINEAR)
        out = strip.resize((w, h), Image.NEAREST)
        return out if angle == 90 else ImageOps.invert(out)
    if angle % 180 == 0:
        return ramp((h, w), 90).transpose(Image.Transpose.TRANSPOSE if angle == 0 else Image.Transpose.TRANSVERSE)
    return _square(angle).resize((w, h), Image.BILINEAR)


def gradient(size, stops, angle: float = 90) -> Image.Image:
    """An RGB gradient through colour ``stops`` (see ``ramp`` for the angle)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if angle % 90 == 0:  # one row or column of colours, stretched
        line = (1, h) if angle % 180 else (w, 1)
        return colorize(ramp(line, angle), stops).resize((w, h), Image.NEAREST)
    f = max(1, max(w, h) // 160)  # smooth enough to compute small and scale up
    small = colorize(ramp((max(2, w // f), max(2, h // f)), angle), stops)
    return small.resize((w, h), Image.BILINEAR) if f > 1 else small


@functools.lru_cache(maxsize=64)
def radial(size, center=(0.5, 0.5), radius=0.5, power: float = 1.6) -> Image.Image:
    """An "L" glow: 255 at ``center`` (fractions of size), fading to 0 at ``radius`` (fraction of width).
    Cached: pass tuples, and do not draw on the result."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    r = max(1, int(radius * w))
    # radial_gradient is 0 at the centre and 181 at the middle of each edge (255 in the corners)
    lut = [int(255 * max(0.0, 1 - v / 181) ** power) for v in range(256)]
    g = Image.radial_gradient("L").point(lut).resize((2 * r, 2 * r), Image.BICUBIC)
    out = Image.new("L", (w, h), 0)
    out.paste(g, (int(center[0] * w) - r, int(center[1] * h) - r))
    return out


def rounded_mask(size, radius: float) -> Image.Image:
    m = Image.new("L", (int(size[0]), int(size[1])), 0)
    ImageDraw.Draw(m).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=int(radius), fill=255)
    return m


def paste_rounded(dst: Image.Image, src: Image.Image, xy, radius: float, opacity: int = 255) -> None:
    mask = rounded_mask(src.size, radius)
    if opacity < 255:
        mask = mask.point(lambda v: v * opacity // 255)
    dst.paste(src, (int(xy[0]), int(xy[1])), mask)


def blur(mask: Image.Image, radius: float) -> Image.Image:
    """Gaussian blur; wide blurs run on a reduced copy (the result is soft anyway)."""
    if radius <= 0:
        return mask
    f = int(radius // 6)
    if f < 2:
        return mask.filter(ImageFilter.GaussianBlur(radius))
    w, h = mask.size
    small = mask.resize((max(1, w // f), max(1, h // f)), Image.BILINEAR)
    return small.filter(ImageFilter.GaussianBlur(radius / f)).resize((w, h), Image.BILINEAR)


def _region(mask: Image.Image, margin: float):
    box = mask.getbbox()
    if box is None:
        return None
    m = int(margin)
    w, h = mask.size
    return max(0, box[0] - m), max(0, box[1] - m), min(w, box[2] + m), min(h, box[3] + m)


def glow(dst: Image.Image, mask: Image.Image, color: RGB, radius: float, strength: float = 1.0) -> None:
    """Screen a blurred, coloured copy of ``mask`` (same size as ``dst``) onto ``dst``: a soft light bloom."""
    box = _region(mask, radius * 3)
    if box is None:
        return
    m = blur(mask.crop(box), radius)
    if strength != 1.0:
        m = m.point([min(255, int(v * strength)) for v in range(256)])
    lit = Image.new("RGB", m.size, (0, 0, 0))
    lit.paste(color, (0, 0), m)
    region = dst.crop(box)
    out = ImageChops.screen(region.convert("RGB") if region.mode != "RGB" else region, lit)
    if dst.mode == "RGBA":
        out = out.convert("RGBA")
        out.putalpha(region.getchannel("A"))
    dst.paste(out, box[:2])


def paint(dst: Image.Image, fill, mask: Image.Image) -> None:
    """``dst.paste(fill, (0, 0), mask)`` for a full-size mask, touching only where the mask is set."""
    box = _region(mask, 0)
    if box is None:
        return
    if isinstance(fill, Image.Image):
        fill = fill.crop(box)
    dst.paste(fill, box[:2], mask.crop(box))


def shadow(dst: Image.Image, box, radius: float, blur_r: float, alpha: int = 150, dy: float = 0) -> None:
    """A soft drop shadow under a rounded box, computed only around the box."""
    x0, y0, x1, y1 = (int(v) for v in box)
    m = int(blur_r * 3) + 2
    mask = Image.new("L", (x1 - x0 + 2 * m, y1 - y0 + 2 * m + int(dy)), 0)
    ImageDraw.Draw(mask).rounded_rectangle((m, m + dy, m + x1 - x0, m + y1 - y0 + dy), radius=radius, fill=alpha)
    dst.paste((0, 0, 0), (x0 - m, y0 - m), blur(mask, blur_r))
