"""The shares a sentence gives a named party of a whole, for :mod:`gechat.entail.party_shares`.

:func:`shares` reads, for a party the step names (its words as stems), the share the sentence gives it, as the span of
percentages each reading allows:

* a percentage in the clause that names every word of the party ("with freelance contractors producing roughly 30%
  of the output"; a relative clause right after it: "the Shetland-based pelagic boats, which held 41% of the Scottish
  share"), a share and not a change ("up 4%", "from 9.4 per cent"), its own "of …" whole the step's and no narrower
  ("38% of senior managers" is no share of the workforce, "40% of the vote among the over-65s" none of the vote), the
  party not inside it ("53% of prize payouts" is a share of the payouts);
* "A of the B" in one unit ("5.0 gigawatts of the 9.6 gigawatts awarded"), the step's verb the clause's where it is
  not one of having or taking ("won 22 of the council's 48 seats");
* a part "of which", "of whom", "including" or "of them" of the whole before it ("128,400 incidents …, of which
  42,300 were false alarms"), gapped parts after it ("… £1.9bn went to the United States and £0.9bn to France"), a
  whole counted first ("Of the 340 pubs inspected, 251 were …"), the whole's noun the step's;
* a figure after "accounting for" against the nearest larger figure of its kind before it whose noun the step's whole
  names ("attended 2,870 call-outs …, with parties accounting for 1,140");
* a share in words ("accounted for a fifth", "more than half of the deaths"), not a change ("grew by a third");
* the figure the step's party itself holds ("Scotland's 38,000 hectares") against the one larger figure of its unit.

Not read: two parties together or listed ("Tesco and Sainsbury's together", "… and 15%"), a party the sentence's
words narrow ("battery electric vehicles"), a forecast or goal, a denied part, a year taken for a whole.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import clause_spans
from gechat.entail.numbers import IN_SHARE, in_share
from gechat.entail.proportions import (APPROXIMATE, EXACT_SHARES, NEAR_SHARE, SHARE_TOLERANCE, SHARE_WORD_RE, share_word,
                                      share_word_span)
from gechat.entail.written import numbers
from gechat.text import content_words, said_as_noun, stem, stem_among

#: verbs of a part of a whole, which say nothing the sentence must say in the same word
HAVING = (r"accounted\s+for|accounts?\s+for|made\s+up|makes?\s+up|took(?:\s+up)?|takes?(?:\s+up)?|held|holds?|"
           r"represented|represents?|comprised|comprises?|formed|forms?|had|has|have|captured|claimed|secured|got|"
           r"brought\s+in|brings?\s+in|produced|produces?|generated|generates?|received|receives?|won|wins?|took\s+home|"
           r"earned|earns?|contributed|contributes?|provided|provides?|bought|buys?|purchased|purchases?")
_GENERIC_VERBS = {"account", "accounted", "accounts", "made", "make", "makes", "took", "take", "takes", "held", "hold",
                  "holds", "represented", "represent", "represents", "comprised", "comprise", "comprises", "formed",
                  "form", "forms", "had", "has", "have", "captured", "claimed", "secured", "got", "contributed",
                  "contribute", "contributes", "provided", "provide", "provides"}
#: "making up", "took up": a verb of a part, not a move up
_NOT_MOVED = r"(?<!making\s)(?<!made\s)(?<!makes\s)(?<!make\s)(?<!taking\s)(?<!took\s)(?<!takes\s)(?<!take\s)"
_SHARE_CHANGE = re.compile(_NOT_MOVED + r"\b(?:by|grew|rose|fell|up|down|cut|increased|decreased)\s+(?:about\s+|around\s+|nearly\s+|"
                           r"almost\s+|more\s+than\s+|over\s+)?$", re.IGNORECASE)
#: a told part that says the opposite of the step's party ("89 were not fully compliant")
_DENIED_TOLD = re.compile(r"\b(?:not|no|never|none)\b|n't\b", re.IGNORECASE)
#: a part told of several parties together: "went to the United States, France and Germany combined"
_JOINT = re.compile(r"\b(?:combined|together|jointly|between\s+them|respectively)\b", re.IGNORECASE)
_LISTED = re.compile(r",[^,;]+\band\b")
_PERCENT_LIST = re.compile(r"\d\s*(?:%|per\s*cent|percent)\s*(?:,|and)\s+[^,;]{0,4}\d[\d.]*\s*(?:%|per\s*cent|percent)",
                           re.IGNORECASE)
#: words that may stand before a party's name in the sentence without narrowing it
_OPEN_BEFORE = frozenset("with while and or the its their his her our whereas of that which by for as where but "
                         "although though, when since after before among a an".split())
#: words of a measure that a whole's unit gives: "capacity" of gigawatts, "funding" of pounds
_BY_SIGN = {"money": {stem(w) for w in ("funding", "income", "revenue", "turnover", "takings", "sales", "spending", "budget",
                                        "money", "cost", "costs", "value", "grant", "funds", "fund")},
            **{u: {stem(w) for w in ("capacity", "output", "generation", "electricity", "power")}
               for u in ("gw", "mw", "kw", "twh", "gwh", "mwh")},
            "hectare": {stem("area")}, "acre": {stem("area")}}
#: the words of a whole that any whole's phrase may leave out ("of the total", "of all listening")
_GENERIC_STEMS = {stem(w) for w in ("total", "all", "overall", "whole", "entire", "combined", "share", "amount",
                                    "number", "figure", "value", "sum", "bn", "m", "k", "million", "billion",
                                    "thousand", "among", "across", "within", "year", "annual", "period", "quarter",
                                    "month", "week", "season")}
#: words of a whole that name the measure rather than the thing (the generic ones too): the sentence may not say them
MEASURE_STEMS = _GENERIC_STEMS | {stem(w) for w in ("output", "capacity", "area", "funding", "income", "revenue",
                                                   "turnover", "takings", "sales", "spending", "budget", "market",
                                                   "money", "cost", "costs")}
YEAR_PHRASE = re.compile(r"\b(?:in|during|for|over)\s+(?:the\s+)?(?:(?:first|second|third|fourth|last|final)\s+"
                   r"(?:quarter|half)\s+of\s+)?(?:19|20)\d\d(?:[-/]\d\d)?\b|\b(?:19|20)\d\d(?:[-/]\d\d)?\b",
                   re.IGNORECASE)
_PERCENT_UNIT = "%"
#: words before a percentage that make it a change or an earlier level, not a share
_CHANGE_BEFORE = re.compile(_NOT_MOVED + r"\b(?:up|down|rose|fell|grew|rise|fall|rising|falling|increased?|decreased?|dropped|"
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
_OF_THE = re.compile(r"^\s*,?\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|a\s+|an\s+)?(?:[\w&.-]+['’]s\s+)?"
                     r"(?:total\s+of\s+)?[£$€]?$", re.IGNORECASE)  # "22 of the council's 48 seats", "5.0 gigawatts,
# out of 9.6 gigawatts"
_OF_THEM = re.compile(r",\s*(?P<fig>[£$€]?\d[\d,.]*(?:\s*(?:m|bn|million|billion))?)\s+of\s+(?:them|these|those|which|"
                      r"whom)\b", re.IGNORECASE)  # "…, 1.4 million of which were transhipped"
_FRONTED = re.compile(r"^\s*(?P<of>Of\s+(?:the|its|their|all)\s+)", re.IGNORECASE)
_OF_WHICH = re.compile(r",\s*of\s+(?:which|whom)\b|\b(?:includes|included|including)\b", re.IGNORECASE)
#: a verb of a part with its figure after it, in the sentence
_ACCOUNTING = re.compile(r"\b(?:accounting|accounted|accounts?)\s+for\s+|\b(?:making|made|makes?)\s+up\s+|\b(?:taking|"
                         r"took)\s+(?=[£$€]?\d)", re.IGNORECASE)
#: the words between a party and its own percentage in a clause of several: "BBC stations taking a 48.6 per cent"
_NEXT_TO = re.compile(rf"^\s*(?:,\s*)?(?:which\s+|who\s+)?(?:{HAVING}|accounting\s+for|making\s+up|taking|holding|"
                      r"producing|representing|comprising|with|for|at|on)?\s*(?:a\s+|an\s+|a\s+further\s+|about\s+|"
                      r"around\s+|roughly\s+|some\s+|nearly\s+|almost\s+|just\s+over\s+|just\s+under\s+)?[£$€]?$",
                      re.IGNORECASE)
_SENTENCE_SHARE = re.compile(rf"(?P<word>{SHARE_WORD_RE})", re.IGNORECASE)
#: a part's whole told back: "3,100 of those hours", "1,170 of the total", "37% of them"
_BACK = re.compile(r"\s+of\s+(?:(?:those|these)\s+(?P<noun>[a-z-]+)|the\s+total|them|the\s+whole)\b", re.IGNORECASE)
YEAR_FIGURE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: a sentence that forecasts or allows its shares rather than giving them
MODAL = re.compile(r"\b(?:could|may|might|would|will|expected|expects|forecasts?|projected|predicted|estimated\s+to|"
                    r"set\s+to|likely|on\s+(?:course|track)|goal|aims?|aimed|wants?|plans?|pledged?|by\s+20\d\d)\b",
                    re.IGNORECASE)
#: a figure given as an earlier level: "climbed to £2.5bn from £1.9bn"
_EARLIER = re.compile(r"\b(?:from|than|compared\s+with|against|on)\s+[£$€]?\s*$", re.IGNORECASE)
#: how far a rough percentage may be from the share it writes
ROUGH_MARGIN = 3.0
_DEFAULT_MARGIN = 0.5
#: words of a party that say no more than the sentence's words for it ("players aged under 16": "players … under 16")
_FILLER = {"aged", "based", "overall", "combined", "together", "still", "now"}


def stems(text: str) -> set[str]:
    return {w for w in content_words(text, stem) if not any(ch.isdigit() for ch in w) and w not in _FILLER}


def _names(words: set[str], text: str) -> bool:
    said = stems(text)
    return bool(words) and all(stem_among(w, said) for w in words)


def _is_share(premise: str, n) -> bool:
    before, after = premise[: n.start].rstrip("£$€ ") + " ", premise[n.unit_end:]
    return not _CHANGE_BEFORE.search(before) and not _CHANGE_AFTER.search(after) and not _BOUND_BEFORE.search(before)


def _margin(premise: str, n) -> float:
    return ROUGH_MARGIN if _ROUGH_BEFORE.search(premise[: n.start].rstrip("£$€ ") + " ") else _DEFAULT_MARGIN


def _sign(premise: str, n) -> str:
    """A figure's currency sign, or its unit, or "" for a bare count."""
    at = premise[: n.start].rstrip()
    return at[-1] if at and at[-1] in "£$€" else n.unit


def _verb_said(verb: str | None, clause: str) -> bool:
    if not verb:
        return True
    first = verb.lower().split()[0]
    return first in _GENERIC_VERBS or stem(first) in stems(clause) or any(
        stem_among(stem(first), {w}) for w in stems(clause))
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


def _clause_shares(premise: str, party: set[str], verb: str, figures: list, whole: set[str]) -> list[Span]:
    """Percentages, "A of the B" figures and share words of the clause that names the party, a percentage's own
    whole ("38% *of senior managers*") the step's, the party not inside it ("53% *of prize payouts*" is a share of
    the party)."""
    spans = clause_spans(premise)
    out: list[Span] = []
    for k, (start, end) in enumerate(spans):
        clause = premise[start:end]
        if _RELATIVE.search(clause) and k:  # "the Shetland-based pelagic boats, which held 41%": the party just before
            before = premise[spans[k - 1][0]:spans[k - 1][1]]
            named = _mention(party, before)
            if named is None or before[named[1]:].strip(" ,"):
                continue
            start = spans[k - 1][0]
        where = _mention(party, premise[start:end])
        if where is None or MODAL.search(premise[start:end]) or _DENIED_TOLD.search(premise[start:end]) \
                or _JOINT.search(premise[start:end]) or _narrowed(premise, start + where[0]) \
                or _coordinated(premise, spans[:k], start, figures):
            continue  # "Tesco and Sainsbury's together held 42%": the two's; "battery electric vehicles took 16%"
            # is no share of all electric vehicles
        inside = [n for n in figures if start <= n.start < end]
        percents = [n for n in inside if n.unit == _PERCENT_UNIT and _is_share(premise, n)
                    and _own_whole(premise, n, party, whole)
                    and not _PERCENT_LIST.search(premise[max(0, n.start - 25):n.unit_end + 25])]  # "Tesco and
        # Sainsbury's took 27% and 15%": whose is whose is unsaid
        if len([n for n in inside if n.unit == _PERCENT_UNIT]) > 1:  # "taking a 48.6 per cent share of all
            # listening against 49.9 per cent for commercial radio": the one right after the party's verb
            percents = [n for n in percents if n.start >= start + where[1]
                        and _NEXT_TO.match(premise[start + where[1]:n.start])]
        if len(percents) == 1:
            out.append(_around(percents[0].value, _margin(premise, percents[0])))
            continue
        ins = [(m, v) for m in IN_SHARE.finditer(premise, start + where[1], end) if (v := in_share(m)) is not None]
        if len(ins) == 1 and not percents and re.match(r"\s*(?:\w+\s+){0,2}$", premise[start + where[1]:ins[0][0].start()]):
            out.append(_around(ins[0][1], NEAR_SHARE if ins[0][0].group("near") else 0.5))  # "Investors bought seven
            continue  # in ten new homes"
        for a, b in ((a, b) for a, b in zip(figures, figures[1:]) if start <= a.start < end):  # b may stand after a
            # comma: "5.0 gigawatts, out of 9.6 gigawatts awarded"
            between = premise[a.unit_end:b.start]
            if a.counted and a.counted == b.counted:  # "29.4 terawatt hours of the region's 58.1 terawatt hours"
                between = re.sub(r"^\s+(?:[a-z-]+\s+){1,2}(?=of\b)", " ", between, flags=re.IGNORECASE)
            if _OF_THE.match(between) and _sign(premise, a) == _sign(premise, b) and not YEAR_FIGURE.fullmatch(
                    b.surface) and 0 < a.value < b.value and _verb_said(verb, clause) and a.unit != _PERCENT_UNIT \
                    and _fits(whole, premise[a.unit_end:next((e for f, e in spans if f <= b.start < e), end)],
                              _sign(premise, b)):
                out.append(_around(100 * a.value / b.value, _margin(premise, a)))
        if any(not YEAR_FIGURE.fullmatch(n.surface) for n in inside):
            continue
        for m in _SENTENCE_SHARE.finditer(premise, start + where[1], end):  # "with falls accounting for more than
            # half of the deaths", "about two-fifths of UK output"
            if not (word := share_word(m.group("word"))) or _SHARE_CHANGE.search(premise[: m.start()]) \
                    or _CHANGE_AFTER.search(premise[m.end():]):
                continue  # "grew by a third", "a third more power": a change, no share
            if word in EXACT_SHARES and not APPROXIMATE.search(premise[: m.start("word")]):
                out.append(_around(EXACT_SHARES[word], SHARE_TOLERANCE))  # "accounted for a fifth": 20 %
            elif span := share_word_span(word, premise[: m.start("word")]):
                out.append(span)
    return out


def _coordinated(premise: str, before: list[tuple[int, int]], start: int, figures: list) -> bool:
    """Is the clause at ``start`` the second of two subjects joined by "and" ("Tesco and Sainsbury's together held
    42%"), the clause before it (``before``'s last with words) a bare name with no figure of its own?"""
    said = [(a, b) for a, b in before if premise[a:b].strip()]
    if not said or not re.search(r"\b(?:and|or)\s*$", premise[:start]):
        return False
    a, b = said[-1]
    return not any(a <= n.start < b for n in figures)


def _narrowed(premise: str, at: int) -> bool:
    """Does a word of the sentence's own stand right before the party's name, narrowing it ("battery electric
    vehicles" of "electric vehicles")?"""
    before = re.findall(r"[\w'’-]+", premise[:at])
    return bool(before) and before[-1].lower() not in _OPEN_BEFORE and not before[-1][:1].isdigit()


def said_in(word: str, said: set[str]) -> bool:
    """Is the stem ``word`` among the stems ``said``, with a longer ending, as a noun of one of their verbs, or as an
    "-ation" noun sharing a verb's first six letters ("registrations" of "registered")?"""
    return stem_among(word, said) or said_as_noun(word, said) \
        or word.endswith("ation") and any(len(x) >= 6 and x[:6] == word[:6] for x in said)


def _fits(whole: set[str], phrase: str, sign: str) -> bool:
    """Does a whole's phrase in the sentence ("9.6 gigawatts awarded in the sixth allocation round") name every word
    of the step's whole, a word of the measure its unit gives aside ("capacity" of gigawatts, "budget" of pounds)?"""
    said = stems(phrase)
    measure = _GENERIC_STEMS | _BY_SIGN.get("money" if sign in "£$€" and sign else sign, set())
    return all(w in measure or said_in(w, said) for w in whole)


def _setting(premise: str) -> set[str]:
    """The words of the sentence's first clause that no percentage's own "of …" names: the owner or setting of its
    figures ("The European Commission's translation service handled …, with freelance contractors producing roughly
    30% of the output" / "… of the service's output")."""
    first = premise[: next((b for a, b in clause_spans(premise) if premise[a:b].strip()), len(premise))]
    others = set().union(*(stems(m.group(1)) for m in re.finditer(
        r"\d\s*(?:%|per\s*cent|percent)\s+of\s+([^,;]+)", premise, re.IGNORECASE)))
    return stems(first) - others


#: a participle in a whole's phrase, which names no narrower group ("the calls taken by the helpline")
_PARTICIPLE = re.compile(r"(?:ed|en|ing)$|^(?:made|held|paid|sold|built|done|seen|given|kept|won|lost)$")


def _own_whole(premise: str, n, party: set[str], whole: set[str]) -> bool:
    """Is a percentage's own "of …" phrase, if it has one, the step's whole and not the party ("38% of senior
    managers" is no share of the workforce; "53% of prize payouts" is a share of the payouts)?"""
    of = re.match(r"\s*of\s+((?:(?!\b(?:but|and|while|whereas|although|though|than|compared|against)\b|\d[\d.,]*\s*"
                  r"(?:%|per\s*cent|percent))[^,;])+)", premise[n.unit_end:], re.IGNORECASE)
    if of is None or re.match(r"(?:them|it|the\s+total|the\s+whole)\b", of.group(1), re.IGNORECASE):
        return True
    if re.match(r"(?:those|these)\b", of.group(1), re.IGNORECASE):
        return False  # "girls made up 55% of those": of a part told before, not of the whole
    said = stems(YEAR_PHRASE.sub(" ", of.group(1)))
    named = stems(" ".join(re.findall(r"\b(?:[A-Z][\w-]*\s+)*[\w-]+['’]s\b", of.group(1))))  # "the National
    # Lottery's", "the hospital's": its owner; not "the vote in Scotland", a narrower whole
    named |= stems(" ".join(w for w in re.findall(r"[\w-]+", of.group(1)) if _PARTICIPLE.search(w.lower())))
    if party & said and not re.search(r"\b(?:were|are|was|is)\b", of.group(1), re.IGNORECASE):
        return False  # "53% of prize payouts went to …": a share of the party; not "37% of the players were under 16"
    said -= party
    setting = _setting(premise)
    return all(stem_among(w, said) or said_as_noun(w, said) or w in _GENERIC_STEMS or w in setting for w in whole) \
        and all(w in _GENERIC_STEMS or w in named or _PARTICIPLE.search(w)
                or any(stem_among(w, {x}) or said_as_noun(x, {w}) for x in whole) for w in said)


def _of_which(premise: str, party: set[str], figures: list, group: set[str] | None = None,
              wanted: set[str] = frozenset(), party_text: str = "") -> list[Span]:
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
        wholes = _wholes_before(premise, figures, m.start(), part)
        if not wholes:
            continue
        whole = wholes[-1]
        noun = _whole_noun(premise, whole)
        if not _whole_fits(premise, noun, m.start(), group, wanted, party):
            continue  # "128,400 incidents …, including 3,100 fires, of which 1,200 were deliberate": the fires'
        for one, words in parts:
            if 0 < one.value < whole.value and _told_of(party, party_text, noun, words):
                out.append(_around(100 * one.value / whole.value, _margin(premise, one)))
    for m in _OF_THEM.finditer(premise):  # "9,600 A&E attendances in January, 2,300 of them by children"
        part = next((n for n in figures if n.start >= m.start("fig")), None)
        wholes = _wholes_before(premise, figures, m.start(), part) if part else []
        if part is None or not wholes or not 0 < part.value < wholes[-1].value:
            continue
        noun = _whole_noun(premise, wholes[-1])
        if not _whole_fits(premise, noun, m.start(), group, wanted, party):
            continue
        end = next((n.start for n in figures if n.start >= m.end()), len(premise))
        if _told_of(party, party_text, noun, premise[m.end():end].split(";")[0]):
            out.append(_around(100 * part.value / wholes[-1].value, _margin(premise, part)))
    return out


def _wholes_before(premise: str, figures: list, at: int, part) -> list:
    """The figures before ``at`` that may be the whole of ``part``: of its unit, no year, no earlier level."""
    return [n for n in figures if n.unit_end <= at and _sign(premise, n) == _sign(premise, part)
            and not YEAR_FIGURE.fullmatch(n.surface) and not _EARLIER.search(premise[: n.start] + " ")]


def _whole_fits(premise: str, noun: set[str], at: int, group: set[str] | None, wanted: set[str],
                party: set[str]) -> bool:
    """Is a whole told before ``at`` (its noun ``noun``) the step's: its group named by the whole's own clause, where
    the step names its part by what it says of it, and its noun no other thing than the step's whole?"""
    return (group is None or _group_named(noun | _before(premise, at), group)) and _noun_fits(noun, wanted, party)


def _told_of(party: set[str], party_text: str, noun: set[str], words: str) -> bool:
    """Do a part's words name the party (the whole's own noun aside), asserted, of the party alone ("of which 42,300
    were false alarms"; not "… were not fully compliant", "… combined", "… France and Germany")?"""
    return not MODAL.search(words) and not _JOINT.search(words) and not _DENIED_TOLD.search(words) \
        and not _others_listed(words, party_text) and _names(party - {w for w in party if stem_among(w, noun)}, words)


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


def _fronted(premise: str, party: set[str], figures: list, group: set[str] | None = None,
             party_text: str = "") -> list[Span]:
    """The share of a part of a whole counted first: "Of the 340 pubs inspected …, 251 were found to be fully
    compliant" / "A minority of the inspected pubs were fully compliant" (74 %)."""
    m = _FRONTED.match(premise)
    if m is None:
        return []
    whole = next((n for n in figures if n.start >= m.end("of") and not YEAR_FIGURE.fullmatch(n.surface)), None)
    comma = next((c.start() for c in re.finditer(r",(?!\d)", premise) if whole and c.start() >= whole.unit_end), -1)
    part = next((n for n in figures if comma >= 0 and n.start > comma), None)
    if whole is None or part is None or re.sub(r"^(?:only|just|some|about|around|nearly|almost)\b", "",
                                               premise[comma + 1:part.start].strip(), flags=re.IGNORECASE).strip() \
            or _sign(premise, whole) != \
            _sign(premise, part) or not 0 < part.value < whole.value:
        return []
    noun = stems(premise[whole.unit_end:comma])
    if group is not None and not _group_named(noun, group):
        return []
    if not _told_of(party, party_text, noun, _to_next_figure(premise, part, figures)):
        return []
    return [_around(100 * part.value / whole.value, _DEFAULT_MARGIN)]


def _whole_noun(premise: str, whole) -> set[str]:
    """The stems of the few words after a whole's figure, its unit's too: "12,600 new cars were …": new, car."""
    after = re.split(r"[,;:(]|\b(?:in|of|at|on|for|during|between|from|to|by|which|that|were|was|are|is|includ\w*)\b",
                     premise[whole.unit_end:whole.unit_end + 60])[0]
    return stems(" ".join(after.split()[:4]) + " " + whole.unit)


def _others_listed(words: str, party: str) -> bool:
    """Does a told part list names that are not the party's ("went to the United States, France and Germany" /
    "The United States took …"; not "… for the North West, North East and Yorkshire" of that whole list)?"""
    if not _LISTED.search(words):
        return False
    mine = {w.lower() for w in re.findall(r"[A-Z][\w'’-]*", party)}
    return any(w.lower() not in mine for w in re.findall(r"(?<![.!?]\s)\b[A-Z][\w'’-]*", words))


def _noun_fits(noun: set[str], wanted: set[str], party: set[str] = frozenset()) -> bool:
    """Does a whole's noun in the sentence say nothing the step's whole does not ("9,000 non-emergency calls" is no
    whole of "the emergency calls"), where the step names its whole?"""
    wanted = wanted - MEASURE_STEMS
    if wanted and noun and not _named_noun(noun - party, wanted) and not _named_noun(noun, wanted):
        return False  # "… 128,400 incidents, including 3,100 fires, of which 1,200 were deliberate" / "… of the
        # incidents": the fires are no whole the step names
    return not wanted or not noun or all(w in wanted or w in MEASURE_STEMS or w in party or any(
        x.startswith(w + "-") or w.startswith(x + "-") or stem_among(w, {x}) for x in wanted) for w in noun)


def _before(premise: str, at: int) -> set[str]:
    """The words of the sentence's own clause before ``at`` (from its last ";"): where a whole told "of which" is set
    ("The 9,800 new homes completed in Scotland last year included …")."""
    return stems(premise[premise.rfind(";", 0, at) + 1:at])


def _group_named(noun: set[str], group: set[str]) -> bool:
    """Does a whole's noun in the sentence name every word of the step's group, the generic ones aside ("6,200
    planning applications" is no whole of "the householder extension applications")?"""
    return bool(noun) and all(w in _GENERIC_STEMS or any(stem_among(w, {x}) or x.startswith(w + "-")
                                                         or w.startswith(x + "-") for x in noun) for w in group)


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
        if _mention(party, lead) is None or MODAL.search(lead) \
                or re.search(r"\b(?:and|or)\s*$", premise[:m.start() - len(lead)]):
            continue  # "with falls and breathing problems accounting for 13,100": the two's
        part = next((n for n in figures if n.start >= m.end()), None)
        if part is None or part.start > m.end() + 2 or part.unit == _PERCENT_UNIT:
            continue
        back = _BACK.match(premise[part.unit_end:])
        if re.match(r"\s+of\b", premise[part.unit_end:]) and not back:
            continue  # "Glasgow accounted for 58 of the knife-related deaths": a whole of its own
        told = stems(back.group("noun")) if back and back.group("noun") else set()
        wholes = [n for n in figures if n.unit_end <= m.start() and n.value > part.value
                  and (_sign(premise, n) == _sign(premise, part) or told and _named_noun(told, stems(n.unit)))
                  and not YEAR_FIGURE.fullmatch(n.surface) and not _EARLIER.search(premise[: n.start] + " ")]
        if not wholes:
            continue
        whole = wholes[-1]
        noun = _whole_noun(premise, whole)
        if back and back.group("noun") and not _named_noun(stems(back.group("noun")), noun):
            continue  # "3,100 of those hours": the whole is the hours before
        if noun and _noun_fits(noun, whole_words) \
                and (_named_noun(noun, whole_words) or back or part.unit and part.unit == whole.unit):
            out.append(_around(100 * part.value / whole.value, _DEFAULT_MARGIN))
    return out


def _own_figure(premise: str, party: str, figures: list) -> list[Span]:
    """The share of the figure the step's party holds ("Scotland's 38,000 hectares") in the one larger figure of its
    unit the sentence gives ("wildfires burned 47,026 hectares …; Scotland accounted for 38,000 hectares"), if the
    sentence gives the figure too."""
    own = numbers(party)
    if len(own) != 1 or MODAL.search(premise) or own[0].unit == _PERCENT_UNIT or YEAR_FIGURE.fullmatch(
            own[0].surface) or re.search(r"\b(?:under|over|aged|top|bottom|richest|poorest|first|last)\s+$",
                                         party[: own[0].start], re.IGNORECASE):
        return []  # "Players aged under 16", "The richest 10% of households": a figure that names the group
    sign = _sign(party, own[0])
    if not any(n.value == own[0].value and _sign(premise, n) == sign for n in figures):
        return []
    larger = {n.value for n in figures if _sign(premise, n) == sign and n.value > own[0].value}
    return [_around(100 * own[0].value / larger.pop(), _DEFAULT_MARGIN)] if len(larger) == 1 else []


def shares(premise: str, party: str, verb: str | None, whole: str, told: bool = False) -> list[Span]:
    """The shares the sentence gives the party, as the percentages each allows (module docstring). A part the step
    names by what it says of it (``told``: "… of the containers handled in 2024 were transhipped") is read only "of
    which" or of a whole counted first, whose noun the step's whole names ("… as well as 41 million tonnes of bulk
    cargo" / "Most of the bulk cargo was transhipped": not the containers')."""
    figures = numbers(premise)
    words = stems(party)
    if told:  # the step's group without its participles ("handled", "inspected") and years
        group = stems(" ".join(w for w in re.findall(r"[\w'’-]+", YEAR_PHRASE.sub(" ", whole))
                               if not _PARTICIPLE.search(w.lower()) and not re.search(r"['’]s$", w)))  # nor its
        # owner ("the county's")
        return _of_which(premise, words, figures, group, party_text=party) \
            + _fronted(premise, words, figures, group, party_text=party)
    return _own_figure(premise, party, figures) or (_clause_shares(premise, words, verb, figures, stems(whole))
                                                    + _of_which(premise, words, figures, wanted=stems(whole),
                                                                party_text=party)
                                                    + _fronted(premise, words, figures, party_text=party)
                                                    + _accounting(premise, words, stems(whole), figures))
