# query: Execute a tiny register-machine program given as lines "set r v", "add r v", "out v" (emit a value) and
#   "jnz c k" (jump k lines, which may be negative, when c is not zero), where v, c and k are an integer or a register
#   name. Registers start at 0 and execution ends when the line index leaves the program. Return the emitted values, or
#   None if more than max_steps instructions would run.
# entry_point: run_register_program
# example: run_register_program(["set a 2", "out a"], 10) == [2]
# example: run_register_program(["add b -3", "out b"], 10) == [-3]

def run_register_program(lines, max_steps):
    registers = {}
    def value(token):
        if token.lstrip("-").isdigit():
            return int(token)
        return registers.get(token, 0)
    output = []
    pc = 0
    steps = 0
    while 0 <= pc < len(lines):
        if steps >= max_steps:
            return None
        steps += 1
        parts = lines[pc].split()
        if parts[0] == "set":
            registers[parts[1]] = value(parts[2])
        elif parts[0] == "add":
            registers[parts[1]] = registers.get(parts[1], 0) + value(parts[2])
        elif parts[0] == "out":
            output.append(value(parts[1]))
        elif parts[0] == "jnz" and value(parts[1]) != 0:
            pc += value(parts[2])
            continue
        pc += 1
    return output


# tests
assert run_register_program([], 5) == []
assert run_register_program(["set n 3", "out n", "add n -1", "jnz n -2", "out 99"], 100) == [3, 2, 1, 99]
assert run_register_program(["set n 3", "out n", "add n -1", "jnz n -2", "out 99"], 11) == [3, 2, 1, 99]
assert run_register_program(["set n 3", "out n", "add n -1", "jnz n -2", "out 99"], 10) is None
assert run_register_program(["jnz 1 2", "out 1", "out 2"], 10) == [2]
assert run_register_program(["jnz 0 2", "out 1", "out 2"], 10) == [1, 2]
assert run_register_program(["set a 5", "add b a", "add b a", "out b", "out c"], 10) == [10, 0]
assert run_register_program(["jnz 1 0"], 50) is None
assert run_register_program(["out 7", "jnz 1 5", "out 8"], 10) == [7]
assert run_register_program(["jnz 1 -1", "out 5"], 10) == []
