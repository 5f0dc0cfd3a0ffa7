# query: Count how many distinct items occur exactly k times in a list, for every k that occurs, and
#   return a dict from k to that number ordered by k ascending.
# entry_point: frequency_of_frequencies
# example: frequency_of_frequencies(["a", "b", "a"]) == {1: 1, 2: 1}
# example: frequency_of_frequencies([7, 7, 8, 8]) == {2: 2}

def frequency_of_frequencies(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    spectrum = {}
    for count in counts.values():
        spectrum[count] = spectrum.get(count, 0) + 1
    return dict(sorted(spectrum.items()))


# tests
assert frequency_of_frequencies([]) == {}
assert frequency_of_frequencies(["x"]) == {1: 1}
assert frequency_of_frequencies([1, 2, 3]) == {1: 3}
assert frequency_of_frequencies([1, 1, 1]) == {3: 1}
assert frequency_of_frequencies([1, 1, 2, 3, 3, 3, 4]) == {1: 2, 2: 1, 3: 1}
assert list(frequency_of_frequencies([5, 5, 5, 6, 6, 7])) == [1, 2, 3]
assert frequency_of_frequencies("mississippi") == {1: 1, 2: 1, 4: 2}
assert frequency_of_frequencies([True, 1, 0]) == {1: 1, 2: 1}
