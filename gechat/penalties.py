"""A question that asks for a penalty, and the sentences that name one.

"What penalty does FIPS 199 set for a federal agency that fails to categorize its information systems?" asks for a
penalty (:data:`PENALTY_Q`: "what penalty", "what are the sanctions for", "which punishment", "what kind of
punishment"; not "penalty kick", "sanctions list", "penalty amount", which name other things). A sentence answers it
when it names one or what comes of a breach (:data:`PENALTY`: "a fine", "liable", "imprisoned", a sum to pay, a loss,
a removal, a suspension; the question's own word counts); an act the document merely requires names none ("Agency
officials shall use the security categorizations …"). The sentence side is wide on purpose: a second read found a
narrow first version rejecting 43 of 53 sentences that state a penalty in other words ("must pay $500", "loses its
license", "will be removed from the panel"), and reading a penalty where there is none only answers as before.
Read by :mod:`gechat.asked` (type ``penalty``) and :mod:`gechat.values` (a sentence that names one).
"""

from __future__ import annotations

import re

#: a question that asks for a penalty, its kind or its sort
PENALTY_Q = re.compile(r"(what|which) ((is|was|are|were) the )?((kinds?|types?|sorts?) of |(\w+|\w+-\w+) )?"
                        r"(penalt(y|ies)|sanctions?|punishments?|disciplinary (action|measure)s?)\b"
                        r"(?! (kick|box|area|rate|amount|period|list|shot|clause|notice|provision|screening|program|"
                        r"programme|compliance|authority|regime|committee|point|minute|corner|fee|interest)s?\b)")
#: a penalty or what comes of a breach, as a sentence names it
PENALTY = re.compile(
    r"\b(?:penal\w*|fined|fines|(?:a|the|any)\s+fine|sanction\w*|punish\w*|prison\w*|imprison\w*|jail\w*|"
    r"incarcerat\w*|probation|forfeit\w*|debar\w*|disbar\w*|disciplin\w*|reprimand\w*|censur\w*|court[- ]martial\w*|"
    r"flog\w*|whip(?:ped|ping)|exiled?|banish\w*|demot\w*|liab(?:le|ilit\w*)|damages|restitution|prosecut\w*|"
    r"convict\w*|sentenc\w*|revok\w*|revocation|suspen(?:d|ds|ded|sion)|remov(?:ed|al)|dismiss\w*|terminat\w*|"
    r"expel\w*|expulsion|barred|bann?(?:ed)?|disqualif\w*|surcharge\w*|los(?:e|es|t|ing)\s+(?:its|their|his|her|the|"
    r"a|an)\b|execut(?:ed|ion)|hanged|death|pa(?:y|ys|id|ying|yment)|interest|withh[eo]ld\w*|den(?:y|ied|ial)|"
    r"refus\w*|void\w*|invalid\w*|refund\w*|strip(?:ped|s)?|struck\s+off|dock(?:ed|s)?|warnings?|caned|shot|"
    r"sent\s+(?:off|away|home|to))\b|[$£€]\s?\d|\b\d[\d,.]*\s*(?:dollars|pounds|euros)\b", re.IGNORECASE)
