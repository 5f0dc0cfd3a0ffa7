# query: Check whether a name can be used as an unquoted SQL identifier: 1 to 63 characters, starting with an
#   ASCII letter or underscore, continuing with ASCII letters, digits, underscores or "$", and not one of the
#   reserved words SELECT, FROM, WHERE, TABLE, ORDER, GROUP, INSERT, UPDATE or DELETE in any case.
# entry_point: is_valid_sql_identifier
# example: is_valid_sql_identifier("user_id") == True
# example: is_valid_sql_identifier("order") == False

def is_valid_sql_identifier(name):
    reserved = {"SELECT", "FROM", "WHERE", "TABLE", "ORDER", "GROUP", "INSERT", "UPDATE", "DELETE"}
    if len(name) < 1 or len(name) > 63 or not name.isascii():
        return False
    if not (name[0].isalpha() or name[0] == "_"):
        return False
    for character in name[1:]:
        if not (character.isalnum() or character in "_$"):
            return False
    return name.upper() not in reserved


# tests
assert is_valid_sql_identifier("a") is True
assert is_valid_sql_identifier("_tmp$1") is True
assert is_valid_sql_identifier("") is False
assert is_valid_sql_identifier("x" * 63) is True
assert is_valid_sql_identifier("x" * 64) is False
assert is_valid_sql_identifier("1st") is False
assert is_valid_sql_identifier("$price") is False
assert is_valid_sql_identifier("Select") is False
assert is_valid_sql_identifier("orders") is True
assert is_valid_sql_identifier("a-b") is False
