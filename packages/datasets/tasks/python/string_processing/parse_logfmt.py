# query: Parse a logfmt line such as 'level=info msg="user logged in" id=42' into a dict of strings. Values
#   may be double-quoted (with \" and \\ escapes inside) or bare up to the next space; a key without "="
#   gets the value True, and a later duplicate key overrides an earlier one.
# entry_point: parse_logfmt
# example: parse_logfmt("a=1 b=2") == {'a': '1', 'b': '2'}
# example: parse_logfmt('msg="hi there" debug') == {'msg': 'hi there', 'debug': True}

def parse_logfmt(line):
    fields = {}
    index = 0
    length = len(line)
    while index < length:
        if line[index] == " ":
            index += 1
            continue
        start = index
        while index < length and line[index] not in " =":
            index += 1
        key = line[start:index]
        if index >= length or line[index] == " ":
            fields[key] = True
            continue
        index += 1
        if index < length and line[index] == '"':
            index += 1
            value = ""
            while index < length and line[index] != '"':
                if line[index] == "\\" and index + 1 < length:
                    index += 1
                value += line[index]
                index += 1
            index += 1
        else:
            start = index
            while index < length and line[index] != " ":
                index += 1
            value = line[start:index]
        fields[key] = value
    return fields


# tests
assert parse_logfmt("") == {}
assert parse_logfmt("level=warn  code=503") == {'level': 'warn', 'code': '503'}
assert parse_logfmt('path="C:\\\\tmp" q="say \\"x\\""') == {'path': 'C:\\tmp', 'q': 'say "x"'}
assert parse_logfmt("next=1 empty=") == {'next': '1', 'empty': ''}
assert parse_logfmt('e=""x') == {'e': '', 'x': True}
assert parse_logfmt("flag") == {'flag': True}
assert parse_logfmt("k=1 k=2") == {'k': '2'}
assert parse_logfmt('m="a\\"') == {'m': 'a"'}
assert parse_logfmt('x="ab\\') == {'x': 'ab\\'}
assert parse_logfmt("a=b=c") == {'a': 'b=c'}
