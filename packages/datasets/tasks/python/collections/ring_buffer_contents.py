# query: Simulate writing a sequence of values into a fixed-capacity ring buffer that overwrites its
#   oldest entry when full, and return the final contents from oldest to newest. A capacity below 1
#   gives None.
# entry_point: ring_buffer_contents
# example: ring_buffer_contents(2, [1, 2, 3]) == [2, 3]
# example: ring_buffer_contents(4, ["a", "b"]) == ["a", "b"]

def ring_buffer_contents(capacity, writes):
    if capacity < 1:
        return None
    buffer = [None] * capacity
    head = 0
    count = 0
    for value in writes:
        buffer[(head + count) % capacity] = value
        if count < capacity:
            count += 1
        else:
            head = (head + 1) % capacity
    result = []
    for offset in range(count):
        result.append(buffer[(head + offset) % capacity])
    return result


# tests
assert ring_buffer_contents(3, []) == []
assert ring_buffer_contents(3, [1, 2]) == [1, 2]
assert ring_buffer_contents(3, [1, 2, 3]) == [1, 2, 3]
assert ring_buffer_contents(3, [1, 2, 3, 4]) == [2, 3, 4]
assert ring_buffer_contents(3, [1, 2, 3, 4, 5, 6, 7]) == [5, 6, 7]
assert ring_buffer_contents(1, [1, 2, 3]) == [3]
assert ring_buffer_contents(2, ["a", "b", "c", "d", "e"]) == ["d", "e"]
assert ring_buffer_contents(0, [1]) is None
assert ring_buffer_contents(4, [None, 1, 2, 3, 4]) == [1, 2, 3, 4]
