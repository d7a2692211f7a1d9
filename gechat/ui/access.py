"""Who may use the app, and what they may change.

* The app listens on loopback (``127.0.0.1``, ``.streamlit/config.toml``) unless the
  operator starts it on another address; then a password is required
  (``GECHAT_APP_PASSWORD``), or the app refuses to start and says why:
  ``scripts/run_app.sh`` runs ``python -m gechat.ui.access <its streamlit flags>``
  first, which resolves the address as Streamlit will (flag, ``STREAMLIT_SERVER_ADDRESS``,
  config files) and exits with status 2 before anything listens; the page itself
  refuses too (``serving_refusal``), for a server started some other way.
* The LLM endpoint URL is not editable in the browser unless the operator allows it
  (``GECHAT_APP_ALLOW_ENDPOINT_EDIT``): a field that sends document text to any URL a
  visitor types would be a data leak and a request forgery. When allowed, only
  ``http(s)`` URLs are accepted, and credentials in a URL are never shown back.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
import sys
from collections.abc import Mapping, Sequence
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


def address_flag(argv: Sequence[str]) -> str | None:
    """The value of ``--server.address`` among Streamlit's command-line flags (None when absent)."""
    for i, arg in enumerate(argv):
        if arg.startswith("--server.address="):
            return arg.split("=", 1)[1]
        if arg == "--server.address" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def startup_refusal(argv: Sequence[str], settings: Settings, environ: Mapping[str, str] | None = None) -> str:
    """Why ``streamlit run`` with these flags (in the current folder) must not start ("" when it may).

    The address is resolved as Streamlit resolves it: the flag, else ``STREAMLIT_SERVER_ADDRESS`` (which
    Streamlit's command line reads as the flag), else the config files.
    """
    from streamlit import config

    flag = address_flag(argv)
    if flag is None:
        flag = (environ or {}).get("STREAMLIT_SERVER_ADDRESS")
    config.get_config_options(force_reparse=True, options_from_flags={"server.address": flag} if flag else None)
    return serving_refusal(config.get_option("server.address"), settings)


def main(argv: Sequence[str] | None = None) -> int:
    """Start-up check of ``scripts/run_app.sh``: status 2 and the reason when the app must not start."""
    refusal = startup_refusal(sys.argv[1:] if argv is None else argv, Settings.from_env(), os.environ)
    if refusal:
        print(f"error: {refusal}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
