"""Settings: ``GECHAT_*`` variables parsed into typed fields, clear errors for bad values, documented defaults."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import SecretStr

from gechat.settings import ENV_PREFIX, Settings, describe

LINE = re.compile(r"^(GECHAT_[A-Z0-9_]+) \(default (.*?)\): (.+)$")


def test_variables_become_typed_fields():
    s = Settings.from_env({
        "GECHAT_HOPS": "3",
        "GECHAT_LLM_TEMPERATURE": "0.25",
        "GECHAT_CONFLICT_CHECKS": "false",
        "GECHAT_APP_ALLOW_ENDPOINT_EDIT": "true",
        "GECHAT_COT_MODE": "standalone",
        "GECHAT_GGUF_PATH": "/models/small.gguf",
        "GECHAT_WORKSPACE_DIR": "data/ws",
        "GECHAT_OPENAI_API_KEY": "sk-test-123",
    })
    assert s.hops == 3 and isinstance(s.hops, int)
    assert s.llm_temperature == 0.25
    assert s.conflict_checks is False and s.app_allow_endpoint_edit is True
    assert s.cot_mode == "standalone"
    assert s.gguf_path == Path("/models/small.gguf") and s.workspace_dir == Path("data/ws")
    assert isinstance(s.openai_api_key, SecretStr) and s.openai_api_key.get_secret_value() == "sk-test-123"
    assert "sk-test-123" not in repr(s) and "sk-test-123" not in str(s)  # a key never shows in a log line
    assert s.uses_demo_llm is False  # a GGUF of one's own


def test_only_gechat_variables_in_upper_case_count_and_empty_means_default():
    s = Settings.from_env({"HOPS": "3", "gechat_hops": "3", "GECHAT_hops": "3", "GECHAT_GGUF_PATH": "",
                           "GECHAT_EMBEDDER": ""})
    assert s == Settings()
    assert s.gguf_path is None and s.uses_demo_llm  # empty = the shipped demo model


def test_from_env_reads_the_process_environment_and_settings_reads_nothing(monkeypatch):
    monkeypatch.setenv("GECHAT_HOPS", "2")
    monkeypatch.setenv("GECHAT_SCORING", "paper")
    assert (Settings.from_env().hops, Settings.from_env().scoring) == (2, "paper")
    assert (Settings().hops, Settings().scoring) == (1, "fitted")  # Settings() reads no variable
    assert Settings.from_env({}).hops == 1  # an explicit mapping replaces os.environ


def test_overrides_win_over_variables_and_none_leaves_them(monkeypatch):
    env = {"GECHAT_COT_MODE": "rag", "GECHAT_HOPS": "2"}
    assert Settings.from_env(env, cot_mode="extractive").cot_mode == "extractive"
    assert Settings.from_env(env, cot_mode=None).cot_mode == "rag"  # an option the user did not give
    with pytest.raises(ValueError, match="hops"):
        Settings.from_env(env, hops=7)  # overrides are validated like variables


@pytest.mark.parametrize(("variable", "value", "field", "says"), [
    ("GECHAT_HOPS", "two", "hops", "valid integer"),
    ("GECHAT_HOPS", "9", "hops", "less than or equal to 4"),
    ("GECHAT_LLM_TEMPERATURE", "hot", "llm_temperature", "valid number"),
    ("GECHAT_COT_MODE", "fast", "cot_mode", "'auto', 'rag', 'standalone' or 'extractive'"),
    ("GECHAT_CONFLICT_CHECKS", "maybe", "conflict_checks", "valid boolean"),
    ("GECHAT_MAX_FILE_MB", "0", "max_file_mb", "greater than 0"),
])
def test_a_bad_value_is_an_error_naming_the_setting_the_rule_and_the_value(variable, value, field, says):
    with pytest.raises(ValueError) as info:  # the CLI turns a ValueError into "error: ..." and exit 1
        Settings.from_env({variable: value})
    message = str(info.value)
    assert variable in message and says in message and repr(value) in message  # the variable the user set


def test_a_bad_value_names_the_variable_the_user_set():
    with pytest.raises(ValueError, match="GECHAT_HOPS='two': Input should be a valid integer"):
        Settings.from_env({"GECHAT_HOPS": "two"})
    with pytest.raises(ValueError, match="^hops: ") as err:  # an override is named as the field it is
        Settings.from_env({}, hops="x")
    with pytest.raises(ValueError) as err:  # a bad URL's credentials are never echoed
        Settings.from_env({"GECHAT_LLM_BACKEND": "nope", "GECHAT_OPENAI_API_KEY": "sk-secret"})
    assert "GECHAT_LLM_BACKEND='nope'" in str(err.value) and "sk-secret" not in str(err.value)


def test_settings_are_frozen_closed_and_changed_by_validated_copies():
    s = Settings()
    with pytest.raises(ValueError, match="frozen"):
        s.hops = 2
    with pytest.raises(ValueError, match="hopz"):
        Settings(hopz=2)
    t = s.with_(hops=2, scoring="paper")
    assert (t.hops, t.scoring, s.hops, s.scoring) == (2, "paper", 1, "fitted")
    with pytest.raises(ValueError, match="hops"):
        s.with_(hops=-1)


def test_auto_modes_follow_the_backend():
    embedded = Settings()
    assert (embedded.effective_cot_mode, embedded.effective_kg_extractor, embedded.uses_demo_llm) == (
        "extractive", "spacy", True)
    # the README's endpoint example
    endpoint = Settings.from_env({"GECHAT_LLM_BACKEND": "openai", "GECHAT_OPENAI_BASE_URL": "http://localhost:11434/v1",
                                  "GECHAT_OPENAI_MODEL": "llama3.1:8b"})
    assert (endpoint.effective_cot_mode, endpoint.effective_kg_extractor, endpoint.uses_demo_llm) == (
        "rag", "llm", False)
    pinned = endpoint.with_(cot_mode="extractive", kg_extractor="spacy")
    assert (pinned.effective_cot_mode, pinned.effective_kg_extractor) == ("extractive", "spacy")


def test_every_setting_is_documented_once_with_the_default_it_really_has():
    lines = describe().splitlines()
    parsed = [LINE.match(line) for line in lines]
    assert all(parsed), [line for line, m in zip(lines, parsed) if not m]
    names = [m.group(1) for m in parsed]
    assert names == [ENV_PREFIX + name.upper() for name in Settings.model_fields]
    defaults = Settings()
    for m, name in zip(parsed, Settings.model_fields):
        assert len(m.group(3)) > 10, f"{name} has no description"
        shown = ast.literal_eval(m.group(2))
        actual = getattr(defaults, name)
        actual = actual.get_secret_value() if isinstance(actual, SecretStr) else actual
        if shown is None:
            assert actual is None
            continue
        assert shown == (str(actual) if isinstance(actual, Path) else actual), name
        # the value shown, set as the variable, gives the same setting back
        again = getattr(Settings.from_env({m.group(1): str(shown)}), name)
        assert (again.get_secret_value() if isinstance(again, SecretStr) else again) == actual, name


def test_python_m_gechat_settings_prints_the_same_list():
    out = subprocess.run([sys.executable, "-m", "gechat.settings"], capture_output=True, text=True, timeout=120,
                         check=True).stdout
    assert out.rstrip("\n") == describe()


def test_nothing_is_written_to_the_environment(monkeypatch):
    monkeypatch.setenv("GECHAT_HOPS", "2")
    before = dict(os.environ)
    s = Settings.from_env()
    s.with_(hops=3)
    Settings.from_env({"GECHAT_LLM_BACKEND": "openai"}, cot_mode="rag")
    describe()
    _ = (s.effective_cot_mode, s.effective_kg_extractor, s.uses_demo_llm)
    with pytest.raises(ValueError):
        Settings.from_env({"GECHAT_HOPS": "two"})
    assert dict(os.environ) == before
