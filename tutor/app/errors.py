"""Errors shown on a page without the server's folders in them.

A traceback or a lesson's fault names files by their absolute paths, which tell a visitor where
the tutor is installed, the server's user name and the like. `relative` rewrites every path in a
text: a file of the lessons folder by its path in that folder (``cinch/03-follow.yaml``), a file
of the tutor by its path in the checkout (``tutor/app/player.py``), of an installed library by
its path under ``site-packages``, and any other absolute path by its last part after ``…/``.
`show` draws an exception that way (main.py calls it for any error a page raised).
"""

from __future__ import annotations

import os
import re
import site
import sys
import sysconfig
import tempfile
import traceback
from pathlib import Path

import streamlit as st

from tutor.resources import data_dir

_CHECKOUT = Path(__file__).resolve().parents[2]
_ANY_FOLDERS = re.compile(r"(?<![\w.~…])(?:[A-Za-z]:)?[/\\](?:[^\s/\\\"'<>:|]+[/\\])+")
"""The folders of an absolute path not otherwise known (``/srv/x/y/``, ``C:\\x\\``)."""


def _prefixes() -> list[tuple[str, str]]:
    """(absolute folder, what it is written as), the longest folders first."""
    known: list[tuple[Path, str]] = [(data_dir("lessons"), ""), (_CHECKOUT, "")]
    libraries = {*site.getsitepackages(), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    known += [(Path(folder), "site-packages/") for folder in libraries]
    known += [(Path(sys.base_prefix), "python/"), (Path(sys.prefix), "python/"),
              (Path(tempfile.gettempdir()), "tmp/"), (Path.home(), "~/")]
    pairs: list[tuple[str, str]] = []
    for folder, written in known:
        for form in {str(folder), str(folder.resolve())}:
            pairs.append((form.rstrip(os.sep) + os.sep, written))
    return sorted(set(pairs), key=lambda pair: -len(pair[0]))


def relative(text: str) -> str:
    """`text` with every absolute path made relative (see the module's docstring)."""
    for folder, written in _prefixes():
        text = text.replace(folder, written)
    return _ANY_FOLDERS.sub("…/", text)


class PageError(Exception):
    """An error of a page, shown under the name of the original error's type."""

    def __init__(self, message: str, alternate_name: str) -> None:
        super().__init__(message)
        self.alternate_name = alternate_name


def show(error: BaseException) -> None:
    """Draw `error` as Streamlit would (its type and message), with its traceback under it, every
    path in both made relative."""
    st.exception(PageError(relative(str(error)), type(error).__name__))
    trace = "".join(traceback.format_exception(error))
    st.code(relative(trace), language=None)
