# query: Check whether an arithmetic expression is well formed: non-negative integers, the binary operators
#   + - * /, a unary minus before a number or "(", and balanced parentheses, with spaces allowed between
#   tokens. Operators need operands on both sides, so "2+", "*3", "()", "2(3)" and "1 2" are invalid; an empty
#   expression is invalid.
# entry_point: is_well_formed_expression
# example: is_well_formed_expression("2 * (3 + 4)") == True
# example: is_well_formed_expression("2 * (3 + )") == False

def is_well_formed_expression(expression):
    depth = 0
    expect_operand = True
    index = 0
    text = expression
    while index < len(text):
        character = text[index]
        if character == " ":
            index += 1
            continue
        if expect_operand:
            if character.isdigit():
                while index < len(text) and text[index].isdigit():
                    index += 1
                expect_operand = False
                continue
            if character == "(":
                depth += 1
            elif character != "-":
                return False
        else:
            if character == ")":
                depth -= 1
                if depth < 0:
                    return False
            elif character in "+-*/":
                expect_operand = True
            else:
                return False
        index += 1
    return depth == 0 and not expect_operand


# tests
assert is_well_formed_expression("42") is True
assert is_well_formed_expression("") is False
assert is_well_formed_expression("-((1 + 2)) / -3") is True
assert is_well_formed_expression("2+") is False
assert is_well_formed_expression("*3") is False
assert is_well_formed_expression("()") is False
assert is_well_formed_expression("2(3)") is False
assert is_well_formed_expression("1) + (2") is False
assert is_well_formed_expression("((1)") is False
assert is_well_formed_expression("1 2") is False
