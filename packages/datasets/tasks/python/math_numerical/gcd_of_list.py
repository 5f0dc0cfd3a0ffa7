# query: Return the greatest common divisor of a list of integers (signs ignored). An empty list or a list
#   of zeros gives 0, and zeros elsewhere in the list do not change the result.
# entry_point: gcd_of_list
# example: gcd_of_list([12, 18, 30]) == 6
# example: gcd_of_list([7, 11]) == 1

def gcd_of_list(numbers):
    result = 0
    for number in numbers:
        a, b = result, abs(number)
        while b:
            a, b = b, a % b
        result = a
    return result


# tests
assert gcd_of_list([]) == 0
assert gcd_of_list([0, 0]) == 0
assert gcd_of_list([42]) == 42
assert gcd_of_list([-42]) == 42
assert gcd_of_list([8, 12, 20]) == 4
assert gcd_of_list([0, 15, 25]) == 5
assert gcd_of_list([-9, 27, 0, 81]) == 9
assert gcd_of_list([14, 21, 35, 2]) == 1
assert gcd_of_list([100, 75, 50]) == 25
assert gcd_of_list([6, 10, 15]) == 1
