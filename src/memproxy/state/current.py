"""The former name of `memproxy.state.session_state`, kept while `memproxy.learn` imports it."""

from memproxy.state.session_state import ANCHOR_EXCHANGES, SessionState, anchor_of

__all__ = ["ANCHOR_EXCHANGES", "SessionState", "anchor_of"]
