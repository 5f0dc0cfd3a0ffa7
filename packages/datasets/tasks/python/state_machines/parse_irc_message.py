# query: Parse an IRC protocol line into (prefix, command, params). An optional prefix starts with ":" and runs to the
#   first space (None when absent); then comes the command, then space-separated parameters, where a parameter starting
#   with ":" is the trailing one and takes the rest of the line including spaces. Runs of spaces separate like one.
# entry_point: parse_irc_message
# example: parse_irc_message("PING server1") == (None, "PING", ["server1"])
# example: parse_irc_message(":bob QUIT :bye now") == ("bob", "QUIT", ["bye now"])

def parse_irc_message(line):
    prefix = None
    rest = line
    if rest.startswith(":"):
        space = rest.find(" ")
        if space == -1:
            return (rest[1:], "", [])
        prefix = rest[1:space]
        rest = rest[space:]
    command = ""
    params = []
    while rest:
        if rest[0] == " ":
            rest = rest[1:]
            continue
        if command and rest[0] == ":":
            params.append(rest[1:])
            break
        space = rest.find(" ")
        word = rest if space == -1 else rest[:space]
        rest = "" if space == -1 else rest[space:]
        if command:
            params.append(word)
        else:
            command = word
    return (prefix, command, params)


# tests
assert parse_irc_message(":nick!user@host PRIVMSG #chan :hello there") == ('nick!user@host', 'PRIVMSG', ['#chan', 'hello there'])
assert parse_irc_message("JOIN #a") == (None, 'JOIN', ['#a'])
assert parse_irc_message("") == (None, '', [])
assert parse_irc_message(":server.example") == ('server.example', '', [])
assert parse_irc_message("MODE #c +o  alice") == (None, 'MODE', ['#c', '+o', 'alice'])
assert parse_irc_message("NOTICE * :") == (None, 'NOTICE', ['*', ''])
assert parse_irc_message(":s 001 me :Welcome :) friend") == ('s', '001', ['me', 'Welcome :) friend'])
assert parse_irc_message("QUIT") == (None, 'QUIT', [])
assert parse_irc_message(":x CMD a:b c") == ('x', 'CMD', ['a:b', 'c'])
