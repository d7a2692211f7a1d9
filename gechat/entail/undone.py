"""What a sentence says did not take place: an event called off, a plan, a request or a deal that came to nothing.

A small NLI model reads "The referendum on the new charter, due on 8 May, was cancelled" as entailing "The
referendum took place on 8 May" (0.73 with the shipped judge), "Joanna Harlow ran for the US Senate in 2018 but
lost" as entailing "Joanna Harlow won the Senate race" (0.82), and "The £80 million sale of Ashdown Rovers fell
through last week" as entailing "Ashdown Rovers was sold" (0.95). Two readings, each a conflict for
:func:`gechat.entail.conflicts.find_conflict` (which asks that the two share most of their words):

* :func:`called_off`: an event the sentence calls off for good or says fell through ("was cancelled", "was axed",
  "was postponed indefinitely",
  "was shelved", "was called off", "Organisers pulled the plug on the marathon", "The takeover collapsed") against a
  step that says the same event took place ("took place", "went ahead", "was held", "held their summit") or that
  its act was done ("Vantage acquired Lumen Energy" for a takeover, "was sold" for a sale);
* :func:`plan_failed`: the sentence holds the step's deed only as a plan, an attempt, a schedule, a decision, a
  request or a thing to come (:func:`gechat.entail.future.yet_to_come`, a planning hedge of
  :func:`gechat.entail.hedges.hedged`, an earlier stage of :func:`gechat.entail.stronger.later_stage`) and says it
  came to nothing (:data:`gechat.entail.future.FAILED`: "but lost", "but the council refused", "collapsed",
  "instead", "has yet to", "pushed the opening back", "remains closed").

A postponed event may still have taken place, and a possibility ("may", "I wish") that comes to nothing is no plan
that failed; a step that denies is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import hedges, stronger
from gechat.entail.antonyms import stem
from gechat.entail.future import FAILED, deed, yet_to_come

#: verbs by which an event is called off for good ("was cancelled", "was axed", "was shelved")
_CANCELLED = frozenset("cancel scrub scrap abandon abort axe ax shelve".split())
#: verbs by which a deal or a plan of a noun falls through ("The takeover collapsed", "The sale fell through")
_FELL = frozenset({"collapse"})
#: verbs by which a step says an event took place ("took place", "went ahead", "was held", "happened")
_HELD = frozenset("take go hold happen occur proceed".split())
#: events named by a noun, and the verbs by which a step says their act was done ("Vantage acquired Lumen")
_ACTS = {"takeover": {"acquire", "buy", "purchase", "take"}, "acquisition": {"acquire", "buy", "purchase"},
         "purchase": {"buy", "purchase", "acquire"}, "sale": {"sell", "buy", "purchase", "acquire"},
         "merger": {"merge", "combine"}, "deal": {"sign", "complete", "agree"}, "launch": {"launch"},
         "strike": {"strike"}, "vote": {"vote"}, "election": {"elect"}, "flotation": {"float", "list"},
         "listing": {"list", "float"}}
_CUES = re.compile(r"\b(?:cancel|scrub|scrap|abandon|abort|ax(?:e|ed)|shelv|call(?:ed)?\s+off|pull(?:ed)?\s+the\s+plug|"
                   r"collaps|fell\s+(?:through|apart)|postpone\w*\s+indefinitely)", re.IGNORECASE)
#: words by which a sentence says the event took place before, or after all ("signed in 2018, was cancelled in 2020",
#: "struck for three days before the strike was called off", "eventually took place")
_HAPPENED = re.compile(r"\b(?:eventually|finally|after\s+all|took\s+place|went\s+ahead|was\s+held)\b",
                       re.IGNORECASE)


#: verbs that say their "to" clause did not happen ("Unemployment failed to fall", "The board refused to sign")
_FAILED_TO = frozenset("fail refuse decline neglect omit".split())
#: words that leave a step's act unasserted
_UNASSERTED = frozenset("not never n't no will would may might could should must can".split())


def failed_done(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step says its subject did what the sentence says it failed, refused or declined to do
    ("Unemployment failed to fall in the three months to June …" / "Unemployment fell in the three months to June"),
    or "": the step's one main verb, asserted, is the verb of the sentence's "failed to", whose subject shares the
    step's subject's head; not where the sentence also tells the act as done ("failed to win in 2019 but won in 2021",
    "eventually")."""
    if _HAPPENED.search(premise):
        return ""
    h_doc = parse(hypothesis)
    verb = next((t for t in h_doc if t.dep_ == "ROOT" and t.pos_ == "VERB"), None)
    if verb is None or any(c.lower_ in _UNASSERTED for c in verb.children):
        return ""
    mine = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    p_doc = parse(premise)
    said = {stem(t.lower_) for t in p_doc} | {t.lemma_.lower() for t in p_doc}
    if any(stem(t.lower_) not in said and t.lemma_.lower() not in said for t in h_doc
           if t.is_alpha and not t.is_stop and t.i != verb.i):
        return ""  # "refused to approve the proposed budget increase" / "approved a smaller budget increase instead"
    done = [t for t in p_doc if t.lemma_ == verb.lemma_ and t.pos_ == "VERB"]
    for act in done:
        failed = act.head
        if act.dep_ != "xcomp" or failed.lemma_.lower() not in _FAILED_TO or len(done) > 1:
            continue
        theirs = next((c for c in failed.children if c.dep_ == "nsubj"), None)
        if mine is not None and theirs is not None and mine.lemma_.lower() == theirs.lemma_.lower() \
                and not any(c.lower_ in _UNASSERTED for c in failed.children):
            return f"the sentence says '{failed.text} to {act.text}'; the step says '{verb.text}'"
    return ""


def called_off(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason ``premise`` contradicts ``hypothesis``: the sentence calls off an event (or says it fell through)
    that the step says took place or was done (see the module's text), or ""."""
    if not _CUES.search(premise):
        return ""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    if verb is None or verb.pos_ != "VERB" or deed(verb) != "done" or _HAPPENED.search(premise):
        return ""
    if any(t.lemma_.lower() == verb.lemma_.lower() and t.pos_ == "VERB" for t in parse(premise)):
        return ""  # "The deal, signed in 2018, was cancelled in 2020" / "The deal was signed in 2018"
    held = _took_place(verb)
    for event, why in _events(parse(premise)):
        lemma = event.lemma_.lower()
        if (held is not None and held.lemma_.lower() == lemma) or verb.lemma_.lower() in _ACTS.get(lemma, ()):
            return f"the sentence says the {event.text} {why}; the step says it took place"
    return ""


def _took_place(verb):
    """The event the step says took place: the subject of "took place", "went ahead", "was held", "happened", or
    the object of "held" ("The two leaders held their summit"); None when the step says no such thing."""
    lemma, kids = verb.lemma_.lower(), {c.lower_ for c in verb.children}
    if lemma not in _HELD:
        return None
    if lemma == "hold" and not any(c.dep_ == "auxpass" for c in verb.children):
        return next((c for c in verb.children if c.dep_ == "dobj"), None)
    said = (lemma == "take" and "place" in kids) or (lemma == "go" and "ahead" in kids) or lemma == "hold" \
        or lemma in ("happen", "occur", "proceed")
    return next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None) if said else None


def _events(doc) -> list:
    """Each noun of ``doc`` that names an event called off for good or fallen through, undenied, with the words that
    say so: the subject of "was cancelled" or "collapsed", the object of "cancelled", "pulled the plug on" it."""
    out = []
    for verb in doc:
        if verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            continue
        lemma, kids = verb.lemma_.lower(), list(verb.children)
        particle = {c.lower_ for c in kids if c.dep_ in ("prt", "advmod", "prep")}  # "fell apart", "fell through"
        if lemma in _CANCELLED or (lemma == "call" and "off" in particle) or (
                lemma == "postpone" and any(c.lower_ == "indefinitely" for c in kids)):
            out += [(c, "was called off") for c in kids if c.dep_ in ("nsubjpass", "dobj") and c.pos_ in _NOUNS]
        elif lemma in _FELL or (lemma == "fall" and particle & {"through", "apart"}):
            out += [(c, "fell through") for c in kids if c.dep_ == "nsubj" and c.pos_ in _NOUNS]
        elif lemma == "pull" and any(c.dep_ == "dobj" and c.lower_ == "plug" for c in kids):
            out += [(o, "was called off") for c in kids if c.dep_ == "prep" and c.lower_ == "on"
                    for o in c.children if o.dep_ == "pobj" and o.pos_ in _NOUNS]
            out += [(c, "was called off") for c in kids if c.dep_ == "dobj" and c.lower_ != "plug"]  # the parse's
            # "pulled the plug on the Oslo marathon" with "marathon" an object
    return out


_NOUNS = ("NOUN", "PROPN")


def plan_failed(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason ``premise`` contradicts ``hypothesis`` when the sentence gives the step's deed only as a plan, a
    request, a candidacy or a thing to come and says it came to nothing (see the module's text), or ""."""
    failed = FAILED.search(premise)
    if failed is None:
        return ""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    if verb is None or any(c.dep_ == "neg" for c in verb.children):
        return ""
    if not _of_the_plan(parse(premise), failed, verb.doc):
        return ""  # "…, but construction delays pushed the opening to 2025" / "The firm was granted a permit": another
        # thing's failure
    planned = hedges.hedged(premise, hypothesis, parse)
    if yet_to_come(premise, hypothesis, parse) or (planned and _PLANNED.search(planned)) \
            or stronger.later_stage(premise, hypothesis) \
            or (_AS_PLANNED.search(hypothesis) and _PLANNING.search(premise)
                and not any(t.lemma_ == verb.lemma_ and t.pos_ == "VERB" for t in parse(premise))):  # "shut its doors
        # in September as planned" / "had planned to close the pool in September, but reversed the decision"; not
        # "Sales fell, as expected" / "Sales were expected to rise, but fell instead"
        return f"the sentence says it came to nothing ('{failed.group(0).strip()}'); the step says it happened"
    return ""


#: words by which a step says a plan was carried out
_AS_PLANNED = re.compile(r"\b(?:as\s+(?:planned|scheduled|intended|proposed|expected|agreed)|according\s+to\s+plan|"
                         r"on\s+schedule)\b", re.IGNORECASE)


#: nouns of a plan or an event whose failure a sentence may tell ("but the bid failed", "but the mission was scrubbed")
_PLAN_NOUNS = frozenset("application bid request proposal plan attempt deal merger offer petition launch mission "
                        "takeover sale acquisition project scheme motion appeal vote order".split())


def _of_the_plan(doc, failed: re.Match, step) -> bool:
    """Is the failure the sentence tells (``failed``, its words) the plan's own: said of no subject of its own
    ("ran for the Senate but lost"), of a noun of a plan ("but the county council refused the application", "but the
    bid failed"), or of a thing the step names ("The footbridge … remains closed")?"""
    named = {t.lemma_.lower() for t in step if t.pos_ in ("NOUN", "PROPN")}
    acts = {stem(t.lemma_.lower()) for t in step if t.dep_ == "ROOT"}  # "pushed the opening back" / "opened"
    words = [t for t in doc if failed.start() <= t.idx < failed.end() and t.pos_ in ("VERB", "ADJ", "AUX")]
    unsaid = not words  # "instead", "has yet to": the words name no verb of their own  # a failure verb with no subject of its own: the plan's doer's ("ran … but lost")
    for w in words:
        verb = w if w.pos_ != "AUX" else w.head
        around = [c for c in (*verb.children, *(verb.head.children if verb.dep_ in ("acomp", "xcomp") else ()))
                  if c.dep_ in ("nsubj", "nsubjpass", "dobj")]
        if any(c.lemma_.lower() in _PLAN_NOUNS | named or stem(c.lemma_.lower()) in acts for c in around):
            return True
        unsaid = unsaid or not any(c.dep_ in ("nsubj", "nsubjpass") for c in around)
    others = [t for t in doc if failed.start() <= t.idx < failed.end() and t.dep_ in ("nsubj", "nsubjpass")
              and t.lemma_.lower() not in _PLAN_NOUNS | named]
    if any(c.dep_ == "dobj" and (c.lemma_.lower() in _PLAN_NOUNS | named or stem(c.lemma_.lower()) in acts)
           for t in others for c in t.head.children):
        return True  # "but repeated delays pushed the opening back to November 2023" / "opened in 2020"
    return unsaid and not others  # not "but construction delays pushed …": the delays' doing


#: words of a plan, an attempt, a schedule or a decision, in the hedge the sentence holds the step's claim under: a
#: possibility ("may", "I wish") that comes to nothing is no plan that failed
_PLANNED = re.compile(r"\b(?:schedul|expect|plan|tr(?:y|ie)|attempt|intend|aim|seek|sought|set|due|decid|resolv|agre|"
                      r"vot|order|ask|instruct|told|tell|authori[sz]|prepar|bid|propos|promis|pledg|vow|hop|bound|"
                      r"about|going|effort|campaign|target|goal|slat)\w*", re.IGNORECASE)


def called_off_by_step(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step calls off an event the sentence says took place or was done ("The Bremer tunnel project
    went ahead despite objections" / "The Bremer tunnel project was shelved after residents objected"), or ""."""
    reason = called_off(hypothesis, premise, parse)
    return reason.replace("the sentence says", "the step says", 1).replace("; the step says it took place",
                                                                          "; the sentence says it took place") \
        if reason else ""


#: a plan's time as a phrase of its noun ("The launch, scheduled for 14 October, …")
_PLANNED_FOR = re.compile(r"\b(?:scheduled|planned|slated|set|due|timetabled|pencilled\s+in|penciled\s+in)\s+(?:for|on)\s+"
                          r"(?P<when>[^,;.()]+)", re.IGNORECASE)
_PLANNING = re.compile(r"\b(?:scheduled|planned|slated|due|set\s+(?:for|to)|timetabled|pencill?ed|originally|"
                       r"meant|intended|expected|postponed|cancell?ed|called\s+off)\b", re.IGNORECASE)
_TIME_WORDS = re.compile(r"\b(?:\d+(?:st|nd|rd|th)?|January|February|March|April|May|June|July|August|September|"
                         r"October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")
#: a plan named by its day: "Tuesday's planned walkout by bus drivers"
_DAYS_PLAN = re.compile(r"\b(?P<when>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'s\s+(?:planned|scheduled|"
                        r"proposed|threatened)\b")
#: words by which the sentence says the planned event took place on its day after all ("opened to the public that day")
_ON_THE_DAY = re.compile(r"\b(?:that\s+day|on\s+the\s+day|as\s+planned|as\s+scheduled|on\s+schedule|on\s+time)\b",
                         re.IGNORECASE)
#: words that open another clause, whose calling off is another event's ("…, although the after-show party was cancelled")
_OTHER_CLAUSE = re.compile(r"\b(?:although|though|but|while|whereas|however)\b|;", re.IGNORECASE)


def planned_time_only(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step's time is not stated: the sentence gives it only as the time of a plan it calls off ("The
    launch of the Pelham-3 weather satellite, scheduled for 14 October, was postponed indefinitely" / "Pelham-3 went
    into orbit on 14 October"), or "". The calling off is said in the plan's own clause, the step gives every word of
    that time to a verb (not "the 3 May concert", "the race on 4 May": the event named by its date), and the
    sentence gives no other time of those words, nor says that the event took place after all."""
    if not _CUES.search(premise) or _HAPPENED.search(premise) or _ON_THE_DAY.search(premise) \
            or _PLANNING.search(hypothesis):
        return ""  # "The launch was scheduled for 14 October": the plan, told as a plan
    for m in (*_PLANNED_FOR.finditer(premise), *_DAYS_PLAN.finditer(premise)):
        when = set(_TIME_WORDS.findall(m.group("when")))
        rest = premise[: m.start()] + " " + premise[m.end():]
        cue = _CUES.search(premise, m.end()) or _CUES.search(premise)
        between = premise[min(m.end(), cue.end()) : max(m.start(), cue.start())]
        if not when or not when <= set(_TIME_WORDS.findall(hypothesis)) or set(_TIME_WORDS.findall(rest)) & when \
                or _OTHER_CLAUSE.search(between) or _names_the_event(parse(hypothesis), when):
            continue
        return f"the sentence gives '{m.group('when').strip()}' only as the time of a plan it calls off"
    return ""


def _names_the_event(doc, when: set[str]) -> bool:
    """Does the step give the time ``when`` to a noun, naming the event by its date ("Ticket holders for the 3 May
    concert"), or to a verb of a clause it only leans on ("Entrants who had signed up for the race on 4 May may take a
    place …"), rather than to its main verb ("Pelham-3 went into orbit on 14 October")?"""
    for t in doc:
        if t.text in when and not (t.head.text in when and t.head.i != t.i):  # the time's own head word
            head = t.head.head if t.dep_ == "pobj" else t.head
            if head.text not in when and (head.pos_ in ("NOUN", "PROPN") or head.dep_ != "ROOT"):
                return True
    return False

