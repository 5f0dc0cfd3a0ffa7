# query: Search a matrix whose rows are sorted and each row starts after the previous row ends (so it is sorted in
#   row-major order), by binary searching the flattened index range. Return (row, column) of the target, or None if it is
#   absent or the matrix is empty.
# entry_point: find_in_row_major_matrix
# example: find_in_row_major_matrix([[1, 3], [5, 7]], 5) == (1, 0)
# example: find_in_row_major_matrix([[1, 3], [5, 7]], 4) == None

def find_in_row_major_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return None
    width = len(matrix[0])
    low = 0
    high = len(matrix) * width - 1
    while low <= high:
        middle = (low + high) // 2
        value = matrix[middle // width][middle % width]
        if value == target:
            return (middle // width, middle % width)
        if value < target:
            low = middle + 1
        else:
            high = middle - 1
    return None


# tests
assert find_in_row_major_matrix([], 1) is None
assert find_in_row_major_matrix([[]], 1) is None
assert find_in_row_major_matrix([[1, 4, 7], [10, 13, 16], [19, 22, 25]], 1) == (0, 0)
assert find_in_row_major_matrix([[1, 4, 7], [10, 13, 16], [19, 22, 25]], 25) == (2, 2)
assert find_in_row_major_matrix([[1, 4, 7], [10, 13, 16], [19, 22, 25]], 16) == (1, 2)
assert find_in_row_major_matrix([[1, 4, 7], [10, 13, 16], [19, 22, 25]], 19) == (2, 0)
assert find_in_row_major_matrix([[1, 4, 7], [10, 13, 16], [19, 22, 25]], 12) is None
assert find_in_row_major_matrix([[2, 4, 6, 8]], 6) == (0, 2)
assert find_in_row_major_matrix([[2], [4], [6], [8]], 6) == (2, 0)
assert find_in_row_major_matrix([[-5, -3], [0, 9]], 30) is None
