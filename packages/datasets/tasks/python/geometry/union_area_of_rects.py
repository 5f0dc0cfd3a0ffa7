# query: Return the total area covered by a list of axis-aligned rectangles given as
#   (left, bottom, right, top), counting regions covered by several rectangles only once.
# entry_point: union_area_of_rects
# example: union_area_of_rects([(0, 0, 3, 3), (2, 0, 5, 3)]) == 15
# example: union_area_of_rects([(0, 0, 1, 1), (5, 5, 7, 7)]) == 5

def union_area_of_rects(rects):
    xs = sorted({x for rect in rects for x in (rect[0], rect[2])})
    total = 0
    for index in range(len(xs) - 1):
        left = xs[index]
        right = xs[index + 1]
        spans = sorted((rect[1], rect[3]) for rect in rects if rect[0] <= left and rect[2] >= right)
        covered = 0
        current_start = None
        current_end = None
        for bottom, top in spans:
            if current_end is None or bottom > current_end:
                if current_end is not None:
                    covered += current_end - current_start
                current_start, current_end = bottom, top
            elif top > current_end:
                current_end = top
        if current_end is not None:
            covered += current_end - current_start
        total += covered * (right - left)
    return total


# tests
assert union_area_of_rects([]) == 0
assert union_area_of_rects([(0, 0, 2, 2)]) == 4
assert union_area_of_rects([(0, 0, 2, 2), (1, 1, 3, 3)]) == 7
assert union_area_of_rects([(0, 0, 2, 2), (0, 0, 2, 2)]) == 4 and union_area_of_rects([(0, 1, 2, 2), (0, 3, 2, 5)]) == 6
assert union_area_of_rects([(0, 0, 1, 1), (2, 2, 3, 3)]) == 2
assert union_area_of_rects([(0, 0, 4, 4), (1, 1, 2, 2)]) == 16
assert union_area_of_rects([(0, 0, 2, 1), (0, 1, 2, 2)]) == 4
assert union_area_of_rects([(0, 0, 3, 1), (1, -1, 2, 2)]) == 5
assert union_area_of_rects([(0, 0, 1, 4), (0, 0, 4, 1), (3, 0, 4, 4)]) == 10
assert union_area_of_rects([(0, 0, 2, 2), (0, 3, 2, 5), (0, 1, 2, 4)]) == 10
