"""Barrage (with the Tesla Automa and The Leeghwater Project): rules, data and bots."""
