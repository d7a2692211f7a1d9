"""What a sentence leaves out by name: "other than X", "except X", "X are excluded", "without X".

A small NLI model reads the words a sentence shares with a step and misses the word that takes them back: "A 'tort'
is defined in the handbook as a civil wrong, other than a breach of contract, ..." / "The handbook defines a tort as
a kind of breach of contract" (0.91 entailed), "The grant covers travel ...; equipment purchases, salaries and
publication charges are explicitly excluded." / "Publication charges can be paid from the grant." (0.76),
"Despite heavy rain ..., the match was completed without interruption." / "The rain led to the match being
interrupted." (0.60). Two readings, for :mod:`gechat.entail.conflicts`:

* :func:`asserts_excluded`: the step says, without denying it, something of what the sentence excludes ("other
  than", "except", "excluding", "apart from", "... are excluded"): the sentence cannot support it (a missing
  reason: the step may well say something else of it, which the model reads);
* :func:`without_conflict`: the sentence says a thing was done "without" an event the step says happened, in a
  verb or noun of the same stem ("without interruption" / "was interrupted", "left without paying" / "paid",
  "released without charge" / "was charged"), or "without" a thing the step says it had, included or held
  ("operated without a licence" / "had a licence", "published without the appendix" / "included the appendix"):
  a conflict, for a step that makes the sentence's claim (the caller checks the share of words). A "without" that
  states a condition ("Without a licence, the plant cannot operate") says nothing was done;
* :func:`contrasted_conflict`: the step says what the sentence sets aside with ", not …" ("within 14 days of the item
  arriving, not from the date the customer ships it" / "within 14 days of the customer shipping it"): a conflict;
* :func:`unsupported_used`: the step says a product supports or works with what the sentence says it does not
  support ("drops support for 32-bit Windows" / "runs on 32-bit Windows"): a conflict;
* :func:`left_out_included`: the step puts in what the sentence says by name is not affected, included or covered
  ("the Aventa 500 … is not affected" / "The Aventa 500 is included in the recall"): a conflict.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.antonyms import stem
from gechat.entail.causes import denies, share_of, stems
from gechat.text import content_words, fold

_EXCLUDED_BEFORE = re.compile(
    r"(?<!none\s)\b(?:other\s+than|except(?:\s+for)?|excluding|apart\s+from|with\s+the\s+exception\s+of|but\s+not)\s+"
    r"(?:a\s+|an\s+|the\s+)?(?P<x>[\w'-]+(?:\s+(?!(?:for|who|which|that|is|are|was|were|and|or|to|in|on|at|by|where|whose)\b)"
    r"[\w'-]+){0,3})", re.IGNORECASE)
_EXCLUDED_AFTER = re.compile(r"(?P<x>[\w'-]+(?:\s+[\w'-]+){0,2})\s+(?:is|are|were|was)\s+(?:explicitly\s+|expressly\s+|"
                             r"specifically\s+|also\s+)?(?:excluded|not\s+covered|not\s+included|not\s+eligible)\b",
                             re.IGNORECASE)
_DENIES = re.compile(r"\b(?:not|no|never|cannot|without|neither|nor|except|excluding|excluded|other\s+than|"
                     r"apart\s+from|with\s+the\s+exception\s+of|save\s+for)\b|n't", re.IGNORECASE)


def _stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text)}


def excluded(premise: str) -> list[str]:
    """The things ``premise`` leaves out by name: after "other than", "except", "excluding", "apart from", or
    before "are excluded" ("equipment purchases, salaries and publication charges are explicitly excluded": the last
    item of the list and the items before it joined by commas)."""
    return [x for x, _ in _excluded_with_own(premise)]


def asserts_excluded(premise: str, hypothesis: str) -> str:
    """The reason ``premise`` cannot support ``hypothesis``, or "": the step, denying nothing, says of a thing the
    sentence excludes by name (every content word of it in the step) what the sentence says of the rest (at least
    half of the step's other words are the sentence's claim), and nothing the sentence says of the thing itself (in
    the exclusion's own phrase, a clause it gives the thing, ", which goes in at the end", or a clause after
    "but", "although" or ";": "Salaries are excluded from the grant, but the university pays them"). "Apart from"
    with "also" or "too" adds rather than excludes ("Apart from being cheap, the bike is also light")."""
    if _DENIES.search(hypothesis) or (re.search(r"\bapart\s+from\b", premise, re.IGNORECASE)
                                     and re.search(r"\b(?:also|too|as\s+well)\b", premise, re.IGNORECASE)):
        return ""
    said = _stems(hypothesis)
    for thing, own in _excluded_with_own(premise):
        if not _stems(thing) <= said:
            continue
        rest = said - _stems(thing) - _stems(_named(thing, own))
        claim = _stems(premise) - _stems(own) - _stems(thing)
        if rest and not rest & (_stems(own) - _stems(_named(thing, own))) and len(rest & claim) * 2 >= len(rest):
            return f"{_EXCLUDES} '{thing}'"
    return ""


#: how :func:`asserts_excluded`'s reason opens
_EXCLUDES = "the sentence excludes"


def excludes_reason(missing: str) -> bool:
    """Is ``missing`` (``Judgment.missing``) :func:`asserts_excluded`'s reason: the sentence says what the step says
    of everything but the step's thing ("Everything mentioned, except eggs, should be prepared the day before." /
    "the eggs … should be prepared the day before")?"""
    return missing.startswith(_EXCLUDES)


def denies_excluded(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does the step deny, of a thing the sentence excludes by name, what the sentence says of the rest, and say
    nothing else ("The 10% staff discount at Calder & Finch applies to all products in store excluding gift cards,
    lottery tickets and tobacco" / "Staff cannot get their discount on gift cards", read as 0.99 contradiction by a
    small model)? Every content word of the thing is the step's, and of the step's other words all but one are the
    sentence's claim, at least two of them, among them the sentence's main verb or its subject's noun (the rule's
    own words: "applies", "discount"; not "Lottery tickets are not sold in store to staff")."""
    if not _DENIES.search(hypothesis) or _DENIES.search(_own_free(premise)):
        return False
    root = next((t for t in parse(premise) if t.dep_ == "ROOT"), None)
    if root is None:
        return False
    head = {stem(root.lemma_)} | {stem(c.lemma_) for c in root.children if c.dep_ in ("nsubj", "nsubjpass")}
    said = _stems(hypothesis) - _stems(" ".join(_DENIES.findall(hypothesis)))
    for thing, own in _excluded_with_own(premise):
        if not _stems(thing) <= said:
            continue
        rest = said - _stems(_named(thing, own))
        claim = _stems(premise) - _stems(own)
        if len(rest & claim) >= 2 and len(rest - claim) <= 1 and not rest & _stems(own) and rest & head:
            return True  # not "did not exclude participants with …" against "… were excluded": the exclusion denied
    return False


def _own_free(premise: str) -> str:
    """The sentence without its exclusions' own phrases (a denial there is the exclusion's, not the rule's)."""
    for _, own in _excluded_with_own(premise):
        premise = premise.replace(own, " ")
    return premise


def _excluded_with_own(premise: str) -> list[tuple[str, str]]:
    """Each thing :func:`excluded` names, with the text the sentence gives it apart from the rest: the exclusion's
    phrase to the next comma, a clause that follows the thing (", which ...", ", who ..."), and what follows
    "but", "although", "whereas" or ";" after the exclusion."""
    out = []
    for m in _EXCLUDED_BEFORE.finditer(premise):
        end = re.search(r"[,;.]|$", premise[m.end() :]).start() + m.end()
        listed = _LIST_TAIL.match(premise, end)  # "excluding gift cards, lottery tickets and tobacco."
        items = [x.strip() for x in re.split(r",|\band\b|\bor\b", listed.group(0)) if x.strip()] if listed else []
        end = listed.end() if listed else end
        clause = re.match(r"\s*,\s*(?:which|who|whom|whose|where)\b[^,;.]*", premise[end:])
        after = _AFTER_CONTRAST.search(premise, m.end())
        own = premise[m.start() : end] + (clause.group(0) if clause else "") + (premise[after.start() :] if after else "")
        out += [(x, own) for x in (m.group("x").strip(), *items)]
    for m in _EXCLUDED_AFTER.finditer(premise):
        after = _AFTER_CONTRAST.search(premise, m.end())
        own = premise[m.end("x") : m.end()] + (premise[after.start() :] if after else "")
        listed = premise[max(0, premise.rfind(";", 0, m.start()) + 1) : m.end("x")]
        out += [(part.strip(), own) for part in re.split(r",\s*|\s+and\s+", listed) if part.strip()][-4:]
    return [(x, own) for x, own in out if _stems(x)]


def _named(thing: str, own: str) -> str:
    """The words that say which of a kind the sentence excludes: the thing and a clause that restricts it, to the
    next comma ("excluding households where a registered member is a Blue Badge holder,"; "other than those
    information systems designated as national security systems"), or just the thing."""
    m = re.search(rf"{re.escape(thing)}\s+(?:where|whose|who|that|with|in\s+which|as|designated|defined|known|"
                  rf"classified|labell?ed|called|described)\b[^,;.]*", own)
    return m.group(0) if m else thing


_ITEM = r"(?:[\w'’-]+\s+){0,2}[\w'’-]+"
#: the rest of a list an exclusion opens, to the end of its clause: ", lottery tickets and tobacco."
_LIST_TAIL = re.compile(rf",\s*(?!(?:and|or|but)\b){_ITEM}(?:\s*,\s*{_ITEM})*\s*,?\s+(?:and|or)\s+{_ITEM}"
                        rf"(?=\s*(?:[.;]|$))")
_AFTER_CONTRAST = re.compile(r";|\bbut\b|\balthough\b|\bwhereas\b|\bthough\b", re.IGNORECASE)


_CONTRAST = re.compile(r"\b(?:but|although|though|whereas|however|yet|later|afterwards|until)\b", re.IGNORECASE)
_WITHOUT = re.compile(r"\b(?:without|free\s+(?:of|from))\s+(?:a\s+|an\s+|any\s+|the\s+|its\s+|their\s+|his\s+|her\s+|"
                      r"being\s+|having\s+been\s+)?(?:(?:prior|proper|formal|official|written|required|necessary|"
                      r"appropriate|adequate|sufficient|further|additional|explicit|express|valid)\s+)?(?P<x>[a-z]+)",
                      re.IGNORECASE)  # "without prior approval": the approval; "free of any collateral requirement"
#: endings of a noun or gerund made from a verb: "interruption", "payment", "delay", "paying"
_NOMINAL = re.compile(r"(?:ation|ion|ment|ance|ence|al|ing)$")


def _verb_stem(word: str) -> str:
    """``word`` without the ending that makes a noun or gerund of a verb ("interruption" -> "interrupt")."""
    w = word.lower()
    return _NOMINAL.sub("", w) if len(_NOMINAL.sub("", w)) >= 3 else w


def without_conflict(premise: str, hypothesis: str) -> str:
    """The reason ``premise`` says the step's event did not happen, or "": the sentence says something was done
    "without" a thing (a noun or gerund of a verb: "interruption", "paying", "delay") that the step, denying
    nothing, says happened ("was interrupted", "paid", "was delayed")."""
    if _DENIES.search(hypothesis) or not _WITHOUT.search(premise) or _CONTRAST.search(premise):
        return ""  # "left without paying, but came back and settled the bill": the other clause may say it
    for m in _WITHOUT.finditer(premise):
        if m.group(0).lower().startswith("free") and m.group("x").lower() == "charge":
            continue  # "Delivery is free of charge for orders over £50": a price, which others may be charged
        if _CONDITIONAL.search(_clause_of(premise, m)):
            continue  # "would not have been available without contributions from alumni": a condition met; not
            # another clause's "no" ("reopened without any weight restrictions after the inspection found no …")
        roots = {_verb_stem(m.group("x")), _verb_stem(stem(m.group("x")))}  # "charge" and "charg"
        for w in re.findall(r"[A-Za-z]+", hypothesis):
            low = w.lower()
            if (low != m.group("x").lower() or re.search(r"\bbe(?:ing|en)\s", m.group(0))) \
                    and (low.endswith("ed") or stem(low) != low) \
                    and _verb_stem(stem(low)) in roots:  # a verb of the event: "interrupted", "paid", not "a pass"
                return f"the sentence says it was done without '{m.group('x')}'; the step says '{w}'"
        had = re.search(rf"\b({_HAVING})\s+(?:a\s+|an\s+|any\s+|the\s+|its\s+|their\s+|his\s+|her\s+)?"
                        rf"{re.escape(m.group('x'))}\b", hypothesis, re.IGNORECASE)
        if had and m.start() > 0 and not re.match(r"['’]", premise[m.end():]):
            return f"the sentence says it was done without '{m.group('x')}'; the step says '{had.group(0)}'"
        thing = rf"{re.escape(m.group('x'))}(?:\s+[a-z]+)?"  # "weight restrictions"
        put = re.search(rf"\b{thing}\s+(?:was|were|had\s+been|have\s+been|has\s+been)\s+(?:{_APPLIED})\b|"
                        rf"\b(?:{_APPLIED})\s+(?:[a-z]+\s+){{0,2}}?{thing}\b", hypothesis, re.IGNORECASE)
        if put and m.start() > 0 and not re.match(r"['’]", premise[m.end():]) \
                and not re.search(rf"\b(?:{_APPLIED})\b", premise, re.IGNORECASE):  # "… and conditions were
            # attached to its approval in the EU": the sentence gives the thing to another case
            return f"the sentence says it was done without '{m.group('x')}'; the step says '{put.group(0)}'"
    return ""


def lacks_conflict(premise: str, hypothesis: str) -> str:
    """The reason the sentence says its subject lacks what the step, denying nothing, says it has ("The rural clinic
    lacks a functioning X-ray machine" / "The clinic has a working X-ray machine"), or "": the step's thing is the
    last word of what it has, and must be one of the few words after "lacks" in the same clause."""
    lack = _LACKS.search(premise)
    if lack is None or _DENIES.search(hypothesis) or _CONDITIONAL.search(_clause_of(premise, lack)) \
            or _CONTRAST.search(premise):
        return ""  # "The village lacked electricity until 1995": it may have it now
    had = re.search(rf"\b(?:{_HAVING}|owns?|owned|possess(?:es|ed)?|boasts?|features?|equipped\s+with)\s+"
                    r"(?P<np>(?:[\w-]+\s+){0,3}?[\w-]+)(?=\s*(?:[,.;]|$|\s+(?:and|but|for|in|at|on|to|that|which)\b))",
                    hypothesis, re.IGNORECASE)
    if had is None or re.match(r"\w+\s+\w+ed\b", had.group(0)):
        return ""  # "has requested", "had ordered": an auxiliary
    subject = {stem(w) for w in content_words(premise[_clause_start(premise, lack) : lack.start()])}
    if not {stem(w) for w in content_words(hypothesis[: had.start()])} <= subject:
        return ""  # "The rural clinic lacks an X-ray machine" / "The district hospital has an X-ray machine"
    lacked_np = re.split(r"[,;.]|\s(?:for|to|in|at|on|so|and|but|because|since)\s", premise[lack.end():], maxsplit=1)[0]
    lacked = {fold(w.lower()) for w in re.findall(r"[\w-]+", lacked_np)[:5]}
    thing = fold(had.group("np").split()[-1].lower())
    said = {fold(w.lower()) for w in re.findall(r"[\w-]+", had.group("np"))} - _ARTICLES - _IN_ORDER
    if thing not in lacked or not said <= lacked | _IN_ORDER:
        return ""  # "lacks a working X-ray machine" / "has a broken X-ray machine"; "lacks teachers for its 400
        # students" / "has 400 students"
    return f"the sentence says it lacks '{thing}'; the step says '{had.group(0)}'"


_ARTICLES = frozenset({"a", "an", "the", "any", "its", "their", "his", "her", "some"})
#: words by which a thing had is said to work, which a sentence's "lacks a functioning …" says otherwise
_IN_ORDER = frozenset({"working", "functioning", "functional", "operational", "operating"})


_LACKS = re.compile(r"\black(?:s|ed|ing)?\b(?!\s+of\b)", re.IGNORECASE)


#: verbs by which a step says a thing was put on or given to what the sentence says was done "without" it
#: ("reopened without any weight restrictions" / "Weight restrictions were imposed"; "approved without conditions" /
#: "conditions were attached")
_APPLIED = r"imposed|applied|attached|added|introduced|administered|required|put\s+in\s+place"
#: where a clause of a sentence ends: "without" is read with the words of its own clause only
_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:and|but|after|because|while|although|when|since)\b|"
                           r"\s(?:after|because|although|whereas|since)\s", re.IGNORECASE)


def _clause_start(text: str, m: re.Match) -> int:
    """Where the clause of ``text`` that holds the match ``m`` begins."""
    starts = [b.end() for b in _CLAUSE_BREAK.finditer(text, 0, m.start())]
    return starts[-1] if starts else 0


def _clause_of(text: str, m: re.Match) -> str:
    """The clause of ``text`` that holds the match ``m``; a fronted "Without …," with the clause it opens."""
    ends = [b.start() for b in _CLAUSE_BREAK.finditer(text, m.end())]
    start = _clause_start(text, m)
    fronted = not text[start : m.start()].strip()
    end = (ends[1] if fronted and len(ends) > 1 else ends[0] if not fronted else len(text)) if ends else len(text)
    return text[start:end]


#: verbs by which a step says something had, held or included a thing the sentence says it was "without"
_HAVING = r"ha[sd]|have|having|included|includes|contained|contains|held|holds|carried|carries|possessed|possesses|" \
          r"came\s+with|comes\s+with"
#: words that make a sentence's "without" a condition, not a fact ("Without a licence, the plant cannot operate"), or
#: deny it
_CONDITIONAL = re.compile(r"\b(?:can|cannot|could|would|should|must|may|might|will|shall|not|nor|never|no)\b|n't",
                          re.IGNORECASE)  # a denied "without" ("Nor does the lease permit subletting without …") too


#: a thing a sentence sets against what it says: "within 14 days of the item arriving, not from the date the customer
#: ships it", "on Tuesday, not Wednesday", "released by the Ministry of Health rather than the hospital association" (not "not only", "not least", "not yet", "not always", "not all")
_NOT_THIS = re.compile(r"(?:,\s+(?:and\s+)?not|\b(?:but|albeit|although|though)\s+not|\brather\s+than|\binstead\s+of)\s+(?!only\b|least\b|yet\b|always\b|all\b|every\b|necessarily\b|just\b|"
                       r"even\b|quite\b|surprisingly\b|to\b|because\b|that\b|so\b|as\b|much\b|many\b|more\b|less\b|unlike\b|"
                       r"exactly\b|entirely\b|fully\b|wholly\b|simply\b|merely\b|counting\b|including\b|before\b|until\b|"
                       r"without\b|for\s+long\b)"
                       r"(?P<other>[^,;.()]{3,80})", re.IGNORECASE)


#: a clause after the thing set aside that tells what holds there ("albeit not in Britain, where it reached only
#: number 40"): a step that says that says the sentence's
_TELLS_MORE = re.compile(r"\s*,\s*(?:where|when|which|who)\b", re.IGNORECASE)
#: a preposition opening the thing a concession sets aside ("though not by the full board"): the step must say it too
#: to say that thing (a plain ", not by the quarry blasting" sets the agent aside whatever voice the step uses)
_CONCEDING = re.compile(r"(?:albeit|although|though)\b", re.IGNORECASE)
_LEADING_PREPOSITION = re.compile(r"\s*(by|in|for|at|on|from|with|to|during|under|over)\b", re.IGNORECASE)
#: "also": a step that says the thing set aside holds as well adds no word of its own ("… and also the longest-running
#: one on a radio network" for "…, albeit not the longest-running one on a radio network")
_ALSO = frozenset({"also"})
#: verbs by which a step reports a finding, which the sentence may give in others ("was shown … to have been written")
_REPORTED = stems("established establish confirmed confirm showed shown show found find proved proven prove revealed "
                  "reveal demonstrated demonstrate concluded conclude determined determine")


#: generic head nouns a step may put its sentence's attribute on ("a handsome man")
_HEADS = stems("man men woman women person people one thing someone individual fellow lady gentleman")


def contrasted_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step says what the sentence sets aside with ", not …", or "": "refunds are issued within 14 days
    of the returned item arriving at the warehouse, not from the date the customer ships it" / "Refunds are issued
    within 14 days of the customer shipping the returned item" (0.87 entailed before this check). The step must hold
    most words of the thing set aside, and no word but the sentence's."""
    if denies(hypothesis) or _NOT_THIS.search(hypothesis):
        return ""  # the step sets it aside too: "… with Laura Trevelyan instead of the traditional London broadcast"
    step = stems(hypothesis) - _REPORTED - _HEADS - _ALSO  # "Scholars established that …": who found it out, not what; "a
    # handsome man of about thirty" for "was about thirty, not handsome": a generic head noun adds nothing
    if share_of(step, stems(premise)) < 1:
        return ""
    for m in _NOT_THIS.finditer(premise):
        start = max((x.end() for x in re.finditer(r"[;:]|,\s+(?:and|but|while|which)\b", premise[: m.start()])), default=0)
        other = stems(m.group("other")) - stems(premise[start : m.start()])  # its own words: not
        # "residents of the street, not residents of neighbouring streets": neighbouring
        if share_of(step, stems(premise[m.end():])) >= 0.8 or _TELLS_MORE.match(premise, m.end()) and \
                share_of(step, stems(m.group("other") + " " + premise[m.end():])) >= 0.8:
            continue  # "…, not Wednesday, and the final report is due on Wednesday": the sentence says it after all
        named = stems(" ".join(re.findall(r"\b[A-Z][\w'’-]+", m.group("other"))))
        if _CONCEDING.match(m.group(0)) and (lead := _LEADING_PREPOSITION.match(m.group("other"))) and \
                not re.search(rf"\b{lead.group(1)}\b", hypothesis, re.IGNORECASE):
            continue  # "approved, though not by the full board, which met later" / "The full board met later"
        if other and (share_of(other, step) >= 0.6 or (named and named <= step)):  # "not her brother Edmund" /
            # "Edmund Crane wrote …": the name set aside
            return f"the sentence says 'not {m.group('other').strip()}'; the step says it"
    return ""


_MEMBER = r"(?:affected|included|covered|part\s+of|subject\s+to|in\s+scope|within\s+(?:the\s+)?scope|eligible)"
#: a named thing a sentence leaves out of a list or a measure: "the Aventa 500 uses a different battery and is not
#: affected", "the Model S is excluded", "Brant County is exempt"
_LEFT_OUT = re.compile(rf"(?P<name>(?:[A-Z][\w-]*|\d[\w-]*)(?:\s+(?:[A-Z][\w-]*|\d[\w-]*))*)(?:[^.;,]{{0,60}}?)\s+"
                       rf"(?:(?:is|are|was|were)\s+(?:not|n't)\s+{_MEMBER}|(?:is|are|was|were)\s+(?:excluded|exempt\w*|"
                       rf"unaffected|not\s+in\s+scope))\b")
#: a named thing a sentence leaves out after its verb: "but does not extend to the Aventa 500", "excludes the Model S"
_LEFT_OUT_AFTER = re.compile(r"(?:\b(?:(?:does|do|did)\s+not|doesn't|don't)\s+(?:extend\s+to|cover|include|apply\s+to)\s+"
                             r"(?:the\s+)?(?P<name>[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|\d[\w-]*))*)|\bexcludes\s+(?:the\s+)?"
                             r"(?P<name2>[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|\d[\w-]*))*))"
                             r"(?=\s*(?:[,.;:()]|$|\s(?:which|who|because|as|since|and|or|but|from)\b))")  # the whole name:
# not "does not cover Employees on probation"
#: capitalised words that open no name: "In 2024, …", "Under the new rules", "Only"
_NOT_NAMES = frozenset("in under this these that those only the a an for from after before during since all some no "
                       "each every most any its their our his her".split())
#: a step that puts a named thing in: "The Aventa 500 is included in the recall"
_PUT_IN = re.compile(rf"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:also\s+)?{_MEMBER}\b", re.IGNORECASE)


def left_out_included(premise: str, hypothesis: str) -> str:
    """The reason the step puts in what the sentence says by name is left out, or "": "The recall covers the Aventa
    200, 300 and 400 models …; the Aventa 500 uses a different battery and is not affected", "… but does not extend
    to the Aventa 500" / "The Aventa 500 is included in the recall" (0.82 entailed before this check)."""
    put_in = _PUT_IN.search(hypothesis)
    if put_in is None or denies(hypothesis):
        return ""
    if any(not re.search(r"\b(?:not|n't)\s*$", premise[: x.start()]) for x in _PUT_IN.finditer(premise)) \
            or re.search(rf"\b(?:remains?|stays?|is\s+still|are\s+still)\s+(?:also\s+)?{_MEMBER}\b", premise, re.IGNORECASE):
        return ""  # "… is not affected by the battery recall, but it is included in a separate software update"; "…
        # but remains eligible for drought assistance"
    for m in _LEFT_OUT.finditer(premise):
        name = m.group("name")
        before = premise[: m.start()].rstrip()
        if (not before or before.endswith(",")) and not re.search(r"\d|\s[A-Z]", name):
            continue  # "Applicants without a degree are not eligible", "In 2024, sedans …": an opening word, no name
        if name.split()[0].lower() in _NOT_NAMES:
            continue
        if len(name) > 2 and re.search(rf"\b{re.escape(name)}\b(?!\s+[A-Z0-9])", hypothesis[: put_in.start()]):  # the
            # step's subject, all of it (not "The Aventa 500 Pro" for "the Aventa 500")
            return f"the sentence says {name} is left out; the step puts it in"
    for m in _LEFT_OUT_AFTER.finditer(premise):
        name = m.group("name") or m.group("name2")
        if len(name) > 2 and name.split()[0].lower() not in _NOT_NAMES \
                and re.search(rf"\b{re.escape(name)}\b(?!\s+[A-Z0-9])", hypothesis[: put_in.start()]):
            return f"the sentence says {name} is left out; the step puts it in"
    return ""


#: what a sentence says a product does not support: "drops support for 32-bit Windows", "5 GHz networks are not
#: supported", "no longer supports Python 3.7"
_DROPPED = (re.compile(r"\b(?:drops?|dropped|dropping|ends?|ended|removes?|removed|discontinues?|discontinued|withdraws?|"
                       r"withdrew)\s+support\s+for\s+(?P<what>[^,;.()]+)", re.IGNORECASE),
            re.compile(r"\bno\s+longer\s+supports?\s+(?P<what>[^,;.()]+)", re.IGNORECASE),
            re.compile(r"(?P<what>(?:[\w.-]+\s+){1,4}?)(?:is|are)\s+(?:no\s+longer\s+|not\s+|n't\s+)supported\b", re.IGNORECASE))
#: where a second act of the sentence begins after what it no longer supports: "and reduced the installation size"
_ANOTHER_ACT = re.compile(r"\s+(?:and|but|while)\s+(?=[a-z]+(?:ed|es)\b)")
#: a step that says a product supports, runs on or works with a thing
_SUPPORTS = re.compile(r"\b(?:supports?|supported|runs?\s+on|works?\s+(?:on|with)|(?:is|are)\s+compatible\s+with|"
                       r"can\s+(?:be\s+)?(?:\w+\s+)?(?:using|with|on|over)|(?:can|may)\s+use)\b", re.IGNORECASE)


def unsupported_used(premise: str, hypothesis: str) -> str:
    """The reason the step says a product supports or works with what the sentence says it does not support, or "":
    "Version 4 of the Pellet CLI drops support for 32-bit Windows; 64-bit Windows 10 and later remain supported" /
    "Pellet CLI version 4 runs on 32-bit Windows" (0.90 entailed before this check). Every word of the step must be the
    sentence's, and most of the unsupported thing's words the step's."""
    if not _SUPPORTS.search(hypothesis) or re.search(r"\b(?:not|n't|never|no\s+longer|dropp\w*|ended)\b", hypothesis,
                                                     re.IGNORECASE) or any(d.search(hypothesis) for d in _DROPPED):
        return ""  # "removed support for Android 8 because …": the step drops it too
    step = stems(hypothesis) - stems("support supported supports run runs work works use using used still now "
                                     "continue continues after since")  # "still supports", "after update 4.2"
    if share_of(step, stems(premise)) < 0.8:
        return ""
    for pattern in _DROPPED:
        for m in pattern.finditer(premise):
            told = _ANOTHER_ACT.split(m.group("what"))[0]  # "… Android 8 and reduced the installation size …"
            what = stems(told) - stems("run running runs device devices phone phones machine machines")  # "devices
            # running Android 8" / "phones running Android 8"
            if len(what) >= 1 and share_of(what, step) >= 0.75:
                return f"the sentence says {told.strip()} is not supported; the step says it is"
    return ""
