# query: Sort comma-separated lines by the numeric value of the field at a given index (ascending). Lines where that field
#   is missing or not a number go after the others in their original order; lines with equal values keep their order.
# entry_point: sort_lines_by_field
# example: sort_lines_by_field(["b,2", "a,1"], 1) == ["a,1", "b,2"]
# example: sort_lines_by_field(["x,?", "y,0"], 1) == ["y,0", "x,?"]

def sort_lines_by_field(lines, index):
    numeric = []
    others = []
    for line in lines:
        fields = line.split(",")
        try:
            value = float(fields[index])
        except (IndexError, ValueError):
            others.append(line)
            continue
        numeric.append((value, line))
    numeric.sort(key=lambda item: item[0])
    return [line for _, line in numeric] + others


# tests
assert sort_lines_by_field([], 0) == []
assert sort_lines_by_field(["bob,42,x", "amy,7,y", "cy,19,z"], 1) == ['amy,7,y', 'cy,19,z', 'bob,42,x']
assert sort_lines_by_field(["p,10", "q,9.5", "r,-3"], 1) == ['r,-3', 'q,9.5', 'p,10']
assert sort_lines_by_field(["a,1", "b", "c,n/a", "d,0"], 1) == ['d,0', 'a,1', 'b', 'c,n/a']
assert sort_lines_by_field(["5,a", "5,b", "4,c"], 0) == ['4,c', '5,a', '5,b']
assert sort_lines_by_field(["1,2,3", "3,2,1"], 2) == ['3,2,1', '1,2,3']
assert sort_lines_by_field(["x,1e3", "y,999"], 1) == ['y,999', 'x,1e3']
assert sort_lines_by_field(["k, 8", "m,7 "], 1) == ['m,7 ', 'k, 8']
