"""Choose ``combined.MODEL_ENTAILMENT_FLOOR``: the NLI model's own entailment under which a sentence cannot
support a step, however many words the two share.

Dev data only: SICK dev and HealthVer dev (never trained on, never reported in the model card), and the
WiCE dev fit half as ``eval/selector_collect.py`` caches it (per sentence: the judge's readings and the NLI
model's own entailment). For each candidate floor it prints, per NLI set, the pairs read right and what is
read as an entailment (a Supported badge would rest on it), and for WiCE the Supported reading of each
claim's most entailing sentence: supported claims against partly supported ones, precision, recall and
F0.5. The shipped value is the largest candidate that keeps the WiCE F0.5 at its best.

    OMP_NUM_THREADS=1 .venv/bin/python eval/selector_collect.py --config eval/configs/wice_dev.yaml \\
        --half fit --limit 0 --out /tmp/gechat_sel/wice_fit.jsonl
    .venv/bin/python eval/nli/fit_model_floor.py --wice /tmp/gechat_sel/wice_fit.jsonl
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

from gechat.entail.factory import make_entailer  # noqa: E402
from gechat.settings import Settings  # noqa: E402

FLOORS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5)
SETS = ("sick/dev", "healthver/dev")


def f05(p: float, r: float) -> float:
    return 1.25 * p * r / (0.25 * p + r) if p + r else 0.0


def nli_sets(settings: Settings) -> None:
    judge = make_entailer(settings)
    judge.floor = 0.0  # the readings without the floor; each floor is applied below
    model = judge.components[0]
    for name in SETS:
        rows = read_split(name)
        premises, hypotheses = [r.premise for r in rows], [r.hypothesis for r in rows]
        judged = judge.judge(premises, hypotheses)
        own = model.judge(premises, [judge.conflicts.aligned(p, h) for p, h in zip(premises, hypotheses)])
        total = Counter(r.label for r in rows)
        for floor in FLOORS:
            read = Counter()
            for r, j, m in zip(rows, judged, own, strict=True):
                contra = bool(j.conflict) or j.contradiction >= settings.contradiction_threshold
                green = (j.entailment >= settings.entail_threshold and not j.missing
                         and m.entailment >= floor and not contra)
                read[(r.label, "contradiction" if contra else "entailment" if green else "neutral")] += 1
            right = sum(read[(k, k)] for k in total) / len(rows)
            as_entailed = {k: round(read[(k, "entailment")] / total[k], 3) for k in sorted(total)}
            tp = read[("entailment", "entailment")]
            p = tp / max(sum(read[(k, "entailment")] for k in total), 1)
            r = tp / total["entailment"]
            print(f"{name} floor {floor:.2f}: right {right:.3f}, entailment reading P {p:.3f} R {r:.3f} "
                  f"F0.5 {f05(p, r):.3f}, read as entailed {as_entailed}")


def wice(path: Path, settings: Settings) -> None:
    cases = [json.loads(line) for line in path.open(encoding="utf-8")]
    for floor in FLOORS:
        green = Counter()
        for c in cases:
            best = max(c["sentences"], key=lambda s: s["e"])
            ok = best["e"] >= settings.entail_threshold and not best["conflict"] and best["nli_e"] >= floor
            green[(c["supported"] is True, ok)] += 1
        tp, fp = green[(True, True)], green[(False, True)]
        p, r = tp / max(tp + fp, 1), tp / max(tp + green[(True, False)], 1)
        print(f"WiCE fit floor {floor:.2f}: Supported reading P {p:.3f} R {r:.3f} F0.5 {f05(p, r):.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wice", type=Path, help="eval/selector_collect.py lines of the WiCE dev fit half")
    args = ap.parse_args()
    settings = Settings()
    if args.wice:
        wice(args.wice, settings)
    nli_sets(settings)


if __name__ == "__main__":
    main()
