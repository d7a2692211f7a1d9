"""Two dates of a step and a sentence (quantities of kind "date": the month times 100 plus the day, the year as the
unit): whether the sentence's gives the step's (:func:`fits`), or bounds it on the step's side (:func:`within`:
"renew before 31 March" holds 15 March), and whether two dates are of one event (:func:`same_event`: "concluded on
30 June" / "ended on 30 July"). Read by :func:`gechat.entail.quantities.quantity_conflict`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat.entail import antonyms

#: words that name one event's time told otherwise ("concluded" / "ended", "closed" / "was completed", "will be held
#: on" / "is scheduled for", "took office" / "was sworn in"): the words around a date, in any of them, make two dates
#: one event's. A group is one event, not a kind: "open" and "close" stay apart (and the antonyms' check holds them so)
EVENT_GROUPS = ("end conclude finish complete close stop cease terminate expire wrap",
                "begin start commence launch kick",
                "office sworn inaugurate",
                "hold held schedule slate convene",
                "die died death",
                "born birth",
                "effect force effective",
                "acquire buy bought purchase",
                "sign ink",
                "release publish",
                "appoint hire name",
                "marry wed",
                "arrest detain")


@lru_cache(maxsize=1)
def _event_of() -> dict[str, str]:
    return {antonyms.stem(w): group.split()[0] for group in EVENT_GROUPS for w in group.split()}


def same_event(a_context: frozenset[str], b_context: frozenset[str]) -> bool:
    """Are two dates (or years) of one event: a word around both, or words of one :data:`EVENT_GROUPS` group
    (the contexts hold stems)?"""
    if a_context & b_context:
        return True
    events = _event_of()
    return bool({events[w] for w in a_context if w in events} & {events[w] for w in b_context if w in events})


def within(text: str, p, q) -> bool:
    """Does the date ``q`` lie on the side of ``p``, a date of ``text``, that a word before ``p`` opens ("renew
    before 31 March" holds 15 March; "from 1 June" holds 20 June; "by June", a month, holds any day of June)? Years
    must agree where both give one. Read both ways: a sentence's bound holds the step's date, and a step's bound
    ("approved before March 2021") the sentence's ("approved on 3 February 2021")."""
    if p.unit and q.unit and p.unit != q.unit:
        return False
    word = bound(text, p)
    if not word:
        return False
    if word in ("by", "until", "till", "up to", "no later than") and not int(p.value) % 100:
        return int(q.value) // 100 <= int(p.value) // 100  # "by June": the whole month
    earlier = word in ("before", "by", "until", "till", "up to", "no later than")
    return q.value < p.value if earlier else q.value > p.value


def bound(text: str, p) -> str:
    """The word before ``p``, a date of ``text``, that makes it a bound ("before", "by", "since" …), or ""."""
    m = re.search(rf"\b(before|by|until|till|up to|no later than|after|from|since)\s+(?:the\s+)?(?:\d{{1,2}}"
                  rf"(?:st|nd|rd|th)?\s+(?:of\s+)?)?{re.escape(p.text)}\b", text, re.IGNORECASE)
    return m.group(1).lower() if m else ""


def step_bound_holds(premise: str, hypothesis: str, p, q) -> bool:
    """Does the step's bound ``q`` ("approved before March 2021") hold the sentence's date ``p`` ("on 3 February
    2021"), a date and no bound itself ("by 30 June" against "by 30 July" are two deadlines)?"""
    return not bound(premise, p) and within(hypothesis, q, p)


def fits(p, q) -> bool:
    """Same month, and the same day and year where both sides give one."""
    pm, pd = divmod(int(p.value), 100)
    qm, qd = divmod(int(q.value), 100)
    return pm == qm and (not pd or not qd or pd == qd) and (not p.unit or not q.unit or p.unit == q.unit)


#: a date written year, month, day ("2021-08-31"), which :func:`written_date` writes in words
ISO_DATE = re.compile(r"\b(?P<y>1[5-9]\d\d|20\d\d)-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])\b")
MONTH_NAMES = ("January February March April May June July August September October November December").split()


#: a date written with slashes, day or month first ("25/12/2020", "03/04/2021"), and the words by which a text says
#: which comes first ("the US format (month/day/year)", "dd/mm/yyyy")
SLASH_DATE = re.compile(r"\b(?P<a>0?[1-9]|[12]\d|3[01])/(?P<b>0?[1-9]|[12]\d|3[01])/(?P<y>1[5-9]\d\d|20\d\d)\b")
_MONTH_FIRST = re.compile(r"\bmonth/day/year\b|\bmm/dd/yy(?:yy)?\b|\bUS\s+(?:date\s+)?format\b", re.IGNORECASE)
_DAY_FIRST = re.compile(r"\bday/month/year\b|\bdd/mm/yy(?:yy)?\b", re.IGNORECASE)


def slash_dates(text: str) -> list[tuple[re.Match, str]]:
    """The dates ``text`` writes with slashes that it leaves no doubt about, each with its ISO form
    ("2020-12-25"): a first or second part above 12 is the day; otherwise the text must say which comes first."""
    month_first, day_first = bool(_MONTH_FIRST.search(text)), bool(_DAY_FIRST.search(text))
    out = []
    for m in SLASH_DATE.finditer(text):
        a, b = int(m.group("a")), int(m.group("b"))
        if a > 12 and b <= 12 or day_first and not month_first and b <= 12:
            day, month = a, b
        elif b > 12 and a <= 12 or month_first and not day_first and a <= 12:
            day, month = b, a
        else:
            continue  # "03/04/2021" with no convention: 3 April or March 4
        out.append((m, f"{m.group('y')}-{month:02d}-{day:02d}"))
    return out


def slashes_in_words(text: str) -> str:
    """``text`` with each date of :func:`slash_dates` written in words ("25/12/2020": "25 December 2020")."""
    for m, iso in reversed(slash_dates(text)):
        text = text[: m.start()] + written_date(ISO_DATE.match(iso)) + text[m.end():]
    return text


def written_date(m: re.Match) -> str:
    """An :data:`ISO_DATE` match as a text writes the date in words ("31 August 2021")."""
    return f"{int(m.group('d'))} {MONTH_NAMES[int(m.group('m')) - 1]} {m.group('y')}"
