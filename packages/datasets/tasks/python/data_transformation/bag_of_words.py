# query: Turn documents into bag-of-words count vectors over a fixed vocabulary: lowercase each document,
#   split it into runs of ASCII letters and digits, and count how often each vocabulary word occurs,
#   ignoring tokens not in the vocabulary. Returns one vector per document in vocabulary order.
# entry_point: bag_of_words
# example: bag_of_words(["the cat", "a cat sat"], ["cat", "sat"]) == [[1, 0], [1, 1]]
# example: bag_of_words(["Red, red wine!"], ["red", "wine"]) == [[2, 1]]

def bag_of_words(documents, vocabulary):
    import re

    position = {word: index for index, word in enumerate(vocabulary)}
    vectors = []
    for document in documents:
        counts = [0] * len(vocabulary)
        for token in re.findall(r"[a-z0-9]+", document.lower()):
            if token in position:
                counts[position[token]] += 1
        vectors.append(counts)
    return vectors


# tests
assert bag_of_words([], ["a"]) == []
assert bag_of_words(["a b"], []) == [[]]
assert bag_of_words([""], ["x", "y"]) == [[0, 0]]
assert bag_of_words(["dog dog DOG"], ["dog"]) == [[3]]
assert bag_of_words(["x-y_z"], ["x", "y", "z", "y_z"]) == [[1, 1, 1, 0]]
assert bag_of_words(["route 66 and 66"], ["66", "route"]) == [[2, 1]]
assert bag_of_words(["b a", "c"], ["a", "b", "c"]) == [[1, 1, 0], [0, 0, 1]]
assert bag_of_words(["café cafe"], ["caf", "cafe"]) == [[1, 1]]
