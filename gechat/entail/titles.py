"""A title the sentence gives a named person only with a word that takes part of it back.

"Deputy police commissioner Grace Tolland, speaking on behalf of Commissioner Alan Rudd, …" does not state that
"Police commissioner Grace Tolland confirmed …" (a small model reads 0.99 entailed), nor "Vice-chancellor designate
Marcus Thiel, who formally takes office on 1 August" that he is the vice-chancellor. :func:`qualified_title` reads the
title before the name (up to four words from a qualifier to a title's head noun, or a head noun with "designate" or
"-elect" after it) and names the qualifier a step that gives the person the title's head without it leaves out.
"Acting" and "former" before a noun are also read, for any noun, by :func:`gechat.entail.qualifiers.dropped_qualifier`.
:func:`old_name_now` reads a name the same way: one the sentence gives as a former name ("Formerly known as Brightside
Telecom, …") is no name now.
"""

from __future__ import annotations

import re

#: words before a title that make it another office: a deputy commissioner is no commissioner
_BEFORE = r"deputy|vice|acting|assistant|associate|former|ex|interim|honorary|incoming|shadow|would-be|number\s+two|" \
    r"second-in-command"
#: words after a title that make it one not yet held: "vice-chancellor designate", "president-elect"
_AFTER = r"designate|elect"
#: head nouns of a title
_HEADS = (r"president|chair|chairman|chairwoman|chairperson|director|governor|commissioner|chancellor|minister|"
          r"secretary|mayor|ceo|officer|manager|head|chief|editor|principal|dean|professor|captain|coach|judge|"
          r"ambassador|consul|treasurer|superintendent|inspector|commander|general|admiral|bishop|speaker|leader|"
          r"administrator|registrar|curator|conductor|controller|comptroller|counsel|attorney|auditor|rector|"
          r"provost|premier|prime\s+minister|executive")
_NAME = r"((?:[A-Z][\w'’.-]+\s+){0,3}[A-Z][\w'’-]+)"
#: a word between a qualifier and its title's head: "Deputy Police Commissioner", "former finance minister"; not a
#: function word or a turn ("Former prosecutor turned judge", "the former home of President Lincoln", "Acting on
#: behalf of President Brill")
_BETWEEN = r"(?:(?!(?i:turned|and|or|now|then|later|to|of|on|for|behalf|in|at|the|a|an|with|by|from)\b)" \
           r"[A-Za-z][\w-]*\s+)"
_TITLE = re.compile(rf"\b(?:(?i:{_BEFORE})[\s-]+{_BETWEEN}{{0,3}}?)?"
                    rf"(?P<head>(?i:{_HEADS}))"
                    rf"(?:[\s-]+(?i:{_AFTER}))?,?\s+{_NAME}")
_APPOSED = re.compile(rf"{_NAME},\s+(?:(?:the|its|their)\s+)?(?P<title>(?i:{_BEFORE})[\s-]+{_BETWEEN}{{0,3}}?"
                      rf"(?P<head>(?i:{_HEADS}))(?:[\s-]+(?i:{_AFTER}))?"
                      rf"|(?P<head2>(?i:{_HEADS}))[\s-]+(?i:{_AFTER}))\b")
#: a name right after a title, past an "of" or "for" phrase of capitalised words ("former Secretary of State Alan Ross")
_NEXT_NAMED = re.compile(r"(?:\s+(?:of|for)\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s+)*?[A-Z][\w'’-]*)?\s+[A-Z][a-z][\w'’-]*"
                         r"\s+[A-Z][a-z]")
#: a person said to be another's deputy or assistant: "Grace Tolland, who serves as deputy to Commissioner Alan Rudd,"
_UNDER_ANOTHER = re.compile(rf"{_NAME},\s+(?:who\s+(?:serves|served|is|was|acts|acted|works|worked)\s+as\s+)?"
                            rf"(?:the\s+|a\s+|an\s+)?(?P<title>(?i:deputy|assistant|vice|number\s+two|second-in-command)"
                            rf"\s+(?:to|for|under)\s+(?:the\s+)?(?P<head>(?i:{_HEADS})))\b")
_QUALIFIER_WORDS = re.compile(rf"\b(?:{_BEFORE}|{_AFTER})\b", re.IGNORECASE)
#: a step's own words for a qualifier: "previously", "used to be" for "former"; "set to become" for "designate"
_ONCE = r"formerly|previously|once|used\s+to|had\s+been|no\s+longer"
_TO_COME = r"(?:set|due|poised|expected)\s+to\s+(?:become|take)|will\s+(?:become|take\s+(?:office|over))"
_FOR_NOW = r"temporarily|for\s+now|on\s+an\s+(?:acting|interim)\s+basis"
_SAID_OTHERWISE = {
    "former": rf"{_ONCE}|was\s+(?:then|at\s+the\s+time)|ex", "ex": rf"{_ONCE}|former",
    "designate": rf"{_TO_COME}|incoming|elect|takes?\s+office",
    "elect": rf"{_TO_COME}|incoming|designate|takes?\s+office",
    "incoming": rf"{_TO_COME}|designate|elect",
    "acting": rf"{_FOR_NOW}|interim", "interim": rf"{_FOR_NOW}|acting",
}
#: the sentence gives the person the plain title after all: "was named editor", "was confirmed as chief executive"
_RAISED = rf"(?:named|appointed|confirmed|became|become|promoted|elevated|elected|sworn\s+in|took\s+over|made|" \
          r"has\s+been|is\s+now|stepped\s+up\s+as|went\s+on\s+to\s+become|now\s+serves\s+as)\s+" \
          rf"(?:as\s+)?(?:the\s+|its\s+|their\s+|permanent\s+|full\s+|new\s+)*(?:(?!(?:{_BEFORE})\b)[a-z-]+\s+){{0,2}}"


def qualified_title(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not give the step's person the title the step gives: "" when it does, or gives no
    such person a qualified title."""
    for m, name, title in _titles(premise):
        qualifiers = {q.lower() for q in _QUALIFIER_WORDS.findall(title)}
        surname = name.split()[-1]
        head = r"[\s-]+".join((m.group("head") or m.group("head2")).lower().split())
        if not qualifiers or not re.search(rf"\b{re.escape(surname)}\b", hypothesis) \
                or not re.search(rf"\b{head}\b", hypothesis, re.IGNORECASE):
            continue  # another person, or no title in the step
        if not _given_to(hypothesis, head, surname):
            continue  # "is a professor of chemistry", "endorsed Governor Ana Brill's opponent": no title of the person
        said = {q.lower() for q in _QUALIFIER_WORDS.findall(hypothesis)}
        left_out = sorted(q for q in qualifiers - said
                          if not (q in _SAID_OTHERWISE and re.search(rf"\b(?:{_SAID_OTHERWISE[q]})\b", hypothesis,
                                                                     re.IGNORECASE)))
        rest = premise[: m.start()] + " " + premise[m.end():]
        if not left_out or re.search(rf"(?i:\b{head})\s+(?:[A-Z][\w'’.-]*\s+){{0,3}}{re.escape(surname)}\b", rest) \
                or re.search(rf"(?i:{_RAISED}{head})\b", rest) \
                or re.match(rf"[^,;.]*?\band\s+(?:the\s+|as\s+)?(?i:{head})\b(?!\s+[A-Z])", premise[m.end():]):
            continue  # the step keeps the qualifiers, or the sentence also gives the person the title plainly ("vice
            # chair of the planning committee and chair of the licensing committee")
        return f"the sentence calls {name} '{title}'; the step leaves out '{left_out[0]}'"
    return ""


def _titles(text: str):
    """Each title ``text`` gives a name before it ("Deputy police commissioner Grace Tolland") or in an apposition after
    it ("Grace Tolland, the deputy police commissioner,"): the match, the name, the title."""
    for m in _TITLE.finditer(text):
        yield m, m.group(m.lastindex), m.group(0)[: m.start(m.lastindex) - m.start()].strip(" ,")
    for m in _APPOSED.finditer(text):
        if _NEXT_NAMED.match(text, m.end()):
            continue  # "Director Laura Finch, Deputy Director Tom Webb and …": the title of the next name in a list
        yield m, m.group(1), m.group("title")
    for m in _UNDER_ANOTHER.finditer(text):
        yield m, m.group(1), m.group("title")


def _given_to(hypothesis: str, head: str, surname: str) -> bool:
    """Does the step give the person named ``surname`` the title ``head`` itself: before the name ("Police commissioner
    Grace Tolland"), in an apposition ("Tolland, the police commissioner"), or as what the person is, becomes or serves
    as ("Thiel has taken office as vice-chancellor", "Tolland is the commissioner"; not "a professor of chemistry")?"""
    name = re.escape(surname)
    return bool(re.search(rf"(?i:\b{head})\s+(?:(?:of|for)\s+|[A-Z][\w'’.-]*\s+){{0,4}}{name}\b", hypothesis)
                or re.search(rf"\b{name},\s+(?:the|its|their)\s+(?:[\w-]+\s+){{0,3}}?(?i:{head})\b", hypothesis)
                or re.search(rf"\b{name}\b[^.;]*?\b(?:as|is|was|became|becomes|serves\s+as|remains)\s+(?:the\s+|its\s+|"
                             rf"their\s+)?(?:[\w-]+\s+|\w+-){{0,3}}?(?i:{head})\b", hypothesis))


#: a name written with capitals: "Brightside Telecom", "Bank of Ardlow"
_NAME_TEXT = r"[A-Z][\w&'.-]*(?:\s+(?:(?:of|and|&|the|de|for)\s+)?[A-Z][\w&'.-]*)*"
_RENAMED = rf"({_NAME_TEXT})"
#: a sentence's old name of a thing: "formerly known as Brightside Telecom", "changed its name from Brightside Telecom",
#: "Brightside Telecom was renamed Velo Networks", "traded as Brightside Telecom until 2021", "Brightside Telecom became
#: Velo Networks in 2021"
_OLD_NAME = re.compile(rf"\b(?i:formerly|previously|originally|once)\s+(?:known\s+as|called|named|titled)\s+(?:the\s+)?{_RENAMED}|"
                       rf"\b(?:changed\s+(?:its|their|his|her)\s+name|was\s+renamed|were\s+renamed|renamed)\s+from\s+"
                       rf"{_RENAMED}|{_RENAMED}\s+(?:was|were|has\s+been|had\s+been)\s+renamed\b|"
                       rf"\b(?i:formerly|previously|originally)\s+{_RENAMED}|"
                       rf"\b(?:traded|operated|was\s+known|were\s+known|went)\s+(?:as|by|under)\s+(?:the\s+name\s+)?{_RENAMED}"
                       rf"\s+(?:until|up\s+to|before)\b|"
                       rf"{_RENAMED}\s+became\s+{_NAME_TEXT}\s+(?:in|on|after|when|following)\b(?=.*\b(?:takeover|merger|merged|"
                       rf"rebrand\w*|acquisition|acquired|renam\w*)\b)")  # a renaming, not "Leicester City became
# Premier League Champions in 2016"
#: a sentence's new name of a thing: "was renamed Velo Networks", "now known as Velo Networks"
_NEW_NAME = re.compile(rf"\b(?:renamed|{_NAME_TEXT}\s+became|(?i:now|currently)\s+(?:known\s+as|called|named)|(?:changed|changing)\s+(?:its|their|his|her)"
                       rf"\s+name\s+(?:from\s+{_NAME_TEXT}\s+)?to)\s+(?:as\s+)?{_RENAMED}")
#: a step that gives a name as the present one: "is now called", "currently operates under the name", "trades as"
_NAME_NOW = re.compile(r"\b(?:(?:is|are)\s+(?:now\s+|currently\s+|still\s+)?(?:officially\s+)?(?:called|named|known\s+as)|"
                       r"(?:currently|now|still|today)\s+(?:called|named|known\s+as|operates?|trades?|goes\s+by)|"
                       r"operates?\s+(?:under|as)|trades?\s+(?:under|as)|goes\s+by|under\s+the\s+name)\b", re.IGNORECASE)
#: a step that gives a name as an old one
_NAME_THEN = re.compile(r"\b(?:formerly|previously|originally|once|used\s+to|was\s+(?:called|named|known)|"
                        r"were\s+(?:called|named|known)|former|old|no\s+longer|until|before|renamed)\b", re.IGNORECASE)


def old_name_now(premise: str, hypothesis: str) -> str:
    """The reason the step gives as a thing's name now the name the sentence says it had before it was renamed, or
    "": "Formerly known as Brightside Telecom, the company was renamed Velo Networks in 2021" / "The company currently
    operates under the name Brightside Telecom" (0.81 entailed before this check)."""
    now = _NAME_NOW.search(hypothesis)
    if now is None or _NAME_THEN.search(hypothesis) \
            or re.search(r"\b(?:again|reverted|back\s+to|restored|kept\s+(?:the|its|their)\s+(?:old\s+)?name|"
                         r"retains?\s+(?:the|its|their)\s+(?:old\s+)?name|still\s+(?:called|known\s+as))\b", premise,
                         re.IGNORECASE):  # "…, although the nearby tram stop kept the name Riverside Park"
        return ""
    new_names = [m.group(1).rstrip(".") for m in _NEW_NAME.finditer(premise)]
    if any(re.search(rf"\b{re.escape(n)}\b", hypothesis) for n in new_names):
        return ""  # "Brightside Telecom is now called Velo Networks": the renaming itself
    for m in _OLD_NAME.finditer(premise):
        old = next(g for g in m.groups() if g).rstrip(".")
        given = re.search(rf"\b{re.escape(old)}\b(?!\s+[A-Z0-9])", hypothesis[now.start():])  # the name given, not
        # the subject, and all of it ("Brightside", not "Brightside Telecom")
        if len(old) > 2 and given:
            return f"the sentence says '{old}' is a former name; the step gives it as the name now"
    return ""
