# query: Count how many times a button combo is completed in a time-ordered list of (time, button) presses. Each
#   combo step must be the expected button pressed at most max_gap after the previous step; a wrong button or a
#   slow press abandons the attempt, though that press may start a new attempt. After a completed combo the next
#   attempt starts fresh. An empty combo is never counted.
# entry_point: count_combo_triggers
# example: count_combo_triggers([(0, "X"), (1, "Y")], ["X", "Y"], 1) == 1
# example: count_combo_triggers([(0, "L"), (1, "R"), (5, "L"), (6, "R")], ["L", "R"], 2) == 2

def count_combo_triggers(inputs, combo, max_gap):
    if not combo:
        return 0
    count = 0
    step = 0
    last_time = None
    for time, button in inputs:
        if step > 0 and (button != combo[step] or time - last_time > max_gap):
            step = 0
        if button == combo[step]:
            step += 1
            last_time = time
        if step == len(combo):
            count += 1
            step = 0
    return count


# tests
assert count_combo_triggers([(0, "A"), (1, "B"), (2, "C")], ["A", "B", "C"], 2) == 1
assert count_combo_triggers([(0, "A"), (5, "B"), (6, "C")], ["A", "B", "C"], 2) == 0
assert count_combo_triggers([(0, "A"), (2, "B"), (4, "C")], ["A", "B", "C"], 2) == 1
assert count_combo_triggers([], ["A", "B", "C"], 1) == 0
assert count_combo_triggers([(0, "A"), (1, "A"), (2, "B"), (3, "C")], ["A", "B", "C"], 1) == 1
assert count_combo_triggers([(0, "A"), (1, "B"), (2, "A"), (3, "B")], ["A", "B"], 1) == 2
assert count_combo_triggers([(0, "A")], ["A"], 0) == 1
assert count_combo_triggers([(0, "X")], [], 5) == 0
assert count_combo_triggers([(0, "A"), (1, "B"), (2, "B")], ["A", "B"], 1) == 1
assert count_combo_triggers([(0, "A"), (1, "B"), (9, "A"), (10, "B"), (11, "C")], ["A", "B", "C"], 1) == 1
