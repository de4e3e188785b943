"""What a title finds to score step by step in a change (the end of a Brass era, Barrage's final
scoring): the steps in order and each seat's score once they are done. Data only; the shell's
`ScoreSteps` shows it."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.text import Text


@dataclass(frozen=True)
class ScoreStep:
    """One scoring step: its column's title and the VP it gives each seat (seats absent: 0)."""

    title: Text
    gains: dict[int, int]


@dataclass(frozen=True)
class ScoreSheet:
    """What a scene found to score step by step in a change: a heading, the steps in order and
    each seat's score once they are all done (the rules' own; the start is worked back)."""

    heading: Text
    steps: list[ScoreStep]
    totals: list[int]

    def start(self) -> list[int]:
        """Each seat's score before the first step."""
        return [
            total - sum(step.gains.get(seat, 0) for step in self.steps)
            for seat, total in enumerate(self.totals)
        ]
