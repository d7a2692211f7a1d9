"""Choose ``combined.MODEL_ENTAILMENT_FLOOR``: the NLI model's own entailment under which a sentence cannot
support a step, however many words the two share; with ``--doubt``, a value for ``Settings.contradiction_doubt``
(the stricter badges, off by default): the judge's contradiction from which a sentence cannot support a step,
at the shipped floor.

Dev data only: SICK dev and HealthVer dev (never trained on, never reported in the model card), and the
WiCE dev fit half as ``eval/selector_collect.py`` caches it (per sentence: the judge's readings and the NLI
model's own entailment). For each candidate floor it prints, per NLI set, the pairs read right and what is
read as an entailment (a Supported badge would rest on it), and for WiCE the Supported reading of each
claim's most entailing sentence: supported claims against partly supported ones, precision, recall and
F0.5. The shipped floor is the largest candidate that keeps the WiCE F0.5 at its best; the suggested doubt is the
lowest ceiling at which no set's F0.5 falls below its F0.5 without a ceiling.

    OMP_NUM_THREADS=1 .venv/bin/python eval/selector_collect.py --config eval/configs/wice_dev.yaml \\
        --half fit --limit 0 --out /tmp/gechat_sel/wice_fit.jsonl
    .venv/bin/python eval/nli/fit_model_floor.py --wice /tmp/gechat_sel/wice_fit.jsonl
    .venv/bin/python eval/nli/fit_model_floor.py --wice /tmp/gechat_sel/wice_fit.jsonl --doubt
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from nli_data import read_split  # noqa: E402

from gechat.entail.combined import MODEL_ENTAILMENT_FLOOR  # noqa: E402
from gechat.entail.factory import make_entailer  # noqa: E402
from gechat.settings import Settings  # noqa: E402

FLOORS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5)
NO_CEILING = 1.01  # above every contradiction
DOUBTS = (NO_CEILING, 0.4, 0.3, 0.25, 0.2, 0.15, 0.1)
SETS = ("sick/dev", "healthver/dev")


def candidates(doubt: bool) -> list[tuple[str, float, float]]:
    """(label, model floor, contradiction ceiling) to try: each floor without a ceiling, or each ceiling at the
    shipped floor."""
    if doubt:
        return [(f"doubt {d:.2f}", MODEL_ENTAILMENT_FLOOR, d) for d in DOUBTS]
    return [(f"floor {f:.2f}", f, NO_CEILING) for f in FLOORS]


def f05(p: float, r: float) -> float:
    return 1.25 * p * r / (0.25 * p + r) if p + r else 0.0


def nli_sets(settings: Settings, doubt: bool) -> None:
    judge = make_entailer(settings)
    judge.doubt = None  # the readings without the ceiling; each ceiling is applied below
    if not doubt:
        judge.floor = 0.0  # the readings without the floor; each floor is applied below
    model = judge.components[0]
    for name in SETS:
        rows = read_split(name)
        premises, hypotheses = [r.premise for r in rows], [r.hypothesis for r in rows]
        judged = judge.judge(premises, hypotheses)
        own = model.judge(premises, [judge.conflicts.aligned(p, h) for p, h in zip(premises, hypotheses)])
        total = Counter(r.label for r in rows)
        for what, floor, ceiling in candidates(doubt):
            read = Counter()
            for r, j, m in zip(rows, judged, own, strict=True):
                contra = bool(j.conflict) or j.contradiction >= settings.contradiction_threshold
                green = (j.entailment >= settings.entail_threshold and not j.missing
                         and m.entailment >= floor and j.contradiction < ceiling and not contra)
                read[(r.label, "contradiction" if contra else "entailment" if green else "neutral")] += 1
            right = sum(read[(k, k)] for k in total) / len(rows)
            as_entailed = {k: round(read[(k, "entailment")] / total[k], 3) for k in sorted(total)}
            tp = read[("entailment", "entailment")]
            p = tp / max(sum(read[(k, "entailment")] for k in total), 1)
            r = tp / total["entailment"]
            print(f"{name} {what}: right {right:.3f}, entailment reading P {p:.3f} R {r:.3f} "
                  f"F0.5 {f05(p, r):.3f}, read as entailed {as_entailed}")


def wice(path: Path, settings: Settings, doubt: bool) -> None:
    """The cache's ``c`` is the judge's contradiction, which the ceiling reads (the floor reads ``nli_e``)."""
    cases = [json.loads(line) for line in path.open(encoding="utf-8")]
    for what, floor, ceiling in candidates(doubt):
        green = Counter()
        for c in cases:
            best = max(c["sentences"], key=lambda s: s["e"])
            ok = (best["e"] >= settings.entail_threshold and not best["conflict"] and best["nli_e"] >= floor
                  and best["c"] < ceiling)
            green[(c["supported"] is True, ok)] += 1
        tp, fp = green[(True, True)], green[(False, True)]
        p, r = tp / max(tp + fp, 1), tp / max(tp + green[(True, False)], 1)
        print(f"WiCE fit {what}: Supported reading P {p:.3f} R {r:.3f} F0.5 {f05(p, r):.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wice", type=Path, help="eval/selector_collect.py lines of the WiCE dev fit half")
    ap.add_argument("--doubt", action="store_true", help="choose the contradiction ceiling, at the shipped floor")
    args = ap.parse_args()
    settings = Settings()
    if args.wice:
        wice(args.wice, settings, args.doubt)
    nli_sets(settings, args.doubt)


if __name__ == "__main__":
    main()
