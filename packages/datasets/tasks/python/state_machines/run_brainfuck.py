# query: Interpret a Brainfuck program with byte cells that wrap modulo 256, a tape that starts with one cell and grows to
#   the right, and "," reading the next input character (0 once input is exhausted). Return the output text, or None if
#   the brackets are unbalanced, the pointer moves left of the first cell, or more than max_steps characters of the
#   program would be executed.
# entry_point: run_brainfuck
# example: run_brainfuck("+++[>++<-]>.", "", 100) == chr(6)
# example: run_brainfuck(",.", "A", 10) == "A"

def run_brainfuck(program, input_text, max_steps):
    jumps = {}
    stack = []
    for index, ch in enumerate(program):
        if ch == "[":
            stack.append(index)
        elif ch == "]":
            if not stack:
                return None
            start = stack.pop()
            jumps[start] = index
            jumps[index] = start
    if stack:
        return None
    tape = [0]
    pointer = 0
    position = 0
    reader = 0
    output = []
    steps = 0
    while position < len(program):
        if steps >= max_steps:
            return None
        steps += 1
        ch = program[position]
        if ch == ">":
            pointer += 1
            if pointer == len(tape):
                tape.append(0)
        elif ch == "<":
            if pointer == 0:
                return None
            pointer -= 1
        elif ch == "+":
            tape[pointer] = (tape[pointer] + 1) % 256
        elif ch == "-":
            tape[pointer] = (tape[pointer] - 1) % 256
        elif ch == ".":
            output.append(chr(tape[pointer]))
        elif ch == ",":
            tape[pointer] = ord(input_text[reader]) if reader < len(input_text) else 0
            reader += 1
        elif ch == "[" and tape[pointer] == 0:
            position = jumps[position]
        elif ch == "]" and tape[pointer] != 0:
            position = jumps[position]
        position += 1
    return "".join(output)


# tests
assert run_brainfuck(",+.,.", "a", 4) is None
assert run_brainfuck("++++++++[>++++++++<-]>+.+.", "", 1000) == 'AB'
assert run_brainfuck(",[.,]", "hey", 100) == 'hey'
assert run_brainfuck("-.-+.+.", "", 10) == '\xff\xff\x00'
assert run_brainfuck("<", "", 10) is None
assert run_brainfuck("[", "", 10) is None
assert run_brainfuck("]", "", 10) is None
assert run_brainfuck("+[]", "", 50) is None
assert run_brainfuck(",+.,.", "a", 5) == 'b\x00'
assert run_brainfuck("[-]>>+<.>>.", "", 11) == '\x00\x00'
