"""Lessons: the path of lessons, or the lesson opened with ``?lesson=ID`` (and ``&step=N``)."""

import streamlit as st

from tutor.app import (
    content,
    current_game,
    errors,
    language,
    learner,
    places,
    plain,
    player,
)
from tutor.games import find_game
from tutor.lessons import BrokenLesson, Frame, Lesson

t = language.translator()
WRITTEN_STEPS = "lesson-steps-in-address"


def follow_link(lesson_id: str, steps: int) -> None:
    """Open the step ``&step=N`` (1 to `steps`) names when it came from outside — a link, a
    reload, an edited address — rather than from this page writing it on its last run."""
    wanted = st.query_params.get("step")
    written = st.session_state.setdefault(WRITTEN_STEPS, {})
    if wanted is None or wanted == written.get(lesson_id):
        return
    number = int(wanted) if wanted.isascii() and wanted.isdigit() and len(wanted) <= len(str(steps)) else 0
    if 1 <= number <= steps:  # "²" is a digit to `str.isdigit` and not to `int`: ascii only
        places.go_to(lesson_id, number - 1)


def write_link(lesson_id: str, steps: int) -> None:
    """Put the learner's step into the address, for reloads and links."""
    step = str(min(places.get(lesson_id).step + 1, steps))
    st.query_params["step"] = st.session_state.setdefault(WRITTEN_STEPS, {})[lesson_id] = step


def show_lesson(lesson: Lesson) -> None:
    """The lesson, in its game (`current_game.settle` made the lesson's game the current one)."""
    frames = content.lesson_frames(lesson.id)
    follow_link(lesson.id, len(frames))
    st.session_state[places.OPEN_LESSON] = lesson.id
    st.title(t.gettext(lesson.title))
    st.button(
        t.gettext("All lessons"), key="to-lessons", icon=":material/arrow_back:",
        type="tertiary", on_click=player.close_lesson,
    )
    lesson_player(lesson, frames)


@st.fragment
def lesson_player(lesson: Lesson, frames: tuple[Frame, ...]) -> None:
    """The player as a fragment: a click in it reruns the player, not the whole page (the whole
    page after the progress store failed, so that its notice shows)."""
    player.play(lesson, frames)
    write_link(lesson.id, len(frames))
    if learner.fault_not_shown():
        st.rerun(scope="app")


def show_path() -> None:
    game = current_game.current()
    # TRANSLATORS: the title of the lessons page; %(game)s is the game's name.
    st.title(t.gettext("Lessons: %(game)s") % {"game": current_game.name(game)})
    st.markdown(
        t.gettext("Work through the lessons in order: each one teaches a few rules on a real deal, "
                  "and you play one seat.")
    )
    lessons = content.path(game.name)
    done_before = learner.lessons_done()
    if not lessons:
        st.info(t.gettext("No lessons are installed."))
    for number, item in enumerate(lessons, start=1):
        if isinstance(item, BrokenLesson):
            broken_card(item)
        else:
            lesson_card(number, item, done_before)


def lesson_card(number: int, lesson: Lesson, done_before: set[str]) -> None:
    with st.container(border=True, key=f"lesson-{lesson.id}"):
        finished = places.done(lesson.id) or lesson.id in done_before
        mark = ":material/check_circle: " if finished else ""
        st.subheader(f"{mark}{number}. {t.gettext(lesson.title)}", anchor=False)
        st.markdown(t.gettext(lesson.summary))
        rules_text = find_game(lesson.game).rules_text
        headings = [t.gettext(rules_text.rule_text(rule).heading) for rule in lesson.teaches]
        st.caption(t.gettext("Rules taught: %(rules)s") % {"rules": " · ".join(headings)})
        if places.done(lesson.id):
            status, label = t.gettext("Done in this session."), t.gettext("Play it again")
        elif lesson.id in done_before:
            status, label = t.gettext("Done on an earlier visit."), t.gettext("Play it again")
        elif places.started(lesson.id):
            steps = len(content.lesson_frames(lesson.id))
            step = places.get(lesson.id).step + 1
            status = t.gettext("In progress: step %(step)d of %(steps)d.") % {"step": step, "steps": steps}
            label = t.gettext("Continue")
        else:
            status, label = t.gettext("Not started yet."), t.gettext("Start")
        st.caption(status)
        st.button(label, key=f"open-{lesson.id}", on_click=player.open_lesson, args=(lesson.id,))


def broken_card(broken: BrokenLesson) -> None:
    """A lesson file that did not load: where and why, for its author; the others still work.
    Its path is relative to the lessons folder (`errors.relative`): no server folder is shown."""
    file = "`" + " ".join(errors.relative(broken.file).replace("`", "").split()) + "`"
    st.error(
        t.gettext("The lesson file %(file)s could not be loaded, so it is left out. The other "
                  "lessons are not affected.") % {"file": file},
        icon=":material/error:",
    )
    with st.expander(t.gettext("What is wrong with %(file)s") % {"file": file}):
        st.code(errors.relative("\n".join(str(fault) for fault in broken.faults)), language=None)


def back_from_a_rule() -> str | None:
    """The lesson to reopen when the browser's Back button returns here from a rule link: the
    address then still carries the link's ``?rule=`` and no lesson (P7)."""
    if "rule" not in st.query_params:
        return None
    st.query_params.pop("rule")
    lesson_id = st.session_state.get(places.OPEN_LESSON)
    if lesson_id is not None:
        st.query_params["lesson"] = lesson_id
    return lesson_id


lesson_id = st.query_params.get("lesson") or back_from_a_rule()
if lesson_id is None:
    show_path()
elif (lesson := content.lesson(lesson_id)) is not None:
    show_lesson(lesson)
else:
    st.warning(
        t.gettext("There is no lesson called “%(lesson)s”. Choose one from the list below.")
        % {"lesson": plain.text(lesson_id, plain.ADDRESS_VALUE_LIMIT)},
        icon=":material/help:",
    )
    show_path()
