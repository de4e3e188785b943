"""`steamtable-cli play | replay | bench | tournament`: whole games with bots, save checking,
speed, and the bot levels measured against each other. `steamtable-cli --version` prints the
package version (one line, from its metadata).

`--bots` names one bot level for every seat, or one per seat, comma-separated
(`--bots standard,easy`): easy, standard, strong or random ("heuristic", the older name of
standard, still does). `tournament` rotates the levels it is given through the seats and prints
each level's wins, win share with its 95 % interval, mean score and seconds per decision
(`rules.bots.tournament` says how it counts).

Every failure is one line on stderr ("steamtable-cli: error: ...", in the chosen language) and exit
code 2; no file is written unless a game finished. Play and replay print no times or dates, so the
same seed and options print the same bytes.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

from rules.bots import LEVELS, level_name, make_bot
from rules.bots.tournament import Spec, run, schedule, tally
from rules.core.descriptor import Option
from rules.core.errors import SteamtableError
from rules.core.games import game_ids, titles
from rules.core.games import ruleset as ruleset_for
from rules.core.i18n import LANGUAGES, render
from rules.core.session import Session
from rules.core.text import Text, text
from rules.playout import play_game
from rules.version import package_version

PROG = "steamtable-cli"
EXIT_ERROR = 2
Lines = tuple[list[Text | str], list[str]]  # what to print, and the seat names it may use


class _Refused(Exception):
    """A user error: its Text (or plain argparse message) becomes the one stderr line."""

    def __init__(self, why: Text | str) -> None:
        super().__init__(why)
        self.why = why


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Refused(" ".join(message.split()))


def _positive(value: str) -> int:
    n = int(value)
    if n < 1:
        raise ValueError(value)
    return n


def _seconds(value: str) -> float:
    s = float(value)
    if not s > 0 or math.isinf(s):
        raise ValueError(value)
    return s


def title_options(command: argparse.ArgumentParser) -> None:
    """Options only some titles have, as their descriptors declare them (each flag once, in the
    titles' order); a title that has not got one refuses it (`_options`)."""
    for option in _title_options():
        if option.field == "automa_seats":
            command.add_argument(option.flag, type=int, help=option.help)
        elif option.field == "check":
            command.add_argument(option.flag, action="store_true", default=None, help=option.help)
        else:
            command.add_argument(option.flag, help=option.help)


def _title_options() -> list[Option]:
    found: dict[str, Option] = {}
    for title in titles():
        for option in title.options:
            found.setdefault(option.key, option)
    return list(found.values())


def title_option_keys() -> tuple[str, ...]:
    """The keys of the options only some titles have (`title_options`' flags)."""
    return tuple(option.key for option in _title_options())


def _parser() -> _Parser:
    parser = _Parser(prog=PROG, description="Play, replay and time Steamtable games headless.")
    parser.add_argument("--version", action="version", version=f"{PROG} {package_version()}")
    commands = parser.add_subparsers(dest="command", required=True)
    lang = {"choices": LANGUAGES, "default": "en", "help": "language of the output"}

    play = commands.add_parser("play", help="play a whole game with bots in every seat")
    play.add_argument("--game", required=True, help=f"one of {', '.join(game_ids())}")
    play.add_argument(
        "--map", help="the board, for titles that have several (Roads & Boats: also FILE.json)"
    )
    play.add_argument("--players", type=int, help="number of seats")
    play.add_argument("--bots", default="random", help=BOTS_HELP)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--save", type=Path, help="write the finished game here")
    play.add_argument("--lang", **lang)
    title_options(play)

    replay = commands.add_parser("replay", help="load and check a save, print where it stands")
    replay.add_argument("file", type=Path)
    replay.add_argument("--lang", **lang)

    bench = commands.add_parser("bench", help="time whole bot games and their replays")
    bench.add_argument("--game", required=True, help=f"one of {', '.join(game_ids())}")
    bench.add_argument("--games", type=_positive, default=10)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--map")
    bench.add_argument("--bots", default="standard", help=BOTS_HELP)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--lang", **lang)
    title_options(bench)

    tournament = commands.add_parser(
        "tournament", help="play bot levels against each other, the seats rotated game by game"
    )
    tournament.add_argument("--game", required=True, help=f"one of {', '.join(game_ids())}")
    tournament.add_argument("--map")
    tournament.add_argument(
        "--players", type=int, help="number of seats (default: as many as --seats names)"
    )
    tournament.add_argument(
        "--seats",
        required=True,
        help=f"the levels taking part, comma-separated, repeated to fill the seats "
        f"({', '.join(LEVELS)})",
    )
    tournament.add_argument("--games", type=_positive, required=True)
    budget = tournament.add_mutually_exclusive_group()
    budget.add_argument("--think", type=_seconds, help="the strong bot's seconds per decision")
    budget.add_argument("--iterations", type=_positive, help="the strong bot's search iterations")
    tournament.add_argument("--seed", type=int, default=1)
    tournament.add_argument(
        "--jobs", type=_positive, default=1, help="games played at once, in as many processes"
    )
    tournament.add_argument("--lang", **lang)
    title_options(tournament)
    return parser


BOTS_HELP = f"bot level in every seat, or one per seat, comma-separated ({', '.join(LEVELS)})"


def main(argv: list[str] | None = None) -> int:
    lang = "en"
    try:
        args = _parser().parse_args(argv)
        lang = args.lang
        command = {"play": _play, "replay": _replay, "bench": _bench, "tournament": _tournament}
        lines, names = command[args.command](args)
    except (_Refused, SteamtableError) as exc:
        why = exc.why if isinstance(exc, _Refused) else exc.reason
        print(render(text("cli.error", message=why), lang), file=sys.stderr)
        return EXIT_ERROR
    except SystemExit as exc:  # --help, --version
        return exc.code if isinstance(exc.code, int) else 0
    try:
        print("\n".join(render(line, lang, names=names) for line in lines))
        sys.stdout.flush()
    except BrokenPipeError:  # the reader left early (`| head`): nothing more to say
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (keeps the exit-time flush quiet)
    return 0


# -- commands ------------------------------------------------------------------------------------


def _options(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """Normalised options with `--bots`' levels in every seat but the Automas' (the last ones,
    which the rules play), and the level per seat."""
    options, people = _seats(args)
    levels = _levels(args.bots, "--bots")
    if len(levels) == 1:
        levels *= people
    elif len(levels) != people:
        raise _Refused(text("cli.bots_count", seats=people, count=len(levels)))
    seats = options["seats"]
    levels += [levels[0]] * (len(seats) - people)  # the Automas' seats: never asked
    options["seats"] = [
        dict(seat, bot=levels[i]) if i < people else seat for i, seat in enumerate(seats)
    ]
    return ruleset_for(args.game).normalize_options(options), levels


def _levels(value: str, flag: str) -> list[str]:
    """The levels a comma-separated list names, as they are named now; refused when one is no
    level."""
    names = [name.strip() for name in value.split(",")]
    if not all(names):
        raise _Refused(text("cli.no_level", flag=flag, known=", ".join(LEVELS)))
    return [level_name(name) for name in names]


def _seats(args: argparse.Namespace) -> tuple[dict[str, Any], int]:
    """The game's normalised options from the title's flags, and how many seats bots may take
    (all but the Automas')."""
    options: dict[str, Any] = {}
    keys = title_option_keys()
    for key in ("map", "players", *keys):
        if getattr(args, key) is not None:
            options[key] = getattr(args, key)
    rules = ruleset_for(args.game)
    normal = rules.normalize_options(options)
    for key in keys:
        if key in options and key not in normal:
            raise _Refused(
                text("cli.no_such_option", option=f"--{key}", game=text(f"{args.game}.title"))
            )
    return normal, len(normal["seats"]) - (normal.get("automa") or 0)


def _play(args: argparse.Namespace) -> Lines:
    options, bots = _options(args)
    if args.save is not None and not args.save.parent.is_dir():
        raise _Refused(text("cli.no_folder", path=str(args.save.parent)))
    session = play_game(args.game, options, args.seed, bots)
    lines = [*_summary(session), text("cli.state_hash", hash=session.hash())]
    if args.save is not None:
        try:
            session.save(args.save)
        except OSError as exc:
            error = exc.strerror or type(exc).__name__
            raise _Refused(text("cli.unwritable", path=str(args.save), error=error)) from None
        lines.append(text("cli.saved", path=str(args.save)))
    return lines, _names(session)


def _replay(args: argparse.Namespace) -> Lines:
    session = Session.load(args.file)
    done = text(
        "cli.replay_ok",
        game=text(f"{session.game}.title"),
        actions=len(session.steps),
        hash=session.replayed_hash or session.hash(),
    )
    return [*_summary(session), done], _names(session)


def _bench(args: argparse.Namespace) -> Lines:
    options, bots = _options(args)
    decisions, play_s, replay_s = 0, 0.0, 0.0
    for game in range(args.games):
        start = time.perf_counter()
        session = play_game(args.game, options, args.seed + game, bots)
        middle = time.perf_counter()
        Session.from_save(session.to_save())
        play_s += middle - start
        replay_s += time.perf_counter() - middle
        decisions += len(session.steps)
    lines: list[Text | str] = [
        text("cli.bench_decisions", rate=f"{decisions / play_s:,.0f}"),
        text("cli.bench_game", ms=f"{1000 * play_s / args.games:.1f}", games=args.games),
        text("cli.bench_replay", ms=f"{1000 * replay_s / args.games:.1f}"),
    ]
    return lines, []


def _tournament(args: argparse.Namespace) -> Lines:
    levels = _levels(args.seats, "--seats")
    if args.players is None:
        args.players = len(levels)
    options, people = _seats(args)
    if len(levels) > people:
        raise _Refused(text("cli.seats_count", seats=people, count=len(levels)))
    options["seats"] = [{k: v for k, v in s.items() if k != "bot"} for s in options["seats"]]
    for level in dict.fromkeys(levels):  # a level that cannot play says so here, not in a worker
        make_bot(args.game, level, 0, think=args.think, iterations=args.iterations)
    spec = Spec(args.game, options, args.think, args.iterations)
    plans = schedule(levels, people, args.games, args.seed, len(options["seats"]) - people)
    outcomes = run(spec, plans, args.jobs)
    key = outcomes[0].score_key
    label = text(f"{args.game}.score.{key}") if key else ""
    lines: list[Text | str] = [
        text(
            "cli.tournament_header",
            game=text(f"{args.game}.title"),
            players=len(options["seats"]),
            games=args.games,
            seed=args.seed,
        )
    ]
    for t in tally(outcomes):
        low, high = t.interval
        lines.append(
            text(
                "cli.tournament_level",
                level=t.level,
                games=t.games,
                wins=f"{t.wins:g}",
                share=f"{100 * t.share:.1f}",
                low=f"{100 * low:.1f}",
                high=f"{100 * high:.1f}",
                score_label=label,
                score=f"{t.mean_score:.1f}",
                seconds=_significant(t.seconds_per_decision),
            )
        )
    return lines, []


def _significant(x: float, digits: int = 2) -> str:
    """A positive number with `digits` significant digits, in fixed point (0.00021, 1.2, 15)."""
    if x <= 0:
        return "0"
    places = max(0, digits - 1 - math.floor(math.log10(x)))
    return f"{x:.{places}f}"


# -- output --------------------------------------------------------------------------------------


def _names(session: Session) -> list[str]:
    return [seat["name"] for seat in session.options["seats"]]


def _summary(session: Session) -> list[Text | str]:
    """The final ranking with each seat's breakdown and the winners, or the pending prompt."""
    rules, state, names = session.rules, session.state, _names(session)
    result = rules.result(state)
    if result is None:
        prompt = rules.prompt(state)
        return [text("cli.in_progress", prompt=prompt.text if prompt else "")]
    lines: list[Text | str] = [text("cli.ranking_header")]
    for standing in result.standings:
        score = [
            text("cli.score", label=text(f"{session.game}.score.{key}"), value=value)
            for key, value in standing.score.items()
        ]
        income = _income(state, standing.seat)
        if income is not None:
            score.append(text("cli.income", income=income))
        lines.append(
            text("cli.place", place=standing.place, name=names[standing.seat], score=score)
        )
    winners = [names[seat] for seat in result.winners]
    key = "cli.winner" if len(winners) == 1 else "cli.shared_win"
    lines.append(text(key, names=winners))
    return lines


def _income(state: Any, seat: int) -> int | None:
    """A seat's income, for titles whose players carry one (Power Grid's last payout)."""
    players = getattr(state, "players", None)
    income = getattr(players[seat], "income", None) if isinstance(players, list) else None
    return income if isinstance(income, int) else None
