"""Who may use the app: loopback by default, a password elsewhere, no endpoint field unless allowed."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from streamlit import config as st_config
from streamlit.testing.v1 import AppTest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def address():
    old = st_config.get_option("server.address")
    yield lambda a: st_config.set_option("server.address", a)
    st_config.set_option("server.address", old)


def test_the_shipped_config_listens_on_loopback(app_path):
    text = (app_path.parent / ".streamlit" / "config.toml").read_text(encoding="utf-8")
    assert 'address = "127.0.0.1"' in text


@pytest.mark.battery(case='App page served on 0.0.0.0 without a password (started another way)', did='run the app with server.address 0.0.0.0',
                     user_sees='only the refusal naming GECHAT_APP_PASSWORD; no upload, no chat',
                     stored='nothing')
def test_non_loopback_without_a_password_refuses_to_serve(app_env, app_path, address):
    address("0.0.0.0")
    at = AppTest.from_file(str(app_path), default_timeout=60).run()
    assert not at.exception
    assert at.error and "GECHAT_APP_PASSWORD" in at.error[0].value
    assert not at.chat_input and not at.file_uploader  # nothing else is served


@pytest.mark.battery(case='App on 0.0.0.0 with a password', did='enter a wrong, then the right password',
                     user_sees="'Wrong password.', then the app",
                     stored='nothing')
def test_a_password_admits(app_env, app_path, address, monkeypatch):
    address("0.0.0.0")
    monkeypatch.setenv("GECHAT_APP_PASSWORD", "s3cret")
    at = AppTest.from_file(str(app_path), default_timeout=120).run()
    assert not at.chat_input
    at.text_input(key="password").set_value("wrong")
    at.button[0].click().run()
    assert not at.chat_input and any("Wrong password" in e.value for e in at.error)
    at.text_input(key="password").set_value("s3cret")
    at.button[0].click().run()
    assert at.chat_input and not at.exception


@pytest.mark.battery(case='LLM endpoint field in the sidebar', did='open the app with an operator-set endpoint (credentials in its URL); then allow editing and type file:///etc/passwd',
                     user_sees='no endpoint field, the URL without its password; when allowed, non-http(s) URLs refused',
                     stored='nothing')
def test_the_endpoint_field_is_absent_unless_allowed(app_env, app_path, monkeypatch):
    monkeypatch.setenv("GECHAT_LLM_BACKEND", "openai")
    monkeypatch.setenv("GECHAT_OPENAI_BASE_URL", "http://user:pw@127.0.0.1:9/v1")
    at = AppTest.from_file(str(app_path), default_timeout=120).run()
    assert not [t for t in at.text_input if t.key == "url"]
    captions = " ".join(c.value for c in at.sidebar.caption)
    assert "set by the operator" in captions and "pw" not in captions
    monkeypatch.setenv("GECHAT_APP_ALLOW_ENDPOINT_EDIT", "true")
    at = AppTest.from_file(str(app_path), default_timeout=120).run()
    field = at.text_input(key="url")
    assert field.value == "http://127.0.0.1:9/v1"
    field.set_value("file:///etc/passwd").run()
    assert any("http://" in e.value for e in at.sidebar.error)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GECHAT_APP_PASSWORD", "STREAMLIT_SERVER_ADDRESS")}
    env["PYTHONPATH"] = str(REPO)  # this checkout's gechat, from any folder
    env.update(extra)
    return env


def _start_up_check(*flags: str, cwd: Path = REPO, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gechat.ui.access", *flags], cwd=cwd, env=_env(**env),
                          capture_output=True, text=True, timeout=120)


def test_run_app_checks_the_address_before_streamlit_starts():
    lines = (REPO / "scripts" / "run_app.sh").read_text(encoding="utf-8").splitlines()
    check = next(i for i, line in enumerate(lines) if line.startswith(".venv/bin/python -m gechat.ui.access \"$@\""))
    start = next(i for i, line in enumerate(lines) if "-m streamlit run" in line)
    assert "set -euo pipefail" in lines and check < start  # a refusal (status 2) stops the script


@pytest.mark.battery(case="App started on 0.0.0.0 without a password",
                     did="run the start-up check of scripts/run_app.sh with --server.address 0.0.0.0 (also via "
                         "STREAMLIT_SERVER_ADDRESS, and from a folder without the shipped config)",
                     user_sees="'error: GE-Chat is set to listen on 0.0.0.0 without a password ...' and exit "
                               "status 2; Streamlit is never started",
                     stored="nothing; no port is opened")
def test_the_start_up_check_refuses_a_non_loopback_address_without_a_password(tmp_path):
    refused = _start_up_check("--server.headless", "true", "--server.address", "0.0.0.0")
    assert refused.returncode == 2 and "GECHAT_APP_PASSWORD" in refused.stderr and "0.0.0.0" in refused.stderr
    assert _start_up_check("--server.address=0.0.0.0", GECHAT_APP_PASSWORD="s3cret").returncode == 0
    assert _start_up_check(STREAMLIT_SERVER_ADDRESS="0.0.0.0").returncode == 2
    assert _start_up_check().returncode == 0  # the shipped config: 127.0.0.1
    no_config = _start_up_check(cwd=tmp_path)  # Streamlit's own default: every interface
    assert no_config.returncode == 2 and "every network interface" in no_config.stderr


def _listening(port: int) -> set[str]:
    """Local addresses (hex, as /proc/net/tcp* writes them) with a socket listening on ``port``."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table, encoding="ascii") as fh:
            for line in fh.readlines()[1:]:
                local, state = line.split()[1], line.split()[3]
                address, hex_port = local.rsplit(":", 1)
                if state == "0A" and int(hex_port, 16) == port:
                    found.add(address)
    return found


@pytest.mark.battery(case="App started with the shipped configuration",
                     did="start 'streamlit run streamlit_app.py' from the repository as scripts/run_app.sh does",
                     user_sees="the app at http://127.0.0.1:<port>; unreachable from other machines",
                     stored="nothing; one listening socket, on 127.0.0.1 only")
def test_the_app_listens_on_loopback_only_by_default():
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
         "--browser.gatherUsageStats", "false", "--server.port", str(port)],
        cwd=REPO, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while not _listening(port) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _listening(port) == {"0100007F"}  # 127.0.0.1, nothing on 0.0.0.0 or ::
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
