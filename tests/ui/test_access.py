from __future__ import annotations

import pytest

from gechat.settings import Settings
from gechat.ui.access import checked_endpoint, is_loopback, password_ok, serving_refusal, shown_url


def test_loopback_addresses():
    assert all(is_loopback(a) for a in ("127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"))
    assert not any(is_loopback(a) for a in ("", None, "0.0.0.0", "192.168.1.4", "::", "example.org"))


def test_a_non_loopback_address_needs_a_password():
    assert serving_refusal("127.0.0.1", Settings()) == ""
    refusal = serving_refusal("0.0.0.0", Settings())
    assert "GECHAT_APP_PASSWORD" in refusal and "0.0.0.0" in refusal
    assert "every network interface" in serving_refusal("", Settings())
    assert serving_refusal("0.0.0.0", Settings(app_password="s3cret")) == ""


def test_password_check():
    s = Settings(app_password="s3cret")
    assert password_ok("s3cret", s) and not password_ok("s3cre", s) and not password_ok("", s)
    assert not password_ok("", Settings())  # no password set: nothing is accepted as one


def test_endpoint_urls_are_http_only_and_never_echo_credentials():
    assert checked_endpoint(" http://localhost:11434/v1 ") == "http://localhost:11434/v1"
    assert shown_url("https://user:pw@llm.internal:8443/v1") == "https://llm.internal:8443/v1"
    for bad in ("file:///etc/passwd", "gopher://x", "localhost:8000", "http://"):
        with pytest.raises(ValueError):
            checked_endpoint(bad)
    with pytest.raises(ValueError) as err:
        checked_endpoint("ftp://user:pw@host/")
    assert "pw" not in str(err.value)
