"""ARCHITECTURE.md stays true: every file, folder and module it names exists."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEXT = (REPO / "ARCHITECTURE.md").read_text(encoding="utf-8")
SUBPACKAGES = "kg|entail|loaders|llm|ui|evaluation|extkg|cypher|graphdb|mindmap"


def test_every_path_named_in_architecture_exists():
    paths = set(re.findall(r"`((?:gechat|eval|tests|scripts)/[A-Za-z0-9_./-]+)`", TEXT))
    assert len(paths) > 20  # the map names the modules it describes
    missing = sorted(p for p in paths if not (REPO / p.rstrip("/")).exists())
    assert not missing, f"ARCHITECTURE.md names files that do not exist: {missing}"


def test_every_module_named_in_architecture_exists():
    dotted = set(re.findall(rf"`((?:{SUBPACKAGES})\.[a-z_]+)", TEXT))
    assert dotted
    missing = sorted(m for m in dotted if not any(
        (REPO / "gechat" / (m.replace(".", "/") + ext)).exists() for ext in (".py", "")))
    assert not missing, f"ARCHITECTURE.md names modules that do not exist: {missing}"


def test_every_package_module_is_on_the_map():
    named = set(re.findall(r"`gechat/([A-Za-z0-9_./]+)`", TEXT)) | set(
        m.replace(".", "/") for m in re.findall(rf"`((?:{SUBPACKAGES})\.[a-z_]+)", TEXT))
    top = sorted(p.stem for p in (REPO / "gechat").glob("*.py") if p.stem not in ("__init__", "__main__"))
    unmapped = [m for m in top if not any(n.split("/")[0].removesuffix(".py") == m for n in named)
                and f"`{m}`" not in TEXT and f"{m}." not in TEXT]
    assert not unmapped, f"top-level modules missing from ARCHITECTURE.md: {unmapped}"


def test_interrupts_propagate_and_only_settings_read_the_environment():
    """No ``BaseException`` handler (Ctrl-C and SystemExit must propagate; clean-up goes in ``finally``) and no
    ``os.environ[...]`` outside settings parsing, anywhere in the package."""
    offenders = []
    for path in sorted((REPO / "gechat").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "BaseException" in line or ("os.environ[" in line and rel != "gechat/settings.py"):
                offenders.append(f"{rel}:{n}: {line.strip()}")
    assert offenders == []
