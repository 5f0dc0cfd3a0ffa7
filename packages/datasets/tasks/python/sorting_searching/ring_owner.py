# query: On a consistent-hashing ring of the given size, nodes sit at ascending sorted positions. A key is owned by the
#   first node at or after the key's position taken modulo the ring size, wrapping around to the first node past the
#   end. Return the owning node's position, or None when there are no nodes.
# entry_point: ring_owner
# example: ring_owner([10, 50, 90], 30, 100) == 50
# example: ring_owner([10, 50, 90], 95, 100) == 10

def ring_owner(node_positions, key_position, ring_size):
    if not node_positions:
        return None
    position = key_position % ring_size
    low = 0
    high = len(node_positions)
    while low < high:
        middle = (low + high) // 2
        if node_positions[middle] < position:
            low = middle + 1
        else:
            high = middle
    if low == len(node_positions):
        return node_positions[0]
    return node_positions[low]


# tests
assert ring_owner([100, 200, 300], 150, 360) == 200
assert ring_owner([100, 200, 300], 200, 360) == 200
assert ring_owner([100, 200, 300], 301, 360) == 100
assert ring_owner([100, 200, 300], 0, 360) == 100
assert ring_owner([100, 200, 300], 460, 360) == 100
assert ring_owner([100, 200, 300], -100, 360) == 300
assert ring_owner([], 5, 360) is None
assert ring_owner([7], 8, 16) == 7
assert ring_owner([0, 4, 8, 12], 12, 16) == 12
assert ring_owner([0, 4, 8, 12], 5, 16) == 8
