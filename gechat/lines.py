"""What kind of line a sentence is: a heading, a lead-in, a fragment, a question the text asks, a table of contents.

Read by retrieval (a sentence's context is the heading or lead-in above it, :func:`gechat.retrieval.contexts`),
the "not answered" decision and the extractive answer (:mod:`gechat.answerable`, :mod:`gechat.extractive`: a
question the text asks, a table of contents or a pointer to what follows states nothing), the lists a lead-in
introduces (:mod:`gechat.lists`) and the evidence ranking (:mod:`gechat.selection`: a fragment is held slightly
against a sentence).
"""

from __future__ import annotations

import re

#: "3.1 Scope", "Section 2. Subletting", "Article 4 Fees"
_NUMBERED = re.compile(r"^(?:\d+(?:\.\d+)*\.?|[A-Z]\.|[IVX]+\.|(?:Appendix|Chapter|Section|Part|Article|Clause|"
                       r"Schedule)\s+\w+(?:\.\w+)*\.?)\s+\S", re.I)
_MARKDOWN_HEADING = re.compile(r"#{1,6}[ \t][^\n]*$")  # the whole text: "## Title", no line after it
_END = (".", "!", "?", ";", ",")
_LEAD_END = (":", "—", "–", "--")
#: what "the following" says of a time, not of the text after it: "the following day", "the following fiscal year",
#: "the following months", "the following March" (not "May", which may be the verb: "The following may be …")
_WHEN = (r"(?:(?:fiscal|calendar|business|working|school|financial|academic)\s+)?(?:monday|tuesday|wednesday|thursday|"
         r"friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|"
         r"december|christmas|easter|day|morning|afternoon|evening|night|week|weekend|fortnight|month|quarter|year|"
         r"decade|century|hour|spring|summer|autumn|winter|season|term|session)s?")
_ANNOUNCES = re.compile(rf"^there (are|is) (two|three|four|five|six|several|a few|\d+) (other )?(major |main |key )?\w+"
                        rf"|\bthe following\b(?!\s+{_WHEN}\b)|\bas follows\b", re.IGNORECASE)
#: the items an announcement goes on to give in its own sentence, after a colon (not a clock's, "5:00 p.m.") or a
#: dash ("There are two basic approaches to centralized mobile device management: use a messaging server's management
#: capabilities ..., or use a product from a third party ..."): at least three words, so that the sentence answers
_OWN_ITEMS = re.compile(r"(?:(?<!\d):(?!\d)|—|–|--)\W*(?:[^\W_][^\s]*\s+){2,}[^\W_]")
#: or "including", "such as", "namely" after "There are N …" ("There are several other criminal statutes that may be
#: relevant …, including those relating to bank fraud, tax fraud, ..."); not "The following information, including
#: supporting documentation, must be provided …"
_OWN_EXAMPLES = re.compile(r"\b(?:including|such\s+as|namely)\W*(?:[^\W_][^\s]*\s+){2,}[^\W_]")


#: a book's division on a line of its own, with or without a full stop: "CHAPTER XV.", "Chapter 3", "BOOK ONE: 1805"
_NUMBER_WORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
                r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|"
                r"third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final)")
_DIVISION = re.compile(rf"(?:chapter|book|part|volume|canto|act|scene|letter)\s+(?:(?-i:[IVXLCDM]+)|\d+|{_NUMBER_WORD}"
                       rf"(?:[- ]{_NUMBER_WORD})?)\.?\]?(?::\s*\d{{3,4}}\.?)?", re.IGNORECASE)
#: a line in quotation marks that ends as a sentence ends is what someone says or signs ("“M. GARDINER.”" under a
#: letter in a novel), not a section title ("“THE RAVEN”" may be one)
_QUOTED_SENTENCE = re.compile(r"[\"“‘'«].*[.!?][\"”’'»]$")


def is_heading(text: str) -> bool:
    """A section title: a ``#`` line, a short numbered title without a full stop, a short all-capitals line (not a
    quoted sentence), a book's division ("CHAPTER XV.")."""
    t = " ".join(text.split())
    words = t.split()
    if is_contents(text):
        return True
    if _DIVISION.fullmatch(t):
        return True
    if _QUOTED_SENTENCE.fullmatch(t):
        return False
    if _MARKDOWN_HEADING.match(text.strip()) and len(words) <= 30:  # one Markdown heading line, however long
        return True
    if not words or len(words) > 12:
        return False
    if t.startswith("#"):
        return True
    if t.endswith(_END + _LEAD_END):
        return False
    if in_capitals(t) and "," not in t:
        return True
    return bool(_NUMBERED.match(t)) or is_contents(t)


def numbers_a_section(text: str) -> bool:
    """A heading that numbers its section and names it ("Section 1. Rent", "3.1 Scope"), not a title page's line in
    capitals ("FEDERAL INFORMATION PROCESSING STANDARDS PUBLICATION") or a bare division ("Chapter 13", which may be
    part of a title: "Handbook for\nChapter 13\nStanding Trustees")."""
    t = " ".join(text.split())
    return is_heading(t) and _NUMBERED.match(t) is not None


def in_capitals(text: str) -> bool:
    """Are all of ``text``'s letters, four or more, capitals ("SOUPS", "BACON AND PORK.")?"""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and all(c.isupper() for c in letters)


_CLOSERS = "\"'”’“‘»›)]"
_SENTENCE_END = (".", "!", "?", "…", "。", "！", "？")
#: what may follow a sentence's end: closing quotes and brackets, a citation ("[4]", "(12)", "¹", "*")
_AFTER_END = re.compile(r"(?:[" + re.escape(_CLOSERS) + r"\s*†‡§¹²³⁰-⁹]"  # closers, marks, superscripts
                        r"|\[\d+(?:[,–-]\s*\d+)*\]|\(\d+(?:[,–-]\s*\d+)*\)"  # "[4]", "[3,4]", "(12)"
                        r"|(?<=\D[.!?])\d{1,3})+$")  # "adults.12", not "2.1"


def is_fragment(text: str) -> bool:
    """Not a whole statement: a heading, a line that introduces what follows (ending in a colon or a dash), or
    text that does not end as a sentence ends (".", "!", "?", "…", before closing quotes, brackets or a citation
    mark): a title, a caption, a byline, a list item cut short, a page's chrome. Such text names a topic or
    leaves its statement unfinished, so it rarely is the evidence a reviewer wants."""
    t = text.strip()
    end = _AFTER_END.sub("", t) if not t.endswith(_SENTENCE_END) else t
    return not end.endswith(_SENTENCE_END) or t.endswith(_LEAD_END) or is_heading(text)


def is_contents(text: str) -> bool:
    """A table of contents or an index run together: several lines ending in a page number."""
    return len(re.findall(r"\s\d{1,4}\s*(?:\n|$)", text)) >= 3


def asks(text: str) -> bool:
    """Is ``text`` a question (it asks, and states nothing that could answer)? A question in quotation marks with
    only its speaker after it is one too: "“Can this be Mr. Darcy?” thought she.", "\"With Natasha Rostova,
    yes?\" said he." (not "“Is he married?” she asked, and learned that he was not.": more than the speaker)."""
    t = " ".join(text.split())
    return t.rstrip("\"'”’)").endswith("?") or bool(_ASKED_BY.fullmatch(t))


#: a quoted question, then at most six words that say who asks ("thought she.", "said Mrs. Bennet.", "asked Mr.
#: Collins, after a pause."), and no quotation after them
_ASKED_BY = re.compile(r"[\"“‘'].*\?[!?]*[\"”’']\s*(?:[\w.’'-]+,?\s+){0,5}[\w.’'-]+[.!]")


#: a sentence that only points to what follows it: "Selected acronyms and abbreviations used in the guide are
#: defined below."
_POINTS_ON = re.compile(r"\b(?:defined|listed|shown|given|described|summari[sz]ed|set\s+out|provided)\s+(?:below|"
                        r"overleaf|hereafter)\s*\.?\s*$", re.IGNORECASE)


#: a reference list's entry: "[SWAM] Department of Homeland Security (2015) Software Asset Management …"
_REFERENCE = re.compile(r"^\s*\[[^\]\s]{1,24}\]\s")


def is_reference_entry(text: str) -> bool:
    """Is ``text`` an entry of a reference list ("[SP800-53] NIST SP 800-53 Revision 4, Security and Privacy Controls
    …, 2013."), which cites a work and claims nothing of its own?"""
    return bool(_REFERENCE.match(text))


#: a sentence that only sends the reader elsewhere: "See Section 3 of SP 800-124 Revision 1, …, for more
#: information.", "For further details, refer to Appendix B."
_POINTS_ELSEWHERE = re.compile(
    r"^\W*(?:(?:please\s+)?(?:see|refer\s+to|consult)\b[^.;:]*\bfor\s+(?:more|further|additional)\s+"
    r"(?:information|details?|guidance|discussion)|for\s+(?:more|further|additional)\s+(?:information|details?|"
    r"guidance|discussion)\b[^.;:]*,\s*(?:please\s+)?(?:see|refer\s+to|consult)\b[^.;:]*)\s*\.?\s*$", re.IGNORECASE)


def states_nothing(text: str) -> bool:
    """Is ``text`` a question the document asks, a table of contents, or a sentence that only points to what follows
    ("... are defined below.") or elsewhere ("See Section 3 … for more information."), which answer nothing?"""
    return asks(text) or is_contents(text) or bool(_POINTS_ON.search(text)) or bool(_POINTS_ELSEWHERE.search(text))


def is_lead_in(text: str) -> bool:
    """A sentence that introduces what follows ("... as follows:", "... if—", "There are two ... that ..."), not one
    that gives the items it announces itself (:data:`_OWN_ITEMS`) nor one that says "the following" of a time ("On
    the following Monday, Mrs. Bennet had the pleasure of receiving her brother ...")."""
    t = " ".join(text.split())
    if t.endswith(_LEAD_END):
        return True
    if not (m := _ANNOUNCES.search(t)):
        return False
    return not (_OWN_ITEMS.search(t, m.end()) or (m.group(1) and _OWN_EXAMPLES.search(t, m.end())))


#: a lead-in that states at least this many words before what points to its list states something of its own
#: (:func:`states_before_list`)
LEAD_STATES_WORDS = 20
#: where a lead-in starts pointing to what follows: "… each of the following duties:", "… as follows:", "including"
_POINTING = re.compile(r"\b(?:(?:the|these|all\s+of\s+the|each\s+of\s+the|any\s+of\s+the|one\s+of\s+the)\s+"
                       r"following|as\s+follows|below|including|such\s+as)\b", re.IGNORECASE)


def states_before_list(text: str) -> bool:
    """Is ``text`` a lead-in (:func:`is_lead_in`) that states a fact of its own before what it introduces, in at
    least ``LEAD_STATES_WORDS`` words before it starts pointing to its list (:data:`_POINTING`): "Title III of the
    E-Government Act, entitled the Federal Information Security Management Act of 2002 (FISMA), tasked NIST with
    responsibilities for standards and guidelines, including the development of:", a novel's "As she pronounced these
    words, Mr. Darcy changed colour; but the emotion was short, and he listened …,--"? Not "The standing trustee
    must:", "The following table lists each of the information types …:", "In addition to the duties imposed by the
    Bankruptcy Code, the standing trustee must perform each of the following duties …:", nor a heading in capitals."""
    if not is_lead_in(text) or is_heading(text) or in_capitals(text):
        return False
    pointing = _POINTING.search(text)
    return len(text[:pointing.start() if pointing else len(text)].split()) >= LEAD_STATES_WORDS


def announces(text: str) -> bool:
    """Does ``text`` announce what the sentences after it speak of: a lead-in, or an announcement that gives its own
    items ("There are two basic approaches to …: use …, or use …", which "Architecturally, both approaches …" after
    it takes up)? The sentences after it are read with it (:func:`gechat.retrieval.contexts`)."""
    t = " ".join(text.split())
    return t.endswith(_LEAD_END) or bool(_ANNOUNCES.search(t))


def is_line(text: str, max_words: int = 12) -> bool:
    """A short line without a sentence's end (title-page lines: names, dates, addresses)."""
    t = text.strip()
    return len(t.split()) <= max_words and not t.endswith(_END)


#: the most words of a title in capitals (:func:`titles`)
TITLE_WORDS = 20


def titles(text: str) -> bool:
    """Is ``text`` a short line in title case or capitals that does not end as a sentence ends: a title, a table's
    header ("Summary of Standing Trustee Duties"; in capitals it may be longer and end in a full stop: "CHAPTER 2 –
    APPOINTMENT, QUALIFICATIONS, PERCENTAGE FEE AND COMPENSATION OF THE STANDING TRUSTEE", "PREFACE."), not a list
    item in sentence case ("Integrity—detect any intentional or unintentional changes to transmitted and stored
    data")?"""
    if in_capitals(text):  # with its full stop too, when short: "PREFACE.", "BY GEORGE BOOLE."; a longer line in
        # capitals with a full stop may be a statement ("THE SOFTWARE IS PROVIDED AS IS, WITHOUT WARRANTY OF ANY KIND.")
        return len(text.split()) <= TITLE_WORDS and (is_fragment(text) or (text.rstrip().endswith(".")
                                                                           and len(text.split()) <= 8))
    words = [w for w in re.findall(r"[^\W\d_][\w'’-]*", text) if w.lower() not in _TITLE_SMALL]
    return bool(words) and all(w[0].isupper() for w in words) and is_line(text) and is_fragment(text)


#: the small words a title leaves in lower case ("Summary of Standing Trustee Duties")
_TITLE_SMALL = frozenset("a an the of and or for to in on at by with from as vs".split())


#: the most words and characters of a title line that heads the lines below it (:func:`heads`)
HEAD_WORDS, HEAD_CHARS = 8, 60
_OPENS_SENTENCE = re.compile(r"[\"'“‘(\[]?[A-Z]")
_PAGE_NUMBER = re.compile(r"\s\d{1,4}\s*$")  # a contents line ends in its page number
_OPEN = re.compile(r"\([^)]*$|\[[^\]]*$|“[^”]*$")  # a bracket or quotation left open: the line goes on


def heads(line: str, following: str) -> bool:
    """Is ``line``, a line of plain text with no blank line after it, a title that heads ``following`` rather than the
    start of a sentence run on over the line break? It is short (at most HEAD_WORDS words, HEAD_CHARS characters;
    twice that in capitals), a heading or a title (:func:`is_heading`, :func:`titles`: "Section 2. Subletting",
    "Rent", "PETS", "3. Repairs"), without a comma (unless in capitals or numbered), and the next line opens a
    sentence (a capital) and is half as long again: "Section 2. Subletting\\nUnder no circumstances may tenants
    sublet …" is a title and its rule, not "Subletting Under no circumstances …". A hard-wrapped paragraph fills its
    lines, so a short title-case line inside one is rare; a narrow column's lines are all short."""
    t, f = line.strip(), following.strip()
    most = 2 if in_capitals(t) else 1  # a title in capitals may be longer ("BODY.PERCEIVED STRESS SCALE [:50, 51]")
    if not t or not f or len(t) > most * HEAD_CHARS or len(t.split()) > most * HEAD_WORDS \
            or not _OPENS_SENTENCE.match(f):
        return False
    if not (is_heading(t) or titles(t)) or in_capitals(f) or _OPEN.search(t):
        return False
    if _PAGE_NUMBER.search(f):
        return False  # a table of contents' heading above its entries ("SOUPS:\n        Bean      7")
    if "," in t and not (in_capitals(t) or _NUMBERED.match(t)):
        return False  # "According to Reuters, Goldman Sachs\nGroup Inc cut …": a sentence wrapped in a narrow column
    last = re.findall(r"[^\W\d_]+", t)[-1:]
    if last and last[0].lower() in _TITLE_SMALL:  # "… Foundation (“the": a line broken mid-phrase
        return False
    # much shorter than the line under it: a narrow column's lines are all short ("European Commission President\n
    # Ursula von der Leyen welcomed the\ndecision.", "The International Monetary Fund and World\nBank officials …")
    return len(f) >= max(1.5 * len(t), len(t) + 15)
