"""Several NLI trainings side by side on one GPU, each measured, the best kept.

Runs ``train_nli.py`` once per configuration (``--parallel`` at a time) on a mix
built beforehand (``train_nli.py --write-pairs``), then reads every trained model,
and the average of their weights (a "soup": same start, other seeds and rates),
on a selection set cut from the training mix and on held-out files. The model
with the best selection-set accuracy is written as fp16 safetensors in parts of
at most 15 MiB (a machine that hands files back in small pieces), with the
tokenizer, its ``training.json`` and ``sweep.json`` (every figure of every run).

    python eval/nli/sweep_nli.py run --config sweep.json --pairs train.jsonl --select val.jsonl \\
        --base BASE_DIR --eval mnli_m=dev_matched.jsonl --eval mnli_mm=dev_mismatched.jsonl \\
        --work /tmp/sweep --out OUT_DIR
    python eval/nli/sweep_nli.py join --parts OUT_DIR --out CHECKPOINT_DIR   # then export_nli.py

``sweep.json``: ``{"runs": [{"name": "a", "args": ["--lr", "5e-5", ...]}, ...], "soups": [["a", "b"]]}``.
Accuracy on a binary file (``not_entailment``) counts neutral and contradiction as one label.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from nli_data import read_jsonl_cases  # noqa: E402
from train_nli import accuracy  # noqa: E402

PART_BYTES = 15 * 2**20
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "vocab.txt", "special_tokens_map.json", "config.json")


def launch(runs: list[dict], common: list[str], work: Path, parallel: int) -> dict[str, float]:
    """Each run's training process, ``parallel`` at a time; returns seconds per run."""
    pending, active, took = list(runs), {}, {}
    while pending or active:
        while pending and len(active) < parallel:
            run = pending.pop(0)
            log = (work / f"{run['name']}.log").open("w")
            cmd = [sys.executable, str(HERE / "train_nli.py"), *common, "--out", str(work / run["name"]), *run["args"]]
            active[run["name"]] = (subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT), time.time(), log)
        time.sleep(2)
        for name, (proc, start, log) in list(active.items()):
            if proc.poll() is not None:
                log.close()
                took[name] = time.time() - start
                print(f"run {name}: exit {proc.returncode} after {took[name] / 60:.1f} min", flush=True)
                del active[name]
    return took


def write_parts(model, tokenizer, run_dir: Path, out: Path) -> list[str]:
    """The model as fp16 safetensors parts of at most ``PART_BYTES``, with its tokenizer and training.json."""
    from safetensors.torch import save_file

    out.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().to("cpu").half().contiguous() for k, v in model.state_dict().items()}
    parts, current, size = [], {}, 0
    for key, tensor in state.items():
        n = tensor.numel() * 2
        if current and size + n > PART_BYTES:
            parts.append(current)
            current, size = {}, 0
        if n > PART_BYTES:  # one tensor too big for a part: split its rows
            rows = max(1, PART_BYTES // (n // tensor.shape[0]))
            for i, start in enumerate(range(0, tensor.shape[0], rows)):
                parts.append({f"{key}@rows{i}": tensor[start : start + rows].contiguous()})
            continue
        current[key] = tensor
        size += n
    if current:
        parts.append(current)
    names = []
    for i, part in enumerate(parts):
        names.append(f"part{i}.safetensors")
        save_file(part, str(out / names[-1]))
    model.config.save_pretrained(out)
    tokenizer.save_pretrained(out)
    if (run_dir / "training.json").exists():
        shutil.copy(run_dir / "training.json", out / "training.json")
    return names


def join(parts: Path, out: Path) -> None:
    """Reassemble ``write_parts`` output into a fp32 checkpoint folder for ``export_nli.py``."""
    import torch
    from safetensors.torch import load_file
    from transformers import AutoConfig, AutoModelForSequenceClassification, AutoTokenizer

    state: dict = {}
    split: dict[str, list] = {}
    for path in sorted(parts.glob("part*.safetensors"), key=lambda p: int(p.stem[4:])):
        for key, tensor in load_file(str(path)).items():
            if "@rows" in key:
                name, index = key.split("@rows")
                split.setdefault(name, []).append((int(index), tensor))
            else:
                state[key] = tensor
    for name, pieces in split.items():
        state[name] = torch.cat([t for _, t in sorted(pieces, key=lambda x: x[0])])
    config = AutoConfig.from_pretrained(parts)
    model = AutoModelForSequenceClassification.from_config(config, dtype=torch.float32)
    missing, unexpected = model.load_state_dict({k: v.float() for k, v in state.items()}, strict=False)
    if [m for m in missing if not m.endswith("position_ids")] or unexpected:
        raise SystemExit(f"parts do not fit the model: missing {missing}, unexpected {unexpected}")
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    AutoTokenizer.from_pretrained(parts).save_pretrained(out)
    shutil.copy(parts / "training.json", out / "training.json")
    print(f"joined {len(state)} tensors into {out}")


def run(args: argparse.Namespace) -> int:
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    config = json.loads(args.config.read_text())
    args.work.mkdir(parents=True, exist_ok=True)
    common = ["--pairs-file", str(args.pairs), "--base", str(args.base), "--eval-every", "0"]
    if args.dev_file:
        common += ["--dev-file", str(args.dev_file)]
    took = launch(config["runs"], common, args.work, args.parallel)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    tokenizer = AutoTokenizer.from_pretrained(args.base)
    sets = {"select": read_jsonl_cases(args.select)} | {
        k: read_jsonl_cases(Path(v)) for k, v in (e.split("=", 1) for e in args.eval)}

    def measure(model, pairs) -> float:
        return accuracy(model, tokenizer, pairs, max_length=128, batch_size=256, device=device)

    figures: dict[str, dict] = {}
    done = [r["name"] for r in config["runs"] if (args.work / r["name"] / "config.json").exists()]

    def load(name: str):
        return AutoModelForSequenceClassification.from_pretrained(args.work / name, dtype=torch.float32).to(device)

    for name in done:
        model = load(name)
        meta = json.loads((args.work / name / "training.json").read_text())
        figures[name] = {k: measure(model, rows) for k, rows in sets.items()}
        figures[name] |= {"epochs_run": meta["epochs_run"], "steps": meta["steps"], "minutes": took.get(name, 0) / 60}
        print(name, json.dumps(figures[name]), flush=True)
    for soup in config.get("soups", []):
        members = [m for m in soup if m in done]
        if len(members) < 2:
            continue
        model = load(members[0])
        states = [load(m).state_dict() for m in members[1:]]
        with torch.no_grad():
            for key, value in model.state_dict().items():
                if value.is_floating_point():
                    value.copy_(sum([value, *(s[key] for s in states)]) / len(members))
        name = "soup(" + "+".join(members) + ")"
        model.save_pretrained(args.work / name)
        shutil.copy(args.work / members[0] / "training.json", args.work / name / "training.json")
        figures[name] = {k: measure(model, rows) for k, rows in sets.items()} | {"members": members}
        print(name, json.dumps(figures[name]), flush=True)
    if not figures:
        raise SystemExit(f"no run finished; see the logs in {args.work}")
    best = max(figures, key=lambda n: figures[n]["select"])
    model = load(best)
    parts = write_parts(model, tokenizer, args.work / best, args.out)
    summary = {"best": best, "chosen_by": "accuracy on the selection set cut from the training mix",
               "device": torch.cuda.get_device_name() if device == "cuda" else "cpu", "figures": figures,
               "config": config, "parts": parts}
    (args.out / "sweep.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(f"best {best}: {json.dumps(figures[best])}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--config", type=Path, required=True)
    r.add_argument("--pairs", type=Path, required=True, help="the training mix (train_nli.py --write-pairs)")
    r.add_argument("--select", type=Path, required=True, help="pairs cut from the mix, never trained on: picks the best")
    r.add_argument("--base", type=Path, required=True, help="the MiniLM folder every run starts from")
    r.add_argument("--dev-file", type=Path, default=None)
    r.add_argument("--eval", action="append", default=[], help="NAME=FILE.jsonl, a held-out set to report")
    r.add_argument("--work", type=Path, default=Path("/tmp/nli_sweep"))
    r.add_argument("--out", type=Path, required=True)
    r.add_argument("--parallel", type=int, default=4)
    j = sub.add_parser("join")
    j.add_argument("--parts", type=Path, required=True)
    j.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    if args.cmd == "join":
        join(args.parts, args.out)
        return 0
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
