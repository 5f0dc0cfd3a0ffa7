# query: Referee a rock-paper-scissors match from rounds of (move_a, move_b) with moves "rock", "paper" or "scissors":
#   draws score nothing and the first player to reach `target` round wins takes the match, after which rounds are
#   ignored. Return ("A" or "B" or None, wins of A, wins of B); a round with an unknown move raises no error but is skipped.
# entry_point: rps_match_winner
# example: rps_match_winner([("rock", "scissors")], 1) == ("A", 1, 0)
# example: rps_match_winner([("rock", "rock")], 1) == (None, 0, 0)

def rps_match_winner(rounds, target):
    beats = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
    wins_a = 0
    wins_b = 0
    for move_a, move_b in rounds:
        if move_a not in beats or move_b not in beats:
            continue
        if beats[move_a] == move_b:
            wins_a += 1
        elif beats[move_b] == move_a:
            wins_b += 1
        if wins_a >= target:
            return ("A", wins_a, wins_b)
        if wins_b >= target:
            return ("B", wins_a, wins_b)
    return (None, wins_a, wins_b)


# tests
assert rps_match_winner([], 2) == (None, 0, 0)
assert rps_match_winner([("paper", "rock"), ("scissors", "rock"), ("rock", "scissors")], 2) == ('A', 2, 1)
assert rps_match_winner([("rock", "paper"), ("paper", "scissors"), ("rock", "scissors")], 2) == ('B', 0, 2)
assert rps_match_winner([("scissors", "paper"), ("scissors", "paper"), ("rock", "paper")], 2) == ('A', 2, 0)
assert rps_match_winner([("lizard", "rock"), ("rock", "spock"), ("paper", "paper")], 1) == (None, 0, 0)
assert rps_match_winner([("paper", "scissors"), ("rock", "scissors")], 3) == (None, 1, 1)
assert rps_match_winner([("rock", "scissors"), ("rock", "paper"), ("scissors", "rock"), ("paper", "rock")], 3) == (None, 2, 2)
assert rps_match_winner([("scissors", "rock")], 1) == ('B', 0, 1)
