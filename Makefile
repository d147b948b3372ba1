# make run      - set up .venv, install, start the app
# make test     - set up .venv, run the whole suite headless
# make package  - the one-folder desktop bundle in dist/spirit-table (PyInstaller; packaging/README.md)
# make package-check  - build the bundle and run it headless: every subcommand, the window under Xvfb
# make install-desktop / uninstall-desktop  - the menu entry, icon and metainfo for this user (XDG)
# make i18n     - update resources/i18n/*.ts from the marked sources (pyside6-lupdate), build the .qm files
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV   := .venv
STAMP  := $(VENV)/.installed
PKG_STAMP := $(VENV)/.package-tools
DIST   := dist/spirit-table
# the program the menu entry starts: EXEC=..., else spirit-table on PATH (pipx), else the bundle, else .venv
EXEC   ?= $(firstword $(shell command -v spirit-table 2>/dev/null) $(wildcard $(CURDIR)/$(DIST)/spirit-table) \
            $(wildcard $(CURDIR)/$(VENV)/bin/spirit-table))

.PHONY: .venv run test bench clean package package-check icons screenshots install-desktop uninstall-desktop i18n

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

# PyInstaller is only needed here, not by `make test` (the [package] extra).
$(PKG_STAMP): $(STAMP)
	$(VENV)/bin/python -m pip install -e '.[test,package]'
	touch $(PKG_STAMP)

package: $(PKG_STAMP)
	rm -rf build/pyinstaller $(DIST)
	$(VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
	  packaging/spirit-table.spec
	@echo "built $(DIST)/spirit-table ($$(du -sh $(DIST) | cut -f1)); copy the folder anywhere and run it"

package-check: package
	$(VENV)/bin/python packaging/check_bundle.py $(DIST)/spirit-table

icons: .venv
	$(VENV)/bin/python packaging/icons.py

# the interface's translations: the files marked for translation (tests/ui/test_i18n.py CONVERTED); the .qm
# files are committed, so an install needs no Qt tools
I18N_SOURCES := ui/main_window.py ui/language_menu.py ui/panels/decision_panel.py ui/panels/log_panel.py \
                ui/table/mat.py ui/panels/prompt.py ui/panels/bot_why.py ui/dialogs/new_game.py \
                ui/dialogs/game_over.py ui/dialogs/concede.py ui/decks/window.py ui/decks/lists.py \
                ui/decks/pool_view.py ui/decks/deck_view.py ui/decks/files.py ui/decks/text_dialogs.py \
                ui/decks/charts.py ui/decks/hand.py ui/editor/editor.py ui/editor/panel.py \
                ui/editor/palette.py ui/editor/context_menu.py ui/editor/files.py ui/editor/table_input.py \
                ui/export/dialog.py ui/replay/viewer.py ui/table/annotations/menu.py \
                ui/table/annotations/tool.py ui/table/items.py ui/table/scene.py ui/payment.py ui/gestures.py \
                ui/interaction.py ui/i18n.py app/controller.py app/session.py app/resume_dialog.py app/autosave.py \
                ui/panels/ruleset_words.py ui/table/moments.py ui/table/scene_cards.py ui/brave_gestures.py \
                ui/table/view.py app/gui.py ui/dbscg/words.py
i18n: .venv
	for ts in resources/i18n/*.ts; do \
	  $(VENV)/bin/pyside6-lupdate -no-obsolete $(I18N_SOURCES) -ts $$ts && \
	  $(VENV)/bin/pyside6-lrelease $$ts -qm $${ts%.ts}.qm || exit 1; done

# AppStream screenshots, drawn by the app itself (install-desktop draws them too)
screenshots: .venv
	mkdir -p dist/screenshots
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/spirit-table render packaging/screenshots/midgame.yaml -o dist/screenshots/midgame.png
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/spirit-table render docs/examples/depletion-while-paying.yaml \
	  -o dist/screenshots/annotated.png

install-desktop:
	SCREENSHOTS_URL="$(SCREENSHOTS_URL)" sh packaging/desktop.sh install "$(EXEC)"

uninstall-desktop:
	sh packaging/desktop.sh uninstall

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
