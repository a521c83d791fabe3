"""Passphrases of learners on a shared server (issue 15): kept only as a slow salted hash.

When the tutor runs on a server for a class or a club (``TUTOR_PASSPHRASES=1``), each learner
chooses a passphrase with their name, and must give it again to go on as that learner. The store
keeps only `hash_passphrase`'s text (`tutor.store.Store.set_passphrase`), never the passphrase.

The hash is ``hashlib.scrypt`` with a random 16-byte salt and n=2**14, r=8, p=1 (about 16 MB and
some tens of milliseconds per hash: slow for someone guessing from a stolen database, quick enough
for one learner), written as ``scrypt$n$r$p$salt_hex$hash_hex`` so that later costs can be raised
without losing the old hashes. `verify` compares in constant time.

What this protects and what not is said in the README ("Passphrases").
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets

__all__ = ["VARIABLE", "hash_passphrase", "passphrases_required", "verify"]

VARIABLE = "TUTOR_PASSPHRASES"
"""``TUTOR_PASSPHRASES=1`` turns passphrases on (a shared server); anything else leaves them off."""

_N = 2**14
_R = 8
_P = 1
_SALT_BYTES = 16
_HASH_BYTES = 32
_MAXMEM = 64 * 1024 * 1024
"""Enough for n up to 2**15 with r=8 (128 * n * r bytes, and some); refuses absurd costs."""


def passphrases_required() -> bool:
    """Whether learners need a passphrase: ``TUTOR_PASSPHRASES=1`` (read at each call)."""
    return os.environ.get(VARIABLE) == "1"


def _scrypt(text: str, salt: bytes, n: int, r: int, p: int, length: int) -> bytes:
    return hashlib.scrypt(
        text.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=_MAXMEM, dklen=length
    )


def hash_passphrase(text: str) -> str:
    """``scrypt$n$r$p$salt_hex$hash_hex`` of `text` with a fresh random salt (two hashes of the
    same passphrase differ). `ValueError` for an empty passphrase."""
    if not isinstance(text, str):
        raise TypeError(f"a passphrase is text, not {type(text).__name__}")
    if not text:
        raise ValueError("an empty passphrase")
    salt = secrets.token_bytes(_SALT_BYTES)
    digest = _scrypt(text, salt, _N, _R, _P, _HASH_BYTES)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def verify(text: str, digest: str) -> bool:
    """Whether `text` is the passphrase `digest` (a `hash_passphrase` text) was made from.

    False, never an exception, for a malformed or unknown `digest` (or costs beyond reason).
    """
    try:
        scheme, n_text, r_text, p_text, salt_hex, hash_hex = digest.split("$")
        if scheme != "scrypt":
            return False
        n, r, p = int(n_text), int(r_text), int(p_text)
        salt, expected = bytes.fromhex(salt_hex), bytes.fromhex(hash_hex)
        if not (1 < n <= 2**15 and n & (n - 1) == 0 and 1 <= r <= 16 and 1 <= p <= 4):
            return False
        if not salt or not 16 <= len(expected) <= 64:
            return False
        actual = _scrypt(text, salt, n, r, p, len(expected))
    except (ValueError, TypeError, AttributeError, MemoryError, UnicodeError):
        return False
    return hmac.compare_digest(actual, expected)
