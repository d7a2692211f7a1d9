"""Dataset adapters: each turns one dataset's files into :class:`gechat.evaluation.cases.EvalCase` s.

``load_cases(config)`` picks the adapter named by ``config["adapter"]``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gechat.evaluation.cases import EvalCase

ADAPTERS = ("wice", "evidence_inference", "hotpotqa", "gechat_table", "financebench")


def load_cases(config: dict[str, Any], *, base: Path | None = None) -> list[EvalCase]:
    """Load the cases a dataset config describes (relative paths resolve against ``base``)."""
    name = config.get("adapter")

    def p(key: str) -> Path:
        value = config.get(key)
        if not value:
            raise ValueError(f"Dataset config for adapter {name!r} needs '{key}'.")
        path = Path(value).expanduser()
        return path if path.is_absolute() or base is None else base / path

    if name == "wice":
        from gechat.evaluation.adapters.wice import load_wice

        return load_wice(p("root"), config.get("split", "dev"))
    if name == "evidence_inference":
        from gechat.evaluation.adapters.evidence_inference import load_evidence_inference

        return load_evidence_inference(p("root"), config.get("split", "validation"))
    if name == "hotpotqa":
        from gechat.evaluation.adapters.hotpotqa import DEFAULT_FILE, load_hotpotqa

        return load_hotpotqa(p("root"), config.get("file", DEFAULT_FILE))
    if name == "gechat_table":
        from gechat.evaluation.adapters.gechat_table import TableLayout, load_table_cases

        return load_table_cases(p("table"), p("documents"), TableLayout.from_mapping(config.get("columns")))
    if name == "financebench":
        from gechat.evaluation.adapters.financebench import load_financebench

        return load_financebench(p("table"), p("documents"))
    raise ValueError(f"Unknown dataset adapter {name!r}; known: {', '.join(ADAPTERS)}.")
