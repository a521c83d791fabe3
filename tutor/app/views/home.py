"""Home: the games the tutor teaches, two lines each, the choice between them, and where to start
in the chosen one."""

import streamlit as st

from tutor.app import content, current_game, language
from tutor.games import Game

t = language.translator()
game = current_game.current()


def game_card(offered: Game) -> None:
    """One game: its name, what it is in two lines, and the button that chooses it."""
    chosen = offered.name == game.name
    with st.container(border=True, key=f"game-{offered.name}"):
        st.subheader(current_game.name(offered), anchor=False)
        st.markdown(t.gettext(offered.rules_text.PITCH))
        if chosen:
            # TRANSLATORS: on the home page, under the game the learner is studying now.
            st.caption(t.gettext("You are learning this game."))
        else:
            st.button(
                # TRANSLATORS: a button on the home page; %(game)s is a game's name.
                t.gettext("Learn %(game)s") % {"game": current_game.name(offered)},
                key=f"choose-{offered.name}", icon=":material/swap_horiz:",
                on_click=current_game.choose, args=(offered.name,),
            )


st.title(t.gettext("Cinch and Coinche tutor"))
st.markdown(
    t.gettext(
        "Welcome! Here you learn a card game for four players in two teams, step by step: how "
        "the cards rank, how to bid, which cards you may play and how the points are counted. "
        "Whenever a move is not allowed, you get an explanation in your own language. Choose "
        "your game:"
    )
)
with st.container(horizontal=True):
    for offered in current_game.offered():
        game_card(offered)

first = content.first_lesson(game.name)
if first is not None and st.button(
    t.gettext("Start with lesson 1: %(title)s") % {"title": t.gettext(first.title)},
    key="start-lesson-1", type="primary", icon=":material/school:", width="stretch",
):
    st.switch_page("views/lessons.py",
                   query_params={"lesson": first.id, "lang": language.current(), "game": game.name})
st.page_link(
    "views/lessons.py", label=t.gettext("All the lessons"), icon=":material/list:",
)
st.page_link(
    "views/practice.py", label=t.gettext("Practise scoring"), icon=":material/exercise:",
)
st.page_link(
    "views/rules.py", label=t.gettext("Read the rules"), icon=":material/menu_book:",
)
