# query: Check that a series of integer timestamps is strictly increasing with a fixed step: return a list
#   of problems "<i>: not increasing" when a timestamp is not greater than the previous one, "<i>: gap" when
#   it is more than step after it and "<i>: off step" when less than step after it (i is the index).
# entry_point: timestamp_gap_problems
# example: timestamp_gap_problems([0, 60, 120], 60) == []
# example: timestamp_gap_problems([0, 60, 240], 60) == ['2: gap']

def timestamp_gap_problems(timestamps, step):
    problems = []
    for index in range(1, len(timestamps)):
        difference = timestamps[index] - timestamps[index - 1]
        if difference <= 0:
            problems.append(str(index) + ": not increasing")
        elif difference > step:
            problems.append(str(index) + ": gap")
        elif difference < step:
            problems.append(str(index) + ": off step")
    return problems


# tests
assert timestamp_gap_problems([], 10) == []
assert timestamp_gap_problems([5], 10) == []
assert timestamp_gap_problems([0, 10, 20, 30], 10) == []
assert timestamp_gap_problems([0, 10, 10], 10) == ['2: not increasing']
assert timestamp_gap_problems([0, 10, 5], 10) == ['2: not increasing']
assert timestamp_gap_problems([0, 11], 10) == ['1: gap']
assert timestamp_gap_problems([0, 9], 10) == ['1: off step']
assert timestamp_gap_problems([0, 1, 2], 1) == []
assert timestamp_gap_problems([-20, -10, 15, 16], 10) == ['2: gap', '3: off step']
