"""A model handed back from the GPU machine in parts (eval/nli/sweep_nli.py) is the model that was trained."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval" / "nli"))
import sweep_nli  # noqa: E402
from train_nli import read_pairs, write_pairs  # noqa: E402
from nli_data import Pair  # noqa: E402

WEIGHTS = Path(__file__).resolve().parents[2] / "gechat" / "entail" / "weights"


def test_parts_rebuild_the_model_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    torch.manual_seed(0)
    config = BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, num_labels=3)
    model = BertForSequenceClassification(config)
    tokenizer = AutoTokenizer.from_pretrained(WEIGHTS)
    run = tmp_path / "run"
    run.mkdir()
    (run / "training.json").write_text(json.dumps({"seed": 31}))
    # parts of 256 KiB: the word embeddings (30522 x 32 in fp16, 1.9 MiB) are cut by rows, the rest grouped
    monkeypatch.setattr(sweep_nli, "PART_BYTES", 256 * 1024)
    names = sweep_nli.write_parts(model, tokenizer, run, tmp_path / "parts")
    assert len(names) > 8 and all((tmp_path / "parts" / n).stat().st_size <= 256 * 1024 + 4096 for n in names)
    sweep_nli.join(tmp_path / "parts", tmp_path / "joined")
    joined = BertForSequenceClassification.from_pretrained(tmp_path / "joined")
    before, after = model.state_dict(), joined.state_dict()
    assert before.keys() == after.keys()
    for key, value in before.items():
        if value.is_floating_point():  # fp16 on the way: within its rounding
            assert torch.allclose(value, after[key], atol=1e-3, rtol=1e-3), key
    assert json.loads((tmp_path / "joined" / "training.json").read_text()) == {"seed": 31}


def test_a_mix_written_for_another_machine_reads_back_as_written(tmp_path: Path) -> None:
    pairs = [Pair("The council approved the bridge on Monday.", "The council rejected the bridge.", "contradiction",
                  "handwritten"),
             Pair("Café prices rose 3 %.", "Prices rose.", "entailment", "aug/modifier_drop")]
    write_pairs(pairs, {"sources": {"handwritten": {"kept": 1}}}, tmp_path / "mix.jsonl")
    back, mix = read_pairs(tmp_path / "mix.jsonl")
    assert back == pairs
    assert mix["total"] == 2 and mix["labels"] == {"contradiction": 1, "entailment": 1}
    assert mix["sources"] == {"handwritten": {"kept": 1}}


def test_accuracy_reads_three_labels_and_binary_ones() -> None:
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from train_nli import LABELS, accuracy

    torch.manual_seed(1)
    model = BertForSequenceClassification(BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=1,
                                                     num_attention_heads=2, intermediate_size=64, num_labels=3))
    tokenizer = AutoTokenizer.from_pretrained(WEIGHTS)
    texts = [("The council approved the bridge.", "The council rejected the bridge."),
             ("Prices rose 3 % in May.", "Prices rose."), ("A man plays a guitar on stage.", "A man is sleeping."),
             ("The ferry leaves at 7:30.", "The ferry leaves in the morning.")]
    with torch.inference_mode():
        model.eval()
        preds = [int(model(**tokenizer(p, h, return_tensors="pt")).logits.argmax(-1)) for p, h in texts]
    right = [Pair(p, h, LABELS[k], "t") for (p, h), k in zip(texts, preds)]
    wrong = [Pair(p, h, LABELS[(k + 1) % 3], "t") for (p, h), k in zip(texts, preds)]
    assert accuracy(model, tokenizer, right, 128, batch_size=3) == 1.0
    assert accuracy(model, tokenizer, wrong, 128, batch_size=3) == 0.0
    binary = [Pair(p, h, "entailment" if k == 0 else "not_entailment", "t") for (p, h), k in zip(texts, preds)]
    assert accuracy(model, tokenizer, binary, 128) == 1.0
    assert accuracy(model, tokenizer, right[:2] + wrong[2:], 128) == 0.5
