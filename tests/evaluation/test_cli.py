"""The shipped configs are valid, and the CLI glue parses its flags."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from gechat.evaluation.adapters import ADAPTERS
from gechat.evaluation.adapters.gechat_table import TableLayout
from gechat.evaluation.baselines import REGISTRY
from gechat.evaluation.cli import add_eval_arguments, load_config

CONFIGS = sorted((Path(__file__).resolve().parents[2] / "eval" / "configs").glob("*.yaml"))


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_config_is_valid(path):
    config = load_config(path)
    assert config["dataset"]["adapter"] in ADAPTERS
    assert config["mode"] in ("oracle", "e2e")
    assert set(config["methods"]) <= set(REGISTRY)
    if config["dataset"]["adapter"] == "gechat_table":
        layout = TableLayout.from_mapping(config["dataset"]["columns"])
        assert layout.document and layout.question


def test_every_method_class_imports_and_is_named_as_registered():
    from gechat.evaluation.baselines import method_class

    for name in ("random", "chunk", "bm25", "cosine", "nli_all", "self_cite", "gechat_all", "gechat_kg", "gechat_e2e", "gechat_all_nolp"):
        assert method_class(name).name == name
    with pytest.raises(ValueError, match="Unknown method"):
        method_class("oracle_cheat")


def test_flags():
    p = argparse.ArgumentParser()
    add_eval_arguments(p)
    args = p.parse_args(["--config", "x.yaml", "--limit", "5", "--seed", "3", "--mode", "e2e", "--methods", "bm25,cosine"])
    assert (args.limit, args.seed, args.mode, args.methods) == (5, 3, "e2e", "bm25,cosine")
    with pytest.raises(SystemExit):
        p.parse_args(["--config", "x.yaml", "--mode", "nonsense"])


def test_kg_workspaces_are_kept_apart_by_the_settings_that_shape_the_kg(tmp_path):
    from gechat.evaluation.cli import kg_workspace_dir
    from gechat.settings import Settings

    base = kg_workspace_dir(tmp_path, Settings())
    assert base == kg_workspace_dir(tmp_path, Settings())  # stable: reused across runs
    assert base.parent == tmp_path and base.name.startswith("workspaces-spacy-")
    changed = [
        Settings(cooccurrence_window=2), Settings(chunk_tokens=120), Settings(spacy_model="other_model"),
        Settings(kg_extractor="llm"), Settings(embedder="/models/other"),
    ]
    dirs = {kg_workspace_dir(tmp_path, s) for s in changed}
    assert base not in dirs and len(dirs) == len(changed)
    assert kg_workspace_dir(tmp_path, Settings(top_k_alternatives=5)) == base  # selection settings do not matter
