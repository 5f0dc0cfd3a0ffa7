# query: Sort integers by the sum of their decimal digits (the sign is ignored), smallest sum first, and by value within
#   equal digit sums.
# entry_point: sort_by_digit_sum
# example: sort_by_digit_sum([19, 5, 20]) == [20, 5, 19]
# example: sort_by_digit_sum([11, 2]) == [2, 11]

def sort_by_digit_sum(numbers):
    def digit_sum(number):
        number = abs(number)
        total = 0
        while number > 0:
            total += number % 10
            number //= 10
        return total
    return sorted(numbers, key=lambda number: (digit_sum(number), number))


# tests
assert sort_by_digit_sum([]) == []
assert sort_by_digit_sum([0, 100, 10, 1]) == [0, 1, 10, 100]
assert sort_by_digit_sum([99, 18, 81, 9]) == [9, 18, 81, 99]
assert sort_by_digit_sum([-23, 14, 5]) == [-23, 5, 14]
assert sort_by_digit_sum([1234, 4321, 55, 19]) == [19, 55, 1234, 4321]
assert sort_by_digit_sum([7, 16, 25, 8]) == [7, 16, 25, 8]
assert sort_by_digit_sum([-9, 9, -90]) == [-90, -9, 9]
assert sort_by_digit_sum([109, 190, 28]) == [28, 109, 190]
