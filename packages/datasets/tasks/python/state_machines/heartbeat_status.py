# query: Classify cluster nodes from heartbeat events (time, node) at time `now`: a node is "up" if its last heartbeat is
#   less than `timeout` seconds old, "suspect" if less than twice the timeout, and "down" otherwise. Heartbeats after
#   `now` are ignored and nodes never heard from are omitted. Return a dict of node -> status.
# entry_point: heartbeat_status
# example: heartbeat_status([(0, "a")], 5, 3) == {"a": "up"}
# example: heartbeat_status([(0, "a")], 5, 12) == {"a": "down"}

def heartbeat_status(heartbeats, timeout, now):
    last_seen = {}
    for time, node in heartbeats:
        if time > now:
            continue
        if node not in last_seen or time > last_seen[node]:
            last_seen[node] = time
    status = {}
    for node, seen in last_seen.items():
        age = now - seen
        if age < timeout:
            status[node] = "up"
        elif age < 2 * timeout:
            status[node] = "suspect"
        else:
            status[node] = "down"
    return status


# tests
assert heartbeat_status([], 10, 100) == {}
assert heartbeat_status([(90, "n1"), (85, "n2"), (70, "n3")], 10, 100) == {'n1': 'suspect', 'n2': 'suspect', 'n3': 'down'}
assert heartbeat_status([(91, "n1"), (81, "n2"), (80, "n3")], 10, 100) == {'n1': 'up', 'n2': 'suspect', 'n3': 'down'}
assert heartbeat_status([(50, "n1"), (95, "n1"), (60, "n1")], 10, 100) == {'n1': 'up'}
assert heartbeat_status([(99, "n1"), (101, "n2")], 10, 100) == {'n1': 'up'}
assert heartbeat_status([(100, "n1")], 1, 100) == {'n1': 'up'}
assert heartbeat_status([(98, "a"), (97, "b"), (96, "c")], 2, 100) == {'a': 'suspect', 'b': 'suspect', 'c': 'down'}
assert heartbeat_status([(10, "x"), (120, "x")], 30, 100) == {'x': 'down'}
