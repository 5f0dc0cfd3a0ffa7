# query: Pack item sizes into bins of the given capacity with the first-fit rule: each item goes into
#   the earliest bin that still has room for it, or into a new bin. Return the bins as lists of sizes,
#   or None if any single item is larger than the capacity.
# entry_point: first_fit_bins
# example: first_fit_bins([5, 7, 3], 10) == [[5, 3], [7]]
# example: first_fit_bins([2, 2], 4) == [[2, 2]]

def first_fit_bins(sizes, capacity):
    bins = []
    loads = []
    for size in sizes:
        if size > capacity:
            return None
        for index in range(len(bins)):
            if loads[index] + size <= capacity:
                bins[index].append(size)
                loads[index] += size
                break
        else:
            bins.append([size])
            loads.append(size)
    return bins


# tests
assert first_fit_bins([], 5) == []
assert first_fit_bins([5], 5) == [[5]]
assert first_fit_bins([6], 5) is None
assert first_fit_bins([4, 4, 4], 8) == [[4, 4], [4]]
assert first_fit_bins([6, 6, 4, 4], 10) == [[6, 4], [6, 4]]
assert first_fit_bins([8, 3, 2, 5, 1], 10) == [[8, 2], [3, 5, 1]]
assert first_fit_bins([1, 9, 9, 1], 10) == [[1, 9], [9, 1]]
assert first_fit_bins([3, 3, 3, 3], 6) == [[3, 3], [3, 3]]
assert first_fit_bins([2, 11], 10) is None
assert first_fit_bins([7, 5, 3, 2], 9) == [[7, 2], [5, 3]]
