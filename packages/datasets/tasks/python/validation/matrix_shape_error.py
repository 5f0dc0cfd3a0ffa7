# query: Validate a numeric matrix given as a list of rows. Return None if it is fine, otherwise the first
#   problem found: "no rows", "empty row" (first row empty), "row i has length n, expected m" for a row
#   whose length differs from the first, or "non-numeric value at i,j" for a value that is not an int or
#   float (booleans count as non-numeric). Rows are checked top to bottom.
# entry_point: matrix_shape_error
# example: matrix_shape_error([[1, 2], [3, 4], [5]]) == "row 2 has length 1, expected 2"
# example: matrix_shape_error([[2.5, 1], ["a", 3]]) == "non-numeric value at 1,0"

def matrix_shape_error(rows):
    if len(rows) == 0:
        return "no rows"
    width = len(rows[0])
    if width == 0:
        return "empty row"
    for i in range(len(rows)):
        if len(rows[i]) != width:
            return "row " + str(i) + " has length " + str(len(rows[i])) + ", expected " + str(width)
        for j in range(width):
            value = rows[i][j]
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                return "non-numeric value at " + str(i) + "," + str(j)
    return None


# tests
assert matrix_shape_error([[1, 2], [3, 4]]) is None
assert matrix_shape_error([]) == "no rows"
assert matrix_shape_error([[]]) == "empty row"
assert matrix_shape_error([[1, 2], [3]]) == "row 1 has length 1, expected 2"
assert matrix_shape_error([[1], [2], [3, 4]]) == "row 2 has length 2, expected 1"
assert matrix_shape_error([[1, "x"]]) == "non-numeric value at 0,1"
assert matrix_shape_error([[1.5, True]]) == "non-numeric value at 0,1"
assert matrix_shape_error([[1, 2], [3, None]]) == "non-numeric value at 1,1"
assert matrix_shape_error([[0]]) is None
assert matrix_shape_error([[1, 2], [3, 4, 5]]) == "row 1 has length 3, expected 2"
