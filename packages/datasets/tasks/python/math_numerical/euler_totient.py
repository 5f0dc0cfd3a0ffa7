# query: Count the integers from 1 to n that share no common factor with n other than 1 (Euler's totient).
#   Returns 0 for n below 1.
# entry_point: euler_totient
# example: euler_totient(8) == 4
# example: euler_totient(15) == 8

def euler_totient(n):
    if n < 1:
        return 0
    result = n
    remaining = n
    factor = 2
    while factor * factor <= remaining:
        if remaining % factor == 0:
            while remaining % factor == 0:
                remaining //= factor
            result -= result // factor
        factor += 1
    if remaining > 1:
        result -= result // remaining
    return result


# tests
assert euler_totient(1) == 1
assert euler_totient(0) == 0 and euler_totient(-5) == 0
assert euler_totient(9) == 6
assert euler_totient(10) == 4
assert euler_totient(12) == 4
assert euler_totient(13) == 12
assert euler_totient(36) == 12
assert euler_totient(97) == 96
assert euler_totient(100) == 40
assert euler_totient(2) == 1
