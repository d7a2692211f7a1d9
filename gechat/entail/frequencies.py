"""How often: "twice daily", "once a day", "three times a week", "every 15 minutes", "four trains an hour".

The figures of :mod:`gechat.entail.quantities` hold no frequency: "Take one tablet twice daily" and "The tablets
should be taken once a day" gave no figure to compare, and the shipped model read the pair as entailed. Here a
frequency is read as times per day, whatever its words:

* "once", "twice", "thrice", "N times" with "a day", "per week", "an hour", "daily", "weekly", "hourly", ...;
* "every N minutes / hours / days / weeks" (and "every half hour", "every other day", "each year");
* "N things an hour / a day / every week" ("four trains an hour", "seven days a week");
* read as stated, never held against another (:attr:`Frequency.weak`): a bare "every week", "every Monday",
  "every morning and every evening", and, in a sentence, adverbs alone ("monthly", "annual").

``frequency_conflict``: the sentence gives one counted frequency of the same event, the step another, by more than
:data:`CONFLICT_MARGIN` (worded as a figure conflict, so that it does not overrule a sentence that entails the
step); ``frequency_unstated``: the step gives a frequency the sentence does not (not supported).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from gechat import caches
from gechat.entail.numbers import NUMBER_WORDS
from gechat.entail.quantities import QUANTITY_REASON, UNITS, converts, quantities, singular
from gechat.entail.weekdays import DAYS
from gechat.text import content_words, stem

#: times per day of one of each period
PER_DAY = {"second": 86400.0, "minute": 1440.0, "hour": 24.0, "day": 1.0, "night": 1.0, "week": 1 / 7,
           "fortnight": 1 / 14, "month": 12 / 365, "year": 1 / 365}
_ADVERBS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "fortnightly": "fortnight",
            "monthly": "month", "yearly": "year", "annually": "year", "annual": "year", "biweekly": "fortnight",
            "bi-weekly": "fortnight"}
_NUMBER_NAMES = sorted((w for w in NUMBER_WORDS if w not in ("hundred", "thousand", "million", "billion", "dozen")),
                       key=len, reverse=True)
_COUNT = r"(?<![\d,.])(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)|\b(?:" + "|".join(_NUMBER_NAMES) + ")"
_PERIOD = r"(?:a|an|per|each|every)\s+(?P<unit>minute|hour|day|night|week|fortnight|month|year)\b|" \
          r"(?P<adverb>hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually)\b"
_TIMES = re.compile(rf"\b(?P<times>once|twice|thrice|(?P<n>{_COUNT})\s+times)[\s-]+(?:{_PERIOD})", re.IGNORECASE)
_EVERY = re.compile(rf"\b(?:every|each)\s+(?:(?P<n>{_COUNT}|half\s+an?|other|second)\s+)?(?P<unit>second|minute|hour|"
                    r"day|week|fortnight|month|year)s?\b", re.IGNORECASE)
_EVERY_HALF = re.compile(r"\bevery\s+half[\s-]+hour\b", re.IGNORECASE)
_THINGS_PER = re.compile(rf"(?P<n>{_COUNT})\s+(?P<thing>[a-z]+)\s+(?:a|an|per|each|every)\s+(?P<unit>hour|day|week|"
                         r"month)\b", re.IGNORECASE)
#: a day of the week, or weekdays: "every Monday" (once a week), "every weekday" (five times)
_EVERY_DAY = re.compile(r"\bevery\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|"
                        r"weekend)\b", re.IGNORECASE)
#: an adverb alone: "meets monthly", "a $500 scholarship annually", "the annual festival"; "morning and evening"
_BARE = re.compile(r"\b(?P<adverb>hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually|annual|bi-?weekly)\b",
                   re.IGNORECASE)
_HALF_HOURLY = re.compile(r"\bhalf[\s-]hourly\b", re.IGNORECASE)
_MORNING_EVENING = re.compile(r"\b(?:in\s+the\s+)?morning\s+and\s+(?:in\s+the\s+)?evening\b", re.IGNORECASE)
_PARTS_OF_DAY = re.compile(r"\bevery\s+(morning|afternoon|evening|night)\b", re.IGNORECASE)
#: words by which a sentence may give a frequency this module does not read: then a step's is left to the model
_CUES = re.compile(r"\b(?:every|each|annual\w*|yearly|daily|weekly|monthly|hourly|nightly|once|twice|times|per|"
                   r"(?:a|an)\s+(?:day|week|month|year|hour)|morning|evening)\b", re.IGNORECASE)


class Frequency(NamedTuple):
    per_day: float
    words: str  # as written
    start: int  # where it stands in its text
    #: a bare "every week", an adverb alone ("monthly"), parts of the day: read as what a text states, never held
    #: against another frequency ("two sessions every week" gives "every week" beside its count)
    weak: bool = False
    #: what it counts, in the singular ("trains" of "four trains an hour"), or ""
    thing: str = ""


def _number(word: str) -> float:
    word = word.lower()
    return float(word.replace(",", "")) if word[0].isdigit() else float(NUMBER_WORDS[word])


@lru_cache(maxsize=caches.TEXTS)
def frequencies(text: str, bare: bool = False) -> tuple[Frequency, ...]:
    """The frequencies ``text`` gives; with ``bare``, adverbs alone ("monthly", "annual") and "morning and evening"
    too."""
    out: list[Frequency] = []
    taken: list[tuple[int, int]] = []

    def add(value: float, m: re.Match, weak: bool = False, thing: str = "") -> None:
        if not any(a < m.end() and m.start() < b for a, b in taken):
            out.append(Frequency(value, m.group(0), m.start(), weak, thing))
            taken.append((m.start(), m.end()))

    for m in _TIMES.finditer(text):
        times = {"once": 1.0, "twice": 2.0, "thrice": 3.0}.get(m.group("times").lower()) or _number(m.group("n"))
        unit = m.group("unit") or _ADVERBS[m.group("adverb").lower()]
        add(times * PER_DAY[unit.lower()], m)
    for m in _THINGS_PER.finditer(text):  # "four trains an hour", "two sessions every week"; not "2 litres a day"
        thing, unit = singular(m.group("thing").lower()), m.group("unit").lower()
        if thing in ("day", "night") and unit == "week":  # "seven days a week": every day
            add(_number(m.group("n")) / 7, m, thing=thing)
        elif thing not in UNITS and m.group("thing").lower() not in UNITS:
            add(_number(m.group("n")) * PER_DAY[unit], m, thing=thing)
    for m in _EVERY_HALF.finditer(text):
        add(48.0, m)
    for m in _EVERY.finditer(text):
        n = (m.group("n") or "").lower()
        every = 2.0 if n in ("other", "second") else 0.5 if n.startswith("half") else _number(n) if n else 1.0
        add(PER_DAY[m.group("unit").lower()] / every, m, weak=not n)
    days = [m for m in _EVERY_DAY.finditer(text)]
    for m in days:
        add({"weekday": 5 / 7, "weekend": 2 / 7}.get(m.group("day").lower(), 1 / 7), m, weak=True)
    if len(days) > 1:  # "every Sunday morning and every Wednesday evening": twice a week
        out.append(Frequency(sum(f.per_day for f in out if f.start in {m.start() for m in days}), "", days[0].start(),
                             True))
    if bare:
        for m in _HALF_HOURLY.finditer(text):
            add(48.0, m, weak=True)
        for m in _BARE.finditer(text):
            add(PER_DAY[_ADVERBS[m.group("adverb").lower()]], m, weak=True)
        for m in _MORNING_EVENING.finditer(text):
            add(2.0, m, weak=True)
    parts = {p.lower() for p in _PARTS_OF_DAY.findall(text)}
    if parts and not any(m for m in _PARTS_OF_DAY.finditer(text)
                         if any(a < m.end() and m.start() < b for a, b in taken)):
        first = _PARTS_OF_DAY.search(text)
        out.append(Frequency(float(len(parts)), " and ".join(f"every {p}" for p in sorted(parts)), first.start(), True))
    return tuple(out)


#: the days "weekdays" and "weekends" name, numbered as :data:`gechat.entail.weekdays.DAYS` numbers them
_SEVERAL_DAYS = {"weekday": frozenset(range(1, 6)), "weekdays": frozenset(range(1, 6)), "weekend": frozenset({6, 7}),
                 "weekends": frozenset({6, 7})}


def _days(text: str) -> set[int]:
    """The days of the week ``text`` names (1 is Monday; "weekdays" are 1-5, "weekends" 6-7)."""
    out: set[int] = set()
    for word in re.findall(r"[a-z]+", text.lower()):
        out |= {DAYS[word]} if word in DAYS else _SEVERAL_DAYS.get(word, frozenset())
    return out


def _of_days(premise: str, hypothesis: str, bare: bool = False) -> list[Frequency]:
    """The sentence's frequencies that may be of the step's days: each frequency holds for the days named after
    it, up to the next ("every 15 minutes on weekdays and every half hour on Sundays"); one with no day named, or
    a step that names none, keeps them all."""
    found = sorted(frequencies(premise, bare), key=lambda f: f.start)
    wanted = _days(hypothesis)
    out = []
    for k, f in enumerate(found):
        end = found[k + 1].start if k + 1 < len(found) else len(premise)
        days = _days(premise[f.start:end])
        if not wanted or not days or days & wanted:
            out.append(f)
    return out


def _same(a: float, b: float, margin: float = 0.02) -> bool:
    return abs(a - b) <= margin * max(a, b)


#: how far two frequencies must be apart to conflict: "every two weeks" and "twice a month" are one schedule
CONFLICT_MARGIN = 0.15


#: the words of frequencies and days, which say when, not what happens
_NOT_WHAT = frozenset(content_words(" ".join([*PER_DAY, *_ADVERBS, "every each once twice times weekday weekend",
                                              "monday tuesday wednesday thursday friday saturday sunday"])))
#: how many content words before a frequency say what happens at it
WHAT_WORDS = 3


def _what(text: str, f: Frequency) -> set[str]:
    """The content words of what happens at frequency ``f``: the last :data:`WHAT_WORDS` before it ("had blood tests
    at the clinic every two weeks": not "took the drug once a day") and what it counts ("four trains an hour")."""
    said = [w for w in content_words(text[: f.start]) if not w[0].isdigit() and w not in _NOT_WHAT]
    own = {w for w in content_words(f.words) if not w[0].isdigit() and w not in _NOT_WHAT}  # "four *trains* an hour"
    return set(list(dict.fromkeys(reversed(said)))[:WHAT_WORDS]) | own


def frequency_conflict(premise: str, hypothesis: str) -> str:
    """The step's frequency against the one frequency the sentence gives of the same thing, as a figure conflict
    ("the step says once a day; the sentence says twice daily"), or "". Only counted frequencies conflict (a bare
    "every week" may sit beside a count: "two sessions every week"), of what shares a word ("took the drug once a
    day" is not "had blood tests every two weeks"), and by more than :data:`CONFLICT_MARGIN`; a sentence with
    several frequencies (weekdays and Sundays) is left to :func:`frequency_unstated`, unless the step's days pick
    one ("on Sundays")."""
    theirs = [f for f in _of_days(premise, hypothesis) if not f.weak]
    if not theirs or any(not _same(f.per_day, theirs[0].per_day) for f in theirs):
        return ""
    said = theirs[0]
    upper = bool(_UPPER_BEFORE.search(premise[: said.start]))  # "no more than twice a year": a bound, which "once a
    # year" keeps
    for mine in frequencies(hypothesis):
        if not mine.weak and not _same(mine.per_day, said.per_day, CONFLICT_MARGIN) \
                and not (upper and mine.per_day < said.per_day) \
                and _what(hypothesis, mine) & _what(premise, said):
            return f"{QUANTITY_REASON}{mine.words}; the sentence says {said.words}"
    return ""


#: words before a frequency that make it an upper bound ("no more than twice a year", "at most once a day")
_UPPER_BEFORE = re.compile(r"\b(?:no\s+more\s+than|not\s+more\s+than|at\s+most|up\s+to|a\s+maximum\s+of|no\s+more\s+often\s+"
                           r"than)\s+$", re.IGNORECASE)


def frequency_unstated(premise: str, hypothesis: str) -> str:
    """The step's frequency that the sentence does not give in any words, as the reason, or "" (also when the
    sentence has a word of frequency this module does not read: "no more than 4 doses in 24 hours")."""
    theirs = _of_days(premise, hypothesis, bare=True)
    if not theirs and _CUES.search(premise):
        return ""
    for mine in frequencies(hypothesis):
        if any(_same(mine.per_day, f.per_day, STATED_MARGIN) for f in theirs):
            continue
        if theirs and all(f.weak for f in theirs) and any(_multiple(mine.per_day, f.per_day) for f in theirs):
            continue  # "every day, four flights leave" / "four flights a day": the sentence counts beside "every day"
        return f"the step gives '{mine.words}'; the sentence states no such frequency"
    return ""


#: how near two frequencies must be for one to state the other: "every two weeks" states "twice a month"
STATED_MARGIN = 0.1


def _multiple(a: float, b: float) -> bool:
    """Is ``a`` a whole multiple (2 to 24 times) of ``b``?"""
    n = round(a / b) if b else 0
    return 2 <= n <= 24 and _same(a, n * b)


#: a count of things after which the sentence gives how often: "two tablets three times a day", "every eight hours,
#: two capsules at a time"
_EACH_TIME = re.compile(rf"(?P<n>{_COUNT})\s+(?P<thing>[a-z]+)", re.IGNORECASE)


#: words that give a measure per day ("a daily dose of 1,000 mg", "1,000 mg per day")
_PER_DAY = re.compile(r"\b(?:daily|per\s+day|a\s+day|each\s+day|every\s+day)\b", re.IGNORECASE)


def totals_agree(premise: str, hypothesis: str) -> bool:
    """Does the step give as a total per period what the sentence gives as a count times a frequency ("Take two
    tablets three times a day" / "Take six tablets a day"; "every eight hours, two capsules at a time" / "six capsules a
    day")? Then the step's count is the sentence's, worked out: neither a conflict nor a figure it does not state."""
    counted = [f for f in frequencies(premise) if not f.weak]
    if len(counted) != 1:
        return False
    if _PER_DAY.search(hypothesis) and not frequencies(hypothesis):  # "500 mg twice a day" / "The daily dose is
        # 1,000 mg": a measure given per day
        given = [p for p in quantities(premise) if p.unit and p.kind not in ("date", "year", "clock", "weekday")]
        if any(q.unit == p.unit and _same(p.value * counted[0].per_day, q.value)
               or converts(p.value * counted[0].per_day, p.unit, q.value, q.unit) is True
               for q in quantities(hypothesis) for p in given):  # "500 mg three times a day" / "1.5 g a day"
            return True
    for mine in frequencies(hypothesis):
        if not mine.thing or mine.weak:
            continue
        for m in _EACH_TIME.finditer(premise):
            if singular(m.group("thing").lower()) == mine.thing and not counted[0].words.startswith(m.group(0)) \
                    and _same(_number(m.group("n")) * counted[0].per_day, mine.per_day):
                return True
    return False


#: how many times a thing is done, after its verb: "reheated only once", "reheated twice", "washed three times"
_DONE_TIMES = re.compile(r"\b(?P<verb>[a-z]+)\s+(?:(?P<bound>no\s+more\s+than|at\s+most|not\s+more\s+than|up\s+to)\s+|only\s+|"
                    r"just\s+)?(?P<n>once|twice|thrice|(?:two|three|four|five|\d+)\s+times)\b", re.IGNORECASE)
_DONE_N = {"once": 1, "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5}


def _done_times(m: re.Match) -> int:
    n = m.group("n").lower().split()[0]
    return _DONE_N.get(n) or int(n)


def times_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step says a thing is done another number of times than the sentence says, after the same verb
    ("reheated only once" / "can safely be reheated twice", 0.69 entailed before this check), or more times than the
    sentence's bound allows ("no more than twice" / "three times"), or ""."""
    if re.search(r"\b(?:not|never|no|n't)\b", hypothesis, re.IGNORECASE):
        return ""
    said_all = list(_DONE_TIMES.finditer(premise))
    theirs = {stem(m.group("verb").lower()): m for m in said_all
              if len({_done_times(x) for x in said_all if stem(x.group("verb").lower()) == stem(m.group("verb").lower())})
              == 1}  # "The Rovers have won twice …, while the Gulls have won once": whose count is the step's
    for mine in _DONE_TIMES.finditer(hypothesis):
        said = theirs.get(stem(mine.group("verb").lower()))
        if said is None or mine.group("bound"):
            continue
        n, limit = _done_times(mine), _done_times(said)
        if (n > limit) if said.group("bound") else n != limit:
            return f"the step says {mine.group(0)}; the sentence says {said.group(0)}"
    return ""
