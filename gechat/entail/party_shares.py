"""A party's share of a whole that the step bounds in words, against the share the sentence gives that party.

"… while prize payouts took 53% and retailer commission about 4%" / "Prize payouts took less than half of National
Lottery sales" (0.66 entailed before this reading); "offshore wind projects won contracts for 5.0 gigawatts of the
9.6 gigawatts awarded" / "Offshore wind accounted for less than half of the capacity awarded" (52 %); "London Fire
Brigade attended 128,400 incidents …, of which 42,300 were false alarms" / "False alarms accounted for more than half
of the incidents" (33 %); "37% of the 2023 players were under 16" / "Players aged under 16 were in the majority".

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

from gechat.entail.changed_by import clause_spans
from gechat.entail.proportions import (APPROXIMATE, EXACT_SHARES, SHARE_TOLERANCE, SHARE_WORD_RE, _apart, share_word,
                                      share_word_span)
from gechat.entail.written import numbers
from gechat.text import content_words, said_as_noun, stem, stem_among

#: verbs of a part of a whole, which say nothing the sentence must say in the same word
_HAVING = (r"accounted\s+for|accounts?\s+for|made\s+up|makes?\s+up|took(?:\s+up)?|takes?(?:\s+up)?|held|holds?|"
           r"represented|represents?|comprised|comprises?|formed|forms?|had|has|have|captured|claimed|secured|got|"
           r"brought\s+in|brings?\s+in|produced|produces?|generated|generates?|received|receives?|won|wins?|took\s+home|"
           r"earned|earns?|contributed|contributes?|provided|provides?")
_GENERIC_VERBS = {"account", "accounted", "accounts", "made", "make", "makes", "took", "take", "takes", "held", "hold",
                  "holds", "represented", "represent", "represents", "comprised", "comprise", "comprises", "formed",
                  "form", "forms", "had", "has", "have", "captured", "claimed", "secured", "got", "contributed",
                  "contribute", "contributes", "provided", "provide", "provides"}
_STEP_SHARE = re.compile(rf"(?P<verb>\b(?:{_HAVING}))\s+(?P<bound>(?:(?:well|just|slightly|far|comfortably)\s+)?"
                         rf"(?:(?:more|less|fewer)\s+than|over|under|nearly|almost|about|around|roughly|at\s+least|"
                         rf"at\s+most|close\s+to)\s+(?!half\s+of\b))?(?P<word>{SHARE_WORD_RE})(?P<whole>[^,;]*)", re.IGNORECASE)
#: "Players aged under 16 were in the majority", "… made up a majority": a share over (under) half, no whole named
_MAJORITY = re.compile(r"\b(?:(?P<verb>were|was|are|is|remained|remain)\s+in\s+the|(?P<verb2>made\s+up|formed|"
                       r"accounted\s+for|comprised|represented)\s+(?:a|the))\s+(?P<side>majority|minority)\b(?!\s+of)"
                       r"(?P<whole>[^,;]*)", re.IGNORECASE)
#: the share word first, the party after the verb: "Most of the £8.3bn was earmarked for the North West"
_SHARE_WENT = re.compile(rf"^\s*(?P<word>{SHARE_WORD_RE})\s*(?P<whole>[^,;]+?)\s+(?:(?:was|were|is|are|has\s+been|"
                         rf"have\s+been)\s+(?P<verb>earmarked|allocated|spent|paid|given|awarded|sent|exported|"
                         rf"shipped|sold|lent|granted|handed|invested)|went)\s+(?:to|on|for|towards|into)\s+"
                         rf"(?P<party>[^;]+?)\.?\s*$", re.IGNORECASE)
#: a share word of a group and what the step says of that part: "A minority of the inspected pubs were fully compliant"
_SHARE_WERE = re.compile(rf"^\s*(?P<word>{SHARE_WORD_RE})\s*(?P<whole>[^,;]+?)\s+(?:were|was|are|is)\s+(?:now\s+)?"
                         rf"(?P<party>(?!in\b|at\b|on\b|from\b|to\b|by\b|not\b|also\b)[^,;]+?)\.?\s*$", re.IGNORECASE)
_MONEY_WHOLE = re.compile(r"[£$€]\s?\d|\b(?:money|funding|funds|budget|spending|grant|grants|exports|sales|revenue|"
                          r"income|investment|cash)\b", re.IGNORECASE)
_OVER_HALF = (50.0, 100.0, False)
_UNDER_HALF = (0.0, 50.0, True)
#: a step that does not assert its share
_UNASSERTED = re.compile(r"\b(?:not|no|never|failed|fail|fails|unable|may|might|could|would|should|expected|expects?|"
                         r"forecasts?|projected|likely|aims?|aimed|hopes?|plans?|planned|target\w*)\b|n't\b",
                         re.IGNORECASE)
#: words of a whole that name the measure rather than the thing: the sentence may not say them
_MEASURE_WORDS = {"total", "share", "output", "capacity", "area", "funding", "income", "revenue", "turnover",
                  "takings", "sales", "spending", "budget", "market", "overall", "amount", "sum", "money", "cost",
                  "costs", "value", "number", "figure", "all", "entire", "whole", "combined", "year", "annual", "among",
                  "across", "within"}
_YEAR = re.compile(r"\b(?:in|during|for|over)\s+(?:the\s+)?(?:(?:first|second|third|fourth|last|final)\s+"
                   r"(?:quarter|half)\s+of\s+)?(?:19|20)\d\d(?:[-/]\d\d)?\b|\b(?:19|20)\d\d(?:[-/]\d\d)?\b",
                   re.IGNORECASE)
_PERCENT_UNIT = "%"
#: words before a percentage that make it a change or an earlier level, not a share
_CHANGE_BEFORE = re.compile(r"(?<!making\s)(?<!made\s)(?<!makes\s)(?<!make\s)(?<!taking\s)(?<!took\s)\b(?:up|down|rose|fell|grew|rise|fall|rising|falling|increased?|decreased?|dropped|"
                            r"climbed|jumped|slumped|by|from|cut|gained|lost|than)\s+(?:(?:about|around|roughly|some|"
                            r"nearly|almost|just|over|under)\s+)?$", re.IGNORECASE)
_CHANGE_AFTER = re.compile(r"^\s*(?:more|less|fewer|higher|lower|rise|fall|increase|decrease|drop|jump|cut|up|down|"
                           r"above|below|on|than|year|a\s+year|compared)\b", re.IGNORECASE)
_ROUGH_BEFORE = re.compile(r"\b(?:about|around|roughly|some|nearly|almost|approximately|an\s+estimated|close\s+to)\s+$",
                           re.IGNORECASE)
_BOUND_BEFORE = re.compile(r"\b(?:more|less|fewer)\s+than\s+$|\b(?:over|under|above|below|at\s+least|at\s+most|up\s+to)"
                           r"\s+$", re.IGNORECASE)
#: a relative clause or a participle after the party: its share belongs to the clause before
_RELATIVE = re.compile(r"^\s*(?:which|who|that|whose)\b", re.IGNORECASE)
_OF_THE = re.compile(r"^\s+of\s+(?:the\s+|its\s+|their\s+|a\s+|an\s+)?(?:[\w&.-]+['’]s\s+)?(?:total\s+of\s+)?[£$€]?$",
                     re.IGNORECASE)  # "22 of the council's 48 seats"
_FRONTED = re.compile(r"^\s*(?P<of>Of\s+(?:the|its|their|all)\s+)", re.IGNORECASE)
_OF_WHICH = re.compile(r",\s*of\s+(?:which|whom)\b", re.IGNORECASE)
#: a verb of a part with its figure after it, in the sentence
_ACCOUNTING = re.compile(r"\b(?:accounting|accounted|accounts?)\s+for\s+|\b(?:making|made|makes?)\s+up\s+|\b(?:taking|"
                         r"took)\s+(?=[£$€]?\d)", re.IGNORECASE)
#: the words between a party and its own percentage in a clause of several: "BBC stations taking a 48.6 per cent"
_NEXT_TO = re.compile(rf"^\s*(?:,\s*)?(?:which\s+|who\s+)?(?:{_HAVING}|accounting\s+for|making\s+up|taking|holding|"
                      r"producing|representing|comprising|with|for|at|on)?\s*(?:a\s+|an\s+|a\s+further\s+|about\s+|"
                      r"around\s+|roughly\s+|some\s+|nearly\s+|almost\s+|just\s+over\s+|just\s+under\s+)?[£$€]?$",
                      re.IGNORECASE)
_SENTENCE_SHARE = re.compile(rf"(?P<word>{SHARE_WORD_RE})", re.IGNORECASE)
#: a part's whole told back: "3,100 of those hours", "1,170 of the total", "37% of them"
_BACK = re.compile(r"\s+of\s+(?:(?:those|these)\s+(?P<noun>[a-z-]+)|the\s+total|them|the\s+whole)\b", re.IGNORECASE)
_YEAR_FIGURE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: a sentence that forecasts or allows its shares rather than giving them
_MODAL = re.compile(r"\b(?:could|may|might|would|will|expected|expects|forecasts?|projected|predicted|estimated\s+to|"
                    r"set\s+to|likely)\b", re.IGNORECASE)
_EARLIER_TIME = re.compile(r"\b(?:earlier|before|previous|prior|last\s+year|a\s+year\s+ago)\b", re.IGNORECASE)
#: a figure given as an earlier level: "climbed to £2.5bn from £1.9bn"
_EARLIER = re.compile(r"\b(?:from|than|compared\s+with|against|on)\s+[£$€]?\s*$", re.IGNORECASE)
#: how far a rough percentage may be from the share it writes
_ROUGH_MARGIN = 3.0
_DEFAULT_MARGIN = 0.5


def _party(before: str) -> str:
    """The step's party: the words of the clause before its verb, determiners aside."""
    clause = re.split(r";|:|(?<!\d),|,(?!\d)|\b(?:while|whereas|but)\b", before)[-1]
    return re.sub(r"^\s*(?:the|a|an|its|their)\s+", "", clause.strip(), flags=re.IGNORECASE)


def _step_share(hypothesis: str) -> tuple[str, str, str, tuple[float, float, bool]] | None:
    """(party, verb, whole, the percentages the step's words allow) of the step's one share of a whole, or None."""
    if _UNASSERTED.search(hypothesis):
        return None
    found = []
    for m in _STEP_SHARE.finditer(hypothesis):
        word = share_word(m.group("word"))
        span = share_word_span(word, hypothesis[: m.start("word")]) if word else None
        if span is not None and word not in ("all", "every", "few", "very few"):
            found.append((_party(hypothesis[: m.start()]), m.group("verb"), m.group("whole"), span))
    for m in _MAJORITY.finditer(hypothesis):
        found.append((_party(hypothesis[: m.start()]), m.group("verb") or m.group("verb2"), m.group("whole"),
                      _OVER_HALF if m.group("side").lower() == "majority" else _UNDER_HALF))
    for m in _SHARE_WENT.finditer(hypothesis):  # "Most of the £8.3bn was earmarked for the North West …"; not "Most
        # of the claims … went to a full hearing", a share of a group (proportions')
        if not _MONEY_WHOLE.search(m.group("whole")):
            continue
        word = share_word(m.group("word"))
        span = share_word_span(word, hypothesis[: m.start("word")]) if word else None
        if span is not None and word not in ("all", "every", "few", "very few"):
            found.append((m.group("party").strip(), m.group("verb"), m.group("whole"), span))
    if not found and (m := _SHARE_WERE.match(hypothesis)) and not _SHARE_WENT.match(hypothesis):
        word = share_word(m.group("word"))  # "More than half of the containers handled in 2024 were transhipped":
        # the part is what the step says of it, its whole the group
        span = share_word_span(word, hypothesis[: m.start("word")]) if word else None
        if span is not None and word not in ("all", "every", "few", "very few"):
            found.append((m.group("party").strip(), "", m.group("whole"), span))
    return found[0] if len(found) == 1 and found[0][0] else None


#: words of a party that say no more than the sentence's words for it ("players aged under 16": "players … under 16")
_FILLER = {"aged", "based", "overall", "combined", "together"}


def _stems(text: str) -> set[str]:
    return {w for w in content_words(text, stem) if not any(ch.isdigit() for ch in w) and w not in _FILLER}


def _names(stems: set[str], text: str) -> bool:
    said = _stems(text)
    return bool(stems) and all(stem_among(w, said) for w in stems)


def _whole_said(whole: str, premise: str) -> bool:
    """Does the sentence say every word of the step's whole, its time and the measure's own words aside?"""
    said = _stems(premise)
    measure = {stem(w) for w in _MEASURE_WORDS}
    return all(stem_among(w, said) or said_as_noun(w, said) or w in measure
               or w.endswith("ation") and any(len(x) >= 6 and x[:6] == w[:6] for x in said)  # "registrations" of
               # "registered"
               for w in _stems(_YEAR.sub(" ", whole)))


def _is_share(premise: str, n) -> bool:
    before, after = premise[: n.start].rstrip("£$€ ") + " ", premise[n.unit_end:]
    return not _CHANGE_BEFORE.search(before) and not _CHANGE_AFTER.search(after) and not _BOUND_BEFORE.search(before)


def _margin(premise: str, n) -> float:
    return _ROUGH_MARGIN if _ROUGH_BEFORE.search(premise[: n.start].rstrip("£$€ ") + " ") else _DEFAULT_MARGIN


def _sign(premise: str, n) -> str:
    """A figure's currency sign, or its unit, or "" for a bare count."""
    at = premise[: n.start].rstrip()
    return at[-1] if at and at[-1] in "£$€" else n.unit


def _verb_said(verb: str | None, clause: str) -> bool:
    if not verb:
        return True
    first = verb.lower().split()[0]
    return first in _GENERIC_VERBS or stem(first) in _stems(clause) or any(
        stem_among(stem(first), {w}) for w in _stems(clause))


Span = tuple[float, float, bool]


def _around(value: float, margin: float) -> Span:
    return value - margin, value + margin, True


def _mention(party: set[str], text: str) -> tuple[int, int] | None:
    """Where ``text`` names every word of the party, from its first to its last, or None."""
    found = []
    for word in party:
        at = next((m for m in re.finditer(r"[^\W\d_]+(?:['-][^\W\d_]+)*", text)
                   if (w := stem(m.group(0).lower())) and stem_among(word, {w})), None)
        if at is None:
            return None
        found.append(at)
    return min(m.start() for m in found), max(m.end() for m in found)


def _clause_shares(premise: str, party: set[str], verb: str, figures: list) -> list[Span]:
    """Percentages, "A of the B" figures and share words of the clause that names the party."""
    spans = clause_spans(premise)
    out: list[Span] = []
    for k, (start, end) in enumerate(spans):
        clause = premise[start:end]
        if _RELATIVE.search(clause) and k:
            start = spans[k - 1][0]
        where = _mention(party, premise[start:end])
        if where is None or _MODAL.search(premise[start:end]):
            continue
        inside = [n for n in figures if start <= n.start < end]
        percents = [n for n in inside if n.unit == _PERCENT_UNIT and _is_share(premise, n)]
        if len([n for n in inside if n.unit == _PERCENT_UNIT]) > 1:  # "taking a 48.6 per cent share of all
            # listening against 49.9 per cent for commercial radio": the one right after the party's verb
            percents = [n for n in percents if _NEXT_TO.match(premise[start + where[1]:n.start])]
        if len(percents) == 1:
            out.append(_around(percents[0].value, _margin(premise, percents[0])))
            continue
        for a, b in zip(inside, inside[1:]):
            between = premise[a.unit_end:b.start]
            if a.counted and a.counted == b.counted:  # "29.4 terawatt hours of the region's 58.1 terawatt hours"
                between = re.sub(r"^\s+(?:[a-z-]+\s+){1,2}(?=of\b)", " ", between, flags=re.IGNORECASE)
            if _OF_THE.match(between) and _sign(premise, a) == _sign(premise, b) \
                    and 0 < a.value < b.value and _verb_said(verb, clause) and a.unit != _PERCENT_UNIT:
                out.append(_around(100 * a.value / b.value, _margin(premise, a)))
        if any(not _YEAR_FIGURE.fullmatch(n.surface) for n in inside):
            continue
        for m in _SENTENCE_SHARE.finditer(premise, start + where[1], end):  # "with falls accounting for more than
            # half of the deaths", "about two-fifths of UK output"
            if not (word := share_word(m.group("word"))):
                continue
            if word in EXACT_SHARES and not APPROXIMATE.search(premise[: m.start("word")]):
                out.append(_around(EXACT_SHARES[word], SHARE_TOLERANCE))  # "accounted for a fifth": 20 %
            elif span := share_word_span(word, premise[: m.start("word")]):
                out.append(span)
    return out


def _of_which(premise: str, party: set[str], figures: list, group: set[str] | None = None) -> list[Span]:
    """The share of a part told "of which" ("of whom") of the whole before it, where the words after the part (or
    before its verb: "of which Rough Trade's four branches accounted for £310,000") name the party, the whole's own
    noun aside ("12,600 new cars …, of which 7,050 were fully electric" / "Fully electric cars …")."""
    out: list[Span] = []
    for m in _OF_WHICH.finditer(premise):
        after = [n for n in figures if n.start >= m.end()]
        if not after:
            continue
        rest = premise[m.end():]
        told = rest[: next((s for s, _ in clause_spans(rest) if s > 0), len(rest))]
        part = after[0]
        if premise[m.end():part.start].strip(" £$€"):  # "of which Rough Trade's four branches accounted for
            # £310,000": the figure after the verb, the party before it
            verb = _ACCOUNTING.search(told)
            part = next((n for n in after if verb and n.start >= m.end() + verb.end()), None)
            if part is None or part.start > m.end() + verb.end() + 2:
                continue
            told = told[: verb.start()]
        elif part.start > m.end() + len(told):
            continue
        named = told.strip() and not told.lstrip(" £$€")[:1].isdigit()  # the party before the verb
        first = told if named else _to_next_figure(premise, part, figures)
        parts = [(part, first)] + _gapped(premise, m.end() + len(told), part, figures)
        wholes = [n for n in figures if n.unit_end <= m.start() and _sign(premise, n) == _sign(premise, part)
                  and not _YEAR_FIGURE.fullmatch(n.surface) and not _EARLIER.search(premise[: n.start] + " ")]
        if not wholes:
            continue
        whole = wholes[-1]
        noun = _whole_noun(premise, whole)
        if group is not None and not _named_noun(noun, group):
            continue
        for one, words in parts:
            if 0 < one.value < whole.value and not _MODAL.search(words) \
                    and _names(party - {w for w in party if stem_among(w, noun)}, words):
                out.append(_around(100 * one.value / whole.value, _margin(premise, one)))
    return out


def _to_next_figure(premise: str, figure, figures: list) -> str:
    """The words after a figure up to the next figure or the end of the sentence's clause of its own (";"): "£3.3bn
    was earmarked for the North West, North East and Yorkshire and the Humber"."""
    end = next((n.start for n in figures if n.start >= figure.unit_end), len(premise))
    semi = premise.find(";", figure.unit_end)
    return premise[figure.unit_end: min(end, semi) if semi >= 0 else end]


def _gapped(premise: str, at: int, first, figures: list) -> list:
    """The parts told after the first one, each in a clause of its own that opens with a figure of its unit ("of
    which £1.9bn went to the United States and £0.9bn to France"), with their clauses' words."""
    out = []
    rest = premise[at:]
    for start, end in clause_spans(rest):
        clause = rest[start:end]
        head = next((n for n in figures if n.start >= at + start), None)
        if not clause.strip():
            continue
        if head is None or head.start >= at + end or clause[: head.start - at - start].strip(" £$€") \
                or _sign(premise, head) != _sign(premise, first):
            break
        out.append((head, _to_next_figure(premise, head, figures)))
    return out


def _fronted(premise: str, party: set[str], figures: list, group: set[str] | None = None) -> list[Span]:
    """The share of a part of a whole counted first: "Of the 340 pubs inspected …, 251 were found to be fully
    compliant" / "A minority of the inspected pubs were fully compliant" (74 %)."""
    m = _FRONTED.match(premise)
    if m is None:
        return []
    whole = next((n for n in figures if n.start >= m.end("of")), None)
    comma = premise.find(",", whole.unit_end) if whole else -1
    part = next((n for n in figures if comma >= 0 and n.start > comma), None)
    if whole is None or part is None or premise[comma + 1:part.start].strip() or _sign(premise, whole) != \
            _sign(premise, part) or not 0 < part.value < whole.value:
        return []
    noun = _stems(premise[whole.unit_end:comma])
    if group is not None and not _named_noun(noun, group):
        return []
    told = _to_next_figure(premise, part, figures)
    if _MODAL.search(told) or not _names(party - {w for w in party if stem_among(w, noun)}, told):
        return []
    return [_around(100 * part.value / whole.value, _DEFAULT_MARGIN)]


def _whole_noun(premise: str, whole) -> set[str]:
    """The stems of the few words after a whole's figure, its unit's too: "12,600 new cars were …": new, car."""
    after = re.split(r"[,;:(]|\b(?:in|of|at|on|for|during|between|from|to|by|which|that|were|was|are|is)\b",
                     premise[whole.unit_end:whole.unit_end + 60])[0]
    return _stems(" ".join(after.split()[:4]) + " " + whole.unit)


def _named_noun(noun: set[str], words: set[str]) -> bool:
    """Does one of ``words`` name one of the nouns ("call-out" of "call", "hours" of "hour")?"""
    return any(w == n or w.startswith(n + "-") or stem_among(n, {w}) for n in noun for w in words)


def _accounting(premise: str, party: set[str], whole_words: set[str], figures: list) -> list[Span]:
    """A party's figure told after a verb of a part with no whole of its own ("with parties accounting for 1,140",
    "Scotland accounted for 38,000 hectares"), against the nearest larger figure of its unit before it whose noun the
    step's whole names ("attended 2,870 call-outs" / "… of the call-outs attended")."""
    out: list[Span] = []
    for m in _ACCOUNTING.finditer(premise):
        lead = premise[max(0, m.start() - 80):m.start()]
        lead = re.split(r";|(?<!\d),|,(?!\d)|\b(?:and|but|while|whereas)\b", lead)[-1]
        if _mention(party, lead) is None or _MODAL.search(lead):
            continue
        part = next((n for n in figures if n.start >= m.end()), None)
        if part is None or part.start > m.end() + 2 or part.unit == _PERCENT_UNIT:
            continue
        back = _BACK.match(premise[part.unit_end:])
        if re.match(r"\s+of\b", premise[part.unit_end:]) and not back:
            continue  # "Glasgow accounted for 58 of the knife-related deaths": a whole of its own
        told = _stems(back.group("noun")) if back and back.group("noun") else set()
        wholes = [n for n in figures if n.unit_end <= m.start() and n.value > part.value
                  and (_sign(premise, n) == _sign(premise, part) or told and _named_noun(told, _stems(n.unit)))
                  and not _YEAR_FIGURE.fullmatch(n.surface) and not _EARLIER.search(premise[: n.start] + " ")]
        if not wholes:
            continue
        whole = wholes[-1]
        noun = _whole_noun(premise, whole)
        if back and back.group("noun") and not _named_noun(_stems(back.group("noun")), noun):
            continue  # "3,100 of those hours": the whole is the hours before
        if noun and (_named_noun(noun, whole_words) or back or part.unit and part.unit == whole.unit):
            out.append(_around(100 * part.value / whole.value, _DEFAULT_MARGIN))
    return out


def _own_figure(premise: str, party: str, figures: list) -> list[Span]:
    """The share of the figure the step's party holds ("Scotland's 38,000 hectares") in the one larger figure of its
    unit the sentence gives ("wildfires burned 47,026 hectares …; Scotland accounted for 38,000 hectares"), if the
    sentence gives the figure too."""
    own = numbers(party)
    if len(own) != 1 or _MODAL.search(premise):
        return []
    sign = _sign(party, own[0])
    if not any(n.value == own[0].value and _sign(premise, n) == sign for n in figures):
        return []
    larger = {n.value for n in figures if _sign(premise, n) == sign and n.value > own[0].value}
    return [_around(100 * own[0].value / larger.pop(), _DEFAULT_MARGIN)] if len(larger) == 1 else []


def _shares(premise: str, party: str, verb: str | None, whole: str, told: bool = False) -> list[Span]:
    """The shares the sentence gives the party, as the percentages each allows (module docstring). A part the step
    names by what it says of it (``told``: "… of the containers handled in 2024 were transhipped") is read only "of
    which" or of a whole counted first, whose noun the step's whole names ("… as well as 41 million tonnes of bulk
    cargo" / "Most of the bulk cargo was transhipped": not the containers')."""
    figures = numbers(premise)
    words = _stems(party)
    if told:
        return _of_which(premise, words, figures, _stems(whole)) + _fronted(premise, words, figures, _stems(whole))
    return _own_figure(premise, party, figures) or (_clause_shares(premise, words, verb, figures)
                                                    + _of_which(premise, words, figures)
                                                    + _fronted(premise, words, figures)
                                                    + _accounting(premise, words, _stems(whole), figures))


def _same_time(premise: str, hypothesis: str) -> bool:
    """Is the step's year (if any) the sentence's first, and no earlier time named by the step ("a year earlier")?
    "Renewables provided 53% of power in 2023, up from 48% in 2022" gives no share of 2022 here."""
    if _EARLIER_TIME.search(hypothesis):
        return False
    mine = set(_YEAR_FIGURE.findall(hypothesis))
    theirs = _YEAR_FIGURE.findall(premise)
    return not mine or bool(theirs) and mine <= {theirs[0]} | ({t for t in theirs} if len(set(theirs)) == 1 else set())


def party_share_conflict(premise: str, hypothesis: str) -> str:
    """The reason the share the step's words give a party of a whole is not the share the sentence gives it, or ""."""
    if re.search(r"\brespectively\b", premise, re.IGNORECASE):
        return ""
    step = _step_share(hypothesis)
    if step is None:
        return ""
    party, verb, whole, span = step
    words = _stems(party)
    if not words or not _whole_said(whole, premise) or not _same_time(premise, hypothesis):
        return ""
    given = _shares(premise, party, verb, whole, told=verb == "")
    if not given or not all(_apart(span, one) for one in given):
        return ""
    low, high, _ = given[0]
    told = f"{(low + high) / 2:.3g}%" if high - low <= 2 * _ROUGH_MARGIN else f"{low:.3g}% to {high:.3g}%"
    return f"the step's share for {party!r} is not the sentence's ({told} of the whole)"
