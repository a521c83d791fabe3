"""What moves cost, on the Play page: the hint, the review of a hand against the bots (the
learner's decisions, the costliest first, each with "replay from here"), the record to download,
and any deal record opened to go through move by move with each move's verdict and cost.

Costs are `solver.md`'s, worked out by `tutor.hand_review`: the *fair* cost, from what the mover
could see (the average over deals of the cards it had not seen), and the *double-dummy* cost, with
every hand open. An opened file is untrusted: `tutor.records.parse_uploaded` reads it within
limits of size, nesting and aliases, and a bad one gets the reader's message.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st
from babel.numbers import format_decimal

from tutor import hand_review, play_match
from tutor.app import content, language, play_session
from tutor.games import Game, find_game, split_code
from tutor.games.seats import Seat
from tutor.play_match import Match
from tutor.records import RecordError, parse_uploaded, record_to_yaml
from tutor.replay import replay
from tutor.words import amount_count, card_name, join, rules_linked

_OPENED = "review-record"
"""The deal record opened on the page: (file name, its text)."""
_STEP = "review-step"
_UPLOADS = "review-uploads"
"""How many times the file box was emptied (its key changes each time)."""


def points(amount: float, lang: str, signed: bool = False) -> str:
    """A number of points as the language writes it, with up to two decimals (a fair cost is an
    average): ``2.45``, ``2,45``, ``+3``."""
    text = format_decimal(round(amount, 2), format="#,##0.##", locale=lang)
    return f"+{text}" if signed and amount > 0 else text


def points_phrase(amount: float, lang: str) -> str:
    """``1 point``, ``2.5 points``, ``0,5 point`` (French): an amount of points in a sentence."""
    return language.translator().ngettext("%(points)s point", "%(points)s points", amount_count(amount)) % {
        "points": points(amount, lang)}


def _moves_list(moves: Sequence[str], lang: str) -> str:
    """Moves in a line, between semicolons (a move may list cards between commas); French
    typography puts a no-break space before the semicolon."""
    return ("\u00a0; " if lang == "fr" else "; ").join(moves)


def _cards(cards: Sequence[Any], lang: str) -> str:
    return join(lang, [card_name(card, lang) for card in cards], "or")


# --- the hint ------------------------------------------------------------------------------------


def hint_box(game: Game, pricing: Any, state: Any) -> None:
    """The learner's legal cards with their fair values, best first, without playing one."""
    t, lang = language.translator(), language.current()
    with st.container(border=True, key="play-hint-box"):
        st.markdown(
            # TRANSLATORS: the hint on the Play page; %(cards)s is the best card or cards, %(deals)d
            # the number of deals of the unseen cards it was tried in.
            t.ngettext("**Best now:** %(cards)s, from what you can see (tried in %(deals)d deal of the cards you cannot see).",
                       "**Best now:** %(cards)s, from what you can see (tried in %(deals)d deals of the cards you cannot see).",
                       pricing.samples or 1)
            % {"cards": _cards(pricing.best_cards, lang), "deals": pricing.samples or 1})
        headings = (t.pgettext("solver column", "card"), t.pgettext("solver column", "value"),
                    t.pgettext("solver column", "cost"))
        rows = [f"| {' | '.join(headings)} |", "|---|---:|---:|"]
        rows += [f"| {card_name(priced.move.card, lang)} | {points(priced.value, lang, signed=True)} "
                 f"| {points(priced.cost, lang)} |" for priced in pricing.moves]
        st.markdown("\n".join(rows))
        st.caption(t.gettext("The value is what your side can expect to score in this hand minus "
                             "what the other side scores, on average; the cost is what a card gives "
                             "up against the best one."))


# --- the review of a hand against the bots ------------------------------------------------------


def _judged(game: Game, record: Any, seats: tuple[Seat, ...] | None, seed: int) -> tuple[Any, ...]:
    t = language.translator()
    with st.spinner(t.gettext("Pricing the cards played…")):
        return play_session.reviewed(game.name, record_to_yaml(record), seats, seed)


def match_review(game: Game, match: Match, hand: int) -> None:
    """The learner's decisions in a hand that is over, the costliest first, each with "replay
    from here"."""
    t, lang = language.translator(), language.current()
    judged = _judged(game, play_match.record_of(match, hand), (match.seat,), match.seed)
    summary = hand_review.summary(judged)
    states = play_match.positions(match, hand)
    with st.container(border=True, key="review"):
        st.subheader(t.gettext("Your decisions, the costliest first"), anchor=False)
        st.caption(t.gettext("Fair cost: what a card gave up against the best card from what you could "
                             "see, on average over deals of the cards you could not see. With every "
                             "hand open: what it gave up against the best card had you seen every hand."))
        if summary.priced:
            st.markdown(t.ngettext(
                "Over the %(count)d card you played: %(fair)s given up, %(dd)s with every hand open.",
                "Over the %(count)d cards you played: %(fair)s given up, %(dd)s with every hand open.",
                summary.priced) % {"count": summary.priced, "fair": points_phrase(summary.fair_total, lang),
                                   "dd": points_phrase(summary.dd_total, lang)})
        for one in hand_review.worst_first(judged):
            if one.priced and (one.fair_cost or one.dd_cost):
                _decision(game, match, hand, one, states[one.index])
        best = [one for one in judged if one.priced and not (one.fair_cost or one.dd_cost)]
        if best:
            said = _moves_list([game.explain.describe_move(one.move, lang, states[one.index]) for one in best], lang)
            st.markdown(t.ngettext("This card cost nothing; no other would have done better: %(moves)s.",
                                   "These cards cost nothing; no other would have done better: %(moves)s.", len(best))
                        % {"moves": said})
        unpriced = [one for one in judged if not one.priced]
        if unpriced:
            said = _moves_list([game.explain.describe_move(one.move, lang, states[one.index]) for one in unpriced], lang)
            st.caption(t.gettext("Not priced (the solver prices the play of the cards): %(moves)s.") % {"moves": said})


def _decision(game: Game, match: Match, hand: int, one: Any, before: Any) -> None:
    """A card that cost points: what it cost and the best card, each way, and "replay from here"."""
    t, lang = language.translator(), language.current()
    with st.container(border=True, key=f"decision-{one.index}"):
        st.markdown(_cost_text(game.explain.describe_move(one.move, lang, before), one, you=True))
        st.button(t.gettext("Replay from here"), key=f"replay-from-{one.index}", icon=":material/replay:",
                  on_click=play_session.replay_from, args=(match, hand, one.index))


def _cost_text(said: str, one: Any, you: bool) -> str:
    """What a card cost from its player's view and with every hand open, with the best card each way."""
    t, lang = language.translator(), language.current()
    values = {"move": said, "fair": points_phrase(one.fair_cost, lang), "best": _cards(one.fair_best, lang),
              "dd": points_phrase(one.dd_cost, lang), "dd_best": _cards(one.dd_best, lang)}
    if you:
        # TRANSLATORS: %(move)s is a card played ("South plays the 7 of hearts"), %(fair)s and %(dd)s
        # amounts of points ("1.5 points"), %(best)s and %(dd_best)s the best card or cards.
        return t.gettext("%(move)s: it cost %(fair)s from what you could see (best: %(best)s), "
                         "%(dd)s with every hand open (best: %(dd_best)s).") % values
    return t.gettext("%(move)s: it cost %(fair)s from what the player could see (best: %(best)s), "
                     "%(dd)s with every hand open (best: %(dd_best)s).") % values


def download(game: Game, record: Any, file_name: str) -> None:
    t = language.translator()
    st.download_button(t.gettext("Download this hand as a deal record"), record_to_yaml(record), file_name=file_name,
                       mime="application/yaml", key="play-download", icon=":material/download:",
                       help=t.gettext("A text file that `python -m tutor replay` reads, and that this page opens."))


# --- any deal record, move by move -------------------------------------------------------------


REVIEW = "review"
"""The query parameter that opens a lesson's or an exercise's deal on this page:
``?review=lesson:ID`` (the deal the lesson ends in) or ``?review=exercise:CODE``."""


def review_link(source: str) -> dict[str, str]:
    """The query parameters of this page that open the deal of `source` (``lesson:ID``,
    ``exercise:CODE``) to go through it move by move."""
    return {REVIEW: source, "lang": language.current()}


def _linked_record(source: str) -> Any:
    """The deal record a ``?review=`` link names, or None if it names none."""
    kind, _, name = source.partition(":")
    if kind == "lesson":
        frames = content.lesson_frames(name) if content.lesson(name) is not None else ()
        lesson = content.lesson(name)
        return lesson.records[frames[-1].record] if lesson is not None and frames else None
    if kind == "exercise":
        try:
            game, code = split_code(name)
            return game.practice.exercise_from_code(code).record
        except ValueError:
            return None
    return None


def _open_linked() -> None:
    """Open the deal a ``?review=`` link names (once: the link is then taken off the address)."""
    source = st.query_params.get(REVIEW)
    if source is None:
        return
    st.query_params.pop(REVIEW, None)
    record = _linked_record(source)
    if record is None:
        st.warning(language.translator().gettext("The link names no deal the tutor knows."), icon=":material/help:")
        return
    st.session_state[_OPENED] = (source, record_to_yaml(record))
    st.session_state[_STEP] = 1


def opened_record() -> tuple[str, str] | None:
    """The deal record open on the page, (where it came from, its text): from a ``?review=`` link
    or a file opened with `upload_box`; None if none is."""
    _open_linked()
    return st.session_state.get(_OPENED)


def record_view(opened: tuple[str, str]) -> None:
    """The open record move by move, with the button that closes it (and goes back to the game)."""
    t = language.translator()
    st.subheader(t.gettext("A deal record, move by move"), anchor=False)
    st.button(t.gettext("Close the record"), key="review-close", icon=":material/close:", on_click=_close)
    go_through(*opened)


def _close() -> None:
    st.session_state.pop(_OPENED, None)
    st.session_state[_UPLOADS] = st.session_state.get(_UPLOADS, 0) + 1  # a new, empty file box


def upload_box() -> None:
    """The box to open a deal record file (a downloaded hand, any record): read as untrusted
    (`tutor.records.parse_uploaded`), refused with the reader's message, or opened in place of
    the game."""
    t = language.translator()
    with st.expander(t.gettext("Open a deal record"), icon=":material/upload_file:"):
        uploaded = st.file_uploader(t.gettext("A deal record (.yaml)"), type=["yaml", "yml", "txt"],
                                    key=f"review-upload-{st.session_state.get(_UPLOADS, 0)}")
        if uploaded is not None and _open(uploaded.name, uploaded.getvalue()):
            st.rerun()


def _open(name: str, data: bytes) -> bool:
    """Open the file `name` if it is a deal record (True when it was not open yet), else say why not."""
    t = language.translator()
    try:
        record = parse_uploaded(data, name)
    except RecordError as error:
        st.session_state.pop(_OPENED, None)
        # The reader's words are for record authors, in English, and name the file as sent: shown
        # as plain text, never as markdown.
        st.error(t.gettext("The tutor cannot read this file as a deal record. What the record reader "
                           "found:"), icon=":material/error:")
        st.code(str(error.faults[0]) if error.faults else name, language=None, wrap_lines=True)
        return False
    opened = (name, record_to_yaml(record))
    if st.session_state.get(_OPENED) == opened:
        return False
    st.session_state[_OPENED] = opened
    st.session_state[_STEP] = 1
    return True


def go_through(name: str, text: str) -> None:
    """Each move of the record in turn: the position with every hand open, the move, the
    engine's verdict and, for a card the solver prices, its fair and double-dummy cost."""
    t, lang = language.translator(), language.current()
    record = parse_uploaded(text.encode("utf-8"), name)
    game = find_game(record.game)
    steps = replay(record).steps
    if not steps:
        st.info(t.gettext("This record has no move."))
        return
    judged = {one.index: one for one in _judged(game, record, None, 0)}
    number = st.slider(t.gettext("Move"), 1, len(steps), key=_STEP) if len(steps) > 1 else 1
    step = steps[number - 1]
    game.widgets.show_table(step.before, Seat.S, shown=tuple(Seat), hints=True)
    game.widgets.your_hand(step.before, Seat.S)
    said = game.explain.describe_move(step.move, lang, step.before)
    if step.violation is not None:
        with rules_linked():
            why = game.explain.describe_violation(step.violation, lang, step.before)
        st.error(t.gettext("Not allowed: %(move)s.") % {"move": said} + "\n\n" + why, icon=":material/block:")
        return
    one = judged.get(number - 1)
    if one is None or not one.priced:
        st.success(t.gettext("%(move)s: allowed.") % {"move": said}, icon=":material/check:")
        return
    if one.fair_cost == 0 and one.dd_cost == 0:
        st.success(t.gettext("%(move)s: it cost nothing; no other card would have done better.") % {"move": said},
                   icon=":material/check_circle:")
    else:
        st.warning(_cost_text(said, one, you=False), icon=":material/lightbulb:")
