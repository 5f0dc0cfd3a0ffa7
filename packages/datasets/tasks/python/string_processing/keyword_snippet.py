# query: Return a search-result snippet: the first case-insensitive occurrence of a term in a text together
#   with up to radius characters on each side, with "..." added at each end where text was cut off.
#   If the term does not occur (or is empty), return the start of the text cut to 2 * radius characters
#   with "..." if anything was cut.
# entry_point: keyword_snippet
# example: keyword_snippet("the quick brown fox jumps", "brown", 4) == '...ick brown fox...'
# example: keyword_snippet("abc", "zzz", 5) == 'abc'

def keyword_snippet(text, term, radius):
    position = text.lower().find(term.lower()) if term else -1
    if position == -1:
        limit = 2 * radius
        if len(text) > limit:
            return text[:limit] + "..."
        return text
    start = max(0, position - radius)
    end = min(len(text), position + len(term) + radius)
    snippet = text[start:end]
    if start > 0:
        snippet = "..." + snippet
    if end < len(text):
        snippet = snippet + "..."
    return snippet


# tests
assert keyword_snippet("Hello World and friends", "world", 3) == '...lo World an...'
assert keyword_snippet("needle at start", "needle", 2) == 'needle a...'
assert keyword_snippet("ends with needle", "NEEDLE", 5) == '...with needle'
assert keyword_snippet("abcdefghij", "e", 4) == 'abcdefghi...'
assert keyword_snippet("abcdefghij", "e", 5) == 'abcdefghij'
assert keyword_snippet("abcdefghij", "x", 3) == 'abcdef...'
assert keyword_snippet("abcdef", "x", 3) == 'abcdef'
assert keyword_snippet("abcdef", "", 1) == 'ab...'
assert keyword_snippet("abcdefghij", "e", 3) == '...bcdefgh...'
assert keyword_snippet("a b a b", "b", 0) == '...b...'
