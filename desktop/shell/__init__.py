"""The app's screens, one module each: gallery, new game, table, prompt bar, log, end, settings."""
