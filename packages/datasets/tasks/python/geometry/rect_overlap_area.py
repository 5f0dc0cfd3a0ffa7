# query: Return the area shared by two axis-aligned rectangles, each given as (x, y, width, height) with
#   (x, y) the lower-left corner. Rectangles that do not overlap, or only touch, share an area of 0.
# entry_point: rect_overlap_area
# example: rect_overlap_area((0, 0, 5, 5), (3, 3, 5, 5)) == 4
# example: rect_overlap_area((0, 0, 2, 2), (5, 5, 1, 1)) == 0

def rect_overlap_area(first, second):
    left = max(first[0], second[0])
    right = min(first[0] + first[2], second[0] + second[2])
    bottom = max(first[1], second[1])
    top = min(first[1] + first[3], second[1] + second[3])
    if right <= left or top <= bottom:
        return 0
    return (right - left) * (top - bottom)


# tests
assert rect_overlap_area((0, 0, 4, 4), (2, 2, 4, 4)) == 4
assert rect_overlap_area((0, 0, 4, 4), (4, 0, 2, 2)) == 0
assert rect_overlap_area((0, 0, 4, 4), (6, 1, 2, 2)) == 0 and rect_overlap_area((0, 0, 4, 4), (1, 6, 2, 2)) == 0
assert rect_overlap_area((1, 2, 10, 10), (3, 5, 1, 2)) == 2
assert rect_overlap_area((0, 0, 3, 5), (1, -2, 10, 4)) == 4
assert rect_overlap_area((-2, -2, 3, 3), (0, 0, 5, 5)) == 1
assert rect_overlap_area((0, 0, 4, 4), (1, 4, 2, 2)) == 0
assert rect_overlap_area((1, 2, 6, 3), (1, 2, 6, 3)) == 18
assert rect_overlap_area((2, 7, 5, 2), (5, 6, 1, 8)) == 2
assert rect_overlap_area((3, 1, 2, 9), (4, 5, 7, 1)) == 1
