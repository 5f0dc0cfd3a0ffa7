# query: Parse command-line arguments into (options, positionals): "--name=value" sets name to value,
#   "--name" alone sets it to True, "-abc" sets a, b and c to True, and everything after a bare "--" is
#   positional. A lone "-" and all other arguments are positional; a later option overrides an earlier one.
# entry_point: parse_cli_flags
# example: parse_cli_flags(["--verbose", "in.txt"]) == ({'verbose': True}, ['in.txt'])
# example: parse_cli_flags(["-xv", "--level=3"]) == ({'x': True, 'v': True, 'level': '3'}, [])

def parse_cli_flags(arguments):
    options = {}
    positionals = []
    only_positionals = False
    for argument in arguments:
        if only_positionals or argument == "-" or not argument.startswith("-"):
            positionals.append(argument)
        elif argument == "--":
            only_positionals = True
        elif argument.startswith("--"):
            name, equals, value = argument[2:].partition("=")
            options[name] = value if equals else True
        else:
            for letter in argument[1:]:
                options[letter] = True
    return (options, positionals)


# tests
assert parse_cli_flags([]) == ({}, [])
assert parse_cli_flags(["--out=a.txt", "b"]) == ({'out': 'a.txt'}, ['b'])
assert parse_cli_flags(["--", "--not-a-flag", "-x"]) == ({}, ['--not-a-flag', '-x'])
assert parse_cli_flags(["-"]) == ({}, ['-'])
assert parse_cli_flags(["-ab", "-c"]) == ({'a': True, 'b': True, 'c': True}, [])
assert parse_cli_flags(["--mode=fast", "--mode=slow"]) == ({'mode': 'slow'}, [])
assert parse_cli_flags(["--empty="]) == ({'empty': ''}, [])
assert parse_cli_flags(["--k=a=b"]) == ({'k': 'a=b'}, [])
assert parse_cli_flags(["x", "--", "--"]) == ({}, ['x', '--'])
