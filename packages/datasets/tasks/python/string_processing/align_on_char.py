# query: Align a list of lines on the first occurrence of a marker character (such as "=" in assignments)
#   by inserting spaces just before the marker so every marker lands in the same column, the one after the
#   longest text before a marker. Lines without the marker are left unchanged.
# entry_point: align_on_char
# example: align_on_char(["a = 1", "bbb = 2"], "=") == ['a   = 1', 'bbb = 2']
# example: align_on_char(["x: 1", "long: 2"], ":") == ['x   : 1', 'long: 2']

def align_on_char(lines, marker):
    column = -1
    for line in lines:
        position = line.find(marker)
        if position > column:
            column = position
    result = []
    for line in lines:
        position = line.find(marker)
        if position == -1:
            result.append(line)
        else:
            result.append(line[:position] + " " * (column - position) + line[position:])
    return result


# tests
assert align_on_char(["x = 1", "longer = 2", "mid = 3"], "=") == ['x      = 1', 'longer = 2', 'mid    = 3']
assert align_on_char([], "=") == []
assert align_on_char(["no marker", "a=b"], "=") == ['no marker', 'a=b']
assert align_on_char(["a=b=c", "bb=c"], "=") == ['a =b=c', 'bb=c']
assert align_on_char(["=x", "y="], "=") == [' =x', 'y=']
assert align_on_char(["same=1", "same=2"], "=") == ['same=1', 'same=2']
assert align_on_char(["k:v", "key:v", "plain"], ":") == ['k  :v', 'key:v', 'plain']
assert align_on_char(["abc"], "=") == ['abc']
