"""The command line in a pipeline: `gechat ... | head` ends quietly (issue 14, item 8)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gechat.errors import DocumentError, full_stop


@pytest.mark.battery(case="`gechat parse big.txt | head -1`", did="read one line of a long output, then close the pipe",
                     user_sees="the first line; no BrokenPipeError traceback", stored="nothing")
def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path: Path):
    doc = tmp_path / "long.txt"
    doc.write_text("\n\n".join(f"Paragraph {i} says that the bridge carries traffic." for i in range(3000)),
                   encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "gechat.cli", "parse", str(doc)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = proc.stdout.readline()
    proc.stdout.close()  # the output is far larger than a pipe's buffer: the writer meets a closed pipe
    stderr = proc.stderr.read().decode("utf-8", "replace")
    rc = proc.wait(timeout=300)
    assert first.startswith(b"long.txt [txt]")
    assert "Traceback" not in stderr and "BrokenPipe" not in stderr, stderr
    assert rc in (0, 141)


def test_user_messages_end_with_a_full_stop():
    err = DocumentError("a.txt", "the file is empty (0 bytes)", hint="Upload another file")
    assert err.user_message() == "a.txt: the file is empty (0 bytes). Upload another file."
    assert full_stop("Done?") == "Done?" and full_stop("") == "" and full_stop("ok.") == "ok."
