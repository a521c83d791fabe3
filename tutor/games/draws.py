"""Random draws as the standard library makes them, without its method call per card.

`random.Random.shuffle` and `random.Random.sample` call ``self._randbelow`` for every card, a
Python method that draws ``getrandbits`` until the draw is below the bound. A hand shuffles 52
cards (Coinche 32) and Cinch's dealer's rob samples a few: these are the same loops with the draws inline. They
give the same cards in the same order and leave the generator in the same state, so a deal or a
practice hand made from a seed stays what it was (`test_draws_are_those_of_the_standard_library`);
a generator of another class is left to its own methods.
"""

from __future__ import annotations

import random
from math import ceil, log

from tutor.cards import DECK, Card


def shuffled(rng: random.Random, cards: tuple[Card, ...] = DECK) -> list[Card]:
    """The pack after ``rng.shuffle(list(cards))``: Fisher–Yates from the last card."""
    pack = list(cards)
    if type(rng) is not random.Random:
        rng.shuffle(pack)
        return pack
    getrandbits = rng.getrandbits
    for i, bits in _DRAWS[len(pack)]:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


_DRAWS = {size: tuple((i, (i + 1).bit_length()) for i in reversed(range(1, size))) for size in (32, 52)}
"""The draws of `random.Random.shuffle` for a pack of 32 or 52 cards: the position, and the bits of
each draw of a position from 0 to it."""


def sample(rng: random.Random, population: tuple[Card, ...], k: int) -> list[Card]:
    """``rng.sample(population, k)``, both of its ways: from a shrinking pool when the population
    is small, else drawing again any position already taken."""
    if type(rng) is not random.Random:
        return rng.sample(population, k)
    n, getrandbits, chosen = len(population), rng.getrandbits, []
    if n <= 21 + (4 ** ceil(log(k * 3, 4)) if k > 5 else 0):  # `sample`'s own bound: a list of n is smaller
        pool = list(population)
        for bound in range(n, n - k, -1):
            bits = bound.bit_length()
            j = getrandbits(bits)
            while j >= bound:
                j = getrandbits(bits)
            chosen.append(pool[j])
            pool[j] = pool[bound - 1]
    else:
        taken: set[int] = set()
        bits = n.bit_length()
        for _ in range(k):
            j = getrandbits(bits)
            while j >= n or j in taken:
                j = getrandbits(bits)
            taken.add(j)
            chosen.append(population[j])
    return chosen
