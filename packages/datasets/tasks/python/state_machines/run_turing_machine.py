# query: Run a one-tape Turing machine where rules maps (state, symbol) to (symbol to write, "L" or "R", next state),
#   "_" is the blank and the tape is blank beyond the input in both directions. The machine starts in state "start" on
#   the first cell and stops on reaching "halt". Return the tape with surrounding blanks removed, or None if no rule
#   applies or it has not halted within max_steps steps.
# entry_point: run_turing_machine
# example: run_turing_machine({("start", "a"): ("b", "R", "halt")}, "a", 5) == "b"
# example: run_turing_machine({("start", "a"): ("a", "R", "start"), ("start", "_"): ("b", "R", "halt")}, "aa", 5) == "aab"

def run_turing_machine(rules, tape, max_steps):
    cells = dict(enumerate(tape))
    state = "start"
    head = 0
    steps = 0
    while state != "halt":
        if steps >= max_steps:
            return None
        symbol = cells.get(head, "_")
        if (state, symbol) not in rules:
            return None
        write, move, state = rules[(state, symbol)]
        cells[head] = write
        head += 1 if move == "R" else -1
        steps += 1
    low = min(cells)
    high = max(cells)
    return "".join(cells.get(index, "_") for index in range(low, high + 1)).strip("_")


# test_setup
INVERT = {("start", "0"): ("1", "R", "start"), ("start", "1"): ("0", "R", "start"), ("start", "_"): ("_", "R", "halt")}
INCREMENT = {("start", "0"): ("0", "R", "start"), ("start", "1"): ("1", "R", "start"), ("start", "_"): ("_", "L", "carry"), ("carry", "1"): ("0", "L", "carry"), ("carry", "0"): ("1", "L", "halt"), ("carry", "_"): ("1", "L", "halt")}

# tests
assert run_turing_machine(INVERT, "0110", 100) == '1001'
assert run_turing_machine(INVERT, "", 100) == ''
assert run_turing_machine(INVERT, "0110", 4) is None
assert run_turing_machine(INVERT, "0110", 5) == '1001'
assert run_turing_machine(INVERT, "01x", 100) is None
assert run_turing_machine(INCREMENT, "1011", 100) == '1100'
assert run_turing_machine(INCREMENT, "111", 100) == '1000'
assert run_turing_machine(INCREMENT, "0", 100) == '1'
assert run_turing_machine({("start", "_"): ("x", "L", "halt")}, "", 1) == 'x'
assert run_turing_machine({("start", "a"): ("_", "R", "start"), ("start", "b"): ("b", "L", "halt")}, "aab", 10) == 'b'
