"""A step that makes the sentence's claim stronger: a later stage, or a cause where the sentence gives an order.

A small NLI model reads "The novel was shortlisted for the Booker Prize" as entailing "The novel won the Booker
Prize" (0.99 with the shipped judge), "The senator is reportedly considering a run for governor" as entailing
"The senator has announced a run" (0.99), and "After the new manager arrived, staff turnover fell by half" as
entailing "The new manager caused the fall in staff turnover" (0.95): the words are nearly all shared, and what
differs is the one word that makes the claim. Two such differences are read here, for
:meth:`gechat.entail.conflicts.ConflictChecker.missing` (the step is then not supported; nothing is
contradicted, since a shortlisted novel may still have won):

* ``later_stage``: the sentence names an earlier stage of a process and the step a later one, which the
  sentence does not name (:data:`STAGES`: nominated → won, ran → elected, proposed → approved, charged → convicted,
  applied or sought → granted, reviewed → approved, questioned → arrested, tested → replaced or approved, received →
  signed, visited → opened, ...),
  unless the step denies it ("did not win") or the sentence says the later stage in other words of the same thing
  ("took home the Oscar" / "won the Oscar");
* ``other_baseline``: both compare a figure with something, and not with the same thing ("compared with the
  same period last year" / "compared with the second quarter");
* ``cause_from_order``: the step gives a cause ("because", "due to", "led to", "caused", or a verb by which one
  thing acts on another: "the storm brought down the bridge") while the sentence has no word of cause and relates
  the two events only in time or by "and" ("after", "the same day", "following", ", and"), or says only that they
  go together ("towns with more libraries also reported higher literacy rates");
* ``departure_unstated``: the step says how a person left a post ("retired", "resigned", "was fired") where the
  sentence names them only as the one another succeeded or replaced.
"""

from __future__ import annotations

import re

from gechat.entail import causes
from gechat.entail.antonyms import stem
from gechat.entail.intents import FULFILLING
from gechat.entail.negation import negation_marks
from gechat.entail.quantities import words
from gechat.text import content_words

#: stages of a process, each (earlier words, later words): the later is a stronger claim the earlier does not make
STAGES: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (frozenset(stem(w) for w in early.split()), frozenset(stem(w) for w in late.split())) for early, late in (
        ("nominated nomination nominee shortlisted shortlist finalist finalists contender candidate runner-up "
         "candidacy running ran campaigned",
         "won win wins winner winners winning elected"),
        ("considering consider weighing mulling contemplating exploring discussing rumoured rumored",
         "announced announce decided decide confirmed confirm launched"),
        ("proposed proposal drafted draft suggested recommended tabled consulted consultation",
         "approved approve adopted adopt enacted enact ratified ratify implemented implement passed banned"),
        ("charged accused indicted arrested suspected suspect prosecuted investigated trial",
         "convicted convict guilty sentenced"),
        ("applied applicant application shortlisted interviewed sought seeking petitioned filed",
         "admitted hired appointed accepted enrolled granted awarded approved licensed installed"),
        ("bid bids offered offer approached", "bought acquired purchased signed awarded"),
        ("nominated nomination nominee", "appointed installed sworn"),
        ("negotiating negotiated negotiation talks", "signed agreed concluded"),
        ("designed design", "built build constructed construct construction"),
        # a deliberation and its decision: "reviewed the budget proposal" / "approved the budget proposal"
        ("reviewed reviewing discussed discussing debated debating deliberated examined noted",
         "approved adopted ratified endorsed rejected passed banned outlawed prohibited"),
        ("questioned questioning interrogated interviewed", "arrested charged detained"),
        ("inspected inspecting tested testing trialled trialed piloted assessed",
         "replaced repaired certified licensed fixed approved approval"),
        ("read received", "signed published accepted"),
        ("drafted drafting prepared wrote written writing", "published released issued"),
        ("underwent undergoing undergo attempted", "passed"),
        ("collected collecting gathered gathering", "analysed analyzed analysing analyzing"),
        ("visited visiting toured", "opened inaugurated"),
        # work begun is not work done: "with construction expected to begin in early 2025" / "Construction … had been
        # completed by early 2025"
        ("begin begins began begun beginning start starts started starting commence commenced commencing",
         "completed complete completion finished finish concluded conclude ended"),
    ))


#: other words by which a sentence states a later stage ("took home the Oscar", "licensed by the regulator")
_LATER_SAID = re.compile(r"\b(?:took home|secured|scooped|clinched|licen[cs]ed|authori[sz]ed|cleared|installed|"
                         r"unveiled|completed|finished|rolled out|came into (?:force|effect)|entered into force|"
                         r"took effect|brought in|found guilty|jailed)\b((?:\W+\w+){0,6})", re.IGNORECASE)


def later_stage(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's later stage ("the sentence says 'shortlisted'; the
    step says 'won'"), or ""."""
    pw, hw = words(premise), words(hypothesis)
    p_stems, h_stems = [stem(w) for w in pw], [stem(w) for w in hw]
    _, denied = negation_marks(hw)
    fulfilled = any(s in _FULFILLED for s in p_stems)  # "The bid to buy the club succeeded": it was bought
    for early, late in STAGES:
        ats = [k for k, s in enumerate(p_stems) if s in early and not _honour_received(pw, k)]
        said = pw[ats[0]] if ats else None
        if said and _goes_on(premise, said, hypothesis):
            later = [k for k in ats[1:] if not _goes_on(premise, pw[k], hypothesis, pw[:k].count(pw[k]))]
            if not later:
                continue  # "sat the bar exam in July and earned a distinction", "received the manuscript in March, and
                # it appeared in June": what came of it the sentence tells in its own words, which the model reads
            said = pw[later[0]]  # "dropped the theft charge …, but he still faces a separate charge of …": the stage
            # the sentence goes on to
        claimed = next((hw[i] for i, s in enumerate(h_stems) if s in late and i not in denied), None)
        stated = {s for k, s in enumerate(p_stems) if fulfilled or not _only_named(pw, p_stems, k, early)}
        if said and claimed and not late & stated and not early & set(h_stems) \
                and not _later_said(premise, hypothesis, claimed) \
                and not re.search(rf"\bsuccessfully\s+{re.escape(said)}\b", premise, re.IGNORECASE):
            return f"the sentence says '{said}'; the step says '{claimed}'"
    return ""


#: verbs by which a plan, bid or request is said to have been carried out (:data:`gechat.entail.intents.FULFILLING`)
_FULFILLED = frozenset(stem(w) for w in FULFILLING)
#: words before a later stage's word that name it as a prospect ("the proposed ban"), and after it that name who
#: or what works towards it ("the hiring panel")
_PROSPECT = frozenset("proposed planned possible potential draft mooted pending prospective expected".split())
_TOWARDS = frozenset("panel committee process board".split())
#: words after a later stage's word that leave it to come ("whose winner will be announced in May")
_YET_TO_COME = ("will ", "is to be", "are to be", "is yet", "are yet", "has yet", "have yet", "has not been",
                "have not been", "is expected", "are expected", "to be named", "to be announced")


def _only_named(words_: list[str], stems: list[str], k: int, early: frozenset[str]) -> bool:
    """Does ``words_[k]`` only name a stage, not state it: "the proposed ban", "the hiring panel", "whose winner will be
    announced", or what an earlier stage's word acts on or asks for ("debated a ban on …", "petitioned the county to
    install a traffic light")?"""
    return (k > 0 and words_[k - 1] in _PROSPECT) or words_[k + 1 : k + 2] in ([w] for w in _TOWARDS) \
        or " ".join(words_[k + 1 : k + 4]).startswith(_YET_TO_COME) \
        or (k > 0 and words_[k - 1] in ("a", "an", "the", "to") and any(s in early for s in stems[max(0, k - 5) : k]))


#: a clause after the earlier stage's word that may tell what came of it ("… and earned a distinction", "…, which took
#: effect in 2020", "…; Secker & Warburg brought it out")
_GOES_ON = re.compile(r";|,\s*(?:and|but|which|who|where|then)\b|\b(?:and|but)\s+(?:was|were|is|are|has|have|had|it|"
                      r"they|then|later|\w+ed)\b|\bwhich\s+(?:was|were|took|came|had|has|is|are)\b", re.IGNORECASE)


def _goes_on(premise: str, said: str, hypothesis: str, nth: int = 0) -> bool:
    """Does the sentence go on past the earlier stage's word ``said`` with a clause of its own that does not say the
    process failed ("applied for a licence, but the council refused the application" stays a stage that came to
    nothing, which :func:`gechat.entail.undone.plan_failed` reads), nor gave what was at stake to another than the
    step names ("shortlisted for the prize, which was eventually awarded to Kofi Mensah-Boateng's debut collection" /
    "The novel won the prize")? ``nth``: which occurrence of ``said`` (0 for its first)."""
    m = next(iter(list(re.finditer(rf"\b{re.escape(said)}\b", premise, re.IGNORECASE))[nth:nth + 1]), None)  # its
    # ``nth`` occurrence
    if not (m and _GOES_ON.search(premise, m.end())) or _FAILED.search(premise, m.end()) \
            or _TO_COME.search(premise, m.end()):
        return False
    went = _WENT_TO.search(premise, m.end())
    return not (went and not set(content_words(went.group("to"))) & set(content_words(hypothesis)))


#: an outcome a sentence leaves to come: "and the winner is expected to be named next week"
_TO_COME = re.compile(r"\b(?:winners?|recipients?|victor|result|outcome|decision)\b[^;.]{0,30}?\b(?:will|is\s+(?:expected\s+)?"
                      r"to|are\s+(?:expected\s+)?to|(?:has|have|is|are)\s+yet\s+to)\s+be\s+(?:named|announced|chosen|"
                      r"decided|selected|picked|revealed|declared|made|awarded)\b", re.IGNORECASE)


#: what was at stake given to someone: "was awarded to X", "went to X", "was won by X"
_WENT_TO = re.compile(r"\b(?:(?:awarded|given|presented|went)\s+to|won\s+by)\s+(?P<to>(?:(?!(?:for|in|at|with|by|after|as|"
                      r"on|from|over|ahead|instead|rather)\b)[\w'’-]+\s*){1,6})", re.IGNORECASE)  # its winner, to the
# first preposition or mark: "awarded to Kofi Mensah for his debut novel" gives Kofi Mensah


#: words by which a sentence says a stage came to nothing, or denies what came after it
_FAILED = re.compile(r"\b(?:refus\w*|reject\w*|denied|denies|deny|declin\w*|turned\s+down|block\w*|fell\s+through|"
                     r"fail\w*|lost|withdr[ae]w\w*|veto\w*|dismiss\w*|abandon\w*|cancel\w*|postpon\w*|scrap\w*|"
                     r"shelv\w*|not|never|no|n't)\b", re.IGNORECASE)


def _honour_received(words_: list[str], k: int) -> bool:
    """Is ``words_[k]`` "received" of an honour ("received a press award for an investigation"), no stage of a
    submission?"""
    return words_[k] in ("received", "receives", "receive") and bool(
        {"award", "prize", "medal", "honour", "honor", "grant", "praise", "criticism"} & set(words_[k + 1 : k + 4]))


def _later_said(premise: str, hypothesis: str, claimed: str) -> bool:
    """Does the sentence state the later stage in other words, of what the step's word is said of ("took home the
    Oscar" / "won the Oscar"; not "secured a distribution deal" / "won the Oscar")?"""
    m = re.search(rf"\b{re.escape(claimed)}\b(.*)", hypothesis, re.IGNORECASE)
    of = set(content_words(m.group(1))[:4]) if m else set()
    return any(of & set(content_words(x.group(1))[:4]) for x in _LATER_SAID.finditer(premise))


#: a cause, as a step states it
_STEP_CAUSE = re.compile(r"\b(?:because|due to(?!\s+(?:be|open|start|begin|close|end|launch|arrive|take|come|finish|"
                         r"expire|return|report|meet|run|go|resume|reopen|publish|complete|appear|retire|leave)\b)|"
                         r"owing to|as a (?:result|consequence) of|caus(?:e|es|ed|ing)|"
                         r"l(?:ed|ead|eads) to|result(?:s|ed)? in|thanks to|brought about)\b", re.IGNORECASE)
#: any word of cause in the sentence: then the step's cause may be the sentence's, and the model decides
_ANY_CAUSE = re.compile(r"\b(?:because|due|owing|result(?:s|ed|ing)?\s+(?:in|from)|as\s+a\s+result|consequen\w*|caus\w*|(?-i:[lL](?:ed|ead|eads))|thanks|so|"
                        r"in response to|amid|given|as (?=(?:\w+ ){1,3}(?:was|were|is|are|had|has)\b)|by \w+ing|"
                        r"therefore|thus|hence|since|forc\w*|prompt\w*|trigger\w*|spark\w*|driv\w*|drove|contribut\w*|"
                        r"blam\w*|attribut\w*|explain\w*|reason\w*|ruling\s+that|citing|on\s+the\s+grounds?)\b",
                        re.IGNORECASE)
#: words by which a sentence relates two events in time, or only joins them
_ORDER = re.compile(r"\b(?:after|before|following|then|later|earlier|meanwhile|while|when|once|in which|during|"
                    r"the same (?:day|week|month|year|time))\b|,\s*and\b", re.IGNORECASE)


#: the thing a change or a figure is compared with: "compared with the same period last year", "versus 2022"
_BASELINE = re.compile(r"\b(?:compared (?:with|to)|as against|versus|vs\.?|relative to)\s+((?:[\w'-]+\s*){1,5})",
                       re.IGNORECASE)


#: the ways of naming the same time a year before
_YEAR_AGO = re.compile(r"\bsame (?:period|quarter|month|week|time|season)|\byear (?:earlier|ago|before)|"
                       r"\b(?:last|previous|prior|preceding) year|year-on-year|\ba year\b", re.IGNORECASE)


def _value_after_versus(m: re.Match) -> bool:
    """Is ``m`` a value after "versus" or "vs" ("5.7 versus 8.4"), not a thing compared with (a year is one:
    "versus 2019")?"""
    return m.group(0)[:1].lower() == "v" and bool(re.match(r"(?!(?:1[5-9]|20)\d\d\b)\d", m.group(1)))


def other_baseline(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's comparison, or "": both compare with something
    ("compared with ..."), and the two things share no word ("rose 12 percent compared with the same period
    last year" / "rose 12 percent compared with the second quarter"). A figure after "versus" is a value, not a
    thing compared with ("lower scores (5.7 versus 8.4) as compared to the control group"); of several things
    the sentence compares with, any one may be the step's."""
    h = next((m for m in _BASELINE.finditer(hypothesis) if not _value_after_versus(m)), None)
    found = [m for m in _BASELINE.finditer(premise) if not _value_after_versus(m)] if h else []
    if not found:
        return ""
    h_words = set(content_words(h.group(1)))
    for p in found:
        p_words = set(content_words(p.group(1)))
        if not p_words or not h_words or p_words & h_words or (_YEAR_AGO.search(p.group(1)) and _YEAR_AGO.search(h.group(1))):
            return ""  # "the same quarter of 2022" and "a year earlier" name one baseline
        if p_words & set(content_words(hypothesis[: h.start()])):
            return ""  # the comparison turned round: the sentence's baseline is what the step compares ("the control
            # group ... compared to the alcohol group" / "the alcohol group ... compared with the control group")
    return f"the step compares with '{h.group(1).strip()}'; the sentence with '{found[0].group(1).strip()}'"


#: verbs by which a step says that one thing did something to another ("the storm brought down the bridge",
#: "resurfacing the road reduced accidents"), followed by what they act on, not by a preposition or an adverb; not
#: after "to" ("efforts to curb the problem" claim nothing done)
_CAUSE_VERB = re.compile(r"(?<!\bto )\b(?:(?:brought|brings?|bringing|knock(?:s|ed)?|pull(?:s|ed)?|tore|tears?) (?:down|about|on)|"
                         r"(?:reduc|lower|cut|rais|increas|boost|improv|worsen|damag|destroy|prevent|halv|curb|slash|"
                         r"spurr?|fuel|hurt|harm|kill|ruin|wreck|eas|cur|sav|shorten|lengthen|strengthen|weaken)"
                         r"(?:e|es|ed|ing|s)?)\s+(?!(?:by|in|to|after|before|from|at|on|during|over|since|until|"
                         r"when|while|following|as|and|or|than|for|with|through|within|up|down|off|out)\b)"
                         r"(?=[a-z])(?!\w+ly\b)", re.IGNORECASE)
#: the same without "when" and "while", which state a cause plainly enough for a verb ("three workers were injured when
#: the scaffolding collapsed" / "the collapse hurt three workers")
_ORDER_NOT_WHEN = re.compile(_ORDER.pattern.replace("while|when|", ""), re.IGNORECASE)
#: words by which a sentence says only that two things go together ("towns with more libraries also reported higher
#: literacy rates"), which no more states a cause than an order of events does
_TOGETHER = re.compile(r"\b(?:also\s+(?:\w+\s+){0,3}(?:higher|lower|more|fewer|less|greater|smaller|better|worse)|associated with|linked (?:to|with)|correlat\w*|tend(?:s|ed)? to|coincid\w*|"
                       r"alongside|went hand in hand|with (?:more|fewer|less|higher|lower|greater|smaller))\b",
                       re.IGNORECASE)
#: where a sentence's clauses part: a word of time or order, a semicolon, ", and"
_CLAUSES = re.compile(rf"{_ORDER.pattern}|;|\buntil\b", re.IGNORECASE)


#: words before a causative's form that make it an adjective or a noun ("with lower blood pressure", "a cut")
_NOT_A_VERB_AFTER = frozenset("with the a an of for to much far and or at in its their his her our".split())


def _acts(text: str, on: set[str] | None = None) -> bool:
    """Does ``text`` say with a verb that one thing acts on another ("the drug lowered blood pressure")? With ``on``,
    only where the verb or the thing it acts on, to the clause's end, is named by one of those stems ("the company
    raised prices" acts on prices, not on sales; "damaged the ground floor of the library" on the library)."""
    return any((text[: m.start()].split()[-1:] or [""])[0].lower() not in _NOT_A_VERB_AFTER
               and (on is None or stem(m.group(0).split()[0]) in on
                    or {stem(w) for w in content_words(re.split(r"[,;]|\band\b", text[m.end():])[0])} & on)
               for m in _CAUSE_VERB.finditer(text))


def _caused_by_verb(premise: str, hypothesis: str, apart: bool = True) -> bool:
    """Does the step say with a verb the sentence does not use that one thing acted on another, where the sentence
    names the two in different clauses ("the road was resurfaced in August, and accidents dropped" / "resurfacing
    the road reduced accidents"), or anywhere when not ``apart``?"""
    premise_stems = {stem(w) for w in words(premise)}
    clauses = [{stem(w) for w in content_words(c)} for c in _CLAUSES.split(premise) if c and c.strip()]
    for m in _CAUSE_VERB.finditer(hypothesis):
        if stem(m.group(0).split()[0]) in premise_stems:
            continue  # the sentence's own verb ("ended" / "ending the service"): the model's
        before = hypothesis[: m.start()]  # the doer, in the verb's own clause ("dropped after *it* reduced ...")
        doer = {stem(w) for w in content_words(before[max((x.end() for x in _CLAUSES.finditer(before)), default=0):])}
        done = {stem(w) for w in content_words(hypothesis[m.end():])}
        where_doer = {i for i, c in enumerate(clauses) if doer & c}
        where_done = {i for i, c in enumerate(clauses) if done & c}
        if where_doer and where_done and (not apart or not where_doer & where_done):
            return True
    return False


def cause_from_order(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's cause, or "": the step says "because" (or "led to",
    "caused", or a verb by which one thing acts on another), and the sentence, with no word of cause, relates its
    events only in time ("after", "the same day") or joins them with "and"."""
    stated = causes.link_text(hypothesis)  # the step's effect: a verb of the sentence acting on another thing is no
    effect = {stem(w) for w in content_words(stated[1])} if stated else None  # cause of it
    if (purpose := _PURPOSE.search(hypothesis)) and not _PURPOSE.search(premise) and not _INFINITIVE.search(premise) \
            and not _ANY_CAUSE.search(premise):
        return f"the step gives a purpose ('{purpose.group(0)}'); the sentence states none"  # "removed support for
        # devices running Android 8 and reduced the installation size" / "dropped Android 8 support in order to cut the
        # app's installation size"
    if _ANY_CAUSE.search(premise) or _acts(premise, effect):
        return ""  # a word of cause, or a verb by which one thing acts on another ("the drug lowered blood pressure")
    if (_ORDER.search(premise) and _STEP_CAUSE.search(hypothesis)) \
            or (_ORDER_NOT_WHEN.search(premise) and _caused_by_verb(premise, hypothesis)):
        return "the step gives a cause; the sentence gives only the order of events"
    if _TOGETHER.search(premise) and (_STEP_CAUSE.search(hypothesis) or _caused_by_verb(premise, hypothesis, False)):
        return "the step gives a cause; the sentence says only that the two go together"
    return ""


#: a step's words of purpose: "in order to", "so as to", "in a bid to"
_PURPOSE = re.compile(r"\b(?:in\s+order\s+(?:to|that)|so\s+as\s+to|in\s+a\s+bid\s+to|with\s+the\s+(?:aim|goal|intention)\s+of|"
                      r"for\s+the\s+purpose\s+of|aim(?:ed|ing)\s+to)\b", re.IGNORECASE)  # not "aimed at Kyiv"
#: an infinitive a sentence may give a purpose by ("closed the library to save money"), not "to" before a figure,
#: a determiner or a name ("from 96 MB to 71 MB", "rolled out to all users", "moved to Leeds")
_INFINITIVE = re.compile(r"\bto\s+(?!(?:the|a|an|all|every|each|its|their|his|her|our|my|your|this|that|these|those|about|"
                         r"around|some|more|less|over|under|date|be\s+\w+ed)\b)[a-z]+\b|\bso\s+that\b|\bintend\w*|\bdesign\w*|"
                         r"\bpurpose|\bgoal\b|\baim\w*\b|\bin\s+(?:its|their|the)\s+(?:fight|bid|effort|drive|push|attempt|"
                         r"campaign)\b")  # "raised rates in its fight against inflation"


#: how a step says one left a post: "retired", "resigned", "was fired", "stepped down"
_LEFT = re.compile(r"\b(?:retired|resigned|quit|was\s+(?:fired|dismissed|sacked|ousted|forced\s+out)|stepped\s+down|"
                   r"died)\b", re.IGNORECASE)
#: any word of how one left, in the sentence
_ANY_LEAVING = re.compile(r"\b(?:retir\w*|resign\w*|quit\w*|fired|dismiss\w*|sack\w*|oust\w*|forced\s+out|"
                          r"step(?:s|ped|ping)?\s+(?:down|aside)|die[ds]?|death|late|left|leav\w*|depart\w*|exit\w*|"
                          r"term|contract|voted\s+out|removed|deposed|defeated|lost)\b", re.IGNORECASE)
_SUCCEEDED = re.compile(r"\b(?:succeed(?:ed|s|ing)?(?!\s+in\b)|replac\w*|took\s+over\s+from|successor|preceded|"
                        r"predecessor)\b", re.IGNORECASE)


def departure_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not say how the step's person left a post, or "": the sentence names them only as
    the one another succeeded or replaced ("Marisol Okafor became chief executive …, succeeding Graham Pell" / "Graham
    Pell retired from Tidewater Bank", 0.84 entailed before this check)."""
    m = _LEFT.search(hypothesis)
    if m is None or _ANY_LEAVING.search(premise) or not _SUCCEEDED.search(premise) \
            or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE):
        return ""
    names = re.findall(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+", hypothesis[: m.start()])
    if not names or not all(n in premise for n in names):
        return ""
    return f"the sentence says {names[0]} was succeeded; the step says {names[0]} {m.group(0)}"


#: a step's words of a further thing ("also", "as well", "too" at its end)
_ALSO = re.compile(r"\balso\b|\bas\s+well\b(?!\s+as)|\btoo\s*[.!]?\s*$", re.IGNORECASE)
#: a sentence's words of a further thing, by which it may give the step's ("as well as", "not only", "in addition")
_ALSO_SAID = re.compile(r"\b(?:also|as\s+well|too|in\s+addition|not\s+only|besides)\b", re.IGNORECASE)


def also_added(premise: str, hypothesis: str) -> str:
    """The reason a step that adds a further thing with "also" is not stated, where it names words the sentence does
    not, or "": "Lipase secreted by the pancreas breaks down dietary fats …" / "Lipase is also produced in the stomach"
    (0.59 entailed before this reading); "… sold at Freshway stores in the eastern region" / "… also sold at Freshway
    stores in the western region" (0.95). The sentence's own "also" may give it: then the model reads it."""
    if not _ALSO.search(hypothesis) or _ALSO_SAID.search(premise):
        return ""
    new = sorted(set(content_words(hypothesis, stem)) - set(content_words(premise, stem)))
    return f"the step adds with 'also' what the sentence does not give ({', '.join(new[:3])})" if new else ""


#: a step's words of an earlier time of its own: "had previously received funding", "formerly", "in the past"
_EARLIER = re.compile(r"\b(?:previously|formerly|in\s+the\s+past|before\s+that|prior\s+to\s+that|once\s+before|"
                      r"had\s+already)\b", re.IGNORECASE)
#: a sentence's words of another time before the one it tells, by which it may give the step's
_EARLIER_SAID = re.compile(r"\b(?:previous(?:ly)?|formerly|former|past|before|prior|earlier|already|again|second|"
                           r"third|last|since|once|renew\w*|repeat\w*|another|further|new|after|first|resum\w*|between|"
                           r"until|then|suspen\w*|from\s+(?:1[89]|20)\d\d|born|moved)\b", re.IGNORECASE)


def earlier_added(premise: str, hypothesis: str) -> str:
    """The reason a step that tells of an earlier time of its own ("had previously received funding") is not stated
    where the sentence names no time before the one it tells, or "": "The Halvorsen Foundation awarded Brenton
    University a five-year grant of $12.5 million in September 2023 …" / "Brenton University had previously received
    funding from the Halvorsen Foundation" (0.90 entailed before this reading)."""
    told = _EARLIER.search(hypothesis)
    if told is None or _EARLIER_SAID.search(premise):  # "served as finance minister from 2016 to 2019 and became
        return ""  # prime minister in 2022" / "had previously served": an earlier time told
    return f"the step says '{told.group(0)}'; the sentence tells of no earlier time"
