"""The house rules of the code (architecture.md): a game is a folder, reached only through the
registry; its engine knows no language, no YAML and no Streamlit; no import circle."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import tutor.games
from tutor.games import GAMES, LAYERS, UnknownGameError, find_game

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tutor"
FORBIDDEN = ("streamlit", "yaml", "babel", "gettext")
GAME_MODULES = [module.name for module in pkgutil.walk_packages(tutor.games.__path__, "tutor.games.")]
FOLDERS = sorted(module.name for module in pkgutil.iter_modules(tutor.games.__path__) if module.ispkg)
"""The game folders under tutor/games/, registered or not yet."""


def layer_of(module: str) -> str | None:
    """The layer (`tutor.games.LAYERS`) a module of a game folder belongs to; None for the engine."""
    parts = module.split(".")
    return parts[3] if len(parts) > 3 and parts[2] in FOLDERS and parts[3] in LAYERS else None


ENGINE = ["tutor.cards", "tutor.games", *(module for module in GAME_MODULES if layer_of(module) is None)]
LAYER_MODULES = [module for module in GAME_MODULES if layer_of(module) is not None]

PROBE = """
import importlib, sys
importlib.import_module(sys.argv[1])
print(" ".join(sorted({name.split(".")[0] for name in sys.modules} & set(sys.argv[2:]))))
"""


def imported_libraries(module: str, libraries: tuple[str, ...]) -> list[str]:
    """Which of `libraries` importing `module` loads, in a fresh interpreter."""
    probe = [sys.executable, "-c", PROBE, module, *libraries]
    return subprocess.run(probe, capture_output=True, text=True, check=True, cwd=ROOT).stdout.split()


@pytest.mark.parametrize("module", ENGINE)
def test_engine_module_imports_no_ui_or_translation_library(module: str) -> None:
    assert imported_libraries(module, FORBIDDEN) == [], f"{module} imports a forbidden library"


@pytest.mark.parametrize("module", [module for module in LAYER_MODULES if layer_of(module) != "widgets"])
def test_only_the_widgets_layer_imports_streamlit(module: str) -> None:
    assert imported_libraries(module, ("streamlit",)) == [], f"{module} imports streamlit"


def test_the_layers_of_cinch_are_in_its_folder() -> None:
    assert {layer_of(module) for module in LAYER_MODULES if module.startswith("tutor.games.cinch.")} == set(LAYERS)


# --- the shell reaches a game only through the registry ----------------------------------------


def imports_of(path: Path) -> set[str]:
    """The modules a source file imports, as written (``from a import b`` gives ``a`` and ``a.b``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def game_imports(path: Path) -> list[str]:
    """The imports of `path` that reach into a game folder (``tutor.games.<game>…``)."""
    return sorted(name for name in imports_of(path)
                  if name.split(".")[:2] == ["tutor", "games"] and len(name.split(".")) > 2
                  and name.split(".")[2] in FOLDERS)


SHELL = sorted(path for path in PACKAGE.rglob("*.py") if PACKAGE / "games" not in path.parents)


@pytest.mark.parametrize("path", SHELL, ids=[str(path.relative_to(ROOT)) for path in SHELL])
def test_the_shell_imports_no_game_folder(path: Path) -> None:
    assert game_imports(path) == [], f"{path.relative_to(ROOT)}: use tutor.games.find_game instead"


def test_the_check_sees_an_import_of_a_game_folder(tmp_path: Path) -> None:
    shell = tmp_path / "page.py"
    shell.write_text("from tutor.games.cinch import explain\nimport tutor.games.cinch.record\n"
                     "from tutor.games import cinch, find_game\nfrom tutor.games.seats import Seat\n")
    assert game_imports(shell) == ["tutor.games.cinch", "tutor.games.cinch.explain",
                                   "tutor.games.cinch.record"]


def test_find_game_knows_every_registered_game_and_refuses_others() -> None:
    for name in GAMES:
        game = find_game(name)
        assert game.name == name and (ROOT / game.rule_book).is_file()
        assert set(game.taught) <= set(game.rule_ids)
    with pytest.raises(UnknownGameError, match="unknown game 'chess': the games are cinch"):
        find_game("chess")
    assert issubclass(UnknownGameError, ValueError)


@pytest.mark.parametrize("name", GAMES)
def test_finding_a_game_loads_no_ui_or_translation_library(name: str) -> None:
    probe = ("import sys; from tutor.games import find_game; find_game(sys.argv[1]); "
             "print(' '.join(sorted({name.split('.')[0] for name in sys.modules} & set(sys.argv[2:]))))")
    result = subprocess.run([sys.executable, "-c", probe, name, *FORBIDDEN], capture_output=True,
                            text=True, check=True, cwd=ROOT)
    assert result.stdout.split() == [], f"find_game({name!r}) loads {result.stdout.strip()}"


def test_importing_the_registry_loads_no_game() -> None:
    probe = "import sys, tutor.games; print(' '.join(m for m in sys.modules if m.startswith('tutor.games.')))"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert [module for module in result.stdout.split() if module.split(".")[2] in FOLDERS] == []


# --- no import circle ------------------------------------------------------------------------


def import_graph() -> dict[str, set[str]]:
    """Each module of `tutor` and the modules of `tutor` it imports (at any depth of the file)."""
    modules = {".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): path
               for path in PACKAGE.rglob("*.py")}
    return {name: {imported for imported in imports_of(path) if imported in modules and imported != name}
            for name, path in modules.items()}


def reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        module = todo.pop()
        if module == goal:
            return True
        if module not in seen:
            seen.add(module)
            todo.extend(graph[module])
    return False


def test_store_and_schedule_import_no_circle() -> None:
    graph = import_graph()
    assert not reaches(graph, "tutor.store", "tutor.schedule")
    assert not reaches(graph, "tutor.review_cards", "tutor.store")


@pytest.mark.parametrize("module", ["tutor.store", "tutor.schedule", "tutor.review_cards"])
def test_each_imports_alone_in_a_fresh_interpreter(module: str) -> None:
    subprocess.run([sys.executable, "-c", f"import {module}"], check=True, cwd=ROOT)
