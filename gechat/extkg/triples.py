"""Triples from a file: the typed record and the readers for every format an external KG arrives in.

Public API (kept stable; the graph-database work imports it):

- :class:`Triple` -- ``head``, ``relation``, ``tail`` (strings) and ``id``
  (a content hash, :func:`gechat.ids.content_id` over the three parts).
- :func:`read_triples(path, fmt) -> Iterator[Triple]` -- one triple per fact,
  in file order; ``fmt`` is one of :data:`FORMATS` or ``"auto"`` (from the
  file's extension, see :func:`guess_format`).
- :func:`parse_line(line, fmt, line_no)` -- one line of a line format.
- :class:`TripleFormatError` -- a bad line, naming the file and the line number.

Formats:

- ``pipe``: ``head|relation|tail`` (MetaQA's ``kb.txt``, UMLS ``umls-kb.txt``)
- ``tsv``: ``head<TAB>relation<TAB>tail`` (UMLS splits, EMCKG ``train.txt``)
- ``csv``: three columns ``head,relation,tail`` read by :mod:`csv` (quoting
  honoured); a first row ``head,relation,tail`` (any case) is a header and skipped
- ``nt``, ``ttl``: RDF, parsed by rdflib; IRIs are shortened to a readable
  label (an ``rdfs:label`` when the file has one, else the IRI's last segment)

Blank lines and lines starting with ``#`` are skipped in the line formats.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from gechat.errors import TripleFormatError
from gechat.ids import content_id

FORMATS = ("pipe", "tsv", "nt", "ttl", "csv")
LINE_FORMATS = {"pipe": "|", "tsv": "\t"}
_EXTENSIONS = {".nt": "nt", ".ttl": "ttl", ".turtle": "ttl", ".csv": "csv", ".tsv": "tsv", ".tab": "tsv"}


def triple_id(head: str, relation: str, tail: str) -> str:
    return content_id(head, relation, tail, prefix="tri-")


@dataclass(frozen=True)
class Triple:
    """One fact of an external KG: ``head --relation--> tail``."""

    head: str
    relation: str
    tail: str
    id: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not self.id:
            object.__setattr__(self, "id", triple_id(self.head, self.relation, self.tail))

    def as_tuple(self) -> tuple[str, str, str]:
        return (self.head, self.relation, self.tail)

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "head": self.head, "relation": self.relation, "tail": self.tail}

    @classmethod
    def from_dict(cls, d: dict) -> "Triple":
        return cls(d["head"], d["relation"], d["tail"])


def guess_format(path: str | Path) -> str:
    """The format a file's name suggests: ``.nt``, ``.ttl``, ``.csv``, ``.tsv``; otherwise ``pipe``
    when its first data line has a ``|``, else ``tsv``."""
    p = Path(path)
    ext = p.suffix.lower()
    if ext in _EXTENSIONS:
        return _EXTENSIONS[ext]
    with open(p, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.strip() and not line.startswith("#"):
                return "pipe" if "|" in line else "tsv"
    return "pipe"


def parse_line(line: str, fmt: str, line_no: int, source: str = "<text>") -> Triple | None:
    """One ``pipe`` or ``tsv`` line to a Triple; None for blank and ``#`` comment lines."""
    text = line.rstrip("\r\n")
    if not text.strip() or text.lstrip().startswith("#"):
        return None
    sep = LINE_FORMATS[fmt]
    parts = [p.strip() for p in text.split(sep)]
    return _make(parts, fmt, line_no, source, text)


def _make(parts: list[str], fmt: str, line_no: int, source: str, text: str) -> Triple:
    if len(parts) != 3:
        sep = {"pipe": "'|'", "tsv": "a tab", "csv": "','"}[fmt]
        raise TripleFormatError(
            source, line_no, f"expected 3 fields separated by {sep}, found {len(parts)} in {_clip(text)!r}"
        )
    if not all(parts):
        which = ("head", "relation", "tail")[[bool(p) for p in parts].index(False)]
        raise TripleFormatError(source, line_no, f"the {which} is empty in {_clip(text)!r}")
    return Triple(parts[0], parts[1], parts[2])


def read_triples(path: str | Path, fmt: str = "auto") -> Iterator[Triple]:
    """Every triple in ``path``, in file order. Raises :class:`TripleFormatError` on the first bad line
    (naming it) and ``FileNotFoundError`` when there is no such file."""
    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"No triple file at {p}.")
    fmt = guess_format(p) if fmt == "auto" else fmt
    if fmt not in FORMATS:
        raise TripleFormatError(str(p), 0, f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    if fmt in LINE_FORMATS:
        return _read_lines(p, fmt)
    if fmt == "csv":
        return _read_csv(p)
    return _read_rdf(p, fmt)


def _open_text(p: Path) -> io.TextIOWrapper:
    return open(p, encoding="utf-8", newline="")


def _read_lines(p: Path, fmt: str) -> Iterator[Triple]:
    with open(p, "rb") as fh:  # bytes, decoded per line: a bad byte is named by its own line
        for line_no, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise TripleFormatError(str(p), line_no, f"not UTF-8 text ({exc.reason})") from None
            t = parse_line(line, fmt, line_no, str(p))
            if t is not None:
                yield t


def _read_csv(p: Path) -> Iterator[Triple]:
    with _open_text(p) as fh:
        reader = csv.reader(fh)
        try:
            for row in reader:
                line_no = reader.line_num
                if not row or not any(c.strip() for c in row) or row[0].lstrip().startswith("#"):
                    continue
                parts = [c.strip() for c in row]
                if line_no == 1 and [c.lower() for c in parts] == ["head", "relation", "tail"]:
                    continue
                yield _make(parts, "csv", line_no, str(p), ",".join(row))
        except csv.Error as exc:
            raise TripleFormatError(str(p), reader.line_num, f"CSV error: {exc}") from None
        except UnicodeDecodeError as exc:
            raise TripleFormatError(str(p), reader.line_num + 1, f"not UTF-8 text ({exc.reason})") from None


def _read_rdf(p: Path, fmt: str) -> Iterator[Triple]:
    import rdflib  # heavy-ish: only for RDF files
    from rdflib.exceptions import ParserError

    g = rdflib.Graph()
    try:
        g.parse(p, format={"nt": "nt", "ttl": "turtle"}[fmt])
    except (ParserError, SyntaxError, ValueError, UnicodeDecodeError) as exc:
        line_no = _rdf_error_line(exc)
        raise TripleFormatError(str(p), line_no, f"RDF ({fmt}) parse error: {_clip(str(exc), 200)}") from None
    labels = {s: str(o) for s, o in g.subject_objects(rdflib.RDFS.label) if isinstance(o, rdflib.Literal)}

    def name(node: object) -> str:
        if node in labels:
            return labels[node]
        if isinstance(node, rdflib.URIRef):
            return _iri_tail(str(node))
        if isinstance(node, rdflib.BNode):
            return f"_:{node}"
        return str(node)

    return iter(
        [Triple(name(s), name(pr), name(o)) for s, pr, o in g if pr != rdflib.RDFS.label]
    )


def _iri_tail(iri: str) -> str:
    tail = iri.rstrip("/#")
    for sep in ("#", "/", ":"):
        if sep in tail:
            tail = tail.rsplit(sep, 1)[1]
            break
    from urllib.parse import unquote

    return unquote(tail).replace("_", " ") if tail else iri


def _rdf_error_line(exc: Exception) -> int:
    import re

    m = re.search(r"line (\d+)", str(exc)) or re.search(r"(?:^|\D)(\d+):\d+", str(exc))
    return int(m.group(1)) if m else 0


def _clip(text: str, n: int = 80) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
