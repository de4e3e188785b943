"""The main window: the gallery, the table and the end screen, and the commands around them
(new, open, save, undo, redo, seats, full screen, settings, and Help: the rules and About).

It owns the one SessionModel of the game on the table. Anything that changes how the table looks
(language, table-top mode) builds a fresh model and table over the same Session, so no widget is
left listening to a model it no longer shows.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from desktop import games
from desktop.board.tips import set_tip
from desktop.session_model import SessionModel
from desktop.settings import Settings, save_settings, with_settings
from desktop.shell import help_viewer, saves
from desktop.shell.about import AboutDialog
from desktop.shell.end_screen import EndScreen
from desktop.shell.gallery import Gallery
from desktop.shell.new_game import GameSetup, NewGameDialog
from desktop.shell.notices import Refusal, ResumeOffer
from desktop.shell.qt_words import install_qt_words
from desktop.shell.seats_menu import fill_seats_menu
from desktop.shell.settings_dialog import SettingsDialog
from desktop.shell.table import TableScreen
from desktop.shell.words import title_name, tr
from rules.core.errors import SaveError
from rules.core.prompt import Result
from rules.core.session import Session
from rules.core.text import Text, text

STATUS_MS = 4000
FIND_DIRECT = Qt.FindChildOption.FindDirectChildrenOnly


class MainWindow(QMainWindow):
    def __init__(
        self, settings: Settings, *, autosave: Path | None = None, bots: bool = True
    ) -> None:
        super().__init__()
        self.settings = settings
        self.autosave = autosave  # None: never write the autosave (screenshots)
        self.bots = bots  # False: bots wait (screenshots)
        self.model: SessionModel | None = None
        self.title: games.TitleUI | None = None
        self.table: TableScreen | None = None
        self.end_screen: EndScreen | None = None
        self.dialog: QWidget | None = None  # the dialog shown last (tests look at it)
        self.rules_viewer: QWidget | None = None  # the rules reference, once opened
        self._qt_translator: QTranslator | None = None
        self._was_maximized = False
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.gallery = self._make_gallery()
        self._build_commands()
        self.statusBar().hide()  # its messages show in the table's bar: no row under the board
        self.resize(1440, 900)

    # -- language-dependent chrome ---------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, item: Text) -> str:
        return tr(self.lang, item)

    def _make_gallery(self) -> Gallery:
        gallery = Gallery(self.lang)
        gallery.chosen.connect(self.choose_title)
        gallery.open_requested.connect(self.open_game)
        gallery.return_requested.connect(self.back_to_table)
        self.stack.insertWidget(0, gallery)
        return gallery

    def _build_commands(self) -> None:
        """Menus, toolbar and shortcuts, in the current language."""
        for menu in self.menuBar().findChildren(QMenu, options=FIND_DIRECT):
            menu.deleteLater()  # clear() keeps the menus (the Seats menu's actions hold a model)
        self.menuBar().clear()
        for bar in self.findChildren(QToolBar):
            if self.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is bar:
                self.menuBar().setCornerWidget(None, Qt.Corner.TopRightCorner)
            bar.hide()
            bar.deleteLater()
        for old in getattr(self, "commands", {}).values():  # a rebuild in another language
            self.removeAction(old)
            old.deleteLater()
        self.commands: dict[str, QAction] = {}
        game = self.menuBar().addMenu(self.t(text("desktop.menu.game")))
        self._add(game, "new", self.choose_new_game, QKeySequence.StandardKey.New)
        self._add(game, "open", self.open_game, QKeySequence.StandardKey.Open)
        self._add(game, "save", self.save_game, QKeySequence.StandardKey.Save)
        game.addSeparator()
        self._add(game, "undo", self.undo, QKeySequence.StandardKey.Undo)
        self._add(game, "redo", self.redo, "Ctrl+Shift+Z", QKeySequence.StandardKey.Redo)
        game.addSeparator()
        self._add(game, "titles", self.show_gallery)
        self._add(game, "quit", self.close, QKeySequence.StandardKey.Quit)
        view = self.menuBar().addMenu(self.t(text("desktop.menu.view")))
        self._add(view, "fit", self.fit, "Ctrl+0")
        self._add(view, "full_screen", self.toggle_full_screen, "F11")
        table_top = self._add(view, "table_top", self.toggle_table_top)
        table_top.setCheckable(True)
        table_top.setChecked(self.settings.table_top)
        self.seats_menu: QMenu = self.menuBar().addMenu(self.t(text("desktop.menu.seats")))
        self.seats_menu.aboutToShow.connect(lambda: fill_seats_menu(self.seats_menu, self.model))
        options = self.menuBar().addMenu(self.t(text("desktop.menu.options")))
        self._add(options, "settings", self.open_settings, QKeySequence.StandardKey.Preferences)
        self.help_menu: QMenu = self.menuBar().addMenu(self.t(text("desktop.menu.help")))
        self._add(self.help_menu, "rules", self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._add(self.help_menu, "about", self.show_about)
        self.help_menu.aboutToShow.connect(self._fill_help_menu)
        self._fill_help_menu()
        tools = QToolBar(self.t(text("desktop.menu.toolbar")))  # in the menu bar's corner:
        tools.setMovable(False)  # no row of its own over the board
        for name in ("undo", "redo", "fit", "full_screen", "save"):
            tools.addAction(self.commands[name])
        self.menuBar().setCornerWidget(tools, Qt.Corner.TopRightCorner)
        self.tools = tools  # PySide does not hand a corner widget to the menu bar: keep it
        tools.show()
        self._install_qt_translator()
        self._retitle()
        self._enable()

    def _add(self, menu: QMenu, name: str, slot: Callable[[], object], *keys: object) -> QAction:
        action = QAction(self.t(text(f"desktop.menu.{name}")), self)
        shortcuts: list[QKeySequence] = []
        for key in keys:
            for seq in QKeySequence.keyBindings(key) if not isinstance(key, str) else [key]:
                seq = QKeySequence(seq)
                if not seq.isEmpty() and seq not in shortcuts:
                    shortcuts.append(seq)
        action.setShortcuts(shortcuts)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        self.addAction(action)  # shortcuts work even while the menu bar is hidden (full screen)
        self.commands[name] = action
        return action

    def _enable(self) -> None:
        playing = self.model is not None
        for name in ("save", "undo", "redo", "fit"):
            self.commands[name].setEnabled(playing)
        self.seats_menu.setEnabled(playing)
        self._enable_undo()

    def _enable_undo(self) -> None:
        """Undo only when there is something it may take back; its tooltip says why not."""
        undo = self.commands["undo"]
        blocked = self.model.session.undo_blocked() if self.model is not None else None
        if self.model is not None:
            undo.setEnabled(blocked is None)
        set_tip(undo, self.t(text(f"desktop.undo.blocked.{blocked}")) if blocked else "")
        self.commands["redo"].setEnabled(self.model is not None and self.model.session.can_redo())

    def _window_title(self) -> str:
        """The app's name in the gallery; "<title> — <app>" for a game shown (its table, its end
        screen)."""
        app = self.t(text("desktop.app_name"))
        if self.model is None or self.stack.currentWidget() is self.gallery:
            return app
        return f"{title_name(self.lang, self.model.game)} — {app}"

    def _retitle(self) -> None:
        """Set the window's title for what it shows. It ends with the application's display name
        (set first, `_install_qt_translator`), so the window system appends nothing to it."""
        self.setWindowTitle(self._window_title())

    def _install_qt_translator(self) -> None:
        """Qt's own words (file dialog, text field menus) in the same language, and the app's
        name that the window system appends to every window's title (else a title would read
        "Power Grid — Steamtable — 스팀테이블" after a switch of language)."""
        QGuiApplication.setApplicationDisplayName(self.t(text("desktop.app_name")))
        if self._qt_translator is not None:
            QCoreApplication.removeTranslator(self._qt_translator)
            self._qt_translator.deleteLater()
        self._qt_translator = install_qt_words(self.lang, self)

    def status(self, item: Text) -> None:
        self.statusBar().showMessage(self.t(item), STATUS_MS)
        if self.table is not None:
            self.table.prompt_bar.show_message(self.t(item))

    # -- start -----------------------------------------------------------------------------------

    def start(self, *, offer_resume: bool = True) -> None:
        """Show the gallery; offer to resume the autosaved game if it is unfinished. A damaged
        autosave is set aside and said so; the copy kept before it is offered instead."""
        self.show_gallery()
        if self.autosave is None:
            return
        found = saves.recover_autosave(self.autosave)
        damaged = None
        if found.why is not None:
            where = str(found.set_aside or self.autosave)
            damaged = text("desktop.autosave.set_aside", why=found.why, path=where)
        if offer_resume and found.session is not None:
            note = text("desktop.autosave.previous", damaged=damaged) if damaged else None
            self.offer_resume(found.session, note=note)
        elif damaged is not None:
            self.show_error(text("desktop.autosave.damaged"), damaged)

    def offer_resume(self, session: Session, *, note: Text | None = None) -> None:
        box = ResumeOffer(session, self.lang, self)
        if note is not None:
            box.setInformativeText(self.t(note))
        box.buttonClicked.connect(
            lambda button: self.show_session(session) if button is box.resume_button else None
        )
        self._show_dialog(box)

    def _show_dialog(self, dialog: QWidget) -> None:
        """Window-modal but not blocking, so the event loop (and tests) keep running."""
        if self.dialog is not None and self.dialog is not dialog and not self.dialog.isVisible():
            self.dialog.deleteLater()  # done with: it and what its signals hold can go
        self.dialog = dialog
        dialog.open()

    # -- new, open, save -------------------------------------------------------------------------

    def choose_first_title(self) -> None:
        if self.gallery.cards:
            self.choose_title(self.gallery.cards[0].game)

    def choose_new_game(self) -> None:
        """A new game (Ctrl+N): the form of the title at the table, or the first; its first row
        picks any other title."""
        if self.model is not None:
            self.choose_title(self.model.game)
        else:
            self.choose_first_title()

    def choose_title(self, game: str, lang: str | None = None) -> None:
        dialog = NewGameDialog(
            games.TITLES[game], self.lang, self, seats_at_value=self.settings.seats_at
        )
        if lang is not None and lang != self.lang:
            dialog.language.setCurrentIndex(dialog.language.findData(lang))
        dialog.accepted.connect(lambda: self.new_game(dialog.setup()))
        dialog.other_title.connect(lambda other, chosen: self._switch_form(dialog, other, chosen))
        self._show_dialog(dialog)

    def _switch_form(self, dialog: QWidget, game: str, lang: str) -> None:
        """Another title picked in the new-game form: its own form instead."""
        dialog.close()
        self.choose_title(game, lang)

    def new_game(self, setup: GameSetup) -> None:
        if setup.lang != self.lang or setup.seats_at != self.settings.seats_at:
            self.apply_settings(self.settings.changed(lang=setup.lang, seats_at=setup.seats_at))
        options = with_settings(self.settings, setup.game, setup.options)
        self.show_session(Session(setup.game, options, setup.seed), save_now=True)

    def open_game(self, path: Path | None = None) -> bool:
        """Open a save; a bad file is refused with a dialog saying why, and nothing is written."""
        path = path or saves.ask_open_path(self, self.lang)
        if path is None:
            return False
        try:
            session = saves.open_game(path)
        except SaveError as exc:
            what = text("desktop.open.failed")
            if exc.reason.key == "desktop.open.no_table":  # a title not at the table yet
                what = text("desktop.open.not_yet", game=exc.reason.params["game"])
            self.show_error(what, exc.reason)
            return False
        self.show_session(session, save_now=True)
        return True

    def save_game(self) -> bool:
        if self.model is None:
            return False
        stamp = time.strftime("%Y-%m-%d %H%M")
        path = saves.ask_save_path(self, self.lang, f"{self.model.game} {stamp}.json")
        if path is None:
            return False
        try:
            self.model.save_as(path)
        except OSError as exc:
            error = exc.strerror or type(exc).__name__
            why = text("desktop.save.why", path=str(path), error=error)
            self.show_error(text("desktop.save.failed"), why)
            return False
        self.status(text("desktop.save.done", path=str(path)))
        return True

    def show_error(self, what: Text, why: Text) -> None:
        self._show_dialog(Refusal(what, why, self.lang, self))

    # -- the table -------------------------------------------------------------------------------

    def show_session(self, session: Session, *, save_now: bool = False) -> None:
        """Seat a table for a session (new, opened, resumed, or the same one redrawn).

        The old model is deleted with its table: that drops every connection to its signals, and
        with them the closures that would keep its scene and widgets alive."""
        old_model = self.model
        if old_model is not None:
            old_model.stop()
        self.title = games.TITLES[session.game]
        session.undo_past_barriers = self.settings.free_undo
        model = SessionModel(
            session,
            lang=self.lang,
            autosave=self.autosave,
            bot_pause_ms=self.settings.bot_pause_ms,
            play_forced=self.settings.play_forced,
            think_s=self.settings.think_ms / 1000,
        )
        model.bots_paused = not self.bots
        self.model = model
        kept = None
        if save_now and self.autosave is not None:
            kept = saves.keep_unfinished(self.autosave, session, self.lang)
            session.save(self.autosave, keep_previous=True)
        old = [w for w in (self.table, self.end_screen) if w is not None]
        self.end_screen = None
        self.table = TableScreen(
            self.title,
            model,
            table_top=self.settings.table_top,
            seats_at_value=self.settings.seats_at,
            turn_board=self.settings.turn_board,
        )
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        for widget in old:
            self.stack.removeWidget(widget)
            widget.deleteLater()
        if old_model is not None:
            fill_seats_menu(self.seats_menu, None)  # its actions hold the old model
            old_model.deleteLater()
        model.finished.connect(self.show_end)
        model.changed.connect(lambda _events: self._after_change())
        self._retitle()
        self._enable()
        result = model.result()
        if result is not None:
            self.show_end(result)
        else:
            model.schedule_bot()
        if kept is not None:
            self.status(text("desktop.autosave.kept", path=str(kept)))

    def _after_change(self) -> None:
        self._enable_undo()
        on_end = self.end_screen is not None and self.stack.currentWidget() is self.end_screen
        if on_end and self.model is not None and self.model.result() is None:
            self.back_to_board()  # undone from the end screen: play on

    def show_end(self, result: Result) -> None:
        if self.model is None:
            return
        steps = self.table.score_steps if self.table is not None else None
        if steps is not None and steps.isVisible():  # the last era's scoring is played first
            steps.closed.connect(self._end_after_steps, Qt.ConnectionType.SingleShotConnection)
            return
        if self.end_screen is not None:
            self.stack.removeWidget(self.end_screen)
            self.end_screen.deleteLater()
        self.end_screen = EndScreen(self.model, result)
        self.end_screen.back_to_board.connect(self.back_to_board)
        self.end_screen.new_game.connect(self.choose_new_game)
        self.stack.addWidget(self.end_screen)
        self.stack.setCurrentWidget(self.end_screen)

    def _end_after_steps(self) -> None:
        result = self.model.result() if self.model is not None else None
        if result is not None:
            self.show_end(result)

    def back_to_table(self) -> None:
        """From the gallery to the game in progress (or its end screen)."""
        if self.end_screen is not None and self.model is not None and self.model.result():
            self.stack.setCurrentWidget(self.end_screen)
            self._retitle()
        else:
            self.back_to_board()

    def back_to_board(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)
        self._retitle()

    def show_gallery(self) -> None:
        self.gallery.return_button.setVisible(self.model is not None)
        self.stack.setCurrentWidget(self.gallery)
        self._retitle()

    def undo(self) -> None:
        if self.model is not None and not self.model.undo():
            self.status(text("desktop.undo.nothing"))

    def redo(self) -> None:
        if self.model is not None and not self.model.redo():
            self.status(text("desktop.redo.nothing"))

    def fit(self) -> None:
        if self.table is not None:
            self.table.view.fit()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showMaximized() if self._was_maximized else self.showNormal()
        else:
            self._was_maximized = self.isMaximized()
            self.showFullScreen()
        self.menuBar().setVisible(not self.isFullScreen())  # the toolbar stays for fingers

    def toggle_table_top(self) -> None:
        self.apply_settings(self.settings.changed(table_top=not self.settings.table_top))

    # -- help ------------------------------------------------------------------------------------

    def _fill_help_menu(self) -> None:
        """The rules of the title at the table first (F1), then of every other title, and About."""
        menu, rules = self.help_menu, self.commands["rules"]
        menu.clear()  # the commands stay (the window owns them); the titles' entries go
        at_table = self.model.game if self.model is not None else None
        rules.setVisible(at_table is not None)
        if at_table is not None:
            rules.setText(self.t(text("desktop.menu.rules", game=Text(f"{at_table}.title"))))
            menu.addAction(rules)
        for game in (g for g in games.TITLES if g != at_table):
            label = self.t(text("desktop.menu.rules", game=Text(f"{game}.title")))
            menu.addAction(label).triggered.connect(lambda _=False, g=game: self.show_rules(g))
        menu.addSeparator()
        menu.addAction(self.commands["about"])

    def show_rules(self, game: str | None = None) -> None:
        """The rules reference of `game` (the title at the table by default) in the app's
        language: upright at a desk, turned to face the seat to act in table-top mode."""
        game = game or (self.model.game if self.model is not None else None)
        if game is None:
            return
        name = Text(f"{game}.title")
        path = help_viewer.rules_path(game, self.lang)
        if path is None:
            why = text("desktop.rules.missing_why", path=str(help_viewer.DOCS))
            self.show_error(text("desktop.rules.missing", game=name), why)
            return
        if self.rules_viewer is not None:
            self.rules_viewer.close()
            self.rules_viewer.deleteLater()
        at_table = self.table is not None and self.stack.currentWidget() is self.table
        self.rules_viewer = help_viewer.open_rules(
            self,
            self.stack,
            path,
            self.t(text("desktop.menu.rules", game=name)),
            self.lang,
            table_top=self.settings.table_top,
            degrees=help_viewer.facing(self.table if at_table else None),
        )

    def show_about(self) -> None:
        self._show_dialog(AboutDialog(self.lang, self))

    # -- settings --------------------------------------------------------------------------------

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.chosen()))
        self._show_dialog(dialog)

    def apply_settings(self, settings: Settings) -> None:
        """Keep the new settings and redraw what they change; the game on the table goes on."""
        old, self.settings = self.settings, settings
        if self.model is not None:
            self.model.session.undo_past_barriers = settings.free_undo
            self._enable_undo()
            self.model.play_forced = settings.play_forced
            self.model.think_s = settings.think_ms / 1000
            self.model.schedule_bot()
        try:
            save_settings(settings)
        except OSError:
            self.status(text("desktop.settings.unsaved"))
        if settings.lang != old.lang:
            on_gallery = self.stack.currentWidget() is self.gallery
            self.stack.removeWidget(self.gallery)
            self.gallery.deleteLater()
            self.gallery = self._make_gallery()
            if on_gallery:
                self.show_gallery()
            self._build_commands()
        elif settings.table_top != old.table_top:
            self.commands["table_top"].setChecked(settings.table_top)
        seating = ("table_top", "seats_at", "turn_board")
        if self.model is not None and settings.lang != old.lang:
            showing = self.stack.currentWidget()
            self.show_session(self.model.session)  # every word anew
            if showing is self.gallery:
                self.show_gallery()
        elif self.table is not None and any(
            getattr(settings, k) != getattr(old, k) for k in seating
        ):
            self.table.set_mode(settings.table_top, settings.seats_at, settings.turn_board)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.model is not None:
            self.model.stop()
        super().closeEvent(event)
