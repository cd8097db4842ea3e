"""Small talk: a query that is only greetings, thanks, farewells or acknowledgements. Pure.

The memory decision skips it (pipeline/decide.py); the learner does not mine it
(learn/extract.py).
"""

from __future__ import annotations

import re

_ACK_WORDS = (
    r"hi|hello|hey|howdy|hiya|yo|greetings|(?:good )?(?:morning|afternoon|evening|night)|g'day"
    r"|thanks|thank you|thank you so much|thanks a lot|many thanks|thx|ty|cheers"
    r"|bye|goodbye|bye bye|see you|see ya|later|good bye"
    r"|ok|okay|k|sure|yes|yeah|yep|no|nope|cool|great|nice|got it|sounds good|perfect"
    r"|awesome|alright|all right|lol|haha"
)
_GREETING = re.compile(
    rf"^(?:(?:{_ACK_WORDS})(?:\s+(?:there|all|everyone|again|man|buddy|friend))?[\s!.,;:)]*)+$",
    re.IGNORECASE,
)


def is_greeting(query: str) -> bool:
    text = query.strip()
    return 0 < len(text) <= 40 and bool(_GREETING.match(text))
