"""Credentials never leave the process in words: URLs are shown without their user name and password.

``redact_url`` strips the user-info part of one URL (``https://user:pw@host/v1`` ->
``https://host/v1``); ``redact`` does it to every URL inside a text (an error
message from a library, a log line). ``RedactingFilter`` applies ``redact`` to
log records; ``install_log_redaction`` puts it on the loggers that write request
URLs or LLM errors (the HTTP clients, the OpenAI client, LightRAG); GE-Chat's own
messages name endpoints through ``redact_url`` where they are made.
"""

from __future__ import annotations

import logging
import re
from urllib.parse import urlsplit, urlunsplit

#: ``scheme://user[:password]@`` inside any text
_USERINFO = re.compile(r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.-]*://)[^/\s@]*@")

#: loggers that may print an endpoint URL or an error that names one
LOGGERS = ("httpx", "httpx2", "httpcore", "httpcore2", "openai", "lightrag")


def redact_url(url: str) -> str:
    """``url`` without any user name or password in it."""
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        return redact(text)
    if parts.username is None and parts.password is None:
        return redact(text)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = f"{host}:{port}" if port else host
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def redact(text: str) -> str:
    """``text`` with the credentials of every URL in it removed."""
    return _USERINFO.sub(r"\g<scheme>", text)


class RedactingFilter(logging.Filter):
    """Rewrites a record's message so that no URL in it carries credentials."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        return True


_FILTER = RedactingFilter()


def install_log_redaction() -> None:
    """Put the redacting filter on every logger in ``LOGGERS`` (idempotent)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)
