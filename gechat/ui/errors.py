"""Plain-words messages for whatever goes wrong behind the app, never a traceback.

``plain_error(exc)`` classifies an exception into a short title, what happened
and what the user can do. The full traceback goes to the log only.
``answer_problems(answer)`` says, in the same words, when an answer found no
evidence at all (that is not an exception, but the user must be told).

``PlainError.text()`` is Markdown for ``st.error``: the title is ours; the
detail and hint may quote an LLM server or a library, so they are escaped
(never rendered as Markdown or HTML), lose internal chunk ids and URL
credentials, and end with a full stop.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from gechat import errors as ge
from gechat.errors import full_stop
from gechat.records import Answer
from gechat.redact import redact
from gechat.ui.present import md_escape, plain_reason

log = logging.getLogger("gechat.ui")


@dataclass(frozen=True)
class PlainError:
    title: str
    detail: str
    hint: str = ""
    retryable: bool = False

    def text(self) -> str:
        """Markdown: the title in bold, then the detail and the hint escaped."""
        parts = [f"**{self.title}.**", md_escape(_clean(self.detail)), md_escape(_clean(self.hint))]
        return " ".join(p for p in parts if p)

    def words(self) -> str:
        """The same as plain text, for a place that escapes what it shows itself (a document row)."""
        return " ".join(p for p in (f"{self.title}.", _clean(self.detail), _clean(self.hint)) if p)


def _clean(words: str) -> str:
    """Words from anywhere (a server's error text included) as a sentence without chunk ids or URL credentials."""
    return full_stop(redact(plain_reason(" ".join(words.split()))))


def _document(exc: ge.DocumentError) -> PlainError:
    titles = {
        ge.EncryptedDocumentError: "This file is password-protected",
        ge.NoTextLayerError: "This PDF has no text to cite (it looks like a scan)",
        ge.UnsupportedFormatError: "This file type is not supported",
        ge.FormatMismatchError: "The file's name and content disagree",
        ge.CorruptDocumentError: "This file is damaged",
        ge.EmptyDocumentError: "This file holds no text",
        ge.UnsafeDocumentError: "This file was refused for safety",
        ge.DecodingError: "The text encoding of this file could not be read",
    }
    title = next((t for cls, t in titles.items() if isinstance(exc, cls)), "This file could not be read")
    hint = exc.hint or "Upload a PDF with a text layer, a DOCX or a UTF-8 TXT file."
    return PlainError(title, f"{exc.filename}: {exc.reason}.".replace("..", "."), hint)


_LLM_TITLES = (
    (ge.EndpointUnavailableError, "The language model server cannot be reached"),
    (ge.LLMTimeoutError, "The language model took too long to answer"),
    (ge.InvalidJSONError, "The language model's reply could not be understood"),
    (ge.LLMConfigError, "The language model settings are incomplete"),
    (ge.LLMAuthError, "The language model server refused the API key"),
    (ge.LLMServerError, "The language model server is busy or failing"),
    (ge.ContextOverflowError, "The question and its context are too long for the model"),
)


def _llm(exc: ge.LLMError) -> PlainError:
    title = next((t for cls, t in _LLM_TITLES if isinstance(exc, cls)), "The language model failed")
    return PlainError(title, str(exc), exc.hint, exc.retryable)


def plain_error(exc: Exception, *, action: str = "") -> PlainError:
    """Classify ``exc`` into words a knowledge worker can act on (the traceback is only logged)."""
    log.error("%s failed", action or "GE-Chat", exc_info=(type(exc), exc, exc.__traceback__))
    doing = f" while {action}" if action else ""
    if isinstance(exc, ge.DocumentError):
        return _document(exc)
    if isinstance(exc, ge.LLMError):
        return _llm(exc)
    if isinstance(exc, ge.ModelNotFoundError):
        return PlainError("A model GE-Chat needs is missing", str(exc), exc.hint)
    if isinstance(exc, ge.DuplicateDocumentError):
        return PlainError("Already indexed", str(exc))
    if isinstance(exc, ge.NoEntitiesError):
        return PlainError("Nothing to link in this document", str(exc),
                          "The document has too little text for a knowledge graph.")
    if isinstance(exc, ge.GEChatError):
        return PlainError(f"GE-Chat could not finish{doing}", exc.user_message(), retryable=exc.retryable)
    if isinstance(exc, (ConnectionError, TimeoutError)) or type(exc).__name__ in {
        "APIConnectionError", "APITimeoutError", "ConnectError", "ConnectTimeout", "ReadTimeout",
    }:
        return PlainError("The language model server cannot be reached", _first_line(exc),
                          "Check the endpoint URL in the sidebar and that the server is running.", True)
    if isinstance(exc, ValueError):
        return PlainError(f"GE-Chat could not finish{doing}", _first_line(exc))
    if isinstance(exc, MemoryError):
        return PlainError("Out of memory", "The machine ran out of memory" + doing + ".",
                          "Try a smaller document or a smaller model.")
    return PlainError(f"Something went wrong{doing}", f"{type(exc).__name__}: {_first_line(exc)}",
                      "The details were written to the server log.")


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    line = text[0] if text else type(exc).__name__
    return line if len(line) <= 300 else line[:297] + "..."


def answer_problems(answer: Answer) -> list[str]:
    """Plain sentences for an answer that found no (or little) evidence; empty when all is well."""
    out = list(answer.notes)
    if answer.outcome == "not_covered":
        return []  # the answer itself says so, with the nearest sentences
    if not answer.steps:
        if not out:
            out.append("No reasoning steps came back, so there is nothing to check against the documents.")
        return out
    found = [e for e in answer.evidence if e.best is not None]
    if not found:
        out.append(
            "No evidence found: none of the indexed sentences could be tied to any step. "
            "Index the document that holds the answer, or rephrase the question with its terms."
        )
    elif not any(e.entailed for e in answer.evidence):
        out.append(
            "No step is entailed by a source sentence: the closest sentences are shown, "
            "but read them before relying on the answer."
        )
    return out
