# query: Check one line of a .env file and list its problems. Blank lines and lines starting with "#" (after
#   trimming) have none; a line without "=" gives just ["missing ="]. Otherwise report, in order: "empty
#   name" or "name starts with digit", "invalid name character" if the name has anything but uppercase
#   letters, digits and "_", then "unterminated quote" if the value starts with a quote that is not closed
#   by the same quote at its end, or "unquoted space" if an unquoted value contains a space.
# entry_point: env_line_problems
# example: env_line_problems("PORT=8080") == []
# example: env_line_problems("my-var=1") == ["invalid name character"]

def env_line_problems(line):
    problems = []
    stripped = line.strip()
    if stripped == "" or stripped.startswith("#"):
        return problems
    equals = stripped.find("=")
    if equals == -1:
        return ["missing ="]
    name = stripped[:equals]
    value = stripped[equals + 1:]
    if name == "":
        problems.append("empty name")
    elif name[0].isdigit():
        problems.append("name starts with digit")
    for character in name:
        if not (character.isupper() or character.isdigit() or character == "_"):
            problems.append("invalid name character")
            break
    if len(value) > 0 and value[0] in "\"'":
        if len(value) < 2 or value[-1] != value[0]:
            problems.append("unterminated quote")
    elif " " in value:
        problems.append("unquoted space")
    return problems


# tests
assert env_line_problems('E_1=""') == []
assert env_line_problems("# comment") == []
assert env_line_problems("NOEQUALS") == ["missing ="]
assert env_line_problems("=") == ["empty name"]
assert env_line_problems("9LIVES=1") == ["name starts with digit"]
assert env_line_problems("lower=1") == ["invalid name character"]
assert env_line_problems('MSG="hello world"') == []
assert env_line_problems('MSG="') == ["unterminated quote"]
assert env_line_problems("MSG='oops") == ["unterminated quote"]
assert env_line_problems('MSG=hello "world"') == ["unquoted space"]
