"""Characters a reader cannot see, taken out of every loader's text and counted as hidden text.

Whatever the format, a document can carry text in characters that take no room on the page: Unicode tag
characters (U+E0020-U+E007E spell ASCII that no font draws, yet a language model reads), zero-width spaces
and joiners (a payload written in binary between the letters of a word), variation selectors, invisible
operators, soft hyphens, bidi controls, Hangul fillers. ``strip_invisible`` removes them and says how many
it removed (reason ``"invisible"``, with the other hidden-text counts of the loaders).

Text under a right-to-left override (U+202E, up to U+202C or the end of the line) is hidden as a whole:
a reader sees its letters in reverse order, which is not what the document stores, and no right-to-left
script needs the override (they are laid out right to left by themselves).

Kept: a zero-width joiner or non-joiner between two letters of a script other than Latin, where it
chooses a letter's form (Persian, the Indic scripts) and the reader sees its effect.
"""

from __future__ import annotations

import re

#: format characters and fillers that draw nothing (the Arabic number signs of category Cf draw, and stay)
_DRAW_NOTHING = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef"
)
_ANY = re.compile(f"[{_DRAW_NOTHING}]")
#: a right-to-left override and what it reverses, up to its pop (U+202C) or the line's end
_OVERRIDDEN = re.compile("\u202e[^\u202c\n]*\u202c?")
_JOINERS = "\u200c\u200d"


def _shaping(text: str, i: int) -> bool:
    """Is the joiner at ``i`` between two letters of a script that shapes with it (not Latin)?"""
    before, after = text[i - 1 : i], text[i + 1 : i + 2]
    return bool(before and after) and all(c.isalpha() and ord(c) > 0x24F for c in (before, after))


def strip_invisible(text: str) -> tuple[str, int]:
    """``text`` without the characters a reader cannot see, and how many were removed."""
    if not _ANY.search(text):
        return text, 0
    out = _OVERRIDDEN.sub("", text)
    removed = len(text) - len(out)
    kept, last = [], 0
    for m in _ANY.finditer(out):
        if m.group() in _JOINERS and _shaping(out, m.start()):
            continue
        kept.append(out[last : m.start()])
        last = m.end()
        removed += 1
    kept.append(out[last:])
    return "".join(kept), removed
