"""A learner's name as typed, made into the name kept (or refused, with a reason).

`clean` is applied by the app before `tutor.store.Store.add_learner` and before looking a name
up, so that two names a reader cannot tell apart are one name:

- Unicode NFKC: full-width letters (``Ａｌｉｃｅ``), ligatures (``ﬁ``) and other compatibility
  forms become the plain letters (``Alice``); the store then finds the existing Alice (names are
  compared ignoring case) and refuses a second one.
- Invisible characters taken out: zero-width space, word joiner, byte-order mark, soft hyphen,
  Mongolian vowel separator; the zero-width joiner and non-joiner only where they join two
  letters or symbols that are not ASCII (emoji sequences, Persian, the scripts of India), where
  they change what the reader sees.
- Spaces normalised (runs of spaces become one, none at the ends), as the store does.

Refused, with a `ValueError` whose ``args[0]`` is a code the app translates:

- ``"empty"``: nothing left (only spaces or invisible characters);
- ``"bidi"``: a character that changes the direction of the text (U+202A–U+202E, U+2066–U+2069,
  and the marks U+200E, U+200F, U+061C): a name could otherwise turn the text around it;
- ``"control"``: a control character (a tab, a line break, U+0000–U+001F, U+007F–U+009F) or
  another invisible format character.

The store keeps its own rules (at most `tutor.store.NAME_MAX` characters, no duplicate).
"""

from __future__ import annotations

import unicodedata

EMPTY = "empty"
BIDI = "bidi"
CONTROL = "control"

BIDI_CONTROLS = frozenset(
    [chr(code) for code in range(0x202A, 0x202F)]
    + [chr(code) for code in range(0x2066, 0x206A)]
    + ["\u200e", "\u200f", "\u061c"]
)
"""The characters that change the direction of text: embeddings, overrides, isolates, marks."""
INVISIBLE = frozenset("\u200b\u2060\ufeff\u00ad\u180e")
"""Zero-width characters taken out of every name."""
JOINERS = frozenset("\u200c\u200d")
"""Zero-width (non-)joiners: kept only between two characters that are not ASCII."""


def clean(name: str) -> str:
    """The name `name` stands for (see the module's docstring); `ValueError` with a code if
    it cannot be a name."""
    name = unicodedata.normalize("NFKC", name)
    if any(char in BIDI_CONTROLS for char in name):
        raise ValueError(BIDI, name)
    kept: list[str] = []
    for at, char in enumerate(name):
        if char in INVISIBLE:
            continue
        if char in JOINERS:
            before = name[at - 1] if at else " "
            after = name[at + 1] if at + 1 < len(name) else " "
            if before.isascii() or after.isascii() or before.isspace() or after.isspace():
                continue
            kept.append(char)
            continue
        if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            raise ValueError(CONTROL, name)
        kept.append(char)
    cleaned = " ".join("".join(kept).split())
    if not cleaned.strip("".join(JOINERS)).strip():
        raise ValueError(EMPTY, name)
    return cleaned
