# query: Split a SQL script into statements at semicolons, ignoring semicolons inside single-quoted strings (where '' is
#   an escaped quote) and inside "--" comments that run to the end of the line. Each statement is stripped of
#   surrounding whitespace, empty statements are dropped, and comments stay in the statement text.
# entry_point: split_sql_statements
# example: split_sql_statements("SELECT 1; SELECT 2;") == ["SELECT 1", "SELECT 2"]
# example: split_sql_statements("SELECT ';'") == ["SELECT ';'"]

def split_sql_statements(script):
    statements = []
    current = []
    state = "code"
    for ch in script:
        if state == "code":
            if ch == ";":
                statements.append("".join(current))
                current = []
                continue
            if ch == "'":
                state = "string"
            elif ch == "-" and current and current[-1] == "-":
                state = "comment"
        elif state == "string":
            if ch == "'":
                state = "code"
        elif ch == "\n":
            state = "code"
        current.append(ch)
    statements.append("".join(current))
    return [statement.strip() for statement in statements if statement.strip()]


# tests
assert split_sql_statements("") == []
assert split_sql_statements("a; b ;c") == ['a', 'b', 'c']
assert split_sql_statements(";;  ;") == []
assert split_sql_statements("INSERT INTO t VALUES ('x;y'); DELETE FROM t") == ["INSERT INTO t VALUES ('x;y')", 'DELETE FROM t']
assert split_sql_statements("SELECT 'it''s; ok'; SELECT 2") == ["SELECT 'it''s; ok'", 'SELECT 2']
assert split_sql_statements("SELECT 1 -- first; still comment\n; SELECT 2") == ['SELECT 1 -- first; still comment', 'SELECT 2']
assert split_sql_statements("SELECT 5 - 3; SELECT -4") == ['SELECT 5 - 3', 'SELECT -4']
assert split_sql_statements("-- note;\nSELECT 1;") == ['-- note;\nSELECT 1']
assert split_sql_statements("SELECT '--'; SELECT 3") == ["SELECT '--'", 'SELECT 3']
