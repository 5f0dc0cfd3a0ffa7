# query: Split an arithmetic expression into tokens: runs of digits become integers, and each of + - * / ( )
#   becomes a one-character string; whitespace only separates tokens. Return None if any other character appears.
# entry_point: tokenize_arithmetic
# example: tokenize_arithmetic("3*(4+5)") == [3, "*", "(", 4, "+", 5, ")"]
# example: tokenize_arithmetic("100 - 1") == [100, "-", 1]

def tokenize_arithmetic(expression):
    tokens = []
    index = 0
    while index < len(expression):
        character = expression[index]
        if character.isdigit():
            start = index
            while index < len(expression) and expression[index].isdigit():
                index += 1
            tokens.append(int(expression[start:index]))
            continue
        if character in "+-*/()":
            tokens.append(character)
        elif not character.isspace():
            return None
        index += 1
    return tokens


# tests
assert tokenize_arithmetic("12+3") == [12, "+", 3]
assert tokenize_arithmetic(" ( 4 * 56 ) ") == ["(", 4, "*", 56, ")"]
assert tokenize_arithmetic("") == []
assert tokenize_arithmetic("7") == [7]
assert tokenize_arithmetic("1.5") is None
assert tokenize_arithmetic("a+1") is None
assert tokenize_arithmetic("10/2-3") == [10, "/", 2, "-", 3]
assert tokenize_arithmetic("  ") == []
assert tokenize_arithmetic("007") == [7]
assert tokenize_arithmetic("9 9") == [9, 9]
