# query: Simulate a readers-writer lock with a FIFO wait queue. Events are ("read", name), ("write", name) and ("done",
#   name). A new request is admitted only if nobody is queued and it fits: a reader fits when no writer holds the lock, a
#   writer when nobody holds it; otherwise it queues. After a holder finishes, queued requests are admitted from the
#   front for as long as they fit. Return names in the order they were admitted.
# entry_point: rwlock_grants
# example: rwlock_grants([("read", "a"), ("read", "b")]) == ["a", "b"]
# example: rwlock_grants([("write", "w"), ("read", "r"), ("done", "w")]) == ["w", "r"]

def rwlock_grants(events):
    readers = set()
    writer = None
    queue = []
    order = []
    def fits(kind):
        if kind == "read":
            return writer is None
        return writer is None and not readers
    for kind, name in events:
        if kind == "done":
            if writer == name:
                writer = None
            else:
                readers.discard(name)
            pending = queue
            queue = []
        else:
            pending = [(kind, name)]
        for index, (next_kind, next_name) in enumerate(pending):
            if queue or not fits(next_kind):
                queue.extend(pending[index:])
                break
            if next_kind == "read":
                readers.add(next_name)
            else:
                writer = next_name
            order.append(next_name)
    return order


# tests
assert rwlock_grants([]) == []
assert rwlock_grants([("write", "w1"), ("write", "w2"), ("done", "w1"), ("done", "w2")]) == ['w1', 'w2']
assert rwlock_grants([("read", "r1"), ("write", "w"), ("read", "r2"), ("done", "r1")]) == ['r1', 'w']
assert rwlock_grants([("read", "r1"), ("write", "w"), ("read", "r2"), ("done", "r1"), ("done", "w")]) == ['r1', 'w', 'r2']
assert rwlock_grants([("write", "w"), ("read", "a"), ("read", "b"), ("write", "x"), ("done", "w")]) == ['w', 'a', 'b']
assert rwlock_grants([("write", "w"), ("read", "a"), ("read", "b"), ("write", "x"), ("done", "w"), ("done", "a"), ("done", "b")]) == ['w', 'a', 'b', 'x']
assert rwlock_grants([("done", "ghost"), ("write", "w")]) == ['w']
assert rwlock_grants([("read", "a"), ("done", "a"), ("write", "b")]) == ['a', 'b']
assert rwlock_grants([("read", "a"), ("write", "b"), ("done", "a"), ("read", "c"), ("done", "b")]) == ['a', 'b', 'c']
