# query: Split a list of numbers into its maximal non-decreasing runs, starting a new run wherever an
#   element is smaller than the one before it. An empty list gives no runs.
# entry_point: ascending_runs
# example: ascending_runs([4, 5, 1, 2, 3]) == [[4, 5], [1, 2, 3]]
# example: ascending_runs([2, 2, 1]) == [[2, 2], [1]]

def ascending_runs(values):
    runs = []
    for index in range(len(values)):
        if index == 0 or values[index] < values[index - 1]:
            runs.append([values[index]])
        else:
            runs[-1].append(values[index])
    return runs


# tests
assert ascending_runs([]) == []
assert ascending_runs([5]) == [[5]]
assert ascending_runs([1, 2, 3]) == [[1, 2, 3]]
assert ascending_runs([3, 2, 1]) == [[3], [2], [1]]
assert ascending_runs([1, 1, 2, 2]) == [[1, 1, 2, 2]]
assert ascending_runs([1, 3, 2, 4, 0]) == [[1, 3], [2, 4], [0]]
assert ascending_runs([-1, -5, -5, 2]) == [[-1], [-5, -5, 2]]
assert ascending_runs([2, 9, 1, 1]) == [[2, 9], [1, 1]]
