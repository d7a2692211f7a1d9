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


#: a part of a year: "Q3 2022", "the third quarter of 2022", "the second half of 2019", "H1 2021"
_PART = re.compile(r"\b(?:Q(?P<q>[1-4])|H(?P<h>[12])|(?:the\s+)?(?P<nth>first|second|third|fourth|1st|2nd|3rd|4th)\s+"
                   r"(?P<part>quarter|half))(?:\s+of)?\s+(?P<y>1[5-9]\d\d|20\d\d)\b", re.IGNORECASE)
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
#: a month of a year, with or without its day: "14 August 2022", "July 2022", "April 2019"
_MONTH_OF_YEAR = re.compile(r"\b(?P<m>" + "|".join(MONTH_NAMES) + r")(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s+"
                            r"(?P<y>1[5-9]\d\d|20\d\d)\b")


def year_parts(text: str) -> list[tuple[int, frozenset[int], str]]:
    """The parts of a year ``text`` names, as (year, its months, the words): "Q3 2022" (2022, {7, 8, 9})."""
    out = []
    for m in _PART.finditer(text):
        if m.group("q") or m.group("nth") and m.group("part").lower() == "quarter":
            n = int(m.group("q") or _NTH[m.group("nth").lower()])
            months = range(3 * n - 2, 3 * n + 1)
        else:
            n = int(m.group("h") or _NTH.get(m.group("nth").lower(), 3))
            if n > 2:
                continue  # "the third half": no part of a year
            months = range(6 * n - 5, 6 * n + 1)
        out.append((int(m.group("y")), frozenset(months), m.group(0)))
    return out


def months_named(text: str) -> list[tuple[int, int, str]]:
    """The months of a year ``text`` names, as (year, month, the words): "14 August 2022" (2022, 8)."""
    return [(int(m.group("y")), MONTH_NAMES.index(m.group("m")) + 1, m.group(0)) for m in _MONTH_OF_YEAR.finditer(text)]


def part_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step's one month of a year lies outside the sentence's one part of that year, or the step's
    one part leaves out the sentence's one month ("closed in July 2022" / "closed in the second quarter of 2022";
    "peaked in the second half of 2019" / "peaked in April 2019"), or "". Each side must name one date of that year."""
    for parts_of, months_of in ((premise, hypothesis), (hypothesis, premise)):
        parts, months = year_parts(parts_of), months_named(months_of)
        if len(parts) != 1 or len(months) != 1 or months_named(parts_of) or year_parts(months_of):
            continue
        (year, within_, said), (m_year, month, told) = parts[0], months[0]
        if year == m_year and month not in within_:
            mine, theirs = (told, said) if parts_of is premise else (said, told)
            return f"the step says {mine}; the sentence says {theirs}"
    return ""


def part_holds(premise: str, hypothesis: str) -> bool:
    """Does a part of a year the step names hold a month of that year the sentence names ("in Q3 2022" / "on 14
    August 2022")?"""
    months = months_named(premise)
    return any(year == y and month in within_ for year, within_, _ in year_parts(hypothesis) for y, month, _ in months)


def given_part(premise: str, hypothesis: str) -> list[tuple[int, int, str]]:
    """The step's part of a year written as the month the sentence names in it ("completed in Q3 2022" / "on 14
    August 2022": "completed in 14 August 2022" reads as "on"), as (start, end, words), for the model: the month says
    more than the part, so a sentence that entails it entails the step."""
    months = months_named(premise)
    out = []
    for m in _PART.finditer(hypothesis):
        year, within_, _ = year_parts(m.group(0))[0] if year_parts(m.group(0)) else (0, frozenset(), "")
        told = [words for y, month, words in months if y == year and month in within_]
        if len(told) == 1:
            start = m.start()
            if re.search(r"\bthe\s+$", hypothesis[:start], re.IGNORECASE) and not m.group(0).lower().startswith("the"):
                start = hypothesis[:start].lower().rindex("the")
            out.append((start, m.end(), told[0]))
    return out


#: a date the sentence gives by another it names ("the following Tuesday", "two days later", "the next week"): a
#: step's date of the event it dates may be worked out from it (:func:`dated_relatively`)
RELATIVE = re.compile(r"\b(?:the\s+(?:following|next)\s+(?:day|week|month|year|morning|evening|\w+day)|"
                      r"(?:\w+|\d+)\s+(?:days?|weeks?|months?)\s+(?:later|afterwards|after\s+that|earlier|before\s+that)|"
                      r"the\s+(?:day|week)\s+(?:after|before))\b", re.IGNORECASE)



def dated_relatively(premise: str, context: frozenset[str]) -> bool:
    """Does ``premise`` date an event whose words (``context``, stems) stand just before a date it gives by another
    ("… and agreed to reconvene the following Tuesday" for "reconvene")? Such an event's date is worked out from
    the date the sentence names, not given by it ("… and the database was locked two weeks later" dates the locking
    only)."""
    for m in RELATIVE.finditer(premise):
        before = re.findall(r"[A-Za-z]+", premise[: m.start()])[-4:]
        if {antonyms.stem(w) for w in before} & context:
            return True
    return False
