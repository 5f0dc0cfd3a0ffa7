# query: Decide whether a whole string matches a glob pattern where "*" matches any run of characters (including none),
#   "?" matches exactly one character and every other character matches itself. Simulate the pattern as a set of
#   active positions advanced one input character at a time.
# entry_point: glob_match
# example: glob_match("*.txt", "notes.txt") == True
# example: glob_match("a?c", "ac") == False

def glob_match(pattern, text):
    def close(positions):
        result = set()
        for position in positions:
            while position < len(pattern) and pattern[position] == "*":
                result.add(position)
                position += 1
            result.add(position)
        return result
    active = close({0})
    for ch in text:
        following = set()
        for position in active:
            if position == len(pattern):
                continue
            token = pattern[position]
            if token == "*":
                following.add(position)
            elif token == "?" or token == ch:
                following.add(position + 1)
        active = close(following)
    return len(pattern) in active


# tests
assert glob_match("", "") is True
assert glob_match("", "a") is False
assert glob_match("*", "") is True
assert glob_match("a*b*c", "aXXbYc") is True
assert glob_match("a*b*c", "aXXbY") is False
assert glob_match("??", "abc") is False
assert glob_match("???", "abc") is True
assert glob_match("*x", "xyx") is True
assert glob_match("x*", "yx") is False
assert glob_match("a**?", "ab") is True
