# Every target bootstraps .venv on first use (and again when pyproject.toml changes).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
READY := $(VENV)/.ready
PACKAGE_READY := $(VENV)/.ready-package

.PHONY: run test test-all soak monkey bench lint format package clean

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

# The packaging tools (PyInstaller, build) only for `make package`.
$(PACKAGE_READY): $(READY)
	$(PY) -m pip install --quiet -e '.[test,package]'
	touch $@

run: $(READY)
	$(PY) -m desktop.app

# Offscreen on every core (pytest-xdist) and, beside them, the realscreen tests in a real X
# server, one at a time (two windows on one screen would take each other's focus): only there,
# the stricter of the two screens (offscreen as well they cost another 50 s). Run one after the
# other, the realscreen part left a core idle for 85 s; its output follows the offscreen part's.
# A test whose worker process dies (a crash inside Qt, seen once on CI near the end of the desktop
# suite, not reproduced since) runs once more in a fresh worker, and the summary counts it as a
# rerun; the crash's traceback stays in the output. A test that fails is never rerun: CRASHED_ONLY matches
# no failure's message.
CRASHED_ONLY := --reruns 1 --only-rerun 'only a crashed worker is rerun'
test: $(READY)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	@real=$$(mktemp); \
	bash tests/realscreen.sh $(PY) -m pytest -m realscreen -p no:cacheprovider >$$real 2>&1 & \
	shown=$$!; \
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto -m 'not realscreen' $(CRASHED_ONLY); \
	offscreen=$$?; wait $$shown; realscreen=$$?; \
	echo "== realscreen (tests/realscreen.sh)"; cat $$real; rm -f $$real; \
	test $$offscreen -eq 0 && test $$realscreen -eq 0

# Everything CI runs: the suite, then the fuzzing's whole share.
test-all: test soak

# The fuzzing tests' whole share (every seeded whole game, every hypothesis example, the monkey's
# long walk): `make test` plays a quick share that still covers every player count, map and bot
# (tests/soak.py).
soak: $(READY)
	STEAMTABLE_SOAK=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto tests/rules \
		tests/desktop/test_monkey.py

# The desktop monkey, long: thousands of events on every table (or TITLE=...) from SEED (random
# when not given); a failure prints its seed and event, which `EVENTS=<event + 1>` replays.
monkey: $(READY)
	$(PY) -m tests.monkey_main $(if $(SEED),--seed $(SEED)) --events $(or $(EVENTS),5000) \
		$(if $(TITLE),--title $(TITLE))

bench: $(READY)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/bench --benchmark-enable --benchmark-only \
		--benchmark-columns=min,median,mean,max,rounds

format: $(READY)
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

# dist/steamtable-*.whl, the one-folder app dist/steamtable/, and dist/steamtable_*.deb.
package: $(PACKAGE_READY)
	rm -rf build dist/steamtable dist/steamtable-*.whl dist/steamtable_*.deb
	$(PY) -m build --quiet --wheel --outdir dist .
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/steamtable.spec
	PY=$(PY) bash packaging/build_deb.sh

clean:
	rm -rf $(VENV) dist build *.egg-info .pytest_cache .ruff_cache .benchmarks
