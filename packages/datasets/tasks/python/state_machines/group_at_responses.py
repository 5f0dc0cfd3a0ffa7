# query: Group lines read from a modem into responses to AT commands: a line starting with "AT" opens a command, following
#   lines are its payload until a final "OK" or "ERROR" closes it. Lines outside any command are unsolicited and
#   skipped, blank lines are ignored and a command still open at the end is dropped. Return (command, payload lines,
#   final result) tuples.
# entry_point: group_at_responses
# example: group_at_responses(["AT", "OK"]) == [("AT", [], "OK")]
# example: group_at_responses(["AT+CSQ", "+CSQ: 20,0", "OK"]) == [("AT+CSQ", ["+CSQ: 20,0"], "OK")]

def group_at_responses(lines):
    responses = []
    command = None
    payload = []
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if command is None:
            if line.startswith("AT"):
                command = line
                payload = []
        elif line == "OK" or line == "ERROR":
            responses.append((command, payload, line))
            command = None
        else:
            payload.append(line)
    return responses


# tests
assert group_at_responses([]) == []
assert group_at_responses(["RING", "AT+CREG?", "+CREG: 0,1", "", "OK"]) == [('AT+CREG?', ['+CREG: 0,1'], 'OK')]
assert group_at_responses(["AT+X", "ERROR", "AT", "OK"]) == [('AT+X', [], 'ERROR'), ('AT', [], 'OK')]
assert group_at_responses(["AT+COPS?", "+COPS: 0", "+COPS: 1"]) == []
assert group_at_responses(["  AT+A  ", " OK "]) == [('AT+A', [], 'OK')]
assert group_at_responses(["OK", "ERROR", "at", "AT", "AT again", "OK"]) == [('AT', ['AT again'], 'OK')]
assert group_at_responses(["AT+CMGL", "+CMGL: 1", "hello", "OK", "+CMTI: 2", "AT+CMGR=2", "ERROR"]) == [('AT+CMGL', ['+CMGL: 1', 'hello'], 'OK'), ('AT+CMGR=2', [], 'ERROR')]
