"""What a "What is X?" question asks to have defined, and the sentences that define it.

A document defines a term where it first brings it in: "One possible security consideration involves wireless personal
area networks (WPAN), which are small-scale wireless networks that require no infrastructure to operate." For "What is
a WPAN?" a hundred sentences that use the term share as many of the question's words ("Examples of WPAN technologies
are …", "Commonly used types of WPAN technologies include …"), and the extractive answer (:mod:`gechat.extractive`)
quoted them. :func:`defines` tells the sentence that says what the term is, which the answer ranks higher
(``extractive.DEFINES_BONUS``). No meaning is judged here: only the shapes definitions take (the term, then "is",
"are", "refers to", "means"; "(WPAN), which are"; "X, which is"; "is called X"; "X: …").
"""

from __future__ import annotations

import re
from functools import lru_cache

#: "What is a WPAN?", "What are trusted updaters?", "What does SCAP stand for?", "What is meant by a trusted updater?"
_ASKS = re.compile(
    r"^\s*(?:what\s+is\s+meant\s+by\s+(?:an?\s+|the\s+)?(?P<c>[^?]+?)"
    r"|what\s+does\s+(?:an?\s+|the\s+)?(?P<b>[^?]+?)\s+(?:mean|stand\s+for)"
    r"|what\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?P<a>[^?]+?))\s*\?*\s*$", re.IGNORECASE)
#: the setting a question gives its term: "a trusted updater in application whitelisting" asks of "trusted updater"
_SETTING = re.compile(r"\s+(?:in|under|within|according\s+to|as\s+used\s+in)\s+\S.*$", re.IGNORECASE)  # not "of": "side
# effects of carbetocin" asks of carbetocin's
#: the most words of a term asked to be defined (more is a description, "the difference between … and …")
TERM_WORDS = 5
#: words that ask for something other than a definition when they open what is asked ("What is the cost of …?")
_NOT_TERMS = frozenset("difference differences purpose purposes role cost costs price name names title number amount "
                       "date time age capital maximum minimum best main first last total effect effects reason reasons "
                       "result results outcome use uses point way ways".split())


#: a word that points at something said before, not a term: "What is it?"
_POINTING = frozenset("it this that these those they them he she him her there here which what who one".split())
#: a last word that leaves the question asking of something else: "What is the policy engine responsible for?"
_ENDS_ASKING = frozenset("for of to with over about by from in on at as like".split())
#: words that ask what a thing does or how it is used, not what it is: "What is Army sauce used over?"
_DOING = frozenset("used responsible required called going made served known based needed considered meant "
                   "supposed allowed able".split())


def asked_term(question: str) -> tuple[str, ...]:
    """The term a "What is X?" question asks to have defined, in the forms to look for: the whole of what it asks of
    ("loss of integrity") and, when that gives a setting, the term without it ("trusted updater" of "a trusted updater
    in application whitelisting"); () for any other question, and for one whose X is long or opens with a word that
    asks for something else ("the cost of …", "the difference between …")."""
    m = _ASKS.match(question)
    if m is None:
        return ()
    whole = " ".join((m.group("a") or m.group("b") or m.group("c")).split())
    words = whole.split()
    if not words or words[0].lower() in _NOT_TERMS or re.fullmatch(r"[\d.,]+", whole) \
            or (len(words) == 1 and words[0].lower() in _POINTING and not words[0].isupper()) or words[-1].lower() in _ENDS_ASKING \
            or any(w.lower() in _DOING for w in words):
        return ()  # "What is it?", "What is the policy engine responsible for?", "What is Army sauce used over?"
    forms = [whole] if len(words) <= TERM_WORDS else []
    head = _SETTING.sub("", whole)
    if head != whole and (len(head.split()) >= 2 or head.isupper()) and head.split()[0].lower() not in _NOT_TERMS:
        forms.append(head)
    return tuple(forms)


def _term(term: str) -> str:
    """A pattern for ``term`` with any white space between its words, in the singular or plural; in capitals only,
    when the question writes it so ("IT" is no "It")."""
    pattern = r"\s+".join(re.escape(w) for w in term.split()) + r"(?:s|es)?"
    return f"(?-i:{pattern})" if term.isupper() else pattern


#: after "is": what the thing is, not what is done to it or how often ("SCAP is designed to …", "Patch management is
#: required by …", "A WPAN is not …"), nor how it compares ("The standing trustee is more than a mere disbursing
#: agent."); "is defined as" defines
_WHAT = (r"\b(?!\s+(?:not|also|no|never|hardly|rarely|seldom|often|usually|typically|sometimes|always|increasingly|"
         r"now|then|still|more|less|as|only|just|like|similar|different|unlike|being|to|paid|made|said|found|built|kept|"
         r"held|sent|lost|done|given|set|run|seen|shown|known|thought|told|brought|bought|taught|left|put|read|met|"
         r"important|necessary|essential|critical|responsible|able|available|likely|useful|possible|subject|due|"
         r"common|vital)\b)(?!\s+(?!defined\b)[a-z]+(?:ed|en)\b)")


def defines(text: str, terms: tuple[str, ...]) -> bool:
    """Does ``text`` say what one of ``terms`` (:func:`asked_term`) is: open with it and "is", "are", "refers to",
    "means" ("Patch management is the process for …"), give it as an abbreviation and say what that is ("wireless
    personal area networks (WPAN), which are …"), say it "which is" ("… trusted updaters, which are …"), call
    something by it ("… is called a trusted updater"), or open a glossary line with it ("WPAN: …")? A denial
    ("A WPAN is not …") defines nothing."""
    return any(p.search(text) for term in terms for p in _definitions(term))


@lru_cache(maxsize=256)  # every candidate of a question is read against the same term
def _definitions(term: str) -> tuple[re.Pattern[str], ...]:
    """The shapes of a sentence that defines ``term`` (:func:`defines`), compiled once."""
    t = _term(term)
    return tuple(re.compile(p, re.IGNORECASE) for p in (
        rf"^\W*(?:(?:an?|the)\s+)?{t}\s*(?:\([^)]{{1,60}}\)\s*)?(?:,[^,.;]{{1,80}},)?\s*(?:(?:is|are){_WHAT}|refers?\s+to|means?|"
        r"denotes?)\b",
        rf"\(\s*{t}\s*\)\s*,?\s+(?:(?:which|that)\s+(?:is|are)|is|are){_WHAT}",
        rf"\b{t}\s*\([^)]{{1,60}}\)\s*,\s+(?:which|that)\s+(?:is|are){_WHAT}",
        rf"\b{t},\s+(?:which|that)\s+(?:is|are){_WHAT}",
        rf"\b(?:(?:is|are)\s+(?:\w+\s+)?|,\s*(?:also|sometimes|often|commonly)\s+)(?:called|known\s+as|"
        rf"termed|referred\s+to\s+as)\s+(?:an?\s+|the\s+)?[\"“‘']?{t}\b",
        rf"^\W*{t}\s*(?:\([^)]{{1,60}}\)\s*)?[:—–]\s+\S",
    ))


#: a sentence that says what the one before it means: "This means that any files that they add to or modify on a host
#: are automatically added to the whitelist." after "… allow the administrator to select certain services … to be
#: trusted updaters."
_EXPLAINS = re.compile(r"^[^\w“\"‘']*(?:(?:this|that)\s+(?:means(?!\s+of\b)|is\s+to\s+say)\b|(?:in\s+other\s+words|"
                       r"that\s+is|i\.\s?e\.)\s*,)", re.IGNORECASE)  # not "This means of payment …", nor what is said


def explained_by(sentences, at: int):
    """The sentence after ``sentences[at]`` (a document's, in order) when it says what that one means ("This means
    that …", "In other words, …"), else None: for "What is a trusted updater …?" the sentence that brings the term in
    only names it, the one after it says what it does."""
    following = sentences[at + 1] if at + 1 < len(sentences) else None
    return following if following is not None and _EXPLAINS.match(following.text) else None
