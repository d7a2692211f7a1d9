"""What a question asks for.

``question_type`` reads the question: someone or something ("who"), a name itself ("what was the name of the
troyka driver ...?": a role does not answer it, and a courtesy title is no name), a date ("when"), a count or an
amount ("how many", "how much"), a duration ("how long", "what maximum timeframe": "a twelvemonth" too), how often
("every 90 days", "monthly or quarterly", "in 92 % of the cases"), money ("what
... cost", "how much compensation", "what dollar amount", "what sum", "what fortune"), a share ("what percentage
of"), a temperature, an age ("how old"). ``office_asked`` reads the office whose holder a question asks for
("Which US president signed …?"); ``REQUEST`` a request for an account rather than a value ("Summarize the section
on positive pay"). Whether a sentence holds such a value is :mod:`gechat.values`'s. Read by
:mod:`gechat.retrieval` (the "not answered" decision) and :mod:`gechat.extractive` (the answer's bonus for the
asked-for value).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat.penalties import PENALTY_Q
from gechat.persons import PERSON_Q, office

#: the kinds of a person's name a question may ask: "first", "Christian", "maiden", ...
_NAME_KINDS = "first|christian|last|maiden|full|given|middle|family|real"
#: a name asked for: "what is the name of ...", "what name did ... give ...", "what first name does ... sign"
_NAME_Q = re.compile(rf"(?:what|which) (?:(?:is|was|are|were) )?(?:the )?(?:(?:{_NAME_KINDS}|proper) )?names? "
                     r"(?:of|did|does|do|was|is|were|are|had|has|have)\b")
#: someone's own name asked for: "what is Mr. Hurst's Christian name?", "what is Mr. Bennet's first (Christian)
#: name?"
_OWN_NAME_Q = re.compile(rf"(?:what|which) (?:is|was|are|were) [^?]*['’]s (?:\(?(?:{_NAME_KINDS})\)? )*names?\W*$")
#: "what did Charlotte and Mr. Collins name their baby?": the verb, not "what does the guide name as ...?"
_NAMED_Q = re.compile(r"what (?:did|do|does|will|would) [^?]*(?<!the )(?<!a )(?<!its )(?<!his )(?<!her )(?<!their )"
                      r"\bname (?!as\b|of\b)\w")
_MONEY_Q = re.compile(r"\b(costs?|price|salary|salaries|wages?|fees?|paid|pays?|compensation|income|earn(?:s|ed|ings)?|"
                      r"deductibles?|fortunes?|dowry|"
                      r"revenues?|dollars?|how much (?:\w+ )?money)\b(?!-(?:per|as)-)|^what (?:fine|sum)\b|"
                      r"^how much a year\b", re.IGNORECASE)  # not "pay-per-megabyte data links" nor "pay-as-you-go"
#: the auxiliaries a question answered yes or no opens with (also read by :func:`gechat.slots.asks_yes_no`)
AUXILIARIES = r"(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|shall|should|may|might|must)"
#: a question answered yes or no ("Can unpaid compensation be carried over …?", "Is there a fee …?"): it asks
#: whether, and no sentence need hold a sum for it
_YES_NO_Q = re.compile(rf"{AUXILIARIES}(?:n['’]t)?\s"
                       r"(?!.*\b(?:what|which|how\s+much|how\s+many|who|whom|when|where)\b)"
                       r"(?!(?:you|we|i)\s+(?:please\s+)?(?:tell|give|show|know|find|list|say)\b)")
#: a setting before a question, ended by a comma: "In the trustee handbook, is there a fee …?"
_SETTING = re.compile(r"^[^,?]{1,60},\s*")
#: ... but one that offers sums to choose from asks for one: "Is the fee $50 or $100?"
_SUMS_OFFERED = re.compile(r"[$£€]\s?\d|\d\s*(?:dollars|pounds|euros)\b", re.IGNORECASE)
#: a request for an account of something, not for a value: "Summarize the section on positive pay", "Explain
#: agent-based patch management", "Tell me about the operating reserve", "What does the section on bonds say?" (not
#: "Explain how much …", "Explain why …"); read here (no value asked) and by :mod:`gechat.sections` (a section may
#: answer it)
REQUEST = re.compile(
    r"^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:"
    r"(?:summari[sz]e|explain|describe|outline|discuss)\b"
    r"(?!\s+(?:to\s+)?(?:me\s+|us\s+)?(?:how|why|when|where|whether|what|which|who)\b)"
    r"|tell\s+(?:me|us)\s+(?:more\s+)?about\b"
    r"|give\s+(?:me\s+|us\s+)?(?:an?\s+)?(?:overview|summary|account)\s+of\b"
    r"|what\s+does\s+the\s+(?:section|part|chapter|paragraph)\s+(?:on|about)\b.*\bsay\b)",
    re.IGNORECASE)
#: "the income tax return" names a document, not an amount asked for
_INCOME_TAX = re.compile(r"\bincome[- ]tax(es)?( returns?)?\b")
#: "what maximum timeframe", "what is the time limit for ...", a process's time ("the baking time", "the response
#: time"): a duration asked for; not the time of an event ("the meeting time", "the closing time": a date or an hour)
_DURATION_Q = re.compile(r"(what|which) ((is|was|are|were) the )?(\w+ )?(timeframe|time frame|time limit|"
                         r"duration|waiting period|(?!(?:meeting|morning|evening|opening|closing|starting|beginning|ending|"
                         r"sitting|filing|hearing|landing|boarding) )(\w+ing|response|recovery|turnaround|lead|travel) "
                         r"times?)\b")
#: how long at most or at least, asked of a verb of lasting: "what is the longest a dog can stay home alone?", "what
#: is the shortest time a record may be kept?"; not "what is the longest river …?", nor a measure "can run" names
#: of its own ("the longest distance a car can run")
_LASTING_Q = re.compile(r"(what|which) (is|was|are|were) the (longest|shortest)(?: (?:time|period))? (?:that )?"
                        r"(?:(?:a|an|the|this|that|such|any|each|its|their|his|her)\b)(?P<subject>[^?]*?)\s+"
                        r"(?:can|could|may|might|must|should|will|would|is allowed to|are allowed to)\s+"
                        r"(?:\w+ly\s+)?(?:(?P<lasting>last|take|stay|remain|continue|be (?:kept|held|stored|retained|"
                        r"delayed|postponed|suspended))|run|be extended)\b")
#: what "run" or "be extended" is said of for a time, not a length ("an Ethernet cable can run", "a ladder can be
#: extended", "an abstract can run" are lengths)
_TIMED = re.compile(r"\b(?:plans?|terms?|leases?|contracts?|trials?|programmes?|programs?|projects?|sessions?|"
                    r"meetings?|loans?|sentences?|suspensions?|visas?|permits?|licen[cs]es?|cases?|stays?|treatments?|"
                    r"courses?|subscriptions?|warrant(?:y|ies)|tenanc(?:y|ies)|agreements?|appointments?|"
                    r"memberships?|deadlines?|extensions?|periods?|leaves?|query|queries|jobs?|processe?s?)$")


def _lasting(q: str) -> bool:
    """Does ``q`` ask how long at most or at least something lasts (:data:`_LASTING_Q`)? "run" and "be extended" only
    of a thing that runs for a time ("a chapter 13 repayment plan", "a visa")."""
    m = _LASTING_Q.match(q)
    return bool(m) and (bool(m.group("lasting")) or bool(_TIMED.search(m.group("subject").strip())))


#: the most or least of a measure: a figure asked for ("what maximum prison sentence", "what is the minimum length")
_EXTREME_Q = re.compile(r"(what|which) ((is|was|are|were) the )?(maximum|minimum|max|min|longest|shortest|highest|"
                        r"lowest) (\w+ )?(sentence|penalty|term|length|age|size|dose|dosage|speed|weight|height|"
                        r"distance|period|value|score|capacity|rate|load)s?\b")
#: what stands before a question's wh-word when it does not open the question: a setting ended by a comma ("In the
#: HR example, ..."), a preposition ("by what percentage", "within how many days", "for how long") or a softener
#: ("roughly how long"); not a noun before a relative "who" or "whose" ("Are staff who work from home ...")
_WH = r"(?:what|which|who|whom|whose|when|how)\b"
_LEADING = re.compile(r"^(?:[^?]*,\s*)?(?:(?:by|within|for|in|at|to|after|before|from|of|on|under|over|during|"
                      rf"roughly|approximately|about|around|exactly|and|so|then)\s+)?(?={_WH})")
#: a question that opens with its wh-word
_OPENS = re.compile(_WH)
#: a question that asks for a reason ("Why …", "How come …", "For what reason …"), whatever values it names
_WHY_Q = re.compile(r"(?:why|how come|for what reason)\b")


def _from_wh(whole: str) -> str:
    """The question (lower case, spaces single) from its wh-word: "in the HR example, by what percentage ..." from
    "what percentage"; a question that opens with its wh-word whole."""
    lead = None if _OPENS.match(whole) else _LEADING.match(whole)
    return whole[lead.end():] if lead else whole


@lru_cache(maxsize=256)
def office_asked(question: str) -> str:
    """The office or calling whose holder ``question`` asks for by name, read from its wh-word
    (:func:`gechat.persons.office`: "president" for "Which US president signed …?"), or ""; read once a question,
    since :func:`holds_type` asks it of every candidate."""
    return office(_from_wh(" ".join(question.lower().split())))


#: a question that asks which division of a named law or text: "Which section of the Bankruptcy Reform Act of 1978 …?",
#: "What title of the E-Government Act …?" (not "Which part of the beef …?", nor a novel's chapter)
_SECTION_Q = re.compile(r"\b(?i:which|what)\s+(?i:sections?|subsections?|titles?|articles?|clauses?|paragraphs?|"
                        r"provisions?)\s+(?i:of|in)\s+(?:the\s+)?[A-Z0-9§]")


def question_type(question: str) -> str:
    """What the question asks for: "who", "name", "when", "quantity", "duration", "frequency", "money", "temperature",
    "percent", "email", "web" (a web address), "brand" (a brand name: "Pabal®"), "age", "penalty", "section" (a
    division of a named law or text: "§ 586", "Title III") or ""."""
    whole = " ".join(question.lower().split())
    q = _from_wh(whole)
    if REQUEST.match(q):
        return ""  # "Summarize the section on positive pay": what it says, no value
    if _WHY_Q.match(whole):
        return ""  # "Why should the standing trustee encourage … voluntary wage orders?": a reason, no wage asked
    if "temperature" in whole or "degrees" in whole:
        return "temperature"
    if q.startswith(("how often", "how frequently")):
        return "frequency"  # "every 90 days", "monthly or quarterly", "in 92 % of the cases"
    if q.startswith("how long") or re.match(r"how many (seconds|minutes|hours|days|weeks|months|years)\b", q) \
            or _DURATION_Q.match(q) or _lasting(q):
        return "duration"
    if re.match(r"how many (dollars|euros|pounds sterling|cents)\b", q):
        return "money"
    if q.startswith("how old") or re.match(r"(at )?(what|which) ((is|was|are|were) the )?((mean|median|average|"
                                           r"approximate) )?age\b", q):
        return "age"  # "a young man of five-and-twenty", "aged 43"
    if q.startswith("how many"):
        return "quantity"  # "how many days ... the income tax return": a count, whatever else it names
    if re.match(r"when (was|were|did|will|had)\b|(in |on )?(what|which) (year|date|"
                r"month|day)\b", q):
        return "when"
    if _ratio(q):
        return "quantity"  # "what proportion of bacon to liver": amounts ("one pound of bacon to 2 pounds of liver")
    if re.match(r"(what|which) ((is|was|are|were) the )?(percentage|percent|proportion|share|fraction)\b", q):
        return "percent"  # "what percentage of revenue ...": a share, whatever it is a share of
    if _NAME_Q.match(q) or _OWN_NAME_Q.match(q) or _NAMED_Q.match(q):
        return "name"  # "what was the name of the troyka driver ...?": a name, which no role answers
    if q.startswith(("who", "whom", "whose")) or re.search(
            r"\b(which|what) (?!(?:do|does|did|is|are|was|were|will|would|can|could|should|must|may)\b)(\w+ )?"
            r"(vendor|company|companies|firm|organi[sz]ation|agency|person|people|author)s?\b", q) or PERSON_Q.match(q):
        return "who"
    if PENALTY_Q.match(q):
        return "penalty"  # "what penalty does FIPS 199 set for …?": a penalty, not any act the document requires
    if _SECTION_Q.search(" ".join(question.split())):
        return "section"  # "Which section of the Bankruptcy Reform Act of 1978 …?": "§ 586", "Title III", not the Act
    if re.search(r"\b(?:brand|trade|proprietary)\s+names?\b", q):
        return "brand"  # "under what brand name is carbetocin marketed?": "Carbetocin (Pabal®)"
    if _MONEY_Q.search(_INCOME_TAX.sub(" ", q)) and (not _YES_NO_Q.match(_SETTING.sub("", q))
                                                      or _SUMS_OFFERED.search(q)):
        return "money"
    if _EXTREME_Q.match(q):
        return "quantity"  # "what maximum prison sentence ...", "what is the minimum password length"
    if re.match(r"(what|which) ((is|was|are|were) the )?e-?mail\b", q):
        return "email"  # "what email address should comments be sent to?": an address, not a name nor a web page
    if re.match(r"(what|which) ((is|was|are|were) the )?(web ?site|web address|url)\b", q):
        return "web"
    if re.match(r"(what|which) ((is|was|are|were) the )?([\w-]+ ){0,2}rate\b(?! limit)", q):
        return "quantity"  # "what per-mile rate is a trustee reimbursed?", "what interest rate": a figure
    if q.startswith("how much") or re.match(r"(what|which) ((is|was|are|were) the )?((minimum|maximum|total|average|"
                                            r"exact|approximate|typical|required) )?(number|amount|quantity|(\w+ )?score)\b", q):
        return "quantity"  # not "what is the model number": a number that names
    return ""


_RATIO = re.compile(r"(what|which) ((is|was|are|were) the )?(?P<what>ratio|proportion) of (?P<first>(\w+ ){1,3})to\b")
#: words between "proportion of" and "to" that make "to" a verb's ("what proportion of patients responded to ...")
_VERBISH = re.compile(r"\w+(?:ed|ing)|goes|go|went|is|are|was|were|belongs?|comes?|came|falls?|fell|appl(?:y|ies)|"
                      r"amounts?|adds?|gets?|got|turns?|moves?|returns?")


def _ratio(q: str) -> bool:
    """Does ``q`` ask one amount against another ("what proportion of bacon to liver", "what is the ratio of flour
    to water"), which amounts answer ("one pound of bacon to 2 pounds of liver"), rather than a share?"""
    m = _RATIO.match(q)
    return bool(m) and (m.group("what") == "ratio" or not any(_VERBISH.fullmatch(w) for w in m.group("first").split()))
