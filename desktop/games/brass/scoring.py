"""The end of a Brass era as steps for the table to play: links, then industries, then whatever
the map scores last (Lancashire's money), each step from the rules' own `*_scored` events."""

from __future__ import annotations

from desktop.board.score_sheet import ScoreSheet, ScoreStep
from rules.brass.core.state import BrassState
from rules.core.events import Event
from rules.core.text import Text

ERA_END = "brass.event.era_end"


def steps(events: list[Event], state: BrassState) -> ScoreSheet | None:
    """The era's scoring in `events` (one action's), or None when no era ended in them.

    Every public event after the era's end that gives a seat VP (`<prefix>.event.<name>_scored`
    with a `vp`) is a step, in the order the rules scored them; its title is the key
    `<prefix>.steps.<name>_scored`. The totals are the seats' scores now (the rules' own)."""
    start = next((i for i, e in enumerate(events) if e.key == ERA_END), None)
    if start is None:
        return None
    gains: dict[str, dict[int, int]] = {}
    for event in events[start + 1 :]:
        vp = event.params.get("vp")
        scored = event.key.endswith("_scored") and ".event." in event.key
        if scored and event.seat is not None and isinstance(vp, int) and event.visible(None):
            gains.setdefault(event.key, {})[event.seat] = vp
    return ScoreSheet(
        Text("brass.steps.heading", {"era": events[start].params["era"]}),
        [ScoreStep(Text(key.replace(".event.", ".steps.", 1)), g) for key, g in gains.items()],
        [p.score for p in state.players],
    )
