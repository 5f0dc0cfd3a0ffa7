# query: Decide whether a nondeterministic finite automaton accepts a word. Transitions map (state, symbol) to a
#   list of next states, and the empty-string symbol "" marks epsilon moves that can be taken without reading input.
#   Track the set of reachable states (closed under epsilon moves) and accept if any of them is accepting at the end.
# entry_point: nfa_accepts
# example: nfa_accepts({(0, "a"): [1], (1, "b"): [2]}, 0, [2], "ab") == True
# example: nfa_accepts({(0, "a"): [1], (1, "b"): [2]}, 0, [2], "ba") == False

def nfa_accepts(transitions, start, accepting, word):
    def closure(states):
        stack = list(states)
        result = set(states)
        while stack:
            state = stack.pop()
            for target in transitions.get((state, ""), ()):
                if target not in result:
                    result.add(target)
                    stack.append(target)
        return result

    current = closure({start})
    for symbol in word:
        moved = set()
        for state in current:
            moved.update(transitions.get((state, symbol), ()))
        current = closure(moved)
        if not current:
            return False
    return len(current & set(accepting)) > 0


# tests
assert nfa_accepts({(0, "a"): [0, 1], (0, "b"): [0], (1, "b"): [2], (2, "b"): [3]}, 0, [3], "abb") is True
assert nfa_accepts({(0, "a"): [0, 1], (0, "b"): [0], (1, "b"): [2], (2, "b"): [3]}, 0, [3], "babb") is True
assert nfa_accepts({(0, "a"): [0, 1], (0, "b"): [0], (1, "b"): [2], (2, "b"): [3]}, 0, [3], "ab") is False
assert nfa_accepts({(0, "a"): [0, 1], (0, "b"): [0], (1, "b"): [2], (2, "b"): [3]}, 0, [3], "") is False
assert nfa_accepts({(0, "a"): [0, 1], (0, "b"): [0], (1, "b"): [2], (2, "b"): [3]}, 0, [3], "abbc") is False
assert nfa_accepts({(0, ""): [1], (1, "x"): [1], (1, ""): [2], (2, "y"): [3], (3, ""): [0]}, 0, [2], "") is True
assert nfa_accepts({(0, ""): [1], (1, "x"): [1], (1, ""): [2], (2, "y"): [3], (3, ""): [0]}, 0, [2], "xxy") is True
assert nfa_accepts({(0, ""): [1], (1, "x"): [1], (1, ""): [2], (2, "y"): [3]}, 0, [2], "xxy") is False
assert nfa_accepts({(0, ""): [1], (1, "x"): [1], (1, ""): [2], (2, "y"): [3], (3, ""): [0]}, 0, [3], "yxy") is True
assert nfa_accepts({(0, ""): [1], (1, "x"): [1], (1, ""): [2], (2, "y"): [3]}, 0, [3], "yx") is False
