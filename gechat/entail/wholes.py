"""Parts of a counted whole that a sentence gives, and the figures they give a step.

"1,000 of the 2,000 respondents" (two counts, :func:`of_counts`, whose share :func:`share_of_counts` names), "60
percent of its 1,500 employees" (a percentage of a count: the part, :func:`part_of_whole`), "half of the 40 members",
"one in eight of the 2,400 cars" or "Of the 36 patients enrolled, a third …" (a share in words or so many in so many
of a count, :func:`share_of_whole`); a step's bound on such a part (:func:`bound_against_share`,
:func:`share_bound_holds`: "45 percent of the 2,000 runners" / "More than a thousand women ran"), and the rest of the
whole denied as the part asserted (:func:`complement_denied`), and what "all but one of the nine" or "of the 15 …, all
except X" leaves (:func:`all_but_count`). Read by :mod:`gechat.entail.arithmetic`'s
``worked_out`` (stated), :mod:`gechat.entail.notation` (written for the model as the sentence gives it) and the
conflict checks.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.negation import negation_marks
from gechat.entail.numbers import NUMBER_TEXT, NUMBER_WORDS, SCALE_NAMES, number
from gechat.entail.proportions import APPROXIMATE, DETERMINER, EXACT_SHARES
from gechat.entail.quantities import QUANTITY_REASON, Quantity, quantities, words
from gechat.entail.units import close
from gechat.text import content_words

#: the stems of number words, which a step may add to the sentence's words ("three", "hundred")
NUMBER_STEMS = frozenset(antonyms.stem(w) for w in (*NUMBER_WORDS, *SCALE_NAMES, "hundred", "thousand", "dozen"))


def share_of_counts(premise: str, percent: float, hypothesis: str = "") -> str | None:
    """The words of two counts the sentence gives as part and whole whose share is ``percent`` (within half a point:
    "1,000 of the 2,000" for 50), or None; with ``hypothesis``, also a part given "of which" of a whole the step names
    by one of its words ("850 new homes …, of which 255 will be offered at social rent" / "Thirty percent of the 850
    homes"; not "14 cities …, of which 6 were in Germany" / "43% of the orchestra's audience")."""
    pairs = of_counts(premise) + (_of_which(premise, hypothesis) if hypothesis else [])
    return next((text for a, b, text in pairs if abs(100 * a.value / b.value - percent) <= 0.5), None)


def _of_which(premise: str, hypothesis: str) -> list[tuple[Quantity, Quantity, str]]:
    """The parts a sentence gives "of which" of the count just before, whose noun the step names."""
    out = []
    said = set(content_words(hypothesis, antonyms.stem))
    for m in re.finditer(r"(?P<b>\d[\d,.]*)\s+(?P<what>(?:[A-Za-z'’-]+\s+){0,8}?[A-Za-z-]+),?\s+of\s+(?:which|whom)\s+"
                         r"(?P<a>\d[\d,.]*)(?!\s*%|[\d.])", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        named = set(content_words(" ".join(m.group("what").split()[:3]), antonyms.stem))
        if a and b and b[0].value > 0 and a[0].value <= b[0].value and named & said:
            out.append((a[0], b[0], f"{m.group('a')} of the {m.group('b')}"))
    return out


def of_counts(premise: str) -> list[tuple[Quantity, Quantity, str]]:
    """The pairs of counts a sentence gives as part and whole, with their words ("1,000 of the 2,000 respondents",
    "12 of 40 schools")."""
    out = []
    for m in re.finditer(rf"(?P<a>\d[\d,.]*)\s+(?:out\s+)?of\s+{DETERMINER}(?P<b>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], m.group(0)))
    for m in re.finditer(r"\bOf\s+(?:the\s+)?(?P<b>\d[\d,.]*)\b[^,;]{0,90},\s+(?P<a>\d[\d,.]*)\b", premise):
        a, b = quantities(m.group("a")), quantities(m.group("b"))  # "Of the 400 employees surveyed, 120 said …"
        if a and b and b[0].value > 0 and a[0].value <= b[0].value:
            out.append((a[0], b[0], f"{m.group('a')} of the {m.group('b')}"))
    for m in re.finditer(r"(?<![\w.,])(?P<a>\d[\d,]*)\s+of\s+them\b", premise):  # "matched 312 timbers …, dating 274
        # of them": the nearest count before it that can hold it
        a = quantities(m.group("a"))
        before = [q for q in quantities(re.split(r"[;.](?!\d)", premise[: m.start()])[-1]) if q.kind == "count"]
        if a and len(before) == 1 and before[-1].value > a[0].value > 0:  # not "1,500 teachers at 60 schools, and
            # 45 of them": which count "them" is, is unsaid
            out.append((a[0], before[-1], f"{m.group('a')} of the {before[-1].text}"))
    return out


_PERCENT_OF = re.compile(rf"(?P<p>\d[\d.]*)\s*(?:%|percent|per\s+cent)\s+of\s+{DETERMINER}"
                         rf"(?P<n>\d[\d,]*)(?![\d.])|\bOf\s+{DETERMINER}(?:[\w'’-]+\s+){{0,3}}?"
                         r"(?P<n2>\d[\d,]*)\b[^,;]{0,70},\s+(?P<p2>\d[\d.]*)\s*(?:%|percent|per\s+cent)", re.IGNORECASE)


def part_of_whole(q: Quantity, premise: str, hypothesis: str) -> bool:
    """Is the step's count the part of a whole the sentence gives as a percentage of it, said of what the sentence
    says of that part ("Of the 800 households surveyed, 25 percent said they had installed solar panels" / "Two hundred
    of the households said they had installed solar panels")?"""
    if q.kind != "count" or not _one_percentage(premise) or _THE_REST.search(premise) \
            or bool(negation_marks(words(hypothesis))[0]) != bool(negation_marks(words(premise))[0]):
        return False  # "15 percent delayed and 5 percent cancelled", "… and the rest are electric", "no food
        # insecurity": which part is the step's is its claim
    said = set(content_words(hypothesis, antonyms.stem))
    for m in _PERCENT_OF.finditer(premise):
        share, whole = float(m.group("p") or m.group("p2")), float((m.group("n") or m.group("n2")).replace(",", ""))
        what = re.split(r"[;.]|,\s+(?:and|but|while)\b", premise[m.end():], maxsplit=1)[0]  # "were admitted"
        if close(share * whole / 100, q.value) and said & (set(content_words(what, antonyms.stem)) - {antonyms.stem(
                q.unit)} - set(content_words(premise[: m.start()], antonyms.stem))):
            return True  # "12 percent of the 25,000 applicants were admitted" / "3,000 applicants were rejected": not
    return False


#: a share in words ("half", "a third") or so many in so many ("one in eight") of a counted whole, and what is said
#: of that share: "half of the 40 members voted …", "one in eight of the district's 2,400 cars …", or the whole named
#: first: "Of the 36 patients enrolled, a third reported …"
_SHARE_TEXT = (rf"(?:{'|'.join(sorted(map(re.escape, EXACT_SHARES), key=len, reverse=True))}|"
               rf"{NUMBER_TEXT}\s+(?:in|out\s+of)\s+{NUMBER_TEXT})")
_OWNER = r"(?:[\w-]+['’]s\s+)?"  # "the district's 1,600 teachers"
_SHARE_OF_WHOLE = re.compile(rf"\b(?P<s>{_SHARE_TEXT})\s+of\s+{DETERMINER}{_OWNER}(?P<n>{NUMBER_TEXT})\s+(?P<what>[^,;.]*)"
                             rf"|\bOf\s+{DETERMINER}{_OWNER}(?P<n2>{NUMBER_TEXT})\s[^,;]{{0,60}},\s+(?P<s2>{_SHARE_TEXT})\s+"
                             rf"(?P<what2>[^,;.]*)", re.IGNORECASE)
_SO_MANY_IN = re.compile(rf"(?P<a>{NUMBER_TEXT})\s+(?:in|out\s+of)\s+(?P<b>{NUMBER_TEXT})", re.IGNORECASE)


def _share_value(text: str) -> float | None:
    """The percentage a share of :data:`_SHARE_TEXT` states ("a third": 33.3, "one in eight": 12.5)."""
    if (m := _SO_MANY_IN.fullmatch(text)) is None:
        return EXACT_SHARES[" ".join(text.lower().split())]
    a, b = number(m.group("a").replace(",", "").lower()), number(m.group("b").replace(",", "").lower())
    return a * 100 / b if a and b and a < b else None


def share_of_whole(q: Quantity, premise: str, hypothesis: str) -> str | None:
    """Is the step's count the share the sentence gives in words or as so many in so many of a counted whole, said
    of what the sentence says of that share ("Half of the 40 members voted for the plan" / "Twenty members voted for
    the plan"; "One in eight of the 2,400 cars tested had defective brake lights" / "Three hundred of the cars")? The
    step's other words must all be said of that share in its clause, or of the whole ("Of the 36 patients enrolled,
    a third dropped out and half completed the study" / "Twelve patients completed the study": another part); not
    after a word that makes the share approximate or a bound ("about half of", "over a third of"), nor where the
    sentence gives the rest of the whole something else or the step a year of another clause. The share as the
    sentence writes it ("one in eight of the 2,400"), else None."""
    if q.kind != "count" or bool(negation_marks(words(hypothesis))[0]) != bool(negation_marks(words(premise))[0]) \
            or _REST.search(premise):
        return None
    plain = re.sub(rf"\b{NUMBER_TEXT}(?:-{NUMBER_TEXT})*\b", " ", hypothesis, flags=re.IGNORECASE)  # "Fifty-one"
    own = set(content_words(plain, antonyms.stem)) - NUMBER_STEMS - {antonyms.stem(q.unit)}
    for m in _SHARE_OF_WHOLE.finditer(premise):
        first = "s" if m.group("s") else "s2"
        share, whole = _share_value(m.group(first)), number((m.group("n") or m.group("n2")).replace(",", "").lower())
        what = _CLAUSE_END.split(m.group("what") if m.group("s") else m.group("what2"), maxsplit=1)[0]
        head = premise[m.start():m.start("what" if m.group("s") else "what2")]  # "Of the 36 patients enrolled, a
        # third", "a quarter of the district's 1,600 teachers"
        said = set(content_words(what, antonyms.stem)) | set(content_words(re.sub(r"['’]s\b", "", head),
                                                                           antonyms.stem))
        clause = next(c for c in re.split(r"[;.]", premise) if m.group(first) in c)
        if share and whole and not APPROXIMATE.search(premise[: m.start(first)]) \
                and close(share * whole / 100, q.value) and own and own <= said \
                and all(y in clause for y in re.findall(r"\b(?:1[5-9]|20)\d\d\b", hypothesis)):
            return f"{m.group(first)} of the {m.group('n') or m.group('n2')}"
    return None


#: words by which a sentence gives the rest of a whole something else ("… and the rest voted for it")
_REST_WORDS = r"the\s+(?:rest|others?|remain(?:ing|der)|balance)"
_REST = re.compile(rf"\b{_REST_WORDS}\b", re.IGNORECASE)
#: the end of what a share's clause says: "a third dropped out and half completed the study"
_CLAUSE_END = re.compile(r"\s+(?:and|but|while|whereas)\s+|,", re.IGNORECASE)


def _one_percentage(text: str) -> bool:
    """Does ``text`` give exactly one percentage (no second share a step's part could be)?"""
    return len(re.findall(r"\d\s*(?:%|percent\b|per\s+cent\b)", text, re.IGNORECASE)) == 1


#: words by which a sentence gives the rest of a whole something else ("… and the rest are electric")
_THE_REST = re.compile(rf"\b(?:{_REST_WORDS}|twice|double\w*|triple\w*|(?<!-)half(?!-)|times|as\s+many|as\s+much)\b",
                       re.IGNORECASE)


#: a bound a step gives a count ("More than a thousand women", "fewer than 300 households")
_BOUND = re.compile(r"\b(?P<how>more\s+than|over|at\s+least|fewer\s+than|less\s+than|under|at\s+most|no\s+more\s+than)"
                    r"\s+(?P<n>(?:an?\s+)?[\w,.]+(?:\s+(?:hundred|thousand|million))?)\s+(?P<noun>[a-z]+)",
                    re.IGNORECASE)


def bound_against_share(premise: str, hypothesis: str) -> str:
    """The reason a step's bound on a count does not hold for the part a percentage of the sentence gives ("Women made
    up 45 percent of the 2,000 runners" / "More than a thousand women ran": 900), or "". The counted noun must name
    the part (said before the percentage), not the whole."""
    return next((reason for holds, reason in _share_bounds(premise, hypothesis) if not holds), "")


def share_bound_holds(premise: str, hypothesis: str) -> bool:
    """Does every bound the step gives a part that a percentage of the sentence gives hold ("45 percent of the 2,000
    runners" / "More than 800 women"), one at least?"""
    read = _share_bounds(premise, hypothesis)
    return bool(read) and all(holds for holds, _ in read)


def _share_bounds(premise: str, hypothesis: str) -> list[tuple[bool, str]]:
    out = []
    if not _one_percentage(premise) or len([q for q in quantities(premise) if q.kind == "count" and q.value >= 2]) != 1:
        return out  # "45% of the 2,000 voters in 2019; in 2023, 1,100 voters turned out": another count, or another
        # share, may be the step's
    for b in _BOUND.finditer(hypothesis):
        bound = quantities(b.group("n"))
        if not bound:
            continue
        limit, noun = bound[0].value, antonyms.stem(b.group("noun").lower())
        for m in _PERCENT_OF.finditer(premise):
            if m.group("p") is None:
                continue  # "Of the 800 households, 25 percent …": the counted noun is the whole's
            clause = re.split(r"[,;:.]", premise[: m.start()])[-1]  # "For women, the marathon is getting popular: 45
            if noun not in {antonyms.stem(w) for w in content_words(clause)} \
                    and not _part_told_after(premise[m.end():], noun, hypothesis[b.end():]):  # percent of the 2,000
                continue  # runners were first-timers": the women are not the part
            part = float(m.group("p")) * float(m.group("n").replace(",", "")) / 100
            above = b.group("how").lower().split()[0] in ("more", "over", "at") and b.group("how").lower() != "at most"
            holds = not ((above and part < limit) or (not above and part > limit))
            out.append((holds, f"the step says {' '.join(b.group(0).split()[:-1])}; the sentence's {m.group('p')} "
                               f"percent of {m.group('n')} is {part:g}"))
    return out


def _part_told_after(after: str, noun: str, step_after: str) -> bool:
    """Is the step's counted noun the whole's, and what the step says of its part what the sentence says after the
    percentage ("45 percent of the 2,000 runners were women" / "More than 1,000 runners were women")?"""
    told = re.split(r"[,;:.]", after)[0]
    said = {antonyms.stem(w) for w in content_words(told)}
    mine = {antonyms.stem(w) for w in content_words(re.split(r"[,;:.]", step_after)[0])}
    return noun in said and bool(mine) and mine <= said


def complement_denied(premise: str, hypothesis: str) -> bool:
    """Does the step deny the act of the rest of a whole the sentence gives a part of ("Only three of the twelve
    candidates were invited" / "Nine of the twelve applicants were not invited")? The denial is no conflict: the two
    say one thing."""
    if not negation_marks(words(hypothesis))[0] or negation_marks(words(premise))[0]:
        return False
    if not {w for w in own_words(hypothesis) if not w[:1].isdigit()} - NUMBER_STEMS <= own_words(premise) | _STILL:
        return False  # "Only three of the twelve ministers were women" / "Nine … were not men": another word
    parts = of_counts(digits(premise))
    if any(close(a.value + c.value, b.value) and close(b.value, d.value)
           for a, b, _ in parts for c, d, _ in of_counts(digits(hypothesis))):
        return True
    counts = [q for q in quantities(hypothesis) if q.kind == "count"]  # "Nine thousand of Wexley's streetlights had
    # still not been converted" for "converted 27,000 of its 36,000 streetlights": the rest, its whole left unsaid;
    # not where the sentence tells of the rest itself ("the remaining 9,000 were converted in 2023") or gives other
    # counts ("80 voted in favour, 30 against and 10 abstained")
    if len(counts) != 1 or len(parts) != 1 or _TOLD_REST.search(premise) \
            or len([q for q in quantities(premise) if q.kind == "count"]) != 2:
        return False
    return bool(re.search(rf"(?<![\w.,]){re.escape(counts[0].text)}(?:\s+(?:thousand|million))?\s+of\b", hypothesis,
                          re.IGNORECASE)) and close(parts[0][0].value + counts[0].value, parts[0][1].value)


def own_words(text: str) -> set[str]:
    """The content words of ``text`` as stems, a possessive's "'s" dropped ("Wexley's": "Wexley")."""
    return set(content_words(re.sub(r"['’]s\b", "", text), antonyms.stem))


def digits(text: str) -> str:
    """``text`` with number words as figures ("three of the twelve": "3 of the 12", "Thirty-eight of the 312": "38 of
    the 312")."""
    text = re.sub(r"\b([A-Za-z]+)-([A-Za-z]+)\b", _compound, text)
    return re.sub(r"\b[A-Za-z]+\b", lambda m: str(NUMBER_WORDS.get(m.group(0).lower(), m.group(0))), text)


def _compound(m: re.Match) -> str:
    """A number word of tens and units as its figure ("twenty-two": "22"), else the words as they are."""
    tens, units = NUMBER_WORDS.get(m.group(1).lower()), NUMBER_WORDS.get(m.group(2).lower())
    if tens in (20, 30, 40, 50, 60, 70, 80, 90) and units in range(1, 10):
        return str(tens + units)
    return m.group(0)


#: words by which a sentence tells of the rest of a whole itself
_TOLD_REST = re.compile(r"\b(?:remaining|remainder|rest|others?|the\s+other)\b", re.IGNORECASE)


#: words by which a step says what is left of a whole is still to come ("had still not been converted")
_STILL = frozenset(antonyms.stem(w) for w in ("still", "yet", "remaining", "rest"))


#: "all but one of the nine member states", "all except two of the 40 staff"
_ALL_BUT = re.compile(rf"\ball\s+(?:but|except|save)\s+(?P<k>{NUMBER_TEXT})\s+of\s+(?:the|its|their)\s+(?P<n>{NUMBER_TEXT})"
                      r"\s+(?P<noun>[\w-]+(?:\s+[\w-]+)?)", re.IGNORECASE)
#: "Of the 15 trainees in the spring cohort …, all except Jonas Pereira passed"
_OF_ALL_EXCEPT = re.compile(rf"\b[Oo]f\s+(?:the|its|their)\s+(?P<n>{NUMBER_TEXT})\s+(?P<noun>[\w-]+)[^;:]*?,\s+all\s+"
                            r"(?:except(?:\s+for)?|but|save)\s+(?P<who>[A-Z][\w'-]*(?:(?:\s+|,\s*|\s+and\s+)(?:the\s+)?[A-Z][\w'-]*)*)\s+(?=[a-z])")


def all_but(premise: str) -> tuple[float, float, str, str] | None:
    """(the whole, the part "all but" or "all except" leaves, the whole's noun, the words) the sentence gives, else
    None: "All but one of the nine member states ratified" -> (9, 8, "member states", "All but one of the nine member
    states")."""
    if m := _ALL_BUT.search(premise):
        n, k = number(m.group("n")), number(m.group("k"))
        return (n, n - k, m.group("noun"), m.group(0)) if n is not None and k is not None and k < n else None
    if m := _OF_ALL_EXCEPT.search(premise):
        n = number(m.group("n"))
        names = [x for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("who").strip()) if x]
        return (n, n - len(names), m.group("noun"), m.group(0).strip()) if n is not None and names \
            and len(names) < n else None
    return None


#: a step's rest of a whole: "the region's other four ports", "the other 11 members"
_OTHER_N = re.compile(rf"\bother\s+(?P<n>{NUMBER_TEXT})\s+(?P<noun>[\w-]+)|"
                      rf"\b(?P<n2>{NUMBER_TEXT})\s+other\s+(?P<noun2>[\w-]+)", re.IGNORECASE)
#: a sentence's only one of a whole: "the only one of the region's five ports"
_ONE_OF = re.compile(rf"\bonly\s+one\s+of\s+(?:the\s+)?(?:[\w'-]+\s+){{0,2}}?(?P<n>{NUMBER_TEXT})\s+(?P<noun>[\w-]+)",
                     re.IGNORECASE)


def others_of_whole(premise: str, hypothesis: str) -> bool:
    """Does the step deny of the rest of a whole what the sentence says only one of it does ("Norhaven is the only
    one of the region's five ports that can handle …" / "None of the region's other four ports can take …")? The rest's
    count is then no rival to the whole's."""
    stated = _OTHER_N.search(hypothesis)
    said = _ONE_OF.search(premise)
    denial = r"\b(?:no|none|not|n't|never|neither|nor|cannot)\b"
    if stated is None or said is None or not re.search(denial, hypothesis, re.IGNORECASE) \
            or re.search(denial, premise, re.IGNORECASE):
        return False
    rest, whole = number(stated.group("n") or stated.group("n2")), number(said.group("n"))
    return rest is not None and whole is not None and whole == rest + 1 \
        and antonyms.stem(stated.group("noun") or stated.group("noun2")) == antonyms.stem(said.group("noun"))


#: "With one exception, all members voted for the motion", "With the exception of Ms Dale, every councillor …",
#: "Nearly all members voted …": an "all" the sentence says does not hold of every one
_SAVE_FOR = re.compile(r"(?:\bwith\s+(?:one|a\s+single|two|three|a\s+few|few|\d+)\s+(?:notable\s+)?exceptions?\s*,|"
                       r"\bwith\s+the\s+(?:sole\s+|single\s+|one\s+)?exception\s+of\s+[^,;.]+,|"
                       r"\b(?:nearly|almost|virtually|practically))\s+(?P<all>all|every|each)\b(?P<rest>[^.;]*)",
                       re.IGNORECASE)
_ALL = re.compile(r"\b(?:all|every|each)\b(?P<rest>[^.;]*)", re.IGNORECASE)


def _save_for(premise: str, hypothesis: str) -> str:
    """The reason the step gives to all what the sentence says all but some do, or "": "With one exception, all
    members voted for the motion" / "All members voted for the motion" (0.96 entailed before this check). The step
    says "all" or "every", no exception, and from there on the sentence's words."""
    said, told = _SAVE_FOR.search(premise), _ALL.search(hypothesis)
    if told is None or negation_marks(words(hypothesis))[0] \
            or re.search(r"\b(?:except|but|save|other\s+than|apart\s+from|nearly|almost|virtually|practically|"
                         r"exceptions?)\b", _WITHOUT_EXCEPTION.sub(" ", hypothesis), re.IGNORECASE):
        return ""
    if said is None:
        return _all_except(premise, hypothesis, told)
    rest = re.split(r",\s*(?:and|but|while|whereas|although|as)\b|\b(?:and|but)\s+(?:all|every|each)\b",
                    said.group("rest"))[0]  # "…, as did all members of the audit committee": another's "all"
    theirs, mine = set(content_words(rest, antonyms.stem)), content_words(told.group("rest"), antonyms.stem)
    if len(mine) < 2 or not set(mine) <= theirs or len(mine) < 0.6 * len(theirs):
        return ""
    return f"the sentence says '{said.group(0)[: said.start('all') - said.start()].strip(' ,')} {said.group('all')}'; " \
           f"the step says '{told.group(0).split()[0]}' with no exception"


#: "without exception", "with no exceptions": a step's word that its "all" has none
_WITHOUT_EXCEPTION = re.compile(r"\b(?:without|with\s+no)\s+(?:any\s+)?exceptions?\b", re.IGNORECASE)
#: "all of its entrances except the northern gate …", "All pupils …, except those with approved medical exemptions,":
#: an "all" its own clause takes an exception from
_ALL_EXCEPT = re.compile(r"\b(?P<all>all|every|each)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|his\s+|her\s+|our\s+)?"
                         r"(?P<noun>[a-z][\w-]*)(?P<between>[^.;]*?)[\s,]+(?:except(?:\s+for)?|other\s+than|apart\s+from|"
                         r"excluding|save\s+for|with\s+the\s+exception\s+of)\s+", re.IGNORECASE)
_ALL_NOUN = re.compile(r"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|his\s+|her\s+|our\s+)?"
                       r"(?P<noun>[a-z][\w-]*)", re.IGNORECASE)


def _all_except(premise: str, hypothesis: str, told: re.Match) -> str:
    """The reason the step says of every one what the sentence's "all … except" does not, or "": "… all of its
    entrances except the northern gate at Harlow Ridge are open year-round" / "Every entrance to Kestrel Falls National
    Park is open all year round" (0.75 entailed before this check). The step's "all" is of the sentence's noun, and
    every word the step says is the sentence's."""
    said, noun = _ALL_EXCEPT.search(premise), _ALL_NOUN.search(hypothesis)
    if said is None or noun is None or negation_marks(words(premise))[0]:
        return ""
    nouns = {antonyms.stem(w.lower()) for w in re.findall(r"[A-Za-z][\w-]*", hypothesis[noun.start("noun"):])[:3]}
    if antonyms.stem(said.group("noun").lower()) not in nouns:
        return ""  # "Every Marlow Library branch" is of "all of the Marlow Library's branches"
    end = re.search(r",?\s+(?:and|but|while|whereas)\b|;", premise[said.end():])
    clause = premise[: said.end() + end.start()] if end else premise
    excepted = re.findall(r"[a-z]{4,}", premise[said.end(): said.end() + (end.start() if end else 40)].lower())
    if end and any(re.search(rf"\b{w}\b", premise[said.end() + end.start():], re.IGNORECASE) for w in excepted[:3]):
        return ""  # "… except the Egyptian room reopened in May, and the Egyptian room reopened in June"  # "…, and all of them travelled to Leeds": another
    # "all", which the step may restate
    def plain(text: str) -> str:
        return re.sub(r"['’]s\b", "", text).replace("-", " ")
    mine = set(content_words(plain(_WITHOUT_EXCEPTION.sub(" ", told.group(0))), antonyms.stem)) - {"all", "every", "each"}
    if len(mine) < 2 or not mine <= set(content_words(plain(clause), antonyms.stem)):
        return ""
    return f"the sentence says '{said.group('all')} {said.group('noun')}' with an exception; the step says " \
           f"'{told.group(0).split()[0]}' with none"


def all_but_count(premise: str, hypothesis: str) -> str:
    """"kept" when the step gives the part the sentence's "all but" leaves ("Of the 15 trainees …, all except Jonas
    Pereira passed" / "Fourteen trainees … passed"), or denies of the rest of a whole what the sentence says only one
    of it does (:func:`others_of_whole`); the reason of a conflict when it gives the act to the whole in the sentence's
    words ("All nine member states have ratified the treaty" for "All but one of the nine …"); else ""."""
    if reason := _save_for(premise, hypothesis):
        return reason
    found = all_but(premise)
    if others_of_whole(premise, hypothesis):
        return "kept"  # "the only one of the region's five ports" / "none of the region's other four ports"
    if found is None or negation_marks(words(hypothesis))[0]:
        return ""
    whole, part, noun, said = found
    head = antonyms.stem(noun.split()[0])
    given = {q.value for q in quantities(hypothesis) if q.kind == "count"} | {
        float(NUMBER_WORDS[w.lower()]) for w in re.findall(r"[A-Za-z]+", hypothesis) if w.lower() in NUMBER_WORDS}
    step_words = set(content_words(hypothesis, antonyms.stem))
    if head not in step_words:
        return ""
    if part in given and whole not in given:
        return "kept"
    told = {w for w in step_words if not any(ch.isdigit() for ch in w)} - NUMBER_STEMS - {"all", "every", "each"}
    said_of_all = re.search(rf"\ball\s+(?:the\s+|of\s+the\s+)?(?:{re.escape(noun)}\s+)?(?:{whole:g}|"
                            rf"{'|'.join(w for w, v in NUMBER_WORDS.items() if v == whole)})\b(?!\s+(?:but|except))",
                            premise, re.IGNORECASE) if whole in NUMBER_WORDS.values() else None
    if whole in given and not said_of_all and told <= set(content_words(premise, antonyms.stem)) \
            and not re.search(r"\b(?:except|but|save|other\s+than|apart\s+from)\b", hypothesis, re.IGNORECASE) \
            and (re.search(rf"\b(?:all|every|each)\b(?:\s+(?:of\s+)?(?:the\s+)?)?\s*{NUMBER_TEXT}\b|"
                           rf"\b{NUMBER_TEXT}\s+(?:of\s+)?(?:the\s+)?\w+\s+(?:all|each)\b", hypothesis, re.IGNORECASE)
                 or _whole_does(premise, hypothesis, said)):
        return f"the sentence says '{said}'; the step gives it to all {whole:g}"
    return ""


def _whole_does(premise: str, hypothesis: str, said: str) -> bool:
    """Does the step say, word for word from the whole's count on, what the sentence's "all but" says of the rest
    ("All but one of the nine member states ratified the treaty" / "Nine member states ratified the treaty")? Only for
    an "all but" that opens its clause: "Of the 15 trainees who took the course, all except Jonas passed" gives the
    count to "took the course", which all 15 did."""
    if not re.match(r"\s*all\b", said, re.IGNORECASE):
        return False
    step = re.match(rf"\s*(?:the\s+)?{NUMBER_TEXT}\b(?P<rest>.*)", hypothesis, re.IGNORECASE)
    whole = re.search(rf"\bof\s+(?:the\s+|its\s+|their\s+)?{NUMBER_TEXT}\b", said, re.IGNORECASE)
    at = premise.find(said)
    if step is None or whole is None or at < 0:
        return False
    theirs = content_words(premise[at + whole.end():], antonyms.stem)
    mine = content_words(step.group("rest"), antonyms.stem)
    return len(mine) >= 2 and theirs[: len(mine)] == mine


#: "all but 150 of them had been delivered", "all but two of the nine judges"
_ALL_BUT_N = re.compile(rf"\ball\s+but\s+(?P<n>{NUMBER_TEXT}|\d[\d,]*)\s+of\s+(?:them|these|those|the\s+\w+)", re.IGNORECASE)


def all_but_as_only(premise: str, hypothesis: str) -> str:
    """The reason the step gives the few the sentence's "all but N" leaves out as the only ones the rest holds of, or
    "": "… and all but 150 of them had been delivered to families by Christmas Eve" / "Only 150 of the … parcels had
    reached families by Christmas Eve" (0.53 entailed before this check)."""
    said = _ALL_BUT_N.search(premise)
    if said is None or negation_marks(words(hypothesis))[0] or re.search(r"\bonly\b", premise, re.IGNORECASE):
        return ""
    n = said.group("n").replace(",", "")
    only = re.search(rf"\bonly\s+(?:{re.escape(n)}|{re.escape(said.group('n'))})\b", hypothesis, re.IGNORECASE)
    act = set(content_words(re.split(r"[;,]|\band\b", premise[said.end():])[0], antonyms.stem))
    mine = set(content_words(hypothesis[only.end():], antonyms.stem)) - set(content_words(premise[: said.start()],
                                                                                          antonyms.stem)) if only else set()
    if only and mine and len(mine & act) > 0.5 * len(mine):  # "… only 3 staff declined": the other side, said
        return f"the sentence says 'all but {said.group('n')}'; the step says 'only {said.group('n')}'"
    return ""


_ALL_OF_COUNT = re.compile(r"\b(?P<verb>[a-z]+)\s+all\s+(?:(?:of\s+)?(?:the|its|their|his|her|our)\s+)?(?P<n>\d[\d,]*)\b",
                           re.IGNORECASE)


def all_of_part(premise: str, hypothesis: str) -> str:
    """The reason the step does to all of a whole what the sentence does to a part of it, or "": "plans to close
    120 of its 1,500 counter branches" / "plans to close all 1,500 of its counter branches" (0.52 entailed before this
    reading). The verb before "all" must stand in the sentence before the part, within three words."""
    planned = bool(_PLANNED.search(hypothesis))
    for m in _ALL_OF_COUNT.finditer(hypothesis):
        whole = quantities(m.group("n"))
        verb = antonyms.stem(m.group("verb").lower())
        if re.search(rf"\ball\s+(?:(?:of\s+)?(?:the|its|their|them)\s+)?{re.escape(m.group('n'))}\b|\ball\s+of\s+them\b",
                     premise, re.IGNORECASE):
            continue  # "… and will have vaccinated all 1,200 by December": the sentence says the whole too
        for part, of, told in of_counts(premise):
            at = premise.find(told)
            before = [antonyms.stem(w) for w in re.findall(r"[a-z]+", premise[max(0, at - 40) : at].lower())][-3:]
            if planned and not _PLANNED.search(premise[max(0, at - 80) : at]):
                continue  # "visited 40 of the 300 schools" / "will have visited all 300 by the end of the year"
            if whole and close(of.value, whole[0].value) and part.value < of.value and verb in before:
                return f"{QUANTITY_REASON}all {m.group('n')}; the sentence says {told}"
    return ""


#: words of a plan, an aim or a time to come: a step so told says nothing of what has been done so far
_PLANNED = re.compile(r"\b(?:will|would|shall|plan\w*|aim\w*|intend\w*|expect\w*|target\w*|goal|hope\w*|propos\w*|"
                      r"by\s+(?:the\s+end|(?:19|20)\d\d))\b", re.IGNORECASE)
