"""Two dates of a step and a sentence (quantities of kind "date": the month times 100 plus the day, the year as the
unit): whether the sentence's gives the step's (:func:`fits`), or bounds it on the step's side (:func:`within`:
"renew before 31 March" holds 15 March), and whether two dates are of one event (:func:`same_event`: "concluded on
30 June" / "ended on 30 July"). Read by :func:`gechat.entail.figures.quantity_conflict`. :func:`deadline_conflict`
reads a deadline given another date of the sentence ("no later than 30 April; … received on 27 April").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from gechat.entail import antonyms
from gechat.text import STOP_WORDS

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


_RANGE_END = r"(?:(?P<{0}d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?P<{0}m>" + "|".join(MONTH_NAMES) + \
    r")(?:\s+(?P<{0}d2>\d{{1,2}})(?:st|nd|rd|th)?)?(?:,?\s+(?P<{0}y>1[5-9]\d\d|20\d\d))?"
#: a range of dates: "between March and June 2023", "from 1 March to 30 June", "March–June 2023"
_DATE_RANGE = re.compile(r"(?:\b(?:between|from)\s+)?\b" + _RANGE_END.format("a") + r"\s*(?:and|to|until|till|through|"
                         r"[-–])\s*" + _RANGE_END.format("b") + r"\b")


def range_holding(text: str, q) -> frozenset[int]:
    """The ends (month times 100 plus the day, as quantities give them) of a range of dates ``text`` gives that holds
    the date ``q`` ("between March and June 2023" holds April 2023; "from March 2022 to June 2023" holds January 2023;
    a month at an end holds its every day), or none."""
    for m in _DATE_RANGE.finditer(text):
        if not (m.group(0).lower().startswith(("between", "from")) or re.match(r"\s*[-–]", text[m.end("am"):])):
            continue  # "in March and June": two months, no range
        first_year, last_year = m.group("ay") or m.group("by"), m.group("by") or m.group("ay")
        year = int(q.unit[1:]) if q.unit[:1] == "y" else None
        if year is None and first_year != last_year:
            continue
        ends, told = [], []
        for side, y in (("a", first_year), ("b", last_year)):
            day = int(m.group(f"{side}d") or m.group(f"{side}d2") or 0)
            told.append((MONTH_NAMES.index(m.group(f"{side}m")) + 1) * 100 + day)
            ends.append((int(y) if y and year is not None else 0) * 10000 + told[-1])
        low, high = ends[0], ends[1] if ends[1] % 100 else ends[1] + 31
        value = ((year or 0) if first_year else 0) * 10000 + int(q.value)
        if low <= value <= high or (not value % 100 and low // 100 <= value // 100 <= high // 100):
            return frozenset(told)
    return frozenset()


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
        if len(parts) != 1 or len(months) != 1 or ANY_MONTH.search(parts_of) or year_parts(months_of) \
                or not _one_event(parts_of, parts[0][2], months_of, months[0][2]):
            continue  # "began in the first half of 2019 and was completed in December of that year"; "Q3 2022 sales
            # rose" / "launched the K7 in June 2022": another event
        (year, within_, said), (m_year, month, told) = parts[0], months[0]
        if year == m_year and month not in within_:
            mine, theirs = (told, said) if parts_of is premise else (said, told)
            return f"the step says {mine}; the sentence says {theirs}"
    return ""


ANY_MONTH = re.compile(r"\b(?:" + "|".join(MONTH_NAMES) + r")\b")


def _event_words(text: str, words: str) -> frozenset[str]:
    """The stems of the few words before ``words`` in ``text`` (the verb a date is said of: "closed in July 2022")."""
    at = text.find(words)
    return frozenset(antonyms.stem(w) for w in re.findall(r"[A-Za-z]+", text[: max(at, 0)])[-6:]
                     if len(w) > 2 and w.islower() and w not in ("the", "and", "was", "were", "its", "his", "her",
                                                                 "has", "had", "have", "been", "with", "for", "from"))


def _one_event(a: str, a_words: str, b: str, b_words: str) -> bool:
    """Are two dates, ``a_words`` of ``a`` and ``b_words`` of ``b``, said of one event (a word before each in
    common, or one event's words, :func:`same_event`)?"""
    return same_event(_event_words(a, a_words), _event_words(b, b_words))


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
        if len(told) == 1 and _one_event(premise, told[0], hypothesis, m.group(0)):
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



def dated_relatively(premise: str, context: frozenset[str], days_after: Callable[[], list[int]] | None = None) -> bool:
    """Does ``premise`` date an event whose words (``context``, stems) stand just before a date it gives by another
    ("… and agreed to reconvene the following Tuesday" for "reconvene"), a date the step's may be (``days_after``:
    how many days the step's date lies after each date the sentence names)? Such an event's date is worked out from
    the date the sentence names, not given by it ("… and the database was locked two weeks later" dates the locking
    only; "halted production the next day" is not a month later)."""
    for m in RELATIVE.finditer(premise):
        before = re.findall(r"[A-Za-z]+", premise[: m.start()])[-4:]
        if {antonyms.stem(w) for w in before} & context:
            lo, hi = _window(m.group(0))
            return days_after is None or any(lo <= d <= hi for d in days_after())
    return False


_COUNT_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


def _window(words: str) -> tuple[int, int]:
    """The days after a named date that a relative one may fall on: "the next day" 1, "two weeks later" 14, "the
    following Tuesday" 1 to 7."""
    low = words.lower().split()
    if low[-1] in ("later", "afterwards") or low[-2:] == ["after", "that"]:
        n = _COUNT_WORDS.get(low[0]) or (int(low[0]) if low[0].isdigit() else 1)
        unit = low[1].rstrip("s")
        days = {"day": 1, "week": 7, "month": 30}.get(unit, 1) * n
        return (days - 2, days + 2) if unit == "month" else (days, days)
    if "earlier" in low or "before" in low:
        return (-400, -1)
    if low[-1] in ("day", "morning", "evening"):
        return (1, 1)
    if low[-1] == "week":
        return (7, 13)
    if low[-1] == "month":
        return (1, 58)
    if low[-1] == "year":
        return (1, 730)
    return (1, 7)  # "the following Tuesday"


def days_between(named, q) -> list[int]:
    """How many days the date ``q`` lies after each of the dates ``named`` (quantities of kind "date"; a year
    taken from the other where one leaves it out, or a common one)."""
    import datetime

    out = []
    for p in named:
        pm, pd = divmod(int(p.value), 100)
        qm, qd = divmod(int(q.value), 100)
        if not pd or not qd:
            continue
        year_p = int(p.unit[1:]) if p.unit[:1] == "y" else None
        year_q = int(q.unit[1:]) if q.unit[:1] == "y" else None
        year_p, year_q = year_p or year_q or 2001, year_q or year_p or 2001
        try:
            out.append((datetime.date(year_q, qm, qd) - datetime.date(year_p, pm, pd)).days)
        except ValueError:
            continue
    return out


#: the early or late part of a year or a month: "late 2021", "early March", "late-2019"
_EARLY_LATE = re.compile(r"\b(?P<part>early|late)[\s-]+(?P<when>1[5-9]\d\d|20\d\d|" + "|".join(MONTH_NAMES) + r")\b",
                         re.IGNORECASE)


def early_late_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step puts in the early part of a year or month what the sentence puts in its late part, or the
    other way ("approved … in late 2021" / "approved … in early 2021"), said of one event; "" otherwise."""
    theirs = {m.group("when").lower(): m for m in _EARLY_LATE.finditer(premise)}
    for m in _EARLY_LATE.finditer(hypothesis):
        other = theirs.get(m.group("when").lower())
        if other is not None and other.group("part").lower() != m.group("part").lower() and len(theirs) == 1 \
                and _one_event(premise, other.group(0), hypothesis, m.group(0)):
            return f"the step says {m.group(0)}; the sentence says {other.group(0)}"
    return ""


#: a date bounded on one side: "after 1 January", "before March 3, 2024", "prior to 30 June", "since 5 May"
_BOUNDED = re.compile(r"\b(?P<side>before|after|prior\s+to|since|until|till|from|by)\s+(?:the\s+)?(?P<date>"
                      r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:" + "|".join(MONTH_NAMES) + r")"
                      r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?)", re.IGNORECASE)
_EARLIER_SIDE = frozenset({"before", "prior to", "until", "till", "by"})


def bound_turned(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state a date bound the step turns round ("All laptops issued after 1 January
    must …" / "Laptops issued before 1 January must …"): the step bounds a date of the sentence on the other side,
    said of the same act (a word among the three before each bound), which the sentence never does; "" when none, or
    where either side denies ("accepted until 30 June" / "… after 30 June will not be accepted")."""
    def bounds(text: str) -> dict[str, tuple[str, set[bool], set[str], str]]:
        found: dict[str, tuple[str, set[bool], set[str], str]] = {}
        for m in _BOUNDED.finditer(text):
            if not re.search(r"\d", m.group("date")) and re.match(r"\s+[A-Z]", text[m.end():]):
                continue  # "drafted by June Hale", "Since May Ellison took over": a name, no month
            side = " ".join(m.group("side").lower().split())
            entry = found.setdefault(" ".join(m.group("date").lower().split()), (m.group("date"), set(), set(), side))
            entry[1].add(side in _EARLIER_SIDE)
            entry[2].update(_act_words(text[: m.start()]))
        return found

    from gechat.entail.quantities import NEGATIONS, words  # quantities reads this module's dates

    if NEGATIONS & (set(words(hypothesis)) | set(words(premise))):
        return ""
    theirs = bounds(premise)
    for date, (written, sides, acts, said) in bounds(hypothesis).items():
        if date in theirs and not sides & theirs[date][1] and acts & theirs[date][2]:
            return f"the step says {said} {written}; the sentence says only {theirs[date][3]} it"  # "issued after 1
            # January" / "issued before 1 January"; not "takes effect from 1 June" / "was published before 1 June"
    return ""


#: a step's "at any time": no bound on when
_ANY_TIME = re.compile(r"\b(?:at\s+any\s+(?:time|point|stage)|any\s*time|whenever\s+(?:they|you|it|he|she|we)\s+"
                       r"(?:like|wish|want|choose))\b", re.IGNORECASE)
_DAYS = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|noon|midnight|" + "|".join(MONTH_NAMES) + r")\b"
_SPAN = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)\s+(?:working\s+|calendar\s+)?" \
        r"(?:minutes?|hours?|days?|weeks?|months?|years?)\b"
#: a bound on when something is done: "before 31 March", "by Friday", "within 30 days", "no later than noon"; "by" only
#: before a day, a date or the end of a period ("reduce their hours by 20 percent" bounds nothing)
_WHEN_BOUND = re.compile(r"\b(?:(?:before|until|till|no\s+later\s+than|prior\s+to)\s+(?:the\s+)?(?:end\s+of\s+)?"
                         r"(?:\d{1,2}(?:st|nd|rd|th)?\s+" + _DAYS + r"|" + _DAYS + r"|" + _SPAN + r")|within\s+"
                         + _SPAN + r"|by\s+(?:the\s+end\s+of\s+\w+|\d{1,2}(?:st|nd|rd|th)?\s+" + _DAYS + r"|" + _DAYS
                         + r"))[^,;.]*", re.IGNORECASE)


def any_time_bounded(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state a step that says an act may be done "at any time" where the sentence
    bounds when it is done ("provided the days are taken before 31 March" / "can be taken at any time"): the act's
    word among the three before each; "" when none."""
    mine = _ANY_TIME.search(hypothesis)
    if not mine:
        return ""
    acts = set(_act_words(hypothesis[: mine.start()]))
    for m in _WHEN_BOUND.finditer(premise):
        if words := [w for s, w in _act_words(premise[: m.start()]).items() if s in acts]:
            return f"the sentence bounds when it is {words[0]} ('{m.group(0).strip()}'); the step says " \
                   f"'{mine.group(0)}'"
    return ""


def _act_words(before: str) -> dict[str, str]:
    """The last three words before a phrase of time, function words aside, by their stems."""
    return {antonyms.stem(w): w for w in re.findall(r"[A-Za-z]+", before)[-3:] if w.lower() not in STOP_WORDS}


_MONTHS = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_DAY_DATE = rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)(?:,?\s+\d{{4}})?"
#: a date a sentence gives as a deadline: "must be submitted no later than 30 April", "the deadline is 1 June"
_DEADLINE_SAID = re.compile(rf"\b(?i:no\s+later\s+than|not\s+later\s+than|deadline\s+(?:is|was|of|falls\s+on)|"
                            rf"due\s+(?:by|on)|must\s+be\s+\w+\s+by|closes?\s+on)\s+(?:the\s+)?(?P<d>{_DAY_DATE})")
#: words before a date that make it a deadline too, or a sentence whose deadline moved
_ALSO_DEADLINE = re.compile(r"\b(?:deadline|due|clos\w*|until|later\s+than|by|extended|moved|postponed|pushed|"
                            r"brought\s+forward|late)\b", re.IGNORECASE)
#: a date a step gives as the deadline: "The deadline for the grant was 27 April", "the 27 April deadline"
_DEADLINE_STATED = re.compile(rf"\bdeadline\b[^.;]{{0,60}}?\b(?:was|is|of|fell\s+on|falls\s+on|:)\s+(?:the\s+)?"
                              rf"(?P<d>{_DAY_DATE})|(?P<d2>{_DAY_DATE})\s+deadline\b")
_ANY_DAY_DATE = re.compile(_DAY_DATE)


def _day(text: str) -> tuple[str, str]:
    month = re.search(_MONTHS, text).group(0)
    return month, re.search(r"\d{1,2}(?=(?:st|nd|rd|th)?\b)", text).group(0)


def deadline_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives as a deadline another date the sentence gives, or "": "Applications … must be
    submitted no later than 30 April; this year the foundation received its final application on 27 April" / "The
    deadline for the grant was 27 April" (0.80 entailed before this check)."""
    stated = _DEADLINE_STATED.search(hypothesis)
    bounds = [m.group("d") for m in _DEADLINE_SAID.finditer(premise)]
    if stated is None or not bounds:
        return ""
    if re.search(r"\b(?:extended|moved|postponed|pushed\s+back|brought\s+forward|originally|late)\b", premise,
                 re.IGNORECASE):
        return ""  # "originally due by 30 April, but the deadline was extended to 15 May"
    day, bound_days = _day(stated.group("d") or stated.group("d2")), {_day(b) for b in bounds}
    others = {_day(m.group(0)) for m in _ANY_DAY_DATE.finditer(premise)
              if not _ALSO_DEADLINE.search(premise[max(0, m.start() - 40) : m.start()])} - bound_days
    # a date no deadline word stands before ("the deadline for online returns is 31 January" is one)
    if day in bound_days or day not in others:
        return ""
    return f"the sentence gives the deadline as {bounds[0]}; the step gives it as {stated.group('d') or stated.group('d2')}"
