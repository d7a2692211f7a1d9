"""The judge as GE-Chat runs it, on held-out NLI sets: the share of pairs read right, per gold label.

The whole judge: the calibrated NLI + overlap model, the notation alignment, the
deterministic conflict checks, the restatements and the missing-figure rule. A pair
is right by the verdict rule of ``judge_table.right`` (a contradiction when a check
fires or contradiction >= 0.5; an entailment when entailment >= 0.5, nothing
contradicts and nothing of the hypothesis is missing; neutral otherwise).
``read_as_supported`` gives, per gold label, the share of pairs read as an
entailment: those a Supported badge would rest on. A
seeded sample per set; the stress sets' held part only.

    python eval/nli/judge_on_nli.py --limit 2000 --out eval/results/judge_on_nli.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from judge_table import right  # noqa: E402
from nli_data import STRESS_SPLIT, read_split, read_stress_part  # noqa: E402

from gechat.entail.factory import make_entailer  # noqa: E402
from gechat.settings import Settings  # noqa: E402

SETS = ("mnli/dev_matched", "mnli/dev_mismatched", "snli/test", "breaking_nli/test", "imppres/test", "conjnli/dev")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", nargs="*", default=list(SETS))
    ap.add_argument("--limit", type=int, default=2000, help="seeded sample per set (0 = all)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    settings = Settings()
    judge = make_entailer(settings)
    out = {}
    for name in args.sets:
        rows = read_stress_part(name, "held") if name in STRESS_SPLIT else read_split(name)
        random.Random(0).shuffle(rows)
        rows = rows[: args.limit] if args.limit else rows
        judged = judge.judge([r.premise for r in rows], [r.hypothesis for r in rows])
        total, ok, green = Counter(), Counter(), Counter()
        for r, j in zip(rows, judged, strict=True):
            total[r.label] += 1
            ok[r.label] += right({"label": r.label}, j, settings)
            green[r.label] += right({"label": "entailment"}, j, settings)
        out[name] = {"pairs": len(rows), "right": round(sum(ok.values()) / len(rows), 4),
                     **{label: round(ok[label] / total[label], 4) for label in sorted(total)},
                     # the share of each label's pairs the judge would let support a step (a green badge)
                     "read_as_supported": {label: round(green[label] / total[label], 4) for label in sorted(total)}}
        print(name, json.dumps(out[name]), flush=True)
    if args.out:
        args.out.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
