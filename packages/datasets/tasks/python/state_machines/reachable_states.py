# query: List the states of an automaton that can be reached from the start state by following transitions, given as a
#   dict mapping (state, symbol) to the next state. Return them sorted; the start state is always included.
# entry_point: reachable_states
# example: reachable_states({("a", "x"): "b"}, "a") == ["a", "b"]
# example: reachable_states({("b", "x"): "c"}, "a") == ["a"]

def reachable_states(transitions, start):
    outgoing = {}
    for (state, _), target in transitions.items():
        outgoing.setdefault(state, []).append(target)
    seen = {start}
    stack = [start]
    while stack:
        state = stack.pop()
        for target in outgoing.get(state, []):
            if target not in seen:
                seen.add(target)
                stack.append(target)
    return sorted(seen)


# tests
assert reachable_states({}, "q0") == ['q0']
assert reachable_states({("q0", "0"): "q1", ("q1", "1"): "q2", ("q3", "0"): "q0"}, "q0") == ['q0', 'q1', 'q2']
assert reachable_states({("q0", "0"): "q1", ("q1", "1"): "q2", ("q3", "0"): "q0"}, "q3") == ['q0', 'q1', 'q2', 'q3']
assert reachable_states({("a", "x"): "a"}, "a") == ['a']
assert reachable_states({("a", "x"): "b", ("b", "y"): "a", ("b", "z"): "c", ("c", "x"): "d"}, "b") == ['a', 'b', 'c', 'd']
assert reachable_states({("s", "a"): "t", ("s", "b"): "u", ("u", "a"): "v", ("t", "a"): "v"}, "s") == ['s', 't', 'u', 'v']
assert reachable_states({("m", "k"): "n"}, "n") == ['n']
