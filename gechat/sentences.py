"""Sentence splitting with exact character offsets.

Loaders cut ``Document.text`` into :class:`Unit` s (a paragraph, a heading, a
bullet, a table row) that never share a sentence; a short table row is one
sentence ("Supports remote hosts? | Yes | No"), a long one is split cell by cell. Each unit is split with
pysbd (its English rules ship with the package; nothing is downloaded), and
every sentence is located back in the text, so
``text[start:end] == sentence`` holds exactly. Whitespace and leading bullet
glyphs are trimmed off the span; a span with no letter or digit is dropped.
Over-long "sentences" (tables, lists without punctuation) are cut at the
unit's line starts.
"""

from __future__ import annotations

import re
import threading
import time
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from gechat.errors import UnsafeDocumentError
from gechat.ids import sentence_id
from gechat.lines import heads
from gechat.records import Box, Page, PagePart, Sentence

MAX_SENTENCE_WORDS = 120
MAX_ROW_WORDS = 60  # a table row up to this long is one sentence; a longer one is read cell by cell

# bullet glyphs; symbol fonts (Wingdings, Symbol) put theirs in the private use area
BULLETS = "•◦▪▫●○■□►▸‣⁃∙·✓✔❖➢➤→\ue000-\uf8ff"
_LEAD = re.compile(rf"(?:\s|[{BULLETS}]|[-–—*o](?=\s))*")
_ALNUM = re.compile(r"[^\W_]")  # a letter or a digit: a rule of underscores is not text
# a drawn rule at a sentence's edge ("FIPS PUB 199 ______", "===="): 4+ underscores, equals signs, tildes or dashes
_RULE_HEAD = re.compile(r"(?:[_=~]{4,}|[-–—]{4,})\s*")
_RULE_TAIL = re.compile(r"\s*(?:[_=~]{4,}|[-–—]{4,})$")
# a boundary pysbd may find: terminal punctuation, closers, whitespace, then more text
_CANDIDATE = re.compile(
    r"[.!?…][\"'’”)\]]*\s+\S"
    r"|(?<=[A-Za-z][A-Za-z)\]])[.!?](?:[0-9]{1,3}\s+|[∗*†‡]\s*)[A-Z]"  # a footnote mark ("users.5 It", "detail.∗As")
)
# a line that opens a list item: a bullet ("•", "- ", "* ", "o ") always; an enumerator ("1. ", "2) ",
# "(a) ", "a) ") only after a line that ended a sentence or a lead-in (else "see Section\n2) hosting" would split)
BULLET_START = re.compile(rf"[ \t]*(?:[{BULLETS}]|[-–*o](?=\s))")
ENUM_START = re.compile(r"[ \t]*(?:\(?[0-9]{1,2}[.)](?=\s)|\(?[a-zA-Z]\)(?=\s))")
_ENDS_LINE = re.compile(r"[.!?:;][\"'’”)\]]*\s*$")


def opens_list_item(line: str, previous: str, previous_short: bool | None = None) -> bool:
    """Whether ``line`` starts a new list item, given the line before it (or its end, and whether it was short)."""
    if BULLET_START.match(line):
        return True
    if ENUM_START.match(line) is None:
        return False
    short = len(previous.strip()) < 40 if previous_short is None else previous_short
    return short or _ENDS_LINE.search(previous) is not None


# "word." + space + capital: a boundary unless "word" is a known abbreviation
_SAFE_BOUNDARY = re.compile(
    r"(?<![^\s(\[\"'“‘/-])([A-Za-z][A-Za-z]+|[0-9]{3,})[)\]]?([.!?])([\"'’”)\]]*)\s+(?=[\"'“‘(\[]?[A-Z])"
)
_LEAD_ENUM = re.compile(r"\(?(?:[0-9]{1,3}|[a-zA-Z])[.)]\s+")  # "1. " opening a list item is no boundary
_LEADERS = re.compile(r"(?:\. ?){4,}")  # table-of-contents dot leaders are not sentence ends
_ENUM_ONLY = re.compile(r"^(?:\(?[0-9]{1,3}[.)]|\(?[a-zA-Z][.)]|\(?[ivxlcIVXLC]{1,5}[.)])$")
# "10 a.m. to 5 p.m. Tuesday to Saturday": a clock time's "a.m."/"p.m." before a weekday, a time zone or a
# dated month goes on the same sentence ("5 p.m. Tickets are sold online." still ends one)
_CLOCK_END = re.compile(r"\b[0-9]{1,2}(?::[0-9]{2})?\s?[aApP]\.\s?[mM]\.$")
_CLOCK_GOES_ON = re.compile(
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b(?![.'’])"
    r"|(?:GMT|UTC|BST|CES?T|EE?S?T|[ECMP][SD]?T|IST|AEST|AEDT|NZST)\b"
    r"|(?:Eastern|Central|Pacific|Mountain|Greenwich|Coordinated)\s+(?:Standard\s+|Daylight\s+|Mean\s+|Universal\s+)?Time"
    r"|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+[0-9]{1,2}\b)"
    r"(?!\s+(?:is|was|will|has|had|saw|brings|marks)\b)"
)


@dataclass(frozen=True)
class Unit:
    """A stretch of ``Document.text`` that sentences never cross."""

    start: int
    end: int
    page: int = 0
    breaks: tuple[int, ...] = ()  # offsets where a visual line starts (cut points for over-long sentences)
    cells: tuple[tuple[int, int], ...] = ()  # a table row: its cells' spans (see ``SentenceSplitter.split_row``)
    whole: bool = False  # a title line: one sentence, never split ("Section 2. Subletting")


#: one lock for every splitter: two warming up at once in two threads (an upload indexing while a question is
#: asked) imported pysbd twice at the same time, and one of them met its modules half made ("cannot import name
#: 'Text' from partially initialized module 'pysbd.utils'"), so that document could not be parsed
_WARM_UP = threading.Lock()


class SentenceSplitter:
    """pysbd-backed splitter returning ``(start, end)`` spans into the given text."""

    def __init__(self, *, max_words: int = MAX_SENTENCE_WORDS, presplit: bool = True) -> None:
        self.max_words = max_words
        self.presplit = presplit  # False: pysbd judges every boundary (slower; for comparisons)
        self._seg = None
        self._abbreviations: frozenset[str] = frozenset()

    def warm_up(self) -> None:
        with _WARM_UP:
            if self._seg is None:
                import pysbd

                from pysbd.lang.english import English

                self._abbreviations = frozenset(a.lower() for a in English.Abbreviation.ABBREVIATIONS)
                self._seg = pysbd.Segmenter(language="en", clean=False, char_span=False)

    def split(self, text: str, start: int = 0, end: int | None = None, breaks: Sequence[int] = ()) -> list[tuple[int, int]]:
        end = len(text) if end is None else end
        para = text[start:end]
        if not para.strip():
            return []
        flat = para.replace("\n", " ").replace("\r", " ").replace("\f", " ").replace("\t", " ")
        raw: list[tuple[int, int]] = []
        for ps, pe in self._presplit(flat):
            piece = flat[ps:pe]
            probe = _LEADERS.sub(" ", piece).strip()
            lead = _LEAD_ENUM.match(probe)
            if _CANDIDATE.search(probe, lead.end() if lead else 0):  # an ambiguous boundary left: pysbd decides
                self.warm_up()
                raw.extend((ps + a, ps + b) for a, b in _locate(piece, self._seg.segment(piece)))
            else:
                raw.append((ps, pe))
        spans: list[tuple[int, int]] = []
        merged = _whole_addresses(flat, _closing_quotes_back(flat, raw))
        for s, e in _merge_enumerators(flat, _merge_clock_times(flat, merged)):
            trimmed = _trim(text, start + s, start + e)
            if trimmed is not None:
                spans.extend(self._cut_long(text, *trimmed, breaks))
        return spans

    def split_row(self, text: str, unit: Unit) -> list[tuple[int, int]]:
        """A table row: one sentence, cells and all, when it has at most MAX_ROW_WORDS words;
        else the sentences of each cell (never across cells)."""
        n_words = len(text[unit.start : unit.end].split()) - (len(unit.cells) - 1)  # separators are no words
        if n_words <= MAX_ROW_WORDS:
            span = _trim(text, unit.start, unit.end)
            return [span] if span else []
        out: list[tuple[int, int]] = []
        for s, e in unit.cells:
            out += self.split(text, s, e, [b for b in unit.breaks if s < b < e])
        return out

    def _presplit(self, flat: str) -> list[tuple[int, int]]:
        """Cut at boundaries no rule disputes ("word. Next", not "Dr. Next" or "U.S. Next").

        pysbd compiles regexes per abbreviation it meets, which makes it the slow
        part of parsing; it only sees the pieces that still hold a "." it must judge.
        """
        self.warm_up()
        if not self.presplit:
            return [(0, len(flat))]
        pieces = []
        start = 0
        seen = curly = straight = 0  # quote balance up to ``seen``: pysbd keeps a quotation whole; we cut a long one
        for m in _SAFE_BOUNDARY.finditer(flat):
            cut = m.end(3)
            span = flat[seen:cut]
            curly += span.count("“") - span.count("”")
            straight += span.count('"')
            seen = cut
            if m.group(2) == "." and m.group(1).lower() in self._abbreviations:
                continue
            if (curly > 0 or straight % 2) and not _speech_goes_on(flat, start, cut, curly > 0):
                continue
            pieces.append((start, cut))
            start = cut
        pieces.append((start, len(flat)))
        return pieces

    def _cut_long(self, text: str, s: int, e: int, breaks: Sequence[int]) -> list[tuple[int, int]]:
        if len(text[s:e].split()) <= self.max_words:
            return [(s, e)]
        cuts = sorted({b for b in breaks if s < b < e}) or [s + m.end() for m in re.finditer(r"\n", text[s:e])]
        if not cuts:
            return [(s, e)]
        out: list[tuple[int, int]] = []
        piece_start = s
        last = s
        for cut in [*cuts, e]:
            if last > piece_start and len(text[piece_start:cut].split()) > self.max_words:
                out.append((piece_start, last))
                piece_start = last
            last = cut
        out.append((piece_start, e))
        trimmed = (_trim(text, a, b) for a, b in out)
        return [t for t in trimmed if t is not None]


#: the fewest words a quotation's sentence must have on each side of a cut inside it ("“Yes. No,” he said." stays
#: whole; a speech of a novel or a statement quoted in a report is cut into its sentences, as readers and datasets
#: of sentence-level evidence such as WiCE cut it)
QUOTE_MIN_WORDS = 4


#: what may follow a quotation's closing mark where the quotation ends its sentence: the end, or a new sentence
_AFTER_QUOTE_ENDS = re.compile(r"\s*(?:$|[\"“‘(\[]?[A-Z0-9])")


def _speech_goes_on(flat: str, start: int, cut: int, curly: bool) -> bool:
    """May a quotation that is open at ``cut`` be cut there: do the sentence before it (from ``start``) and the
    quotation's rest up to its closing mark (or the end) both hold :data:`QUOTE_MIN_WORDS` words, and does the
    quotation end its own sentence? A quotation that a sentence goes on after ('titled "Safe at Home? A Review of
    Care", was published …', '“… next week,” Mr Patel said') stays whole: its speaker or verb is the sentence's."""
    close = flat.find("”" if curly else '"', cut)
    rest = flat[cut : close if close >= 0 else len(flat)]
    if close >= 0 and (flat[close - 1] not in ".!?…" or not _AFTER_QUOTE_ENDS.match(flat, close + 1)):
        return False  # '… are safe,” Mr. Smith told reporters': the sentence goes on to its speaker
    return len(flat[start:cut].split()) >= QUOTE_MIN_WORDS and len(rest.split()) >= QUOTE_MIN_WORDS


_CLOSING_QUOTE = re.compile(r"[\"”’]+(?=\s)")


def _closing_quotes_back(flat: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A span that opens with a quotation's closing mark ('" Critics disagreed.': pysbd given a piece that starts inside a
    quotation) gives the mark back to the sentence before it."""
    out: list[tuple[int, int]] = []
    for s, e in spans:
        m = _CLOSING_QUOTE.match(flat, s)
        if out and m and not flat[out[-1][1] : s].strip() and m.end() < e:
            out[-1] = (out[-1][0], m.end())
            s = m.end()
        out.append((s, e))
    return out


def _locate(flat: str, pieces: Sequence[str]) -> list[tuple[int, int]]:
    """Offsets of pysbd's pieces in ``flat``, by search, else by counting non-space chars."""
    spans = []
    cursor = 0
    for piece in pieces:
        core = piece.strip()
        if not core:
            continue
        i = flat.find(core, cursor)
        if i < 0:
            i, j = _align_by_nonspace(flat, cursor, core)
        else:
            j = i + len(core)
        spans.append((i, j))
        cursor = j
    if spans:  # whatever pysbd left out after its last piece stays in the last sentence
        tail = flat[spans[-1][1]:]
        if tail.strip():
            spans[-1] = (spans[-1][0], len(flat.rstrip()))
    return spans


def _align_by_nonspace(flat: str, cursor: int, core: str) -> tuple[int, int]:
    need = sum(1 for c in core if not c.isspace())
    i = cursor
    while i < len(flat) and flat[i].isspace():
        i += 1
    j, seen = i, 0
    while j < len(flat) and seen < need:
        if not flat[j].isspace():
            seen += 1
        j += 1
    return i, j


def _undo_cuts(spans: list[tuple[int, int]], undone: Callable[[tuple[int, int], int], bool]) -> list[tuple[int, int]]:
    """``spans`` with each cut that ``undone(previous span, next start)`` says was wrong joined back."""
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if out and undone(out[-1], s):
            out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def _merge_clock_times(flat: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A cut after "5 p.m." that a weekday, time zone or dated month goes on from is undone."""
    return _undo_cuts(spans, lambda before, s: bool(_CLOCK_END.search(flat, *before) and _CLOCK_GOES_ON.match(flat, s)))


#: a web address up to a span's end: "http://www.nist.gov/customcf/get_pdf.cfm?" (its query cut off after "?")
_ADDRESS_END = re.compile(r"(?:https?://|www\.)\S*$", re.IGNORECASE)


def _whole_addresses(flat: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A cut inside a web address is undone: pysbd ends a sentence at the "?" of
    "http://www.nist.gov/customcf/get_pdf.cfm?pub_id=913427", which then read as a question the document asks.
    A sentence never ends where no space follows and the address goes on."""
    return _undo_cuts(spans, lambda before, s: before[1] == s and bool(_ADDRESS_END.search(flat, *before))
                      and not flat[s:s + 1].isspace())


def _merge_enumerators(flat: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A lone "1." or "(a)" that pysbd cut off joins the sentence after it."""
    out: list[tuple[int, int]] = []
    carry: int | None = None
    for s, e in spans:
        if carry is not None:
            s, carry = carry, None
        if _ENUM_ONLY.match(flat[s:e].strip()):
            carry = s
            continue
        out.append((s, e))
    if carry is not None:
        if out:
            out[-1] = (out[-1][0], spans[-1][1])
        else:
            out.append((carry, spans[-1][1]))
    return out


def _trim(text: str, s: int, e: int) -> tuple[int, int] | None:
    m = _LEAD.match(text, s, e)
    if m:
        s = m.end()
    while e > s and text[e - 1].isspace():
        e -= 1
    head = _RULE_HEAD.match(text, s, e)
    if head:
        s = head.end()
    tail = _RULE_TAIL.search(text, s, e)
    if tail:
        e = tail.start()
    if e <= s or not _ALNUM.search(text, s, e):
        return None
    return s, e


def split_units(
    text: str,
    units: Iterable[Unit],
    *,
    splitter: SentenceSplitter | None = None,
    deadline: float | None = None,
    name: str = "document",
) -> list[tuple[int, int, int]]:
    """``(start, end, page)`` of every sentence, unit by unit, in order."""
    sp = splitter or default_splitter()
    out: list[tuple[int, int, int]] = []
    for n, u in enumerate(units):
        if deadline is not None and n % 64 == 0 and time.perf_counter() > deadline:
            raise UnsafeDocumentError(name, "sentence splitting ran past the parse timeout")
        if u.whole:
            whole = _trim(text, u.start, u.end)
            spans = [whole] if whole else []
        else:
            spans = sp.split_row(text, u) if u.cells else sp.split(text, u.start, u.end, u.breaks)
        out.extend((s, e, u.page) for s, e in spans)
    return out


def build_sentences(
    doc_id: str,
    text: str,
    spans: Iterable[tuple[int, int, int]],
    boxes_for: Callable[[int, int, int], tuple[Box, ...]] | None = None,
    pages: Sequence[Page] = (),
) -> tuple[Sentence, ...]:
    """Sentence records for ``(start, end, page)`` spans; ``boxes_for(start, end, page)`` adds PDF boxes.

    With ``pages`` (a PDF's) a span's pages come from where it lies: a span that goes on over a page
    break (a unit the loader joined across it) gets one part per page, each with its own boxes.
    """
    starts = [p.char_start for p in pages]
    out: list[Sentence] = []
    for i, (s, e, page) in enumerate(spans):
        parts = [(s, e, page)]
        if pages:
            k = max(bisect_right(starts, s) - 1, 0)
            parts = [(s, min(e, pages[k].char_end), pages[k].number)]
            while k + 1 < len(pages) and pages[k + 1].char_start < e:
                k += 1
                part = _trim(text, max(s, pages[k].char_start), min(e, pages[k].char_end))
                if part is not None:
                    parts.append((*part, pages[k].number))
            if len(parts) > 1:  # the first part ends where its page does, less the separator
                first = _trim(text, s, parts[0][1])
                parts[0] = (s, first[1] if first else parts[0][1], parts[0][2])
        more = tuple(PagePart(p, a, b, boxes_for(a, b, p) if boxes_for else ()) for a, b, p in parts[1:])
        a, b, p = parts[0]
        out.append(
            Sentence(
                id=sentence_id(doc_id, s, e),
                doc_id=doc_id,
                index=i,
                text=text[s:e],
                char_start=s,
                char_end=e,
                page=p,
                boxes=boxes_for(a, b, p) if boxes_for else (),
                more=more,
            )
        )
    return tuple(out)


# a label on a line of its own that heads the lines below it: "ABSTRACT.RESULTS:", "TITLE:", "SOUPS:",
# "Methods:", "Patients and Methods:"; not a lead-in that a sentence goes on from ("He said:", "as follows:")
_HEADING_LABEL = re.compile(
    r"[ \t]*(?:[^a-z\n:]*[A-Z]{2}[^a-z\n:]*"  # capitals only (dots, digits and spaces allowed)
    r"|[A-Z][a-z]+(?:[ \t]+(?:[A-Z][a-z]+|and|of|the|for|in|to))*)"  # or a few capitalised words
    r"[ \t]*:{1,2}[ \t]*\n"
)


def is_heading_label(line: str, following: str = "") -> bool:
    """Whether ``line`` (with its line break) is a short heading ending in a colon that opens a paragraph, and the
    line ``following`` it does not go on with a sentence it leads into (it starts with no lower-case letter: "The
    Board of Directors:\nhas resolved …" is one sentence)."""
    return len(line) <= 80 and len(line.split()) <= 6 and not following.lstrip()[:1].islower() \
        and _HEADING_LABEL.fullmatch(line) is not None


def paragraph_units(text: str, start: int = 0, end: int | None = None, page: int = 0) -> list[Unit]:
    """Units of plain text: paragraphs separated by blank lines (or form feeds); a heading label on a
    paragraph's first line ("ABSTRACT.RESULTS:", :func:`is_heading_label`) is a unit of its own, and so is a title
    line above the sentences it heads, at a paragraph's start or after a line that ended a sentence
    (:func:`gechat.lines.heads`: "Section 2. Subletting\nUnder no circumstances …"), as one sentence."""
    end = len(text) if end is None else end
    units: list[Unit] = []
    para_start = -1
    breaks: list[int] = []
    pos = start
    previous = ""
    lines = re.split(r"(?<=[\n\f])", text[start:end])
    for k, line in enumerate(lines):
        blank = not line.strip() or line.endswith("\f")
        heading = titled = False
        if line.strip():
            following = lines[k + 1] if k + 1 < len(lines) else ""
            if para_start >= 0 and (opens_list_item(line, previous)  # a list item opens its own unit, a title too
                                    or (_ENDS_LINE.search(previous) is not None and heads(line, following))):
                units.append(Unit(para_start, pos, page, tuple(breaks)))
                para_start = -1
            previous = line
            if para_start < 0:
                para_start, breaks = pos, []
                heading = is_heading_label(line, following)
                titled = not heading and not blank and heads(line, following)
            else:
                breaks.append(pos)
        line_start = pos
        pos += len(line)
        if (heading or titled) and not blank:  # "ABSTRACT.RESULTS:" on a line of its own heads what follows
            units.append(Unit(para_start, line_start + len(line.rstrip()), page, (), whole=titled))
            para_start = -1
            continue
        if blank and para_start >= 0:  # a blank line is not part of the paragraph it closes
            units.append(Unit(para_start, pos if line.strip() else line_start, page, tuple(breaks)))
            para_start = -1
    if para_start >= 0:
        units.append(Unit(para_start, end, page, tuple(breaks)))
    return units


_default: SentenceSplitter | None = None
_default_lock = threading.Lock()


def default_splitter() -> SentenceSplitter:
    global _default
    with _default_lock:
        if _default is None:
            _default = SentenceSplitter()
        return _default


def split_text(text: str) -> list[tuple[int, int]]:
    """Spans of the sentences of plain text (paragraphs at blank lines)."""
    return [(s, e) for s, e, _ in split_units(text, paragraph_units(text))]
