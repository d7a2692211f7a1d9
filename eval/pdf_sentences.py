"""Sentence boundaries a reader would recognise, counted over the sample PDFs (issue 15 item 2).

For every PDF in ``sample_docs/`` and ``../shared/sample_docs/pdf`` it loads the
document with ``load_document`` and counts, between consecutive sentences:

- **number-unit cuts**: a sentence ends with a number ("$6.7", "25") and the next
  starts with its unit or magnitude ("billion", "percent", "%", "MB", "days");
- **hyphen cuts**: a sentence ends with a word broken at a hyphen ("manage-", "PE-")
  and the next goes on with the rest of it;
- **mid-sentence cuts**: a sentence ends without any closing punctuation and the
  next starts in lower case (a line, column or block break taken for a sentence end);

each split into "inside a page" and "at a page break" (between a sentence's last page
and the next one's first; a sentence that goes on over a page break is one ``Sentence``
with a part on each page, counted as "over a page break"). It also finds,
in PyMuPDF's plain word lines, every number-unit pair and hyphenated word that the
PDF breaks at a line end, and counts those one sentence holds together.

Tables are judged against PyMuPDF's own table finder (``page.find_tables()``, run
here only, as an independent reference): a table counts when at least two of its
rows hold two non-empty cells. Its rows are the bands between rules that span
the table (PyMuPDF's narrower sub-rows, made by cell shading, fold into them).

- **row merges**: sentences that reach into two rows, or into a row and the text
  outside the table;
- **cell run-togethers**: sentences holding text of two cells of one row with no
  " | " separator between them;
- **rows kept whole**: rows of at most 60 words that are exactly one sentence.

Run: ``python eval/pdf_sentences.py [--write]`` (``--write`` puts the table into
``eval/results/parse.md`` under "Sentence boundaries").
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import pymupdf  # noqa: E402

from gechat.loaders import load_document  # noqa: E402
from gechat.loaders.pdf_layout import UNITS  # noqa: E402  (the units the loader keeps with their numbers)
from gechat.records import Document, Sentence  # noqa: E402

sys.path.insert(0, str(REPO / "eval"))
from bench_parse import pdf_files  # noqa: E402  (the same PDFs the parse benchmark reads)

MARKER = "<!-- pdf_sentences -->"
ROW_WORDS = 60

_NUMBER_END = re.compile(r"(?:^|[\s(\[$€£¥])[$€£¥]?\d[\d,]*(?:\.\d+)?$")
_HYPHEN_END = re.compile(r"[A-Za-z0-9][-\u00ad\u2010]$")
_CLOSED = re.compile(r"[.!?:;)\]\"'”’…|]$")


def _first_token(text: str) -> str:
    m = re.match(r"[%‰]|°[CF]|[^\s.,;:!?()]+", text)
    return m.group(0) if m else ""


def boundary_counts(doc: Document) -> dict[str, int]:
    """Number-unit, hyphen and mid-sentence cuts, inside a page and at page breaks."""
    out = dict.fromkeys(("number_unit", "hyphen", "mid_sentence"), 0)
    out.update({k + "_page_break": 0 for k in list(out)})
    out["over_page_break"] = sum(1 for s in doc.sentences if s.more)
    examples: list[str] = []
    for a, b in zip(doc.sentences, doc.sentences[1:]):
        at_break = "_page_break" if a.pages[-1] != b.page else ""
        kinds = []
        if _NUMBER_END.search(a.text) and _first_token(b.text) in UNITS:
            kinds.append("number_unit")
        if _HYPHEN_END.search(a.text) and b.text[:1].isalnum():
            kinds.append("hyphen")
        if not _CLOSED.search(a.text) and b.text[:1].islower():
            kinds.append("mid_sentence")
        for k in kinds:
            out[k + at_break] += 1
        if kinds and not at_break and len(examples) < 6:
            examples.append(f"p{a.pages[-1]} {'/'.join(kinds)}: …{a.text[-50:]!r} | {b.text[:40]!r}…")
    out["examples"] = examples  # type: ignore[assignment]
    return out


def line_break_pairs(doc: Document, path: Path) -> dict[str, int]:
    """Number-unit pairs and hyphenated words that the PDF breaks at a line end, and how many one sentence holds.

    Found in PyMuPDF's plain word lines (consecutive lines of a page in stream order); held when a sentence
    of that page has "number unit" (one space) or the word rejoined ("manage" + "ment", with or without
    its hyphen). Pairs at a page break are not seen here (they are counted above).
    """
    out = dict.fromkeys(("number_unit_breaks", "number_unit_kept", "hyphen_breaks", "hyphen_kept"), 0)
    texts: dict[int, str] = {}
    for sent in doc.sentences:
        for page in sent.pages:
            texts[page] = texts.get(page, "") + "\n" + sent.text
    with pymupdf.open(path) as pdf:
        for page in pdf:
            lines: dict[tuple[int, int], list[str]] = {}
            for w in page.get_text("words"):
                lines.setdefault((w[5], w[6]), []).append(w[4])
            seq = list(lines.values())
            have = texts.get(page.number + 1, "")
            for a, b in zip(seq, seq[1:]):
                last, first = a[-1], b[0]
                unit = first.rstrip(".,;:!?)]")
                if _NUMBER_END.search(" " + last) and unit in UNITS:
                    out["number_unit_breaks"] += 1
                    out["number_unit_kept"] += f"{last} {unit}" in have
                elif _HYPHEN_END.search(last) and first[:1].isalnum():
                    out["hyphen_breaks"] += 1
                    stem, rest = last[:-1], unicodedata.normalize("NFKC", first.rstrip(".,;:!?)]"))  # ligatures
                    out["hyphen_kept"] += (stem + rest) in have or (stem + "-" + rest) in have
    return out


def _bands(table) -> list[tuple[float, float, list[float]]]:
    """(y0, y1, inner column edges) of the table's full-width rows; sub-rows fold into them."""
    x0, _, x1, _ = table.bbox
    bands: list[tuple[float, float, list[float]]] = []
    for row in table.rows:
        rx0, ry0, rx1, ry1 = row.bbox
        if (rx0 <= x0 + 2 and rx1 >= x1 - 2) or not bands:
            cells = [c for c in row.cells if c is not None and c[2] - c[0] > 8]
            edges = sorted({round(c[0], 1) for c in cells if c[0] > x0 + 2})
            bands.append((ry0, ry1, edges))
        else:
            y0, y1, edges = bands[-1]
            bands[-1] = (y0, max(y1, ry1), edges)
    return bands


def _real(table) -> bool:
    rows = table.extract()
    return sum(1 for r in rows if sum(1 for c in r if c and c.strip()) >= 2) >= 2


def table_counts(doc: Document, path: Path) -> dict[str, int]:
    out = dict.fromkeys(("tables", "rows", "row_merges", "cell_run_togethers", "short_rows", "rows_whole"), 0)
    by_page: dict[int, list[tuple[Sentence, tuple]]] = {}  # page -> (sentence, its boxes on that page)
    for s in doc.sentences:
        for part in s.parts:
            by_page.setdefault(part.page, []).append((s, part.boxes))
    with pymupdf.open(path) as pdf:
        for page in pdf:
            tables = [t for t in page.find_tables().tables if _real(t)]
            for t in tables:
                out["tables"] += 1
                bands = _bands(t)
                out["rows"] += len(bands)
                tx0, ty0, tx1, ty1 = t.bbox
                members: dict[int, list[Sentence]] = {}
                for s, boxes in by_page.get(page.number + 1, ()):
                    inside: set[int] = set()
                    outside = False
                    for bx0, by0, bx1, by1 in boxes:
                        cx, cy = (bx0 + bx1) / 2, (by0 + by1) / 2
                        if not (tx0 - 1 <= cx <= tx1 + 1 and ty0 - 1 <= cy <= ty1 + 1):
                            outside = True
                            continue
                        inside |= {i for i, (y0, y1, _) in enumerate(bands) if y0 - 1 <= cy <= y1 + 1}
                    if not inside:
                        continue
                    if len(inside) > 1 or outside:
                        out["row_merges"] += 1
                    for i in inside:
                        members.setdefault(i, []).append(s)
                    if len(inside) == 1 and "|" not in s.text:
                        edges = bands[next(iter(inside))][2]
                        lefts = {sum(1 for e in edges if b[0] >= e - 2) for b in boxes}
                        spans = any(b[0] < e - 2 and b[2] > e + 2 for b in boxes for e in edges)
                        if spans or len(lefts) > 1:
                            out["cell_run_togethers"] += 1
                for i, (y0, y1, _) in enumerate(bands):
                    words = [w for w in page.get_text("words", clip=pymupdf.Rect(tx0, y0, tx1, y1))]
                    if 0 < len(words) <= ROW_WORDS:
                        out["short_rows"] += 1
                        out["rows_whole"] += len(members.get(i, ())) == 1
    return out


def measure() -> list[tuple[str, int, dict, dict, float]]:
    rows = []
    for path in pdf_files():
        t = time.process_time()
        doc = load_document(path)
        seconds = time.process_time() - t
        cuts = boundary_counts(doc)
        cuts.update(line_break_pairs(doc, path))
        rows.append((path.name, len(doc.sentences), cuts, table_counts(doc, path), seconds))
    return rows


def report(rows) -> str:
    keys_b = ("number_unit", "hyphen", "mid_sentence")
    keys_t = ("tables", "rows", "row_merges", "cell_run_togethers", "short_rows", "rows_whole")
    lines = [
        MARKER,
        "## Sentence boundaries (issue 15 item 2)",
        "",
        f"`python eval/pdf_sentences.py --write`, {time.strftime('%Y-%m-%d')}. Cuts between consecutive sentences, "
        "inside a page / at a page break (between a sentence's last page and the next one's first); \"over a page "
        "break\": sentences that go on over a page break, one sentence with a part on each page. "
        "Tables: PyMuPDF's `find_tables()` as the reference (tables with at least two rows of two non-empty cells); "
        "\"rows whole\" counts rows of at most 60 words that are exactly one sentence.",
        "",
        "| PDF | sentences | over a page break | number-unit cuts | hyphen cuts | mid-sentence cuts | number-unit pairs at a line end, "
        "kept | hyphenated words at a line end, kept | tables | rows | row merges | cell run-togethers "
        "| rows whole / short rows |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    pairs = ("number_unit_breaks", "number_unit_kept", "hyphen_breaks", "hyphen_kept")
    tot_b = {k: 0 for k in (*keys_b, *(k + "_page_break" for k in keys_b), *pairs, "over_page_break")}
    tot_t = dict.fromkeys(keys_t, 0)
    for name, n, b, t, _ in rows:
        for k in tot_b:
            tot_b[k] += b[k]
        for k in keys_t:
            tot_t[k] += t[k]
        cuts = " | ".join(f"{b[k]} / {b[k + '_page_break']}" for k in keys_b) + " | " + _pairs(b)
        lines.append(f"| {name} | {n} | {b['over_page_break']} | {cuts} | {t['tables']} | {t['rows']} | {t['row_merges']} | "
                     f"{t['cell_run_togethers']} | {t['rows_whole']} / {t['short_rows']} |")
    cuts = " | ".join(f"{tot_b[k]} / {tot_b[k + '_page_break']}" for k in keys_b) + " | " + _pairs(tot_b)
    lines.append(f"| **all** | {sum(r[1] for r in rows)} | {tot_b['over_page_break']} | {cuts} | {tot_t['tables']} | {tot_t['rows']} | "
                 f"{tot_t['row_merges']} | {tot_t['cell_run_togethers']} | {tot_t['rows_whole']} / {tot_t['short_rows']} |")
    examples = [e for _, _, b, _, _ in rows for e in b["examples"]]
    if examples:
        lines += ["", "Cuts left inside pages:", ""] + [f"- {e}" for e in examples[:12]]
    return "\n".join(lines) + "\n"


def _pairs(b: dict) -> str:
    return f"{b['number_unit_breaks']}, {b['number_unit_kept']} | {b['hyphen_breaks']}, {b['hyphen_kept']}"


def write(section: str, path: Path) -> None:
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    head = old.split(MARKER)[0].rstrip("\n")
    path.write_text((head + "\n\n" if head else "") + section, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="put the table into eval/results/parse.md")
    args = ap.parse_args(argv)
    section = report(measure())
    print(section)
    if args.write:
        write(section, REPO / "eval" / "results" / "parse.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
