"""Entailment scorers: P(premise entails hypothesis) for (evidence sentence, step) pairs."""

from gechat.entail.base import Entailer
from gechat.entail.combined import Calibration, CombinedEntailer, cosine_overlap_entailer, nli_overlap_entailer
from gechat.entail.factory import make_entailer, make_offline_entailer
from gechat.entail.hf import HFNLIEntailer
from gechat.entail.lexical import ContentOverlapEntailer
from gechat.entail.llm_judge import LLMJudgeEntailer
from gechat.entail.offline import OfflineNLIEntailer, verify_weights
from gechat.entail.similarity import CosineEntailer

__all__ = [
    "Calibration",
    "CombinedEntailer",
    "ContentOverlapEntailer",
    "CosineEntailer",
    "Entailer",
    "HFNLIEntailer",
    "LLMJudgeEntailer",
    "OfflineNLIEntailer",
    "cosine_overlap_entailer",
    "make_entailer",
    "make_offline_entailer",
    "nli_overlap_entailer",
    "verify_weights",
]
