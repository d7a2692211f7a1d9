"""How often the deterministic conflict checks fire, per gold label, on real NLI data.

A conflict turns a pair into a contradiction whatever the model says, so it must
fire on contradictions and almost never on entailments. For each set: the share of
pairs of each label where a check fired, and (``--show``) examples of firings on
entailment pairs (the false alarms). Held-out sets only (the stress sets' held part).

    python eval/nli/eval_conflicts.py --limit 3000 --out eval/results/conflicts.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from nli_data import STRESS_SPLIT, read_jsonl_cases, read_split, read_stress_part  # noqa: E402

from gechat.entail.conflicts import ConflictChecker  # noqa: E402

SETS = ("mnli/dev_matched", "mnli/dev_mismatched", "snli/test", "sick/test", "cad_snli/test", "control/test",
        "breaking_nli/test", "imppres/test", "conjnli/dev")
CASES = Path(__file__).resolve().parents[2] / "tests" / "data" / "judge_pairs.jsonl"


def load(name: str):
    if name in STRESS_SPLIT:
        return read_stress_part(name, "held")
    if name == "judge_pairs":
        return read_jsonl_cases(CASES)
    return read_split(name)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", nargs="*", default=list(SETS))
    ap.add_argument("--limit", type=int, default=3000, help="seeded sample per set (0 = all)")
    ap.add_argument("--show", type=int, default=5)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    check = ConflictChecker()
    results = {}
    for name in args.sets:
        rows = load(name)
        if args.limit and len(rows) > args.limit:
            rows = random.Random(7).sample(rows, args.limit)
        t0 = time.time()
        fired, total, kinds, alarms = Counter(), Counter(), Counter(), []
        for r in rows:
            label = r.label
            total[label] += 1
            reason = check(r.premise, r.hypothesis)
            if reason:
                fired[label] += 1
                kinds[reason.split(";")[0].split("(")[0][:40]] += 1
                if label == "entailment" and len(alarms) < args.show:
                    alarms.append({"premise": r.premise, "hypothesis": r.hypothesis, "reason": reason})
        rate = {k: round(fired[k] / total[k], 4) for k in total}
        results[name] = {"pairs": sum(total.values()), "fire_rate": rate, "fired": dict(fired),
                         "seconds": round(time.time() - t0, 1), "entailment_false_alarms": alarms}
        print(f"{name:22s} n={sum(total.values()):5d} fire rate by label {rate}  ({time.time() - t0:.1f}s)", flush=True)
        for a in alarms:
            print("   FALSE ALARM:", a["premise"][:90], "||", a["hypothesis"][:80], "||", a["reason"][:80])
    if args.out:
        args.out.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
