"""Pick the LLM client the settings ask for."""

from __future__ import annotations

from gechat.errors import LLMConfigError
from gechat.llm.base import LLM
from gechat.settings import Settings


def make_llm(settings: Settings) -> LLM:
    """The client for ``settings.llm_backend`` (nothing is loaded or contacted yet)."""
    if settings.llm_backend == "embedded":
        from gechat.llm.embedded import EmbeddedLLM

        return EmbeddedLLM(settings)
    if settings.llm_backend == "openai":
        from gechat.llm.openai_compat import OpenAICompatibleLLM

        return OpenAICompatibleLLM(settings)
    raise LLMConfigError(
        f"Unknown LLM backend {settings.llm_backend!r}.", hint="Set GECHAT_LLM_BACKEND to 'embedded' or 'openai'."
    )
