"""Generate the hidden-text probe documents (PDF, DOCX, TXT) and their manifest.

Each document holds a visible sentence and one hidden payload (an injected
instruction, by default), hidden by one technique per file; see cases_pdf.py,
cases_docx.py and cases_text.py. run_probe.py calls ``generate`` on a temporary
folder; run this file only to look at the documents yourself:

    python eval/hidden_text/make_probe.py --dir /some/scratch/folder

The folder must lie outside the repository.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))

import cases_docx  # noqa: E402
import cases_pdf  # noqa: E402
import cases_text  # noqa: E402
from common import Case, Registry  # noqa: E402


def generate(out: Path) -> dict[str, Case]:
    """Write every case into ``out`` (created if needed) plus manifest.json; return the cases by file name."""
    out.mkdir(parents=True, exist_ok=True)
    reg = Registry(out)
    for module in (cases_pdf, cases_docx, cases_text):
        module.make(reg)
    (out / "manifest.json").write_text(json.dumps(reg.manifest(), indent=1, ensure_ascii=True) + "\n")
    return reg.cases


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, required=True, help="folder to write the documents into (outside the repo)")
    args = ap.parse_args()
    out = args.dir.resolve()
    if out == REPO or REPO in out.parents:
        ap.error(f"{args.dir} is inside the repository; pick a scratch folder")
    cases = generate(out)
    print(f"{len(cases)} cases in {out}")


if __name__ == "__main__":
    main()
