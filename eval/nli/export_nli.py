"""Export a training checkpoint as the shipped offline NLI weights (fp16 safetensors + manifest).

    python eval/nli/export_nli.py --checkpoint /tmp/gechat_nli_run --out gechat/entail/weights

Writes model.safetensors (fp16), config.json, the tokenizer files, training.json
(data mix, seed, flags) and SHA256SUMS, which the loader checks.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gechat.entail.offline import MANIFEST, write_manifest  # noqa: E402

KEEP = ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "training.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=HERE.parents[1] / "gechat" / "entail" / "weights")
    args = ap.parse_args(argv)

    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model = AutoModelForSequenceClassification.from_pretrained(args.checkpoint, local_files_only=True)
    tok = AutoTokenizer.from_pretrained(args.checkpoint, local_files_only=True)
    tmp = args.out.with_name(args.out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.to(torch.float16).save_pretrained(tmp, safe_serialization=True)
    tok.save_pretrained(tmp)
    shutil.copy(args.checkpoint / "training.json", tmp / "training.json")
    for p in list(tmp.iterdir()):
        if p.name not in KEEP:
            p.unlink()
    write_manifest(tmp, sorted(p.name for p in tmp.iterdir() if p.name != MANIFEST))
    shutil.rmtree(args.out, ignore_errors=True)
    tmp.rename(args.out)
    for p in sorted(args.out.iterdir()):
        print(f"{p.stat().st_size:>12,d}  {p.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
