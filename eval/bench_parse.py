"""Parse-time benchmark: ``load_document`` against raw PyMuPDF text extraction.

For every PDF in ``sample_docs/`` (and ``../shared/sample_docs/pdf`` when it is
there) it times, best of ``--repeat`` runs:

- raw:        ``pymupdf.open`` + ``page.get_text()`` on every page (no layout, no offsets);
- words:      ``page.get_text("words")`` alone (the word pass, without hidden-text checks);
- extraction: our page reading (one display list per page: its words, the
              hidden-text checks of ``gechat/loaders/pdf_hidden.py``) plus everything
              derived from it (visual lines, running headers, column order,
              hyphen joins, ``Document.text`` with its word -> box map);
- full:       ``load_document`` (extraction + sentence splitting + boxes);
- full, pysbd everywhere: the same with the fast boundary pre-split off.

Times are CPU seconds of this process, best of ``--repeat`` round-robin runs.
Prints a Markdown table and writes ``eval/results/parse.md``.
Run: ``python eval/bench_parse.py [--repeat 7]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import pymupdf  # noqa: E402

from gechat import sentences as sentences_mod  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.loaders.pdf import WORD_FLAGS, assemble, extract_layouts, open_pdf  # noqa: E402
from gechat.loaders.pdf_layout import drop_running_lines, find_running_lines  # noqa: E402
from gechat.settings import Settings  # noqa: E402

TARGET = 1.3
#: what follows this line in the output file is kept when the benchmark rewrites it
KEEP = "<!-- kept when eval/bench_parse.py rewrites this file -->"


def pdf_files() -> list[Path]:
    seen: dict[str, Path] = {}
    for folder in (REPO / "sample_docs", REPO / ".." / "shared" / "sample_docs" / "pdf"):
        if folder.is_dir():
            for p in sorted(folder.glob("*.pdf")):
                seen.setdefault(p.name, p)
    return list(seen.values())


def other_files() -> list[Path]:
    out = []
    for folder in (REPO / "sample_docs", REPO / ".." / "shared" / "sample_docs" / "docx", REPO / ".." / "shared" / "sample_docs" / "txt"):
        if folder.is_dir():
            out += sorted(p for p in folder.iterdir() if p.suffix in (".docx", ".txt"))
    names: dict[str, Path] = {}
    for p in out:
        names.setdefault(p.name, p)
    return list(names.values())


def clock() -> float:
    """CPU seconds of this process: stable on a machine shared with other jobs (parsing is single-threaded)."""
    return time.process_time()


def best(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = clock()
        fn()
        times.append(clock() - t)
    return min(times)


def interleaved(fns: list[Callable[[], object]], repeat: int) -> list[float]:
    """Best time of each function, running them round-robin so load changes hit all alike."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            t = clock()
            fn()
            times[i].append(clock() - t)
    return [min(t) for t in times]


def raw(data: bytes) -> None:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        for page in doc:
            page.get_text()


def words_only(data: bytes) -> None:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        for page in doc:
            page.get_text("words", flags=WORD_FLAGS)


def extraction(data: bytes) -> None:
    settings = Settings()
    doc = open_pdf(data, "bench.pdf")
    try:
        layouts = extract_layouts(doc, "bench.pdf", settings, time.perf_counter() + 600)
    finally:
        doc.close()
    keys = find_running_lines(layouts)
    for p in layouts:
        drop_running_lines(p, keys)
    assemble(layouts)


def full(data: bytes, name: str) -> int:
    return len(load_document(data, filename=name).sentences)


def full_pysbd_everywhere(data: bytes, name: str) -> None:
    saved = sentences_mod._default
    sentences_mod._default = sentences_mod.SentenceSplitter(presplit=False)
    try:
        load_document(data, filename=name)
    finally:
        sentences_mod._default = saved


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "parse.md")
    args = ap.parse_args(argv)

    sentences_mod.default_splitter().warm_up()
    rows = []
    for path in pdf_files():
        data = path.read_bytes()
        raw(data)  # warm the file cache and MuPDF's font cache
        n_pages = pymupdf.open(stream=data, filetype="pdf").page_count
        n_sent = full(data, path.name)
        t_raw, t_words, t_ext, t_full = interleaved(
            [lambda: raw(data), lambda: words_only(data), lambda: extraction(data), lambda: full(data, path.name)],
            args.repeat,
        )
        t_pysbd = best(lambda: full_pysbd_everywhere(data, path.name), 1)
        rows.append((path.name, n_pages, n_sent, t_raw, t_words, t_ext, t_full, t_pysbd))
        print(f"{path.name}: raw {t_raw:.3f}s extraction {t_ext:.3f}s full {t_full:.3f}s", file=sys.stderr)

    others = []
    for path in other_files():
        data = path.read_bytes()
        n = full(data, path.name)
        others.append((path.name, len(data), n, best(lambda: full(data, path.name), max(1, args.repeat - 1))))

    lines = [
        "# Parse benchmark",
        "",
        f"`python eval/bench_parse.py --repeat {args.repeat}` on {platform.machine()} with {os.cpu_count()} CPU cores "
        f"shared with other jobs, so times are CPU seconds of the process (`time.process_time`), best of "
        f"{args.repeat} round-robin runs; Python {platform.python_version()}, "
        f"PyMuPDF {pymupdf.VersionBind}, {time.strftime('%Y-%m-%d')}.",
        "",
        "- **raw**: `page.get_text()` on every page (plain text, no offsets, no boxes).",
        "- **words**: `page.get_text(\"words\")` alone: the word pass, without the hidden-text checks.",
        "- **extraction**: our page reading (one display list per page: its words and the hidden-text checks of "
        "`gechat/loaders/pdf_hidden.py`) and everything derived from it "
        "(visual lines, running headers/footers, column order, hyphen joins, `Document.text` and the word -> box map).",
        "- **full**: `load_document` = extraction + sentence splitting + sentence boxes + records.",
        "- **pysbd everywhere**: `full` with the boundary pre-split off (pysbd judges every boundary; one run).",
        "",
        f"Target: extraction <= {TARGET}x raw.",
        "",
        "| PDF | pages | sentences | raw s | words s | extraction s | full s | pysbd everywhere s "
        "| words / raw | extraction / raw | full / raw |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    total = ["**all**", sum(r[1] for r in rows), sum(r[2] for r in rows)] + [sum(r[i] for r in rows) for i in range(3, 8)]
    for name, pages, n_sent, t_raw, t_words, t_ext, t_full, t_pysbd in [*rows, total] if rows else []:
        lines.append(
            f"| {name} | {pages} | {n_sent} | {t_raw:.3f} | {t_words:.3f} | {t_ext:.3f} | {t_full:.3f} | {t_pysbd:.3f} | "
            f"{t_words / t_raw:.2f}x | {t_ext / t_raw:.2f}x | {t_full / t_raw:.2f}x |"
        )
    if rows:
        tr, tw, te, tf, tp = total[3:8]
        met = sum(1 for r in rows if r[5] / r[3] <= TARGET)
        lines += [
            "",
            "## Reading",
            "",
            f"- Target (extraction <= {TARGET}x raw) met on {met} of {len(rows)} PDFs; over all PDFs extraction is "
            f"{te / tr:.2f}x raw.",
            f"- The floor is PyMuPDF itself: `get_text(\"words\")` alone costs {tw / tr:.2f}x `get_text()` (one Python tuple "
            "per word; worst on formula-heavy pages such as Boole's), leaving little room under 1.3x for the derivation, "
            f"which adds {(te - tw) / tr:.2f}x (display list and hidden-text checks, visual lines, running-line detection, "
            "reading order, text and line map).",
            f"- Sentence splitting and boxes add {(tf - te) / tr:.2f}x on top. pysbd alone, judging every boundary, would add "
            f"{(tp - te) / tr:.2f}x: the pre-split takes the undisputed \"word. Capital\" boundaries itself and leaves pysbd only "
            "the pieces with abbreviations, numbers or footnote marks (tests/test_sentences.py checks >= 97% agreement with "
            "pysbd-only spans on real prose).",
        ]
    if others:
        lines += ["", "DOCX and TXT (`load_document`, best of runs; no raw baseline):", "",
                  "| file | bytes | sentences | full s |", "|---|---:|---:|---:|"]
        lines += [f"| {n} | {b} | {k} | {t:.3f} |" for n, b, k, t in others]
    table = "\n".join(lines) + "\n"
    print(table)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    old = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
    kept = old[old.index(KEEP):] if KEEP in old else ""  # sections other scripts or people appended
    args.out.write_text(table + ("\n" + kept if kept else ""), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
