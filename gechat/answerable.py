"""Does a candidate answer the question: what it asks about, and the features of the "not answered" decision.

:func:`coverage` reads the ranked candidates of :func:`gechat.retrieval.retrieve` (or of the database search) as the
decision :func:`gechat.relevance.answers_question` needs them: how relevant the best sentence is, whether one of the
best holds what a typed question asks for (:func:`typed_top`; a title page's line only for a question about the
document itself, :func:`title_page_line`), and whether the one that would answer names what the question names.
The question's *subject* as the documents' headings name it (:func:`question_subject`: "bean soup ... men" under
"Bean soup (for 20 men)") keeps an amount of another recipe from answering for this one (:func:`off_subject`) and,
when it names one section (:func:`one_section`), lets the answer stage read that section first (:func:`for_subject`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from gechat.asked import office_asked, question_type
from gechat.values import SPECIFIC, holds_asked
from gechat.relevance import ABOUT_DOCUMENT, Coverage, question_names, question_terms, unnamed
from gechat.lines import asks, is_contents, is_heading, is_line, is_reference_entry, states_nothing
from gechat.retrieval import FRONT_SENTENCES, Candidate, introduces
from gechat.text import content_stems as content_words
from gechat.weekdays import day_of


#: how many of the best candidates are searched for a value of the asked-for type
TYPED_TOP = 10
#: how much higher a candidate that holds the asked-for value ranks, for the decision and the answer stage alike
TYPE_BONUS = 0.2
#: how far under the best-ranked candidate an untyped question's answer may rank when the best lacks only the day
#: of the week the question names and it names it
DAY_NEAR = 0.05
#: question words a heading must hold to name the question's subject (:func:`question_subject`)
SUBJECT_MIN_WORDS = 2


def under(c: Candidate) -> str:
    """The heading or lead-in ``c`` stands under, or its own text when it is one (a lead-in that states stands
    under its heading, :func:`gechat.retrieval.introduces`)."""
    return c.sentence.text if introduces(c) else c.context


#: words that say what is asked, not what it is asked of ("cost", "month" in "What does the plan cost per month?")
_ASKED_WORDS = frozenset(content_words("cost costs price prices fee fees pay paid charge month months year years week "
                                       "weeks day days hour hours minute minutes time long many much number amount "
                                       "percent percentage date temperature degrees"))


#: the end of a list item that the next item goes on from: "; or", "; and", ", or"
_CONTINUED = re.compile(r"[;,]\s*(?:or|and|and/or)\s*$", re.IGNORECASE)


def question_subject(question: str, candidates: Sequence[Candidate]) -> frozenset[str]:
    """The question's subject as the documents' headings name it: the most question words that one heading
    among the ``candidates`` holds, when they are at least ``SUBJECT_MIN_WORDS`` ("bean soup ... men" for "What
    does the bean soup for 20 men cost?" where a recipe is headed "Bean soup (for 20 men)"); empty otherwise.
    The question's names and numbers are left to :func:`gechat.relevance.unnamed`, which reads acronyms."""
    terms = question_terms(question) - content_words(" ".join(question_names(question))) - _ASKED_WORDS
    best: frozenset[str] = frozenset()
    for c in candidates:
        if not (c.heading and is_heading(c.sentence.text)) or is_contents(c.sentence.text) \
                or _CONTINUED.search(c.sentence.text):
            continue  # a table of contents holds every subject's words; a list's item that goes on ("b. Filing a
            # motion to dismiss or convert the case; or") names no section
        got = frozenset(terms & content_words(c.sentence.text))
        if len(got) > len(best):
            best = got
    return best if len(best) >= SUBJECT_MIN_WORDS else frozenset()


def about_document(question: str) -> bool:
    """Does the question ask about the making of a document (its date, its author, who approved it)?"""
    return bool(ABOUT_DOCUMENT.search(question))


def title_page_line(c: Candidate, question: str) -> bool:
    """Is ``c`` a short line of a title page ("February 2004", "Donald L. Evans, Secretary") that owes all its
    relevance to the document's title above it (it holds none of the question's own words)? Such a line dates or
    names the document; it answers no other question ("By what date did agencies have to finish ...?")."""
    return c.sentence.index < FRONT_SENTENCES and bool(c.context) and is_line(c.sentence.text) \
        and not question_terms(question) & content_words(c.sentence.text)


def may_answer(c: Candidate, question: str) -> bool:
    """May the value ``c`` holds answer ``question``: not a title page's line, unless the question asks about the
    document itself?"""
    return about_document(question) or not title_page_line(c, question)


def unnamed_in(question: str, c: Candidate) -> list[str]:
    """The question's names that ``c``, read with its context, does not name. Its document's title names two kinds of
    them for every sentence of the document: a year, for a sentence that gives none ("Did operating profit rise in
    2023?" / "Operating profit fell from £38 million to £31 million." in the "Port of Kelmouth Annual Review 2023";
    not "Cargo fell to 15.1 million tonnes in 2022."), and a name the sentence refers to by a noun of the title's
    phrase that holds it ("How many people did the Port of Kelmouth employ?" / "The port employed 1,850 people").
    A title's other names (a publication's code, "NIST SP 800-207", "FIPS 199") name the document, not what each of
    its sentences is about: a question that names them and asks what no sentence of the document states stays
    declined; but a line of its front matter that names the holder of the office a question asks about ("Patrick D.
    Gallagher, … Director" for "Who was NIST's Director when SP 800-40 Revision 3 was released?") names the
    publication too: a title page lists the officials in office when it came out."""
    own = f"{c.context}\n{c.sentence.text}"
    lacking = unnamed(question, own)
    if not lacking or not c.title:
        return lacking
    dated = bool(_YEAR.search(own))
    front = c.sentence.index < FRONT_SENTENCES and about_document(question)
    held = c.sentence.index < FRONT_SENTENCES and bool(office_asked(question)) \
        and holds_asked(c.sentence.text, question)  # the officials a title page lists held office when it came out
    return [n for n in lacking if not _titled(n, c.title, own, dated)
            and not (n in sources(question) and codes_title(n, c.title))
            and not author_speaks(n, c.title, question)
            and not (front and _in_title(n, c.title))
            and not (held and _is_code(n) and codes_title(n, c.title))]  # the office the line names must be the
    # one asked (:func:`gechat.persons.person_named`), so no President is read off a Secretary's line


#: the author a title names: "… Mathematical Analysis of Logic, by George Boole", "Title: Pride and Prejudice Author:
#: Jane Austen"
_AUTHOR = re.compile(r"(?<!translated )(?<!edited )(?<!produced )(?<!illustrated )(?<!transcribed )(?<!prepared )"
                     r"(?:\b(?i:by)|\b(?i:author):)\s+(?P<name>[A-Z][\w.'’-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w.'’-]*){0,5})")
#: the works and ideas of an author, which a question may give as the author's ("Boole's calculus", "Austen's novel")
_WORKS = r"(?:own\s+)?(?:calculus|logic|system|method|view|views|account|theory|notation|analysis|argument|approach|" \
         r"definition|definitions|words|opinion|claim|position|treatment|symbols?|laws?|rules?|principles?|terms|" \
         r"terminology|examples?|proof|interpretation|characters|heroine|hero|narrator|story|plot|reasoning|" \
         r"conclusion|thesis)\b"
#: the work itself, as the setting a question opens with ("In Austen's novel, …"); not "De Morgan's response to
#: Boole's essay", which is about the work from outside it
_WORK = r"(?:essay|book|work|novel|text|treatise|paper)\b"
#: verbs by which a question makes the author the voice of the work: "What does Boole call …?", "Boole argues …"
_SAYS = r"(?:say|says|said|call|calls|called|mean|means|meant|define|defines|defined|argue|argues|argued|claim|" \
        r"claims|claimed|describe|describes|described|propose|proposes|proposed|suggest|suggests|suggested|maintain|" \
        r"maintains|maintained|explain|explains|explained|admit|admits|admitted|assert|asserts|asserted|conclude|" \
        r"concludes|concluded|state|states|stated|note|notes|noted|contend|contends|contended|insist|insists)\b"


def author_speaks(name: str, title: str, question: str) -> bool:
    """Is ``name`` the author the document's ``title`` names (:data:`_AUTHOR`; the surname at least: "Jane" of "by Jane
    Austen" is as likely Jane Bennet), which the question takes as the voice of the whole work ("In Boole's calculus,
    what stands for …?", "What does Boole call the symbols x, y, z …?", "according to Austen", "Boole argues …")?
    Then every sentence of the document says what the author says, without naming them. Not the author as a person
    the work might speak of ("When was Boole born?", "What position did Boole hold?", "When did Austen write …?"),
    nor someone else's words about them ("What do critics of Boole say …?"), nor a translator or an editor."""
    if _is_code(name):
        return False
    words = [_bare_name(w) for w in name.split()]
    said = " ".join(words)  # "Boole's" of "In Boole's calculus": "Boole"
    if not words or not any(_is_author(said, m.group("name")) for m in _AUTHOR.finditer(title)):
        return False
    said = re.escape(said)
    return bool(re.search(rf"\b(?i:according)\s+to\s+{said}\b|(?<![\w-]){said}['’]s\s+{_WORKS}|"
                          rf"^(?i:in)\s+{said}['’]s\s+(?:own\s+)?{_WORK}|"
                          rf"\b(?i:does|did|do)\s+{said}\s+{_SAYS}|"
                          rf"(?<!\bof )(?<!\bto )(?<!\bby )(?<!\babout )(?<![\w-]){said}\s+{_SAYS}", question))


def _is_author(name: str, authors: str) -> bool:
    """Is ``name`` (its words) one of ``authors`` ("George Boole", "GEORGE BOOLE"; "Karl Marx and Friedrich Engels"),
    by more than a first name ("Jane" of "Jane Austen")?"""
    for author in re.split(r"\s+(?:and|&)\s+", authors):
        own = [w.rstrip(".,").lower() for w in author.split()]
        words = [w.lower() for w in name.split()]
        if own and all(w in own for w in words) and not (len(own) > 1 and words[-1] == own[0]):
            return True
    return False


def _in_title(name: str, title: str) -> bool:
    """Does the title hold every word of ``name`` ("Army" in "Recipes Used in the Cooking Schools, U. S. Army")? A line
    of a document's front matter names what its title does, for a question about the document's making ("In what
    year did the Government Printing Office print the Army cooking school recipes?": "GOVERNMENT PRINTING OFFICE,
    1906." on the title page)."""
    if _is_code(name):  # a publication's code names the document only as "this publication" does
        return False  # ("Who was the President … when FIPS 199 was approved?": not the E-Government Act's sentence)
    said = {w.lower() for w in re.findall(r"[\w'’-]+", title)}
    words = [_bare_name(w).lower() for w in re.findall(r"[\w'’-]+", name)]
    return bool(words) and all(w in said for w in words)


#: "According to FIPS 199, what may adverse effects on individuals include?", "What is a loss of integrity according
#: to FIPS 199?": the document the question asks to be read, named by the code up to the next comma or the end
_ACCORDING = re.compile(r"\baccording\s+to\s+(?:the\s+)?([^,?;]+)", re.IGNORECASE)


def sources(question: str) -> set[str]:
    """The publications' codes (names with a digit, "FIPS 199", "SP 800-40r3") that ``question`` gives as its
    source ("according to …"): every sentence of the document whose title opens with the code says what that document
    says, with or without "this publication"."""
    found = " ".join(m.group(1) for m in _ACCORDING.finditer(question))
    return {n for n in question_names(question) if _is_code(n) and n in found}


def _is_code(name: str) -> bool:
    """Is the question's name a publication's code, a name with a figure ("FIPS 199", "NIST SP 800-207")?"""
    return any(ch.isdigit() for ch in name)


def _titled(name: str, title: str, own: str, dated: bool) -> bool:
    """Does the document title ``title`` name ``name`` for a sentence ``own`` (read with its context)?"""
    if _YEAR.fullmatch(name):
        return not dated and name in title
    if _is_code(name):  # a publication's code: named by a sentence that says "this publication"
        return bool(_THIS_DOCUMENT.search(own)) and codes_title(name, title)
    if name.isupper() and re.match(rf"{re.escape(name)}\s+(?:\S+\s+){{0,2}}\S*\d", title):  # so is the issuer
        return bool(_THIS_DOCUMENT.search(own))  # whose initials open the code: "NIST" of "NIST Special Publication
    # 800-124 …" ("Does NIST recommend …?"); not the first word of "HIV Prevention Guidelines", which codes nothing
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", name) if not w.isupper()]
    if not words:
        return False
    bare = {_bare_name(w) for w in words}
    for phrase in _TITLE_PHRASE.finditer(title):
        said = phrase.group(0)
        if all(re.search(rf"\b{re.escape(w)}", said) for w in bare):
            nouns = {w.lower() for w in said.split() if w[0].isupper() and _bare_name(w) not in bare}
            if any(re.search(rf"\bthe\s+{re.escape(n)}\b", own, re.IGNORECASE) for n in nouns if len(n) > 2):
                return True
    return False


#: a sentence's words for the document it stands in ("Comments on this publication may be submitted to:", "This
#: standard establishes …"): the noun ends its phrase (not "this standard mileage rate", "this standard deduction")
_THIS_DOCUMENT = re.compile(
    r"\b(?:this|the\s+present)\s+(?:publication|document|standard|guide|guideline|handbook|report|recommendation|"
    r"manual|book)(?=\s*(?:[^\w\s-]|$)|\s+(?:is|are|was|were|has|have|had|may|might|can|could|should|must|shall|will|"
    r"would|does|do|did|also|we|that|which|to|in|on|at|for|by|with|as|from|because|since|and|or|but|if|when|while|"
    r"although|unless|than|only|itself|applies|provides|describes|establishes|"
    r"defines|specifies|contains|covers|addresses|supersedes|replaces|uses|gives|sets|focuses|presents|outlines|"
    r"discusses|explains|identifies|includes|introduces|summarizes|recommends)\b)", re.IGNORECASE)


def document_named(text: str, title: str, statement: str) -> str:
    """``text`` with its words for its own document ("this publication") written as ``statement`` names that
    document, by the code its ``title`` opens with ("Laptops are specifically excluded from the scope of SP 800-124
    because …" for "laptops are excluded from the scope of SP 800-124"), or "" when it has no such words or the
    statement names no code of the title: what a judge that cannot know "this publication" is SP 800-124 reads."""
    said = _THIS_DOCUMENT.search(text)
    if said is None or not title:
        return ""
    name = next((n for n in question_names(statement) if _is_code(n) and codes_title(n, title)), "")
    return f"{text[:said.start()]}{name}{text[said.end():]}" if name else ""


def codes_title(name: str, title: str) -> bool:
    """Is ``name`` (a publication's code, "NIST SP 800-207", "FIPS 199") the code the document title ``title`` opens
    with ("NIST Special Publication 800-207 Zero Trust Architecture", "FIPS PUB 199 …"), not one a work about it
    names ("Implementation Guidance for FIPS 140-2", "NIST SP 800-172 … A Supplement to NIST SP 800-171")? Its words
    are read in order against the title's: each the same word, one the title's word opens with ("PUB":
    "Publication"; a number only whole, "800-53" is not "800-53A"), or the initials of the capitalised words that
    follow ("SP": "Special Publication"), up to two of the title's words let pass between them ("PUB"), and before
    the first at most one word, an issuer's initials ("NIST")."""
    said = [w.rstrip(".,:;") for w in re.findall(r"[\w'’.-]+", title)]
    words = [_bare_name(w).rstrip(".") for w in name.split()]
    at, first = 0, None
    for word in words:
        found = None
        for i in range(at, min(len(said), at + 3)):
            if said[i].lower() == word.lower() or len(word) >= 3 and word.isalpha() \
                    and said[i].lower().startswith(word.lower()):  # "PUB": "Publication"; never "800-53": "800-53A"
                found, at = i, i + 1
                break
            n = len(word)
            if word.isupper() and 2 <= n <= 4 and all(w[:1].isupper() for w in said[i:i + n]) \
                    and len(said[i:i + n]) == n and "".join(w[0] for w in said[i:i + n]) == word:
                found, at = i, i + n
                break
        if found is None:
            return False
        first = found if first is None else first
    issuer = first == 1 and said[0].isupper() and said[0].isalpha() and 2 <= len(said[0]) <= 5  # "NIST"; not
    # "GUIDE TO FIPS 199 …"
    return bool(words) and first is not None and (first == 0 or issuer)


def _bare_name(word: str) -> str:
    """A name without its possessive ("Kelmouth's": "Kelmouth")."""
    return re.sub(r"['’]s?$", "", word)


#: a year ("2023", "1998")
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
#: a title's phrase of capitalised words, with "of", "de", "the" inside it ("Port of Kelmouth Annual Review")
_TITLE_PHRASE = re.compile(r"[A-Z][\w'’-]*(?:\s+(?:(?:of|de|the|and)\s+)?[A-Z][\w'’-]*)*")


def typed_top(candidates: Sequence[Candidate], k: int = TYPED_TOP, question: str = "",
              qtype: str | None = None) -> list[Candidate]:
    """The best ``k`` candidates that state something, by score, with the headings and lead-ins ranked among them
    (a heading may hold the value: "(for 40 men, 6 men to 1 quart)"), but not counted: a title page's headings
    ("FIPS PUB 199", "TECHNOLOGY ADMINISTRATION") would otherwise push its date out. Questions in the text and
    tables of contents are left out. With ``question``, one that asks for a value a sentence seldom holds by chance
    (:data:`gechat.values.SPECIFIC`: an age, an email address), a candidate that holds it ranks ``TYPE_BONUS`` higher,
    as the answer stage ranks it (:mod:`gechat.extractive`): in a novel "He was a tall, heavy-looking young man of
    five-and-twenty." answers "How old is Mr. Collins?" though a hundred sentences share more of its words. Not for
    a date, a number or a name, which a sentence that does not answer holds as often ("In what year was Platon
    Karataev born?": "... prior to 1812 ..."). ``qtype``: the question's type, when already read."""
    qtype = (question_type(question) if question else "") if qtype is None else qtype
    qtype = qtype if qtype in SPECIFIC else ""

    def key(c: Candidate) -> float:
        return -(c.score + (TYPE_BONUS if qtype and holds_asked(c.sentence.text, question, qtype) else 0.0))
    out, stating = [], 0
    for c in sorted(candidates, key=key):
        if stating == k:
            break
        if not states_nothing(c.sentence.text):
            out.append(c)
            stating += not (introduces(c) or _fragment(c.sentence.text))
    return out


def _fragment(text: str) -> bool:
    """A line of at most three words and no figure, a title page's piece ("Army", "USED IN THE", "WASHINGTON:",
    "[Illustration]", "Language: English"): ranked among the typed top like a heading, but not counted, so that a
    front matter's pieces do not push out its line that holds the value ("GOVERNMENT PRINTING OFFICE, 1906.")."""
    return len(text.split()) <= 3 and not any(ch.isdigit() for ch in text)


def holds_subject(subject: frozenset[str], c: Candidate) -> bool:
    """Does ``c``, with the heading it stands under, hold every word of the question's ``subject``?"""
    return subject <= content_words(f"{under(c)}\n{c.sentence.text}")


def one_section(subject: frozenset[str], candidates: Sequence[Candidate]) -> bool:
    """Do the question's ``subject`` words name one section (a single heading among the candidates holds them
    all: "Ginger snaps (for 100 men)"), rather than a theme that runs through many ("Zero Trust Basics", "Logical
    Components of Zero Trust Architecture", ...)?"""
    named = {frozenset(words) for c in candidates if not is_contents(under(c)) and len(under(c).split()) <= 12
             and subject <= (words := content_words(under(c)))}  # a title, not a lead-in that mentions the subject
    return bool(subject) and len(named) == 1


def for_subject(subject: frozenset[str], question: str, c: Candidate) -> bool:
    """May ``c`` speak of the question's ``subject``: it names some of it, with its heading, or its heading names
    only what the question asks about (a "Cost" section under "Bean soup" for "What does the bean soup cost?";
    "The premium tier is billed at $30" under "Pricing" for "... the premium plan cost?")? Not "Bake for about 5
    minutes" under "Buckwheat cakes" for "How many minutes should the ginger snaps bake?"."""
    heading = content_words(under(c))
    return bool(subject & content_words(f"{under(c)}\n{c.sentence.text}")) or bool(
        heading and heading <= question_terms(question))


def off_subject(subject: frozenset[str], c: Candidate) -> bool:
    """Does ``c`` stand under a heading that names another subject: one that holds some of the question's
    ``subject`` words but not all, the rest nowhere in the sentence ("Potato soup (for 20 men)" for the subject
    "bean soup ... men")? A sentence under a heading that names none of them ("Cost" under "Bean soup",
    "Pricing") is not: the heading above the nearest one may name the subject."""
    heading = content_words(under(c))
    return bool(subject & heading) and not subject <= heading | content_words(c.sentence.text)


def spelt(question: str, stems: set[str]) -> list[str]:
    """The question's words whose stems are ``stems``, as the question writes them."""
    return list(dict.fromkeys(w.strip("?,.;:!\"'") for w in question.split() if content_words(w) & stems))


def coverage(question: str, candidates: Sequence[Candidate]) -> Coverage:
    """The features of the "not answered" decision (:func:`gechat.relevance.answers_question`), with what the
    question names that no sentence mentions (:attr:`Candidate.unmentioned`).
    """
    found = _coverage(question, candidates)
    return replace(found, unmentioned=candidates[0].unmentioned) if candidates else found


def _coverage(question: str, candidates: Sequence[Candidate]) -> Coverage:
    """:func:`coverage` but for what no sentence mentions.

    The sentence that would answer is the best-ranked of the top candidates that holds the asked-for value
    (for a question with no type, the best-ranked one that states something); it must name, itself or in
    its context, everything the question names.
    """
    stating = [c for c in candidates if not introduces(c) and not asks(c.sentence.text)] or list(candidates)
    best = max((c.relevance for c in stating), default=0.0)
    qtype = question_type(question)
    # a question in the text ("What percentage of the budget ...?") or a table of contents states nothing
    top = typed_top(candidates, question=question, qtype=qtype)
    if qtype:
        holding = [c for c in top if holds_asked(c.sentence.text, question, qtype)
                   and may_answer(c, question)]
    else:  # nor, for a question that asks for no value, a reference list's entry, which cites and claims nothing
        holding = [c for c in top if not introduces(c) and not is_reference_entry(c.sentence.text)] or top
    subject = question_subject(question, candidates)
    on = [c for c in holding if not off_subject(subject, c)]
    if holding and not on:
        # "What does the bean soup cost?" answered by the potato soup's "Cost of 7 quarts, 40 cents."
        lacking = subject - content_words(f"{under(holding[0])}\n{holding[0].sentence.text}")
        return Coverage(best, 0.0, 0.0, tuple(spelt(question, lacking)))
    if qtype and subject and on and not any(for_subject(subject, question, c) for c in on) \
            and any(holds_subject(subject, c) for c in candidates if not introduces(c)) and one_section(subject, candidates):
        # the subject's own sentences state no such value; those that do name none of it, nor does their heading
        # name anything asked ("How many minutes should the ginger snaps bake?": "Bake for about 5 minutes" is
        # the buckwheat cakes')
        return Coverage(best, 0.0, 0.0, about=tuple(spelt(question, set(subject))))
    holding = on
    typed = max((c.relevance for c in holding), default=0.0) if qtype else best
    if not question_names(question):
        return Coverage(best, typed, typed)
    if not holding:
        return Coverage(best, typed, 0.0)
    # the best-ranked that holds the value and names what the question names, for a typed question: "Federal
    # Information Processing Standards Publications are issued ... after approval by the Secretary of Commerce"
    # names no FIPS 199, the title page's "Donald L. Evans, Secretary" under "FIPS PUB 199" does. For an untyped
    # question the best-ranked must name it (near ties that did had answered questions wrongly), but for a day of the
    # week alone: "It is closed on Mondays." for "Is the museum open on Mondays?" where the opening hours rank first
    answer = next((c for c in holding if not unnamed_in(question, c)), holding[0]) if qtype else holding[0]
    if not qtype and (lacking := unnamed_in(question, answer)) and all(day_of(n) is not None for n in lacking):
        answer = next((c for c in holding if c.relevance >= answer.relevance - DAY_NEAR
                       and not unnamed_in(question, c)), answer)
    missing = tuple(unnamed_in(question, answer))
    return Coverage(best, typed, 0.0 if missing else answer.relevance, missing)
