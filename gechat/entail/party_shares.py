"""A party's share of a whole that the step bounds in words, against the share the sentence gives that party.

"… while prize payouts took 53% and retailer commission about 4%" / "Prize payouts took less than half of National
Lottery sales" (0.66 entailed before this reading); "offshore wind projects won contracts for 5.0 gigawatts of the
9.6 gigawatts awarded" / "Offshore wind accounted for less than half of the capacity awarded" (52 %); "London Fire
Brigade attended 128,400 incidents …, of which 42,300 were false alarms" / "False alarms accounted for more than half
of the incidents" (33 %); "37% of the 2023 players were under 16" / "Players aged under 16 were in the majority".

It replaces session 69's ``made_up`` reading (a percentage after a verb of making up, "with lorries making up 11% of
crossings" / "Lorries accounted for most of the crossings"; a share word as the step's subject with its part after "by"
or "from", "The bulk of the helpline's calls came from men"), which it covers.
:mod:`gechat.entail.proportions` holds a share word against a percentage "of" the same group ("Most respondents …"
/ "12 percent of the respondents …"); here the share word measures a party's part of a whole, after a verb of having
or taking ("accounted for", "took", "held", "made up", "produced", "won") or as "in the majority". The step's party
is the words before that verb; the sentence gives the party's share

* as a percentage in the clause that names every word of the party ("with freelance contractors producing roughly 30%
  of the output"; a relative clause after it: "the Shetland-based pelagic boats, which held 41% of the Scottish
  share"), a share and not a change ("up 4%", "from 9.4 per cent", "8% more than");
* as "A of the B" in one unit ("5.0 gigawatts of the 9.6 gigawatts", "£3.3bn of the £8.3bn") in such a clause, the
  step's verb, where it is not one of having or taking, the clause's ("won 31 of their 54 games");
* or as a part "of which" of the whole before it, the party's words after the part ("128,400 incidents …, of which
  42,300 were false alarms"; "£4.1 million …, of which Rough Trade's four branches accounted for £310,000").

The two conflict when the share lies outside what the step's words allow (a rough share, "about 30%", given three
points either way). Not read: a step hedged or denied ("failed to win more than half"), a sentence that gives its
figures "respectively" or the party more than one share, a step whose whole names words the sentence does not (other
than the measure's own: "capacity", "funding", "output" …), a clause of several percentages.
"""

from __future__ import annotations

import re

from gechat.entail.party_wholes import (HAVING, MEASURE_STEMS, ROUGH_MARGIN, YEAR_FIGURE, YEAR_PHRASE, said_in,
                                        shares, stems)
from gechat.entail.proportions import SHARE_WORD_RE, _apart, share_word, share_word_span

#: a bound before a share word that names one value: "more than a third", "nearly two-thirds" (not "more than half
#: of", a share word of its own)
_BOUND = r"(?:(?:(?:well|just|slightly|far|comfortably)\s+)?(?:(?:more|less|fewer)\s+than|over|under|nearly|almost|about|" \
         r"around|roughly|at\s+least|at\s+most|close\s+to)\s+(?!half\s+of\b))?"
#: the step's share after a verb of having or taking: "Prize payouts took less than half of National Lottery sales"
_STEP_SHARE = re.compile(rf"(?P<verb>\b(?:{HAVING}))\s+{_BOUND}(?P<word>{SHARE_WORD_RE})(?P<whole>[^,;]*)",
                         re.IGNORECASE)
#: "Players aged under 16 were in the majority", "… made up a majority": a share over (under) half, no whole named
_MAJORITY = re.compile(r"\b(?:(?P<verb>were|was|are|is|remained|remain)\s+in\s+the|(?P<verb2>made\s+up|formed|"
                       r"accounted\s+for|comprised|represented)\s+(?:a|the))\s+(?P<side>majority|minority)\b(?!\s+of)"
                       r"(?P<whole>[^,;]*)", re.IGNORECASE)
#: the share word first: a share word of a whole and the verb after it
_FIRST = rf"^\s*{_BOUND}(?P<word>{SHARE_WORD_RE})\s*(?P<whole>[^,;]+?)\s+"
#: the party after the verb: "Most of the £8.3bn was earmarked for the North West"
_SHARE_WENT = re.compile(_FIRST + r"(?:(?:was|were|is|are|has\s+been|have\s+been)\s+(?P<verb>earmarked|allocated|spent|"
                         r"paid|given|awarded|sent|exported|shipped|sold|lent|granted|handed|invested)|went)\s+(?:to|on|"
                         r"for|towards|into)\s+(?P<party>[^;]+?)\.?\s*$", re.IGNORECASE)
#: the part after "by" or "from": "The bulk of the helpline's calls came from men"
_SHARE_BY = re.compile(_FIRST + r"(?:were|was|are|is|came|come|comes)\s+(?:\w+\s+)?(?:by|from)\s+"
                       r"(?P<party>[^,;.]+?)\.?\s*$", re.IGNORECASE)
#: the part told by what the step says of it: "A minority of the inspected pubs were fully compliant"
_SHARE_WERE = re.compile(_FIRST + r"(?:were|was|are|is)\s+(?:now\s+)?(?P<party>(?!in\b|at\b|on\b|from\b|to\b|"
                         r"by\s+far\b|not\b|also\b)[^,;]+?)\.?\s*$", re.IGNORECASE)
_PRESENT = re.compile(r"\b(?:provides|accounts\s+for|makes\s+up|takes|holds|has|produces|represents|comprises|forms|"
                      r"generates|receives|is|are)\b", re.IGNORECASE)
_COMPLEMENT = re.compile(r"\b(?:other\s+than|except|excluding|apart\s+from|besides|aside\s+from|non)\b|\bnon-",
                         re.IGNORECASE)
_MONEY_WHOLE = re.compile(r"[£$€]\s?\d|\b(?:money|funding|funds|budget|spending|grant|grants|exports|sales|revenue|"
                          r"income|investment|cash)\b", re.IGNORECASE)
_OVER_HALF = (50.0, 100.0, False)
_UNDER_HALF = (0.0, 50.0, True)
#: a step that does not assert its share
_UNASSERTED = re.compile(r"\b(?:not|no|never|failed|fail|fails|unable|may|might|could|would|should|expected|expects?|"
                         r"forecasts?|projected|likely|aims?|aimed|hopes?|plans?|planned|target\w*)\b|n't\b",
                         re.IGNORECASE)
_EARLIER_TIME = re.compile(r"\b(?:earlier|before|previous|prior|last\s+year|a\s+year\s+ago|ago|decade|once|used\s+to)\b",
                           re.IGNORECASE)


def _party(before: str) -> str:
    """The step's party: the words of the clause before its verb, determiners aside."""
    clause = re.split(r";|:|(?<!\d),|,(?!\d)|\b(?:while|whereas|but)\b", before)[-1]
    return re.sub(r"^\s*(?:the|a|an|its|their)\s+", "", clause.strip(), flags=re.IGNORECASE)


def _span(m: re.Match, hypothesis: str) -> tuple[float, float, bool] | None:
    """The percentages the step's share word allows, or None for none or a share of all or few (proportions')."""
    word = share_word(m.group("word"))
    span = share_word_span(word, hypothesis[: m.start("word")]) if word else None
    return span if word not in ("all", "every", "few", "very few") else None


def _step_share(hypothesis: str) -> tuple[str, str | None, str, tuple[float, float, bool]] | None:
    """(party, verb, whole, the percentages the step's words allow) of the step's one share of a whole, or None; the
    verb "" where the step names its part by what it says of it (``_SHARE_WERE``)."""
    if _UNASSERTED.search(hypothesis):
        return None
    found = [(_party(hypothesis[: m.start()]), m.group("verb"), m.group("whole"), span)
             for m in _STEP_SHARE.finditer(hypothesis) if (span := _span(m, hypothesis))]
    found += [(_party(hypothesis[: m.start()]), m.group("verb") or m.group("verb2"), m.group("whole"),
               _OVER_HALF if m.group("side").lower() == "majority" else _UNDER_HALF)
              for m in _MAJORITY.finditer(hypothesis)]
    found += [(m.group("party").strip(), m.group("verb"), m.group("whole"), span)  # not "Most of the claims … went to
              for m in _SHARE_WENT.finditer(hypothesis)  # a full hearing", a share of a group (proportions')
              if _MONEY_WHOLE.search(m.group("whole")) and (span := _span(m, hypothesis))]
    if not found and (m := _SHARE_BY.match(hypothesis)) and (span := _span(m, hypothesis)):
        found.append((m.group("party").strip(), None, m.group("whole"), span))  # "… were made by men": a doer
    elif not found and (m := _SHARE_WERE.match(hypothesis)) and not _SHARE_WENT.match(hypothesis) \
            and not _SHARE_BY.match(hypothesis) and (span := _span(m, hypothesis)):
        found.append((m.group("party").strip(), "", m.group("whole"), span))  # "More than half of the containers
        # handled in 2024 were transhipped": the part is what the step says of it, its whole the group
    return found[0] if len(found) == 1 and found[0][0] else None


def _whole_said(whole: str, premise: str) -> bool:
    """Does the sentence say every word of the step's whole, its time and the measure's own words aside?"""
    said = stems(premise)
    return all(w in MEASURE_STEMS or said_in(w, said)
               for w in stems(re.sub(r"[\w-]+['’]s\b", " ", YEAR_PHRASE.sub(" ", whole))))  # its owner ("the
    # region's") aside


_SIDES = re.compile(r"\b(?:under|over|above|below)\b", re.IGNORECASE)


def _side_words(text: str) -> set[str]:
    return {m.group(0).lower() for m in _SIDES.finditer(text)}


def _among(premise: str, hypothesis: str) -> bool:
    """Does the sentence narrow its figures to a group the step does not name ("Among 18 to 24-year-olds, TikTok
    accounted for 40% …", "40% of the vote among the over-65s")?"""
    step = hypothesis.lower()
    return any(any(w not in step for w in re.findall(r"[\w-]+", m.group(1).lower()) if w not in ("the", "a", "an", "all"))
               for m in re.finditer(r"\bamong\s+([^,;.]+)", premise, re.IGNORECASE))


def _same_time(premise: str, hypothesis: str) -> bool:
    """Are the step's years (if any) the sentence's, none of them the year of an earlier level ("Renewables provided
    53% of power in 2023, up from 48% in 2022" gives no share of 2022 here), and does the step name no earlier time
    ("a decade ago") nor speak in the present of a sentence's dated figure?"""
    if (earlier := _EARLIER_TIME.search(hypothesis)) and not (
            earlier.group(0).lower() == "last year" and "last year" in premise.lower()
            and not re.search(r"\b(?:earlier|before|ago|previous|prior|decade)\b", premise, re.IGNORECASE)):
        return False  # "A decade ago, …" of a sentence whose figure is this year's; not "last year" of both
    mine = set(YEAR_FIGURE.findall(hypothesis))
    theirs = YEAR_FIGURE.findall(premise)
    if any(re.search(rf"\b(?:from|than|since|compared\s+with|against)\s+(?:(?!\bto\b)[^,;]){{0,20}}\b{y}\b", premise,
                     re.IGNORECASE)
           for y in mine):
        return False  # "… 9% of freight moved, down from 12% in 2010" / "… in 2010": the earlier level's year
    if theirs and not mine and _PRESENT.search(hypothesis):
        return False  # "Coal provided 40% of Britain's electricity in 2012" / "Coal provides …": another time
    return not mine or mine <= set(theirs)


def party_share_conflict(premise: str, hypothesis: str) -> str:
    """The reason the share the step's words give a party of a whole is not the share the sentence gives it, or ""."""
    if re.search(r"\brespectively\b", premise, re.IGNORECASE):
        return ""
    step = _step_share(hypothesis)
    if step is None:
        return ""
    party, verb, whole, span = step
    if _COMPLEMENT.search(party) or not _side_words(party) <= _side_words(premise) or _among(premise, hypothesis):
        return ""  # "Incidents other than false alarms made up the majority": the rest of the whole, not a party;
        # "Players aged under 16 …" of a sentence that counts those "over 16"
    words = stems(party)
    if not words or not _whole_said(whole, premise) or not _same_time(premise, hypothesis):
        return ""
    given = [one for one in shares(premise, party, verb, whole, told=verb == "") if one[0] <= 100]
    if not given or not all(_apart(span, one) for one in given):
        return ""  # a share over a whole ("the equivalent of 113% of Scotland's consumption") is none of it
    low, high, _ = given[0]
    told = f"{(low + high) / 2:.3g}%" if high - low <= 2 * ROUGH_MARGIN else f"{low:.3g}% to {high:.3g}%"
    return f"the step's share for {party!r} is not the sentence's ({told} of the whole)"
