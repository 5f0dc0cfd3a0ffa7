# query: Execute a list of (command, value) pairs against a stack: "push" pushes the value, "pop"
#   removes and outputs the top value and "peek" outputs it without removing (their value is ignored).
#   Return the list of outputs, where popping or peeking an empty stack outputs None. Unknown commands
#   are ignored.
# entry_point: run_stack_commands
# example: run_stack_commands([("push", "a"), ("push", "b"), ("pop", None)]) == ["b"]
# example: run_stack_commands([("push", 4), ("peek", None), ("pop", None), ("pop", None)]) == [4, 4, None]

def run_stack_commands(commands):
    stack = []
    output = []
    for command in commands:
        if command[0] == "push":
            stack.append(command[1])
        elif command[0] == "pop":
            if len(stack) == 0:
                output.append(None)
            else:
                output.append(stack.pop())
        elif command[0] == "peek":
            if len(stack) > 0:
                output.append(stack[-1])
            else:
                output.append(None)
    return output


# tests
assert run_stack_commands([]) == []
assert run_stack_commands([("push", 1), ("pop", None)]) == [1]
assert run_stack_commands([("pop", None)]) == [None]
assert run_stack_commands([("peek", None)]) == [None]
assert run_stack_commands([("push", 1), ("push", 2), ("pop", None), ("pop", None), ("pop", None)]) == [2, 1, None]
assert run_stack_commands([("push", 1), ("push", 2), ("peek", None), ("peek", None)]) == [2, 2]
assert run_stack_commands([("push", 5), ("peek", 7), ("pop", 7), ("peek", None)]) == [5, 5, None]
assert run_stack_commands([("push", 3), ("clear", None), ("pop", None)]) == [3]
assert run_stack_commands([("push", 0), ("push", 9), ("pop", None), ("peek", None)]) == [9, 0]
