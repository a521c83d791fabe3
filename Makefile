# `make run` opens the tutor and `make test` runs every test, each setting up .venv first.

VENV := .venv
PYTHON := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed

.PHONY: run test catalogs bench

run: $(INSTALLED)
	$(PYTHON) -m tutor catalogs compile
	exec $(PYTHON) -m streamlit run tutor/app/main.py

# The browser tests (tests/e2e) need Debian's Chromium: ensure-browser installs it when run as root.
# Their accessibility scan needs axe-core, pinned in tests/e2e/axe: ensure-axe installs it with npm ci.
# ruff lints the tree first ([tool.ruff] in pyproject.toml); mypy runs inside pytest (tests/test_types.py).
# The store's tests also run on a throw-away PostgreSQL (tests/conftest.py starts it): ensure-postgres
# installs Debian's postgresql when run as root.
test: $(INSTALLED)
	bash scripts/ensure-browser
	bash scripts/ensure-postgres
	bash scripts/ensure-axe
	$(PYTHON) -m tutor catalogs compile
	$(PYTHON) -m ruff check .
	$(PYTHON) -m pytest

# For translators: extract the messages, merge them into each .po, compile, list what is left.
catalogs: $(INSTALLED)
	$(PYTHON) -m tutor catalogs update
	$(PYTHON) -m tutor catalogs compile
	$(PYTHON) -m tutor catalogs check

# The engine, the solver, the practice exercises, the bots (speed and strength), the review of a
# hand, the progress store, the app against a bare Streamlit page (under AppTest and in Chromium),
# then many learners at once over Streamlit's websocket.
bench: $(INSTALLED)
	bash scripts/ensure-browser
	$(PYTHON) -m tutor catalogs compile
	$(PYTHON) benchmarks/run.py
	$(PYTHON) benchmarks/solver.py
	$(PYTHON) benchmarks/practice.py
	$(PYTHON) benchmarks/bots.py
	$(PYTHON) benchmarks/review.py
	$(PYTHON) benchmarks/store.py
	$(PYTHON) benchmarks/app.py
	$(PYTHON) benchmarks/load.py

$(PYTHON):
	python3 -m venv $(VENV)

# The stamp lives in .venv, so a new .venv is always installed into.
$(INSTALLED): pyproject.toml | $(PYTHON)
	$(PYTHON) -m pip install -e '.[test]'
	touch $@
