# query: Simulate a printer that starts with `paper` sheets. Events: ("submit", name, pages) queues a job, ("tick",)
#   prints one page of the first job if the printer is not jammed and has paper, ("jam",) and ("clear",) set and clear a
#   jam, and ("load", sheets) adds paper. A job finishes when its last page prints. Return (finished job names, pages
#   left on the first unfinished job or 0, sheets left).
# entry_point: printer_jobs
# example: printer_jobs(5, [("submit", "a", 1), ("tick",)]) == (["a"], 0, 4)
# example: printer_jobs(0, [("submit", "a", 1), ("tick",)]) == ([], 1, 0)

def printer_jobs(paper, events):
    queue = []
    finished = []
    jammed = False
    for event in events:
        kind = event[0]
        if kind == "submit":
            queue.append([event[1], event[2]])
        elif kind == "jam":
            jammed = True
        elif kind == "clear":
            jammed = False
        elif kind == "load":
            paper += event[1]
        elif kind == "tick" and queue and not jammed and paper > 0:
            paper -= 1
            queue[0][1] -= 1
            if queue[0][1] == 0:
                finished.append(queue.pop(0)[0])
    return (finished, queue[0][1] if queue else 0, paper)


# tests
assert printer_jobs(10, []) == ([], 0, 10)
assert printer_jobs(10, [("tick",), ("submit", "doc", 2), ("tick",), ("tick",), ("tick",)]) == (['doc'], 0, 8)
assert printer_jobs(10, [("submit", "a", 2), ("submit", "b", 1), ("tick",), ("tick",), ("tick",)]) == (['a', 'b'], 0, 7)
assert printer_jobs(10, [("submit", "a", 3), ("submit", "b", 5), ("tick",), ("jam",), ("tick",), ("tick",)]) == ([], 2, 9)
assert printer_jobs(10, [("submit", "a", 2), ("jam",), ("tick",), ("clear",), ("tick",), ("tick",)]) == (['a'], 0, 8)
assert printer_jobs(1, [("submit", "a", 3), ("tick",), ("tick",), ("load", 5), ("tick",)]) == ([], 1, 4)
assert printer_jobs(2, [("submit", "a", 1), ("submit", "b", 1), ("tick",), ("tick",), ("tick",)]) == (['a', 'b'], 0, 0)
assert printer_jobs(0, [("load", 3), ("submit", "z", 2), ("tick",)]) == ([], 1, 2)
