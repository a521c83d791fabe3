"""Home: what the tutor is and what it will teach."""

import streamlit as st

from tutor.app import content, language
from tutor.lessons import Lesson

t = language.translator()

st.title(t.gettext("Cinch tutor"))
st.markdown(
    t.gettext(
        "Welcome! Here you learn **Cinch**, also called Double Pedro: a card game for four "
        "players in two teams, in which you bid, name trumps and take tricks. Step by step you "
        "will learn how the cards rank, how to bid and name trumps, which cards you may play and "
        "how the points are counted. Whenever a move is not allowed, you get an explanation in "
        "your own language."
    )
)

first = next((item for item in content.all_lessons() if isinstance(item, Lesson)), None)
if first is not None and st.button(
    t.gettext("Start with lesson 1: %(title)s") % {"title": t.gettext(first.title)},
    key="start-lesson-1", type="primary", icon=":material/school:", width="stretch",
):
    st.switch_page("views/lessons.py", query_params={"lesson": first.id, "lang": language.current()})
st.page_link(
    "views/lessons.py", label=t.gettext("All the lessons"), icon=":material/list:",
)
st.page_link(
    "views/practice.py", label=t.gettext("Practise scoring"), icon=":material/exercise:",
)
st.page_link(
    "views/rules.py", label=t.gettext("Read the rules"), icon=":material/menu_book:",
)
