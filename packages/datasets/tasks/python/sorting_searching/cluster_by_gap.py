# query: Sort numbers ascending and split them into clusters, starting a new cluster whenever a value is
#   more than the allowed gap above the previous value. Return the list of clusters (lists of values).
# entry_point: cluster_by_gap
# example: cluster_by_gap([1, 2, 6, 7], 1) == [[1, 2], [6, 7]]
# example: cluster_by_gap([10, 4, 5, 20], 3) == [[4, 5], [10], [20]]

def cluster_by_gap(values, gap):
    clusters = []
    for value in sorted(values):
        if clusters and value - clusters[-1][-1] <= gap:
            clusters[-1].append(value)
        else:
            clusters.append([value])
    return clusters


# tests
assert cluster_by_gap([1, 2, 10, 11, 3], 2) == [[1, 2, 3], [10, 11]]
assert cluster_by_gap([], 1) == []
assert cluster_by_gap([5], 0) == [[5]]
assert cluster_by_gap([1, 3, 5], 2) == [[1, 3, 5]]
assert cluster_by_gap([1, 3, 5], 1) == [[1], [3], [5]]
assert cluster_by_gap([4, 4, 4], 0) == [[4, 4, 4]]
assert cluster_by_gap([-5, -1, 0, 8], 4) == [[-5, -1, 0], [8]]
assert cluster_by_gap([20, 1, 7], 5) == [[1], [7], [20]]
assert cluster_by_gap([1, 10, 11, 12, 30, 31], 1) == [[1], [10, 11, 12], [30, 31]]
