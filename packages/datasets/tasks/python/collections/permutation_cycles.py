# query: Decompose a permutation of 0..n-1 (index i maps to p[i]) into its cycles: start each cycle at
#   the smallest index not yet visited and follow the mapping; fixed points form one-element cycles.
#   A list that is not a permutation gives None.
# entry_point: permutation_cycles
# example: permutation_cycles([1, 0, 2]) == [[0, 1], [2]]
# example: permutation_cycles([2, 0, 1]) == [[0, 2, 1]]

def permutation_cycles(permutation):
    size = len(permutation)
    if sorted(permutation) != list(range(size)):
        return None
    visited = [False] * size
    cycles = []
    for start in range(size):
        if visited[start]:
            continue
        cycle = []
        index = start
        while not visited[index]:
            visited[index] = True
            cycle.append(index)
            index = permutation[index]
        cycles.append(cycle)
    return cycles


# tests
assert permutation_cycles([]) == []
assert permutation_cycles([0]) == [[0]]
assert permutation_cycles([0, 1, 2]) == [[0], [1], [2]]
assert permutation_cycles([1, 2, 0]) == [[0, 1, 2]]
assert permutation_cycles([3, 2, 1, 0]) == [[0, 3], [1, 2]]
assert permutation_cycles([4, 0, 3, 2, 1]) == [[0, 4, 1], [2, 3]]
assert permutation_cycles([0, 2, 1, 4, 5, 3]) == [[0], [1, 2], [3, 4, 5]]
assert permutation_cycles([1, 1]) is None
assert permutation_cycles([1, 2]) is None
