# make run   - set up .venv, install, start the app
# make test  - set up .venv, run the whole suite headless
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV   := .venv
STAMP  := $(VENV)/.installed

.PHONY: .venv run test bench clean

.venv: $(STAMP)

# Reinstalls whenever pyproject.toml changes.
$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo "Python 3.11 is needed: sudo apt-get install -y python3 python3-venv"; exit 1; }
	@test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "Creating the virtual environment failed: sudo apt-get install -y python3-venv"; exit 1; }
	$(VENV)/bin/python -m pip install --upgrade pip
	$(VENV)/bin/python -m pip install -e '.[test]'
	touch $(STAMP)

run: .venv
	sh packaging/check_system_libs.sh
	$(VENV)/bin/spirit-table

test: .venv
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/python -m pytest -q

bench: .venv
	$(VENV)/bin/python -m bench

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
