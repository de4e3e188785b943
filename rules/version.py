"""The package's version, from its metadata, for `--version` and the About dialog."""

from __future__ import annotations

import importlib.metadata

DISTRIBUTION = "steamtable"  # the package whose metadata carries the version


def package_version() -> str:
    """The installed package's version, from its metadata (as `--version` prints it)."""
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:  # a bare source tree, never installed
        return "unknown"
