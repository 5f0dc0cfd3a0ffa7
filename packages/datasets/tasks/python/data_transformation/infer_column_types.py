# query: Infer a type name for each column of a table given as rows of strings: "int" if every non-blank
#   cell parses as an integer, otherwise "float" if every one parses as a float, otherwise "bool" if every
#   one is true or false (any case), otherwise "str". Blank cells are ignored; an all-blank column is "str"
#   and an empty table gives an empty list.
# entry_point: infer_column_types
# example: infer_column_types([["1", "a"], ["2", "b"]]) == ["int", "str"]
# example: infer_column_types([["2.5", "TRUE"], ["3", "false"]]) == ["float", "bool"]

def infer_column_types(rows):
    def parses(cell, convert):
        try:
            convert(cell)
        except ValueError:
            return False
        return True

    if not rows:
        return []
    result = []
    for column in range(len(rows[0])):
        cells = [row[column].strip() for row in rows if row[column].strip()]
        if not cells:
            result.append("str")
        elif all(parses(cell, int) for cell in cells):
            result.append("int")
        elif all(parses(cell, float) for cell in cells):
            result.append("float")
        elif all(cell.lower() in ("true", "false") for cell in cells):
            result.append("bool")
        else:
            result.append("str")
    return result


# tests
assert infer_column_types([]) == []
assert infer_column_types([["7"]]) == ["int"]
assert infer_column_types([["-3"], [" 4 "], [""]]) == ["int"]
assert infer_column_types([["1"], ["1.5"]]) == ["float"]
assert infer_column_types([["1e3"], ["x"]]) == ["str"]
assert infer_column_types([["True"], ["no"]]) == ["str"]
assert infer_column_types([["false"], [" "], ["TRUE"]]) == ["bool"]
assert infer_column_types([["", ""], ["  ", "5"]]) == ["str", "int"]
assert infer_column_types([["1", "x", "0.0", "true"], ["2", "3", "4", "false"]]) == ["int", "str", "float", "bool"]
