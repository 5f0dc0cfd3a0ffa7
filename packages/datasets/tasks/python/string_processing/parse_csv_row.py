# query: Split one CSV line into its fields using the given delimiter (default ","). A field may be wrapped
#   in double quotes, in which case it can contain the delimiter, and a doubled quote inside quotes stands
#   for one literal quote. An empty line is a single empty field, and a trailing delimiter adds an empty field.
# entry_point: parse_csv_row
# example: parse_csv_row("x,y,z") == ["x", "y", "z"]
# example: parse_csv_row('"Smith, J",42') == ["Smith, J", "42"]

def parse_csv_row(line, delimiter=","):
    fields = []
    current = []
    in_quotes = False
    index = 0
    while index < len(line):
        character = line[index]
        if in_quotes:
            if character == '"':
                if index + 1 < len(line) and line[index + 1] == '"':
                    current.append('"')
                    index += 1
                else:
                    in_quotes = False
            else:
                current.append(character)
        elif character == '"':
            in_quotes = True
        elif character == delimiter:
            fields.append("".join(current))
            current = []
        else:
            current.append(character)
        index += 1
    fields.append("".join(current))
    return fields


# tests
assert parse_csv_row("a,b,c") == ["a", "b", "c"]
assert parse_csv_row("") == [""]
assert parse_csv_row('"x,y",z') == ["x,y", "z"]
assert parse_csv_row('"say ""hi""",2') == ['say "hi"', "2"]
assert parse_csv_row("a,,b") == ["a", "", "b"]
assert parse_csv_row("a,") == ["a", ""]
assert parse_csv_row("a;b,c", ";") == ["a", "b,c"]
assert parse_csv_row('"x""') == ['x"']
assert parse_csv_row('"a""",b') == ['a"', "b"]
assert parse_csv_row('""""') == ['"']
