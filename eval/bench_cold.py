"""Cold-start benchmark: one fresh ``gechat`` process per command, as a user runs it.

Measured, each in a new interpreter (offline, default settings, the ONNX
export cache already warm):

- ``ask``:   ``gechat ask "Who appoints and supervises standing trustees?"`` on a
             workspace of three sample documents (the FIPS 199 PDF, the one-page
             DOCX and the recipes TXT from ``sample_docs/``), indexed once first;
- ``index``: ``gechat index`` of the one-page DOCX into a new workspace (each run its own);
- ``eval``:  ``gechat eval --help`` (the evaluation command's start-up);
- ``docs``:  ``gechat docs`` on the ``ask`` workspace.

Each command runs once to warm the disk cache and any one-time ONNX export,
then ``--repeat`` times; the table gives the median and range of wall time
and the median peak RSS of the process (``os.wait4``'s ``ru_maxrss``: the
command and any children it waited for), the lines it printed on stderr,
and which heavy libraries it imported. ``--compare DIR`` measures a second
copy of the package (a folder holding ``gechat/``) interleaved with this one,
run for run, so both see the same load on a shared machine.

Run: ``python eval/bench_cold.py [--repeat 3] [--compare /tmp/before] [--out eval/results/cold.md]``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_docs"
DOCX = SAMPLES / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
WORKSPACE_DOCS = (
    SAMPLES / "NIST_FIPS_199_security_categorization_13p.pdf",
    DOCX,
    SAMPLES / "Gutenberg_US_Army_Cooking_School_Recipes.txt",
)
QUESTION = "Who appoints and supervises standing trustees?"
HEAVY = ("torch", "transformers", "sentence_transformers", "onnxruntime", "tokenizers", "spacy", "lightrag",
         "streamlit", "matplotlib", "pandas", "openai", "llama_cpp", "pymupdf", "docx", "sklearn", "scipy")
TARGETS = {"ask": "≤ 5 s wall, ≤ 500 MiB peak", "index": "≤ 6 s wall"}

# The console script's body, plus a note of the heavy modules loaded (written at exit; stand-ins that
# gechat.lazymod.defer left in sys.modules and nobody used do not count).
WRAPPER = """
import atexit, json, sys
_out = sys.argv.pop(1)
_heavy = {heavy!r}

def _note():
    from gechat.lazymod import _Deferred
    loaded = [m for m in _heavy if m in sys.modules and not isinstance(sys.modules[m], _Deferred)]
    with open(_out, "w") as fh:
        json.dump(loaded, fh)

atexit.register(_note)
sys.argv[0] = "gechat"
from gechat.cli import main
sys.exit(main())
"""


@dataclass
class Run:
    wall_s: float
    peak_mib: float
    stderr_lines: int
    modules: list[str]
    rc: int


@dataclass
class Series:
    command: str
    tree: str
    runs: list[Run] = field(default_factory=list)

    def row(self) -> str:
        walls = [r.wall_s for r in self.runs]
        peaks = [r.peak_mib for r in self.runs]
        last = self.runs[-1]
        return (f"| {self.command} | {self.tree} | {statistics.median(walls):.2f} | {min(walls):.2f}–{max(walls):.2f} "
                f"| {statistics.median(peaks):.0f} | {max(r.stderr_lines for r in self.runs)} "
                f"| {', '.join(last.modules) or '—'} | {TARGETS.get(self.command, '—')} |")


def run_cli(args: list[str], env: dict[str, str], scratch: Path) -> Run:
    """One fresh ``gechat`` process: wall time, peak RSS, stderr lines, heavy modules imported."""
    mods = scratch / "modules.json"
    mods.unlink(missing_ok=True)
    cmd = [sys.executable, "-c", WRAPPER.format(heavy=HEAVY), str(mods), *args]
    with (scratch / "stdout").open("wb") as out, (scratch / "stderr").open("wb") as err:
        t0 = time.perf_counter()
        # not the repository: `python -c` puts the working directory first on sys.path, which would
        # shadow the --compare tree given in PYTHONPATH
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env, cwd=scratch)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    stderr = (scratch / "stderr").read_text(encoding="utf-8", errors="replace")
    if proc.returncode != 0:
        sys.exit(f"gechat {' '.join(args)} failed ({proc.returncode}):\n{stderr[-3000:]}")
    modules = json.loads(mods.read_text()) if mods.exists() else []
    # progress bars redraw with '\r': count each redraw as a line
    lines = len([x for x in stderr.replace("\r", "\n").splitlines() if x.strip()])
    return Run(round(wall, 3), round(usage.ru_maxrss / 1024, 1), lines, modules, proc.returncode)


def child_env(src: Path | None, workspaces: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_WORKSPACE")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", GECHAT_WORKSPACE_DIR=str(workspaces))
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(src), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


def measure(trees: dict[str, Path | None], repeat: int, scratch: Path) -> list[Series]:
    workspaces = scratch / "workspaces"
    envs = {name: child_env(src, workspaces) for name, src in trees.items()}
    first = next(iter(envs.values()))
    print("indexing the ask workspace ...", file=sys.stderr)
    run_cli(["index", *map(str, WORKSPACE_DOCS), "-w", "cold-ask"], first, scratch)
    commands = {
        "ask": lambda n: ["ask", QUESTION, "-w", "cold-ask"],
        "index": lambda n: ["index", str(DOCX), "-w", f"cold-index-{n}"],
        "eval": lambda n: ["eval", "--help"],
        "docs": lambda n: ["docs", "-w", "cold-ask"],
    }
    out: list[Series] = []
    counter = 0
    for command, argv in commands.items():
        series = {name: Series(command, name) for name in trees}
        for i in range(repeat + 1):  # the first round warms up and is not counted
            for name, env in envs.items():
                counter += 1
                run = run_cli(argv(counter), env, scratch)
                print(f"{command:5} {name:8} {'warm-up' if i == 0 else i}: {run.wall_s:.2f} s, "
                      f"{run.peak_mib:.0f} MiB", file=sys.stderr)
                if i:
                    series[name].runs.append(run)
        out += series.values()
    return out


def report(series: list[Series], args: argparse.Namespace, load: tuple[tuple[float, ...], ...]) -> str:
    lines = [
        "# Cold-start benchmark",
        "",
        f"`python eval/bench_cold.py --repeat {args.repeat}"
        + (f" --compare {args.compare}" if args.compare else "") + "`"
        + f" on {platform.machine()}, {os.cpu_count()} CPU cores shared with other jobs; Python "
        f"{platform.python_version()}; {time.strftime('%Y-%m-%d')}. Load average (1 min) "
        f"{load[0][0]:.1f} before, {load[1][0]:.1f} after.",
        "",
        f"One fresh process per command, offline, default settings, ONNX export cache warm. `ask`: "
        f"\"{QUESTION}\" on a workspace of {', '.join(p.name for p in WORKSPACE_DOCS)}. `index`: the one-page "
        f"DOCX into a new workspace. `eval`: `gechat eval --help`. `docs`: `gechat docs` on the `ask` workspace. "
        f"Median and range of {args.repeat} runs after one warm-up run; peak RSS is the process's `ru_maxrss` "
        "(`os.wait4`). *stderr lines* counts what the command printed on stderr (a progress bar counts once per redraw).",
        "",
        "| command | code | wall s (median) | wall s (range) | peak RSS MiB (median) | stderr lines | heavy modules imported | target |",
        "|---|---|---:|---:|---:|---:|---|---|",
        *(s.row() for s in series),
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--compare", type=Path, default=None,
                    help="folder holding another copy of the gechat package, measured as 'compare'")
    ap.add_argument("--label", default="current", help="name of this tree's rows")
    ap.add_argument("--compare-label", default="before", help="name of the --compare rows")
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "cold.md")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    trees: dict[str, Path | None] = {}
    if args.compare is not None:
        trees[args.compare_label] = args.compare.resolve()
    trees[args.label] = None
    load0 = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="gechat-cold-") as tmp:
        series = measure(trees, args.repeat, Path(tmp))
    text = report(series, args, (load0, os.getloadavg()))
    print(text)
    if not args.no_write:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
