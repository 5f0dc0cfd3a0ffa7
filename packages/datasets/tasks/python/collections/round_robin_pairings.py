# query: Schedule a round-robin tournament with the circle method: keep the first team fixed, pair
#   position i with position n-1-i in each round, then rotate the other teams one step clockwise. With
#   an odd number of teams one team sits out each round. Return the list of rounds, each a list of
#   (team, team) pairs; fewer than two teams gives an empty list.
# entry_point: round_robin_pairings
# example: len(round_robin_pairings(list("abcdefgh"))) == 7
# example: round_robin_pairings(["a", "b", "c"]) == [[("b", "c")], [("a", "c")], [("a", "b")]]

def round_robin_pairings(teams):
    if len(teams) < 2:
        return []
    players = list(teams)
    if len(players) % 2 == 1:
        players.append(None)
    count = len(players)
    rounds = []
    for _ in range(count - 1):
        pairs = []
        for index in range(count // 2):
            home = players[index]
            away = players[count - 1 - index]
            if home is not None and away is not None:
                pairs.append((home, away))
        rounds.append(pairs)
        players = [players[0], players[-1]] + players[1:-1]
    return rounds


# tests
assert round_robin_pairings([]) == []
assert round_robin_pairings(["solo"]) == []
assert round_robin_pairings([1, 2, 3, 4]) == [[(1, 4), (2, 3)], [(1, 3), (4, 2)], [(1, 2), (3, 4)]]
assert len(round_robin_pairings(list(range(6)))) == 5
assert round_robin_pairings(list(range(6)))[2] == [(0, 3), (4, 2), (5, 1)]
assert round_robin_pairings([1, 2, 3, 4, 5]) == [[(2, 5), (3, 4)], [(1, 5), (2, 3)], [(1, 4), (5, 3)], [(1, 3), (4, 2)], [(1, 2), (4, 5)]]
assert round_robin_pairings(["p", "q"]) == [[("p", "q")]]
assert round_robin_pairings(["x", "y", "z", "w"])[1] == [('x', 'z'), ('w', 'y')]
