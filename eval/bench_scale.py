"""Workspace growth, both storages: question latency, app RSS, index size and indexing throughput (issue 18).

Not part of CI. For each size N and each storage (files, postgres on the embedded server) it indexes N
short documents into a fresh workspace in one process (one indexing worker) and prepares its retrieval
(what the app's warm-up does once per workspace: the stored sentence vectors, or PostgreSQL's search rows,
:mod:`gechat.pgsearch`), then starts a fresh process, the "app", that asks a fixed question set (offline
extractive mode) and reports the median and p95 latency, each stage's and each question's median, and its
peak RSS; and the median and p95 over the questions answered at every size measured (``same_*``: the same
questions at each size, since the 1-document workspace declines half of the set in milliseconds). Index size:
the workspace folder for files; for postgres the rows of the workspace (records, area files and retrieval's
rows, as stored) plus the machine's local area cache.

Documents: public-domain texts in the repository (sample_docs' Gutenberg recipes, tests/data's Austen
chapters 1-5 and the Tolstoy excerpt) cut at paragraph boundaries into pieces of about 3,000
characters (one or two pages), the lemon-sherbet recipes first and an Austen piece naming Bingley next
(the question set asks about them); past the distinct pieces, generated variants (a piece with its
paragraphs rotated and a numbered title), so every document has its own id.

    .venv/bin/python eval/bench_scale.py --sizes 1 10 100 --out eval/results/bench_scale.json

With ``--workers 1 2 4`` it measures indexing throughput through the job queue instead (:mod:`gechat.jobs`):
for each size and worker count, that many ``gechat worker`` processes on the embedded PostgreSQL, each warmed
by one document of a side workspace, then the N documents enqueued at once; docs/min from the first enqueue
to the last job's end (the database's clock). Results go to ``bench_scale_workers.json`` beside ``--out``.

    .venv/bin/python eval/bench_scale.py --workers 1 2 4 --sizes 30

With ``--paired N --keep DIR`` it measures the latency goal itself, question by question: postgres
workspaces of 1 and N documents (built under DIR, each on its own embedded server, and reused by later
runs), opened side by side in one fresh process that asks each question answered at both sizes in one,
then at once in the other (each size first in every other pass), ``--reps`` times. Each pair of timings
shares the machine's load, which on a shared machine drifts by ±20 % between runs minutes apart. Results
go to ``bench_scale_paired.json`` beside ``--out``.

    .venv/bin/python eval/bench_scale.py --paired 1000 --keep /var/tmp/bench-scale --reps 7
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SOURCES = [REPO / "sample_docs" / "Gutenberg_US_Army_Cooking_School_Recipes.txt",
           REPO / "tests" / "data" / "docs" / "austen_pride_and_prejudice_ch1-5.txt",
           REPO / "tests" / "data" / "docs" / "tolstoy_war_and_peace_excerpt.txt"]
QUESTIONS = [
    "How many lemons does the lemon sherbet take?",
    "How long is the ice cream mixture cooked?",
    "Who is Mr. Bingley?",
    "What does Mrs. Bennet want for her daughters?",
    "How should the beans be soaked?",
    "Who won the 1998 football world cup?",
]
PIECE_CHARS = 3000


def pieces() -> list[str]:
    out = []
    for src in SOURCES:
        paras = [p.strip() for p in src.read_text(encoding="utf-8-sig").split("\n\n") if p.strip()]
        cur: list[str] = []
        for p in paras:
            cur.append(p)
            if sum(map(len, cur)) >= PIECE_CHARS:
                out.append("\n\n".join(cur))
                cur = []
        if cur and sum(map(len, cur)) > 500:
            out.append("\n\n".join(cur))
    # the pieces the questions ask about first, so that even the 1-document workspace answers some of them
    return sorted(out, key=lambda text: ("25 lemons" not in text, "Bingley" not in text))


def documents(n: int) -> list[tuple[str, bytes]]:
    base = pieces()
    docs = []
    for i in range(n):
        text = base[i % len(base)]
        if i >= len(base):  # a generated variant: paragraphs rotated, a numbered title
            paras = text.split("\n\n")
            k = 1 + (i // len(base)) % max(1, len(paras) - 1)
            text = f"Collection copy {i // len(base)} of part {i % len(base)}.\n\n" + "\n\n".join(paras[k:] + paras[:k])
        docs.append((f"doc{i:04d}.txt", text.encode()))
    return docs


def settings_for(storage: str, root: Path, url: str):
    from gechat.settings import Settings

    return Settings(workspace_dir=root / "ws", storage=storage, postgres_url=url, postgres_cache_dir=root / "cache")


def build(storage: str, n: int, root: Path, url: str) -> dict:
    from gechat.chat import GEChat

    chat = GEChat(settings_for(storage, root, url), "bench")
    times = []
    try:
        for name, data in documents(n):
            t = time.perf_counter()
            report = chat.index_file(data, name)
            times.append(time.perf_counter() - t)
            if report.status != "indexed":
                raise SystemExit(f"{name}: {report.status}: {report.reason}")
        t = time.perf_counter()
        chat.workspace.prepare_retrieval(chat.embedder)  # what the app's warm-up does once per workspace
        prepare = time.perf_counter() - t
    finally:
        chat.close()
    return {"index_s": round(sum(times), 2), "docs_per_min": round(60 * n / sum(times), 1),
            "last_doc_s": round(times[-1], 2), "retrieval_prep_s": round(prepare, 1)}


def peak_rss_mib() -> int:
    """This process's own peak RSS (``VmHWM``). Not ``ru_maxrss``: Linux carries that over from the parent
    through fork and exec, so an app process started by the benchmark reported the benchmark's own peak."""
    with open("/proc/self/status") as status:
        return round(int(next(line for line in status if line.startswith("VmHWM:")).split()[1]) / 1024)


ASK = """
import json, os, statistics, sys, time
sys.path.insert(0, sys.argv[1])
from eval.bench_scale import QUESTIONS, peak_rss_mib, settings_for
from gechat.chat import GEChat
from pathlib import Path
t0 = time.perf_counter()
chat = GEChat(settings_for(sys.argv[2], Path(sys.argv[3]), sys.argv[4]), "bench", create_workspace=False)
chat.ask(QUESTIONS[0])
first = time.perf_counter() - t0
times, stages, answered = [], {}, {}
for _ in range(int(sys.argv[5])):
    for q in QUESTIONS:
        t = time.perf_counter(); a = chat.ask(q); times.append(time.perf_counter() - t)
        answered.setdefault(q, []).append((a.outcome != "not_covered", times[-1], a.stats.nli_pairs))
        for k, v in a.stats.stage_seconds.items(): stages.setdefault(k, []).append(v)
times.sort()
ms = lambda xs: round(1000 * statistics.median(xs))
print(json.dumps({"open_and_first_s": round(first, 2), "median_ms": ms(times),
                  "p95_ms": round(1000 * times[max(0, int(0.95 * len(times)) - 1)]),
                  "rss_mib": peak_rss_mib(),
                  "stage_median_ms": {k: ms(v) for k, v in stages.items()},
                  "per_question": {q: {"answered": r[0][0], "median_ms": ms([x[1] for x in r]), "nli_pairs": r[0][2],
                                       "times_ms": [round(1000 * x[1]) for x in r]}
                                   for q, r in answered.items()},
                  "load_average": os.getloadavg()[0],
                  "kg_store_loaded": any(m.startswith("lightrag") for m in sys.modules)}))
chat.close()
"""


def ask(storage: str, root: Path, url: str, reps: int) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    proc = subprocess.run([sys.executable, "-c", ASK, str(REPO), storage, str(root), url, str(reps)],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=3600)
    if proc.returncode:
        raise SystemExit(proc.stderr[-3000:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def size_mib(storage: str, root: Path, url: str) -> float:
    disk = sum(p.stat().st_size for p in root.rglob("*") if p.is_file())  # files: the workspace; postgres: the cache
    if storage == "postgres":
        import psycopg

        with psycopg.connect(url) as conn:
            disk += sum(conn.execute(q, ("bench",)).fetchone()[0] or 0 for q in (
                "SELECT sum(pg_column_size(data)) FROM gechat_records WHERE workspace = %s",
                "SELECT sum(pg_column_size(data)) FROM gechat_area_files WHERE workspace = %s",
                # retrieval's rows (gechat.pgsearch), as stored; their indexes are not counted
                "SELECT sum(pg_column_size(s.*)) FROM gechat_search_sentences s WHERE workspace = %s",
                "SELECT sum(pg_column_size(c.*)) FROM gechat_search_chunks c WHERE workspace = %s"))
    return round(disk / 2**20, 2)


def queue_throughput(n: int, workers: int, root: Path, url: str) -> dict:
    """Index ``n`` documents through the queue with ``workers`` warmed ``gechat worker`` processes."""
    import psycopg

    from gechat import jobs
    from gechat.pgstorage import database

    env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", GECHAT_STORAGE="postgres", GECHAT_POSTGRES_URL=url,
               GECHAT_WORKSPACE_DIR=str(root / "ws"))
    name, warm = f"bench-w{workers}", f"warm-w{workers}"
    settings = settings_for("postgres", root, url)
    db = jobs.queue_database(settings, name)
    jobs.queue_database(settings, warm)
    procs = [subprocess.Popen([sys.executable, "-m", "gechat.cli", "worker", "-w", name, "-w", warm], cwd=REPO,
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
             for _ in range(workers)]
    try:
        warm_ids = [jobs.enqueue(db, warm, f"warm{i}.txt", f"Warm-up {i}.\n\n{text}".encode())
                    for i, text in enumerate(pieces()[-workers:])]
        warmed = jobs.wait(db, warm_ids, timeout_s=600, poll_s=0.2)
        load_before = os.getloadavg()[0]
        ids = [jobs.enqueue(db, name, doc, data) for doc, data in documents(n)]
        ended = jobs.wait(db, ids, timeout_s=3600, poll_s=0.2)
        load_after = os.getloadavg()[0]
    finally:
        for proc in procs:
            proc.terminate()
        errors = [proc.communicate(timeout=600)[1] for proc in procs]
    bad = [j.line() for j in ended + warmed if j.state != "done"]
    if bad:
        raise SystemExit(f"jobs failed: {bad[:3]}; worker stderr: {errors[0][-2000:]}")
    with psycopg.connect(database(url).url) as conn:
        first, last = conn.execute("SELECT min(enqueued_at), max(finished_at) FROM gechat_jobs WHERE id = ANY(%s)",
                                   (ids,)).fetchone()
    seconds = (last - first).total_seconds()
    return {"workers": workers, "docs": n, "queue_s": round(seconds, 1), "docs_per_min": round(60 * n / seconds, 1),
            "warmed_workers": len({j.worker for j in warmed}), "attempts": sum(j.attempts for j in ended),
            "load_before": round(load_before, 1), "load_after": round(load_after, 1)}


def main_workers(args: argparse.Namespace) -> None:
    from gechat.pgembed import embedded_url, stop_embedded

    tmp = Path(tempfile.mkdtemp(prefix="bench-queue-"))
    url = embedded_url(tmp / "pgdata")
    rows = []
    out = args.out.with_name("bench_scale_workers.json")
    try:
        for n in args.sizes:
            for workers in args.workers:
                row = queue_throughput(n, workers, tmp / f"q{n}-{workers}", url)
                print(json.dumps(row), flush=True)
                rows.append(row)
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(json.dumps({"cpus": os.cpu_count(), "rows": rows}, indent=1) + "\n")
    finally:
        stop_embedded(tmp / "pgdata")
        shutil.rmtree(tmp, ignore_errors=True)


PAIRED = """
import json, statistics, sys, time
sys.path.insert(0, sys.argv[1])
from eval.bench_scale import QUESTIONS, settings_for
from gechat.chat import GEChat
from pathlib import Path
chats = [GEChat(settings_for("postgres", Path(r), u), "bench", create_workspace=False)
         for r, u in zip(sys.argv[2:6:2], sys.argv[3:6:2])]
for c in chats:
    c.ask(QUESTIONS[0])  # models loaded, caches warm
both = [q for q in QUESTIONS if all(c.ask(q).outcome != "not_covered" for c in chats)]
times = {q: ([], []) for q in both}
for rep in range(int(sys.argv[6])):
    for q in both:
        for i in (0, 1) if rep % 2 == 0 else (1, 0):  # each size first in every other pass
            t = time.perf_counter(); chats[i].ask(q); times[q][i].append(1000 * (time.perf_counter() - t))
ms = lambda xs: round(statistics.median(xs))
pairs = {q: sorted(y / x for x, y in zip(a, b)) for q, (a, b) in times.items()}
print(json.dumps([{"question": q, "small_ms": ms(a), "large_ms": ms(b), "ratio_of_medians": round(statistics.median(b) / statistics.median(a), 2),
                   "median_paired_ratio": round(statistics.median(pairs[q]), 2), "paired_ratios": [round(r, 2) for r in pairs[q]]}
                  for q, (a, b) in times.items()]))
for c in chats:
    c.close()
"""


def main_paired(args: argparse.Namespace) -> None:
    from gechat.pgembed import embedded_url, stop_embedded

    if args.keep is None:
        raise SystemExit("--paired needs --keep DIR: the workspaces are kept there for later runs")
    roots = [args.keep / f"postgres-{n}" for n in (1, args.paired)]
    try:
        for n, root in zip((1, args.paired), roots):
            url = embedded_url(root / "pgdata")
            if not (root / "built.json").exists():
                shutil.rmtree(root / "ws", ignore_errors=True)
                row = build("postgres", n, root, url)
                (root / "built.json").write_text(json.dumps({"docs": n, **row}) + "\n")
        env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_")}
        env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
        argv = [str(REPO), str(roots[0]), embedded_url(roots[0] / "pgdata"), str(roots[1]),
                embedded_url(roots[1] / "pgdata"), str(args.reps)]
        proc = subprocess.run([sys.executable, "-c", PAIRED, *argv], capture_output=True, text=True, env=env,
                              cwd=REPO, timeout=3600)
        if proc.returncode:
            raise SystemExit(proc.stderr[-3000:])
        rows = json.loads(proc.stdout.strip().splitlines()[-1])
    finally:
        for root in roots:
            stop_embedded(root / "pgdata")
    for row in rows:
        print(json.dumps(row))
    out = args.out.with_name("bench_scale_paired.json")
    out.write_text(json.dumps({"docs": [1, args.paired], "reps": args.reps, "load_average": os.getloadavg(),
                               "rows": rows}, indent=1) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1, 10, 100])
    ap.add_argument("--storages", nargs="+", default=["files", "postgres"])
    ap.add_argument("--reps", type=int, default=3, help="passes over the question set per measurement")
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "bench_scale.json")
    ap.add_argument("--workers", type=int, nargs="+", help="measure queue throughput with these worker counts")
    ap.add_argument("--paired", type=int, metavar="N", help="latency at N documents against 1, question by question")
    ap.add_argument("--keep", type=Path, help="with --paired: where the two workspaces are built and kept")
    args = ap.parse_args()
    if args.workers:
        return main_workers(args)
    if args.paired:
        return main_paired(args)
    from gechat.pgembed import embedded_url, stop_embedded

    tmp = Path(tempfile.mkdtemp(prefix="bench-scale-"))
    url = embedded_url(tmp / "pgdata")
    rows = []
    try:
        build("files", 1, tmp / "warm-up", url)  # models and spaCy loaded before anything is timed
        for n in args.sizes:
            for storage in args.storages:
                root = tmp / f"{storage}-{n}"
                row = {"storage": storage, "docs": n, **build(storage, n, root, url)}
                row["index_mib"] = size_mib(storage, root, url)
                row.update(ask(storage, root, url, args.reps))
                print(json.dumps(row), flush=True)
                rows.append(row)
                save(rows, args.out)  # after each row: a long run that is stopped keeps what it measured
                if storage == "postgres":
                    import psycopg

                    with psycopg.connect(url, autocommit=True) as conn:  # the next size starts from an empty database
                        conn.execute("DELETE FROM gechat_workspaces WHERE name = 'bench'")
                shutil.rmtree(root, ignore_errors=True)
    finally:
        stop_embedded(tmp / "pgdata")
        shutil.rmtree(tmp, ignore_errors=True)


def same_questions(rows: list[dict]) -> None:
    """Per row, the latency of the questions its storage answered at every size measured (``same_*``).

    The question set is answered unevenly (at 1 document half of it is declined in milliseconds), so the
    medians over all questions compare different mixes; these compare the same questions at each size.
    """
    for storage in {r["storage"] for r in rows}:
        rs = [r for r in rows if r["storage"] == storage]
        same = [q for q in QUESTIONS if all(r["per_question"].get(q, {}).get("answered") for r in rs)]
        for r in rs:
            times = sorted(t for q in same for t in r["per_question"][q].get("times_ms", []))
            r["same_questions"] = same
            r["same_median_ms"] = round(statistics.median(times)) if times else None
            r["same_p95_ms"] = times[max(0, int(0.95 * len(times)) - 1)] if times else None


def save(rows: list[dict], out: Path) -> None:
    same_questions(rows)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"pieces": len(pieces()), "load_average": os.getloadavg(), "rows": rows}, indent=1) + "\n")
    plot(rows, out.with_suffix(".png"))


def plot(rows: list[dict], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(13, 3.8))
    for storage in sorted({r["storage"] for r in rows}):
        rs = [r for r in rows if r["storage"] == storage]
        xs = [r["docs"] for r in rs]
        axes[0].plot(xs, [r["median_ms"] for r in rs], "o-", label=f"{storage} median")
        axes[0].plot(xs, [r["p95_ms"] for r in rs], "x--", label=f"{storage} p95")
        if all(r.get("same_median_ms") for r in rs):
            axes[0].plot(xs, [r["same_median_ms"] for r in rs], "s:", label=f"{storage} median, same questions")
        axes[1].plot(xs, [r["rss_mib"] for r in rs], "o-", label=storage)
        axes[2].plot(xs, [r["docs_per_min"] for r in rs], "o-", label=storage)
    for ax, title in zip(axes, ("question latency (ms)", "app peak RSS (MiB)", "indexing, 1 worker (docs/min)")):
        ax.set_xscale("log")
        ax.set_xlabel("documents")
        ax.set_title(title)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


if __name__ == "__main__":
    main()
