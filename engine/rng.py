"""The game's seeded random generator.

Every random event of a game (shuffles, random first player, bot sampling inside a
clone) draws from one ``Rng``. It is SplitMix64: a single integer of state, so a
clone copies one int, and results are identical on every Python version and machine.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_TWO_53 = float(1 << 53)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def clone(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (n >= 1), without modulo bias."""
        if n <= 1:
            return 0
        limit = _MASK - (_MASK % n)
        s = self.state
        while True:  # next64, written out: every shuffle draws once per card
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = s
                return x % n

    def random(self) -> float:
        return (self.next64() >> 11) / _TWO_53

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place (4-2-4: shuffle means randomise)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
