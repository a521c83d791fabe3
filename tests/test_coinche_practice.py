"""Coinche practice exercises (`tutor.games.coinche.practice`), held to the independent oracle.

Many seeded exercises of every kind, level and case, under six profiles of house rules, are
replayed by the oracle (``tests/coinche_oracle.py``, written from the rule book without looking at
the engine): every move of the record is legal there, and each answer is what the oracle (or the
rule book's tables, worked again here) says about the position: the cards that may be played
(section 4's table), the winner and the points of a trick, each side's card points, made or not,
the score, and who has won the game. Then the cases (every case of hand-score occurs), codes
with house rules, `check`, and the words in the four languages, each solution line citing its
rule. Tests are named after the rule ids.
"""

from __future__ import annotations

import doctest
import random
import re
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

import tutor.games.coinche.practice
from tutor.cards import Card
from tutor.games.coinche import (
    PROFILES,
    RULE_IDS,
    STANDARD,
    Profile,
    explain,
    profile_from,
)
from tutor.games.coinche.practice import (
    CASES,
    CONCEPTS,
    LEVELS,
    Exercise,
    Kind,
    cases_for,
    check,
    checking,
    concepts_for,
    exercise_from_code,
    generate,
    kinds_for,
    option_label,
    prompt,
    random_exercise,
    solution_lines,
)
from tutor.games.seats import Seat, Side
from tutor.i18n import LANGUAGES
from tutor.words import rules_titled

sys.path.insert(0, str(Path(__file__).resolve().parent))

import coinche_oracle as oracle

CUSTOM = profile_from({"undertrump": "may_discard", "partner_ruff": "free", "bid80_needs": 80, "surcoinche": "x3",
                       "belote_on_failure": "to_defenders", "coinched_defenders": "zero", "target": 1000,
                       "tie": "higher_total", "failed_score": "160_plus_bid", "capot_bid": 500})
PROFILE_SET = {**PROFILES, "custom": CUSTOM}
SEEDS_PER_CASE = 3
ENDS_WITH_RULE = re.compile(r"\((?:rule|regel|Regel|règle) ([a-z]+\.[a-z0-9-]+)\)$")


def sample(kind: Kind, profile: Profile) -> Iterator[Exercise]:
    """`SEEDS_PER_CASE` exercises of every case of `kind` at every level under `profile`."""
    count = len(cases_for(kind, profile))
    for level in LEVELS:
        for seed in range(SEEDS_PER_CASE * count):
            yield made(kind, level, seed, profile)


@cache
def made(kind: Kind, level: int, seed: int, profile: Profile = STANDARD) -> Exercise:
    """The exercise, made once for all the tests here."""
    return generate(kind, level, seed, profile)


every_profile = pytest.mark.parametrize("profile", list(PROFILE_SET.values()), ids=list(PROFILE_SET))


# --- the oracle's view of an exercise -------------------------------------------------------------


def oracle_record(exercise: Exercise) -> dict[str, Any]:
    """The exercise's deal record as the oracle reads it: cards and moves as text."""
    record = exercise.record
    options = {option: str(value) for option, value in record.profile.differences().items()}
    return {"game": "coinche", "dealer": record.dealer.name, "profile": options or "standard",
            "hands": {seat.name: [str(card) for card in record.hands[seat]] for seat in Seat},
            "moves": [str(recorded.move) for recorded in record.moves]}


def oracle_final(exercise: Exercise) -> tuple[dict[str, Any], set[str]]:
    """The oracle's final object of the whole hand (every move legal) and its uncertain keys."""
    replay = oracle.replay_record(oracle_record(exercise))
    assert replay.status == 0, replay.objects[-2]
    return replay.objects[-1], replay.uncertain.get(len(replay.objects) - 1, set())


def oracle_position(exercise: Exercise) -> oracle.Position:
    """The oracle's position the exercise's state stands for, replayed move by move."""
    pos, moves = oracle.parse_record(oracle_record(exercise))
    state = exercise.state
    done = len(state.calls) + 4 * len(state.tricks) + len(state.trick)
    for move in moves[:done]:
        assert oracle.judge(pos, move).rule is None, move.text()
        oracle.apply(pos, move)
    return pos


def text_side(side: Side | None) -> str | None:
    return None if side is None else side.name


def oracle_trump(exercise: Exercise) -> str:
    assert exercise.state.trump is not None
    return exercise.state.trump.letter


# --- play.*: the cards that may be played ----------------------------------------------------------


def deciding_rule(pos: oracle.Position, seat: str) -> str | None:
    """Section 4's table read again: the rule that decides what `seat` may play to the trick."""
    hand, trick, trump = pos.hands[seat], pos.trick, pos.trump
    assert trump is not None and trick
    led = oracle.suit_of(trick[0][1])
    trumps = [card for card in hand if oracle.suit_of(card) == trump]
    top = oracle.best_trump(trick, trump)
    above = [card for card in trumps if top is None or oracle.trump_higher(card, top[1])]
    if led == trump:
        if not trumps:
            return None
        return "play.overtrump" if above and len(above) < len(trumps) else "play.follow-suit"
    if any(oracle.suit_of(card) == led for card in hand):
        return "play.follow-suit"
    if not trumps:
        return None
    if oracle.partner_is_master(trick, seat, trump):
        return "play.partner-master"
    if top is None:
        return "play.must-trump"
    return "play.overtrump" if above else "play.undertrump"


@every_profile
def test_play_legal_cards_are_those_of_the_rule_books_table(profile: Profile) -> None:
    for exercise in sample(Kind.LEGAL_CARDS, profile):
        pos = oracle_position(exercise)
        assert exercise.seat is not None and pos.to_move == exercise.seat.name
        allowed = oracle.may_play(pos.hands[pos.to_move], pos.trick, pos.trump, pos.to_move, pos.profile)
        assert {str(card) for card in exercise.answer} == allowed, exercise.code  # type: ignore[union-attr]
        assert deciding_rule(pos, pos.to_move) == exercise.concept, exercise.code
        every_card = allowed == set(pos.hands[pos.to_move])
        freedom = exercise.concept == "play.partner-master" or (
            exercise.concept == "play.undertrump" and profile.undertrump == "may_discard")
        assert freedom or not every_card, f"{exercise.code}: every card may be played"
        assert {str(card) for card in exercise.options} == set(pos.hands[pos.to_move])


def test_play_legal_cards_grow_with_the_level() -> None:
    for level, tricks in ((1, {6, 7}), (2, {4, 5}), (3, {1, 2, 3})):
        for seed in range(15):
            exercise = made(Kind.LEGAL_CARDS, level, seed)
            assert len(exercise.state.tricks) + 1 in tricks and exercise.shown_from in tricks
            assert exercise.state.trick and len(exercise.cards) == len(exercise.state.trick)


# --- play.trick-winner, points.cards, points.last-trick: one trick ------------------------------------


def shown_trick(exercise: Exercise) -> list[tuple[str, str]]:
    trick = exercise.state.tricks[exercise.shown_from - 1]
    assert tuple(card for _, card in trick.plays) == exercise.cards
    return [(seat.name, str(card)) for seat, card in trick.plays]


@every_profile
def test_play_trick_winner_is_the_oracles(profile: Profile) -> None:
    for exercise in sample(Kind.TRICK_WINNER, profile):
        plays = shown_trick(exercise)
        assert isinstance(exercise.answer, Seat)
        assert exercise.answer.name == oracle.trick_winner(plays, oracle_trump(exercise)), exercise.code
        assert {seat.name for seat in exercise.options} == {seat for seat, _ in plays}


def test_play_trick_winner_levels() -> None:
    """Level 1: no trump; 2: a trump lead or one trump; 3: several trumps, or a card of a third
    suit above the winning card."""
    for level in LEVELS:
        for seed in range(20):
            exercise = made(Kind.TRICK_WINNER, level, seed)
            cards = [card for _, card in shown_trick(exercise)]
            trump = oracle_trump(exercise)
            led = oracle.suit_of(cards[0])
            trumps = sum(oracle.suit_of(card) == trump for card in cards)
            if level == 2:
                assert led == trump or trumps == 1
            elif level == 1:
                assert trumps == 0
            else:
                winner = cards[[seat for seat, _ in shown_trick(exercise)].index(exercise.answer.name)]  # type: ignore[union-attr]
                assert led != trump and (trumps >= 2 or any(
                    oracle.suit_of(card) != led and oracle.plain_higher(card, winner) for card in cards))


@every_profile
def test_points_cards_of_a_trick_and_points_last_trick(profile: Profile) -> None:
    for exercise in sample(Kind.TRICK_POINTS, profile):
        trump = oracle_trump(exercise)
        points = sum(oracle.card_points(card, trump) for _, card in shown_trick(exercise))
        last = exercise.shown_from == 8
        assert exercise.answer == points + (10 if last else 0), exercise.code
        assert last == (exercise.concept == "points.last-trick")


# --- points.*, score.*: the hand ---------------------------------------------------------------------


@every_profile
def test_points_of_the_hand_are_the_oracles(profile: Profile) -> None:
    for exercise in sample(Kind.HAND_POINTS, profile):
        final, _ = oracle_final(exercise)
        assert exercise.answer == (final["points"]["NS"], final["points"]["EW"]), exercise.code
        assert sum(exercise.answer) == 162  # type: ignore[arg-type]


@every_profile
def test_score_made_check_is_the_oracles(profile: Profile) -> None:
    compared = 0
    for exercise in sample(Kind.MADE, profile):
        final, uncertain = oracle_final(exercise)
        if "made" not in uncertain:
            assert exercise.answer == final["made"], exercise.code
            compared += 1
    assert compared >= 10


@every_profile
def test_hand_score_is_the_oracles(profile: Profile) -> None:
    compared = 0
    for exercise in sample(Kind.HAND_SCORE, profile):
        final, uncertain = oracle_final(exercise)
        if "score" not in uncertain:
            assert exercise.answer == (final["score"]["NS"], final["score"]["EW"]), exercise.code
            compared += 1
    assert compared >= 10


def hand_case(final: dict[str, Any]) -> set[str]:
    """The cases of hand-score the oracle's final object shows (section 6)."""
    contract = final["contract"]
    cases = {"failed"} if final["made"] is False else {"made"}
    if contract["coinche"] == 2:
        cases.add("coinched")
    if contract["coinche"] > 2:
        cases.add("surcoinched")
    if contract["value"] == "capot":
        cases.add("capot-bid")
    elif final["capot"] == contract["side"]:
        cases.add("capot")
    if final["belote"] is not None:
        cases.add("belote")
    return cases


@pytest.mark.parametrize("rules", ["standard", "ffb", "custom"])
def test_score_each_case_of_hand_score_occurs(rules: str) -> None:
    """Coinched, surcoinched (under a profile with the surcoinche), a capot bid, an unannounced
    capot, a belote, a failed contract: each case shows what its name says."""
    profile = PROFILE_SET[rules]
    seen: set[str] = set()
    for exercise in sample(Kind.HAND_SCORE, profile):
        final, _ = oracle_final(exercise)
        case = exercise.concept
        shows = hand_case(final)
        seen |= shows
        expected = {"score.coinche": {"coinched", "surcoinched"}, "score.capot-bid": {"capot-bid"},
                    "points.capot": {"capot"}, "points.belote": {"belote"}, "score.failed": {"failed"},
                    "score.made": {"made"}, "score.method": {"made"}}[case]
        assert shows & expected, (exercise.code, shows)
    wanted = {"coinched", "capot-bid", "capot", "belote", "failed", "made"}
    assert wanted | ({"surcoinched"} if profile.surcoinche != "off" else set()) <= seen
    assert ("surcoinched" in seen) == (profile.surcoinche != "off")


@every_profile
def test_score_method_the_solution_scores_the_hand_three_ways(profile: Profile) -> None:
    names = {"made_and_bid": "points made plus points bid", "made": "points made", "bid": "points bid"}
    for exercise in list(sample(Kind.HAND_SCORE, profile))[::4]:
        final, _ = oracle_final(exercise)
        text = "\n".join(solution_lines(exercise, "en"))
        contract = final["contract"]
        attack = contract["side"]
        belote = None if final["belote"] is None else "attackers" if final["belote"] == attack else "defenders"
        capot = None if final["capot"] is None else "attackers" if final["capot"] == attack else "defenders"
        for method, name in names.items():
            options = {**oracle.make_profile(oracle_record(exercise)["profile"]), "scoring": method}
            score = oracle.score_hand(options, contract["value"], contract["coinche"], final["points"][attack],
                                      belote, capot)
            if score.uncertain:
                continue
            ns, ew = (score.attackers, score.defenders) if attack == "NS" else (score.defenders, score.attackers)
            assert re.search(f"Under “{name}”[^:]*: North–South {ns}, East–West {ew}", text), (exercise.code, method)


def game_winner_by_hand(exercise: Exercise, final: dict[str, Any]) -> str | None:
    """`game.target` and `game.tie`, read from the rule book: who has won after the hand."""
    before = exercise.scores_before
    assert before is not None
    after = {"NS": before[Side.NS] + final["score"]["NS"], "EW": before[Side.EW] + final["score"]["EW"]}
    reached = [side for side in ("NS", "EW") if after[side] >= exercise.profile.target]
    if len(reached) < 2:
        return reached[0] if reached else None
    if exercise.profile.tie == "contract_side":
        return final["contract"]["side"]
    return None if after["NS"] == after["EW"] else max(after, key=after.__getitem__)


@every_profile
def test_game_target_and_game_tie(profile: Profile) -> None:
    for exercise in sample(Kind.GAME_WINNER, profile):
        final, uncertain = oracle_final(exercise)
        before = exercise.scores_before
        assert before is not None and all(0 <= score < profile.target for score in before)
        if "score" in uncertain:
            continue
        assert text_side(exercise.answer) == game_winner_by_hand(exercise, final), exercise.code  # type: ignore[arg-type]
        both = all(before[side] + final["score"][side.name] >= profile.target for side in Side)
        assert both == (exercise.concept == "game.tie"), exercise.code


def test_game_tie_is_not_asked_under_the_points_bid() -> None:
    """Under the points bid only one side scores in a hand: both never reach the target together."""
    assert "game.tie" not in concepts_for(PROFILES["points-bid"])
    assert "game.tie" in concepts_for(STANDARD)
    assert [case.name for case in cases_for(Kind.GAME_WINNER, PROFILES["points-bid"])] == ["reached", "not-reached"]


# --- every record replays; the levels of the whole-hand kinds ------------------------------------------


@every_profile
def test_every_record_replays_legally_under_the_oracle(profile: Profile) -> None:
    for kind in Kind:
        for exercise in list(sample(kind, profile))[::5]:
            final, _ = oracle_final(exercise)
            assert final["complete"] is True
            assert exercise.profile == profile and exercise.record.profile == profile


def test_the_whole_hand_kinds_show_fewer_tricks_at_the_lower_levels() -> None:
    shown = {1: {7, 8}, 2: {5}, 3: {1}}
    for kind in (Kind.HAND_POINTS, Kind.MADE, Kind.HAND_SCORE, Kind.GAME_WINNER):
        for level in LEVELS:
            for seed in range(6):
                exercise = made(kind, level, seed)
                assert exercise.shown_from in shown[level]
                assert ("are not shown" in prompt(exercise, "en")) == (level < 3)


# --- concepts, kinds, random exercises ----------------------------------------------------------------


def test_the_concepts() -> None:
    assert set(CONCEPTS) == {
        "play.follow-suit", "play.must-trump", "play.partner-master", "play.overtrump", "play.undertrump",
        "play.trick-winner", "points.cards", "points.last-trick", "points.capture", "points.belote",
        "points.capot", "score.method", "score.made-check", "score.made", "score.failed", "score.coinche",
        "score.capot-bid", "game.target", "game.tie"}
    assert list(CONCEPTS) == [rule for rule in RULE_IDS if rule in CONCEPTS]
    assert kinds_for("points.cards") == (Kind.TRICK_POINTS, Kind.HAND_POINTS)
    assert kinds_for("turn.order") == ()
    assert all(case.concept in RULE_IDS for cases in CASES.values() for case in cases)


@pytest.mark.parametrize("concept", CONCEPTS)
def test_random_exercise_practises_the_concept_asked_for(concept: str) -> None:
    rng = random.Random(concept)
    exercise = random_exercise(rng, concept=concept, profile=PROFILES["ffb"])
    assert exercise.concept == concept and exercise.profile == PROFILES["ffb"]
    assert exercise_from_code("coinche:" + exercise.code) == exercise


def test_random_exercise_refuses_what_nothing_practises() -> None:
    with pytest.raises(ValueError, match="no kind of exercise practises 'turn.order'"):
        random_exercise(random.Random(1), concept="turn.order")
    with pytest.raises(ValueError, match="no kind of exercise practises 'game.tie' under the house rules"):
        random_exercise(random.Random(1), concept="game.tie", profile=PROFILES["points-bid"])
    with pytest.raises(ValueError, match="made exercises do not practise 'game.tie'"):
        random_exercise(random.Random(1), Kind.MADE, concept="game.tie")


def test_random_exercise_is_drawn_from_the_rng() -> None:
    first = random_exercise(random.Random(7))
    assert random_exercise(random.Random(7)) == first
    assert first.profile == STANDARD and "@" not in first.code


# --- codes ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", [STANDARD, PROFILES["ffb"], PROFILES["points-made"], CUSTOM],
                         ids=["standard", "ffb", "points-made", "custom"])
def test_codes_round_trip_with_house_rules(profile: Profile) -> None:
    for kind in Kind:
        exercise = generate(kind, 2, 11, profile)
        code = exercise.code
        assert code.startswith(f"{kind.value}.2.11") and ("@" in code) == (profile != STANDARD)
        assert exercise_from_code(code) == exercise
        assert exercise_from_code(f"coinche:{code}") == exercise
        assert exercise_from_code(f" Coinche:{code.upper()} ") == exercise


def test_a_profile_is_carried_by_its_name_or_its_options() -> None:
    assert generate(Kind.MADE, 1, 3, PROFILES["ffb"]).code == "made.1.3@ffb"
    custom = profile_from({"scoring": "made", "target": 1500})
    exercise = generate(Kind.MADE, 1, 3, custom)
    assert exercise.code == "made.1.3@custom,scoring=made,target=1500"
    assert exercise_from_code("coinche:made.1.3@custom,target=1500,scoring=made") == exercise
    assert exercise_from_code("made.1.3@standard") == generate(Kind.MADE, 1, 3)


@pytest.mark.parametrize(("code", "message"), [
    ("coinche:", "is not an exercise code: expected KIND.LEVEL.SEED"),
    ("coinche:hand-score.2", "is not an exercise code"),
    ("coinche:hand-score.2.x", "is not an exercise code"),
    ("coinche:hand-score.2.5.1", "is not an exercise code"),
    ("coinche:bogus.1.5", "unknown kind of exercise 'bogus'.*expected one of legal-cards"),
    ("coinche:best-card.1.5", "unknown kind of exercise 'best-card'"),
    ("coinche:hand-score.4.5", "level 4 .* does not exist: levels are 1, 2 and 3"),
    ("coinche:hand-score.01.5", "level 01 .* does not exist"),
    ("coinche:hand-score.2." + "9" * 19, "too long: at most 18 digits"),
    ("coinche:hand-score.2.5@", "nothing follows '@'"),
    ("coinche:hand-score.2.5@nonsense", "house rules in .* are wrong: unknown profile 'nonsense'"),
    ("coinche:hand-score.2.5@custom,scoring=best", "house rules in .* are wrong: house rule 'scoring' cannot be"),
    ("coinche:hand-score.2.5@custom,colour=red", "house rules in .* are wrong: unknown house rule 'colour'"),
    ("coinche:hand-score.2.5@ffb,target=500", "house rules in .* are wrong: only custom house rules list"),
    ("coinche:hand-score.2.5@custom,name=ffb", "house rules in .* are wrong: .*differ from those of that name"),
    ("cinch:hand-score.2.5", "is an exercise of cinch, not of coinche"),
    ("bridge:hand-score.2.5", "unknown game 'bridge'"),
])
def test_bad_codes_are_refused_clearly(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        exercise_from_code(code)


def test_a_code_is_text() -> None:
    with pytest.raises(ValueError, match="an exercise code is text, not int"):
        exercise_from_code(5)  # type: ignore[arg-type]


@pytest.mark.parametrize(("kind", "level", "seed", "profile", "message"), [
    ("made", 1, 1, STANDARD, "unknown kind of exercise 'made'"),
    (Kind.MADE, 0, 1, STANDARD, "level 0 does not exist"),
    (Kind.MADE, True, 1, STANDARD, "level True does not exist"),
    (Kind.MADE, 1, -1, STANDARD, "seed -1 is not allowed"),
    (Kind.MADE, 1, 10 ** 18, STANDARD, "at most 18 digits"),
    (Kind.MADE, 1, 1, "ffb", "is not a set of Coinche house rules"),
])
def test_generate_refuses_bad_arguments(kind: Kind, level: int, seed: int, profile: Profile, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        generate(kind, level, seed, profile)


# --- checking answers -------------------------------------------------------------------------------------


def wrong_answer(exercise: Exercise) -> object:
    """An answer of the right shape that is not the right one."""
    answer = exercise.answer
    if isinstance(answer, frozenset):
        return answer ^ {exercise.options[0]}
    if isinstance(answer, tuple):
        return (answer[0] + 1, answer[1])
    if exercise.kind is Kind.TRICK_POINTS:
        return answer + 1  # type: ignore[operator]
    return next(option for option in exercise.options if option is not answer)


def spelled_out(answer: object) -> object:
    """The same answer as text, as a form or a link would give it."""
    if isinstance(answer, bool):
        return "yes" if answer else "No"
    if isinstance(answer, frozenset):
        return [str(card).lower() for card in answer]
    if isinstance(answer, tuple):
        return {"NS": str(answer[0]), "ew": answer[1]}
    if isinstance(answer, (Seat, Side)):
        return answer.name.lower()
    if isinstance(answer, int):
        return f" {answer} "
    return "neither"


@pytest.mark.parametrize("kind", list(Kind))
def test_check_accepts_the_answer_and_refuses_a_wrong_one(kind: Kind) -> None:
    for exercise in list(sample(kind, PROFILES["pagat"]))[::3]:
        assert check(exercise, exercise.answer)
        assert check(exercise, spelled_out(exercise.answer))
        assert not check(exercise, wrong_answer(exercise))
        assert not check(exercise, spelled_out(wrong_answer(exercise)))


@pytest.mark.parametrize("kind", list(Kind))
@pytest.mark.parametrize("nonsense", [object(), "nonsense", 3.5, [], {}, ("1",), b"NS", ["ZZ"], [["AH"]],
                                      {"NS": 1}, (1, 2, 3), (True, False), "²", -1])
def test_check_refuses_what_cannot_be_read(kind: Kind, nonsense: object) -> None:
    assert not check(made(kind, 1, 3), nonsense)


def test_check_wants_each_card_once() -> None:
    legal = made(Kind.LEGAL_CARDS, 3, 5)
    assert isinstance(legal.answer, frozenset)
    assert not check(legal, [*map(str, legal.answer), str(min(legal.answer))])
    assert check(legal, list(legal.answer))


def test_check_does_not_take_a_fault_of_the_program_for_a_wrong_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(given: object) -> object:
        raise KeyError("a bug")
    monkeypatch.setitem(checking.READ, Kind.MADE, broken)
    with pytest.raises(KeyError):
        check(made(Kind.MADE, 1, 3), True)


# --- words ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(Kind))
@pytest.mark.parametrize("rules", ["standard", "ffb", "points-bid", "custom"])
def test_every_prompt_and_solution_renders_in_every_language_citing_its_rules(kind: Kind, rules: str) -> None:
    for exercise in list(sample(kind, PROFILE_SET[rules]))[::2]:
        for lang in LANGUAGES:
            assert prompt(exercise, lang).strip()
            lines = solution_lines(exercise, lang)
            assert lines
            for line in lines:
                match = ENDS_WITH_RULE.search(line)
                assert match is not None and match.group(1) in RULE_IDS, (exercise.code, lang, line)
                assert len(re.findall(r"\((?:rule|regel|Regel|règle) ", line)) == 1, line
            for option in exercise.options:
                assert option_label(exercise, option, lang)


def test_a_solution_cites_each_rule_once_by_its_title_too() -> None:
    for kind in Kind:
        exercise = made(kind, 2, 4)
        with rules_titled(lambda rule: f"<{rule}>"):
            lines = solution_lines(exercise, "en")
        for line in lines:
            assert re.fullmatch(r".*\(rule: <[a-z]+\.[a-z0-9-]+>\)", line) and line.count("(rule") == 1, line


def test_the_legal_cards_solution_names_each_refused_card_with_its_rule() -> None:
    for seed in range(20):
        exercise = made(Kind.LEGAL_CARDS, 2, seed)
        pos = oracle_position(exercise)
        seat = pos.to_move
        assert seat is not None
        refused = [card for card in pos.hands[seat] if str(card) not in {str(c) for c in exercise.answer}]  # type: ignore[union-attr]
        lines = solution_lines(exercise, "en")
        for card in refused:
            rule = oracle.card_rule(pos.hands[seat], pos.trick, pos.trump, seat, pos.profile, card)
            line = next(line for line in lines if line.startswith("Not allowed here:") and f"(rule {rule})" in line)
            name = explain.card_name(Card.parse(card), "en")
            assert name in line


def test_a_prompt_names_the_house_rules_and_hides_nothing_it_needs() -> None:
    exercise = made(Kind.HAND_SCORE, 1, 3, PROFILES["ffb"])
    text = prompt(exercise, "en")
    assert "House rules: ffb." in text and "Scoring method: points made plus points bid." in text
    assert "Tricks 1 to" in text and "In those tricks North–South" in text
    assert "House rules" not in prompt(made(Kind.HAND_SCORE, 1, 3), "en")


def test_option_labels() -> None:
    winner = made(Kind.GAME_WINNER, 1, 0)
    assert [option_label(winner, option, "en") for option in winner.options] == [
        "North–South", "East–West", "Neither side yet"]
    assert [option_label(made(Kind.MADE, 1, 0), option, "fr") for option in (True, False)] == ["Oui", "Non"]
    trick = made(Kind.TRICK_WINNER, 1, 0)
    assert {option_label(trick, seat, "de") for seat in trick.options} == {"Nord", "Ost", "Süd", "West"}
    with pytest.raises(ValueError, match="is not an option"):
        option_label(trick, Side.NS, "en")


def test_the_package_examples_hold() -> None:
    assert doctest.testmod(tutor.games.coinche.practice).failed == 0


# --- the widgets: the answer they give is the one `check` reads -----------------------------------------

WIDGETS = """
import streamlit as st
from tutor.app import language
st.session_state.setdefault(language.KEY, "en")
from tutor.games.coinche.practice import check, exercise_from_code
from tutor.games.coinche.widgets import exercise as view
exercise = exercise_from_code(st.query_params["code"])
view.show_position(exercise)
given = view.answer_input(exercise, key="answer")
st.markdown("nothing yet" if given is view.NOTHING else f"right: {check(exercise, given)}")
"""


@pytest.mark.parametrize("kind", list(Kind))
def test_the_widgets_give_an_answer_check_reads(kind: Kind) -> None:
    exercise = made(kind, 2, 6, PROFILES["ffb"])
    app = AppTest.from_string(WIDGETS, default_timeout=30)
    app.query_params["code"] = exercise.code
    app.run()
    assert not app.exception and app.markdown[-1].value == "nothing yet"
    answer = exercise.answer
    if isinstance(answer, frozenset):
        for card in answer:
            app.button(key=f"answer-{card}").click().run()
    elif isinstance(answer, tuple):
        for field, number in zip(app.number_input, answer, strict=True):
            field.set_value(number)
        app.run()
    elif isinstance(answer, int) and not isinstance(answer, (bool, Seat, Side)):
        app.number_input[0].set_value(answer).run()
    else:
        app.radio[0].set_value(next(i for i, option in enumerate(exercise.options) if option is answer)).run()
    assert not app.exception and app.markdown[-1].value == "right: True"
