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
chooses a letter's form (Persian, the Indic scripts), a joiner between two pictographs (the family emoji is
three joined), and one presentation selector (U+FE0E, U+FE0F) right after a pictograph: the reader sees their
effect. A second selector after the first, or one after a letter, carries nothing a reader sees (hidden data is
written so, a selector to a byte). Left-to-right and right-to-left marks are removed but not counted: every
Hebrew or Arabic document holds them, and they hide no text.
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
#: the emoji presentation selectors: one after a pictograph chooses how it is drawn
_PRESENTATION = "\ufe0e\ufe0f"
#: marks that set the direction of neutral characters in right-to-left text: removed, but not counted as hidden
#: text (every Hebrew or Arabic document has them)
_DIRECTION_MARKS = "\u200e\u200f\u061c"


def _pictograph(c: str) -> bool:
    o = ord(c)
    return o >= 0x1F000 or 0x2600 <= o <= 0x27BF or 0x2190 <= o <= 0x21FF or 0x2B00 <= o <= 0x2BFF or c in "\u00a9\u00ae"


def _kept(text: str, i: int) -> bool:
    """Is the format character at ``i`` one a reader sees the effect of: a joiner between two letters of a script
    that shapes with it (Persian, the Indic scripts) or between two pictographs (an emoji sequence), or one
    presentation selector right after a pictograph?"""
    c, before, after = text[i], text[i - 1 : i], text[i + 1 : i + 2]
    if c in _PRESENTATION:
        return bool(before) and _pictograph(before)
    if c not in _JOINERS or not (before and after):
        return False
    if all(ch.isalpha() and ord(ch) > 0x24F for ch in (before, after)):
        return True
    return c == "\u200d" and _pictograph(after) and (_pictograph(before) or before in _PRESENTATION
                                                       or 0x1F3FB <= ord(before) <= 0x1F3FF)


def strip_invisible(text: str) -> tuple[str, int]:
    """``text`` without the characters a reader cannot see, and how many were removed (direction marks, which
    every right-to-left document holds, are removed but not counted)."""
    if not _ANY.search(text):
        return text, 0
    out = _OVERRIDDEN.sub("", text)
    removed = len(text) - len(out)
    kept, last = [], 0
    for m in _ANY.finditer(out):
        if _kept(out, m.start()):
            continue
        kept.append(out[last : m.start()])
        last = m.end()
        removed += m.group() not in _DIRECTION_MARKS
    kept.append(out[last:])
    return "".join(kept), removed
