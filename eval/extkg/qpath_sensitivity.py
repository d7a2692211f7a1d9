"""How much qpath's AprèsCoT Q1-Q10 score depends on the values chosen on MetaQA dev.

Not a tuning step (the values are chosen by ``tune_qpath.py`` on MetaQA dev alone):
each parameter is moved, one at a time, over the values of the dev grid with the
others at their chosen defaults, and the Q1-Q10 mean F1 and median seconds are
reported, so the write-up can say how much rides on the choice.

    GECHAT_WORKSPACE_DIR=/tmp/extkg_ws python eval/extkg/qpath_sensitivity.py
"""

from __future__ import annotations

import dataclasses
import json
import statistics as st
from pathlib import Path

from common import APRESCOT, RESULTS, edge_key, embedder, prf, read_gt, workspace_kg
from reproduce_aprescot import graph_path, questions
from tune_qpath import STAGES

from gechat.extkg import relwords
from gechat.extkg.retrieve import RetrievalParams, retrieve
from gechat.settings import Settings


def main() -> None:
    settings = Settings.from_env()
    emb = embedder(settings)
    emb.encode(["warm up"])
    relwords.warm()
    cases = []
    for q in questions():
        path = graph_path(q)
        kg = workspace_kg(settings, "metaqa" if q["kg"] == "meta-qa" else "wd-" + path.stem, path, "pipe", emb)
        _, gold = read_gt(APRESCOT / "ground_truth" / Path(q["ground_truth"]).name)
        p = q["params"]
        cases.append((q, kg, gold, RetrievalParams(depth=p["depth"], beam=p["beam_size"], max_edges=p["max_nodes"])))
    rows = []
    for stage in STAGES:
        for name, values in stage.items():
            for v in values:
                f1s, secs = [], []
                for q, kg, gold, params in cases:
                    sg = retrieve(kg, q["question"], "qpath", embedder=emb, params=dataclasses.replace(params, **{name: v}),
                                  seeds=q["seeds"])
                    f1s.append(prf({edge_key(*e.triple.as_tuple()) for e in sg.edges}, gold)[2])
                    secs.append(sg.seconds)
                default = getattr(RetrievalParams(), name) == v
                rows.append({"parameter": name, "value": v, "chosen": default, "mean_f1": st.mean(f1s),
                             "median_s": st.median(secs)})
                print(rows[-1], flush=True)
    (RESULTS / "extkg_qpath_sensitivity.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    f1 = [r["mean_f1"] for r in rows]
    print(f"Q1-Q10 mean F1 over {len(rows)} one-at-a-time settings: {min(f1):.3f} to {max(f1):.3f}")


if __name__ == "__main__":
    main()
