"""Words a denial or an antonym meets that carry no claim of the sentence (read by :mod:`gechat.entail.polarity`).

Two sentences of one document seldom dispute each other, yet the word-level checks set some against each other: a
pronoun or a letter's plural after a negation ("Nor I, I am sure", "No Xs are Ys"), a manner the denial may be about
("shall not administer the oath to debtors collectively" / "must administer the oath to each debtor"), a yes/no cell
of a table ("Supports remote hosts? | Yes | No | No"), a list's lead-in that stops at its denied verb ("The standing
trustee must not deposit", the objects in the items below). ``eval/nli/self_conflicts.py`` finds such pairs in the
sample documents.
"""

from __future__ import annotations

import re

from gechat.entail.negation import INVERTING, SKIP, SUBJECT_PRONOUNS
from gechat.entail.quantities import NEGATIONS, words


def asks(text: str) -> bool:
    """Is ``text`` a question, its closing quotation marks aside when the whole text is the quoted question ("“Who …
    can help feeling an interest in him?”"; not a claim that ends by quoting one: "… leaving residents to ask “what
    happens now?”")?"""
    text = text.strip()
    if text.endswith("?"):
        return True
    return text.rstrip("\"'”’").endswith("?") and text[:1] in "“\"'‘" \
        and not _SPEECH.search(text[1:-1].split("?")[0] + "”")  # no other quotation opens before the "?"


def inverted_subject(neg_words: list[str], i: int) -> bool:
    """Is the pronoun at ``neg_words[i]`` the subject of an inverted denial ("Neither does it include a warranty",
    "Nor does he hold a license"), whose denied word is the verb after it?"""
    return i >= 2 and neg_words[i - 1] in INVERTING and neg_words[i - 2] in ("neither", "nor")


def no_claim_word(word: str) -> bool:
    """Is ``word`` a pronoun or a letter's plural ("Xs"), which a negation may stand before without denying a claim's
    word?"""
    return word in SUBJECT_PRONOUNS or bool(re.fullmatch(r"[a-z]s", word))


#: adverbs of the way a thing is done, which a denial may be about ("not … collectively", "not … electronically"); not
#: the adverbs that comment on a whole sentence ("unfortunately", "apparently", "previously")
MANNERS = frozenset("collectively individually jointly separately personally directly indirectly manually "
                    "automatically electronically remotely simultaneously concurrently orally verbally physically "
                    "digitally publicly privately informally formally unilaterally retroactively partially "
                    "anonymously randomly sequentially alphabetically".split())
_NOUN_DENIALS = frozenset("no none nobody nothing".split())
#: words that end the denied clause before a later one ("did not attend the meeting and quickly left town")
_CLAUSE_BREAKS = frozenset("and or but".split())


def manner_denied(neg_words: list[str], i: int, scope: set[int], other_words: list[str]) -> bool:
    """Does the denial of ``neg_words[i]`` carry a manner (:data:`MANNERS`) the other sentence does not state ("The
    standing trustee shall not administer the oath to debtors collectively" / "… must administer the oath to each
    debtor")? Its point may be the manner: the two do not meet. Only for a verb's denial: "has no duty to
    independently verify" denies the duty, whatever the manner of the verifying."""
    k = i - 1
    while k >= 0 and neg_words[k] in SKIP:
        k -= 1
    if k >= 0 and neg_words[k] in _NOUN_DENIALS:
        return False
    other = set(other_words)
    for k in range(i + 1, min(len(neg_words), i + 12)):
        if k not in scope or neg_words[k] in _CLAUSE_BREAKS:
            return False
        if neg_words[k] in MANNERS and neg_words[k] not in other:
            return True
    return False


#: a table cell that holds only a yes/no answer ("Supports remote hosts? | Yes | No | No"): a column's value, no denial
_NO_CELL = re.compile(r"(?:^|(?<=\|))[ \t]*(?:no|none|n/a|not applicable)[ \t]*(?=\||$)", re.IGNORECASE | re.MULTILINE)


#: "No." before a figure abbreviates "number" ("Rice cakes No. 1", "Form No. 5"): no denial
_NUMBER_NO = re.compile(r"\bNo\.\s*(?=\d)")


def without_answer_cells(text: str) -> str:
    """``text`` without its yes/no table cells (a text without cells as it is) and with "No. 1" read as a number."""
    text = _NUMBER_NO.sub("number ", text)
    return _NO_CELL.sub(" ", text) if "|" in text else text


#: the modals of a rule's lead-in ("The standing trustee must not deposit")
_LEAD_MODALS = frozenset("must shall may should will can".split())


def cut_short(text: str, word: str) -> bool:
    """Does ``text`` stop at the word a modal's "not" denies, without a full stop ("The standing trustee must not
    deposit", a list's lead-in whose objects are the items below)? What it denies is not in it."""
    w = words(text)
    return len(w) > 2 and w[-1] == word and w[-2] in NEGATIONS and w[-3] in _LEAD_MODALS \
        and not text.rstrip().endswith((".", "!", "?", "\"", "”", "'", "’", ")"))


#: a stretch of direct speech: three words or more in quotation marks, or from an opening mark to the text's end (a
#: speech the sentence splitter cut); a single quoted term ("the “pagoda” style") is no speech
_SPEECH = re.compile(r"[“\"]([^”“\"]+)(?:[”\"]|$)")
#: who says it: "… ,” said Miss Bingley", "cried his wife", "replied Elizabeth", "… ,” the prime minister said", "A
#: company spokesman said: “…”"; a speaker is known by the last word of the name ("Senator Ruiz", "Ruiz")
_SAYING = (r"(?:said|says|replied|replies|cried|added|adds|answered|continued|returned|observed|whispered|exclaimed|"
           r"asked|rejoined|told\s+\w+|wrote|writes|stated|states)")
_WHO = (r"((?:(?:Mr|Mrs|Ms|Miss|Lady|Sir|Colonel|Captain|Dr|Senator|Governor|President|Judge|Professor|Prof|General|"
        r"Minister|Justice)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
        r"|(?:[Hh]is|[Hh]er|[Tt]he|[Aa]n?)(?:\s+(?!and\b|or\b|but\b|then\b)[a-z]+){1,3}"
        r"|[Hh]e|[Ss]he)")
_SPEAKER = re.compile(rf"[”\"],?\s+{_SAYING}\s+{_WHO}(?=\s*[,.;:!?]|$)|[”\"],?\s+{_WHO}\s+{_SAYING}\b"
                      rf"|{_WHO}\s+{_SAYING}[,:]?\s+[“\"]")
#: pronouns may name anyone the text spoke of before: no speaker known
_PRONOUN_SPEAKERS = frozenset({"he", "she"})
#: a reply that is only "No" or "Not yet" opening a speech or a text ("“No,” replied Jane"): no word after it is denied
_BARE_REPLY = re.compile(r"(^|[“\"])\s*(?:No|Not yet|Not at all)\s*(?=[,;.!—”\"])")


def without_bare_replies(text: str) -> str:
    """``text`` without the bare "No" or "Not yet" that opens a speech (a reply, not a denial of what follows)."""
    return _BARE_REPLY.sub(r"\1", text)


def two_voices(text: str, word: str, other: str, other_word: str) -> bool:
    """Are both words said in direct speech by two speakers the texts name ("“… stately in him …,” replied her aunt"
    / "“… whimsical in his civilities,” replied her uncle")? Two people's words do not make a document dispute
    itself. One speaker named two ways ("said Mr. Darcy" / "Darcy said") is one; a pronoun may be anyone."""
    one, two = _speaker(text), _speaker(other)
    return one is not None and two is not None and one != two and _spoken(text, word) and _spoken(other, other_word)


def speaker_word(text: str, word: str, other: str) -> bool:
    """Is ``word`` a word of who speaks in ``text`` ("replied her *uncle*"), and is what ``other`` quotes another
    speech (the same words said by two people would be a dispute over who said them)?"""
    return word in _who(text).lower().split() and _said(text) != _said(other)


def _said(text: str) -> frozenset[str]:
    return frozenset(w for m in _SPEECH.finditer(text) for w in words(m.group(1)))


def _speaker(text: str) -> str | None:
    """The last word of who speaks in ``text``, lower-cased ("ruiz" of "Senator Ruiz", "minister" of "the prime
    minister"); None when the text names none or a pronoun does."""
    who = _who(text)
    last = who.lower().split()[-1] if who else None
    return None if last is None or last in _PRONOUN_SPEAKERS else last


def _who(text: str) -> str:
    """The words naming who speaks in ``text`` ("her uncle", "Senator Ruiz"), or ""."""
    m = _SPEAKER.search(text)
    return next((g for g in m.groups() if g), "") if m else ""


def _spoken(text: str, word: str) -> bool:
    """Does every use of ``word`` in ``text`` stand in direct speech?"""
    spans = [m.span(1) for m in _SPEECH.finditer(text) if len(m.group(1).split()) >= 3]
    uses = [m.start() for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)]
    return bool(spans) and bool(uses) and all(any(a <= u < b for a, b in spans) for u in uses)

