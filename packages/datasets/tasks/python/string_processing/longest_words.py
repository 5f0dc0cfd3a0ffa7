# query: Return the longest words of a text, in order of first appearance and without repeats, where words
#   are runs of letters (so punctuation and digits separate words) and repeats are compared ignoring case,
#   keeping the first spelling. A text without letters gives [].
# entry_point: longest_words
# example: longest_words("the cat and the hat") == ['the', 'cat', 'and', 'hat']
# example: longest_words("hello, big world") == ['hello', 'world']

def longest_words(text):
    best = []
    best_length = 0
    seen = set()
    word = ""
    for character in text + " ":
        if character.isalpha():
            word += character
            continue
        if word:
            if len(word) > best_length:
                best = [word]
                best_length = len(word)
                seen = {word.lower()}
            elif len(word) == best_length and word.lower() not in seen:
                best.append(word)
                seen.add(word.lower())
            word = ""
    return best


# tests
assert longest_words("") == []
assert longest_words("123 456") == []
assert longest_words("a bb cc d") == ['bb', 'cc']
assert longest_words("Apple apple APPLE pear") == ['Apple']
assert longest_words("short longer longest") == ['longest']
assert longest_words("don't stop") == ['stop']
assert longest_words("ab1cd ef") == ['ab', 'cd', 'ef']
assert longest_words("xy zz XY ab") == ['xy', 'zz', 'ab']
assert longest_words("aa bbb aa ccc") == ['bbb', 'ccc']
