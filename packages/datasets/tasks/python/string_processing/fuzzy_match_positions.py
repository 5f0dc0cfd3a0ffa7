# query: Check whether the characters of a search query appear in order (not necessarily adjacent) in a
#   candidate string, ignoring case, as in a fuzzy file finder. Return the list of candidate indexes matched
#   greedily from the left, or None if the query does not match; an empty query matches with [].
# entry_point: fuzzy_match_positions
# example: fuzzy_match_positions("abc", "a_b_c") == [0, 2, 4]
# example: fuzzy_match_positions("xyz", "xy") == None

def fuzzy_match_positions(query, candidate):
    positions = []
    cursor = 0
    lowered = candidate.lower()
    for character in query.lower():
        found = lowered.find(character, cursor)
        if found == -1:
            return None
        positions.append(found)
        cursor = found + 1
    return positions


# tests
assert fuzzy_match_positions("fb", "FooBar") == [0, 3]
assert fuzzy_match_positions("", "anything") == []
assert fuzzy_match_positions("a", "") is None
assert fuzzy_match_positions("aa", "a") is None
assert fuzzy_match_positions("aa", "xaxa") == [1, 3]
assert fuzzy_match_positions("ba", "ab") is None
assert fuzzy_match_positions("MAIN", "src/main.py") == [4, 5, 6, 7]
assert fuzzy_match_positions("ss", "ssx") == [0, 1]
