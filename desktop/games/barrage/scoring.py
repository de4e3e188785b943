"""A Barrage round's Scoring phase, and at the end of round 5 the final scoring, as steps for the
table to play (desktop/shell/score_steps.py), each step's VP from the rules' own events.

A round scores in the rules' order (§7.2): the energy ranking, the energy track, the round's
bonus tile. The last round's change scores that round and then the final scoring (§7.3) in one
go, so its sheet has both: the round's three steps, then the objective tile, leftover resources,
water in own dams and, with the expansion, the private buildings. VP are public: every seat,
Automas included, is shown, its totals read from the whole state.
"""

from __future__ import annotations

from desktop.board.score_sheet import ScoreSheet, ScoreStep
from rules.barrage.scoring import FINAL_SOURCES
from rules.barrage.state import BarrageState
from rules.core.events import Event
from rules.core.text import Text

BONUS = "barrage.event.bonus_vp"
ROUND_STEPS = {  # the round's events giving VP (`vp`), in the rules' order, and their titles
    "barrage.event.ranking_vp": "barrage.ui.scoring.ranking",
    "barrage.event.track_reward": "barrage.ui.scoring.track",  # an Automa's include its credits
    BONUS: "barrage.ui.scoring.bonus",
}
FINAL = "barrage.event.final_scoring"  # one per seat, a param per part of FINAL_SOURCES
FINAL_TITLES = {
    "objective": "barrage.ui.scoring.objective",
    "resources": "barrage.ui.scoring.resources",
    "water": "barrage.ui.scoring.water",
    "buildings": "barrage.ui.scoring.buildings",
}
ACTIONS_OVER = "barrage.event.actions_over"
# VP given or taken by what follows the scoring in the same change: the next round's incomes
# (an Automa gains VP for credits, §8.1), as the step machine runs on to the next decision
LATER_VP = {"barrage.event.vp_gained": ("n", 1), "barrage.event.paid_vp": ("vp", -1)}
BONUS_DISCARDED = "barrage.event.bonus_discarded"


def _scored_round(events: list[Event], state: BarrageState) -> int:
    """The round scored: the one whose Action phase ended in this change. The next round has
    usually begun by the time the change is shown, so `state.round` is only the fallback."""
    over = [e.params["round"] for e in events if e.key == ACTIONS_OVER]
    return over[-1] if over else state.round


def _bonus_title(events: list[Event]) -> Text:
    """The bonus tile's column, named by what it counts (the discarded tile's), if known."""
    counts = next((e.params.get("counts") for e in events if e.key == BONUS_DISCARDED), None)
    if counts is None:
        return Text("barrage.ui.scoring.bonus")
    return Text("barrage.ui.scoring.bonus_counts", {"counts": counts})


def _after_scoring(events: list[Event], state: BarrageState) -> list[int]:
    """Each seat's VP as the scoring left them: the VP now less those the rest of the change
    gave, so the tally ends where the scoring did, not after the next round's incomes."""
    scoring = {*ROUND_STEPS, FINAL}
    last = max(i for i, e in enumerate(events) if e.key in scoring)
    vp = [c.vp for c in state.companies]
    for e in events[last + 1 :]:
        if e.key in LATER_VP and e.seat is not None:
            param, sign = LATER_VP[e.key]
            vp[e.seat] -= sign * e.params[param]
    return vp


def steps(events: list[Event], state: BarrageState) -> ScoreSheet | None:
    """The scoring in `events` (one change's) as a sheet, or None when nothing was scored.

    Each column's gains are the VP the rules scored for it per seat (seats absent: 0; the
    energy track may take VP away). The totals are the companies' VP (the rules' own) as the
    scoring left them."""
    public = [e for e in events if e.visible(None)]
    keys = {e.key for e in public}
    final = FINAL in keys
    if not final and not keys & ROUND_STEPS.keys():
        return None
    columns: list[ScoreStep] = []
    if keys & ROUND_STEPS.keys():
        for key, title in ROUND_STEPS.items():
            gains = {e.seat: e.params["vp"] for e in public if e.key == key and e.seat is not None}
            named = _bonus_title(public) if key == BONUS else Text(title)
            columns.append(ScoreStep(named, gains))
    round_ = _scored_round(public, state)
    if final:
        finals = [e for e in public if e.key == FINAL and e.seat is not None]
        for source in FINAL_SOURCES:
            gains = {e.seat: e.params.get(source, 0) for e in finals}
            # private buildings only exist with the expansion: no column of zeros without it
            if source == "buildings" and not state.expansion and not any(gains.values()):
                continue
            columns.append(ScoreStep(Text(FINAL_TITLES[source]), gains))
        heading = Text("barrage.ui.scoring.final_heading", {"round": round_})
    else:
        heading = Text("barrage.ui.scoring.heading", {"round": round_})
    return ScoreSheet(heading, columns, _after_scoring(public, state))
