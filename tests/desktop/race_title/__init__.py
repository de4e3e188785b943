"""A throw-away sixth title that lives in the tests (see `title.py`)."""
