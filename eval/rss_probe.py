"""Where the app's peak RSS goes while it answers (issue 18): per question, per stage, per ONNX run, per mapping.

Not part of CI. Opens a PostgreSQL workspace built by ``eval/bench_scale.py``'s ``build`` (its folder holds
``pgdata`` and ``ws``), asks the benchmark's question set (one first question, then ``--reps`` passes) in this
process, and prints: the process's ``VmHWM`` / ``VmRSS`` after each question; the growth of ``VmHWM`` after the
first question attributed to what was running when it grew (an ONNX run of the judge or the embedder, with the
batch's rows x width, or else the pipeline stage); the largest batch each model ran; and at the end the resident
memory by kind of mapping (``/proc/self/smaps``: the heap, anonymous mappings, shared libraries, other files,
among them the models' memory-mapped weights). Linux only.

    .venv/bin/python eval/bench_scale.py ...   # or a workspace built by bench_scale.build(..., root, url)
    .venv/bin/python eval/rss_probe.py /tmp/ws100 --reps 2
    .venv/bin/python eval/rss_probe.py /tmp/ws1000 --distinct 60   # 60 distinct questions instead
    .venv/bin/python eval/rss_probe.py /tmp/ws1000 --only 0 1 4     # the questions both sizes answer
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def status() -> dict[str, int]:
    """``VmHWM`` and ``VmRSS`` of this process (MiB)."""
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(("VmHWM", "VmRSS")):
                key, value = line.split(":")
                out[key] = int(value.split()[0]) // 1024
    return out


def resident_by_kind() -> tuple[dict[str, int], dict[str, int]]:
    """Resident KiB by kind of mapping, and by file for files that are not shared libraries."""
    kinds: dict[str, int] = {}
    files: dict[str, int] = {}
    name = ""
    with open("/proc/self/smaps") as f:
        for line in f:
            head, _, rest = line.partition(" ")
            if not head.endswith(":"):
                fields = rest.split(None, 4)
                path = fields[4].strip() if len(fields) == 5 else ""
                name = path if path.startswith("[") else "[anon]" if not path else "lib" if ".so" in path else path
            elif head == "Rss:":
                kib = int(rest.split()[0])
                kind = name if name.startswith("[") or name == "lib" else "file"
                kinds[kind] = kinds.get(kind, 0) + kib
                if kind == "file":
                    files[name] = files.get(name, 0) + kib
    return kinds, files


def distinct_questions(root: Path, n: int) -> list[str]:
    """``n`` questions, each the first nine words of a distinct sentence of the workspace built in ``root`` (eight
    words or more), in a fixed shuffled order: a long-running app's varied questions rather than the same six."""
    import random

    import psycopg

    from gechat.pgembed import embedded_url

    with psycopg.connect(embedded_url(root / "pgdata")) as conn:
        texts = sorted({json.loads(r[0])["text"] for r in conn.execute(
            "SELECT record FROM gechat_search_sentences WHERE workspace = 'bench' AND idx < 40")})
    random.Random(7).shuffle(texts)
    return [" ".join(t.split()[:9]).rstrip(",.;:") + "?" for t in texts if len(t.split()) >= 8][:n]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", type=Path, help="a folder built by bench_scale.build (pgdata, ws)")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--distinct", type=int, default=0, metavar="N",
                    help="ask N distinct questions (a sentence's first nine words each) instead of the set's passes")
    ap.add_argument("--distinct-from", type=Path, help="the built folder whose sentences make them (default: root)")
    ap.add_argument("--only", type=int, nargs="+", metavar="I",
                    help="ask only these of the set (positions in bench_scale.QUESTIONS), e.g. 0 1 4: the questions the "
                         "1-document workspace answers too, so that both sizes run the same work")
    args = ap.parse_args()

    from eval.bench_scale import QUESTIONS, settings_for
    from gechat import onnxrt, pipeline
    from gechat.chat import GEChat
    from gechat.pgembed import embedded_url

    gained: dict[str, int] = {}
    largest: dict[str, tuple[int, int]] = {}
    counting = []
    inner: list[str] = []

    def note(label: str, before: int) -> None:
        grew = status()["VmHWM"] - before
        if grew > 0 and counting:
            gained[label] = gained.get(label, 0) + grew
            if inner:  # the enclosing stage keeps only what grew outside the run
                gained[inner[-1]] = gained.get(inner[-1], 0) - grew

    run = onnxrt.OnnxModel.run
    embedder_session = None

    def traced_run(self, encoding):
        rows, width = encoding["input_ids"].shape
        label = f"onnx {'embedder' if self is embedder_session else 'judge'}"
        old = largest.get(label, (0, 0))
        if rows * width * width > old[0] * old[1] * old[1]:  # the most attention cells
            largest[label] = (rows, width)
        before = status()["VmHWM"]
        try:
            return run(self, encoding)
        finally:
            note(label, before)

    stage_timer = pipeline._Timer.__call__

    @contextmanager
    def traced_stage(self, stage):
        label = f"stage {stage}"
        inner.append(label)
        before = status()["VmHWM"]
        try:
            with stage_timer(self, stage):
                yield
        finally:
            inner.pop()
            grew = status()["VmHWM"] - before
            if grew > 0 and counting:
                gained[label] = gained.get(label, 0) + grew

    onnxrt.OnnxModel.run = traced_run
    pipeline._Timer.__call__ = traced_stage
    url = embedded_url(args.root / "pgdata")
    chat = GEChat(settings_for("postgres", args.root / "ws", url), "bench", create_workspace=False)
    chat.embedder.warm_up()
    embedder_session = chat.embedder._onnx
    print("models loaded", status())
    chat.ask(QUESTIONS[0])
    print("first question", status())
    counting.append(True)
    chosen = [QUESTIONS[i] for i in args.only] if args.only else QUESTIONS
    asked = [q for _ in range(args.reps) for q in chosen]
    if args.distinct:
        asked = distinct_questions(args.distinct_from or args.root, args.distinct)
    for q in asked:
        t = time.perf_counter()
        answer = chat.ask(q)
        print(f"  {q[:40]:40s} {answer.outcome:12s} {1000 * (time.perf_counter() - t):6.0f} ms", status())
    print("VmHWM growth after the first question (MiB):", json.dumps({k: v for k, v in gained.items() if v}))
    print("largest batch (rows, width):", json.dumps(largest))
    kinds, files = resident_by_kind()
    print("resident by mapping (MiB):", json.dumps({k: v // 1024 for k, v in sorted(kinds.items(), key=lambda x: -x[1])
                                                   if v >= 1024}))
    print("resident files (KiB):", json.dumps({Path(k).name: v for k, v in files.items() if v >= 256}))
    search = getattr(chat.workspace, "search", None)
    if search is not None:
        print("sentence cache:", len(search._sentences), "chunk cache:", len(search._chunks))
    import gc

    from gechat.entail import conflicts, quantities  # the judge's checks keep what they read (gechat/caches.py)
    parses = [c._parse.cache_info() for c in gc.get_objects() if isinstance(c, conflicts.ConflictChecker)]
    print("judge caches (held / most):", json.dumps({"parses": [(i.currsize, i.maxsize) for i in parses],
                                                     "figures": quantities._quantity_tuple.cache_info()[2:]}))
    chat.close()


if __name__ == "__main__":
    main()
