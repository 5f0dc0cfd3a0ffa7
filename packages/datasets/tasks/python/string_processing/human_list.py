# query: Join a list of strings into an English phrase: "" for no items, the item itself for one,
#   "x and y" for two, and "x, y, and z" for more, with a configurable conjunction (default "and") and
#   an option to leave out the serial comma before the conjunction.
# entry_point: human_list
# example: human_list(["red", "green", "blue"]) == "red, green, and blue"
# example: human_list(["yes", "no"], "or") == "yes or no"

def human_list(items, conjunction="and", serial_comma=True):
    count = len(items)
    if count == 0:
        return ""
    if count == 1:
        return items[0]
    if count == 2:
        return items[0] + " " + conjunction + " " + items[1]
    head = ", ".join(items[:count - 1])
    separator = ", " if serial_comma else " "
    return head + separator + conjunction + " " + items[count - 1]


# tests
assert human_list([]) == ""
assert human_list(["tea"]) == "tea"
assert human_list(["tea", "coffee"]) == "tea and coffee"
assert human_list(["a", "b", "c"]) == "a, b, and c"
assert human_list(["a", "b", "c"], "or") == "a, b, or c"
assert human_list(["a", "b", "c"], "and", False) == "a, b and c"
assert human_list(["w", "x", "y", "z"]) == "w, x, y, and z"
assert human_list(["x", "y"], "or", False) == "x or y"
