"""The baseline of ``benchmarks/app.py``: a bare Streamlit page, one button and a click counter.

Not part of the tutor, so its two strings are not translated.
"""

import streamlit as st

clicks = st.session_state.setdefault("clicks", 0)
if st.button("Click", key="click"):
    clicks = st.session_state["clicks"] = clicks + 1
st.title(f"Clicks: {clicks}")
