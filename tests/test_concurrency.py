"""Several writers and readers on one workspace: writers take turns, nothing is lost, every question answers.

Three real processes index real documents into one workspace (one document is
given to two of them) while four questions run at once in this process, in the
offline mode and in RAG mode (which embeds the deferred vectors, a change of its
own, while the indexers hold the workspace in turn). The RAG mode's LLM is the
scripted OpenAI-compatible test server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gechat.chat import GEChat
from gechat.settings import Settings

sys.path.insert(0, str(Path(__file__).resolve().parent / "llm"))
from fake_openai import FakeOpenAIServer, chat  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
INDEXER = """
import sys
from gechat.chat import GEChat
from gechat.settings import Settings
chat = GEChat(Settings(workspace_dir=sys.argv[1]), "team")
for path in sys.argv[2:]:
    print(chat.index_file(path).status, path, flush=True)
chat.close()
"""
QUESTIONS = ("Who appoints standing trustees?", "How long should the beef be boiled?",
             "What must a standing trustee report?", "How much salt goes into the soup?")


def _pieces(tmp_path: Path) -> list[Path]:
    lines = (REPO / "sample_docs" / "Gutenberg_US_Army_Cooking_School_Recipes.txt").read_text("utf-8").splitlines()
    out = []
    for i, start in enumerate((200, 400, 600)):
        path = tmp_path / f"recipes-{i}.txt"
        path.write_text("\n".join(lines[start : start + 120]), encoding="utf-8")
        out.append(path)
    return out


@pytest.mark.battery(case='Three indexing processes and four questions at once (offline and RAG)',
                     did='index 3 documents from 3 processes, each document twice, while 4 questions run',
                     user_sees='every question answers; the second copy of each document says "duplicate"',
                     stored='every document indexed exactly once')
@pytest.mark.slow
@pytest.mark.parametrize("mode", ["extractive", "rag"])
def test_three_indexing_processes_and_four_questions_at_once(tmp_path, mode):
    ws_dir = tmp_path / "ws"
    docx = REPO / "sample_docs" / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
    server = FakeOpenAIServer()
    server.script = [chat(json.dumps({"answers": ["The United States Trustee."],
                                      "steps": ["The United States Trustee appoints standing trustees."]}))]
    server.start()
    settings = Settings(workspace_dir=ws_dir, cot_mode=mode, kg_extractor="spacy",
                        **({"llm_backend": "openai", "openai_base_url": server.url, "openai_model": "test-model"}
                           if mode == "rag" else {}))
    asker = GEChat(settings, "team")
    answers: dict[str, object] = {}
    try:
        assert asker.index_file(docx).status == "indexed"  # something to answer from at once
        a, b, c = _pieces(tmp_path)
        env = {**os.environ, "PYTHONPATH": str(REPO), "HF_HUB_OFFLINE": "1"}
        jobs = [[a, b], [b, c], [c, a]]  # every piece is given to two indexers
        procs = [subprocess.Popen([sys.executable, "-c", INDEXER, str(ws_dir), *map(str, job)], env=env, cwd=REPO,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for job in jobs]

        def ask(q: str) -> None:
            try:
                answers[q] = asker.ask(q)
            except Exception as exc:  # recorded: the test fails below, naming it
                answers[q] = exc

        threads = [threading.Thread(target=ask, args=(q,)) for q in QUESTIONS]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=600)
        results = [p.communicate(timeout=900) for p in procs]
        _check(asker, procs, results, answers)
    finally:
        asker.close()
        server.close()


def _check(asker: GEChat, procs, results, answers) -> None:
    for p, (out, err) in zip(procs, results):
        assert p.returncode == 0, err[-2000:]
    statuses = [line.split()[0] for out, _ in results for line in out.splitlines()]
    assert sorted(statuses) == ["duplicate"] * 3 + ["indexed"] * 3, statuses  # each piece indexed exactly once
    assert all(not isinstance(v, Exception) for v in answers.values()), answers
    assert len(answers) == 4 and all(ans.question == q for q, ans in answers.items())
    reports = asker.documents()
    assert sorted(r.status for r in reports) == ["indexed"] * 4 and len({r.doc_id for r in reports}) == 4
    for r in reports:  # every document listed can be answered from
        assert asker.document(r.doc_id).sentences and asker.workspace.chunks_for_doc(r.doc_id)
    again = asker.ask("How long should the beef be boiled?")  # the asker sees the indexers' documents
    assert again.question and asker.workspace.graph().number_of_nodes() > 0
