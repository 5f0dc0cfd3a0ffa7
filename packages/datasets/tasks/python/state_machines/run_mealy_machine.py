# query: Run a Mealy machine whose transitions map (state, input symbol) to (next state, output). Starting from the given
#   state, feed the inputs in order and collect each output, stopping at the first input that has no transition from
#   the current state. Return (outputs, final state, number of inputs consumed).
# entry_point: run_mealy_machine
# example: run_mealy_machine({("s", 1): ("s", "one")}, "s", [1, 1]) == (["one", "one"], "s", 2)
# example: run_mealy_machine({("s", 1): ("t", "x")}, "s", [1, 1]) == (["x"], "t", 1)

def run_mealy_machine(transitions, start, inputs):
    state = start
    outputs = []
    consumed = 0
    for symbol in inputs:
        key = (state, symbol)
        if key not in transitions:
            break
        state, output = transitions[key]
        outputs.append(output)
        consumed += 1
    return (outputs, state, consumed)


# test_setup
EDGE = {("low", 0): ("low", "-"), ("low", 1): ("high", "rise"), ("high", 1): ("high", "-"), ("high", 0): ("low", "fall")}

# tests
assert run_mealy_machine(EDGE, "low", [0, 1, 1, 0, 1]) == (['-', 'rise', '-', 'fall', 'rise'], 'high', 5)
assert run_mealy_machine(EDGE, "low", []) == ([], 'low', 0)
assert run_mealy_machine(EDGE, "high", [1, 0]) == (['-', 'fall'], 'low', 2)
assert run_mealy_machine(EDGE, "low", [1, 2, 0]) == (['rise'], 'high', 1)
assert run_mealy_machine(EDGE, "off", [0, 1]) == ([], 'off', 0)
assert run_mealy_machine({}, "a", ["x"]) == ([], 'a', 0)
assert run_mealy_machine({("a", "x"): ("b", 1), ("b", "x"): ("a", 2)}, "a", ["x", "x", "x"]) == ([1, 2, 1], 'b', 3)
assert run_mealy_machine({("a", "x"): ("a", None)}, "a", ["x", "y", "x"]) == ([None], 'a', 1)
