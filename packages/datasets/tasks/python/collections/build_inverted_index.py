# query: Build an inverted index from a dict of document id to list of words: map each lower-cased word
#   to the ascending list of ids of the documents containing it, each id listed once even if the word
#   repeats within a document.
# entry_point: build_inverted_index
# example: build_inverted_index({1: ["red", "blue"], 2: ["Red"]}) == {"red": [1, 2], "blue": [1]}
# example: build_inverted_index({3: ["sun"], 1: ["moon", "Sun"]}) == {"sun": [1, 3], "moon": [1]}

def build_inverted_index(documents):
    index = {}
    for doc_id, words in documents.items():
        for word in words:
            key = word.lower()
            if key not in index:
                index[key] = []
            if len(index[key]) == 0 or index[key][-1] != doc_id:
                index[key].append(doc_id)
    for key in index:
        index[key].sort()
    return index


# tests
assert build_inverted_index({}) == {}
assert build_inverted_index({1: []}) == {}
assert build_inverted_index({1: ["a", "b"]}) == {"a": [1], "b": [1]}
assert build_inverted_index({1: ["a", "a", "A"]}) == {"a": [1]}
assert build_inverted_index({2: ["x"], 1: ["x", "y"]}) == {"x": [1, 2], "y": [1]}
assert build_inverted_index({1: ["Cat"], 2: ["cat", "dog"], 3: ["DOG"]}) == {"cat": [1, 2], "dog": [2, 3]}
assert build_inverted_index({5: ["w", "v", "w"], 4: ["v"]}) == {"w": [5], "v": [4, 5]}
assert build_inverted_index({0: ["z"], 1: ["z", "z"]}) == {"z": [0, 1]}
