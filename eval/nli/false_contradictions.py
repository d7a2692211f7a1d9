"""How often the calibrated judge (NLI + overlap) misreads held-out entailments.

For every gold-entailment pair of MNLI dev matched and SNLI test, the share that the
judge reads as contradiction >= 0.5 (which would badge a step Contradicted) and as
entailment >= 0.5 (Supported). Compare NLI weights before shipping them:

    python eval/nli/false_contradictions.py                       # the shipped weights
    python eval/nli/false_contradictions.py --weights RUN_EXPORT  # an exported training run
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from gechat.entail.combined import nli_overlap_entailer  # noqa: E402
from gechat.entail.offline import WEIGHTS_DIR, OfflineNLIEntailer  # noqa: E402
from nli_data import read_split  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weights", type=Path, default=WEIGHTS_DIR)
    ap.add_argument("--splits", nargs="+", default=["mnli/dev_matched", "snli/test"])
    args = ap.parse_args()
    judge = nli_overlap_entailer(OfflineNLIEntailer(args.weights, batch_size=32))
    for name in args.splits:
        rows = [r for r in read_split(name) if r.label == "entailment"]
        out = judge.judge([r.premise for r in rows], [r.hypothesis for r in rows])
        contradicted = sum(j.contradiction >= 0.5 for j in out) / len(out)
        entailed = sum(j.entailment >= 0.5 for j in out) / len(out)
        print(f"{args.weights.name} {name}: {len(rows)} entailments, read as contradiction {contradicted:.3f}, "
              f"as entailment {entailed:.3f}", flush=True)


if __name__ == "__main__":
    main()
