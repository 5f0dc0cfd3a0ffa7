# query: Split a programming identifier into lowercase words, whatever its style: underscores, hyphens,
#   spaces and dots separate words, a lowercase letter or digit followed by an uppercase letter starts a
#   new word, and in a run of capitals the last one starts the next word ("HTTPServer" -> http, server).
#   Digits stay attached to the word they follow.
# entry_point: split_identifier_words
# example: split_identifier_words("userIdList") == ['user', 'id', 'list']
# example: split_identifier_words("MAX_RETRY-count") == ['max', 'retry', 'count']

def split_identifier_words(identifier):
    words = []
    current = ""
    for index, character in enumerate(identifier):
        if character in "_- .":
            if current:
                words.append(current)
            current = ""
            continue
        if character.isupper() and current:
            previous = identifier[index - 1]
            following = identifier[index + 1] if index + 1 < len(identifier) else ""
            if not previous.isupper() or following.islower():
                words.append(current)
                current = ""
        current += character
    if current:
        words.append(current)
    return [word.lower() for word in words]


# tests
assert split_identifier_words("parseHTTPResponse") == ['parse', 'http', 'response']
assert split_identifier_words("snake_case_name") == ['snake', 'case', 'name']
assert split_identifier_words("") == []
assert split_identifier_words("__private__") == ['private']
assert split_identifier_words("getV2Api") == ['get', 'v2', 'api']
assert split_identifier_words("ABC") == ['abc']
assert split_identifier_words("XMLHttpRequest") == ['xml', 'http', 'request']
assert split_identifier_words("version2Beta") == ['version2', 'beta']
assert split_identifier_words("a.bC") == ['a', 'b', 'c']
assert split_identifier_words("ABc") == ['a', 'bc']
