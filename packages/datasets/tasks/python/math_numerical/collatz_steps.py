# query: Return how many steps the Collatz process (halve an even number, replace an odd number n by
#   3n + 1) takes to reach 1 from a positive integer, together with the largest value seen along the
#   way, as (steps, peak). Returns None for numbers below 1.
# entry_point: collatz_steps
# example: collatz_steps(6) == (8, 16)
# example: collatz_steps(4) == (2, 4)

def collatz_steps(n):
    if n < 1:
        return None
    steps = 0
    peak = n
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
        if n > peak:
            peak = n
    return (steps, peak)


# tests
assert collatz_steps(2) == (1, 2) and collatz_steps(1) == (0, 1)
assert collatz_steps(3) == (7, 16)
assert collatz_steps(7) == (16, 52)
assert collatz_steps(16) == (4, 16)
assert collatz_steps(27) == (111, 9232)
assert collatz_steps(0) is None and collatz_steps(-5) is None
assert collatz_steps(9) == (19, 52)
assert collatz_steps(5) == (5, 16)
assert collatz_steps(12) == (9, 16)
