"""Any Hugging Face NLI cross-encoder by name (e.g. microsoft/deberta-large-mnli).

Chosen with ``GECHAT_ENTAILER=hf`` and ``GECHAT_HF_NLI_MODEL``. The model is
read from the local cache first; it is fetched only when the user picked this
backend and hub access is not switched off (``HF_HUB_OFFLINE``). A model that
cannot be had raises ModelNotFoundError with a plain explanation.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence

from gechat.entail.base import Entailer
from gechat.errors import ModelNotFoundError


def entailment_index(id2label: dict) -> int:
    """Index of the entailment class from a config's ``id2label``."""
    for idx, label in id2label.items():
        if str(label).lower().startswith("entail"):
            return int(idx)
    raise ModelNotFoundError(f"The NLI model's labels {dict(id2label)} have no entailment class.")


class HFNLIEntailer(Entailer):
    """P(entailment) from a sequence-classification NLI model loaded by name or path."""

    kind = "nli"

    def __init__(self, model_name: str, *, batch_size: int = 16, max_length: int = 256, device: str = "cpu") -> None:
        super().__init__()
        self.model_name = model_name
        self.name = f"hf:{model_name}"
        self.batch_size = batch_size
        self.max_length = max_length
        self.device = device
        self._model = None
        self._tokenizer = None
        self._entail = 0
        self._lock = threading.Lock()

    def _load(self, local_only: bool):
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        from gechat.verbosity import quiet_hf

        quiet_hf()
        tok = AutoTokenizer.from_pretrained(self.model_name, local_files_only=local_only)
        model = AutoModelForSequenceClassification.from_pretrained(self.model_name, local_files_only=local_only)
        return tok, model

    def warm_up(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            try:
                tok, model = self._load(local_only=True)
            except (OSError, ValueError) as cached_exc:
                if os.environ.get("HF_HUB_OFFLINE", "") not in ("", "0"):
                    raise ModelNotFoundError(
                        f"NLI model {self.model_name!r} is not in the local cache and hub access is off.",
                        hint="Use GECHAT_ENTAILER=offline, or cache the model first.",
                    ) from cached_exc
                try:
                    tok, model = self._load(local_only=False)
                except Exception as exc:  # no network, unknown name, gated model...
                    raise ModelNotFoundError(
                        f"NLI model {self.model_name!r} is neither cached nor downloadable: {exc}",
                        hint="Use GECHAT_ENTAILER=offline, or set GECHAT_HF_NLI_MODEL to a cached model or a local path.",
                    ) from exc
            self._entail = entailment_index(model.config.id2label)
            self._tokenizer = tok
            self._model = model.to(self.device).eval()

    def _score(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[float]:
        import torch

        out: list[float] = []
        with torch.inference_mode():
            for s in range(0, len(premises), self.batch_size):
                enc = self._tokenizer(
                    list(premises[s : s + self.batch_size]),
                    list(hypotheses[s : s + self.batch_size]),
                    truncation=True,
                    max_length=self.max_length,
                    padding=True,
                    return_tensors="pt",
                ).to(self.device)
                probs = torch.softmax(self._model(**enc).logits.float(), dim=-1)
                out.extend(probs[:, self._entail].tolist())
        return out
