"""Requirements: a step that lets go what the sentence requires, or requires what it says is not required.

``waived_requirement``: "guests must be signed in by a member before entering the bar" / "guests may enter the bar
without being signed in by a member"; ``denied_requirement``: "Practice Tips … are not considered mandatory" / "are
required to follow the Practice Tips"; ``condition_conflict``: "only if their manager approves the request" / "without
their manager's approval", "unless the lease is terminated by the landlord" / "even when the landlord terminates the
lease"; ``enough_conflict``: "a site pass alone does not authorize entry" / "A site pass is enough to enter". All are
read by :func:`gechat.entail.conflicts.find_conflict` beside the negation checks of :mod:`gechat.entail.polarity`.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.causes import denies, share_of, stems
from gechat.entail.negation import negation_marks
from gechat.entail.polarity import ceiling_as_allowance
from gechat.entail.quantities import words
from gechat.text import stem, stem_among, tokens, word_stems


#: what a sentence requires: "must be signed in by a member", "are required to show a ticket", "need to register"
_REQUIRED = re.compile(r"\b(?:must|shall|(?:is|are|was|were)\s+required\s+to|(?:has|have|need|needs)\s+to)\s+"
                       r"(?:first\s+)?(?:be\s+|have\s+)?(?P<what>[^,;.]+)", re.IGNORECASE)
#: what a step lets go: "may enter the bar without being signed in by a member"
_WAIVED = re.compile(r"\b(?:may|can|could|is\s+allowed\s+to|are\s+allowed\s+to)\b[^,;.]*?\bwithout\s+(?:being\s+|having\s+)?"
                     r"(?P<what>[^,;.]+)", re.IGNORECASE)


def waived_requirement(premise: str, hypothesis: str) -> str:
    """The step allows without what the sentence requires: "guests must be signed in by a member before entering
    the bar" / "guests may enter the bar without being signed in by a member". The words the step goes without
    must all be among those the sentence requires."""
    waived = _WAIVED.search(hypothesis)
    if not waived or negation_marks(words(premise))[0] or negation_marks(words(hypothesis[: waived.start()]))[0] \
            or _EXCEPTED.search(premise):
        return ""  # "except on open days", "unless they hold a pass", "a degree or five years' experience"
    without = word_stems(waived.group("what"))
    rest = word_stems(hypothesis[: waived.start("what")]) - {"without"}
    if not rest <= word_stems(premise) | _MODALS:
        return ""  # the step lets it go for someone or some time the sentence does not name ("in August", "over 12")
    doer = word_stems(hypothesis[: waived.start()])  # "Visitors", not "Staff", may go without the escort visitors
    # must have
    for m in _REQUIRED.finditer(premise):
        if without and without <= word_stems(m.group("what")) and doer <= word_stems(premise[: m.start()]) | _MODALS:
            return f"the sentence requires it ('{m.group(0).strip()}'); the step lets it go without"
    return ""


#: a sentence that says something is not required: "these are not considered mandatory", "need not personally
#: perform", "is optional"
_NOT_REQUIRED = re.compile(r"\b(?:(?:is|are|was|were|be)\s+not\s+(?:considered\s+|deemed\s+)?(?:mandatory|required|"
                           r"obligatory|compulsory)|need\s+not|(?:is|are)\s+optional)\b", re.IGNORECASE)
#: what a sentence says is needless, with or without its verb ("Soaking of apples not necessary.", "It is unnecessary
#: to peel them", "There is no need to stir", "do not need to"); not "not necessarily", nor "Avoid unnecessary
#: stirring" (an adjective says which stirring, not that none is needed)
_NOT_NEEDED = re.compile(r"\b(?:(?:is|are|was|were|be)\s+)?not\s+(?:necessary|needed|essential)\b|\b(?:(?:is|are|was|"
                         r"were|be)\s+)unnecessary\b|\bno\s+need\s+to\b|\b(?:do|does|did)\s+not\s+need\s+to\b",
                         re.IGNORECASE)
#: words a step may add to what the sentence calls needless without setting it elsewhere ("the apples must be soaked
#: before making stewed apples"; not "Tomatoes for salad must be peeled" against "For soup, peeling tomatoes …")
_GENERIC = frozenset(stem(w) for w in "make making prepar use do done first".split())
#: the words of a requirement itself
_MODAL_WORDS = frozenset(stem(w) for w in "must required obliged obligated mandatory compulsory obligatory has have "
                                          "be is are was were".split())
#: a step that says it is required: "are required to follow", "must perform", "is mandatory"
_MUST = re.compile(r"\b(?:must|(?:is|are|was|were)\s+(?:required|obliged|obligated)\s+to|(?:is|are|was|were)\s+"
                   r"(?:mandatory|compulsory|obligatory)|ha(?:s|ve)\s+to)\b", re.IGNORECASE)
#: a requirement's exceptions and alternatives, not the general "unless otherwise indicated"
_NOT_EXCEPTED = re.compile(r"\bunless\s+otherwise\s+(?:indicated|noted|stated|specified|provided)\b", re.IGNORECASE)


def denied_requirement(premise: str, hypothesis: str) -> str:
    """The step requires what the sentence says is not required: "Standing trustees are encouraged to follow
    Practice Tips … but these are not considered mandatory" / "Standing trustees are required to follow the Practice
    Tips"; "… need not personally perform any duty unless otherwise indicated" / "… must personally perform every
    duty". Not where the sentence also requires something ("Registration is not required for children; adults must
    register"), has exceptions or alternatives, or the step denies it."""
    plain = _NOT_EXCEPTED.sub("", premise)
    denied, required = _NOT_REQUIRED.search(plain), _MUST.search(hypothesis)
    if not denied or not required or negation_marks(words(hypothesis))[0] or _REQUIRED.search(premise) \
            or _EXCEPTED.search(plain):
        return ""
    what = re.split(r"[,;.]", plain[denied.end():], maxsplit=1)[0]  # what it does not require, when it says
    if not word_stems(what) <= word_stems(hypothesis):
        return ""  # "not required to submit transcripts with the form" / "must submit the form": another thing
    return f"the sentence says it is not required ('{denied.group(0)}'); the step says it is"


def needless_required(premise: str, hypothesis: str) -> str:
    """The step requires what the sentence calls needless, however much more it says: "Soaking of apples not
    necessary." / "the apples must be soaked before making stewed apples or apple sauce"; "It is unnecessary to peel
    the potatoes." / "The potatoes must be peeled". What is needless (the words after the denial, or before it when
    none follow) must all be the step's: not "Peeling is not necessary." / "The apples must be cored". Not where the
    sentence also requires something, has exceptions, or the step denies it."""
    plain = _NOT_EXCEPTED.sub("", premise)
    denied, required = _NOT_NEEDED.search(plain), _MUST.search(hypothesis)
    if not denied or not required:
        return ""
    clause = re.split(r"(?<=[.;:])\s", plain[:denied.start()])[-1] + plain[denied.start():]  # not a heading's "or"
    if negation_marks(words(hypothesis))[0] \
            or _REQUIRED.search(plain[:denied.start()] + " " + plain[denied.end():]) or _EXCEPTED.search(clause):
        return ""  # the denial's own "need to" ("There is no need to stir") requires nothing
    what = word_stems(re.split(r"[,;.]", plain[denied.end():], maxsplit=1)[0]) \
        or word_stems(re.split(r"[,;.:]", plain[:denied.start()])[-1])  # "Soaking of apples not necessary."
    step = word_stems(hypothesis)
    if not what or not what <= step or not step - _MODAL_WORDS - _GENERIC <= word_stems(premise):
        return ""  # another setting the step names ("Tomatoes for salad", "Dried beans … overnight")
    times = [{t for t in tokens(text) if t in ("before", "after")} for text in (premise, hypothesis)]
    if times[0] and times[1] and not times[0] & times[1]:
        return ""  # "No need to peel the potatoes before boiling them" / "… must be peeled after boiling"
    return f"the sentence says it is not needed ('{' '.join(denied.group(0).split())}'); the step says it is required"


#: a step that makes a thing optional: "may choose whether to use", "is free to decide whether to", "at their
#: discretion", "do not have to", "need not", "are not required to"
_OPTIONAL = re.compile(r"\b(?:(?:may|can|(?:is|are)\s+free\s+to)\s+(?:choose|decide|elect)\s+(?:whether|if)\s+"
                       r"(?:or\s+not\s+)?(?:to\s+)?|(?:do|does|did)\s+not\s+have\s+to\s+|need\s+not\s+|(?:is|are)\s+"
                       r"not\s+(?:required|obliged|obligated)\s+to\s+|(?:may|can)\s+optionally\s+)(?P<what>[^,;.]+)",
                       re.IGNORECASE)
#: where the thing a step makes optional ends: its setting follows ("when a federal requirement exists")
_SETTING = re.compile(r"\b(?:when|whenever|if|where|unless|because|while|for|in|on|at|during|after|before)\b",
                      re.IGNORECASE)
_BELOW = re.compile(r"\b(?:under|below|less\s+than|fewer\s+than|up\s+to|at\s+most|or\s+less|or\s+fewer)\b", re.IGNORECASE)
_ABOVE = re.compile(r"\b(?:over|above|more\s+than|exceeding|in\s+excess\s+of|at\s+least|or\s+more)\b", re.IGNORECASE)
_STRICT_EXCEPTIONS = re.compile(r"\b(?:except|unless|other than|apart from|exempt|may|can|optionally)\b",
                                re.IGNORECASE)


#: a step that calls a thing optional: "Finance team approval is optional for expense claims over £250"
_CALLED_OPTIONAL = re.compile(r"(?P<what>[^,;.]+?)\s+(?:is|are)\s+(?:entirely\s+|purely\s+)?(?:optional|voluntary|"
                              r"discretionary|not\s+(?:mandatory|compulsory|required|obligatory))\b", re.IGNORECASE)


def optional_required(premise: str, hypothesis: str) -> str:
    """The step makes optional what the sentence requires: "Agency officials shall use the security
    categorizations … whenever there is a federal requirement …" / "Agency officials may choose whether to use the
    FIPS 199 categorizations when a federal requirement exists". The thing made optional (its words up to a setting)
    must all be among those the sentence requires, the step's other words the sentence's; not where the sentence
    denies, has exceptions or allowances of its own, or the step denies its own option."""
    optional = _OPTIONAL.search(hypothesis)
    called = _CALLED_OPTIONAL.search(hypothesis) if not optional else None
    if not (optional or called) or negation_marks(words(premise))[0] or _STRICT_EXCEPTIONS.search(premise) \
            or (optional and negation_marks(words(hypothesis[: optional.start()]))[0]):
        return ""
    said = word_stems(premise)
    if _BELOW.search(hypothesis) and _ABOVE.search(premise) or _ABOVE.search(hypothesis) and _BELOW.search(premise):
        return ""  # "must be approved … above £250" / "… optional under £250": the other side of the bound
    if called:  # "Finance team approval is optional for …": the thing is the subject
        core = word_stems(called.group("what"))
        if negation_marks(words(called.group("what")))[0] or not word_stems(hypothesis[called.end():]) <= said:
            return ""  # "optional on private land", "voluntary for staff": a setting or doer the sentence lacks
        for m in _REQUIRED.finditer(premise):
            required = word_stems(m.group(0)) | word_stems(premise[: m.start()])
            own = {w for w in core if not stem_among(w, word_stems(premise[: m.start()]))}
            if own and all(stem_among(w, required) for w in core):  # the thing required, not only its doer: not
                # "standing trustees are not mandatory" for "The standing trustee must be …"
                return f"the sentence requires it ('{' '.join(m.group(0).split()[:6])} …'); the step makes it optional"
        return ""
    what = optional.group("what")
    core = word_stems(what[: m.start()] if (m := _SETTING.search(what)) else what)
    if m and len(word_stems(what[m.start():]) & said) < 0.6 * len(word_stems(what[m.start():])):
        return ""  # "are not required to wear school uniform at weekends" / "must wear school uniform during lessons"
    rest = word_stems(hypothesis[: optional.start()])
    if not core or not rest <= word_stems(premise) | _MODALS:
        return ""  # the step speaks of someone the sentence does not name
    for m in _REQUIRED.finditer(premise):
        if core <= word_stems(m.group("what")):
            return f"the sentence requires it ('{' '.join(m.group(0).split()[:6])} …'); the step makes it optional"
    return ""


#: a sentence that leaves a thing to someone's choice: "may be developed and used at agency discretion", "is
#: optional", "may choose whether to"
_LEFT_TO_CHOICE = re.compile(r"\bat\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}discretion\b|\b(?:is|are)\s+optional\b|"
                             r"\b(?:may|can)\s+(?:choose|decide|elect)\s+(?:whether|if)\b", re.IGNORECASE)


def choice_required(premise: str, hypothesis: str) -> str:
    """The step requires what the sentence leaves to someone's choice: "Additional security designators may be
    developed and used at agency discretion." / "Agencies are required to develop additional security designators."
    The step's words but its requirement's must all be the clause's; not where either side denies or the sentence
    has exceptions."""
    required = _MUST.search(hypothesis)
    if not required or negation_marks(words(hypothesis))[0]:
        return ""
    for clause in re.split(r"(?<=[;:])\s|(?<=\.)\s|,?\s+\b(?:but|although|though|while|whereas)\b\s+", premise):
        left = _LEFT_TO_CHOICE.search(clause)
        if not left or negation_marks(words(clause))[0] or _EXCEPTED.search(clause) or _REQUIRED.search(clause):
            continue
        if word_stems(hypothesis) - _MODAL_WORDS - _GENERIC <= word_stems(clause):
            return f"the sentence leaves it to choice ('{' '.join(left.group(0).split())}'); the step says it is required"
    return ""


#: words by which a requirement has exceptions or alternatives
_EXCEPTED = re.compile(r"\b(?:except|unless|other than|apart from|exempt|or)\b", re.IGNORECASE)
_MODALS = frozenset(stem(w) for w in "may can could allowed permitted being having".split())


#: what a sentence forbids: "must not be used", "may not sublet", "Do not operate", "is prohibited from smoking"
_FORBIDDEN = re.compile(r"(?:\b(?:must|shall|may|should)\s+(?:not|never)|\bcannot|\bcan\s*not|\bare\s+not\s+(?:allowed|"
                        r"permitted)\s+to|\bis\s+not\s+(?:allowed|permitted)\s+to|\b(?:is|are)\s+(?:prohibited|"
                        r"forbidden|banned)\s+from|^\s*(?:Do\s+not|Never|Don't)|^\s*No\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:may|"
                        r"can|shall|is\s+(?:allowed|permitted)\s+to))\s+(?:be\s+)?(?P<verb>[a-z]+)(?P<rest>[^;.]*)",
                        re.IGNORECASE)  # "No volunteer may operate a brushcutter without …"
#: a step's doers told by what they have not done, which is a "without": "Volunteers who have not completed the course"
#: a permission to let someone do a thing: "may let users disable", "should allow users to disable"
_LETS = re.compile(r"\b(?:may|can|could|should|are\s+(?:allowed|free)\s+to)\s+(?:let|allow|permit|enable)\s+"
                   r"(?P<who>(?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:to\s+)?(?P<verb>[a-z]+)\b", re.IGNORECASE)
_WHO_HAVE_NOT = re.compile(r"\b(?:who|that)\s+(?:have|has|had)\s+not\s+(?:yet\s+)?(?P<done>[a-z]+)", re.IGNORECASE)
#: what a step permits: "may be taken", "is free to sublet", "has the right to end", "can keep"
_ALLOWED = re.compile(r"\b(?:may|can|(?:is|are)\s+(?:allowed|permitted|free|entitled)\s+to|ha(?:s|ve)\s+the\s+right\s+to)"
                      r"\s+(?:be\s+)?(?P<verb>[a-z]+)(?P<rest>[^;.]*)", re.IGNORECASE)
#: verbs of one act a rule may forbid and a step permit in other words
_ONE_USE = tuple(frozenset(antonyms.stem(w) for w in group.split()) for group in (
    "use take administer consume apply", "operate run use start", "keep have own house", "sublet sublease",
    "enter access", "share disclose reveal", "bring carry take", "park leave", "store keep"))
#: words by which a step names a condition of its own ("as long as the emergency stop has been tested")
_CONDITION = re.compile(r"\b(?:if|as\s+long\s+as|provided|providing|once|when|whenever|after|with\s+(?:(?:the|their|"
                        r"his|her|its|[\w-]+['’]s|prior|written|express)\s+)*(?:consent|permission|approval|"
                        r"agreement|authori[sz]ation)|(?:who|that)\s+(?:have|has|had)\s+(?!not\b)\w+)\b", re.IGNORECASE)  # "Volunteers
# who have completed the course may operate …"


#: participles a passive rule or step may use ("must not be taken", "may be kept")
_PARTICIPLES = {"taken": "take", "given": "give", "kept": "keep", "brought": "bring", "left": "leave", "held": "hold",
                "worn": "wear", "eaten": "eat", "driven": "drive", "ridden": "ride", "shown": "show", "sold": "sell"}


def _forms(word: str) -> set[str]:
    """A verb's stems as written, as a participle's verb, and without "-d" or "-ed" ("used": "use")."""
    w = _PARTICIPLES.get(word.lower(), word.lower())
    return {antonyms.stem(x) for x in (w, w[:-1] if w.endswith("ed") else w, w[:-2] if w.endswith("ed") else w)}


#: a sentence's own order to do the act some other way ("…; keep it in a fridge")
_KEPT_IN = re.compile(r"[;,]\s+(?:but\s+|instead\s+|rather\s+)?(?:keep|store|use|take|leave|park|wear|bring)\b",
                      re.IGNORECASE)


#: words that end a verb's object ("food *into* the gallery")
_PREPOSITIONS = re.compile(r"\b(?:in|into|on|onto|at|to|for|with|from|during|under|over|within|after|before|until|by|"
                           r"near|inside|outside|while|when|if|unless|without|throughout)\b", re.IGNORECASE)


def _object_stems(text: str) -> set[str]:
    """The stems of a verb's object: its words before the first preposition ("food into the gallery": "food")."""
    return word_stems(_PREPOSITIONS.split(text, maxsplit=1)[0])


def _one_use(a: str, b: str) -> bool:
    x, y = _forms(a), _forms(b)
    return bool(x & y) or any(x & group and y & group for group in _ONE_USE)


def forbidden_permitted(premise: str, hypothesis: str) -> str:
    """The step permits what the sentence forbids: "This medicine must not be used during the first three months of
    pregnancy" / "may be taken in the first trimester of pregnancy"; "The Tenant may not sublet the Property … without
    the Landlord's prior written consent" / "The tenant is free to sublet a room without asking the landlord first".
    Where the sentence has an exception ("unless", "except", "without"), only a step that permits the act with no
    condition, or "without" what the exception names. The two must share what the act is of."""
    hypothesis = _WHO_HAVE_NOT.sub(lambda m: f"without {m.group('done')}", hypothesis)  # "Volunteers who have not
    # completed the safety course are allowed to operate brushcutters": without completing it
    hypothesis = _LETS.sub(lambda m: f"{m.group('who')} may {m.group('verb')}", hypothesis)  # "Organizations may let
    # users disable …": users may disable it
    allowed = _ALLOWED.search(hypothesis)
    if allowed is None or negation_marks(words(hypothesis))[0] or ceiling_as_allowance(premise, hypothesis):
        return ""  # "Do not take more than 8 tablets" / "You can take up to 8 tablets": one limit
    forbids = [(m.start(), m.start("verb")) for m in _FORBIDDEN.finditer(premise)]
    if any(_one_use(m.group("verb"), allowed.group("verb")) and not any(a <= m.start() < b for a, b in forbids)
           for m in _ALLOWED.finditer(premise)) or _KEPT_IN.search(premise):  # not "No volunteer may operate": the
        # rule's own words
        return ""  # "Shoes must not be worn in the prayer hall but may be worn in the courtyard"; "Do not store the
        # vaccine in the freezer; keep it in a fridge": the sentence permits or orders the act somewhere itself
    for m in _FORBIDDEN.finditer(premise):
        if not _one_use(m.group("verb"), allowed.group("verb")):
            continue
        rest, theirs = m.group("rest"), allowed.group("rest")
        if re.search(r"\bonly\b", theirs, re.IGNORECASE):
            continue  # "may be used only for the administration of …": a permission restricted, no licence
        exception = re.search(r"\b(?:unless|except|without|other than|only if|provided)\b", rest, re.IGNORECASE)
        waived = re.search(r"\bwithout\b(?P<what>[^,;.]*)", theirs, re.IGNORECASE)
        lacking = waived or re.search(r"\bwithout\b(?P<what>[^,;.]*)", hypothesis[: allowed.start()], re.IGNORECASE)
        # "Members without completing the induction are allowed to use …": the step's doers go without it
        excepted = bool(exception and lacking and word_stems(lacking.group("what")) & word_stems(rest[exception.end():]))
        scoped = excepted and lacking is waived  # a waiver after the act may name its thing in other words
        thing, own = rest[: exception.start()] if exception else rest, theirs[: waived.start()] if waived else theirs
        when = re.search(r"\b(?:when|whenever|while|if|during|after|before)\b", thing, re.IGNORECASE)
        if when and not word_stems(thing[when.end():]) & word_stems(hypothesis):
            continue  # "You must not enter the water when the red flag is flying" / "You can enter the water at the
            # lifeguarded beach": the rule holds in a case the step does not name
        objects = _object_stems(thing), _object_stems(own)
        mine = objects[1] if all(objects) else word_stems(own)
        shared = mine & (objects[0] if all(objects) else word_stems(thing))
        if not scoped and len(shared) < max(1, 0.6 * len(mine)):
            continue  # another thing or scope: "must not bring food into the gallery" / "can bring water bottles";
            # "not be used in children under 12" / "Adults may use this medicine"
        if exception is not None:
            if not excepted and (_CONDITION.search(hypothesis) or waived
                                 or word_stems(rest[exception.end():]) & word_stems(hypothesis) - word_stems(thing)):
                continue  # "Do not operate … unless all guards are in place" / "may be run once the guards are
                # fitted": the exception's own case, or another the step names
        elif _CONDITION.search(hypothesis):
            continue
        return f"the sentence forbids it ('{m.group(0).split()[0]} … {m.group('verb')}'); the step permits it"
    return ""


#: a condition a rule holds only under: "only if their manager approves", "provided that the device is serviced", "as
#: long as the account is not overdrawn", "on condition that"
_ONLY_IF = re.compile(r"\b(?:only\s+(?:if|when|where|once|after)|provided\s+(?:that\s+)?|providing\s+(?:that\s+)?|"
                      r"as\s+long\s+as|so\s+long\s+as|on\s+(?:the\s+)?condition\s+that)\s+(?P<what>[^,;.]+)",
                      re.IGNORECASE)
#: a case a rule does not hold in: "unless the lease is terminated by the landlord", "except for cases when an
#: unpatched vulnerability is actively being exploited"
_UNLESS = re.compile(r"\b(?:unless|except\s+(?:for\s+cases\s+|in\s+cases\s+)?(?:when|where|if))\s+(?P<what>[^,;.]+)",
                     re.IGNORECASE)
#: a step that holds the rule without the condition: "without their manager's approval", "regardless of"
_WITHOUT = re.compile(r"\b(?:without|regardless\s+of|irrespective\s+of)\s+(?P<what>[^,;.]+)", re.IGNORECASE)
#: a step that holds the rule in the case it does not hold in: "even when the landlord terminates the lease"
_EVEN = re.compile(r"\beven\s+(?:if|when|where|though|after|in\s+cases\s+where)\s+(?P<what>[^,;.]+)", re.IGNORECASE)


#: words after a waiver that tell when the step's rule applies ("without notice as soon as an invoice is overdue")
_WHEN_ONWARD = re.compile(r"\b(?:as\s+soon\s+as|whenever|once|when)\b", re.IGNORECASE)


def condition_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step holds the sentence's rule without the condition it holds only under, or in the case it
    does not hold in, or "": "may carry over up to five unused vacation days … only if their manager approves the
    request" / "can carry over unused vacation days without their manager's approval" ("only after giving the Client
    ten business days' notice" / "without notice"); "must give 60 days' written
    notice … unless the lease is terminated by the landlord" / "must give 60 days' notice even when the landlord
    terminates the lease" (0.58 entailed before this check). The step's words must be the sentence's."""
    opening = _EVEN.match(hypothesis.strip())  # "Even when …, vendors release …": the rule after its case
    step = stems(_WHEN_ONWARD.split(hypothesis.strip()[opening.end():] if opening else hypothesis)[0]) \
        - stems("without regardless irrespective even")  # "… without notice as soon as an invoice is overdue": the
    # rule, not when the step says it applies
    said = stems(premise)
    if share_of(step, said) < 0.85 or denies(hypothesis):
        return ""
    pairs = ((_ONLY_IF, _WITHOUT, "only if"), (_UNLESS, _EVEN, "unless"))
    for condition, waiver, word in pairs:
        if waiver.search(premise):
            continue  # "days carried over without approval are forfeited", "… even if damaged in transit": the
            # sentence tells that case itself
        for m in condition.finditer(premise):
            held = stems(m.group("what"))
            clauses = [c for c in re.split(r"[;:]|,\s*(?:and|but|while)\b|\bbut\b", premise[: m.start()]) if c.strip()]
            rule = stems(clauses[-1]) if clauses else set()  # its clause, or the one before ", but only after …"
            for w in waiver.finditer(hypothesis):
                waived = stems(_WHEN_ONWARD.split(w.group("what"))[0])
                before = hypothesis[: w.start()].strip() or hypothesis[w.end():]  # "Even when …, vendors release …":
                # the rule after the case
                if share_of(stems(before), rule) < 0.8:
                    continue  # "Members may use the gym without having paid" for "… may book the squash courts only
                    # if they have paid …, but members who have not yet paid may still use the gym"
                if held and waived and share_of(waived, held) >= 0.6:
                    cue = m.group(0)[: m.start("what") - m.start()].strip().lower()  # "only after", "provided that"
                    return f"the sentence holds it {cue} {m.group('what').strip()}; the step says " \
                           f"'{w.group(0).strip()}'"
    return ""


#: a sentence that says a thing is not enough: "a site pass alone does not authorize entry", "holding one does not
#: guarantee an interview", "is necessary but not sufficient"
_NOT_ENOUGH = re.compile(r"\balone\s+(?:does|do|did|will|would|is|are)\s*(?:not|n't)\b|"
                         r"\b(?:does|do|did|will)\s*(?:not|n't)\s+(?:by\s+itself\s+)?(?:guarantee|ensure|entitle|"
                         r"authori[sz]e|qualify|secure)\b|\b(?:is|are)\s*(?:not|n't)\s+(?:in\s+itself\s+)?(?:enough|sufficient)\b|"
                         r"\bnecessary\s+but\s+not\s+sufficient\b", re.IGNORECASE)
#: a step that says a thing is enough: "is enough to enter", "guarantees an interview", "alone allows entry"
_ENOUGH = re.compile(r"\b(?:is|are|was|were)\s+(?:enough|sufficient)\b|\bsuffices?\b|\bguarantee[sd]?\b|"
                     r"\balone\s+(?:is|are|allows?|lets?|gets?|gives?)\b|\bis\s+all\s+(?:that\s+is|you)\s+need", re.IGNORECASE)


def enough_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step says a thing is enough where the sentence says it is not, or "": "a site pass alone does not
    authorize entry to the process units, which also require a hot-work permit" / "A site pass is enough to enter the
    process units" (0.56 entailed before this check)."""
    m = _NOT_ENOUGH.search(premise)
    if m is None or not _ENOUGH.search(hypothesis) or denies(hypothesis):
        return ""
    step = stems(_ENOUGH.sub(" ", hypothesis))
    if share_of(step, stems(premise)) < 0.8:
        return ""
    return f"the sentence says it '{m.group(0)}'; the step says it is enough"
