"""The Brass modules import each other without a circle: steps and flows see the ruleset only
through `BrassContext`, every import sits at the top of its module, and none hides behind
TYPE_CHECKING."""

import ast
import graphlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
BRASS = ROOT / "rules" / "brass"
RULESET = "rules.brass.core.ruleset"
TITLES = {"rules.brass.birmingham", "rules.brass.lancashire"}  # each defines its ruleset class


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


MODULES = {_module(p): _tree(p) for p in sorted(BRASS.rglob("*.py"))}


def _imported(tree: ast.Module) -> set[str]:
    """The rules.brass modules a module imports (a package's `from x import module` included)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in out if name in MODULES}


def test_the_brass_modules_import_each_other_without_a_circle():
    graph = {name: _imported(tree) - {name} for name, tree in MODULES.items()}
    graphlib.TopologicalSorter(graph).prepare()  # raises CycleError on a circle


def test_only_the_titles_and_bots_import_the_ruleset():
    importers = {name for name, tree in MODULES.items() if RULESET in _imported(tree)}
    # the bots: the heuristics, and the strong bot's evaluation of a position
    bots = {name for name in importers if name.endswith(("heuristic", "evaluate"))}
    assert importers - bots == TITLES


def test_every_import_is_at_the_top_of_its_module_and_none_is_for_type_checking_only():
    for name, tree in MODULES.items():
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                assert id(node) in top, f"{name}: an import inside a function or block"
            assert not (isinstance(node, ast.Name) and node.id == "TYPE_CHECKING"), name
