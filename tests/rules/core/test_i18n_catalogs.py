"""The message catalogs: English and Korean complete and alike, and every key the code can produce
renders to real words in both languages (seeded bot games exercise the dynamic keys)."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest

from rules.bots import RandomBot, make_bot
from rules.core import korean
from rules.core.errors import IllegalAction, MalformedAction, OptionsError, SaveError
from rules.core.events import Event
from rules.core.games import ruleset
from rules.core.i18n import LANGUAGES, catalog, placeholders, render, render_event
from rules.core.session import Session
from rules.core.text import Text
from rules.powergrid import board
from rules.powergrid.actions import (
    Bid,
    Build,
    BuyFuel,
    DiscardPlant,
    OfferPlant,
    Pass,
    PickRegion,
    Power,
    ReturnFuel,
)
from rules.powergrid.data import MAPS, RESOURCES, load_map, plants
from rules.powergrid.state import STEP3_CARD
from rules.powergrid.steps import STEPS

RULES = Path(__file__).resolve().parents[3] / "rules"
DESKTOP = RULES.parent / "desktop"  # the app's own texts (keys desktop.*) are scanned as well
HANGUL = re.compile("[\uac00-\ud7a3]")
# Korean values that may lack Hangul: pure placeholder patterns.
NO_HANGUL_OK = {
    # money as the boards and rulebooks print it, a sign and a number: "£12", "+£3", "33€"
    "brass.ui.money",
    "brass.ui.mat.gain",
    "brass.ui.mat.loss",
    "powergrid.describe.money",
    "powergrid.describe.or_list",
    "cli.score",
    "core.list.then",
    "barrage.describe.automa_build",
    # a button's words put together from parts that are translated themselves
    "barrage.action.site.conduit",
    "barrage.action.site.powerhouse",
    "barrage.action.plus",
    "barrage.action.contract",
    "barrage.action.noted",
    "barrage.action.machines",
    "barrage.action.external",
    "barrage.action.building",
    # a lit target's label: goods loaded (+2) or dropped (−2)
    "roads-and-boats.ui.load",
    "roads-and-boats.ui.drop",
    "roads-and-boats.ui.cost",  # a list of goods, each translated
}
PHASES_WITH_DONE = ("buy", "build")
PHASES = ("auction", "buy", "build", "power")


# -- the catalogs themselves -------------------------------------------------------------------


def test_english_and_korean_have_the_same_keys():
    en, ko = set(catalog("en")), set(catalog("ko"))
    assert not en - ko, f"missing in ko: {sorted(en - ko)}"
    assert not ko - en, f"missing in en: {sorted(ko - en)}"


def test_every_template_has_the_same_placeholders_in_both_languages():
    en, ko = catalog("en"), catalog("ko")
    differ = {k: (placeholders(en[k]), placeholders(ko[k])) for k in en if k in ko}
    differ = {k: v for k, v in differ.items() if v[0] != v[1]}
    assert not differ


@pytest.mark.parametrize("lang", LANGUAGES)
def test_templates_parse_and_are_not_empty(lang):
    for key, template in catalog(lang).items():
        assert template.strip(), f"{lang}: {key} is empty"
        list(string.Formatter().parse(template))  # raises on a stray brace
        for _, name, _, _ in string.Formatter().parse(template):
            assert name is None or name.isidentifier(), f"{lang}: {key}: bad field {name!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_particle_pairs_are_korean_and_known(lang):
    """`{player:이/가}`: a pair after the spec, only in Korean, and one the formatter knows."""
    named = {
        key: pair
        for key, template in catalog(lang).items()
        for _, name, spec, _ in string.Formatter().parse(template)
        if name and spec and "/" in (pair := spec.rpartition(":")[2])
    }
    if lang == "en":
        assert not named
    else:
        assert named and not {k: p for k, p in named.items() if p not in korean.PAIRS}


def test_korean_is_translated():
    ko, en = catalog("ko"), catalog("en")
    untranslated = [k for k, v in ko.items() if not HANGUL.search(v) and k not in NO_HANGUL_OK]
    assert not untranslated
    assert not [k for k, v in en.items() if HANGUL.search(v)], "Hangul in English"


# -- keys the code names -------------------------------------------------------------------------


def _calls():
    """(file:line, key, parameter names) for every message call with a literal key in rules/
    and desktop/."""
    prefixes = {"_r": "powergrid.why.", "_t": "powergrid.describe."}
    for path in [*sorted(RULES.rglob("*.py")), *sorted(DESKTOP.rglob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            where = f"{path.relative_to(RULES.parent)}:{node.lineno}"
            params: set[str] | None = {k.arg for k in node.keywords if k.arg}
            if name in ("reason", "text", "Text") and "." in first.value:
                if len(node.args) > 1 and isinstance(node.args[1], ast.Dict):
                    params |= {k.value for k in node.args[1].keys if isinstance(k, ast.Constant)}
                yield where, first.value, params
            elif name in prefixes and path.parent == RULES / "powergrid":
                yield where, prefixes[name] + first.value, params
            elif name == "Event":
                params = set()
                if len(node.args) > 1:  # a dict built elsewhere: its keys are not known here
                    arg = node.args[1]
                    keys = arg.keys if isinstance(arg, ast.Dict) else [None]
                    params = {k.value for k in keys if isinstance(k, ast.Constant)}
                    params = params if None not in keys else None
                seated = len(node.args) > 2 or any(k.arg == "seat" for k in node.keywords)
                if params is not None and seated:
                    params |= {"player", "seat"}
                yield where, first.value, params


def test_every_literal_key_exists_with_the_parameters_it_is_given():
    problems = []
    calls = list(_calls())
    assert len(calls) > 50
    for lang in LANGUAGES:
        messages = catalog(lang)
        for where, key, params in calls:
            if key not in messages:
                problems.append(f"{where}: {key} missing in {lang}")
            elif params is not None and (missing := placeholders(messages[key]) - params):
                problems.append(f"{where}: {key} ({lang}) needs {sorted(missing)}")
    assert not problems


def _removal_causes() -> set[str]:
    source = "\n".join(p.read_text(encoding="utf-8") for p in RULES.rglob("*.py"))
    causes = set(re.findall(r'remove_lowest\([^()]*"(\w+)"\)', source))
    causes |= set(re.findall(r'"why": "(\w+)"', source))
    assert causes
    return causes


def _dynamic_keys() -> list[str]:
    kinds = [step.kind for step in STEPS]
    keys = [f"powergrid.prompt.{kind}" for kind in kinds]
    keys += [f"powergrid.prompt_name.{kind}" for kind in kinds]
    keys += [f"powergrid.prompt.choose_plant{v}" for v in ("_must", "_lone", "_lone_must")]
    # A forced answer: the only one; beside a pass only an affordable plant can stand alone.
    keys += [
        f"powergrid.forced.{step.kind}.{a.kind}"
        for step in STEPS
        for a in step.answers
        if a is Pass or Pass not in step.answers or step.kind == "choose_plant"
    ]
    keys += [f"powergrid.event.done_{phase}" for phase in PHASES_WITH_DONE]
    keys += [f"powergrid.event.phase_{phase}" for phase in PHASES]
    keys += [f"powergrid.resource.{r}" for r in RESOURCES]
    keys += [f"powergrid.score.{s}" for s in ("powered", "money", "cities")]
    keys += [f"powergrid.removal.{why}" for why in _removal_causes()]
    keys += [f"powergrid.map.{m}" for m in MAPS]
    for m in MAPS:
        keys += [f"powergrid.city.{c}" for c in load_map(m).cities]
        keys += [f"powergrid.region.{r}" for r in load_map(m).regions]
    return keys


def test_every_dynamic_key_exists():
    for lang in LANGUAGES:
        missing = [k for k in _dynamic_keys() if k not in catalog(lang)]
        assert not missing, f"{lang}: {missing}"


def test_city_names_come_from_the_maps():
    for m in MAPS:
        for city in load_map(m).cities.values():
            assert catalog("en")[f"powergrid.city.{city.id}"] == city.name
            assert catalog("ko")[f"powergrid.city.{city.id}"] == city.name_ko


# -- rendering helpers ---------------------------------------------------------------------------


def test_render_helpers():
    assert render(Text("powergrid.describe.or_list", {"items": ["a", "b", "c"]})) == "a, b or c"
    ko = render(Text("powergrid.describe.or_list", {"items": ["a", "b"]}), "ko")
    assert ko == "a 또는 b"
    event = Event("powergrid.event.order", {"order": [1, 0]})
    assert render_event(event, ["Ann", "Bo"], "en") == "Player order: Bo, Ann"
    assert render(event.text, "ko") == "순번 조정: 플레이어 2, 플레이어 1"
    built = Event("powergrid.event.built", {"city": "essen", "cost": 10}, seat=0)
    assert render_event(built, ["Ann"], "en") == "Ann built in Essen for 10 Elektro"
    assert render_event(built, ["민지"], "ko") == "민지: 에센에 건설, 10€"
    powered = Event("powergrid.event.powered", {"plants": [], "cities": 1, "income": 22}, 0)
    assert render_event(powered, ["Ann"]).startswith("Ann powered 1 city (plants: none)")
    machines = Event("barrage.event.machines_gained", {"machines": ["석탄", "통나무"]}, 0)
    assert render_event(machines, ["민준"], "ko") == "민준 님이 석탄과 통나무를 받았어요."
    assert render(Text("desktop.arg.no_folder", {"path": "저장"}), "ko") == "폴더 저장이 없어요."
    assert render(Text("no.such.key")) == "no.such.key"
    assert render(Text("core.seat")) == "Player {n}"  # a missing parameter stays visible


# -- every key a game produces renders in both languages ----------------------------------------

GAMES = [(2, "germany", 1, "choose"), (3, "usa", 2, "random"), (5, "germany", 3, "random")]
GAMES += [(6, "usa", 4, "choose")]
DESCRIBE_EVERY = 40  # steps between full sweeps of describe() and why_not()
RARE_PROMPTS = ("pick_region", "discard_plant", "return_fuel")  # swept every time


def _check(rendered: str, what: object) -> None:
    assert rendered, what
    assert "{" not in rendered and "}" not in rendered, (rendered, what)
    assert not re.search(r"\b(powergrid|core|cli)\.[a-z_]", rendered), (rendered, what)


def _render_all(item: Text, names: list[str]) -> None:
    for lang in LANGUAGES:
        _check(render(item, lang, names=names), item)


def _element_ids(state) -> list[str]:
    m = load_map(state.map_id)
    ids = [f"city:{c}" for c in m.cities]
    ids += [c.id for c in m.connections]
    ids += [f"plant:{n}" for n in plants()] + [f"plant:{STEP3_CARD}"]
    ids += [f"market:{r}" for r in RESOURCES]
    ids += [f"region:{r}" for r in m.regions]
    ids += [f"player:{s}" for s in state.seats]
    ids += ["track:step", "track:order", "track:cities", "auction", "stack"]
    return ids


def _candidates(state) -> list:
    """Actions, most of them illegal now, whose refusals must render."""
    m = load_map(state.map_id)
    out_of_play = [c for c in m.cities if not board.in_play(state, c)] if state.regions else []
    future = state.market[4:] if len(state.market) > 4 else []
    some_city = next(iter(m.cities))
    out = [
        Pass(),
        Bid(0),
        Bid(10**6),
        *(PickRegion(r) for r in m.regions),
        PickRegion("atlantis"),
        OfferPlant(3, 0),
        OfferPlant(state.market[0], 10**6) if state.market else OfferPlant(3, 3),
        OfferPlant(1, 1),
        DiscardPlant(999),
        ReturnFuel(99, 99),
        Power((99,), 0),
        Power((50, 3), 0),
        Build("atlantis"),
        Build(some_city),
        BuyFuel("gold", 1, 3),
        BuyFuel("uranium", 99, 3),
    ]
    out += [Build(c) for c in out_of_play[:2]]
    out += [OfferPlant(p, p) for p in future[:2]]
    for seat in state.seats:
        for n in state.players[seat].plants:
            burns = plants()[n].accepts
            out += [BuyFuel(r, 1, n) for r in RESOURCES if r not in burns][:1]
            out += [BuyFuel(r, 0, n) for r in burns][:1]
            out += [BuyFuel(r, 30, n) for r in burns][:1]
            out += [BuyFuel(r, state.resources[r], n) for r in burns if state.resources[r]]
            out.append(DiscardPlant(n))
        if state.players[seat].plants:
            out.append(Power(tuple(sorted(state.players[seat].plants)), 99))
    return out


@pytest.mark.parametrize(("players", "map_id", "seed", "regions"), GAMES)
def test_whole_games_render_in_both_languages(players, map_id, seed, regions):
    options = {"players": players, "map": map_id, "regions": regions}
    session = Session("powergrid", options, seed)
    rules = session.rules
    names = [p.name for p in session.state.players]
    bots = [RandomBot(seed * 100 + s) for s in range(players)]
    seen: set[str] = set()
    step = 0
    while True:
        state = session.state
        prompt = rules.prompt(state)
        full_sweep = step % DESCRIBE_EVERY == 0 or prompt is None
        kind = prompt.kind if prompt is not None else ""
        if full_sweep or kind not in seen:
            for element in _element_ids(state):
                described = rules.describe(state, element)
                if described is not None:
                    seen.add(described.key)
                    _render_all(described, names)
        if full_sweep or kind not in seen or kind in RARE_PROMPTS:
            for action in _candidates(state):
                why = rules.why_not(state, action)
                if why is not None:
                    seen.add(why.key)
                    _render_all(why, names)
            if kind == "build":
                for city in load_map(state.map_id).cities:
                    why = rules.why_not(state, Build(city))
                    if why is not None:
                        seen.add(why.key)
                        _render_all(why, names)
        if prompt is None:
            break
        seen.add(prompt.kind)
        _render_all(prompt.text, names)
        action = bots[prompt.seat].choose(rules, state, prompt.seat)
        try:
            events = session.apply(action, by="bot")
        except (IllegalAction, MalformedAction) as exc:  # pragma: no cover - a rules bug
            pytest.fail(render(exc.reason))
        for event in events:
            seen.add(event.key)
            for lang in LANGUAGES:
                _check(render_event(event, names, lang), event)
        step += 1
    result = rules.result(session.state)
    assert result is not None
    for standing in result.standings:
        for column in standing.score:
            _render_all(Text(f"powergrid.score.{column}"), names)
    assert {"powergrid.event.won", "powergrid.describe.plant", "powergrid.why.wrong_time"} <= seen
    if regions == "choose":
        assert {"powergrid.event.region_picked", "powergrid.why.region_taken"} <= seen


BAD_OPTIONS = [
    {"map": "atlantis"},
    {"players": 7},
    {"players": 3, "seats": [{}]},
    {"players": 2, "seats": [{"bot": "genius"}, {}]},
    {"players": 3, "regions": ["NW"]},
    {"players": 3, "regions": "everywhere"},
    {"show_money": "yes"},
]


@pytest.mark.parametrize("options", BAD_OPTIONS)
def test_option_errors_render(options):
    with pytest.raises(OptionsError) as caught:
        Session("powergrid", options, 1)
    _render_all(caught.value.reason, [])


def test_save_errors_render(tmp_path):
    session = Session("powergrid", {"players": 2}, 5)
    good = session.to_save()
    cases = {
        "missing.json": None,
        "binary.json": b"\xff\xfe\x00",
        "corrupt.json": b'{"format": ',
        "foreign.json": b'{"format": "other"}',
        "version.json": json.dumps({**good, "version": 99}).encode(),
        "field.json": json.dumps({**good, "seed": "five"}).encode(),
        "options.json": json.dumps({**good, "options": {"players": 9}}).encode(),
        "action.json": json.dumps({**good, "actions": [{"kind": "bid", "amount": 1}]}).encode(),
        "malformed.json": json.dumps({**good, "actions": [{"kind": "fly"}]}).encode(),
        "hash.json": json.dumps({**good, "state_hash": "0" * 64}).encode(),
    }
    keys = set()
    for name, content in cases.items():
        path = tmp_path / name
        if content is not None:
            path.write_bytes(content)
        with pytest.raises(SaveError) as caught:
            Session.load(path)
        why = caught.value.reason.params.get("why")
        keys.add((caught.value.reason.key, why.key if isinstance(why, Text) else None))
        _render_all(caught.value.reason, [])
    assert len(keys) == len(cases)
    for game, bot in (("chess", None), (None, "genius")):
        with pytest.raises(OptionsError) as caught:
            ruleset(game) if game else make_bot("powergrid", bot, 1)
        _render_all(caught.value.reason, [])
