"""The skip policy of tests/conftest.py, run by pytest itself on a throw-away test folder that uses it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.skip_policy import ALLOWED_SKIPS, allowed, clean

TESTS = Path(__file__).resolve().parent

SKIPS = '''
import pytest

from tests.skip_policy import no_browser, server_url_not_configured


def test_passes():
    assert True


def test_browser():
    no_browser("chromium is not installed")


def test_endpoint():
    server_url_not_configured("GECHAT_TEST_SERVER_URL")
'''

MISSING_FILE = '''
from pathlib import Path

import pytest


def test_reads_a_file_beside_the_project():
    path = Path("../elsewhere/data.txt")
    if not path.exists():
        pytest.skip(f"{path} is absent")


@pytest.mark.skipif(True, reason="a dependency is not installed")
def test_marked():
    pass


@pytest.mark.xfail(reason="a known bug, not a skip", strict=True)
def test_known_bug():
    assert False
'''


def _run(tmp_path: Path, **tests: str) -> subprocess.CompletedProcess:
    """``python -m pytest`` in a copy of the policy's files holding only the given test modules."""
    root = tmp_path / "project"
    (root / "tests").mkdir(parents=True)
    for name in ("conftest.py", "skip_policy.py"):
        shutil.copy(TESTS / name, root / "tests" / name)
    for name, body in tests.items():
        (root / "tests" / f"{name}.py").write_text(body, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
                          cwd=root, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize(("reason", "ok"), [
    ("Skipped: no browser: chromium is not installed", True),
    ("server binary cannot be built: llama.cpp: no compiler", True),
    ("external server URL not configured: set GECHAT_TEST_SERVER_URL", True),
    ("Skipped: ../shared/data/wice is absent", False),
    ("browser missing", False),  # the prefix, not a word somewhere in the reason
    ("onnxruntime/onnx are not installed", False),
])
def test_allowed_reasons_are_the_listed_prefixes(reason, ok):
    assert allowed(reason) is ok
    assert not clean(reason).startswith("Skipped: ")


def test_the_three_allowed_reasons():
    assert list(ALLOWED_SKIPS) == ["no browser:", "server binary cannot be built:", "external server URL not configured:"]


def test_allowed_skips_pass_and_are_listed_with_their_reasons(tmp_path):
    run = _run(tmp_path, test_allowed=SKIPS)
    out = run.stdout
    assert run.returncode == 0, out + run.stderr
    assert "1 passed, 2 skipped" in out
    assert "skipped: 2 test(s), each with its reason" in out
    assert "allowed     tests/test_allowed.py::test_browser: no browser: chromium is not installed" in out
    assert ("allowed     tests/test_allowed.py::test_endpoint: external server URL not configured: "
            "set GECHAT_TEST_SERVER_URL to run this test") in out
    assert "NOT ALLOWED" not in out


def test_a_skip_for_a_missing_file_fails_the_run(tmp_path):
    run = _run(tmp_path, test_allowed=SKIPS, test_missing=MISSING_FILE)
    out = run.stdout
    assert run.returncode == 1, out + run.stderr  # every test passed or skipped, yet the run fails
    assert "1 passed, 4 skipped, 1 xfailed" in out
    assert "NOT ALLOWED tests/test_missing.py::test_reads_a_file_beside_the_project: ../elsewhere/data.txt is absent" in out
    assert "NOT ALLOWED tests/test_missing.py::test_marked: a dependency is not installed" in out
    assert "test_known_bug" not in out.split("each with its reason")[1]  # an xfail is not a skip
    assert "2 skip(s) for a reason outside the allowed list: the run fails" in out
    for prefix in ALLOWED_SKIPS:
        assert f"'{prefix} ...'" in out


def test_a_module_skipped_at_collection_counts_too(tmp_path):
    body = 'import pytest\n\npytest.importorskip("a_module_nobody_installed")\n\n\ndef test_x():\n    pass\n'
    run = _run(tmp_path, test_module=body)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "NOT ALLOWED tests/test_module.py: could not import 'a_module_nobody_installed'" in run.stdout
