"""PyInstaller's entry script for the one-folder app: the same as the `steamtable` gui script."""

import multiprocessing
import sys

from desktop.app import main

if __name__ == "__main__":
    # the strong bot thinks in a process of its own (rules/bots/worker.py), which the frozen
    # app starts by running itself: this turns that run into the bot's process
    multiprocessing.freeze_support()
    sys.exit(main())
