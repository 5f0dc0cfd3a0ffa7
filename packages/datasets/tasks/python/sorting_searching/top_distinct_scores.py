# query: Return up to the requested number of highest distinct scores, from highest to lowest; repeated
#   scores appear once. A count of zero gives an empty list.
# entry_point: top_distinct_scores
# example: top_distinct_scores([3, 7, 7, 5], 2) == [7, 5]
# example: top_distinct_scores([1, 1, 2], 3) == [2, 1]

def top_distinct_scores(scores, count):
    result = []
    for score in sorted(scores, reverse=True):
        if len(result) >= count:
            break
        if result and result[-1] == score:
            continue
        result.append(score)
    return result


# tests
assert top_distinct_scores([5, 9, 9, 7, 5, 1], 3) == [9, 7, 5]
assert top_distinct_scores([], 2) == []
assert top_distinct_scores([4, 4], 3) == [4]
assert top_distinct_scores([1, 2, 3], 0) == []
assert top_distinct_scores([-1, -5, -3], 2) == [-1, -3]
assert top_distinct_scores([8, 6, 8, 6, 4], 2) == [8, 6]
assert top_distinct_scores([3, 2, 2, 1], 5) == [3, 2, 1]
assert top_distinct_scores([10, 10, 9], 1) == [10]
