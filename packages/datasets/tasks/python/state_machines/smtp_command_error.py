# query: Check the order of commands in a mail session (case-insensitive): HELO must come first; then each
#   message is MAIL, one or more RCPT, then DATA; RSET (back to ready) and NOOP are allowed any time after HELO;
#   QUIT ends the session and nothing may follow. Return the index of the first out-of-order command, the
#   number of commands if the session never QUITs, or -1 if the session is valid.
# entry_point: smtp_command_error
# example: smtp_command_error(["HELO", "QUIT"]) == -1
# example: smtp_command_error(["HELO", "DATA"]) == 1

def smtp_command_error(commands):
    state = "start"
    for index, command in enumerate(commands):
        verb = command.upper()
        if state == "start":
            if verb != "HELO":
                return index
            state = "ready"
        elif state == "closed":
            return index
        elif verb == "QUIT":
            state = "closed"
        elif verb == "RSET":
            state = "ready"
        elif verb == "NOOP":
            continue
        elif verb == "MAIL" and state == "ready":
            state = "mail"
        elif verb == "RCPT" and (state == "mail" or state == "rcpt"):
            state = "rcpt"
        elif verb == "DATA" and state == "rcpt":
            state = "ready"
        else:
            return index
    if state != "closed":
        return len(commands)
    return -1


# tests
assert smtp_command_error(["HELO", "MAIL", "RCPT", "DATA", "QUIT"]) == -1
assert smtp_command_error(["helo", "mail", "rcpt", "rcpt", "data", "quit"]) == -1
assert smtp_command_error([]) == 0
assert smtp_command_error(["MAIL"]) == 0
assert smtp_command_error(["HELO", "RCPT"]) == 1
assert smtp_command_error(["HELO", "MAIL", "DATA"]) == 2
assert smtp_command_error(["HELO", "MAIL", "RSET", "NOOP", "MAIL", "RCPT", "DATA", "QUIT"]) == -1
assert smtp_command_error(["HELO", "QUIT", "NOOP"]) == 2
assert smtp_command_error(["HELO", "MAIL", "RCPT"]) == 3
assert smtp_command_error(["HELO", "MAIL", "MAIL"]) == 2
