# query: Replace whole words in a text using a mapping from word to replacement, where a word is a maximal
#   run of letters, digits and underscores; matching is case-sensitive and words not in the mapping, as well
#   as all other characters, are kept as they are (so "cat" does not change "cats").
# entry_point: replace_whole_words
# example: replace_whole_words("the cat sat", {"cat": "dog"}) == 'the dog sat'
# example: replace_whole_words("x = x + 1", {"x": "y"}) == 'y = y + 1'

def replace_whole_words(text, mapping):
    result = []
    word = ""
    for character in text + " ":
        if character.isalnum() or character == "_":
            word += character
            continue
        if word:
            result.append(mapping[word] if word in mapping else word)
            word = ""
        result.append(character)
    return "".join(result)[:-1]


# tests
assert replace_whole_words("cat cats concat", {"cat": "dog"}) == 'dog cats concat'
assert replace_whole_words("Cat cat", {"cat": "dog"}) == 'Cat dog'
assert replace_whole_words("", {"a": "b"}) == ''
assert replace_whole_words("a_b a b", {"a": "X"}) == 'a_b X b'
assert replace_whole_words("hello, world!", {"world": "there", "hello": "hi"}) == 'hi, there!'
assert replace_whole_words("end", {"end": ""}) == ''
assert replace_whole_words("v1 v2", {"v1": "v2", "v2": "v1"}) == 'v2 v1'
assert replace_whole_words("(x)", {"x": "yy"}) == '(yy)'
assert replace_whole_words("  ", {}) == '  '
