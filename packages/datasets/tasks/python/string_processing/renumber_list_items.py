# query: Renumber ordered Markdown list items in a list of lines: a line that is optional indentation, a
#   number, ". " and text gets numbers 1, 2, 3... counted separately for each indentation width, keeping
#   its indentation and text. Any other line ends the list, so numbering restarts after it.
# entry_point: renumber_list_items
# example: renumber_list_items(["3. a", "7. b"]) == ['1. a', '2. b']
# example: renumber_list_items(["1. a", "text", "5. b"]) == ['1. a', 'text', '1. b']

def renumber_list_items(lines):
    counters = {}
    result = []
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        body = line[indent:]
        dot = body.find(". ")
        if dot > 0 and body[:dot].isdigit():
            number = counters.get(indent, 0) + 1
            counters[indent] = number
            result.append(line[:indent] + str(number) + body[dot:])
        else:
            counters = {}
            result.append(line)
    return result


# tests
assert renumber_list_items(["1. one", "1. two", "1. three"]) == ['1. one', '2. two', '3. three']
assert renumber_list_items([]) == []
assert renumber_list_items(["9. a", "  4. sub", "  8. sub", "2. b"]) == ['1. a', '  1. sub', '  2. sub', '2. b']
assert renumber_list_items(["2. a", "", "2. b"]) == ['1. a', '', '1. b']
assert renumber_list_items(["10.no space", "x. y"]) == ['10.no space', 'x. y']
assert renumber_list_items([". bare", "12. ok"]) == ['. bare', '1. ok']
assert renumber_list_items(["5.  spaced"]) == ['1.  spaced']
assert renumber_list_items(["3. a", "  b continued", "3. c"]) == ['1. a', '  b continued', '1. c']
assert renumber_list_items(["  1. x", "  1. y"]) == ['  1. x', '  2. y']
