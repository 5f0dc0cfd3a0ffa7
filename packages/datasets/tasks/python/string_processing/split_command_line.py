# query: Split a command line into arguments on whitespace, where single or double quotes group text
#   (including spaces) into one argument and are removed; adjacent quoted and unquoted text join into
#   one argument and an empty pair of quotes gives an empty argument. Return None if a quote is never closed.
# entry_point: split_command_line
# example: split_command_line("git commit -m 'first commit'") == ["git", "commit", "-m", "first commit"]
# example: split_command_line("cp a b") == ["cp", "a", "b"]

def split_command_line(line):
    args = []
    current = ""
    in_token = False
    quote = None
    for character in line:
        if quote is not None:
            if character == quote:
                quote = None
            else:
                current += character
        elif character == "'" or character == '"':
            quote = character
            in_token = True
        elif character.isspace():
            if in_token:
                args.append(current)
            current = ""
            in_token = False
        else:
            current += character
            in_token = True
    if quote is not None:
        return None
    if in_token:
        args.append(current)
    return args


# tests
assert split_command_line("ls -la /tmp") == ["ls", "-la", "/tmp"]
assert split_command_line('echo "hello world"') == ["echo", "hello world"]
assert split_command_line("say 'it\"s'") == ["say", 'it"s']
assert split_command_line('a "" b') == ["a", "", "b"]
assert split_command_line("") == []
assert split_command_line("   ") == []
assert split_command_line('pre"fix suf"x') == ["prefix sufx"]
assert split_command_line('echo "open') is None
assert split_command_line("a\tb\nc ") == ["a", "b", "c"]
assert split_command_line("'x'") == ["x"]
