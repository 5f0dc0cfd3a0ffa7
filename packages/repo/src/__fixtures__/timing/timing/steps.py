"""Functions of a fixture project with a slow and a flaky test."""


def count_up(limit):
    """Count from zero up to the limit, one step at a time.

    A mutant of the step never ends.
    """
    steps = 0
    while steps < limit:
        steps += 1
    return steps


def jittery_total(values):
    """Add the values of a list together, as a flaky test checks.

    Its test fails every other run.
    """
    total = 0
    for value in values:
        total += value
    return total
