# query: Simulate a counting semaphore with a number of permits and a first-come-first-served wait queue. Events are
#   ("acquire", name) and ("release", name): an acquire takes a free permit or joins the queue, and a release by a
#   current holder passes its permit to the first waiter (or frees it). Releases by names holding nothing are ignored.
#   Return names in the order they obtained a permit.
# entry_point: semaphore_grants
# example: semaphore_grants(1, [("acquire", "a"), ("acquire", "b"), ("release", "a")]) == ["a", "b"]
# example: semaphore_grants(2, [("acquire", "a"), ("acquire", "b")]) == ["a", "b"]

def semaphore_grants(permits, events):
    available = permits
    holders = []
    waiting = []
    order = []
    for action, name in events:
        if action == "acquire":
            if available > 0:
                available -= 1
                holders.append(name)
                order.append(name)
            else:
                waiting.append(name)
        elif name in holders:
            holders.remove(name)
            if waiting:
                next_name = waiting.pop(0)
                holders.append(next_name)
                order.append(next_name)
            else:
                available += 1
    return order


# tests
assert semaphore_grants(1, []) == []
assert semaphore_grants(1, [("acquire", "p"), ("acquire", "q"), ("acquire", "r"), ("release", "p"), ("release", "q")]) == ['p', 'q', 'r']
assert semaphore_grants(0, [("acquire", "p"), ("release", "p")]) == []
assert semaphore_grants(1, [("acquire", "p"), ("release", "q"), ("acquire", "q")]) == ['p']
assert semaphore_grants(1, [("acquire", "p"), ("release", "p"), ("acquire", "q")]) == ['p', 'q']
assert semaphore_grants(2, [("acquire", "a"), ("acquire", "b"), ("acquire", "c"), ("release", "b"), ("acquire", "d"), ("release", "a")]) == ['a', 'b', 'c', 'd']
assert semaphore_grants(1, [("acquire", "a"), ("release", "a"), ("release", "a"), ("acquire", "b"), ("acquire", "c")]) == ['a', 'b']
assert semaphore_grants(1, [("acquire", "a"), ("acquire", "a"), ("release", "a"), ("acquire", "b"), ("release", "a")]) == ['a', 'a', 'b']
