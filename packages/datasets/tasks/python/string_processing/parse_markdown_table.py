# query: Parse a Markdown pipe table (a list of lines: header row, separator row of dashes, data rows) into
#   a list of dicts keyed by the header cells. Leading and trailing pipes are optional, cells are stripped,
#   missing cells become "" and extra cells are dropped; fewer than two lines gives [].
# entry_point: parse_markdown_table
# example: parse_markdown_table(["| a | b |", "|---|---|", "| 1 | 2 |"]) == [{'a': '1', 'b': '2'}]
# example: parse_markdown_table(["x", "-"]) == []

def parse_markdown_table(lines):
    def cells(line):
        text = line.strip()
        if text.startswith("|"):
            text = text[1:]
        if text.endswith("|"):
            text = text[:-1]
        return [cell.strip() for cell in text.split("|")]

    if not lines:
        return []
    headers = cells(lines[0])
    rows = []
    for line in lines[2:]:
        values = cells(line)
        row = {}
        for index, header in enumerate(headers):
            row[header] = values[index] if index < len(values) else ""
        rows.append(row)
    return rows


# tests
assert parse_markdown_table(["name | age", "--- | ---", "Ann | 31", "Bo | 4"]) == [{'name': 'Ann', 'age': '31'}, {'name': 'Bo', 'age': '4'}]
assert parse_markdown_table([]) == []
assert parse_markdown_table(["| h |"]) == []
assert parse_markdown_table(["| a | b |", "|--|--|"]) == []
assert parse_markdown_table(["|a|b|c|", "|-|-|-|", "|1|"]) == [{'a': '1', 'b': '', 'c': ''}]
assert parse_markdown_table(["|a|", "|-|", "|1|2|3|"]) == [{'a': '1'}]
assert parse_markdown_table(["  | k |  ", "|:-:|", "|  v  |"]) == [{'k': 'v'}]
assert parse_markdown_table(["|a|b|", "|-|-|", "||x|"]) == [{'a': '', 'b': 'x'}]
