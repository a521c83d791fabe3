"""Text from outside (an address's value, a learner's name) put into the app's markdown as text.

Every Streamlit text element (`st.markdown`, the notices, toasts, labels) reads its body as
GitHub-flavoured markdown with Streamlit's own additions: ``:red[...]`` colours, ``:material/x:``
icons, ``:smile:`` emoji, ``$...$`` LaTeX. A value from an address or a name typed by a learner
must show as the characters it is made of, never as a link, an image (a remote image is a
tracking pixel), a colour or a heading; and a very long one must not take the browser seconds to
lay out. `text` makes such a value safe:

- cut to `limit` characters (with an ellipsis), before anything else;
- control and format characters (line breaks, bidi overrides, zero-width characters) dropped:
  a value cannot break the notice's line or turn the text around it right to left;
- every ASCII punctuation character backslash-escaped (CommonMark lets any of them be): no link,
  image, emphasis, heading, list, table, HTML, directive, icon or LaTeX can start;
- an invisible word joiner (U+2060) after each ``:`` and ``@`` and before each ``.``: GFM finds
  bare addresses (``https://…``, ``www.…``, ``name@host.org``) and Streamlit emoji shortcodes
  in the *text* the escapes leave, so these must not come out of it whole.
"""

from __future__ import annotations

import unicodedata

ELLIPSIS = "…"
WORD_JOINER = "\u2060"
_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
ADDRESS_VALUE_LIMIT = 60
"""The longest part of an address's value a notice repeats, in characters."""


def cut(value: str, limit: int) -> str:
    """`value`, or its first characters and an ellipsis when longer than `limit`."""
    return value if len(value) <= limit else value[: max(limit - 1, 0)] + ELLIPSIS


def text(value: str, limit: int | None = None) -> str:
    """`value` as markdown that shows exactly its characters (see the module's docstring)."""
    if limit is not None:
        value = cut(value, limit)
    shown = []
    for char in value:
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Zl", "Zp"):
            if char in "\t\n\r\x0b\x0c":
                shown.append(" ")
            continue
        if char == ".":
            shown.append(WORD_JOINER)
        if char in _PUNCTUATION:
            shown.append("\\")
        shown.append(char)
        if char in ":@":
            shown.append(WORD_JOINER)
    return " ".join("".join(shown).split())
