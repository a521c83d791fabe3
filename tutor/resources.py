"""Where the data that ships beside the code lives: the `locales/` and `lessons/` directories."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

_PACKAGE = Path(__file__).resolve().parent
_SHIPPED = _PACKAGE / "data"


def data_dir(name: Literal["locales", "lessons"]) -> Path:
    """The `name` directory: inside the package when installed from a wheel, else the checkout's.

    A wheel carries the top-level directories as ``tutor/data/<name>`` (see
    ``[tool.setuptools.package-dir]`` in pyproject.toml); a source checkout, editable install
    included, has them beside the `tutor` package.
    """
    return (_SHIPPED if _SHIPPED.is_dir() else _PACKAGE.parent) / name
