# query: Simulate a pocket calculator's display (starting at "0") for a list of keys: single digits type a number
#   (replacing a lone "0" or the previous result), "+", "-" and "*" apply any pending operation left to right and
#   remember the operator (pressing another operator right away just replaces it), "=" applies the pending
#   operation to the displayed number, and "C" clears everything. Return the final display, or None for an unknown key.
# entry_point: calculator_display
# example: calculator_display(["2", "*", "3", "="]) == "6"
# example: calculator_display(["8", "-", "5", "="]) == "3"

def calculator_display(keys):
    def apply(left, operator, right):
        if operator == "+":
            return left + right
        if operator == "-":
            return left - right
        return left * right

    display = "0"
    stored = 0
    operator = None
    fresh = True
    for key in keys:
        if key.isdigit() and len(key) == 1:
            display = key if fresh or display == "0" else display + key
            fresh = False
        elif key in ("+", "-", "*"):
            if operator is not None and not fresh:
                display = str(apply(stored, operator, int(display)))
            stored = int(display)
            operator = key
            fresh = True
        elif key == "=":
            if operator is not None:
                display = str(apply(stored, operator, int(display)))
                operator = None
            fresh = True
        elif key == "C":
            display = "0"
            operator = None
            fresh = True
        else:
            return None
    return display


# tests
assert calculator_display(["1", "2", "+", "3", "="]) == "15"
assert calculator_display([]) == "0"
assert calculator_display(["0", "0", "5"]) == "5"
assert calculator_display(["9", "-", "4", "*", "2", "="]) == "10"
assert calculator_display(["9", "-", "1", "2", "="]) == "-3"
assert calculator_display(["5", "+", "*", "2", "="]) == "10"
assert calculator_display(["4", "*", "="]) == "16"
assert calculator_display(["1", "+", "2", "C", "3", "="]) == "3"
assert calculator_display(["1", "x"]) is None
assert calculator_display(["3", "=", "4", "7"]) == "47"
