# query: Find the largest and second-largest values with a knockout tournament: values play in pairs round by round
#   (an odd one out gets a bye), the larger of each pair advances (the left one on ties), and the runner-up is the largest
#   value among those the champion beat. Return (largest, second largest, comparisons made), or None for fewer than two.
# entry_point: tournament_top_two
# example: tournament_top_two([3, 9]) == (9, 3, 1)
# example: tournament_top_two([4, 1, 7]) == (7, 4, 2)

def tournament_top_two(values):
    if len(values) < 2:
        return None
    players = [(value, []) for value in values]
    comparisons = 0
    while len(players) > 1:
        next_round = []
        for i in range(0, len(players) - 1, 2):
            left, right = players[i], players[i + 1]
            comparisons += 1
            if left[0] >= right[0]:
                next_round.append((left[0], left[1] + [right[0]]))
            else:
                next_round.append((right[0], right[1] + [left[0]]))
        if len(players) % 2 == 1:
            next_round.append(players[-1])
        players = next_round
    champion, beaten = players[0]
    runner_up = beaten[0]
    for value in beaten[1:]:
        comparisons += 1
        if value > runner_up:
            runner_up = value
    return (champion, runner_up, comparisons)


# tests
assert tournament_top_two([]) is None
assert tournament_top_two([5]) is None
assert tournament_top_two([1, 2]) == (2, 1, 1)
assert tournament_top_two([8, 6, 7, 5]) == (8, 7, 4)
assert tournament_top_two([2, 9, 4, 8, 1, 3, 7, 6]) == (9, 8, 9)
assert tournament_top_two([5, 5, 1]) == (5, 5, 3)
assert tournament_top_two([1, 2, 3, 4, 5]) == (5, 4, 4)
assert tournament_top_two([-3, -1, -2]) == (-1, -2, 3)
assert tournament_top_two([10, 1, 2, 3, 9]) == (10, 9, 6)
