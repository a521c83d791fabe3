"""Play: a whole game against three bots, each bot move with its reason, a hint on request, and
after each hand the score sheet and what each of the learner's decisions cost.

The match (`tutor.play_match`) lives in the session and with the learner (`play_session`); the
game's engine judges every move, its ``bots`` module moves for the other seats, and the review of
a hand and of any deal record is `tutor.app.review_view`.
"""

import streamlit as st

from tutor import play_match
from tutor.app import (
    current_game,
    house_rules,
    language,
    play_session,
    review_view,
    rule_links,
)
from tutor.app.player import score_sheet
from tutor.games import Game
from tutor.games.seats import Side
from tutor.i18n import N_
from tutor.play_match import Match
from tutor.words import rules_linked, side_name

t = language.translator()
lang = language.current()

LEVEL_NAMES = {
    # TRANSLATORS: the three strengths of the bots on the Play page.
    "beginner": N_("Beginner"),
    "club": N_("Club player"),
    "strong": N_("Strong"),
}
LEVEL_TEXTS = {
    "beginner": N_("Plays by the rules of thumb a new player uses: keep the high trumps, follow "
                   "low, take a point when it is cheap."),
    "club": N_("Counts the cards: remembers the trumps that are gone and who is void, protects "
               "its Pedros and helps its partner."),
    "strong": N_("Plays each card by trying it in many deals of the cards it cannot see, and bids "
                 "by trying its hand the same way. It never looks at hidden cards."),
}


def new_game_box(game: Game) -> None:
    """The bots' level and the button that deals the first hand."""
    st.markdown(t.gettext("You sit South. Your partner, North, and your opponents, East and West, "
                          "are bots. Each bot says why it made its move. The game goes on, hand "
                          "after hand, until a side reaches the target of the house rules."))
    st.caption(house_rules.in_force(game, house_rules.chosen(game)))
    levels = game.bots.LEVELS
    st.radio(t.gettext("How strong should the bots be?"), levels, key=play_session.LEVEL,
             format_func=lambda level: t.gettext(LEVEL_NAMES.get(level, level)),
             captions=[t.gettext(LEVEL_TEXTS[level]) if level in LEVEL_TEXTS else "" for level in levels])
    st.button(t.gettext("Deal the first hand"), key="play-start", type="primary", icon=":material/playing_cards:",
              on_click=play_session.start, args=(game,))


def score_line(game: Game, match: Match) -> None:
    """The game's score and the hand being played, or that a replay is being played."""
    if match.trial:
        st.info(t.gettext("You are replaying a hand from one of your decisions. It does not count "
                          "in the game's score."), icon=":material/replay:")
        st.button(t.gettext("Back to the game"), key="play-end-trial", icon=":material/arrow_back:",
                  on_click=play_session.end_trial)
        return
    standing = play_match.standing(match)
    profile = game.profile_from_code(match.profile)
    # TRANSLATORS: the running score of a game against the bots; %(ns)s and %(ew)s are the
    # partnerships' names ("North–South"), %(target)d the score that wins the game.
    st.caption(t.gettext("Hand %(hand)d of a game to %(target)d: %(ns)s %(ns_total)d, %(ew)s %(ew_total)d")
               % {"hand": len(match.hands), "target": profile.target,
                  "ns": side_name(Side.NS, lang), "ns_total": standing.totals[Side.NS],
                  "ew": side_name(Side.EW, lang), "ew_total": standing.totals[Side.EW]})


def bots_since_your_move(game: Game, match: Match) -> None:
    """What each bot did since the learner's last move, each with its reason."""
    hand = len(match.hands) - 1
    moves = play_match.moves_of(match)
    mine = [index for index, move in enumerate(moves) if move.seat == match.seat]
    since = (mine[-1] + 1) if mine else 0
    if since >= len(moves):
        return
    states = play_match.positions(match)
    with st.container(border=True, key="bot-moves"):
        heading = t.gettext("What the bots did")
        st.markdown(f"**{heading}**")
        lines = [game.coaching.describe_reason(play_match.decision_at(match, hand, index), lang, states[index])
                 for index in range(since, len(moves))]
        st.markdown("\n".join(f"- {line}" for line in lines))


def your_turn(game: Game, match: Match) -> None:
    state = play_match.current(match)
    where = f"{len(match.hands)}-{len(match.hands[-1].moves)}"
    game.widgets.move_controls(state, match.seat, lambda move: play_session.judge(match, move), f"play-pick-{where}")
    refused = play_session.feedback(match)
    if refused is not None:
        with rules_linked():
            why = game.explain.describe_violation(refused.violation, lang, state)
        st.error(t.gettext("Not allowed: %(move)s.") % {"move": game.explain.describe_move(refused.move, lang, state)}
                 + "\n\n" + why, icon=":material/block:")
        rule_links.show((refused.violation.rule,), game)
        st.caption(t.gettext("Try again."))
    if game.bots.hint_offered(state):
        st.button(t.gettext("Hint"), key="play-hint", icon=":material/lightbulb:",
                  help=t.gettext("The best cards for you now, priced from what you can see, without "
                                 "playing one."),
                  on_click=play_session.ask_hint, args=(match,))
        pricing = play_session.hint(match)
        if pricing is not None:
            review_view.hint_box(game, pricing, state)


def hand_over(game: Game, match: Match) -> None:
    """The score sheet, the game's standing, the review of the learner's decisions, the record."""
    state = play_match.current(match)
    hand = len(match.hands) - 1
    if game.is_complete(state):
        score_sheet(state, game)
    else:
        st.info(t.gettext("Nobody bid: the hand is thrown in and the next dealer deals."), icon=":material/replay:")
    review_view.match_review(game, match, hand)
    review_view.download(game, play_match.record_of(match), f"{game.name}-hand-{hand + 1}.yaml")
    if match.trial:
        return
    standing = play_match.standing(match)
    if standing.winner is not None:
        won = standing.winner == match.seat.side
        (st.success if won else st.warning)(
            (t.gettext("You and your partner win the game, %(ours)d to %(theirs)d!") if won
             else t.gettext("Your opponents win the game, %(theirs)d to %(ours)d."))
            % {"ours": standing.totals[match.seat.side], "theirs": standing.totals[match.seat.side.other]},
            icon=":material/emoji_events:")
        st.button(t.gettext("New game"), key="play-new-after", type="primary", icon=":material/restart_alt:",
                  on_click=play_session.abandon, args=(game,))
    else:
        st.button(t.gettext("Next hand"), key="play-next-hand", type="primary", icon=":material/arrow_forward:",
                  on_click=play_session.next_hand, args=(match,))


def table(game: Game, match: Match) -> None:
    score_line(game, match)
    state = play_match.current(match)
    game.widgets.show_table(state, match.seat, shown=(), hints=True)
    bots_since_your_move(game, match)
    if play_match.hand_over(match):
        hand_over(game, match)
    else:
        your_turn(game, match)
    if not match.trial:
        with st.popover(t.gettext("New game"), icon=":material/restart_alt:"):
            st.caption(t.gettext("The game in progress will be given up."))
            st.button(t.gettext("Give up this game"), key="play-abandon", on_click=play_session.abandon, args=(game,))


game = current_game.current()
st.title(t.gettext("Play against the bots"))
opened = review_view.opened_record()
if opened is not None:
    review_view.record_view(opened)
elif game.bots is None:
    st.info(t.gettext("There are no bots for %(game)s yet: choose Cinch in the sidebar to play a "
                      "whole game. You can still open a deal record below and go through it move "
                      "by move.") % {"game": current_game.name(game)}, icon=":material/smart_toy:")
else:
    shown = play_session.shown(game)
    if shown is None:
        new_game_box(game)
    else:
        table(game, shown)
review_view.upload_box()
