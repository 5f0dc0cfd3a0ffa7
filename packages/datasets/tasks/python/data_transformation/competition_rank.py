# query: Rank scores with standard competition ranking, highest score first: equal scores share the
#   same rank and the following rank skips accordingly (scores 80, 80, 70 get ranks 1, 1, 3). Ranks are
#   returned in the order of the input scores.
# entry_point: competition_rank
# example: competition_rank([90, 80, 90]) == [1, 3, 1]
# example: competition_rank([3, 1, 2]) == [1, 3, 2]

def competition_rank(scores):
    ordered = sorted(scores, reverse=True)
    first_position = {}
    for index in range(len(ordered)):
        if ordered[index] not in first_position:
            first_position[ordered[index]] = index + 1
    return [first_position[score] for score in scores]


# tests
assert competition_rank([]) == []
assert competition_rank([10]) == [1]
assert competition_rank([10, 20, 30]) == [3, 2, 1]
assert competition_rank([50, 80, 80, 70]) == [4, 1, 1, 3]
assert competition_rank([5, 5, 5]) == [1, 1, 1]
assert competition_rank([1, 2, 2, 3]) == [4, 2, 2, 1]
assert competition_rank([-1, 0]) == [2, 1]
assert competition_rank([7, 9, 7, 9, 8]) == [4, 1, 4, 1, 3]
