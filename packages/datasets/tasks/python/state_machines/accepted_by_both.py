# query: Run two deterministic finite automata side by side on the same input (a product automaton). Each automaton is
#   (transitions dict mapping (state, symbol) to state, start state, set of accepting states). Return True only if both
#   accept the whole input; a missing transition in either makes the input rejected.
# entry_point: accepted_by_both
# example: accepted_by_both(({("s", "a"): "s"}, "s", {"s"}), ({("t", "a"): "t"}, "t", {"t"}), "aa") == True
# example: accepted_by_both(({}, "s", {"s"}), ({}, "t", set()), "") == False

def accepted_by_both(first, second, text):
    transitions_a, state_a, accept_a = first
    transitions_b, state_b, accept_b = second
    for symbol in text:
        if (state_a, symbol) not in transitions_a or (state_b, symbol) not in transitions_b:
            return False
        state_a = transitions_a[(state_a, symbol)]
        state_b = transitions_b[(state_b, symbol)]
    return state_a in accept_a and state_b in accept_b


# test_setup
EVEN_A = ({("e", "a"): "o", ("o", "a"): "e", ("e", "b"): "e", ("o", "b"): "o"}, "e", {"e"})
ENDS_B = ({("n", "a"): "n", ("n", "b"): "y", ("y", "a"): "n", ("y", "b"): "y"}, "n", {"y"})

# tests
assert accepted_by_both(EVEN_A, ENDS_B, "aab") is True
assert accepted_by_both(EVEN_A, ENDS_B, "ab") is False
assert accepted_by_both(EVEN_A, ENDS_B, "aaba") is False
assert accepted_by_both(EVEN_A, ENDS_B, "") is False
assert accepted_by_both(EVEN_A, EVEN_A, "") is True
assert accepted_by_both(EVEN_A, ENDS_B, "abab") is True
assert accepted_by_both(EVEN_A, ENDS_B, "aac") is False
assert accepted_by_both(ENDS_B, EVEN_A, "bb") is True
assert accepted_by_both(({("e", "a"): "e", ("e", "c"): "e"}, "e", {"e"}), EVEN_A, "c") is False
