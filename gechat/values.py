"""Whether a sentence holds what a question asks for (:func:`gechat.asked.question_type`).

``holds_type`` says whether a sentence holds a value of the asked-for type (a name, a date, a number, sums in words
as novels give them, "eight hundred pounds", "fifty imperials", "ten thousand a year"; an age, "a young man of
five-and-twenty") that the question does not already state; the numbers of sections and titles ("11 U.S.C.
§ 1302") count nothing. ``counts_asked`` checks that a number stands before what "how many X" counts;
``holds_asked`` is the one test of "states what is asked"; ``value_span`` says where the value stands, for a
quote that must keep it. Read by :mod:`gechat.retrieval` (the "not answered" decision), :mod:`gechat.declines`,
:mod:`gechat.answerable` and :mod:`gechat.extractive` (the answer's bonus for the asked-for value).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat.asked import office_asked, question_type
from gechat.entail.numbers import NUMBER_WORDS, TENS
from gechat.entail.quantities import without_names
from gechat.penalties import PENALTY
from gechat.persons import person_named
from gechat.relevance import PERSON_TITLES, spelt_out
from gechat.text import STOP_WORDS, content_stems, fold

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?")
_NUMBER_WORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
                 r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                 r"million|billion")
_UNITS = "(?:" + "|".join(w for w, v in NUMBER_WORDS.items() if 1 <= v <= 9) + ")"
_TENS = "(?:" + "|".join(sorted(TENS)) + ")"
_AGE_NUMBER = rf"(?:\d{{1,3}}(?:\.\d)?|{_TENS}(?:-{_UNITS})?|{_UNITS}[- ]and[- ]{_TENS}|{_NUMBER_WORDS})"
#: an age as texts give it (case aside, but for the names and sentence subjects marked ``(?-i:...)``)
_AGE = re.compile("|".join([
    rf"\b{_AGE_NUMBER}[- ](?:years?|months?|weeks?|days?)[- ](?:old|of age)\b",  # "27 years old", "a 6-month-old"
    rf"\b(?:aged?|the age of)\s+(?:about |around |nearly |almost |over |under |was |were |is |of )*{_AGE_NUMBER}\b",
    r"\bage\b\W{1,3}(?:\(\w+\)\W{0,3})?\d",  # "Mean age (SD): 34.2"
    rf"\b{_UNITS}[- ]and[- ]{_TENS}\b",  # "five-and-twenty", "not one-and-twenty": how novels give ages
    # "a young man of five-and-twenty", "a young woman, about twenty-seven": not "a man of ten thousand a year"
    rf"\b(?:man|woman|girl|boy|lady|youth|child|fellow|gentleman|maid|widow|bachelor|lad|lass)(?:\s+of\s+"
    rf"(?:about |nearly |some )?|,\s+(?:about|nearly|almost|some|perhaps)\s+){_AGE_NUMBER}\b"
    r"(?![\s-]+(?:thousand|hundred|pounds?|guineas|a year|per)\b)",
    # "Julie was twenty-seven.", "He was about twenty-five.": a bare number said of someone, nothing counted after it
    rf"(?-i:\b(?:[Hh]e|[Ss]he|I|[Yy]ou|[Tt]hey|[A-Z][a-z]+))\s+(?:is|was|were|am|are)\s+(?:now |about |nearly |only |"
    rf"just |barely |already |past |not yet )?{_AGE_NUMBER}(?=\s*(?:[,.;:!?)\u201d\"]|$|\s+(?:when|and|but|at|then)\b))",
    r"(?-i:\b[A-Z][a-z]+),\s+\d{1,3},",  # "John Smith, 34, of Boston"
    r"\bbe\s+(?:at least |over |under )?\d{1,3}(?:\s+or\s+(?:older|over|above)|\s*(?:[.,;]|$)|\s+years)",  # "must be 18 or older"
    rf"\b(?:died|turned|retired)\s+(?:at\s+)?(?:the age of\s+)?{_AGE_NUMBER}\b",  # "He died at 87", "She turned 40"
]), re.IGNORECASE)
#: a number in words, as novels give sums: "eight hundred", "forty-three thousand", "a thousand", "four or five"
_WORDS_NUMBER = (rf"(?:an?\s+)?(?:{_NUMBER_WORDS}|{_TENS}-{_UNITS})(?:[- ](?:and[- ]|or[- ])?(?:{_NUMBER_WORDS}|"
                 rf"{_TENS}-{_UNITS}))*")
#: coins and currencies of older texts that name nothing else: "fifty imperials", "thirty thousand rubles"
_COINS = r"guineas?|shillings?|rubles?|roubles?|imperials?|ducats?|florins?|kopecks?|livres?"
#: what may follow "pounds" said of money ("had cost eight hundred pounds, she felt", "twenty thousand pounds from his
#: father"), not of a weight ("Sixteen pounds cooked meat", "two pounds of butter")
_AFTER_SUM = (r"(?:\s*(?:[^\w\s]|$)|\s+(?:a|an|per|from|to|in|for|and|or|which|that|sterling|was|were|had|has|is|are|"
              r"each|apiece|he|she|they|it|i|you|we|his|her|their|my|at|on|by|with|but|as|when|if|the|more|less)\b)")
#: a name: capitalised words past a sentence's first ("... sent for Balaga"), or words in capitals ("FITZWILLIAM DARCY");
#: a sentence's first word after an opening quote or bracket, or after a closing one, is read as a sentence's first
#: (:data:`_AFTER_QUOTE`)
_NAME = re.compile(r"(?<!^)(?<!^[“\"‘'(\[])(?<![.!?]\s)(?<![.!?][”\"’)]\s)(?<![.!?]\s[“\"‘'(\[])\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*|\b[A-Z]{2,}(?:\s+[A-Z]\.?)*\s+[A-Z]{2,}\b")
_PERCENT = re.compile(rf"(?:\d+(?:\.\d+)?|\b(?:{_NUMBER_WORDS})(?:[- ]\w+)?)\s*"
                      r"(?:%|percent\b|per\s+cent\b)|\b(?:half|a quarter|one quarter|three quarters|a third|one third|"
                      r"two[- ]thirds|a fifth|one fifth|a tenth|one tenth)\s+(?:of|the)\b|"
                      rf"\b(?:\d+|{_NUMBER_WORDS})\s+(?:in|out of)\s+(?:\d{{1,3}}|{_NUMBER_WORDS})\b(?![.,]?\d)", re.IGNORECASE)
#: a number or a range of numbers: "30", "4-6", "6 to 8", "two to three"
_SPAN = (rf"(?:\d+(?:[.,]\d+)?(?:\s*(?:[-\u2013]|to|or)\s*\d+(?:[.,]\d+)?)?|(?:{_NUMBER_WORDS}|several)"
         rf"(?:\s*(?:[-\u2013]|to|or)\s*(?:{_NUMBER_WORDS}))?)")
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
#: what "every" counts: a period ("every 6–8 hours", "every 30 min") or an occasion ("every visit", "each meal")
_EVERY_UNIT = (rf"(?:(?:calendar|business|working|financial|fiscal|school)\s+)?(?:seconds?|secs?|s|minutes?|mins?|m|"
               rf"hours?|hrs?|h|days?|nights?|weeks?|wks?|fortnights?|months?|"
               rf"quarters?|years?|yrs?|decades?|weekdays?|weekends?|mornings?|evenings?|{_WEEKDAYS}|time|visit|use|"
               rf"meal|shift|session|cycle|dose|feed)")
#: a period a count is given per: "3 audits a year", "4 g/day", "3x per week"
_PER_PERIOD = r"(?:second|minute|min|hour|hr|h|day|d|week|wk|month|mo|quarter|year|yr|annum|shift|visit|session)"
#: how often: an interval ("every 90 days", "every 4-6 hours", "monthly or quarterly", "twice a day", "3 audits a
#: year", "q8h", "on alternate days", "on Mondays and Thursdays"), a share of the cases ("in 92 % of the cases", "12 of
#: 40 women", "1 in 1,000 patients") or "always" / "never"; not "periodically" or "regularly", which say no how often,
#: nor "once" or "twice" alone ("once the patch is installed", "twice the size")
_FREQUENCY = re.compile(
    _PERCENT.pattern
    + rf"|\b(?:every|each)\s+(?:other\s+|few\s+|couple\s+of\s+|(?:second|2nd|third|3rd|fourth|4th)\s+|{_SPAN}\s*)?"
    rf"{_EVERY_UNIT}\b"
    rf"|\b{_SPAN}\s*(?:x\s*|times\s+|[a-z]+\s*)?(?:per|a|an|each|every|/)\s*{_PER_PERIOD}\b"
    rf"|\bper\s+(?:annum|day|week|month|year|hour|shift)\b"
    rf"|\b(?:once|twice|thrice|{_SPAN}\s*(?:times|x))\s+(?:(?:a|an|per|every|each)\s+(?:{_PER_PERIOD}|calendar\s+year|"
    rf"lifetime|while|fortnight)|daily|weekly|monthly|yearly|annually|in\s+a\s+while|or\s+twice)\b"
    r"|\b(?:on\s+)?alternate\s+(?:days|weeks|months|years|mornings|nights)\b|\bat\s+intervals?\s+of\b"
    rf"|\b(?:at|on)\s+(?:weekends|weekdays)\b|\bon\s+(?:{_WEEKDAYS})s\b|\bas\s+(?:needed|required)\b|\b(?:always|never)\b"
    r"|(?-i:\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|annually|yearly|bi-?annually|biennially|"
    r"semi-?annually|semi-?monthly|bi-?monthly|bi-?weekly|continuously|constantly|occasionally|rarely|seldom)\b)"
    r"|(?-i:\b(?:q\d{1,2}h|qds|qid|tds|tid|bd|bid|qd|prn|QDS|QID|TDS|TID|BD|BID|QD|OD|PRN)\b)"
    r"|\b\d+\s+(?:of|out of)\s+(?:the\s+)?(?!(?:19|20)\d\d\b)\d+\b(?!\s+of\b)|\bin\s+\d+/\d+\b"
    rf"|\b(?:{_NUMBER_WORDS})\s+(?:of|out of)\s+(?:{_NUMBER_WORDS})\b"
    r"|\b(?:\d+|one)\s+(?:in|out\s+of|per)\s+(?:every\s+)?(?:\d{1,3}(?:,\d{3})+|\d{4,})\b"
    r"|\b\d+(?:\.\d+)?\s+(?:[a-z]+\s+)?per\s+\d{1,3}(?:[, ]\d{3})+\b", re.IGNORECASE)
#: a thing's place in a numbered series, which counts no cases: "Step 2 of 5", "Version 2 of 3", "Law 5 of 2020"
_IN_SERIES = re.compile(r"\b(?:step|version|part|item|question|phase|stage|level|round|slide|volume|book|law|act|"
                        r"decree|regulation|page|section|chapter|article|no\.?|number)\s+\d+\s+of\s+\d+",
                        re.IGNORECASE)
#: what a sentence must hold to answer each question type
#: a duration told by a count of a unit of time ("about 2 hours", "4–10 min"), the first of the duration type's readings
_COUNTED_TIME = (rf"(?:\b(?:\d+|{_NUMBER_WORDS}|an?|\w+ty)\b|\d*[½¼¾⅓⅔]|\b\d+ \d/\d)[^.]{{0,20}}?\b(seconds?|minutes?|"
                 r"hours?|days?|weeks?|months?|years?|overnight|twelvemonths?|fortnights?|sennights?|decades?|"
                 r"centur(?:y|ies))\b|\b\d+(?:[.,]\d+)?\s?(sec|secs|min|mins|h|hr|hrs|wk|wks|yr|yrs)\b")  # "1 h", "4–10 min"
_TYPES: dict[str, re.Pattern[str]] = {
    "who": _NAME,
    "when": re.compile(rf"\b(1[5-9]\d\d|20\d\d)\b|\b({_MONTHS})\b", re.IGNORECASE),
    "quantity": re.compile(rf"\d+(?:[.,/]\d+)*|\b({_NUMBER_WORDS}|half|dozen|several|few)\b", re.IGNORECASE),
    # a brand as texts mark it: "Pabal®", "Syntocinon™", or a capitalised name (not initials) in brackets after a word
    "brand": re.compile(r"\b[A-Z][\w-]*\s?[®™]|(?<=[a-z]\s)\(\s*[A-Z][a-z][\w-]*\s?[®™]?\s*[),;]"),
    # a sentence's first word after its opening quote is read as its first (:func:`_opens_with_name`); an acronym
    # names too ("SCAP", "NTP"), and a term in quotation marks that ends without a stop ("denominated
    # “Lucas Lodge”", "a \"zero trust\" model"), unlike dialogue ("“Engaged to Mr. Collins!”")
    "name": re.compile(rf"{_NAME.pattern}|\b[A-Z]{{2,}}\d*\b"
                       r"|[“\"‘]\w[\w -]{0,40}[”\"’](?!\w)"),
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "section": re.compile(r"§+\s*\d[\w().-]*|\b(?:sections?|sec\.|subsections?|titles?|articles?|clauses?|paragraphs?|"
                          r"parts?|chapters?)\s+(?:\d+[\w().-]*|[IVXLC]+\b|\([a-z0-9]+\))", re.IGNORECASE),
    "web": re.compile(r"\bhttps?://\S+|\bwww\.[\w-]+(?:\.[\w-]+)+", re.IGNORECASE),
    "duration": re.compile(rf"{_COUNTED_TIME}|\b(overnight|as long as|until|indefinite\w*|permanent\w*|period)\b",
                           re.IGNORECASE),
    "money": re.compile(r"[$£€¥₹]\s?\d|\b\d[\d,.]*\s*(?:million |billion |thousand |m |bn )?(?:dollars?|cents?|euros?|yen|"
                        r"yuan|rupees?|francs?|pence|pounds sterling|(?:usd|eur|gbp|jpy|chf|cad|aud|cny|inr)\b)|"
                        r"\b(?:usd|eur|gbp|jpy|chf)\s?\d|\b(?:million|billion|thousand) pounds\b|"
                        r"\b(dollars?|cents?|euros?)\b|"
                        # sums in words ("eight hundred pounds", not "two pounds of butter"), old coins, incomes
                        # ("ten thousand a year") and "thirty thousand in ready money"
                        rf"\b{_WORDS_NUMBER}\s+(?:(?:pounds?|pence)(?={_AFTER_SUM})|francs?\b|(?:{_COINS})\b)|"
                        rf"\b\d[\d,.]*\s*(?:{_COINS})\b|\b(?:hundred|thousand)\s+a\s+year\b|"
                        r"\b(?:hundred|thousand|million)\s+(?:in\s+)?(?:ready\s+)?(?:money|cash)\b", re.IGNORECASE),
    "temperature": re.compile(r"\d+\s*(°|degrees?\b)", re.IGNORECASE),
    "penalty": PENALTY,
    "age": _AGE,
    "percent": _PERCENT,
    "frequency": _FREQUENCY,
}
#: the types a sentence seldom holds by chance: holding one says the sentence may answer ("a young man of
#: five-and-twenty" for "how old"), where any sentence may hold a date, a number or a name
SPECIFIC = frozenset({"age", "temperature", "email", "web", "brand"})
#: titles and ranks, no name of their own (:data:`gechat.relevance.PERSON_TITLES` and the courtesies of kings, saints
#: and clergy): "Mrs. Boole" names no one new for "the name of Boole's wife"
_TITLES = PERSON_TITLES | frozenset("madam king queen emperor tsar father mother saint st rev reverend".split())
#: the months and days of the week, in the singular and plural
_CALENDAR = frozenset(w for n in _MONTHS.split("|") for w in (n.removesuffix("s?"), n.replace("?", "")))
#: words a name question's answer may hold that name nothing asked: titles, days and months ("till Tuesday")
_NO_NAMES = _TITLES | _CALENDAR
#: "in what year", "which year": a year, not a month or a weekday
_YEAR_Q = re.compile(r"\b(?:what|which)\s+year\b", re.IGNORECASE)
_YEAR = re.compile(r"(?<![\d.,])(?:1\d{3}|20\d\d)(?![\d]|[.,]\d)")  # "in 1066", "in FY2019"
_TOKEN = re.compile(r"[A-Za-z0-9$£€°]+")
_FILLER = frozenset({"a", "an", "the", "of", "s"})
#: a version after a name: "Common Vulnerability Scoring System (CVSS) 2.0", "SCAP 1.2"
_VERSION = re.compile(r"\b[A-Z][A-Za-z]+\)?\s+v?\d+(?:\.\d+)+\b")
#: a heading in capitals that numbers a division of the document ("CHAPTER 5 – ADDITIONAL … RESPONSIBILITIES")
_DIVISION = re.compile(r"\s*#*\s*(?:CHAPTER|SECTION|PART|APPENDIX|ANNEX|ARTICLE|BOOK|VOLUME)\s+(?:[\dIVXLC]+|[A-Z])\b"
                       r"(?![^a-z]*\bBY\b)[^a-z]*$")  # not a title page's "BOOK I. BY JANE AUSTEN"
#: a number that labels rather than counts: "§ 1302", "chapter 13", "title 11", "11 U.S.C.", "28 C.F.R."
_LABEL_NUMBER = re.compile(r"(?:§+\s*|\b(?:chapter|section|title|part|article|rule|page|figure|table|appendix|volume|"
                           r"revision|rev\.|edition|annex|exhibit|paragraph|footnote|no\.|sp|fips|pub|iso|iec|rfc|"
                           r"nistir)\s+)\d[\w.()-]*"  # a publication's code too: "SP 800-53", "FIPS 199", "RFC 2119"
                           r"(?:\s*[-–]\s*\d[\w.()-]*)?|\b\d+\s+(?:U\.\s?S\.\s?C|C\.\s?F\.\s?R)\b"
                           r"|(?<=[)\]])\d{1,2}\b", re.IGNORECASE)  # and a footnote's mark: "(DSS)3, which requires …"


#: a duration asked as a count of a unit of time: "After how many minutes …?", "How many years …?"
_COUNT_OF_TIME_Q = re.compile(r"\bhow\s+many\s+(?:more\s+|whole\s+|full\s+)?(?:seconds|minutes|hours|days|weeks|"
                              r"months|years|decades)\b", re.IGNORECASE)
#: what answers such a question: a count of a unit of time, not "as long as the session lasts", "until …",
#: "indefinitely", "overnight"
_COUNTED_DURATION = re.compile(_COUNTED_TIME, re.IGNORECASE)


def _pattern(qtype: str, question: str) -> re.Pattern[str] | None:
    """What a sentence must hold to answer a question of type ``qtype``; for "in what year", a year ("In what year did
    Lydia run off?" is not answered by "a dance on Tuesday"); for "how many minutes", a count of a unit of time ("for
    as long as the session lasts" is no number of minutes)."""
    if qtype == "duration" and _COUNT_OF_TIME_Q.search(question):
        return _COUNTED_DURATION
    return _YEAR if qtype == "when" and _YEAR_Q.search(question) else _TYPES.get(qtype)


def _new_values(pattern: re.Pattern[str], text: str, asked: set[str]):
    """The matches of ``pattern`` in ``text`` that hold a word of their own, not one of ``asked`` (the question's
    words: "for 40 men" does not answer "How many lemons for 40 men?")."""
    return (m for m in pattern.finditer(text) if {w.lower() for w in _TOKEN.findall(m.group(0))} - asked - _FILLER)


#: an acronym as a question writes it ("NIST", "SP")
_ACRONYM = re.compile(r"\b[A-Z]{2,}(?=s?\b)")
#: the months' names as texts write them ("August")
_MONTH_NAMES = "|".join(m.capitalize() for m in _MONTHS.split("|")[:12])
#: a date with its month written out, or cut short: the month before a day or a year ("August 2020", "June 7, 2021",
#: "Aug, 2013"), or after a day ("24 May 2019", "20 Aug, 2013")
_MONTH_WRITTEN = rf"(?:{_MONTH_NAMES}|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?)"
_DATE = re.compile(rf"(?:\b\d{{1,2}}\s+)?\b{_MONTH_WRITTEN},?\s+\d{{1,4}}(?:,\s*\d{{4}})?\b|\b\d{{1,2}}\s+{_MONTH_WRITTEN}(?!\w)")


def _blanked(pattern: re.Pattern[str], text: str) -> str:
    """``text`` with what ``pattern`` matches blanked in place (offsets kept)."""
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def _undated(text: str) -> str:
    """``text`` with its dates blanked in place (offsets kept): a date names no one, for who-questions ("800-207, 59
    pages (August 2020)"; "On 24 May 2019, May announced …" keeps the second "May"), and counts nothing, for
    quantities ("Registered 20 Aug, 2013")."""
    return _blanked(_DATE, text)


#: a publication's code with its kind written out: "FIPS Publication 199", "NIST Special Publication 800-53",
#: "OMB Circular A-130"
_PUBLICATION = re.compile(
    r"(?:\b[A-Z][A-Za-z]*\s+){0,4}(?i:(?:special\s+|interagency\s+(?:or\s+internal\s+)?)?(?:publications?|pubs?|"
    r"circulars?|bulletins?|standards?|reports?|sp|ir|nistir))\.?\s+(?i:no\.?\s+)?[A-Z]?-?\d[\w.-]*"
    r"(?:,?\s+(?i:volume|vol\.|part|revision|rev\.)\s+[\w.]+)*")


def _no_one(text: str) -> str:
    """For a who-question, ``text`` with what names no one blanked in place: its dates (:func:`_undated`) and the
    publications' codes it writes out ("FIPS Publication 199", :data:`_PUBLICATION`)."""
    return _blanked(_PUBLICATION, _undated(text))


def _asked(text: str, question: str, qtype: str) -> set[str]:
    """The words of ``text`` that name nothing ``question`` asks for: its own words; for a name, titles and the
    calendar's names ("Mrs. Boole", "till Tuesday"); for either, the words of a run of capitalised words spelling an
    acronym the question writes (:func:`gechat.relevance.spelt_out`: "National Institute of Standards and Technology
    Special Publication 800-207" names no one "Who are the authors of NIST SP 800-207?" does not; "Helen Roberts" is
    no one's "HR")."""
    asked = {w.lower() for w in _TOKEN.findall(question)}
    if qtype == "name":
        asked |= _NO_NAMES
    if qtype in ("who", "name"):
        asked |= spelt_out(text, {w.lower() for w in _ACRONYM.findall(question)})
    return asked


#: the level of a confidence (credible, prediction) interval: "95 % CI", "95% confidence interval", "(CI 95%: …)"
_CONFIDENCE = re.compile(
    r"\b(?:80|9[05]|97\.5|99)(?:\.\d+)?\s*(?:%|per\s*cent\b|percent\b)\s*"
    r"(?=(?:CI|C\.I\.|CrI|PI|UI|confidence|credible|prediction|uncertainty)\b|c\.i\.)"
    r"|\bninety[- ](?:five|nine)\s+per\s*cent\s+(?=confidence\b)"
    r"|\b(?:CI|CrI),?\s+(?:80|9[05]|97\.5|99)(?:\.\d+)?\s*%", re.IGNORECASE)


def _no_shares(text: str, qtype: str) -> str:
    """For a share or a how-often question, ``text`` with what is no share of cases blanked in place (offsets kept):
    the level of a confidence interval ("95 % CI"), and for how often a place in a series ("Step 2 of 5")."""
    if qtype in ("percent", "frequency"):
        text = _blanked(_CONFIDENCE, text)
    return _blanked(_IN_SERIES, text) if qtype == "frequency" else text


def holds_type(text: str, qtype: str, question: str = "") -> bool:
    """Does ``text`` hold a value of the asked-for type (a name, a date, a number, ...) that ``question`` does not?

    A value the question itself states ("for 40 men", "FIPS 199") is no answer to it, and the number of a
    section, chapter or title ("11 U.S.C. § 1302") answers no "how much" or "how many".
    """
    pattern = _pattern(qtype, question)
    if pattern is None:
        return False
    text = _no_shares(text, qtype)  # "(RR 0.54; 95 % CI 0.37–0.79)", "Step 2 of 5": no share of anything
    if qtype == "quantity":
        text = _undated(without_names(_VERSION.sub(" ", _LABEL_NUMBER.sub(" ", text))))  # "§ 1302", "Circular A-130",
        # "(CVSS) 2.0", "Registered 20 Aug, 2013": no count
    if qtype in ("who", "name") and _DIVISION.match(text):
        return False  # "CHAPTER 5 – ADDITIONAL STANDING TRUSTEE RESPONSIBILITIES" names a part of the book, no one
    if qtype == "who":
        text = _no_one(text)
        if held := office_asked(question):
            return person_named(text, _asked(text, question, qtype) | _TITLES | _CALENDAR, held)  # an
            # office's holder, by name: not "the President", nor the Act he signed
    if qtype == "penalty":  # the question's own word counts: "What penalty …?" / "The penalty for … is …"
        return bool(pattern.search(text))
    asked = _asked(text, question, qtype)
    if qtype == "who" and _quote_opens_with_name(text, asked):
        return True  # "“Kitty has no discretion in her coughs,” said her father", not "“If I should ever go …”"
    if qtype == "name":
        if (surname := _FIRST_NAME_OF.search(question)) and _FIRST_NAME_Q.search(question):
            return _first_name_before(text, surname.group(1), asked)  # "Thomas Bennet" for "Mr. Bennet's first name"
        named = named_thing(question)
        if named and not named & content_stems(text):
            return False  # "Whenever Charlotte came to see them, ... the Longbourn estate" names no baby
        if _opens_with_name(text, asked) or _quote_opens_with_name(text, asked):
            return True
    return any(True for _ in _new_values(pattern, text, asked))


def value_span(text: str, question: str, qtype: str | None = None) -> tuple[int, int] | None:
    """Where ``text`` first holds a value of the type ``question`` asks for that the question does not state (the
    characters of "eight hundred pounds" for "What had the chimney-piece cost?"), or None: what an answer quoting
    part of a long sentence must keep."""
    qtype = question_type(question) if qtype is None else qtype
    pattern = _pattern(qtype, question)
    if pattern is None:
        return None
    if qtype == "penalty":
        return next((m.span() for m in pattern.finditer(text)), None)
    if qtype == "who":
        text = _no_one(text)
    text = _no_shares(text, qtype)
    asked = _asked(text, question, qtype)
    return next((m.span() for m in _new_values(pattern, text, asked)), None)


#: a first name asked for: "What is Mr. Bennet's first name?", "What first name does Mr. Darcy sign ...?"
_FIRST_NAME_Q = re.compile(r"\b(?:first|christian|given)\s+(?:\(\w+\)\s+)?name\b", re.IGNORECASE)
#: whose: the last name the question gives in the possessive ("Mr. Bennet's", "of Darcy's late father") or after
#: the verb ("does Mr. Darcy sign")
_FIRST_NAME_OF = re.compile(r"(?-i:\b([A-Z][a-z]+))(?:['’]s\b|\s+(?:sign|write|use|give|go by)\b)")


def _first_name_before(text: str, surname: str, asked: set[str]) -> bool:
    """Does ``text`` give ``surname`` with a first name the question does not ("Thomas Bennet", "FITZWILLIAM
    DARCY"), not a courtesy title ("Mr. Bennet")?"""
    return any(m.group(1).lower() not in asked and m.group(1).lower() not in _TITLES for m in re.finditer(
        rf"\b([A-Z][a-z]+|[A-Z]{{2,}})\s+(?i:{re.escape(surname)})\b", text))


#: where the thing whose name is asked is named: "the name(s) of <it>", "give to <it>", "name <it>"
_NAMED_THING = re.compile(r"\bnames?\s+of\s+(.*)|\bgive\s+(?:to\s+)?(.*)|(?<!what )(?<!which )(?<!first )\bname\s+"
                          r"(?!as\b|of\b)(.*)", re.IGNORECASE)


@lru_cache(maxsize=256)
def named_thing(question: str) -> frozenset[str]:
    """The stems of the words that say what a name is asked of, up to the first function word ("the small
    thoroughbred Arab horse brought to Napoleon" -> small, thoroughbred, horse, brought; "Mr. Darcy's estate" ->
    estate): a sentence that gives a name answers only when it says what the name is of. Names are skipped; empty
    when the question asks someone's own name ("Mr. Hurst's Christian name")."""
    m = _NAMED_THING.search(question)
    if not m:
        return frozenset()
    words: list[str] = []
    for raw in next(g for g in m.groups() if g is not None).split():
        word = raw.strip("?,.;:!\"'()“”")
        if raw[:1].isupper() or word.lower().endswith(("'s", "’s")):
            continue  # a name, or whose thing it is ("Mr. Darcy's")
        if word.lower() in STOP_WORDS:
            if words:
                break
            continue  # "the", "their", "a" before the words
        words.append(word)
    return frozenset(content_stems(" ".join(words)))


#: a sentence's first word after its opening quote or bracket, or after a sentence's end and a closing quote: no
#: match of :data:`_NAME`, a name when it is no function word, opener or participle (:func:`_opens_with_name`)
_AFTER_QUOTE = re.compile(r"(?:^|[.!?]\s)[“\"‘'(\[]([A-Z][a-z]+)\b|[.!?][”\"’)]\s([A-Z][a-z]+)\b")
#: capitalised words that open sentences and name no one
_OPENERS = frozenset("yes no oh ah well now perhaps everyone everybody everything nothing nobody someone somebody "
                     "something anyone anything yesterday today tomorrow however indeed still yet thus hence "
                     "therefore meanwhile".split())


def _opens_with_name(text: str, asked: set[str]) -> bool:
    """Does ``text`` open with a name ("Balaga was a famous troyka driver ..."), a capitalised word that is no
    function word, adverb, participle ("“Engaged to Mr. Collins!”") or opener, nor a word of the question? The
    name pattern leaves a sentence's first word out: every sentence opens with a capital."""
    m = re.match(r"[\W_]*([A-Z][a-z]+)\b", text)
    word = m.group(1).lower() if m else ""
    return bool(word) and not any(word in words for words in (STOP_WORDS, asked, _OPENERS)) \
        and not word.endswith(("ly", "ed", "ing"))


def _quote_opens_with_name(text: str, asked: set[str]) -> bool:
    """Does a sentence inside ``text`` open with a name after its quote or bracket (:data:`_AFTER_QUOTE`)?"""
    return any(_opens_with_name(text[m.start(m.lastindex):], asked) for m in _AFTER_QUOTE.finditer(text))


def holds_asked(text: str, question: str, qtype: str | None = None) -> bool:
    """Does ``text`` state what ``question`` asks for: a count of what it asks about for "how many"
    (:func:`counts_asked`), else a value of its type (:func:`holds_type`)? ``qtype``: the question's type, when
    already read."""
    qtype = question_type(question) if qtype is None else qtype
    return counts_asked(text, question) if qtype == "quantity" else holds_type(text, qtype, question)


def counts_asked(text: str, question: str) -> bool:
    """For "how many X ...": does ``text`` put a number right before X (a count of what is asked)? X is any word of
    the phrase after "how many" ("hard-boiled eggs", "phases"), compared in the singular ("phases" / "five-phase")."""
    m = re.search(r"\bhow many\s+(.*)", question, re.IGNORECASE)  # "For the frozen dessert, how many soldiers ..."
    if not m:
        return holds_type(text, "quantity", question)
    heads: set[str] = set()
    phrase = m.group(1).lower().split()
    while phrase[:1] and phrase[0] in ("of", "the", "these", "those", "its", "their"):  # "how many of the 40 men"
        phrase = phrase[1:]
    for word in phrase[:3]:
        word = word.strip("?,.;:!\"'")
        if not word or word in _AUX or (heads and word in _ENDS_PHRASE):
            break
        if word in _ENDS_PHRASE or word.isdigit():
            continue
        heads |= {fold(part) for part in word.split("-") if part}
    if not heads:
        return holds_type(text, "quantity", question)
    words = re.findall(r"[^\W_]+|[$£€°]", text)  # letters of any script: "cafés"
    for i, w in enumerate(words):
        if fold(w.lower()) in heads:  # a year before it is no count, unless right before it ("in 1990 the men")
            before = " ".join(x for k, x in enumerate(words[max(0, i - 4) : i], max(0, i - 4))
                              if k == i - 1 or not re.fullmatch(r"1\d{3}|20\d\d", x))
            if _TYPES["quantity"].search(before) and holds_type(before, "quantity", question):
                return True
    return any(fold(m.group(1).lower()) in heads for m in _COUNT_AFTER.finditer(text))


#: a count told after what is counted, by a verb that gives its new total or its total: "Cruise calls increased
#: from 41 to 57", "visitors totalled 96,000", "the fleet's vessels numbered 12" (not a change alone: "rose by 16")
_COUNT_AFTER = re.compile(
    r"([^\W\d_]+)\s+(?:(?:have|has|had)\s+)?(?:rose|risen|increased|grew|grown|climbed|jumped|fell|fallen|dropped|"
    r"declined|decreased|reached|totall?ed|numbered|came\s+to|amounted\s+to|stood\s+at)\s+"
    r"(?:(?:from\s+(?:about\s+|around\s+)?[\d,.]+\s+)?to\s+|at\s+)?(?:about\s+|around\s+|nearly\s+|almost\s+|"
    r"some\s+|more\s+than\s+|over\s+|an\s+estimated\s+|a\s+record\s+)?\d[\d,]*(?![\d,.]*\s*(?:%|percent|per\s+cent))",
    re.IGNORECASE)
#: words that end the phrase after "how many": "how many phases *does* ..."
_AUX = frozenset("do does did is are was were have has had can could will would should must may might go goes went "
                 "get gets make makes take takes there".split())
#: words that end the phrase once it has its noun, and are never what is counted: "how many people *at* ..."
_ENDS_PHRASE = frozenset("the a an of in at to for on by with from and or per each every".split())
