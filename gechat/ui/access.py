"""Who may use the app, and what they may change.

* The app listens on loopback (``127.0.0.1``, ``.streamlit/config.toml``) unless the
  operator starts it on another address; then a password is required
  (``GECHAT_APP_PASSWORD``), or the app refuses to serve and says why.
* The LLM endpoint URL is not editable in the browser unless the operator allows it
  (``GECHAT_APP_ALLOW_ENDPOINT_EDIT``): a field that sends document text to any URL a
  visitor types would be a data leak and a request forgery. When allowed, only
  ``http(s)`` URLs are accepted, and credentials in a URL are never shown back.
"""

from __future__ import annotations

import hmac
import ipaddress
from urllib.parse import urlsplit

from gechat.redact import redact_url
from gechat.settings import Settings

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})


def is_loopback(address: str | None) -> bool:
    """Is ``address`` (Streamlit's server.address; empty = every interface) loopback only?"""
    host = (address or "").strip().strip("[]")
    if not host:
        return False  # Streamlit binds every interface when no address is set
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serving_refusal(address: str | None, settings: Settings) -> str:
    """Why the app must not serve on ``address`` with these settings ("" when it may)."""
    if is_loopback(address) or settings.app_password.get_secret_value():
        return ""
    where = address or "every network interface"
    return (f"GE-Chat is set to listen on {where} without a password, so anyone who can reach this machine could "
            "read your documents. Set GECHAT_APP_PASSWORD, or serve on 127.0.0.1 (the default).")


def password_ok(given: str, settings: Settings) -> bool:
    expected = settings.app_password.get_secret_value()
    return bool(expected) and hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


def checked_endpoint(url: str) -> str:
    """``url`` when it is an http(s) URL with a host; ValueError (naming no credentials) otherwise."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"The endpoint must be an http:// or https:// URL with a host, not {shown_url(url)!r}.")
    return url.strip()


def shown_url(url: str) -> str:
    """``url`` without any user name or password in it."""
    return redact_url(url)
