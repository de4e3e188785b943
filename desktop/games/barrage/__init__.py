"""Barrage on the desktop (under way, not yet in the gallery): the river map, the company boards
in the seats' zones and the management boards, drawn from the rules' view of the state."""
