# Every target bootstraps .venv on first use (and again when pyproject.toml changes).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
READY := $(VENV)/.ready

.PHONY: run test bench lint format package clean

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

# For now the program is the command-line game: four heuristic bots play Power Grid.
run: $(READY)
	$(PY) -m rules play --game powergrid --map germany --players 4 --bots heuristic --seed 1

test: $(READY)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(READY)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/bench --benchmark-enable --benchmark-only \
		--benchmark-columns=min,median,mean,max,rounds

format: $(READY)
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

package: $(READY)
	$(PY) -m pip wheel --quiet --no-deps --wheel-dir dist .

clean:
	rm -rf $(VENV) dist build *.egg-info .pytest_cache .ruff_cache .benchmarks
