"""How long each indexing stage takes per document size, on this machine: the rates behind the app's ETA.

    python eval/index_stage_timings.py [--repeat 2] [--out eval/results/index_stages.json]

Indexes every sample document (PDF, DOCX, TXT) into a fresh workspace with the
offline defaults, after one warm-up run (models and spaCy loaded, as the app's
warm-up thread does), and records when ``gechat.ingest`` reports each stage
through ``progress(stage, fraction)``. For each file kind and stage it prints
the seconds per KiB of file (the least-squares slope through the origin over
the documents of that kind, median of the repeats) and a fixed part per stage
(the smallest time seen), and writes them as JSON. ``gechat/ui/jobs.py``
``STAGE_RATES`` holds the figures of the last run; the app then corrects them
by the speed of the jobs it finishes.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

SAMPLES = REPO / "sample_docs"


def timed_index(chat, path: Path) -> tuple[dict[str, float], float]:
    """Seconds spent in each reported stage of indexing ``path`` (the stage named until the next one starts)."""
    marks: list[tuple[str, float]] = []

    def progress(stage: str, fraction: float) -> None:
        if not marks or marks[-1][0] != stage:
            marks.append((stage, time.perf_counter()))

    t0 = time.perf_counter()
    report = chat.index_file(path, progress=progress)
    t1 = time.perf_counter()
    if report.status != "indexed":
        raise RuntimeError(f"{path.name}: {report.status} {report.reason}")
    out: dict[str, float] = {}
    for (stage, start), nxt in zip(marks, [*marks[1:], ("end", t1)]):
        out[stage] = out.get(stage, 0.0) + nxt[1] - start
    out.pop("done", None)
    return out, t1 - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "index_stages.json")
    args = ap.parse_args()

    from gechat.chat import GEChat
    from gechat.settings import Settings

    files = sorted(p for p in SAMPLES.iterdir() if p.suffix.lower() in (".pdf", ".docx", ".txt"))
    rows = []
    with tempfile.TemporaryDirectory(prefix="gechat_stages_") as tmp:
        settings = Settings(workspace_dir=Path(tmp))
        warm = GEChat(settings, "warm")
        warm.warm_up()
        timed_index(warm, min(files, key=lambda p: p.stat().st_size))  # first run pays the lazy loads
        warm.close()
        for r in range(args.repeat):
            for path in files:
                chat = GEChat(settings, f"run{r}-{path.stem[:20]}")
                chat.warm_up()
                stages, total = timed_index(chat, path)
                chat.close()
                row = {"file": path.name, "kind": path.suffix.lower().lstrip("."), "kib": path.stat().st_size / 1024,
                       "repeat": r, "total_s": round(total, 3), "stages": {k: round(v, 3) for k, v in stages.items()}}
                rows.append(row)
                print(json.dumps(row), flush=True)

    rates: dict[str, dict[str, float]] = {}
    fixed: dict[str, float] = {}
    stages = sorted({s for row in rows for s in row["stages"]})
    for stage in stages:
        fixed[stage] = round(min(row["stages"].get(stage, 0.0) for row in rows), 3)
    for kind in sorted({row["kind"] for row in rows}):
        mine = [row for row in rows if row["kind"] == kind]
        rates[kind] = {}
        for stage in stages:
            per_repeat = []
            for r in range(args.repeat):
                pts = [(row["kib"], max(0.0, row["stages"].get(stage, 0.0) - fixed[stage]))
                       for row in mine if row["repeat"] == r]
                den = sum(x * x for x, _ in pts)
                per_repeat.append(sum(x * y for x, y in pts) / den if den else 0.0)
            rates[kind][stage] = round(statistics.median(per_repeat), 5)
    result = {"machine_note": "measured by eval/index_stage_timings.py on this project's machine",
              "seconds_fixed_per_stage": fixed, "seconds_per_kib": rates, "runs": rows}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps({"seconds_fixed_per_stage": fixed, "seconds_per_kib": rates}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
