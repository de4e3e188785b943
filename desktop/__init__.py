"""Steamtable's desktop app (PySide6): draws the rules' state and turns gestures into actions.

It never decides legality, cost or score: it asks `rules` and draws the answer.
"""
