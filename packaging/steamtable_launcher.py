"""PyInstaller's entry script for the one-folder app: the same as the `steamtable` gui script."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
