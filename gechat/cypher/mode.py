"""Cypher mode: question -> Cypher (LLM or given) -> checker -> read-only execution -> answer grounded in the rows.

Every stage's output is kept in the :class:`CypherAnswer`: the LLM's query as
written, the checker's fixes or its refusal, the query run, the result table
and the answer. Without an LLM for the answer (or when it fails), the answer
is the result's first column, listed: the rows are the evidence either way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from gechat.cypher.checker import CheckResult, check
from gechat.cypher.prompts import Example, answer_messages, extract_query, query_messages
from gechat.cypher.schema import Schema
from gechat.errors import GraphStoreError, LLMError
from gechat.graphdb.store import GraphStore, Rows

MAX_ANSWER_VALUES = 20


@dataclass
class CypherAnswer:
    question: str
    generated: str  # the query as the LLM (or the caller) wrote it
    checked: bool  # whether the checker ran
    check: CheckResult | None = None
    executed: str | None = None  # the query that ran
    rows: Rows | None = None
    answers: list[str] = field(default_factory=list)  # the first column's values
    answer: str = ""  # the text shown to the user
    refused: str = ""  # why nothing ran (checker refusal or database error)
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def fixes(self) -> list[str]:
        return [f.message for f in (self.check.fixes if self.check else ()) if f.message]

    def to_dict(self) -> dict:
        return {"question": self.question, "generated": self.generated, "checked": self.checked,
                "check": self.check.to_dict() if self.check else None, "executed": self.executed,
                "rows": self.rows.to_dict() if self.rows else None, "answers": self.answers, "answer": self.answer,
                "refused": self.refused, "fixes": self.fixes, "seconds": self.seconds}


def generate(llm, question: str, schema: Schema, style: str = "few",
             examples: tuple[Example, ...] | None = None, max_tokens: int = 160) -> str:
    """The LLM's query for ``question`` (extracted from its reply)."""
    return extract_query(llm.complete(query_messages(question, schema, style, examples), max_tokens=max_tokens))


def run_query(question: str, query: str, store: GraphStore, schema: Schema, *, use_checker: bool = True,
              answer_llm=None) -> CypherAnswer:
    """Check (unless ``use_checker`` is False), execute and answer one query."""
    out = CypherAnswer(question, query, use_checker)
    t0 = time.perf_counter()
    if use_checker:
        out.check = check(query, schema)
        out.seconds["check"] = round(time.perf_counter() - t0, 4)
        if not out.check.accepted:
            out.refused = out.check.refused
            out.answer = f"Refused: {out.check.refused}"
            return out
        out.executed = out.check.query
    else:
        out.executed = query
    t0 = time.perf_counter()
    try:
        out.rows = store.query(out.executed)
    except GraphStoreError as exc:
        out.refused = str(exc)
        out.answer = f"The query failed: {exc}"
        return out
    finally:
        out.seconds["execute"] = round(time.perf_counter() - t0, 4)
    out.answers = out.rows.values()
    out.answer = _listed(out.answers)
    if answer_llm is not None and not getattr(answer_llm, "is_demo", False):
        t0 = time.perf_counter()
        try:
            out.answer = answer_llm.complete(answer_messages(question, out.executed, out.rows)).strip() or out.answer
        except LLMError:
            pass  # the listed rows stay the answer
        out.seconds["answer"] = round(time.perf_counter() - t0, 3)
    return out


def ask(question: str, store: GraphStore, llm, *, style: str = "few", use_checker: bool = True,
        examples: tuple[Example, ...] | None = None, answer_with_llm: bool = True) -> CypherAnswer:
    """The whole mode: the LLM writes the query, then :func:`run_query`."""
    schema = store.schema()
    if schema is None:
        raise GraphStoreError("No KG is loaded into this workspace's graph database yet.")
    t0 = time.perf_counter()
    query = generate(llm, question, schema, style, examples)
    took = round(time.perf_counter() - t0, 3)
    out = run_query(question, query, store, schema, use_checker=use_checker,
                    answer_llm=llm if answer_with_llm else None)
    out.seconds["generate"] = took
    return out


def _listed(values: list[str]) -> str:
    if not values:
        return "The graph holds no answer to this query."
    shown = values[:MAX_ANSWER_VALUES]
    more = f" and {len(values) - len(shown)} more" if len(values) > len(shown) else ""
    return ", ".join(shown) + more + "."
