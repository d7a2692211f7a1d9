"""How a gold answer string is matched in text (shared by the checker and the benchmark).

Case-insensitive, whitespace-normalised (any run of spaces, tabs and line breaks
counts as one space; NFKC, curly apostrophes made straight), and bounded: a gold
string that ends in a letter may not be followed by a letter, one that ends in a
digit may not be followed by a digit (and the same at its start). So "PEP" does
not match inside "PEPs" and "1978" not inside "19780", while a PDF footnote mark
glued to a word ("Kindervag1") still lets "John Kindervag" match.
"""

from __future__ import annotations

import re
import unicodedata


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.split()).casefold()


def _pattern(gold: str) -> re.Pattern[str]:
    g = normalise(gold)
    head = r"(?<![^\W\d_])" if g[:1].isalpha() else r"(?<!\d)" if g[:1].isdigit() else ""
    tail = r"(?![^\W\d_])" if g[-1:].isalpha() else r"(?!\d)" if g[-1:].isdigit() else ""
    return re.compile(head + re.escape(g) + tail)


def contains(text: str, gold: str) -> bool:
    return _pattern(gold).search(normalise(text)) is not None


def first_gold(text: str, golds: list[str]) -> str | None:
    """The first gold string found in ``text``, or None."""
    return next((g for g in golds if contains(text, g)), None)
