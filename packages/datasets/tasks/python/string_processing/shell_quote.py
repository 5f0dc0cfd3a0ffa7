# query: Quote a string for use as one argument in a POSIX shell command. Strings made only of letters,
#   digits and the characters @%+=:,./_- are returned as they are; anything else (including the empty
#   string) is wrapped in single quotes, with each embedded single quote written as '"'"'.
# entry_point: shell_quote
# example: shell_quote("report.txt") == 'report.txt'
# example: shell_quote("my file") == "'my file'"

def shell_quote(argument):
    safe = "@%+=:,./_-"
    if argument:
        plain = True
        for character in argument:
            if not (character.isascii() and character.isalnum()) and character not in safe:
                plain = False
                break
        if plain:
            return argument
    return "'" + argument.replace("'", "'\"'\"'") + "'"


# tests
assert shell_quote("") == "''"
assert shell_quote("abc-1.2_x/y") == 'abc-1.2_x/y'
assert shell_quote("it's") == '\'it\'"\'"\'s\''
assert shell_quote("$HOME") == "'$HOME'"
assert shell_quote("a;b") == "'a;b'"
assert shell_quote("key=value,x:y@z%+") == 'key=value,x:y@z%+'
assert shell_quote("tab\there") == "'tab\there'"
assert shell_quote("café") == "'café'"
assert shell_quote("''") == '\'\'"\'"\'\'"\'"\'\''
