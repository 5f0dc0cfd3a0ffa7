# query: Run a list of priority queue commands, ("push", item, priority) or ("pop",), and return the
#   items popped in order. A pop takes the item with the lowest priority number, the earliest pushed
#   among equal priorities; popping an empty queue yields None.
# entry_point: run_priority_queue
# example: run_priority_queue([("push", "a", 2), ("push", "b", 1), ("pop",), ("pop",)]) == ["b", "a"]
# example: run_priority_queue([("pop",)]) == [None]

def run_priority_queue(commands):
    import heapq
    heap = []
    popped = []
    counter = 0
    for command in commands:
        if command[0] == "push":
            heapq.heappush(heap, (command[2], counter, command[1]))
            counter += 1
        elif command[0] == "pop":
            if heap:
                popped.append(heapq.heappop(heap)[2])
            else:
                popped.append(None)
    return popped


# tests
assert run_priority_queue([]) == []
assert run_priority_queue([("push", "x", 5)]) == []
assert run_priority_queue([("push", "x", 5), ("pop",), ("pop",)]) == ["x", None]
assert run_priority_queue([("push", "a", 3), ("push", "b", 1), ("push", "c", 2), ("pop",), ("pop",), ("pop",)]) == ["b", "c", "a"]
assert run_priority_queue([("push", "a", 1), ("push", "b", 1), ("push", "c", 1), ("pop",), ("pop",)]) == ["a", "b"]
assert run_priority_queue([("push", "a", 2), ("pop",), ("push", "b", 3), ("push", "c", 1), ("pop",)]) == ["a", "c"]
assert run_priority_queue([("push", "n", -1), ("push", "p", 0), ("pop",)]) == ["n"]
assert run_priority_queue([("push", {"id": 1}, 1), ("push", {"id": 2}, 1), ("pop",)]) == [{"id": 1}]
assert run_priority_queue([("pop",), ("push", "z", 9), ("pop",)]) == [None, "z"]
