"""Credentials in URLs never appear in words: messages, log lines, the app (issue 14, item 8)."""

from __future__ import annotations

import logging

from gechat.redact import RedactingFilter, install_log_redaction, redact, redact_url


def test_redact_url_drops_user_and_password_only():
    assert redact_url("https://user:pw@llm.internal:8443/v1?x=1") == "https://llm.internal:8443/v1?x=1"
    assert redact_url("http://token@[::1]:8080/v1") == "http://[::1]:8080/v1"
    assert redact_url(" http://localhost:11434/v1 ") == "http://localhost:11434/v1"
    assert redact_url("not a url") == "not a url"


def test_redact_cleans_every_url_in_a_text():
    text = "failed: http://a:b@h1/v1 then https://c@h2:1/x and http://h3/ok"
    assert redact(text) == "failed: http://h1/v1 then https://h2:1/x and http://h3/ok"


def test_log_records_are_redacted_on_the_http_client_loggers(caplog):
    install_log_redaction()
    install_log_redaction()  # idempotent
    assert logging.getLogger("httpx").filters.count(logging.getLogger("httpx").filters[0]) == 1
    caplog.set_level("INFO", logger="httpx")  # lightrag's import sets it to WARNING
    logging.getLogger("httpx").info('HTTP Request: POST %s "200"', "http://u:p4ss@127.0.0.1:9/v1/chat")
    assert caplog.records[-1].getMessage() == 'HTTP Request: POST http://127.0.0.1:9/v1/chat "200"'
    record = logging.LogRecord("x", logging.INFO, "f", 1, "plain %s", ("text",), None)
    assert RedactingFilter().filter(record) and record.getMessage() == "plain text"
