# query: Delta-encode a list of integers: keep the first value as is and replace every later value by
#   its difference from the value before it. An empty list gives an empty list.
# entry_point: delta_encode
# example: delta_encode([2, 4, 8, 16]) == [2, 2, 4, 8]
# example: delta_encode([5, 3]) == [5, -2]

def delta_encode(values):
    if len(values) == 0:
        return []
    encoded = [values[0]]
    for index in range(1, len(values)):
        encoded.append(values[index] - values[index - 1])
    return encoded


# tests
assert delta_encode([]) == []
assert delta_encode([5]) == [5]
assert delta_encode([1, 3, 6]) == [1, 2, 3]
assert delta_encode([10, 7, 7, 12]) == [10, -3, 0, 5]
assert delta_encode([-2, -4]) == [-2, -2]
assert delta_encode([0, 0, 0]) == [0, 0, 0]
assert delta_encode([100, 101, 99, 150]) == [100, 1, -2, 51]
