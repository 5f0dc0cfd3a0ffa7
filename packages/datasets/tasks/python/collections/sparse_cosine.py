# query: Compute the cosine similarity of two sparse vectors stored as dicts of key to number (missing
#   keys are zero), rounded to 4 decimals. If either vector has zero length the similarity is 0.0.
# entry_point: sparse_cosine
# example: sparse_cosine({"a": 1, "b": 1}, {"a": 1}) == 0.7071
# example: sparse_cosine({"x": 2}, {"x": 5}) == 1.0

def sparse_cosine(a, b):
    dot = 0
    for key, value in a.items():
        if key in b:
            dot += value * b[key]
    norm_a = sum(value * value for value in a.values()) ** 0.5
    norm_b = sum(value * value for value in b.values()) ** 0.5
    if norm_a == 0 or norm_b == 0:
        return 0.0
    return round(dot / (norm_a * norm_b), 4)


# tests
assert sparse_cosine({}, {}) == 0.0
assert sparse_cosine({"a": 1}, {}) == 0.0
assert sparse_cosine({"a": 0}, {"a": 3}) == 0.0
assert sparse_cosine({"a": 1}, {"b": 1}) == 0.0
assert sparse_cosine({"a": 3, "b": 4}, {"a": 3, "b": 4}) == 1.0
assert sparse_cosine({"a": 1}, {"a": -2}) == -1.0
assert sparse_cosine({"a": 1, "b": 2}, {"b": 3, "c": 4}) == 0.5367
assert sparse_cosine({"a": 2, "b": 0}, {"a": 1, "b": 1}) == 0.7071
assert sparse_cosine({"x": 3, "y": 4}, {"x": 4, "y": 3}) == 0.96
