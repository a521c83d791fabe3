"""The type checker: ``python -m mypy`` finds no error in tutor/ (`[tool.mypy]` in pyproject.toml:
the engines strictly, the rest plainly).

mypy is in the ``test`` extra. Without it the test is skipped on a developer's machine, but
fails under ``CI=true``, where a missing checker must not pass for a clean run.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_error() -> None:
    if importlib.util.find_spec("mypy") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("mypy is not installed (pip install -e '.[test]'): CI never skips the type check")
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-color-output", "--no-error-summary"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
    )
    assert done.returncode == 0, f"mypy found errors:\n{done.stdout}{done.stderr}"
