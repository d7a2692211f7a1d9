"""Benchmark: embedded demo LLM (SmolLM2-135M-Instruct GGUF) load time and generation speed.

    python eval/bench_llm_embedded.py [--threads 1 2] [--repeats 3] [--out eval/results/llm_embedded.md]

For each thread count: loads the model (timed), then runs a short plain
answer and a short grammar-constrained JSON answer ``--repeats`` times and
reports completion tokens per second of wall time (prompt evaluation
included, as a user sees it). The machine's load average is recorded,
since other processes on a shared machine change the numbers a lot.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gechat.llm.embedded import EmbeddedLLM  # noqa: E402
from gechat.settings import Settings  # noqa: E402

ASK = [
    {"role": "system", "content": "You answer geography questions briefly."},
    {"role": "user", "content": "What is the capital of France? Give the city and one short fact."},
]
SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string", "maxLength": 40}, "fact": {"type": "string", "maxLength": 120}},
    "required": ["city", "fact"],
}


def run(threads: int, repeats: int) -> dict[str, float | str]:
    llm = EmbeddedLLM(Settings(llm_max_tokens=64, llm_context_tokens=2048, llm_max_retries=0), n_threads=threads)
    llm.warm_up()
    rows: dict[str, list[float]] = {"json": [], "text": []}
    sample = ""
    for _ in range(repeats):
        for kind in ("json", "text"):
            before = llm.usage.completion_tokens
            start = time.perf_counter()
            if kind == "json":
                sample = str(llm.complete_json(ASK, SCHEMA, max_tokens=64))
            else:
                llm.complete(ASK, max_tokens=48)
            rows[kind].append((llm.usage.completion_tokens - before) / (time.perf_counter() - start))
    return {
        "threads": threads,
        "load_s": llm.load_seconds or 0.0,
        "json_tps": statistics.median(rows["json"]),
        "text_tps": statistics.median(rows["text"]),
        "sample": sample,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "llm_embedded.md")
    args = ap.parse_args()
    load_before = os.getloadavg()[0]
    results = [run(t, args.repeats) for t in args.threads]
    load_after = os.getloadavg()[0]
    lines = [
        "# Embedded LLM speed (SmolLM2-135M-Instruct Q4_1, llama-cpp-python)",
        "",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPU cores, {platform.python_version()}; "
        f"1-min load average {load_before:.1f} before, {load_after:.1f} after (other processes share the CPU).",
        "",
        "Tokens/s = completion tokens / wall time of the call (prompt evaluation included); median of "
        f"{args.repeats} calls. JSON = grammar-constrained `complete_json` with a 2-field bounded schema.",
        "",
        "| threads | load (s) | JSON answer tok/s | plain answer tok/s |",
        "|---:|---:|---:|---:|",
    ]
    for r in results:
        lines.append(f"| {r['threads']} | {r['load_s']:.2f} | {r['json_tps']:.1f} | {r['text_tps']:.1f} |")
    lines += ["", f"Sample JSON answer: `{results[-1]['sample']}`", ""]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
