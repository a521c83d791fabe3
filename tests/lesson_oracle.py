"""The answers to the lessons' *ask* steps by the independent oracles (`cinch_oracle`,
`coinche_oracle`), not by the engine (not a test module itself).

The lesson file is read here with plain ``yaml.safe_load``, not by `tutor.lesson_reader`: the
records are the raw mappings of the file, and the place of each *ask* step in its record is
counted from the steps (``play: N`` moves on N moves, ``do`` one, ``record:`` switches). Each
oracle replays the record's moves as text. Only the house-rule profiles' names are data taken
from the engine's documentation (cinch-rules.md and coinche-rules.md name options, not profiles).

`oracle_answers(path)` yields, for each *ask* step, its line, question and the oracle's answer in
the notation of ``expect:`` (N, NS, 5D, [5D, 3H], yes, no, none, 12), or `NOT_COVERED` with why
when the oracle does not read the position (table-mode claims, the discard phase, …).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cinch_oracle as cinch
import coinche_oracle as coinche
import yaml

NOT_COVERED = "not covered"

CINCH_PROFILES: dict[str, dict[str, Any]] = {
    "standard": {},
    "bid-six": {"min_bid": 6},
    "bid-seven": {"min_bid": 7},
    "stick-the-dealer": {"all_pass": "stick_dealer"},
    "redeal": {"all_pass": "redeal"},
    "free-rob": {"dealer_rob": "free", "excess_trumps": "any"},
}
COINCHE_PROFILES: dict[str, dict[str, Any]] = {
    "standard": {},
    "points-made": {"scoring": "made"},
    "points-bid": {"scoring": "bid"},
}


@dataclass(frozen=True)
class Asked:
    line: int
    """The line of the step's ``ask`` key (1-based)."""
    number: int
    """The step's place among the lesson's *ask* steps, from 1."""
    question: str
    answer: Any
    """The answer in ``expect:`` notation (text), or `NOT_COVERED`."""
    why: str = ""
    expect: Any = None
    """The step's ``expect:`` as written, if any."""


def words(value: Any) -> str:
    """An answer in the notation of ``expect:``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, set | frozenset | list):
        return "[" + ", ".join(sorted(value)) + "]"
    return str(value)


def written(value: Any) -> str:
    """An ``expect:`` as ``yaml.safe_load`` reads it, in the same notation (YAML 1.1 reads an
    unquoted yes/no as a bool and digits as a number)."""
    if isinstance(value, list):
        return "[" + ", ".join(sorted(str(card).upper() for card in value)) + "]"
    if isinstance(value, bool) or value is None:
        return words(value)
    text = str(value).strip()
    return text.lower() if text.lower() in ("yes", "no", "none") else text.upper()


def profile_options(spec: Any, named: dict[str, dict[str, Any]]) -> dict[str, Any]:
    if spec is None:
        return {}
    if isinstance(spec, str):
        return dict(named[spec])
    options = dict(named[spec.get("base", "standard")])
    options.update({key: value for key, value in spec.items() if key not in ("base", "name")})
    return options


def oracle_answers(path: Path) -> Iterator[Asked]:
    """The oracle's answer to each *ask* step of the lesson at `path`."""
    text = path.read_text(encoding="utf-8")
    lesson = yaml.safe_load(text)
    lines = _ask_lines(text)
    game = lesson.get("game", "cinch")
    records = {name: _load_record(record, path.parent) for name, record in lesson["records"].items()}
    cursors = dict.fromkeys(records, 0)
    current = next(iter(records))
    asked = 0
    for step in lesson["steps"]:
        current = step.get("record", current)
        if "read" in step:
            cursors[current] += int(step.get("play", 0))
        elif "do" in step:
            cursors[current] += 1
        else:
            record, moves = records[current], (records[current].get("moves") or [])[:cursors[current]]
            try:
                found = (cinch_answer if game == "cinch" else coinche_answer)(record, moves, step)
            except (cinch.OracleError, coinche.MalformedRecord, NotCovered) as error:
                found = f"{NOT_COVERED}: {error}"
            yield Asked(lines[asked], asked + 1, step["question"], found, str(step.get("why", "")).strip(),
                        step.get("expect"))
            asked += 1


class NotCovered(Exception):
    """The oracle does not read this question in this position."""


def _ask_lines(text: str) -> list[int]:
    return [number for number, line in enumerate(text.splitlines(), start=1) if line.lstrip().startswith("- ask:")]


def _load_record(record: dict[str, Any], folder: Path) -> dict[str, Any]:
    if list(record) == ["file"]:
        return yaml.safe_load((folder / record["file"]).read_text(encoding="utf-8"))
    return record


# --- Cinch ---------------------------------------------------------------------------------------


def cinch_answer(record: dict[str, Any], moves: list[str], step: dict[str, Any]) -> str:
    if any(str(move).split()[1] in ("claim", "withdraw", "accept") for move in moves):
        raise NotCovered("a table-mode record with a claim")
    deal = cinch.Deal(str(record["dealer"]), {seat: [str(card) for card in cards]
                                              for seat, cards in record["hands"].items()},
                      [str(card) for card in record["stock"]],
                      profile_options(record.get("profile"), CINCH_PROFILES))
    position = cinch.replay(deal, [str(move) for move in moves])[-1]
    question, trump = step["question"], position.trump
    if question == "next-dealer":
        return cinch.next_seat(deal.dealer)  # deal.rotation
    if question == "cutter":
        return cinch.SEATS[(cinch.SEATS.index(deal.dealer) - 1) % 4]  # shuffle.cut: the dealer's right
    if question == "to-move":
        if position.to_move is None:
            raise NotCovered("whose turn it is in the discard")
        return position.to_move
    if question == "lowest-bid":
        bids = [amount for _, amount in position.calls if amount is not None]
        return str(max(int(deal.option("min_bid")), max(bids, default=0) + 1))  # bid.range, bid.must-top
    assert trump is not None
    if question == "discards":
        hand = position.hands[str(step["seat"])]
        return words({card for card in hand if not cinch.is_trump(card, trump)})
    if question == "is-trump":
        return words(cinch.is_trump(str(step["card"]), trump))
    if question == "higher":
        return cinch.higher([str(card) for card in step["cards"]], trump)
    if question == "trick-winner":
        return position.tricks[-1][1]
    if question == "legal-cards":
        assert position.to_move == str(step["seat"])
        return words(cinch.legal_cards(position))
    sheet = cinch.score(position)
    if question == "point-winner":
        return words(sheet.sides[str(step["point"]).replace("-", "_")])
    if question == "count":
        return str(sheet.counts[str(step["side"])])
    if question == "hand-score":
        return str(sheet.scores[str(step["side"])])
    if question == "made":
        return words(sheet.made)
    if question == "game-winner":
        before = {str(side): int(score) for side, score in step["scores"].items()}
        return words(cinch.game_winner(before, sheet, int(deal.option("target"))))
    raise NotCovered(question)


# --- Coinche -------------------------------------------------------------------------------------


def coinche_answer(record: dict[str, Any], moves: list[str], step: dict[str, Any]) -> str:
    if any(str(move).split()[1] in ("claim", "withdraw", "accept") for move in moves):
        raise NotCovered("a table-mode record with a claim")
    raw = {key: value for key, value in record.items() if key != "mode"}
    raw["profile"] = profile_options(record.get("profile"), COINCHE_PROFILES) or None
    pos, parsed = coinche.parse_record({**raw, "moves": moves})
    for move in parsed:
        verdict = coinche.judge(pos, move)
        if verdict.rule is not None:
            raise NotCovered(f"the oracle refuses {move.text()} ({verdict.rule})")
        coinche.apply(pos, move)
    question, trump = step["question"], pos.trump
    if question == "to-move":
        return str(pos.to_move)
    if question == "next-dealer":
        return pos.nxt(pos.dealer)  # deal.rotation, also after a hand thrown in (bid.all-pass)
    if question == "cutter":
        before = [seat for seat in coinche.SEATS if pos.nxt(seat) == pos.dealer]
        return before[0]  # the seat before the dealer, in the direction of play
    if question == "lowest-bid":
        if pos.highest is None:
            return "80"
        if pos.highest[1] == "capot":
            raise NotCovered("no number above a capot")
        return str(int(pos.highest[1]) + 10)
    if question == "trick-winner":
        return pos.tricks[-1][1]
    if question == "legal-cards":
        seat = str(step["seat"])
        assert pos.to_move == seat
        return words({card for card in pos.hands[seat]
                      if coinche.judge(pos, coinche.Move(seat, "play", card=card)).rule is None})
    if question == "belote":
        return words(pos.belote_holder())
    assert trump is not None
    if question == "higher":
        cards = [str(card).upper() for card in step["cards"]]
        trumps = [card for card in cards if coinche.suit_of(card) == trump]
        pool = trumps or cards
        best = pool[0]
        for card in pool[1:]:
            beats = coinche.trump_higher if trumps else coinche.plain_higher
            if beats(card, best):
                best = card
        return best
    if question == "card-points":
        return str(coinche.card_points(str(step["card"]).upper(), trump))
    if question == "trick-points":
        cards, _ = pos.tricks[-1]
        return str(sum(coinche.card_points(card, trump) for _, card in cards) + (10 if len(pos.tricks) == 8 else 0))
    if question == "needed":
        assert pos.highest is not None and pos.highest[1] != "capot"
        return str(max(int(pos.highest[1]), 82 if pos.profile["bid80_needs"] == "82" else 80))
    final, uncertain = coinche.final_object(pos)
    if uncertain & {"made", "score", "belote"}:
        raise NotCovered(f"the oracle marks {sorted(uncertain)} uncertain")
    if question == "count":
        return str(final["points"][str(step["side"])])
    if question == "made":
        return words(final["made"])
    if question == "hand-score":
        return str(final["score"][str(step["side"])])
    if question == "game-winner":
        target = int(pos.profile["target"])
        totals = {str(side): int(score) + final["score"][str(side)] for side, score in step["scores"].items()}
        reached = [side for side in ("NS", "EW") if totals[side] >= target]
        if len(reached) == 2:  # game.tie
            if pos.profile["tie"] == "higher_total" and totals["NS"] != totals["EW"]:
                return max(reached, key=totals.__getitem__)
            return final["contract"]["side"]
        return words(reached[0] if reached else None)
    raise NotCovered(question)
