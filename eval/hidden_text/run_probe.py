"""Hidden-text probe: does text a reader cannot see reach Document.text / Document.sentences?

Generates about 70 adversarial documents (make_probe.py; PDF, DOCX and TXT, each
with a visible sentence and a payload hidden by one technique: layers, tiny or
squeezed fonts, background-coloured text, covers, clipping, off-page text, hidden
annotations, tracked deletions, field codes, Unicode smuggling, bidi overrides...)
into a temporary folder, loads each with ``gechat.loaders.load_document`` and
reports, per case:

* leaked: the hidden payload reached the loaded text or its sentences. Found by
  the payload's own words (any three consecutive words of it, after removing
  invisible characters and punctuation and lowercasing), also after decoding
  tag-character, variation-selector and zero-width-bit smuggling; for cases whose
  payload is invisible characters, any such character left in the text is a leak.
  Generic keywords are never used, so a visible decoy sharing a word with the
  payload (d17, t01) is not a leak.
* visible lost: a sentence a reader does see (the ``keep`` strings, including the
  payload of visible and control cases) is missing from the text or sentences.
* hidden characters by reason: ``meta["hidden_chars_by_reason"]`` of the loader.

A detector check runs the same leak test on a naive extraction of each file
(PyMuPDF text with every layer on and no page clipping, plus annotation contents
and form values; every w:t/w:delText/w:instrText of document.xml; the raw TXT), so
"no leak" means the loader removed a payload that is really in the file.

    python eval/hidden_text/run_probe.py --out eval/results/hidden_text_probe.md [--json rows.json] [--only p08_image_cover.pdf ...]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from common import Case  # noqa: E402
from make_probe import generate  # noqa: E402

from gechat.loaders import load_document  # noqa: E402
from gechat.settings import Settings  # noqa: E402

COMMAND = "python eval/hidden_text/run_probe.py --out eval/results/hidden_text_probe.md"
NGRAM = 3  # this many consecutive payload words in the text count as a leak


def invisible(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF
            or o in (0x3164, 0x115F, 0x1160, 0x180E, 0xFFA0))


def decode_smuggled(text: str) -> str:
    """Recover payloads carried by tag characters, variation selectors and zero-width bits."""
    out = []
    tag_text = "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)
    if tag_text:
        out.append(tag_text)
    vs = bytes((ord(c) - 0xFE00) if ord(c) < 0xE0000 else (ord(c) - 0xE0100 + 16)
               for c in text if 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF)
    if vs:
        out.append(vs.decode("utf-8", "replace"))
    for m in re.finditer("\u200d([\u200b\u200c]{8,})\u200d", text):
        bits = "".join("0" if c == "\u200b" else "1" for c in m.group(1))
        out.append(bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - 7, 8)).decode("utf-8", "replace"))
    return " ".join(out)


def words(s: str) -> list[str]:
    s = "".join(c for c in s if not invisible(c))
    return re.findall(r"\w+", s.lower())


def has_run(needle: list[str], hay: list[str]) -> bool:
    n = len(needle)
    return n > 0 and any(hay[i:i + n] == needle for i in range(len(hay) - n + 1))


def payload_found(payload: str, hay: list[str]) -> bool:
    pw = words(payload)
    if len(pw) <= NGRAM:
        return has_run(pw, hay)
    return any(has_run(pw[i:i + NGRAM], hay) for i in range(len(pw) - NGRAM + 1))


def leak_kinds(case: Case, text: str) -> list[str]:
    """How the payload of ``case`` shows in ``text``: its words, a decoded smuggled copy, invisible characters."""
    how = []
    if any(payload_found(p, words(text)) for p in case.payloads):
        how.append("payload words")
    if any(payload_found(p, words(decode_smuggled(text))) for p in case.payloads):
        how.append("smuggled payload decodes")
    if case.no_invisibles and any(invisible(c) for c in text):
        how.append("invisible characters kept")
    return how


def naive_text(path: Path, fmt: str) -> str:
    """Everything a careless extractor could read from the file (see the module docstring)."""
    if fmt == "txt":
        return path.read_text(encoding="utf-8")
    if fmt == "docx":
        xml = zipfile.ZipFile(path).read("word/document.xml").decode()
        return " ".join(re.findall(r"<w:(?:t|delText|instrText)\b[^>]*>([^<]*)<", xml))
    with pymupdf.open(path) as doc:
        for layer in doc.layer_ui_configs():
            doc.set_layer_ui_config(layer["number"], action=0)  # switch every layer on
        flags = pymupdf.TEXTFLAGS_TEXT & ~pymupdf.TEXT_MEDIABOX_CLIP
        parts = []
        for page in doc:
            parts.append(page.get_text(flags=flags, clip=pymupdf.INFINITE_RECT()))
            parts += [annot.info.get("content") or "" for annot in page.annots()]
            parts += [widget.field_value or "" for widget in page.widgets()]
        return "\n".join(parts)


def probe(path: Path, case: Case) -> dict:
    row = {"case": case.name, "format": case.format, "technique": case.technique, "expect": case.expect,
           "note": case.note}
    try:
        doc = load_document(path, settings=Settings())
    except Exception as exc:  # noqa: BLE001 - a loader failure is a result too
        row["error"] = f"{type(exc).__name__}: {exc}"
        return row
    views = {"text": doc.text, "sentences": " ".join(s.text for s in doc.sentences)}
    plain = {k: words(v) for k, v in views.items()}
    kept_invisible = sorted({f"U+{ord(c):04X}" for c in doc.text if invisible(c)})
    found = {view: leak_kinds(case, text) for view, text in views.items()}
    where = {view for view, how in found.items() if how}
    lost = [k for k in case.keep if not (has_run(words(k), plain["text"]) and has_run(words(k), plain["sentences"]))]
    row.update(
        leaked=bool(where) if case.expect == "hidden" else None,
        leaked_in=sorted(where),
        leak_how=sorted({h for how in found.values() for h in how}),
        naive_leaks=bool(leak_kinds(case, naive_text(path, case.format))),
        visible_lost=lost,
        invisible_kept=kept_invisible,
        hidden_chars=doc.meta.get("hidden_chars_ignored", 0),
        hidden_by_reason=doc.meta.get("hidden_chars_by_reason", {}),
        n_sentences=len(doc.sentences),
        text=doc.text if len(doc.text) < 400 else doc.text[:400] + "...",
    )
    return row


def cell(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def revision() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "gechat"], cwd=REPO, capture_output=True,
                               text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown revision"
    return head + (" with uncommitted changes under gechat/" if dirty else "")


def summary(rows: list[dict]) -> list[str]:
    by_expect = {e: sum(r["expect"] == e for r in rows) for e in ("hidden", "visible", "control")}
    leaks = [r for r in rows if r.get("leaked")]
    lost = [r for r in rows if r.get("visible_lost")]
    errors = [r for r in rows if "error" in r]
    per_format = []
    for fmt in ("pdf", "docx", "txt"):
        names = [r["case"] for r in leaks if r["format"] == fmt]
        total = sum(r["format"] == fmt and r["expect"] == "hidden" for r in rows)
        per_format.append(f"{fmt} {len(names)}/{total}" + (f" ({', '.join(names)})" if names else ""))
    hidden = [r for r in rows if r["expect"] == "hidden" and "error" not in r]
    missed = [r["case"] for r in hidden if not r["naive_leaks"]]
    return [
        f"**Summary:** {len(rows)} cases ({by_expect['hidden']} hidden, {by_expect['visible']} visible, "
        f"{by_expect['control']} control); **leaks: {len(leaks)}** of {by_expect['hidden']} hidden "
        f"— {'; '.join(per_format)}; **visible text lost: {len(lost)}**"
        + (f" ({', '.join(r['case'] for r in lost)})" if lost else "")
        + (f"; **errors: {len(errors)}** ({', '.join(r['case'] for r in errors)})" if errors else "") + ".",
        f"Detector check: the same test finds the payload in a naive extraction of {len(hidden) - len(missed)} "
        f"of {len(hidden)} hidden cases" + (f" (not in: {', '.join(missed)})" if missed else "") + ".",
    ]


def render(rows: list[dict]) -> str:
    lines = [
        "# Hidden-text probe",
        "",
        "```",
        COMMAND,
        "```",
        "",
        f"Measured at {revision()}. Each document has a visible sentence and a payload hidden by one technique; "
        "see the docstring of eval/hidden_text/run_probe.py for how leaks are detected.",
        "",
        *"\n\n".join(summary(rows)).splitlines(),
        "",
        "*expected*: `hidden` = a reader cannot see the payload, it must not reach `Document.text`/`sentences`; "
        "`visible` = it looks suspicious but a reader sees it, it must be kept; `control` = plainly visible "
        "baseline. *leaked*: where the payload was found and how. *visible lost*: visible strings missing "
        "from the text or sentences. *hidden chars*: what the loader counted as hidden, by reason.",
        "",
        "| case | format | technique | expected | leaked? | visible lost? | hidden chars (by reason) | note |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        head = f"| {r['case']} | {r['format']} | {cell(r['technique'])} | {r['expect']} |"
        if "error" in r:
            lines.append(f"{head} ERROR | | | {cell(r['error'][:120])} |")
            continue
        if r["leaked"] is None:
            leak = "n/a"
        elif r["leaked"]:
            leak = f"**YES** ({'+'.join(r['leaked_in'])}: {', '.join(r['leak_how'])})"
        else:
            leak = "no"
        lost = "**YES**: " + "; ".join(f"'{cell(k)}'" for k in r["visible_lost"]) if r["visible_lost"] else "no"
        reasons = ", ".join(f"{k} {v}" for k, v in r["hidden_by_reason"].items())
        hidden = f"{r['hidden_chars']}" + (f" ({reasons})" if reasons else "")
        note = r["note"]
        if r["invisible_kept"] and not r["leaked"]:
            kept = " ".join(r["invisible_kept"][:4]) + (" ..." if len(r["invisible_kept"]) > 4 else "")
            note = (note + "; " if note else "") + f"invisible characters kept: {kept}"
        lines.append(f"{head} {leak} | {lost} | {hidden} | {cell(note)} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, help="Markdown report to write (printed when omitted)")
    ap.add_argument("--json", type=Path, help="also write the per-case rows, with the loaded text, as JSON")
    ap.add_argument("--only", nargs="+", metavar="CASE", help="run only these case file names")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gechat_hidden_probe_") as tmp:
        cases = generate(Path(tmp))
        unknown = set(args.only or ()) - set(cases)
        if unknown:
            ap.error(f"unknown cases: {', '.join(sorted(unknown))}")
        rows = [probe(Path(tmp) / name, case) for name, case in cases.items() if not args.only or name in args.only]
    report = render(rows)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=True) + "\n")
    if args.out:
        args.out.write_text(report)
        print("\n".join(summary(rows)))
    else:
        print(report)


if __name__ == "__main__":
    main()
