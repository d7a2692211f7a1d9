"""Benchmark: do GE-Chat's answers contain the answer? (issue 15, the answer benchmark)

    nice -n 10 .venv/bin/python eval/answers/bench_answers.py [--mode default|extractive|rag|standalone]
        [--limit N] [--set FIELD=VALUE ...] [--out-dir eval/results/answers] [--md eval/results/answers.md]

Indexes the four sample documents (sample_docs/: two NIST PDFs, the DOJ handbook
DOCX, the Army recipes TXT) into one fresh workspace in a temporary folder, asks
every question of eval/answers/questions.jsonl with ``GEChat.ask`` and scores:

- answerable questions: *hit* when a gold string (eval/answers/goldmatch.py:
  case-insensitive, whitespace-normalised, not inside a longer word) appears in
  at least one answer item of at most 60 words; by question type, by document
  kind (PDF / DOCX / TXT) and paraphrased or not; also how many were declined;
- questions the documents do not answer: how many were declined (outcome
  "not_covered"), and whether any that were not carry a "supported" answer item;
- *supported*: of the hits, how often the answer item holding the gold got the
  verdict "supported";
- seconds per question (wall time of ``ask``) and for indexing.

Modes (``--mode``): ``default`` is ``Settings()`` (offline: extractive answers,
no LLM); ``extractive`` names that mode explicitly; ``rag`` is the embedded model
(SmolLM2-135M demo GGUF unless GECHAT_GGUF_PATH / --set gguf_path=... says
otherwise) answering from retrieved KG facts and passages; ``standalone`` is the
paper's chain-of-thought mode (the LLM writes answer items and steps from its
own knowledge, and the evidence is searched in the documents afterwards). The
LLM modes are slow on CPU: try them with ``--limit 20`` first. ``--set`` passes
any other setting (``python -m gechat.settings`` lists them); ``--limit N``
takes N questions spread evenly over the file (answerable and not).

Writes the per-question records to ``<out-dir>/<mode>.jsonl`` and rebuilds the
Markdown report from every ``*.jsonl`` there (one column per mode), keeping
whatever follows the ``<!-- analysis -->`` line of an existing report (the
hand-written failure analysis).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from goldmatch import first_gold  # noqa: E402

from gechat.errors import GEChatError  # noqa: E402

QUESTIONS = HERE / "questions.jsonl"
DOCS = (
    "NIST_SP_800-207_zero_trust_architecture_59p.pdf",
    "NIST_FIPS_199_security_categorization_13p.pdf",
    "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx",
    "Gutenberg_US_Army_Cooking_School_Recipes.txt",
)
MAX_WORDS = 60
MODES = {
    "default": {},
    "extractive": {"cot_mode": "extractive"},
    "rag": {"cot_mode": "rag", "llm_backend": "embedded"},
    "standalone": {"cot_mode": "standalone", "llm_backend": "embedded"},
}
MODE_LABELS = {
    "default": "offline default (extractive, no LLM)",
    "extractive": "extractive (no LLM)",
    "rag": "RAG, embedded model",
    "standalone": "paper's CoT (standalone), embedded model",
}
TYPES = ("who", "when", "how_many", "how_long", "what", "yes_no")
KINDS = ("pdf", "docx", "txt")
MARKER = "<!-- analysis -->"


def load_questions(limit: int | None) -> list[dict]:
    rows = [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]
    if limit and limit < len(rows):
        on = [r for r in rows if r["answerable"]]
        off = [r for r in rows if not r["answerable"]]
        n_off = min(len(off), max(1, round(limit * len(off) / len(rows))))
        rows = _spread(on, limit - n_off) + _spread(off, n_off)
    return rows


def _spread(rows: list[dict], n: int) -> list[dict]:
    """n rows evenly spaced over ``rows`` (the set is ordered by document)."""
    n = max(0, min(n, len(rows)))
    return [rows[int(i * len(rows) / n)] for i in range(n)]


def parse_sets(pairs: list[str]) -> dict[str, str]:
    out = {}
    for p in pairs:
        key, sep, value = p.partition("=")
        if not sep:
            raise SystemExit(f"--set wants FIELD=VALUE, got {p!r}")
        out[key.strip()] = value
    return out


def words(text: str) -> int:
    return len(text.split())


def failed(row: dict, exc: Exception, seconds: float) -> dict:
    """The record of a question whose answer failed with an error the user is shown."""
    message = exc.user_message() if hasattr(exc, "user_message") else str(exc)
    return {
        **{k: row[k] for k in ("id", "doc", "type", "paraphrased", "answerable", "question", "gold")},
        "outcome": "error", "hit": False if row["answerable"] else None, "supported": None,
        "gold_in_long_item": False, "gold_in_steps": False, "gold_in_nearest": False,
        "answers": [], "steps": [], "nearest": [], "notes": [message], "seconds": round(seconds, 3),
    }


def score(row: dict, answer, seconds: float) -> dict:
    """The per-question record (JSON-ready)."""
    verdict_of = {c.step_id: c for c in answer.answer_evidence}
    items = []
    for a in answer.answers:
        c = verdict_of.get(a.id)
        items.append({
            "id": a.id,
            "text": a.text,
            "words": words(a.text),
            "verdict": c.verdict if c else None,
            "entailed": bool(c.entailed) if c else None,
            "evidence": c.best.sentence.text if c and c.best else None,
            "gold": first_gold(a.text, row["gold"]) if row["gold"] else None,
        })
    holding = [i for i in items if i["gold"] and i["words"] <= MAX_WORDS]
    hit = bool(holding)
    steps = [s.text for s in answer.steps]
    nearest = [n.sentence.text for n in answer.nearest]
    return {
        **{k: row[k] for k in ("id", "doc", "type", "paraphrased", "answerable", "question", "gold")},
        "outcome": answer.outcome,
        "hit": hit if row["answerable"] else None,
        "supported": (any(i["verdict"] == "supported" for i in holding) if hit else None),
        "gold_in_long_item": bool(row["gold"]) and not hit and any(i["gold"] for i in items),
        "gold_in_steps": bool(row["gold"]) and any(first_gold(s, row["gold"]) for s in steps),
        "gold_in_nearest": bool(row["gold"]) and any(first_gold(s, row["gold"]) for s in nearest),
        "answers": items,
        "steps": steps,
        "nearest": nearest,
        "notes": list(answer.notes),
        "seconds": round(seconds, 3),
    }


def run(mode: str, sets: dict[str, str], limit: int | None, out_dir: Path) -> Path:
    from gechat import GEChat
    from gechat.settings import Settings

    rows = load_questions(limit)
    overrides = {**MODES[mode], **sets}
    load0 = os.getloadavg()
    # the code this run imports: taken now, since the tree may move on during a long run
    commit, dirty = _git("rev-parse", "--short", "HEAD"), bool(_git("status", "--porcelain", "--", "gechat"))
    with tempfile.TemporaryDirectory(prefix="gechat-answers-") as tmp:
        settings = Settings.from_env(workspace_dir=tmp, **overrides)
        chat = GEChat(settings, "answers")
        try:
            t0 = time.perf_counter()
            chat.warm_up()
            warm_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            reports = chat.index_files([REPO / "sample_docs" / d for d in DOCS])
            index_s = time.perf_counter() - t0
            bad = [r for r in reports if r.status != "indexed"]
            if bad:
                raise SystemExit(f"indexing failed: {bad}")
            records = []
            for n, row in enumerate(rows, 1):
                t0 = time.perf_counter()
                try:
                    answer = chat.ask(row["question"])
                except GEChatError as exc:  # the user sees this error (a tiny model's unusable reply): a miss, counted
                    rec = failed(row, exc, time.perf_counter() - t0)
                else:
                    rec = score(row, answer, time.perf_counter() - t0)
                records.append(rec)
                mark = ("HIT " if rec["hit"] else "miss") if row["answerable"] else (
                    "declined" if rec["outcome"] == "not_covered" else "ANSWERED")
                print(f"[{n}/{len(rows)}] {rec['seconds']:6.1f}s {mark} {row['id']} {row['question']}", flush=True)
            labels = chat.model_labels()
        finally:
            chat.close()
    meta = {
        "mode": mode,
        "label": MODE_LABELS[mode],
        "settings": {k: str(v) for k, v in overrides.items()},
        "models": labels,
        "questions": len(rows),
        "limit": limit,
        "warm_up_s": round(warm_s, 2),
        "index_s": round(index_s, 2),
        "load_before": [round(x, 2) for x in load0],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
        "machine": f"{platform.system()} {platform.machine()}, Python {platform.python_version()}",
        "commit": commit,
        "gechat_dirty": dirty,
        "command": "nice -n 10 .venv/bin/python eval/answers/bench_answers.py " + " ".join(
            shlex.quote(a) for a in sys.argv[1:]),
        "when": time.strftime("%Y-%m-%d %H:%M"),
    }
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{mode}.jsonl"
    with path.open("w", encoding="utf-8") as f:
        f.write(json.dumps({"meta": meta}, ensure_ascii=False) + "\n")
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return path


def _git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


# --- report ----------------------------------------------------------------

def load_run(path: Path) -> tuple[dict, list[dict]]:
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    return lines[0]["meta"], lines[1:]


def kind(doc: str | None) -> str:
    return Path(doc).suffix.lstrip(".").lower() if doc else ""


def _share(hits: int, n: int) -> str:
    return f"{hits}/{n} ({100 * hits / n:.0f} %)" if n else "–"


def summarise(records: list[dict]) -> dict[str, str]:
    on = [r for r in records if r["answerable"]]
    off = [r for r in records if not r["answerable"]]
    hits = [r for r in on if r["hit"]]
    cells: dict[str, str] = {}
    cells["Answerable: gold in an answer item of ≤ 60 words"] = _share(len(hits), len(on))
    for t in TYPES:
        group = [r for r in on if r["type"] == t]
        cells[f"… type {t}"] = _share(sum(r["hit"] for r in group), len(group))
    for k in KINDS:
        group = [r for r in on if kind(r["doc"]) == k]
        cells[f"… {k.upper()}"] = _share(sum(r["hit"] for r in group), len(group))
    for label, flag in (("paraphrased", True), ("not paraphrased", False)):
        group = [r for r in on if r["paraphrased"] is flag]
        cells[f"… {label}"] = _share(sum(r["hit"] for r in group), len(group))
    cells["Answerable but declined"] = _share(sum(r["outcome"] == "not_covered" for r in on), len(on))
    cells["Failed with an error shown to the user"] = _share(sum(r["outcome"] == "error" for r in records), len(records))
    cells["Gold only in an item over 60 words"] = str(sum(r["gold_in_long_item"] for r in on))
    cells["Hits whose gold item is *supported*"] = _share(sum(bool(r["supported"]) for r in hits), len(hits))
    cells["Not answerable: declined"] = _share(sum(r["outcome"] == "not_covered" for r in off), len(off))
    cells["Not answerable, not declined, with a *supported* item"] = str(
        sum(any(i["verdict"] == "supported" for i in r["answers"]) for r in off if r["outcome"] != "not_covered"))
    secs = [r["seconds"] for r in records]
    if secs:
        cells["Seconds per question: median / mean / max"] = (
            f"{statistics.median(secs):.1f} / {statistics.mean(secs):.1f} / {max(secs):.1f}")
    return cells


def report(out_dir: Path, md: Path) -> str:
    runs = []
    order = list(MODES)
    for path in sorted(out_dir.glob("*.jsonl"), key=lambda p: order.index(p.stem) if p.stem in order else 99):
        runs.append(load_run(path))
    if not runs:
        raise SystemExit(f"no runs in {out_dir}")
    # a run over a subset (--limit) gets the default run on the same questions beside it
    base = next((recs for m, recs in runs if m["mode"] == "default" and not m["limit"]), None)
    columns: list[tuple[str, list[dict]]] = []
    for meta, recs in runs:
        ids = {r["id"] for r in recs}
        if base is not None and meta["limit"] and meta["mode"] != "default" and ids <= {r["id"] for r in base}:
            columns.append((f"{MODE_LABELS['default']}, the same {len(recs)} q.", [r for r in base if r["id"] in ids]))
        columns.append((f"{meta['label']}, {meta['questions']} q." + (" (--limit)" if meta["limit"] else ""), recs))
    tables = [summarise(recs) for _, recs in columns]
    heads = [h for h, _ in columns]
    out = [
        "# Answer benchmark: does the answer contain the fact asked for?",
        "",
        "Generated by `eval/answers/bench_answers.py` from the per-question records in "
        "`eval/results/answers/<mode>.jsonl` (issue 15). Question set: `eval/answers/questions.jsonl`, "
        "written from the text of the four sample documents (NIST SP 800-207 PDF, FIPS 199 PDF, DOJ "
        "handbook page DOCX, Army recipes TXT) and checked by `eval/answers/check_questions.py` "
        "(every gold string occurs in its document's extracted text). A question is a *hit* when one of "
        "its gold strings appears (case-insensitive, whitespace-normalised, not inside a longer word) in "
        "an answer item of at most 60 words. The same answers are judged by GE-Chat itself: "
        "*supported* is the verdict on the answer item that holds the gold.",
        "",
        "| | " + " | ".join(heads) + " |",
        "|---|" + "---|" * len(columns),
    ]
    for key in tables[0]:
        out.append(f"| {key} | " + " | ".join(t.get(key, "–") for t in tables) + " |")
    out += ["", "Runs (reproduce with the command shown, from the repository root):", ""]
    for meta, _ in runs:
        out.append(
            f"- **{meta['label']}** (finished {meta['when']}, commit {meta['commit']}"
            f"{', gechat/ had uncommitted changes' if meta['gechat_dirty'] else ''}): "
            f"`{meta['command']}`. Settings {meta['settings'] or '{} (defaults)'}; models {meta['models']}. "
            f"Warm-up {meta['warm_up_s']} s, indexing the four documents {meta['index_s']} s; "
            f"load average {meta['load_before'][0]} before, {meta['load_after'][0]} after, on {meta['cpus']} CPUs "
            f"({meta['machine']})."
        )
    out += [
        "",
        "Timings are wall time, each run's load average beside it: the earlier runs shared both CPU cores with "
        "an NLI training job, under `nice -n 10`, and their seconds per question are inflated two-fold or more "
        "against an idle machine; compare seconds only between runs of similar load.",
        "",
    ]
    body = "\n".join(out)
    tail = ""
    if md.exists():
        old = md.read_text(encoding="utf-8")
        if MARKER in old:
            tail = old[old.index(MARKER):]
    md.parent.mkdir(parents=True, exist_ok=True)
    md.write_text(body + "\n" + (tail or MARKER + "\n"), encoding="utf-8")
    return body


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mode", choices=list(MODES), default="default")
    ap.add_argument("--limit", type=int, default=None, help="ask only N questions, spread evenly over the set")
    ap.add_argument("--set", dest="sets", action="append", default=[], metavar="FIELD=VALUE",
                    help="any other setting, e.g. spacy_processes=1 or gguf_path=/models/x.gguf")
    ap.add_argument("--out-dir", type=Path, default=REPO / "eval" / "results" / "answers")
    ap.add_argument("--md", type=Path, default=REPO / "eval" / "results" / "answers.md")
    ap.add_argument("--report-only", action="store_true", help="rebuild the Markdown from the JSONL present")
    args = ap.parse_args(argv)
    if not args.report_only:
        path = run(args.mode, parse_sets(args.sets), args.limit, args.out_dir)
        print(f"wrote {path}")
    print(report(args.out_dir, args.md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
