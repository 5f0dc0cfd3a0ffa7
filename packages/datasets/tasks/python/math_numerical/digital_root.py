# query: Repeatedly replace an integer by the sum of its decimal digits until a single digit remains and
#   return it; negative numbers are treated by their absolute value.
# entry_point: digital_root
# example: digital_root(493) == 7
# example: digital_root(77) == 5

def digital_root(n):
    n = abs(n)
    while n >= 10:
        total = 0
        while n > 0:
            total += n % 10
            n //= 10
        n = total
    return n


# tests
assert digital_root(0) == 0
assert digital_root(9) == 9
assert digital_root(10) == 1
assert digital_root(38) == 2
assert digital_root(999999999999) == 9
assert digital_root(-38) == 2
assert digital_root(19) == 1
assert digital_root(123456789) == 9
assert digital_root(1000000) == 1
assert digital_root(58) == 4
