"""Card proportions, and the sizes faces are drawn at before being scaled down."""
from __future__ import annotations

from PIL import Image


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide (63 x 88 mm, like a real card)."""
    return round(width * 88 / 63)


def internal_size(width: int) -> tuple[int, int]:
    """Faces are drawn at twice the size (smooth edges), and never below 240 px wide (tiny sizes stay sane)."""
    if width >= 700:
        return width, card_height(width)
    if width >= 120:
        return 2 * width, 2 * card_height(width)
    return 240, card_height(240)


def scale_to(big: Image.Image, width: int) -> Image.Image:
    size = (width, card_height(width))
    if big.size == size:
        return big
    if big.size == (2 * size[0], 2 * size[1]):
        return big.reduce(2)
    return big.resize(size, Image.LANCZOS)
