"""Who may use the app: loopback by default, a password elsewhere, no endpoint field unless allowed."""

from __future__ import annotations

import pytest
from streamlit import config as st_config
from streamlit.testing.v1 import AppTest


@pytest.fixture()
def address():
    old = st_config.get_option("server.address")
    yield lambda a: st_config.set_option("server.address", a)
    st_config.set_option("server.address", old)


def test_the_shipped_config_listens_on_loopback(app_path):
    text = (app_path.parent / ".streamlit" / "config.toml").read_text(encoding="utf-8")
    assert 'address = "127.0.0.1"' in text


def test_non_loopback_without_a_password_refuses_to_serve(app_env, app_path, address):
    address("0.0.0.0")
    at = AppTest.from_file(str(app_path), default_timeout=60).run()
    assert not at.exception
    assert at.error and "GECHAT_APP_PASSWORD" in at.error[0].value
    assert not at.chat_input and not at.file_uploader  # nothing else is served


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
