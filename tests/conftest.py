"""Every test run keeps learners' progress in a folder of its own, never in the user's."""

from __future__ import annotations

import os
import tempfile

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Point `tutor.store` (and any app server a test starts) at a fresh data folder."""
    os.environ["TUTOR_DATA_DIR"] = tempfile.mkdtemp(prefix="cinch-tutor-test-data-")
