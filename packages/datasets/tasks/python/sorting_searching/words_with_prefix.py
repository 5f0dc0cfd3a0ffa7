# query: Given an alphabetically sorted list of words, return every word that starts with a prefix, in
#   list order, by binary searching for the first candidate and scanning forward. An empty prefix matches
#   every word.
# entry_point: words_with_prefix
# example: words_with_prefix(["cat", "dog", "door", "dot"], "do") == ["dog", "door", "dot"]
# example: words_with_prefix(["alpha", "beta", "gamma"], "g") == ["gamma"]

def words_with_prefix(sorted_words, prefix):
    low = 0
    high = len(sorted_words)
    while low < high:
        middle = (low + high) // 2
        if sorted_words[middle] < prefix:
            low = middle + 1
        else:
            high = middle
    result = []
    index = low
    while index < len(sorted_words) and sorted_words[index].startswith(prefix):
        result.append(sorted_words[index])
        index += 1
    return result


# tests
assert words_with_prefix(["app", "apple", "apply", "banana"], "app") == ["app", "apple", "apply"]
assert words_with_prefix(["app", "apple", "apply", "banana"], "b") == ["banana"]
assert words_with_prefix(["app", "apple", "apply", "banana"], "c") == []
assert words_with_prefix([], "a") == []
assert words_with_prefix(["a", "b"], "") == ["a", "b"]
assert words_with_prefix(["car", "cart", "cat"], "cart") == ["cart"]
assert words_with_prefix(["ab", "abc", "b", "bc"], "bc") == ["bc"]
assert words_with_prefix(["aa", "ab", "ac", "ad", "ae", "af", "ag"], "ad") == ["ad"]
assert words_with_prefix(["aa", "ab", "ac", "ad", "ae", "af", "ag"], "a") == ["aa", "ab", "ac", "ad", "ae", "af", "ag"]
