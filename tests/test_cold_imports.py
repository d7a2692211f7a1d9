"""A cold command loads only what its configuration needs, and prints no third-party chatter.

Each command runs in a fresh interpreter (as a user runs ``gechat``) on a
workspace holding the one-page DOCX from ``sample_docs/``, with the ONNX
export already in the model cache; the child writes which modules it
imported when it exits.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gechat import lazymod, onnxrt

REPO = Path(__file__).resolve().parents[1]
DOCX = REPO / "sample_docs" / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
QUESTION = "Who appoints and supervises standing trustees?"
NEVER_BY_DEFAULT = ("torch", "transformers", "sentence_transformers")
PROGRESS_BAR = re.compile(r"Loading weights|\d+%\|| it/s\]")

# The console script's body; at exit it writes the top-level modules imported for real (not deferred stand-ins).
CHILD = """
import atexit, json, sys
out = sys.argv.pop(1)

def note():
    from gechat.lazymod import _Deferred
    names = {n.partition(".")[0] for n, m in list(sys.modules.items()) if m is not None and not isinstance(m, _Deferred)}
    with open(out, "w") as fh:
        json.dump(sorted(names), fh)

atexit.register(note)
sys.argv[0] = "gechat"
from gechat.cli import main
sys.exit(main())
"""

pytestmark = pytest.mark.skipif(not onnxrt.onnx_available(), reason="onnxruntime/onnx are not installed")


def gechat(args: list[str], workspaces: Path, tmp_path: Path, **env: str) -> tuple[str, str, set[str]]:
    """Run ``gechat *args`` in a fresh process with default settings: (stdout, stderr, top-level modules imported)."""
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_") and k != "PYTHONWARNINGS"}
    child_env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", GECHAT_WORKSPACE_DIR=str(workspaces), **env)
    note = tmp_path / "modules.json"
    note.unlink(missing_ok=True)
    proc = subprocess.run([sys.executable, "-c", CHILD, str(note), *args], cwd=REPO, env=child_env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout, proc.stderr, set(json.loads(note.read_text()))


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    """A workspace folder with the DOCX indexed by a cold ``gechat index`` (the ONNX export made beforehand)."""
    from gechat.embed import Embedder
    from gechat.entail.offline import OfflineNLIEntailer
    from gechat.settings import Settings

    defaults = Settings()  # what the child gets: no GECHAT_* variables
    Embedder(runtime=defaults.inference_runtime, cache_dir=defaults.model_cache_dir).warm_up()  # exports if needed
    OfflineNLIEntailer(runtime=defaults.inference_runtime, cache_dir=defaults.model_cache_dir).warm_up()
    folder = tmp_path_factory.mktemp("workspaces")
    out, err, modules = gechat(["index", str(DOCX), "-w", "cold"], folder, tmp_path_factory.mktemp("index"))
    assert out.startswith("indexed"), out
    assert err == ""  # no progress bars, warnings or logs
    assert not modules & set(NEVER_BY_DEFAULT), sorted(modules & set(NEVER_BY_DEFAULT))
    return folder


def test_a_default_ask_imports_neither_torch_nor_transformers(workspace, tmp_path):
    out, err, modules = gechat(["ask", QUESTION, "-w", "cold"], workspace, tmp_path)
    assert "evidence [" in out and "Standing_Trustees" in out  # a real answer with evidence from the DOCX
    assert {"onnxruntime", "tokenizers"} <= modules  # the models ran, in ONNX Runtime
    assert not modules & set(NEVER_BY_DEFAULT), sorted(modules & set(NEVER_BY_DEFAULT))
    assert err == ""


@pytest.mark.slow
def test_the_pytorch_runtime_shows_progress_bars_only_with_verbose(workspace, tmp_path):
    out, err, modules = gechat(["ask", QUESTION, "-w", "cold"], workspace, tmp_path, GECHAT_INFERENCE_RUNTIME="torch")
    assert "evidence [" in out
    assert {"torch", "transformers", "sentence_transformers"} <= modules  # what the check above would catch
    assert not PROGRESS_BAR.search(err), err[-2000:]
    assert err == ""
    _, err, _ = gechat(["ask", QUESTION, "-w", "cold", "--verbose"], workspace, tmp_path,
                       GECHAT_INFERENCE_RUNTIME="torch")
    assert PROGRESS_BAR.search(err), err[-2000:]  # the bars are there to hide


# --- gechat.lazymod on a throwaway package ------------------------------------------------------------


@pytest.fixture()
def packages(tmp_path, monkeypatch):
    """``uses_opt`` imports ``opt_dep`` if it can (as thinc imports torch); ``plain`` is a plain module."""
    (tmp_path / "opt_dep.py").write_text("VALUE = 1\n")
    (tmp_path / "uses_opt.py").write_text(
        "try:\n    import opt_dep\n    HAS = True\nexcept ImportError:\n    HAS = False\n")
    (tmp_path / "plain.py").write_text("import sys\nLOADED = True\nsys.modules['plain_ran'] = sys\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    for name in ("opt_dep", "uses_opt", "plain", "plain_ran"):
        sys.modules.pop(name, None)


def test_hidden_hides_a_module_in_this_thread_only_while_the_block_runs(packages):
    seen = {}
    with lazymod.hidden("opt_dep"):
        with pytest.raises(ModuleNotFoundError):
            import opt_dep  # noqa: F401
        worker = threading.Thread(target=lambda: seen.update(other=__import__("opt_dep").VALUE))
        worker.start()
        worker.join()
    assert seen == {"other": 1}  # another thread imports it as usual
    sys.modules.pop("opt_dep")
    assert lazymod.import_without("uses_opt", ("opt_dep",)).HAS is False
    assert "opt_dep" not in sys.modules
    import opt_dep  # noqa: F401,E402  (afterwards it imports as usual)


def test_import_without_hides_nothing_already_imported(packages):
    import opt_dep  # noqa: F401

    assert lazymod.import_without("uses_opt", ("opt_dep",)).HAS is True


def test_defer_imports_on_first_attribute_read_with_its_hidden_modules(packages):
    lazymod.defer("uses_opt", without=("opt_dep",))
    lazymod.defer("plain")
    import plain
    import uses_opt

    assert "plain_ran" not in sys.modules and "opt_dep" not in sys.modules  # `import` alone ran nothing
    assert plain.LOADED and "plain_ran" in sys.modules
    assert uses_opt.HAS is False and "opt_dep" not in sys.modules
    assert not isinstance(sys.modules["plain"], lazymod._Deferred)
    lazymod.defer("no_such_module_anywhere")
    assert "no_such_module_anywhere" not in sys.modules


def test_two_threads_importing_spacy_at_once_both_get_the_whole_module() -> None:
    """The app warms models in one thread while a job indexes in another: neither may see spaCy half-built."""
    import subprocess
    import sys

    code = (
        "import threading\n"
        "from gechat.lazymod import import_spacy\n"
        "got = []\n"
        "def run():\n"
        "    got.append(hasattr(import_spacy(), 'load'))\n"
        "ts = [threading.Thread(target=run) for _ in range(4)]\n"
        "[t.start() for t in ts]\n"
        "[t.join() for t in ts]\n"
        "print(got)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[True, True, True, True]"
