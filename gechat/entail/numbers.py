"""Numbers written out: number words, scales, dozens, fractions and halves, read as the digits they stand for.

Read by :mod:`gechat.entail.quantities` (``join_number_words`` over its lower-cased tokens, then ``number`` per
token) and, for the word lists, by :mod:`gechat.entail.notation` and :mod:`gechat.entail.polarity` through it.
"""

from __future__ import annotations

import re

NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
NUMBER_WORDS.update({"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
                     "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                     "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12})
#: the tens that take a unit after them: "twenty-seven", "ninety nine"
TENS = frozenset(w for w, v in NUMBER_WORDS.items() if 20 <= v <= 90)
#: ordinals written out ("first" and "second" only after "the" or a possessive: "at first", "a second look", "30
#: seconds" are no ranks, :func:`is_rank`); "twenty-first" is a ten and one of ``ORDINAL_UNITS``
#: (``join_number_words``)
ORDINAL_UNITS = {w: i + 1 for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth".split())}
ORDINAL_WORDS = dict(ORDINAL_UNITS)
ORDINAL_WORDS.update({w: i + 10 for i, w in enumerate(
    "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth".split())})
ORDINAL_WORDS.update({f"{w[:-1]}ieth": v for w, v in NUMBER_WORDS.items() if w in TENS} | {"hundredth": 100})
#: an ordinal in digits as a token reads it (``quantities`` splits "14th" into "14" and "th"), or as
#: ``join_number_words`` writes a compound one ("21st")
ORDINAL_SUFFIXES = frozenset("st nd rd th".split())
_ORDINAL_DIGITS = re.compile(r"(\d+)(?:st|nd|rd|th)")
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "bn": 1e9, "m": 1e6, "k": 1e3}
#: the scale words written out, "thousand" ... "trillion" (not "bn" or "k")
SCALE_NAMES = frozenset(w for w in SCALES if len(w) > 2)
#: fractions a recipe writes as one character: "2½ hours", "¾ pound"
VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
#: a fraction written with a slash: "1/2", "3/4" (not a date, "1/2/2020", nor "24/7")
_SLASHED = r"(?<![\d/])(?:[1-9]|1[0-5])/(?:2|3|4|8|16)(?![\d/])"


#: a number of the old style, its unit before its ten ("five-and-twenty years ago", "three-and-twenty"): read as
#: "twenty-five", "twenty-three"; only hyphened, as "between five and twenty" are two numbers
INVERTED_TENS = re.compile(r"\b(?P<unit>one|two|three|four|five|six|seven|eight|nine)-and-"
                           r"(?P<ten>twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b", re.IGNORECASE)


def tens_first(m: re.Match) -> str:
    """:data:`INVERTED_TENS`'s match written ten first: "five-and-twenty" -> "twenty-five"."""
    return f"{m.group('ten')}-{m.group('unit')}"


def number(tok: str) -> float | None:
    t = tok.lower().replace(",", "")
    if t in NUMBER_WORDS:
        return float(NUMBER_WORDS[t])
    if t[-1:] in VULGAR:  # "2½" -> 2.5, "½" -> 0.5
        return float(t[:-1] or 0) + VULGAR[t[-1]]
    if re.fullmatch(_SLASHED, t):  # "1/2" -> 0.5
        top, bottom = (int(x) for x in t.split("/"))
        return top / bottom if top < bottom else None
    try:
        return float(t)
    except ValueError:
        return None


def join_number_words(low: list[str]) -> list[str]:
    """"twenty two" -> "22" (the second word blanked), so compound number words read as one number; "a
    million" and "one million" -> "1 million"; "nine hundred" -> "900"."""
    out = list(low)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if a in TENS and b in NUMBER_WORDS and 0 < NUMBER_WORDS[b] < 10:
            out[i], out[i + 1] = str(NUMBER_WORDS[a] + NUMBER_WORDS[b]), ""
        elif a in TENS and b in ORDINAL_UNITS:  # "twenty-first" -> "21st"
            out[i], out[i + 1] = suffixed(NUMBER_WORDS[a] + ORDINAL_UNITS[b]), ""
        elif a in ("a", "one") and b in SCALE_NAMES and (i == 0 or out[i - 1] not in ("half", "of")):
            out[i] = "1"  # not "half a million", "a quarter of a million"
    for i in range(len(out) - 1):  # "two dozen" -> "24", "half a dozen" -> "6", "1 1/2" -> "1.5"
        if out[i + 1] == "dozen" and (v := small(out[i])) is not None:
            out[i], out[i + 1] = str(v * 12), ""
        elif out[i + 1] == "dozen" and out[i] in _VAGUE:  # "several dozen protesters": no number
            out[i + 1] = ""
        elif out[i : i + 3] == ["half", "a", "dozen"]:
            out[i : i + 3] = ["6", "", ""]
        elif out[i].isdigit() and re.fullmatch(_SLASHED, out[i + 1]) and (part := number(out[i + 1])) is not None:
            out[i], out[i + 1] = f"{int(out[i]) + part:g}", ""
    for i in range(len(out) - 3):  # "two and a half hours" -> "2.5 hours", "two and a quarter hours" -> "2.25 hours"
        part = _AND_PARTS.get(tuple(out[i + 1 : i + 4]))
        if part is not None and (whole := small(out[i])) is not None:
            out[i : i + 4] = [f"{whole + part:g}", "", "", ""]
    text = " ".join(w or "_" for w in out)  # "an hour and a half" -> 1.5 hour, "half an hour" -> 0.5 hour
    taken: set[int] = set()
    for pattern, value in HALVES:
        for m in pattern.finditer(text):
            k = len(text[: m.start()].split())
            n = len(m.group(0).split())
            if taken & set(range(k, k + n)):
                continue  # "a mile and a half a day": the second "half a day" overlaps the first
            taken |= set(range(k, k + n))
            out[k : k + n] = [value, *[""] * (n - 2), m.group("unit")]
    for i in range(len(out) - 1):  # "nine hundred" -> "900", "three hundred and 12" -> "312", "a hundred" -> "100"
        head = 1 if out[i] == "a" else small(out[i])
        if out[i + 1] != "hundred" or head is None:
            continue
        total, out[i + 1] = head * 100, ""
        j = i + 3 if out[i + 2 : i + 3] == ["and"] else i + 2
        rest = small(out[j]) if j < len(out) else None
        rank = ORDINAL_WORDS.get(out[j]) if j < len(out) and rest is None else None
        if rest is not None or rank is not None:  # "three hundred and twelve", "one hundred and fiftieth"
            total, out[j] = total + (rest if rest is not None else rank), ""
            out[i + 2] = out[i + 2] if j == i + 2 else ""  # the "and" between them
        out[i] = suffixed(total) if rank is not None else str(total)
    for i in range(len(out) - 2):  # "three thousand two hundred" -> "3200" ("three thousand" alone is the scale's)
        head = small(out[i]) if not out[i].isdigit() else int(out[i]) if len(out[i]) <= 3 else None
        k = next((k for k in range(i + 1, min(len(out), i + 4)) if out[k]), None)  # past the blanks of "forty-two"
        if head is None or k is None or out[k] != "thousand":
            continue
        j = next((j for j in range(k + 1, min(len(out), k + 5)) if out[j] not in ("", "and")), None)
        rest = (int(out[j]) if out[j].isdigit() else small(out[j])) if j is not None else None
        after = next((w for w in out[j + 1 : j + 3] if w), "") if j is not None else ""  # "lost forty-three
        # thousand" ends the text: nothing after the scale
        if rest is not None and 0 < rest < 1000 and after not in SCALE_NAMES and after != "hundred":
            out[i : j + 1] = [str(head * 1000 + rest), *[""] * (j - i)]  # not "between one thousand and two thousand"
    return out


#: a part after a whole number: "two and a half", "two and a quarter", "two and three quarters"
_AND_PARTS = {("and", "a", "half"): 0.5, ("and", "a", "quarter"): 0.25, ("and", "three", "quarters"): 0.75}
#: the units a half is said of in words: "half a kilogram", "an hour and a half"
_HALF_UNITS = ("hour|minute|day|week|year|month|mile|kilometre|kilometer|metre|meter|litre|liter|gallon|pound|"
               "kilogram|kilo|gram|tonne|ton|ounce")
#: a unit and a half written out: "an hour and a half", "one and a half hours", "half an hour"; a quarter or three
#: quarters of one, or more: "three quarters of an hour", "an hour and a quarter"
HALVES = (
    (re.compile(rf"(?<![\w])(?:an?|one) (?P<unit>{_HALF_UNITS}) and a half\b"
                r"(?! (?:of|an?|per) )"), "1.5"),  # not "twice a year and a half of the members", "a half a day"
    (re.compile(rf"(?<![\w])one and a half (?P<unit>(?:{_HALF_UNITS})s)\b"), "1.5"),
    (re.compile(rf"(?<![\w])(?<!and a )half an? (?P<unit>{_HALF_UNITS})\b"), "0.5"),
    (re.compile(rf"(?<![\w])(?:an?|one) (?P<unit>{_HALF_UNITS}) and a quarter\b(?! (?:of|an?|per) )"), "1.25"),
    (re.compile(rf"(?<![\w])(?:an?|one) (?P<unit>{_HALF_UNITS}) and three quarters\b(?! (?:of|an?|per) )"), "1.75"),
    (re.compile(rf"(?<![\w])(?:a|one) quarter of an? (?P<unit>{_HALF_UNITS})\b"), "0.25"),  # "a quarter of an hour"
    (re.compile(rf"(?<![\w])three[ -]quarters of an? (?P<unit>{_HALF_UNITS})\b"), "0.75"),
)


#: words that make "dozen" after them no number: "several dozen", "a few dozen", "many dozen"
_VAGUE = frozenset("several few many some dozens".split())


def ordinal(word: str) -> int | None:
    """The value of an ordinal written out ("fourteenth", "twentieth") or as ``join_number_words`` writes a
    compound one ("21st"), else None."""
    if word in ORDINAL_WORDS:
        return ORDINAL_WORDS[word]
    m = _ORDINAL_DIGITS.fullmatch(word)
    return int(m.group(1)) if m else None


#: an ordinal in digits or in words: "14th", "fourteenth", "twenty-first"
ORDINAL_TEXT = re.compile(rf"\b(?:\d+(?:st|nd|rd|th)|(?:{'|'.join(sorted(TENS))})-(?:{'|'.join(ORDINAL_UNITS)})|"
                          rf"{'|'.join(sorted(ORDINAL_WORDS, key=len, reverse=True))})\b", re.IGNORECASE)


def ranks(text: str) -> list[tuple[re.Match, int]]:
    """The ordinals of ``text`` that give a rank (:func:`is_rank`), with it."""
    out = []
    for m in ORDINAL_TEXT.finditer(text):
        before = text[: m.start()].split()[-1:]
        after = text[m.end() :].split()[:1]
        if m.group(0)[0].isdigit() or is_rank(m.group(0).lower(), before[0].lower() if before else "",
                                               after[0].lower() if after else ""):
            out.append((m, rank_of(m.group(0))))
    return out


def rank_of(text: str) -> int | None:
    """The rank an :data:`ORDINAL_TEXT` match gives ("14th", "fourteenth", "twenty-first": 14, 14, 21)."""
    low = text.lower()
    ten, _, unit = low.partition("-")
    return NUMBER_WORDS[ten] + ORDINAL_UNITS[unit] if unit else ordinal(low)


def suffixed(value: int) -> str:
    """An ordinal in digits: "1st", "2nd", "3rd", "11th", "21st"."""
    return f"{value}{'th' if value % 100 in (11, 12, 13) else {1: 'st', 2: 'nd', 3: 'rd'}.get(value % 10, 'th')}"


#: words before an ordinal written out that make it a fraction or a count: "a fifth of", "two thirds"
_NOT_RANK = frozenset({"a", "an", "one", *NUMBER_WORDS})


def rank_at(low: list[str], i: int) -> int | None:
    """The rank an ordinal at ``low[i]`` gives: digits with their suffix ("14", "th"), or a word ("fourteenth",
    "21st" as ``join_number_words`` writes "twenty-first") not after "a" or a number ("a fifth", "two thirds") nor
    before "of" ("the fifth of November", "a tenth of the budget")."""
    t = low[i]
    if t.isdigit():
        return int(t) if low[i + 1 : i + 2] and low[i + 1] in ORDINAL_SUFFIXES else None
    rank = ordinal(t)
    if rank is None or not is_rank(t, low[i - 1] if i else "", low[i + 1] if i + 1 < len(low) else ""):
        return None
    return rank


#: what "first" and "second" need before them to be ranks: "the second day", "its first store"
_OWNERS = frozenset("the its his her their our my your this".split())


def is_rank(word: str, before: str, after: str) -> bool:
    """Is the ordinal ``word``, written out, a rank between the words ``before`` and ``after``: not a fraction ("a
    fifth", "two thirds"), nor a date's day ("the fifth of May", read as a date), and "first" or "second" only
    after "the" or a possessive?"""
    before, after = before.strip(".,;:'\"").lower(), after.strip(".,;:'\"").lower()
    if before in _NOT_RANK or before.isdigit() or after == "of":
        return False
    return word not in ("first", "second") or before in _OWNERS


def small(word: str) -> int | None:
    """The value of a number word or digits from 1 to 99, else None."""
    v = NUMBER_WORDS.get(word) if word in NUMBER_WORDS else int(word) if word.isdigit() and len(word) <= 2 else None
    return v if v is not None and 1 <= v <= 99 and word != "dozen" else None


#: a number as a text writes it: digits ("1,122", "2.5") or words ("fifty")
NUMBER_TEXT = r"(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
#: the words before a share that make it near a value, not a bound: "about one in five", "nearly two thirds"
NEAR = r"(?:nearly|almost|about|around|roughly|approximately|close\s+to|just\s+under|just\s+over)"
#: a share as so many in so many: "about one in five patients", "2 out of 3 voters" (not "4 in 6 weeks", a span)
IN_SHARE = re.compile(rf"\b(?P<near>{NEAR}\s+)?(?P<n>{NUMBER_TEXT})\s+(?:in|out\s+of)\s+(?:every\s+)?(?P<of>{NUMBER_TEXT})\b"
                      r"(?![,.]\d)"
                      r"(?!\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b)", re.IGNORECASE)


#: what follows a year, not the noun a share counts: "355 in 2023.", "… in 2022 and …", "… in 2022 to 1,000"
_NO_NOUN = re.compile(r"\s*(?:[,;.:)]|$|(?:and|or|but|while|whereas|to|from|in|at|on|for|as|with|when|after|before|"
                      r"compared|against|versus|vs|than|up|down)\b)", re.IGNORECASE)


def in_share(m: re.Match) -> float | None:
    """The percentage an :data:`IN_SHARE` match states ("one in five": 20.0), or None when it is no share (the
    first number not below the second, the second over 100,000, or the second a year written in digits with no noun
    after it, or after "to" or "from": "355 in 2023.", "rose to 1,000 in 2023")."""
    n, of = number(m.group("n").replace(",", "").lower()), number(m.group("of").replace(",", "").lower())
    if re.fullmatch(r"1[5-9]\d\d|20\d\d", m.group("of")) and (_NO_NOUN.match(m.string, m.end()) or re.search(
            r"\b(?:to|from)\s+$", m.string[max(0, m.start() - 8):m.start()])):
        return None  # "rose from 800 in 2022 to 1,000 in 2023", "412 in 2022 and 355 in 2023", "two in 2021"; not
        # "1 in 2000 people", "18 in 2000 participants"
    return None if n is None or of is None or not 0 < n < of <= 100_000 else n * 100 / of
