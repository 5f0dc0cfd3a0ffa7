# query: Count the pairs of positions i < j in a list where the earlier value is strictly greater than
#   the later one, in O(n log n) time. Equal values do not form a pair; empty and single-element lists give 0.
# entry_point: count_inversion_pairs
# example: count_inversion_pairs([2, 1, 3]) == 1
# example: count_inversion_pairs([4, 1, 3, 2]) == 4

def count_inversion_pairs(values):
    def sort_and_count(items):
        if len(items) <= 1:
            return items, 0
        middle = len(items) // 2
        left, left_count = sort_and_count(items[:middle])
        right, right_count = sort_and_count(items[middle:])
        merged = []
        count = left_count + right_count
        i = 0
        j = 0
        while i < len(left) and j < len(right):
            if right[j] < left[i]:
                merged.append(right[j])
                count += len(left) - i
                j += 1
            else:
                merged.append(left[i])
                i += 1
        merged.extend(left[i:])
        merged.extend(right[j:])
        return merged, count

    return sort_and_count(list(values))[1]


# tests
assert count_inversion_pairs([]) == 0
assert count_inversion_pairs([1]) == 0
assert count_inversion_pairs([1, 2, 3]) == 0
assert count_inversion_pairs([3, 2, 1]) == 3
assert count_inversion_pairs([2, 4, 1, 3, 5]) == 3
assert count_inversion_pairs([1, 1, 1]) == 0
assert count_inversion_pairs([2, 1, 2, 1]) == 3
assert count_inversion_pairs([5, 4, 3, 2, 1, 0]) == 15
assert count_inversion_pairs([-1, -3, 2, 0]) == 2
assert count_inversion_pairs([1, 2, 3, 3, 0]) == 4
