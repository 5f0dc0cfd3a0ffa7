# query: Split one line of CSV text into its fields. Fields are separated by commas; a field may be
#   enclosed in double quotes, inside which commas are literal and a doubled quote stands for one
#   quote character. Return None if a quoted field is never closed. An empty line is one empty field.
# entry_point: parse_csv_line
# example: parse_csv_line("x,y") == ["x", "y"]
# example: parse_csv_line('1,"New York, NY",3') == ["1", "New York, NY", "3"]

def parse_csv_line(line):
    fields = []
    current = ""
    in_quotes = False
    index = 0
    while index < len(line):
        character = line[index]
        if in_quotes:
            if character == '"':
                if index + 1 < len(line) and line[index + 1] == '"':
                    current += '"'
                    index += 1
                else:
                    in_quotes = False
            else:
                current += character
        elif character == '"':
            in_quotes = True
        elif character == ",":
            fields.append(current)
            current = ""
        else:
            current += character
        index += 1
    if in_quotes:
        return None
    fields.append(current)
    return fields


# tests
assert parse_csv_line("") == [""]
assert parse_csv_line("a,b,c") == ["a", "b", "c"]
assert parse_csv_line("a,,c,") == ["a", "", "c", ""]
assert parse_csv_line('"a,b",c') == ["a,b", "c"]
assert parse_csv_line('"say ""hi""",x') == ['say "hi"', "x"]
assert parse_csv_line('"",x') == ["", "x"]
assert parse_csv_line('a,"unterminated') is None
assert parse_csv_line('x,"q"""') == ["x", 'q"']
assert parse_csv_line(' a , b ') == [" a ", " b "]
