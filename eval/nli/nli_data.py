"""Loading the shared NLI data for training and evaluating the offline entailer.

Every file under ``<repo>/../shared/data/nli/<source>/<split>.jsonl`` holds rows
``{"premise", "hypothesis", "label", "source", "split"}``. Pairs are compared on
a normalised form (lower case, collapsed white space, no trailing punctuation)
so that duplicates across sources and leaks into held-out splits are found.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared"
NLI_DIR = SHARED / "data" / "nli"
WICE_DIR = SHARED / "data" / "wice"

LABELS = ("entailment", "neutral", "contradiction")
LABEL2ID = {name: i for i, name in enumerate(LABELS)}

#: Clean, human-labelled 3-way training files (README "TRAIN").
CLEAN_TRAIN = (
    "mnli/train_subset",
    "taxinli/train_mnli_part",
    "cad_snli/train",
    "sick/train",
    "mpe/train",
    "cb/train",
)
#: Dev splits the README allows to move into training (their test splits stay held out).
MOVED_TO_TRAIN = ("snli/dev", "xnli_en/dev")
#: Weak / rule-labelled 3-way sets, off by default.
WEAK_TRAIN = ("conjnli/train_adversarial_auto", "joci_mapped/train")
#: Contradiction-heavy stress sets used for training. A whole dev split moves to
#: training where the set has a separate test split (that stays held out);
#: single-split sets are cut by a hash of the premise, so that every pair built on
#: one premise falls on the same side: ``STRESS_SPLIT[name]`` is the share that
#: trains, the rest (the "held" half) is what evaluation measures.
STRESS_TRAIN_WHOLE = ("control/dev", "cad_snli/dev")
STRESS_SPLIT = {"breaking_nli/test": 0.5, "imppres/test": 0.5, "conjnli/dev": 0.5}

_WS = re.compile(r"\s+")


@dataclass(frozen=True)
class Pair:
    premise: str
    hypothesis: str
    label: str  # entailment | neutral | contradiction | not_entailment
    source: str


def norm_text(text: str) -> str:
    return _WS.sub(" ", text.lower()).strip().rstrip(" .!?")


def norm_pair(premise: str, hypothesis: str) -> tuple[str, str]:
    return norm_text(premise), norm_text(hypothesis)


def read_split(name: str, nli_dir: Path = NLI_DIR) -> list[Pair]:
    """Rows of ``<source>/<split>.jsonl``; rows with empty text are skipped."""
    path = nli_dir / f"{name}.jsonl"
    out: list[Pair] = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            p, h = (row.get("premise") or "").strip(), (row.get("hypothesis") or "").strip()
            if p and h and row.get("label"):
                out.append(Pair(p, h, row["label"], name))
    return out


def premise_side(premise: str, train_share: float) -> str:
    """``train`` or ``held`` for a premise of a hash-split stress set (stable across runs)."""
    digest = hashlib.sha1(norm_text(premise).encode("utf-8")).digest()
    return "train" if int.from_bytes(digest[:4], "big") / 2**32 < train_share else "held"


def read_stress_part(name: str, part: str, nli_dir: Path = NLI_DIR) -> list[Pair]:
    """The ``train`` or ``held`` part of a hash-split stress set (see ``STRESS_SPLIT``)."""
    share = STRESS_SPLIT[name]
    return [
        Pair(r.premise, r.hypothesis, r.label, f"{name}:{part}")
        for r in read_split(name, nli_dir)
        if premise_side(r.premise, share) == part
    ]


def all_split_names(nli_dir: Path = NLI_DIR) -> list[str]:
    return sorted(f"{p.parent.name}/{p.stem}" for p in nli_dir.glob("*/*.jsonl"))


def held_out_names(train_names: tuple[str, ...] | list[str], nli_dir: Path = NLI_DIR) -> list[str]:
    """Every file that is not training data (any dev/test split not moved to training)."""
    train = set(train_names) | set(CLEAN_TRAIN) | set(WEAK_TRAIN) | {"rte/train"}
    return [n for n in all_split_names(nli_dir) if n not in train]


def held_out_keys(names: list[str], nli_dir: Path = NLI_DIR) -> set[tuple[str, str]]:
    """Normalised pairs of every held-out file; of a hash-split stress set only its held part."""
    keys: set[tuple[str, str]] = set()
    for name in names:
        rows = read_stress_part(name, "held", nli_dir) if name in STRESS_SPLIT else read_split(name, nli_dir)
        keys.update(norm_pair(r.premise, r.hypothesis) for r in rows)
    return keys


def read_jsonl_cases(path: Path) -> list[Pair]:
    out = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                out.append(Pair(row["premise"], row["hypothesis"], row["label"], path.stem))
    return out


def read_wice(split: str = "dev", wice_dir: Path = WICE_DIR) -> list[dict]:
    rows = []
    with (wice_dir / f"claim_{split}.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            rows.append(json.loads(line))
    return rows
