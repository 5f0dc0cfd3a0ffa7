# query: Sort fractions given as (numerator, denominator) integer pairs ascending by value, comparing exactly by
#   cross-multiplication rather than floating point. Denominators may be negative but are never zero; fractions of equal
#   value keep their original order.
# entry_point: sort_fractions
# example: sort_fractions([(1, 2), (1, 3)]) == [(1, 3), (1, 2)]
# example: sort_fractions([(3, 4), (-1, 4)]) == [(-1, 4), (3, 4)]

def sort_fractions(fractions):
    def normalized(fraction):
        numerator, denominator = fraction
        if denominator < 0:
            return (-numerator, -denominator)
        return (numerator, denominator)
    result = []
    for fraction in fractions:
        numerator, denominator = normalized(fraction)
        position = len(result)
        while position > 0:
            other_numerator, other_denominator = normalized(result[position - 1])
            if numerator * other_denominator >= other_numerator * denominator:
                break
            position -= 1
        result.insert(position, fraction)
    return result


# tests
assert sort_fractions([]) == []
assert sort_fractions([(2, 3), (3, 5), (5, 8)]) == [(3, 5), (5, 8), (2, 3)]
assert sort_fractions([(1, -2), (1, 3)]) == [(1, -2), (1, 3)]
assert sort_fractions([(1, 3), (-1, -2)]) == [(1, 3), (-1, -2)]
assert sort_fractions([(2, 4), (1, 2), (3, 6)]) == [(2, 4), (1, 2), (3, 6)]
assert sort_fractions([(4, 2), (-4, 2), (0, 5)]) == [(-4, 2), (0, 5), (4, 2)]
assert sort_fractions([(7, 1), (1, -7), (1, 7), (-7, -1)]) == [(1, -7), (1, 7), (7, 1), (-7, -1)]
assert sort_fractions([(1, 2), (3, -1)]) == [(3, -1), (1, 2)]
assert sort_fractions([(5, -3), (-5, 3)]) == [(5, -3), (-5, 3)]
