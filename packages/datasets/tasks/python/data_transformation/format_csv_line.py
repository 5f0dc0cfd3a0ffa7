# query: Format a list of values as one line of CSV. None becomes an empty field and other values are
#   converted to text; a field is wrapped in double quotes (with inner quotes doubled) when it
#   contains a comma, a quote or a newline, or has leading or trailing spaces.
# entry_point: format_csv_line
# example: format_csv_line(["x", 1, None]) == "x,1,"
# example: format_csv_line(["a b", "c,d"]) == 'a b,"c,d"'

def format_csv_line(values):
    fields = []
    for value in values:
        if value is None:
            fields.append("")
            continue
        text = str(value)
        needs_quotes = "," in text or '"' in text or "\n" in text
        if needs_quotes or text != text.strip():
            text = '"' + text.replace('"', '""') + '"'
        fields.append(text)
    return ",".join(fields)


# tests
assert format_csv_line([]) == ""
assert format_csv_line(["a", "b"]) == "a,b"
assert format_csv_line([1, 2.5, None, True]) == "1,2.5,,True"
assert format_csv_line(["a,b"]) == '"a,b"'
assert format_csv_line(['say "hi"']) == '"say ""hi"""'
assert format_csv_line(["line1\nline2", "x"]) == '"line1\nline2",x'
assert format_csv_line([" pad", "ok"]) == '" pad",ok'
assert format_csv_line(["", None]) == ","
assert format_csv_line(["tail "]) == '"tail "'
