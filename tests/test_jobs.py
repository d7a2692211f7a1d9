"""Indexing as jobs in PostgreSQL (gechat.jobs, `gechat worker`): claim, finish, take-over of a dead worker's job,
and the issue's test: three workers and two app processes on one database, one worker killed mid-document."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gechat import jobs
from gechat.chat import GEChat
from gechat.pgstorage import database
from gechat.records import IndexReport
from gechat.settings import Settings
from tests.pg_server import fresh_name, pg_url  # noqa: F401 - the fixture

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"


def settings_for(pg_url: str, root: Path) -> Settings:  # noqa: F811
    return Settings(workspace_dir=root, storage="postgres", postgres_url=pg_url, postgres_cache_dir=root / "cache")


def queue(pg_url: str, root: Path, name: str):  # noqa: F811
    return jobs.queue_database(settings_for(pg_url, root), name)


def test_claim_finish_and_duplicates(pg_url, tmp_path):  # noqa: F811
    name = fresh_name("jobs")
    db = queue(pg_url, tmp_path, name)
    first = jobs.enqueue(db, name, "a.txt", b"Alpha text.")
    assert jobs.enqueue(db, name, "again/a.txt", b"Alpha text.") == first  # the same bytes, still queued
    second = jobs.enqueue(db, name, "b.txt", b"Beta text.")
    conn = db.connect()
    try:
        job = jobs.claim(conn, "w1", [name])
        assert (job.id, job.name, job.data, job.state, job.attempts) == (first, "a.txt", b"Alpha text.", "running", 1)
        jobs.progress(conn, job, "parsing", 0.25)
        shown = {j.id: j for j in jobs.jobs(db, name)}
        assert (shown[first].stage, shown[first].fraction, shown[first].worker) == ("parsing", 0.25, "w1")
        assert jobs.finish(conn, job, IndexReport("d1", "a.txt", "indexed", n_sentences=1))
        done = jobs.jobs(db, ids=[first])[0]
        assert done.state == "done" and done.result["status"] == "indexed" and done.result["doc_id"] == "d1"
        third = jobs.enqueue(db, name, "a.txt", b"Alpha text.")  # done: queued again (the workspace says duplicate)
        assert third not in (first, second)
        failing = jobs.claim(conn, "w1", [name])
        assert failing.id == second
        assert jobs.finish(conn, failing, IndexReport.failed("b.txt", "b.txt: no entities."))
        assert jobs.jobs(db, ids=[second])[0].error == "b.txt: no entities."
        assert jobs.claim(conn, "w1", ["another-workspace"]) is None
    finally:
        conn.close()


def gone(live, dead, timeout_s: float = 30.0) -> None:
    """Close ``dead`` and wait until the server has ended its session (it drops the session's locks then;
    a busy server takes a moment after the client has gone)."""
    pid = dead.info.backend_pid
    dead.close()
    deadline = time.monotonic() + timeout_s
    while live.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
        assert time.monotonic() < deadline, f"the server kept session {pid} for {timeout_s} s"
        time.sleep(0.05)


def test_a_dead_workers_job_is_taken_over_then_failed_after_three(pg_url, tmp_path):  # noqa: F811
    name = fresh_name("takeover")
    db = queue(pg_url, tmp_path, name)
    job_id = jobs.enqueue(db, name, "c.txt", b"Gamma text.")
    live = db.connect()
    try:
        for attempt in (1, 2, 3):
            dead = db.connect()
            job = jobs.claim(dead, f"w{attempt}", [name])
            assert (job.id, job.attempts) == (job_id, attempt)
            assert jobs.claim(live, "live", [name]) is None  # its worker's session is alive: nobody takes it
            gone(live, dead)  # the worker dies: the server drops its advisory lock
        assert jobs.claim(live, "live", [name]) is None  # three workers died on it: failed, not tried again
        ended = jobs.jobs(db, ids=[job_id])[0]
        assert ended.state == "failed" and "stopped 3 workers" in ended.error and ended.finished
    finally:
        live.close()


def test_the_queue_needs_postgres(tmp_path):
    chat = GEChat(Settings(workspace_dir=tmp_path), "files")
    with pytest.raises(jobs.JobQueueError, match="PostgreSQL"):
        chat.enqueue(DATA / "recipes_excerpt.txt")
    from gechat.cli import main

    env = {"GECHAT_WORKSPACE_DIR": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "gechat.cli", "worker", "--once"], cwd=REPO, capture_output=True,
                          text=True, env={**_clean_env(), **env}, timeout=120)
    assert proc.returncode == 1 and "GECHAT_STORAGE=postgres" in proc.stderr, proc.stderr
    assert main(["index", "--wait", str(DATA / "recipes_excerpt.txt")]) == 1


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GECHAT_")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", PYTHONUNBUFFERED="1")
    return env


QUESTIONS = ["How many lemons does the lemon sherbet take?", "Who is Mr. Bingley?"]
MID_DOCUMENT = ("extracting entities", "building the knowledge graph", "saving")  # ingest's stages past parsing

APP = """
import json, sys, time
from pathlib import Path
from gechat.chat import GEChat
from gechat.settings import Settings
url, name, root, files, stop = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4], Path(sys.argv[5])
questions = sys.argv[6:]
settings = Settings(workspace_dir=root, storage="postgres", postgres_url=url, postgres_cache_dir=root / "cache")
chat = GEChat(settings, name)
ids = [chat.enqueue(f) for f in json.loads(files)]
print(json.dumps({"enqueued": ids}), flush=True)
while not chat.documents():  # an empty workspace has nothing to answer from: wait for the workers' first document
    time.sleep(0.1)

def ask(final):
    for q in questions:
        a = chat.ask(q)
        print(json.dumps({"q": q, "final": final, "outcome": a.outcome, "answers": len(a.answers),
                          "evidence": len(a.evidence), "nearest": len(a.nearest), "docs": len(chat.documents()),
                          "running": sum(j.state == "running" for j in chat.jobs())}), flush=True)

while not stop.exists():
    ask(False)
ask(True)
chat.close()
"""


def collection(folder: Path, n: int = 30, size: int = 900) -> list[Path]:
    """``n`` short numbered documents cut at paragraphs from the public-domain texts of tests/data."""
    pieces: list[str] = []
    for src in (DATA / "recipes_excerpt.txt", DATA / "docs" / "tolstoy_war_and_peace_excerpt.txt",
                DATA / "docs" / "austen_pride_and_prejudice_ch1-5.txt"):
        cur: list[str] = []
        for para in (p.strip() for p in src.read_text(encoding="utf-8-sig").split("\n\n")):
            cur += [para] if para else []
            if sum(map(len, cur)) >= size:
                pieces.append("\n\n".join(cur))
                cur = []
        if cur:
            pieces.append("\n\n".join(cur))
    folder.mkdir(parents=True)
    paths = []
    for i, text in enumerate(pieces[:n]):
        path = folder / f"part{i + 1:02d}.txt"
        path.write_text(f"Test collection, part {i + 1}.\n\n{text}", encoding="utf-8")
        paths.append(path)
    assert len(paths) == n
    return paths


def test_three_workers_two_apps_one_worker_killed(pg_url, tmp_path):  # noqa: F811
    """The issue's test: every document ends indexed exactly once, and every question answers."""
    t0 = time.monotonic()
    name, root = fresh_name("queue"), tmp_path / "machine"
    files = collection(tmp_path / "docs")
    env = {**_clean_env(), "GECHAT_STORAGE": "postgres", "GECHAT_POSTGRES_URL": pg_url,
           "GECHAT_WORKSPACE_DIR": str(root)}
    logs = tmp_path / "logs"  # output goes to files: a full pipe would stop a process that nobody reads yet
    logs.mkdir()
    workers = [_start(["-m", "gechat.cli", "worker", "-w", name], env, logs / f"worker{i}") for i in range(3)]
    stop = tmp_path / "stop"
    apps = [_start(["-c", APP, pg_url, name, str(root), json.dumps([str(f) for f in half]), str(stop), *QUESTIONS],
                   _clean_env(), logs / f"app{i}") for i, half in enumerate((files[0::2], files[1::2]))]
    victim, db = workers[0], database(pg_url)
    try:
        killed = _kill_mid_document(db, name, victim, deadline=time.monotonic() + 240)
        ended = _wait_all(db, name, len(files), deadline=time.monotonic() + 240)
        stop.touch()
        for app in apps:
            app.wait(timeout=240)
        for w in workers[1:]:
            w.send_signal(signal.SIGTERM)  # finishes the job in hand, then exits
            w.wait(timeout=120)
    finally:
        for proc in [*workers, *apps]:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    outs = [((logs / f"app{i}.out").read_text(), (logs / f"app{i}.err").read_text()) for i in range(2)]
    assert all(app.returncode == 0 for app in apps), [err[-3000:] for _, err in outs]
    assert all(w.returncode == 0 for w in workers[1:]), [(logs / f"worker{i}.err").read_text()[-3000:] for i in (1, 2)]

    # the queue: every job done, the killed one taken over by a live worker
    assert [j.state for j in ended] == ["done"] * len(files), [j.line() for j in ended]
    again = next(j for j in ended if j.id == killed.id)
    assert again.attempts == 2 and again.worker != killed.worker, again
    assert {j.result["status"] for j in ended} <= {"indexed", "duplicate"}

    # the workspace: each file indexed exactly once, its KG part once
    reader = GEChat(settings_for(pg_url, tmp_path / "reader"), name, create_workspace=False)
    try:
        docs = reader.documents()
        assert sorted(d.name for d in docs) == sorted(f.name for f in files)
        assert all(d.status == "indexed" for d in docs)
        ids = {d.doc_id for d in docs}
        assert len(ids) == len(files) and {j.result["doc_id"] for j in ended} == ids
        assert reader.workspace.store.document_ids() == ids
        assert {s.doc_id for s in reader.workspace.sentences()} == ids
    finally:
        reader.close()

    # the apps: every question answered, while indexing ran and after it
    rows = [json.loads(line) for out, _ in outs for line in out.splitlines() if line.startswith("{\"q\"")]
    enqueued = [i for out, _ in outs for line in out.splitlines() if "enqueued" in line
                for i in json.loads(line)["enqueued"]]
    assert sorted(enqueued) == sorted(j.id for j in ended)
    assert all(r["outcome"] in ("answered", "not_covered") and r["docs"] for r in rows), rows
    assert all(r["answers"] and r["evidence"] if r["outcome"] == "answered" else r["nearest"] for r in rows), rows
    during = [r for r in rows if not r["final"]]
    assert during and any(r["running"] for r in during), "no question ran while documents were being indexed"
    final = [r for r in rows if r["final"]]
    assert len(final) == 2 * len(QUESTIONS)
    assert all(r["outcome"] == "answered" and r["answers"] and r["evidence"] for r in final), final
    outcomes = {o: sum(r["outcome"] == o for r in during) for o in ("answered", "not_covered")}
    print(f"killed job {killed.id} at '{killed.stage}'; questions during indexing: {outcomes}, "
          f"{sum(bool(r['running']) for r in during)} with a job running, over {sorted({r['docs'] for r in during})} "
          f"documents; {time.monotonic() - t0:.0f} s")


def _start(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen:
    with open(log.with_suffix(".out"), "w") as out, open(log.with_suffix(".err"), "w") as err:
        return subprocess.Popen([sys.executable, *args], cwd=REPO, env=env, stdout=out, stderr=err)


def _kill_mid_document(db, name: str, victim: subprocess.Popen, *, deadline: float) -> jobs.Job:
    """SIGKILL ``victim`` once a job of its is past parsing (polled every few milliseconds); that job."""
    suffix = f":{victim.pid}"
    while time.monotonic() < deadline:
        running = [j for j in jobs.jobs(db, name) if j.state == "running" and j.worker.endswith(suffix)]
        if running and running[0].stage in MID_DOCUMENT:
            os.kill(victim.pid, signal.SIGKILL)
            victim.wait()
            return running[0]
        if victim.poll() is not None:
            pytest.fail(f"the worker to kill exited by itself (exit status {victim.returncode})")
        time.sleep(0.005)
    pytest.fail("the worker to kill never worked on a document past parsing")


def _wait_all(db, name: str, n: int, *, deadline: float) -> list[jobs.Job]:
    while time.monotonic() < deadline:
        current = jobs.jobs(db, name)
        if len(current) == n and all(j.finished for j in current):
            return current
        time.sleep(0.2)
    pytest.fail("jobs not finished in time: " + "; ".join(j.line() for j in jobs.jobs(db, name)))


def test_cli_queue_worker_and_jobs(pg_url, tmp_path, monkeypatch, capsys):  # noqa: F811
    """`gechat index --queue`, `gechat worker`, `gechat jobs`; a file queued again after it was indexed (as when a
    worker dies between the document's commit and the job's end) ends done as a duplicate, stored once."""
    from gechat.cli import main

    name, doc = fresh_name("cli"), DATA / "recipes_excerpt.txt"
    for key, value in {"STORAGE": "postgres", "POSTGRES_URL": pg_url, "WORKSPACE_DIR": str(tmp_path)}.items():
        monkeypatch.setenv(f"GECHAT_{key}", value)
    import threading

    worker = threading.Thread(target=main, args=(["worker", "-w", name, "--idle-exit", "8"],))
    worker.start()  # a worker in a thread of this process: `index --wait` shows its progress until it ends
    try:
        assert main(["index", "--queue", str(doc), "-w", name, "--wait"]) == 0
    finally:
        worker.join()
    waited = capsys.readouterr().out
    assert "queued    job" in waited and "done    recipes_excerpt.txt: indexed doc-" in waited, waited
    assert main(["index", "--queue", str(doc), "-w", name]) == 0
    assert main(["worker", "-w", name, "--once"]) == 0
    assert main(["jobs", "-w", name]) == 0
    out = capsys.readouterr().out
    listed = [line.split() for line in out.splitlines() if line.strip().split(" ")[0].isdigit()]
    assert [row[1:3] for row in listed] == [["done", "recipes_excerpt.txt:"], ["done", "recipes_excerpt.txt:"]], out
    assert [row[3] for row in listed] == ["indexed", "duplicate"], out
    chat = GEChat(settings_for(pg_url, tmp_path), name, create_workspace=False)
    try:
        assert [d.name for d in chat.documents()] == ["recipes_excerpt.txt"]
        assert [j.state for j in chat.jobs()] == ["done", "done"]
    finally:
        chat.close()


def test_a_claim_passes_over_jobs_in_hand(pg_url, tmp_path):  # noqa: F811
    """Jobs held by live workers are passed over one by one; the listing can leave out old ended jobs."""
    name = fresh_name("passover")
    db = queue(pg_url, tmp_path, name)
    ids = [jobs.enqueue(db, name, f"{i}.txt", f"Text {i}.".encode()) for i in range(3)]
    conns = [db.connect() for _ in range(3)]
    try:
        claimed = [jobs.claim(c, f"w{i}", [name]) for i, c in enumerate(conns)]
        assert [j.id for j in claimed] == ids and jobs.claim(conns[0], "w0", [name]) is None
        jobs.finish(conns[0], claimed[0], IndexReport("d0", "0.txt", "indexed"))
        later = jobs.jobs(db, name)[0].finished_at
        assert [j.id for j in jobs.jobs(db, name, ended_since=later)] == ids
        jobs.release(conns[1], claimed[1])  # given back (Ctrl-C): the next claim takes it, attempt 1 again
        again = jobs.claim(conns[0], "w0", [name])
        assert (again.id, again.attempts) == (ids[1], 1)
    finally:
        for c in conns:
            c.close()
