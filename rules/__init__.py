"""Steamtable rules: pure-Python game logic, bots and the command line (never imports Qt)."""
