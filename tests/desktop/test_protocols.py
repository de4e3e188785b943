"""The small Protocols that stand for a module above (issue 28, item 5: they replace imports that
ran back up and closed a circle) still name what the real thing has: every member is there, and
a method takes the same parameters. No type checker runs on this code, so this is what keeps a
renamed scene method from leaving a stale Protocol behind."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pg_gestures import new_model

from desktop.board.items import ItemHost
from desktop.board.motion import Stage
from desktop.board.room import CellSizes
from desktop.board.scene import BoardScene
from desktop.games.roadsboats.layout import Sizes
from rules.powergrid.describe import TooltipRules
from rules.powergrid.ruleset import PowerGrid


def _members(protocol: type) -> set[str]:
    """What a Protocol names: its annotated attributes and its own functions and properties."""
    own = {name for name in vars(protocol) if not name.startswith("_")}
    return own | set(getattr(protocol, "__annotations__", {}))


def _parameters(function: Any) -> list[str]:
    return [p for p in inspect.signature(function).parameters if p != "self"]


def _check(protocol: type, real: object) -> None:
    members = _members(protocol)
    assert members, protocol
    for name in sorted(members):
        assert hasattr(real, name), f"{type(real).__name__} has no {name} ({protocol.__name__})"
        wanted = inspect.getattr_static(protocol, name, None)
        if inspect.isfunction(wanted):
            have = getattr(real, name)
            assert callable(have), name
            if not inspect.isbuiltin(have) and not type(have).__module__.startswith("Shiboken"):
                assert _parameters(have) == _parameters(wanted), name


class _Bare(BoardScene):
    """The generic scene with nothing drawn (a title builds and refreshes its items)."""

    def build(self) -> None:
        pass

    def refresh(self) -> None:
        pass


@pytest.mark.parametrize("protocol", [ItemHost, Stage])
def test_the_board_scene_is_what_its_items_and_motion_ask_for(qapp, protocol: type):
    scene = _Bare(new_model())
    try:
        _check(protocol, scene)
        assert isinstance(scene.holding, bool)
    finally:
        scene.deleteLater()


def test_the_map_sizes_are_what_a_room_asks_for():
    _check(CellSizes, Sizes())


def test_the_power_grid_ruleset_is_what_its_tooltips_ask_for():
    _check(TooltipRules, PowerGrid())
