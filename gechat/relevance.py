"""Is a question about the documents at all? Relevance of sentences to a question.

A question is judged against the workspace's sentences before any answer is
trusted: when no sentence is relevant enough, the answer is "The documents do
not answer this", and the closest sentences are offered as "nearest, not
supporting".

    relevance(q, s) = sigmoid(bias + w_lex * lexical(q, s) + w_cos * cos(q, s))

* ``lexical``: the share of the question's content words (question words such
  as "who" or "how many" dropped, light stemming) that occur in the sentence,
  each word weighted by its rarity among the sentences searched (inverse
  document frequency; a word that occurs nowhere, such as "Australia" asked of
  a cookbook, weighs most, so one common shared word is not enough);
* ``cos``: cosine of the two MiniLM embeddings.

A question that names something (a capitalised word past its first, such as
"Australia" or "Messi") or asks something of a thing ("the main ingredient of
guacamole") that occurs in no sentence at all has every relevance multiplied by
``gechat.mentioned.MISSING_FACTOR``: the documents do not mention what it is
about (:mod:`gechat.mentioned`).

The weights and the threshold were fitted by ``eval/relevance_fit.py`` on one
half of the HotpotQA dev sample (question against its own context paragraphs
= relevant, against another question's = not) and reported on the other half
(``eval/results/relevance.md``). :mod:`gechat.retrieval` applies it to every
candidate sentence (read with its heading or lead-in).

Whether the documents answer a question at all is :func:`answers_question`:
the best candidate must be relevant (the threshold above), and for a question
that asks for a name, a date, a count, a duration or an amount one of the best
candidates must hold such a value, and the sentence that would answer (the best
candidate that holds it) must name what the question names (:func:`question_names`:
"FIPS 199", "chapter 13", "United States Code"; :func:`names_in`) (:class:`Coverage`,
:data:`DECLINE`, fitted by ``eval/answers/fit_decline.py`` on half of the answer
questions; ``named`` <= ``typed``, so ``min_named`` does the typed check as well). So "How many calories are in the bean soup?" is declined although
the bean soup is on topic, and so is "How many days does a debtor have to file
a chapter 13 plan?" answered by a licence's "within 90 days".
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from gechat.logistic import sigmoid
from gechat.text import STOP_WORDS, content_stems as content_words, stem
from gechat.weekdays import stems_with_days


@dataclass(frozen=True)
class RelevanceModel:
    w_lexical: float
    w_cosine: float
    bias: float
    threshold: float
    fitted_on: str


# Fitted by eval/relevance_fit.py (see eval/results/relevance.md).
DEFAULT = RelevanceModel(
    w_lexical=9.1925, w_cosine=7.7135, bias=-5.16, threshold=0.5,
    fitted_on="HotpotQA dev sample, fit half (48 questions x own/other context); report half 1.000 balanced accuracy",
)

#: words that ask rather than say: they never make a sentence relevant
QUESTION_WORDS = frozenset(
    """who whom whose what which when where why how many much long often old far did does do is are was were
    can could should would will tell explain describe name list give documents document text say says said
    according mention mentioned""".split()
)
#: the stems of :data:`QUESTION_WORDS`
ASKING = frozenset(stem(w) for w in QUESTION_WORDS)
#: sentences embedded per question by eval/relevance_fit.py's screening (the fit's HotpotQA features)
EMBED_TOP = 40
def question_terms(question: str) -> set[str]:
    return content_words(question) - ASKING


def lexical(terms: set[str], sentence: str | set[str], weights: dict[str, float] | None = None) -> float:
    """Weighted share of ``terms`` found in ``sentence`` (its text, or its content words)."""
    if not terms:
        return 0.0
    words = stems_with_days(sentence) if isinstance(sentence, str) else sentence
    if weights is None:
        return len(terms & words) / len(terms)
    total = sum(weights[t] for t in terms)
    return sum(weights[t] for t in terms & words) / total


def rarity(terms: set[str], bags: Sequence[set[str]]) -> dict[str, float]:
    """Inverse document frequency of each term over ``bags`` (:func:`idf`)."""
    return {t: idf(len(bags), sum(1 for b in bags if t in b)) for t in terms}


def idf(n: int, df: int) -> float:
    """The rarity of a word found in ``df`` of ``n`` sentences: log((n + 1) / (df + 0.5))."""
    return math.log((n + 1) / (df + 0.5))


def combine(lex: float, cos: float, model: RelevanceModel = DEFAULT) -> float:
    z = model.bias + model.w_lexical * lex + model.w_cosine * cos
    return sigmoid(z)


_RUN_BREAK = re.compile(r"[?!,;:()\"\u201c\u201d|]|\.(?=\s|$)")
_RUN_WORD = re.compile(r"[A-Z](?:[\w'\u2019-]|\.(?=\w))*|\d(?:[\w.,/-]*\w)?")
_URL = re.compile(r"\S*(?:https?://|www\.|doi\.org/)\S*")
#: a title's full stop, which does not end a run of capitalised words ("Mr. Darcy", "Dr. Mensah", "St. Ives")
_TITLE_DOT = re.compile(r"\b(Mr|Mrs|Ms|Mx|Dr|St|Prof|Rev|Sr|Jr|Gen|Col|Capt|Lt|Sgt|Gov|Sen|Rep|Hon|Mt|Ft)\.(?=\s+[A-Z])")
_TITLE = re.compile(r"\b(Mr|Mrs|Ms|Mx|Dr|St|Prof|Rev|Sr|Jr|Gen|Col|Capt|Lt|Sgt|Gov|Sen|Rep|Hon|Mt|Ft)\b(?= [A-Z])")
_TITLE_ONLY = re.compile(r"(Mr|Mrs|Ms|Mx|Dr|Prof|Rev|Sr|Jr|Gen|Col|Capt|Lt|Sgt|Gov|Sen|Rep|Hon)\.?")
_CONNECTORS = frozenset({"of", "and", "for", "the", "on"})


def _is_name_word(word: str) -> bool:
    return bool(_RUN_WORD.fullmatch(word)) and len(word) > 1 or word.isdigit()


#: what a question sets aside, to its next comma: the names there are not what it asks about ("Apart from the
#: Executive Schedule pay limit and available funds, what share of plan payments caps ...?"); not "besides", whose
#: name is often part of what is asked ("Besides Sir W. Hamilton, who was the other party to the dispute ...?")
_SET_ASIDE = re.compile(r"\b(?:apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?|excluding)\b[^,?]*,",
                        re.IGNORECASE)


def question_names(question: str) -> list[str]:
    """What a question names: runs of capitalised words, acronyms and numbers ("FIPS Publication 199",
    "United States", "chapter 13" -> "13", "800-207"); its first word, and the first of a sentence after "?" or "!"
    ("… approves expenses? Thanks!"), only when it is an acronym or a number.
    In a question written in title case or capitals, where case says nothing, only numbers and codes."""
    question = _TITLE_DOT.sub(r"\1", question)  # "Mr. Darcy" is one name, not a run ended by a full stop
    question = _SET_ASIDE.sub(",", question)  # "Apart from the Executive Schedule pay limit, what share ...?"
    small = [w for w in question.split()[1:] if w.lower().strip("?,.") in STOP_WORDS]  # "the", "of", "is", "for"
    cased = sum(w[0].isupper() for w in small) * 2 <= len(small)  # title case capitalises them too
    out: list[str] = []
    first = True
    pieces = re.split(f"({_RUN_BREAK.pattern})", question)
    for at, part in enumerate(pieces):
        if at % 2:  # a break: after "?" or "!" a sentence of its own opens ("… expenses? Thanks!")
            first = first or part in ("?", "!")
            continue
        run: list[str] = []
        for word in part.split():
            if first:
                first = False
                if not (word[:1].isdigit() or (cased and word.isupper() and len(word) > 1)):
                    continue
            named = _is_name_word(word) if cased else any(ch.isdigit() for ch in word)
            if named and stem(word.lower()) not in ASKING:
                run.append(word)
                continue
            if run:
                out.append(" ".join(run))
            run = []
        if run:
            out.append(" ".join(run))
    # the title as the question writes it: "Mr. Darcy's"; a title alone names no one ("Mr. and Mrs. Gardiner")
    return [_TITLE.sub(r"\1.", name) for name in out if not _TITLE_ONLY.fullmatch(name)]


def _acronyms(text: str) -> set[str]:
    """The acronyms a text spells: written ones ("U.S.C.", "NIST"), and the initials of each run of
    capitalised words ("National Institute of Standards and Technology" -> "nist", "ist", ...)."""
    out = {w.replace(".", "").lower() for w in re.findall(r"\b(?:[A-Z]\.){2,}|\b[A-Z]{2,}(?=s?\b)", text)}
    for run in _capital_runs(text):
        every = [w[0].lower() for w in run if w[:1].isupper()]
        bare = [w[0].lower() for w in run if w[:1].isupper() and w.lower() not in _CONNECTORS]  # a heading in
        # capitals writes its connectors so too: "NATIONAL INSTITUTE OF STANDARDS AND TECHNOLOGY" spells "NIST"
        for initials in (every, bare) if bare != every else (every,):
            for a in range(len(initials)):
                for b in range(a + 2, min(len(initials), a + 8) + 1):
                    out.add("".join(initials[a:b]))
    return out


def spelt_out(text: str, acronyms: set[str]) -> set[str]:
    """The words (lower case) of ``text``'s runs of capitalised words whose initials spell one of ``acronyms``
    (lower case): "National Institute of Standards and Technology" for "nist". Two letters spell out only right
    beside a longer acronym's words ("… and Technology Special Publication" for "sp" beside "nist"): two initials
    are too often a person's ("Helen Roberts" is no "hr")."""
    out: set[str] = set()
    for run in _capital_runs(text):
        capital = [i for i, w in enumerate(run) if w[:1].isupper()]
        spans = [(a, b) for a in range(len(capital)) for b in range(a + 2, min(len(capital), a + 8) + 1)
                 if "".join(run[i][0].lower() for i in capital[a:b]) in acronyms]
        kept = [(a, b) for a, b in spans if b - a > 2]
        kept += [(a, b) for a, b in spans if b - a == 2 and any(b == c or a == d for c, d in kept)]
        for a, b in kept:
            out |= {w.lower() for w in run[capital[a]:capital[b - 1] + 1]}
    return out


def _capital_runs(text: str):
    """The runs of capitalised words of ``text``, with the connectors inside them ("of", "and": "National
    Institute of Standards and Technology")."""
    words = re.findall(r"[\w'\u2019-]+", text)
    run: list[str] = []
    for i, w in enumerate(words + [""]):
        if w[:1].isupper() and re.search(r"['\u2019]s$", w):  # a possessive ends its run: "Technology's Helen
            run.append(w[:-2])  # Roberts" is the institute's and a person
            yield run
            run = []
            continue
        if w[:1].isupper():
            run.append(w)
            continue
        if w.lower() in _CONNECTORS and run and i + 1 < len(words) and words[i + 1][:1].isupper():
            run.append(w)
            continue
        if run:
            yield run
        run = []


def _names_word(word: str, text: str, acronyms: set[str]) -> bool:
    if any(ch.isdigit() for ch in word):  # a number or a code is matched whole: "800-207" is not "800-63"
        return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.IGNORECASE) is not None
    if content_words(word) <= stems_with_days(text):
        return True  # a day is named by a range that holds it: "Fridays" by "Tuesday to Saturday"
    if any(word.lower().startswith(a.lower()) for a in _ABBREVIATION.findall(text)):
        return True  # "Rev. 1" names "Revision 1", "PUB" with its full stop "Publication"
    return word.isupper() and word.rstrip("s").lower() in acronyms  # "NIST" spelt out


#: titles that make a name a person's: "Mr. Darcy" is named where the text says "Darcy"
PERSON_TITLES = frozenset("mr mrs ms miss mx dr sir lady lord prince princess count countess baron baroness duke "
                          "duchess colonel col captain capt general gen lieutenant lt major sergeant sgt professor "
                          "prof madame monsieur".split())


def _title(word: str) -> str:
    return word.lower().rstrip(".")


def _person_named(words: list[str], text: str) -> bool | None:
    """For a person's name with a title ("Mr. Darcy", "Lady Catherine de Bourgh"): does ``text`` call the person by
    the first or the last of the other capitalised words ("Darcy", "Catherine"), not under another title ("Mr.
    Bennet" does not name "Mrs. Bennet")? None when the text holds neither word."""
    rest = [re.sub(r"['\u2019]s$", "", w) for w in words[1:] if w[:1].isupper()]
    found = None
    for word in dict.fromkeys(rest[:1] + rest[-1:]):
        for m in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
            before = text[:m.start()].split()[-1:]
            if before and _title(before[0]) in PERSON_TITLES and _title(before[0]) != _title(words[0]):
                found = False
                continue
            return True
    return found


#: a word cut short with a full stop: "Rev.", "Pub.", "Vol."
_ABBREVIATION = re.compile(r"\b([A-Za-z]{3,})\.")


def _called_by_part(words: list[str], text: str) -> bool:
    """For a two-word name without an article ("Nicholas Rostov"): does ``text`` write its last word capitalised
    inside a sentence ("... had sold to Rostov.")? Not where a sentence opens, where any word is capitalised; not the
    first word, a given name that many share ("Jane Austen" is not the "Jane" of a novel)."""
    last = re.sub(r"['\u2019]s$", "", words[-1])
    for m in re.finditer(rf"(?<![\w-]){re.escape(last)}(?![\w-])", text):
        before = text[:m.start()].rstrip()
        if before and (before[-1] not in ".!?\"“‘(:;" or _title(before.split()[-1]) in PERSON_TITLES):
            return True  # "sold to Rostov", "wrote to Mrs. Forster"
    return False


def names_in(name: str, text: str, *, bare: bool = False) -> bool:
    """Does ``text`` name ``name`` (one of :func:`question_names`)? Each word, or the name's acronym
    ("United States Code" in "11 U.S.C. § 1302"), or its identifiers alone ("FIPS Publication 199" in
    "FIPS PUB 199"), or for a person's name with a title, the name alone ("Darcy" for "Mr. Darcy"); a web address
    names nothing. ``bare``: the question gives the name without an article, as a person's ("Nicholas Rostov", not
    "the Army sauce"): then a name of two words is named by its last ("Rostov") written as a name
    (:func:`_called_by_part`)."""
    text = _URL.sub(" ", text)
    acronyms = _acronyms(text)
    words = name.split()
    if len(words) >= 2 and _title(words[0]) in PERSON_TITLES and (person := _person_named(words, text)) is not None:
        return person
    if bare and len(words) == 2 and all(w[0].isupper() and w.replace("'", "").replace("\u2019", "").isalpha()
                                        and not w.isupper() for w in words) and _called_by_part(words, text):
        return True
    if not all(_names_word(w, text, acronyms) for w in words if any(ch.isdigit() for ch in w)):
        return False  # a number or a code must be there whatever else is: "NIST SP 800-124" is not "NIST SP 800-121"
    if any(w.isdigit() and i and _generic(words[i - 1]) and not re.search(
            rf"\b{re.escape(words[i - 1][:3])}\w*\.?\s*{w}(?!\w)", text, re.IGNORECASE) for i, w in enumerate(words)):
        return False  # "Revision 1" is named by "Rev. 1", not by a "1" elsewhere ("Table 1")
    codes = [w for w in words if any(ch.isdigit() for ch in w) and ("-" in w or len(w) >= 5)]
    if codes and all(w in codes or w.isupper() or _names_word(w, text, acronyms) for w in words):
        return True  # a code names its series' letters too: "800-124 Rev. 1, 29 pages" names "NIST SP 800-124" and
        # "SP 800-124 Revision 1" (the revision itself must be there: "Rev. 1")
    ids = [w for w in words if any(ch.isdigit() for ch in w) or (w.isupper() and len(w) > 1)]
    if ids and len(ids) < len(words) and all(_names_word(w, text, acronyms) for w in ids) and (
            any(ch.isdigit() for w in ids for ch in w) or all(_generic(w) for w in words if w not in ids)):
        return True  # not "NIST" for "NIST Cybersecurity Framework": an organisation is not its every work
    caps = [w for w in words if w[:1].isupper()]
    if len(caps) >= 2 and "".join(w[0] for w in caps).lower() in acronyms:
        return True
    return all(_names_word(w, text, acronyms) for w in words)


#: the words of a document's name that its identifiers stand for: "FIPS Publication 199" is "FIPS PUB 199"
_GENERIC = frozenset("publication publications pub special revision rev version vol volume no number standard "
                     "standards document report guide".split())


def _generic(word: str) -> bool:
    return word.lower().strip(".") in _GENERIC


def unnamed(question: str, text: str) -> list[str]:
    """The names of ``question`` that ``text`` does not name. The names of the time the question sets
    (:func:`setting_names`: "when the regiment leaves Meryton") count only when the text names none of the others:
    the sentence that answers where Lydia went with Mrs. Forster need not say that the regiment left Meryton."""
    names = question_names(question)
    out = [n for n in names if not names_in(n, text, bare=_bare(n, question))]
    if out and set(out) <= (settings := setting_names(question)) and any(n not in settings for n in names):
        return []
    return out


#: a clause that sets the time of what is asked, to its next comma: "when the regiment leaves Meryton", "while
#: Boris was in Moscow"; not the question's own opening "When", nor "after" / "before" / "until", which relate what is
#: asked to a name ("Who ruled England after Henry VIII?"), nor "according to", which names the source asked about
_SETTING = re.compile(r"(?<=\s)(?:when|whenever|while)\b[^,?;]*", re.IGNORECASE)
#: the making of a document, which its title page dates and names: "When was FIPS 199 published?", "Who was
#: Secretary of Commerce when it was issued?" (a "when" clause of this kind pins the time to the document's making)
ABOUT_DOCUMENT = re.compile(r"\b(?:publish\w*|issu(?:e|ed|ing)|releas\w*|writ(?:e|es|ten|ing)|wrote|author\w*|"
                            r"prepar\w*|approv\w*|sign(?:s|ed|ing)?|edit(?:ed|or|ion)\w*|print(?:s|ed)?|copyright\w*)\b",
                            re.IGNORECASE)


def setting_names(question: str) -> set[str]:
    """The names of :func:`question_names` that stand only in what sets the question's time: a "when", "whenever"
    or "while" clause. Not a number or a code, which pins the time down ("when FIPS 199 was approved"), nor what a
    clause about a document's making names ("when this Handbook was issued")."""
    parts = {m.group(0) for m in _SETTING.finditer(question) if not ABOUT_DOCUMENT.search(m.group(0))}
    if not parts:
        return set()
    rest = question
    for part in sorted(parts, key=len, reverse=True):
        rest = rest.replace(part, " , ")
    outside = question_names(rest)
    scene = " ".join(parts)
    return {n for n in question_names(question) if n in scene and not any(ch.isdigit() for ch in n)
            and not any(n in o or o in n for o in outside)}


def _bare(name: str, question: str) -> bool:
    """Does ``question`` give ``name`` without an article before it, as people's names are given?"""
    at = question.find(name)
    return at >= 0 and not re.search(r"\b(?:the|a|an|this|that|its|their|our)\s+$", question[:at], re.IGNORECASE)


@dataclass(frozen=True)
class Coverage:
    """What the "not answered" decision reads (made by :func:`gechat.answerable.coverage`)."""

    #: relevance of the best candidate that states something (not a heading or a lead-in)
    best: float
    #: for a question that asks for a name, a date, a number, an amount...: the best relevance among the
    #: top candidates that hold such a value (one the question does not already state); ``best`` otherwise
    typed: float
    #: the relevance of the sentence that would answer (the best-ranked top candidate that holds the asked-for
    #: value; the best-ranked stating one for other questions) when it names everything the question names
    #: (:func:`unnamed`, read with its context), else 0; ``typed`` when the question names nothing
    named: float = 1.0
    #: the question's names that sentence leaves out
    missing: tuple[str, ...] = ()
    #: the question's subject, as the question writes it, when its own sentences state nothing of what is asked
    #: and those that do are about something else ("ginger snaps")
    about: tuple[str, ...] = ()
    #: what a why-question takes as given when none of the sentences most about it states it, as a reader would
    #: write it (:mod:`gechat.presupposed`: "bacon should be soaked in hot water …", "FIPS 199 requires …"), else ""
    premise: str = ""
    #: a sentence the judge reads as saying otherwise than ``premise``, or ""
    premise_against: str = ""
    #: what the question names that no sentence of the workspace mentions (:mod:`gechat.mentioned`: "Australia",
    #: "tranexamic acid"); every candidate's relevance was lowered for it
    unmentioned: tuple[str, ...] = ()
    #: the thing the question asks something of when the workspace mentions it but no sentence of the extractive
    #: answer names it (:func:`gechat.declines.unnamed_thing`: "carbetocin"), else ""
    unnamed_thing: str = ""


@dataclass(frozen=True)
class DeclineRule:
    """A question is answered when its best candidate is relevant, one of the best holds what is asked, and the
    one that would answer names what the question names."""

    min_best: float
    min_typed: float
    min_named: float
    fitted_on: str


# Fitted by eval/answers/fit_decline.py (see eval/results/decline_fit.md).
DECLINE = DeclineRule(
    min_best=DEFAULT.threshold, min_typed=0.0, min_named=0.1,
    fitted_on="min_best: HotpotQA (the relevance threshold); min_typed, min_named: eval/answers/questions.jsonl, "
              "fit half (seed 15, split by document)",
)


def text_relevance(question: str, text: str, embedder, model: RelevanceModel = DEFAULT) -> float:
    """How relevant ``text`` (an answer item of the question's own, not a sentence of the documents) is to
    ``question``: :func:`combine` of the share of the question's content words it holds (unweighted: it is no
    sentence among the documents' whose rarity is known) and the two texts' cosine."""
    vectors = embedder.encode([question, text])
    return combine(lexical(question_terms(question), text), float(vectors[0] @ vectors[1]), model)


def answers_question(c: Coverage, rule: DeclineRule = DECLINE) -> bool:
    """Do the documents answer the question (else: "The documents do not answer this")?"""
    return c.best >= rule.min_best and c.typed >= rule.min_typed and c.named >= rule.min_named and not c.premise
