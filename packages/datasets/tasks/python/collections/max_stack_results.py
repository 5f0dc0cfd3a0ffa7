# query: Run commands "push N", "pop" and "max" against a stack that reports its maximum in constant
#   time, and return the outputs of every pop (the removed value) and max (the largest value on the
#   stack) in order; either on an empty stack outputs None.
# entry_point: max_stack_results
# example: max_stack_results(["push 2", "push 7", "max", "pop", "max"]) == [7, 7, 2]
# example: max_stack_results(["max"]) == [None]

def max_stack_results(commands):
    stack = []
    maxima = []
    output = []
    for command in commands:
        parts = command.split()
        if parts[0] == "push":
            value = int(parts[1])
            stack.append(value)
            maxima.append(value if not maxima or value > maxima[-1] else maxima[-1])
        elif parts[0] == "pop":
            if stack:
                maxima.pop()
                output.append(stack.pop())
            else:
                output.append(None)
        elif parts[0] == "max":
            output.append(maxima[-1] if maxima else None)
    return output


# tests
assert max_stack_results([]) == []
assert max_stack_results(["push 1"]) == []
assert max_stack_results(["pop"]) == [None]
assert max_stack_results(["push 3", "push 1", "max", "pop", "max", "pop", "max"]) == [3, 1, 3, 3, None]
assert max_stack_results(["push 1", "push 5", "push 2", "max", "pop", "pop", "max"]) == [5, 2, 5, 1]
assert max_stack_results(["push 4", "push 4", "pop", "max"]) == [4, 4]
assert max_stack_results(["push -3", "push -8", "max", "pop", "pop", "pop"]) == [-3, -8, -3, None]
assert max_stack_results(["push 9", "push 10", "pop", "max"]) == [10, 9]
