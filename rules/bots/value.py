"""Turning a title's estimate of each seat's final score into the search's reward."""

from __future__ import annotations

import math
from collections.abc import Sequence


def win_chances(scores: Sequence[float], spread: float) -> list[float]:
    """Each seat's chance to win, in [0, 1], from estimates of the final scores: a logistic curve
    of its lead over the best of the others, `spread` being the lead (in score points) that
    makes a win about three times as likely as a loss (e^1). Comparing seats, not counting
    points, is what a player wants: a move that gains 5 points and gives an opponent 6 is bad."""
    out = []
    for seat, score in enumerate(scores):
        best_other = max((s for o, s in enumerate(scores) if o != seat), default=score)
        margin = (score - best_other) / spread
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, margin)))))
    return out
