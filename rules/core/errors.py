"""The kernel's error types: each carries a Text so it can be shown in either language."""

from __future__ import annotations

from typing import Any

from rules.core.text import Text


class SteamtableError(Exception):
    def __init__(self, reason: Text) -> None:
        super().__init__(reason.key)
        self.reason = reason


class IllegalAction(SteamtableError):
    """An action that the rules refuse now; the state was left untouched."""


class MalformedAction(SteamtableError):
    """JSON that does not describe any action of this game."""


class OptionsError(SteamtableError):
    """Game options that no game can be set up with (unknown map, too many players...)."""


class SaveError(SteamtableError):
    """A save file that cannot be loaded: missing, corrupt, truncated, foreign or tampered."""


def reason(key: str, **params: Any) -> Text:
    return Text(key, params)
