# query: Count the iterations of Kaprekar's routine needed to reach 6174 from a four-digit number
#   (pad to four digits, subtract the ascending-digit number from the descending-digit number, repeat);
#   6174 itself needs 0. Returns None for numbers outside 1..9999 or with all four digits equal.
# entry_point: kaprekar_steps
# example: kaprekar_steps(6174) == 0
# example: kaprekar_steps(3524) == 3

def kaprekar_steps(n):
    if n < 0 or n > 9999:
        return None
    digits = str(n).zfill(4)
    if len(set(digits)) == 1:
        return None
    steps = 0
    while n != 6174:
        digits = sorted(str(n).zfill(4))
        ascending = int("".join(digits))
        descending = int("".join(reversed(digits)))
        n = descending - ascending
        steps += 1
    return steps


# tests
assert kaprekar_steps(1234) == 3
assert kaprekar_steps(9998) == 5
assert kaprekar_steps(2111) == 5
assert kaprekar_steps(1) == 5
assert kaprekar_steps(1000) == 5
assert kaprekar_steps(7641) == 1
assert kaprekar_steps(5555) is None and kaprekar_steps(0) is None
assert kaprekar_steps(10000) is None and kaprekar_steps(-5) is None and kaprekar_steps(-1) is None
assert kaprekar_steps(6147) == 1 and kaprekar_steps(111) == 5
