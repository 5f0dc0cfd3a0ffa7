# query: Sort words by a custom alphabet given as a string of letters, comparing letter by letter with a shorter word
#   first when it is a prefix of the other. Letters missing from the alphabet rank after every listed letter, ordered
#   among themselves by their usual character order. Equal words keep their order.
# entry_point: sort_by_custom_alphabet
# example: sort_by_custom_alphabet(["ab", "ba"], "ba") == ["ba", "ab"]
# example: sort_by_custom_alphabet(["b", "bb"], "ab") == ["b", "bb"]

def sort_by_custom_alphabet(words, alphabet):
    rank = {letter: position for position, letter in enumerate(alphabet)}
    def sort_key(word):
        return [rank.get(ch, len(rank) + ord(ch)) for ch in word]
    return sorted(words, key=sort_key)


# tests
assert sort_by_custom_alphabet([], "abc") == []
assert sort_by_custom_alphabet(["cat", "act", "tac"], "tca") == ['tac', 'cat', 'act']
assert sort_by_custom_alphabet(["hello", "hell", "he"], "leho") == ['he', 'hell', 'hello']
assert sort_by_custom_alphabet(["zz", "a", "z"], "z") == ['z', 'zz', 'a']
assert sort_by_custom_alphabet(["y", "x", "q"], "q") == ['q', 'x', 'y']
assert sort_by_custom_alphabet(["b", "a"], "") == ['a', 'b']
assert sort_by_custom_alphabet(["ba", "ab", "ba"], "ba") == ['ba', 'ba', 'ab']
assert sort_by_custom_alphabet(["dog", "Dog", "cat"], "dcDo") == ['dog', 'cat', 'Dog']
