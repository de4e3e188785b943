"""The kernel shared by all titles: actions, prompts, events, text, RNG, sessions and saves."""

from rules.core.actions import Action, ActionCodec
from rules.core.errors import IllegalAction, MalformedAction, OptionsError, SaveError
from rules.core.events import Event
from rules.core.prompt import Decision, Prompt, Result, Standing
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.state import state_hash
from rules.core.text import Text, text

__all__ = [
    "Action",
    "ActionCodec",
    "Decision",
    "Event",
    "IllegalAction",
    "MalformedAction",
    "OptionsError",
    "Prompt",
    "Result",
    "Rng",
    "Ruleset",
    "SaveError",
    "Standing",
    "Text",
    "state_hash",
    "text",
]
