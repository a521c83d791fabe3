"""An installed wheel carries the code, the catalogs and the lessons, and finds them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LEFT_OUT = (".git", ".venv", "build", "*.egg-info", "__pycache__", ".hypothesis",
            ".pytest_cache", "test-output", "*.mo")
PROBES = ("packaging-probe.yaml", "packaging-probe/nested.yaml")
"""Lesson files added to the copy, so that lessons at any depth are seen to ship."""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built, without build isolation, from a copy of the checkout."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = shutil.copytree(ROOT, tmp / "source", ignore=shutil.ignore_patterns(*LEFT_OUT))
    for probe in PROBES:
        (source / "lessons" / probe).parent.mkdir(parents=True, exist_ok=True)
        (source / "lessons" / probe).write_text("game: cinch\n")
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--quiet", "--wheel-dir", str(tmp / "dist"), str(source)]
    subprocess.run(build, check=True)
    [built] = (tmp / "dist").glob("cinch_tutor-*.whl")
    return built


def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_wheel_has_every_module(wheel: Path) -> None:
    modules = {path.relative_to(ROOT).as_posix() for path in (ROOT / "tutor").rglob("*.py")}
    assert modules - names(wheel) == set()


def test_wheel_has_the_catalogs(wheel: Path) -> None:
    locales = ROOT / "locales"
    files = [locales / "tutor.pot", *locales.glob("*/LC_MESSAGES/tutor.po")]
    assert len(files) == 4
    shipped = {f"tutor/data/locales/{path.relative_to(locales).as_posix()}" for path in files}
    assert shipped - names(wheel) == set()


def test_wheel_has_the_lessons(wheel: Path) -> None:
    lessons = ROOT / "lessons"
    files = [*PROBES, *(path.relative_to(lessons).as_posix() for path in lessons.rglob("*.yaml"))]
    assert {f"tutor/data/lessons/{name}" for name in files} - names(wheel) == set()


def test_installed_wheel_finds_its_data(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    install = [sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
               "--target", str(site), str(wheel)]
    subprocess.run(install, check=True)
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from tutor import i18n, resources;"
        "print(i18n.LOCALES_DIR); print(resources.data_dir('lessons'));"
        "print(i18n.translator('de').gettext('Language'))"
    )
    result = subprocess.run([sys.executable, "-c", probe, str(site)], capture_output=True,
                            text=True, check=True, cwd=tmp_path)
    assert result.stdout.split("\n")[:3] == [
        str(site / "tutor" / "data" / "locales"),
        str(site / "tutor" / "data" / "lessons"),
        "Sprache",
    ]
