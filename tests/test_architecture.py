"""The rules engine knows no language, no YAML and no Streamlit (architecture.md)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import tutor.games

FORBIDDEN = ("streamlit", "yaml", "babel", "gettext")
ENGINE = ["tutor.cards", "tutor.games"] + [
    module.name for module in pkgutil.walk_packages(tutor.games.__path__, "tutor.games.")
]

PROBE = """
import importlib, sys
importlib.import_module(sys.argv[1])
print(" ".join(sorted({name.split(".")[0] for name in sys.modules} & set(sys.argv[2:]))))
"""


@pytest.mark.parametrize("module", ENGINE)
def test_engine_module_imports_no_ui_or_translation_library(module: str) -> None:
    probe = [sys.executable, "-c", PROBE, module, *FORBIDDEN]
    result = subprocess.run(probe, capture_output=True, text=True, check=True)
    assert result.stdout.split() == [], f"{module} imports {result.stdout.strip()}"
