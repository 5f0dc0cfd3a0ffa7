# query: Split a string on a delimiter character where a backslash escapes the next character, so "\," is a literal
#   comma and "\\" a literal backslash. Return the unescaped fields (an empty string gives one empty field); a lone
#   backslash at the very end is kept as a backslash.
# entry_point: split_escaped
# example: split_escaped("a,b", ",") == ["a", "b"]
# example: split_escaped("x\\,y", ",") == ["x,y"]

def split_escaped(text, delimiter):
    fields = []
    current = []
    escaping = False
    for ch in text:
        if escaping:
            current.append(ch)
            escaping = False
        elif ch == "\\":
            escaping = True
        elif ch == delimiter:
            fields.append("".join(current))
            current = []
        else:
            current.append(ch)
    if escaping:
        current.append("\\")
    fields.append("".join(current))
    return fields


# tests
assert split_escaped("", ",") == ['']
assert split_escaped("one,two,,three", ",") == ['one', 'two', '', 'three']
assert split_escaped("a\\,b,c", ",") == ['a,b', 'c']
assert split_escaped("a\\\\,b", ",") == ['a\\', 'b']
assert split_escaped("end\\", ",") == ['end\\']
assert split_escaped("k1=v1;k2=v\\;2", ";") == ['k1=v1', 'k2=v;2']
assert split_escaped("\\n,x", ",") == ['n', 'x']
assert split_escaped(",", ",") == ['', '']
assert split_escaped("a|b,c", "|") == ['a', 'b,c']
