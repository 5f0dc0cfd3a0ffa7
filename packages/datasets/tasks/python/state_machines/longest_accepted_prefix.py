# query: Run a deterministic finite automaton, given as a dict from (state, symbol) to next state, over a word
#   and return the length of the longest prefix that ends in an accepting state (0 if only the empty prefix is
#   accepted, -1 if none is). Reading stops at the first symbol with no transition.
# entry_point: longest_accepted_prefix
# example: longest_accepted_prefix({(0, "a"): 1, (1, "a"): 1}, 0, {1}, "aaa") == 3
# example: longest_accepted_prefix({(0, "x"): 1}, 0, {0, 1}, "xy") == 1

def longest_accepted_prefix(transitions, start, accepting, word):
    state = start
    best = 0 if start in accepting else -1
    for index in range(len(word)):
        key = (state, word[index])
        if key not in transitions:
            break
        state = transitions[key]
        if state in accepting:
            best = index + 1
    return best


# tests
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, "dd.d") == 4
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, "dd.") == 2
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, ".") == -1
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, "") == -1
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, "d.d.d") == 3
assert longest_accepted_prefix({(0, "d"): 1, (1, "d"): 1, (1, "."): 2, (2, "d"): 3, (3, "d"): 3}, 0, {1, 3}, "ddd") == 3
assert longest_accepted_prefix({(0, "a"): 1, (1, "b"): 0}, 0, {0}, "") == 0
assert longest_accepted_prefix({(0, "a"): 1, (1, "b"): 0}, 0, {0}, "aba") == 2
assert longest_accepted_prefix({(0, "a"): 1, (1, "b"): 0}, 0, {0}, "abab") == 4
