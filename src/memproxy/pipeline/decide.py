"""The memory decision: should this request search memory? Pure, table-tested.

Skip general-fact queries unless they carry a personal pronoun, skip tool queries,
skip bare greetings; otherwise search (conservative).

What the signals mean here:
- fact: an upstream classifier said so (the `x-memproxy-fact: true` header), or a cheap
  local pattern recognises an encyclopedic question ("What is the capital of France?",
  "Who wrote Hamlet?", "What is 17 * 23?"). The local patterns are deliberately narrow:
  a miss only costs one search.
- tool: an upstream classifier said so (`x-memproxy-tool: true`), the request forces a
  tool call (tool_choice "required" or a named function), or the latest input is a tool
  result (the model is in the middle of a tool loop, not answering the user).
- greeting: the whole query is a greeting, thanks, farewell or acknowledgement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from memproxy.greeting import is_greeting


class Reason(StrEnum):
    SEARCH = "search"
    PERSONAL_FACT = "personal_fact"
    FACT = "fact"
    TOOL = "tool"
    GREETING = "greeting"
    EMPTY = "empty"
    DISABLED = "disabled"


@dataclass(frozen=True)
class Signals:
    fact_header: bool = False
    tool_header: bool = False
    forces_tool: bool = False
    ends_with_tool_result: bool = False


_PERSONAL = re.compile(
    r"\b(i|me|my|mine|myself|i'm|i've|i'll|i'd|im|ive|we|us|our|ours|ourselves|we're|we've)\b",
    re.IGNORECASE,
)

_FACT_PATTERNS = [
    r"^(?:what|which)(?: is|'s| was) the (?:capital|population|currency|area|height|length"
    r"|boiling point|melting point|freezing point|speed of (?:light|sound)|distance|chemical"
    r" symbol|atomic number|square root|meaning of|definition of|largest|smallest|tallest"
    r"|longest|oldest|first|official language)\b",
    r"^who (?:wrote|invented|discovered|painted|composed|founded|directed|built|created"
    r"|was the first|is the (?:president|prime minister|ceo|king|queen|author))\b",
    r"^when (?:was|were|did) .+ (?:born|founded|invented|discovered|built|written|die|end"
    r"|start|begin|happen|released|published|signed)\b",
    r"^how (?:many|far|tall|old|big|long|deep|high|heavy) (?:is|are|was|were) (?:the|a|an) ",
    r"^how many \w+ (?:are|were) (?:in|on) (?:a|an|the) ",
    r"^(?:define|translate|spell) ",
    r"^what does (?:the word )?\S+ mean\b",
    r"^(?:what is|what's|calculate|compute) [-+*/().\d\s^%x]+\??$",
    r"^(?:what|which) (?:country|planet|element|ocean|continent|language|year) ",
]
_FACT = re.compile("|".join(f"(?:{p})" for p in _FACT_PATTERNS), re.IGNORECASE)


def has_personal_indicator(query: str) -> bool:
    return bool(_PERSONAL.search(query.replace("\u2019", "'")))


def is_general_fact(query: str) -> bool:
    return bool(_FACT.search(query.strip()))


def decide(query: str, signals: Signals) -> Reason:
    """SEARCH or PERSONAL_FACT mean search memory; every other reason means skip."""
    if not query.strip():
        return Reason.EMPTY
    if signals.tool_header or signals.forces_tool or signals.ends_with_tool_result:
        return Reason.TOOL
    if is_greeting(query):
        return Reason.GREETING
    if signals.fact_header or is_general_fact(query):
        return Reason.PERSONAL_FACT if has_personal_indicator(query) else Reason.FACT
    return Reason.SEARCH


def should_search(reason: Reason) -> bool:
    return reason in (Reason.SEARCH, Reason.PERSONAL_FACT)
