"""Read a case table (CSV, JSON, JSONL or XLSX) into plain row dicts."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

FORMATS = (".csv", ".tsv", ".json", ".jsonl", ".xlsx")


class MissingDependencyError(RuntimeError):
    """A table format needs a package that is not installed."""


def read_table(path: str | Path, *, sheet: str | None = None) -> list[dict[str, Any]]:
    path = Path(path)
    suffix = path.suffix.lower()
    if not path.is_file():
        raise FileNotFoundError(f"Case table not found: {path}")
    if suffix in (".csv", ".tsv"):
        with path.open(encoding="utf-8-sig", newline="") as fh:
            return [dict(r) for r in csv.DictReader(fh, delimiter="\t" if suffix == ".tsv" else ",")]
    if suffix == ".jsonl":
        with path.open(encoding="utf-8") as fh:
            return [json.loads(line) for line in fh if line.strip()]
    if suffix == ".json":
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict):
            data = data.get("cases") or data.get("data") or data.get("rows")
        if not isinstance(data, list):
            raise ValueError(f"{path}: a JSON case table is a list of objects (or {{\"cases\": [...]}}).")
        return [dict(r) for r in data]
    if suffix == ".xlsx":
        return _read_xlsx(path, sheet)
    raise ValueError(f"{path}: unsupported case table format {suffix!r}; use one of {', '.join(FORMATS)}.")


def _read_xlsx(path: Path, sheet: str | None) -> list[dict[str, Any]]:
    try:
        import openpyxl
    except ImportError as exc:
        raise MissingDependencyError(
            f"{path.name}: reading XLSX case tables needs the openpyxl package; install it "
            "(pip install openpyxl) or save the table as CSV/JSONL."
        ) from exc
    wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        ws = wb[sheet] if sheet else wb.worksheets[0]
        rows = ws.iter_rows(values_only=True)
        header = next(rows, None)
        if header is None:
            return []
        names = [str(h).strip() if h is not None else "" for h in header]
        out = []
        for values in rows:
            if values is None or all(v is None or str(v).strip() == "" for v in values):
                continue
            out.append({n: ("" if v is None else v) for n, v in zip(names, values) if n})
        return out
    finally:
        wb.close()
