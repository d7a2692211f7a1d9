"""Summaries of a run: a Markdown table per dataset and mode, and PNG plots.

"pool hit" (selectors only) is the share of cases whose candidate pool holds
a gold sentence: for the KG selector, every sentence its final subgraph
reaches; for the ablation, the pre-ranked candidates. It bounds hit@1.

Evidence metrics average over cases with gold evidence (not-supported claims
are left out); abstention metrics use claims labelled supported (negative)
or not supported (positive) only; costs average over every case.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gechat.evaluation import metrics

METRIC_COLUMNS = [
    ("eq4", "eq. 4"),
    ("hit1", "hit@1"),
    ("recall3", "R@3"),
    ("recall5", "R@5"),
    ("mrr", "MRR"),
    ("span_f1", "span F1"),
    ("span_iou", "span IoU"),
    ("page_hit", "page hit"),
    ("generated_words", "words"),
    ("pool_hit", "pool hit"),
    ("pool_size", "pool"),
]
COST_COLUMNS = [
    ("nli_pairs", "NLI pairs"),
    ("llm_calls", "LLM calls"),
    ("tokens", "tokens"),
    ("seconds", "s/case"),
]
PLOT_METRICS = ("eq4", "hit1", "recall3", "mrr", "span_f1", "page_hit")


def summarise(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per method: mean metrics, abstention numbers, mean costs, counts."""
    per: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    order: list[str] = []
    for row in rows:
        for name, res in row.get("methods", {}).items():
            if name not in order:
                order.append(name)
            bucket = per[name]
            bucket["_cases"].append(1)
            cost = res.get("cost", {})
            for k in ("nli_pairs", "llm_calls", "seconds"):
                bucket[k].append(cost.get(k, 0))
            bucket["tokens"].append(cost.get("prompt_tokens", 0) + cost.get("completion_tokens", 0))
            if "error" in res:
                bucket["_errors"].append(1)
                continue
            if row.get("has_evidence"):
                for k, v in res.get("metrics", {}).items():
                    bucket[k].append(v)
            if row.get("supported") in (True, False) and res.get("support_score") is not None:
                bucket["_scores"].append(res["support_score"])
                bucket["_unsupported"].append(row["supported"] is False)
                if res.get("flagged_unsupported") is not None:
                    bucket["_flags"].append(bool(res["flagged_unsupported"]))
                    bucket["_flag_truth"].append(row["supported"] is False)
    out: dict[str, dict[str, Any]] = {}
    for name in order:
        b = per[name]
        s: dict[str, Any] = {"cases": len(b["_cases"]), "errors": len(b["_errors"])}
        for k, _ in METRIC_COLUMNS:
            if b.get(k):
                s[k] = metrics.mean(b[k])
                s[f"n_{k}"] = len(b[k])
        for k, _ in COST_COLUMNS:
            s[k] = metrics.mean(b[k]) or 0.0
        if b.get("_scores"):
            s["auroc"] = metrics.auroc_unsupported(b["_scores"], b["_unsupported"])
            s["n_abstention"] = len(b["_scores"])
        if b.get("_flags"):
            pr = metrics.flag_precision_recall(b["_flags"], b["_flag_truth"])
            s["flag_precision"], s["flag_recall"] = pr["precision"], pr["recall"]
        out[name] = s
    return out


def _fmt(v: Any, digits: int = 3) -> str:
    if v is None:
        return "–"
    if isinstance(v, float):
        return f"{v:.{digits}f}" if abs(v) < 1000 else f"{v:.0f}"
    return str(v)


def markdown_table(summary: dict[str, dict[str, Any]], labels: dict[str, str] | None = None) -> str:
    labels = labels or {}
    metric_cols = [(k, h) for k, h in METRIC_COLUMNS if any(k in s for s in summary.values())]
    abst = any("auroc" in s for s in summary.values())
    flags = any("flag_precision" in s for s in summary.values())
    head = ["method", "cases"] + [h for _, h in metric_cols]
    if abst:
        head.append("AUROC (unsupp.)")
    if flags:
        head += ["flag P", "flag R"]
    head += [h for _, h in COST_COLUMNS]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for name, s in summary.items():
        label = labels.get(name, name)
        cells = [f"{label} (`{name}`)" if label != name else name, f"{s['cases']}" + (f" ({s['errors']} err)" if s["errors"] else "")]
        cells += [_fmt(s.get(k), 1 if k in ("generated_words", "pool_size") else 3) for k, _ in metric_cols]
        if abst:
            cells.append(_fmt(s.get("auroc")))
        if flags:
            cells += [_fmt(s.get("flag_precision")), _fmt(s.get("flag_recall"))]
        cells += [_fmt(s.get(k), 3 if k == "seconds" else 1) for k, _ in COST_COLUMNS]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def category_table(rows: Sequence[dict[str, Any]], metric: str = "hit1") -> str:
    """Mean of one metric per (category, method)."""
    vals: dict[tuple[str, str], list[float]] = defaultdict(list)
    cats: list[str] = []
    names: list[str] = []
    for row in rows:
        cat = row.get("category", "")
        if cat not in cats:
            cats.append(cat)
        for name, res in row.get("methods", {}).items():
            if name not in names:
                names.append(name)
            v = res.get("metrics", {}).get(metric)
            if v is not None and row.get("has_evidence"):
                vals[(cat, name)].append(v)
    if not vals:
        return ""
    head = ["category"] + names
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for cat in cats:
        n = max((len(vals[(cat, m)]) for m in names), default=0)
        if n == 0:
            continue
        lines.append("| " + " | ".join([f"{cat} (n={n})"] + [_fmt(metrics.mean(vals[(cat, m)])) for m in names]) + " |")
    return "\n".join(lines)


def plot_metrics(summary: dict[str, dict[str, Any]], path: Path, title: str, labels: dict[str, str] | None = None) -> Path | None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    keys = [k for k in PLOT_METRICS if any(s.get(k) is not None for s in summary.values())]
    if not keys:
        return None
    names = list(summary)
    x = np.arange(len(keys))
    width = 0.8 / max(1, len(names))
    fig, ax = plt.subplots(figsize=(max(7, 1.6 * len(keys) + 2), 5.0))
    for i, n in enumerate(names):
        vals = [summary[n].get(k) or 0.0 for k in keys]
        ax.bar(x + i * width - 0.4 + width / 2, vals, width, label=(labels or {}).get(n, n))
    head = dict(METRIC_COLUMNS)
    ax.set_xticks(x, [head.get(k, k) for k in keys])
    ax.set_ylim(0, 1)
    ax.set_ylabel("mean over cases")
    ax.set_title(title)
    ax.legend(fontsize=7, ncol=3, loc="upper center", bbox_to_anchor=(0.5, -0.08), frameon=False)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_cost(summary: dict[str, dict[str, Any]], path: Path, title: str, metric: str | None = None) -> Path | None:
    """Accuracy against query-time seconds per case; points are named by method id (the table names them)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    metric = metric or next((k for k in ("hit1", "eq4", "span_f1", "page_hit") if any(k in s for s in summary.values())), None)
    if metric is None:
        return None
    fig, ax = plt.subplots(figsize=(7, 4.2))
    points = []
    for n, s in summary.items():
        if s.get(metric) is not None:
            points.append((n, max(s.get("seconds") or 0.0, 1e-4), s[metric], s.get("nli_pairs") or 0))
    for n, secs, y, pairs in points:
        ax.scatter(secs, y, s=30 + min(300, pairs / 2))
    ax.set_xscale("log")
    ax.margins(x=0.2, y=0.1)
    fig.canvas.draw()
    placed: list[tuple[float, float]] = []
    for n, secs, y, _ in points:  # first offset whose label does not sit on an earlier one
        px, py = ax.transData.transform((secs, y))
        for dx, dy in ((5, 3), (5, -11), (5, 13), (5, -21), (5, 23), (-45, 3)):
            if all(abs(px + dx - qx) > 40 or abs(py + dy - qy) > 9 for qx, qy in placed):
                break
        placed.append((px + dx, py + dy))
        ax.annotate(n, (secs, y), fontsize=7, xytext=(dx, dy), textcoords="offset points")
    ax.set_xlabel("query-time seconds per case (log; marker size ~ NLI pairs)")
    ax.set_ylabel(dict(METRIC_COLUMNS).get(metric, metric))
    ax.set_title(title)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_report(rows: Sequence[dict[str, Any]], out_dir: Path, *, title: str, notes: Sequence[str] = (),
                 labels: dict[str, str] | None = None) -> Path:
    """Write ``summary.md``, ``metrics.png`` and ``cost_vs_accuracy.png`` into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    summary = summarise(rows)
    parts = [f"# {title}", ""]
    parts += [f"- {n}" for n in notes]
    n_ev = sum(1 for r in rows if r.get("has_evidence"))
    parts += [f"- cases: {len(rows)} ({n_ev} with gold evidence)", "", markdown_table(summary, labels), ""]
    cats = category_table(rows, "hit1")
    if cats and len({r.get('category') for r in rows}) > 1:
        parts += ["## hit@1 by category", "", cats, ""]
    m = plot_metrics(summary, out_dir / "metrics.png", title, labels)
    c = plot_cost(summary, out_dir / "cost_vs_accuracy.png", title)
    if m is not None:
        parts.append(f"![metrics by method]({m.name})")
    if c is not None:
        parts.append(f"![cost vs accuracy]({c.name})")
    path = out_dir / "summary.md"
    path.write_text("\n".join(parts) + "\n", encoding="utf-8")
    return path
