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
