# query: Track a simplified TCP client connection starting in CLOSED: connect -> SYN_SENT, syn_ack ->
#   ESTABLISHED, then either close -> FIN_WAIT, ack -> TIME_WAIT, timeout -> CLOSED, or fin -> CLOSE_WAIT,
#   close -> LAST_ACK, ack -> CLOSED; "reset" returns to CLOSED from any state. Return (final state, number of
#   times ESTABLISHED was entered), or ("ERROR", that count so far) at the first event not allowed in the state.
# entry_point: tcp_connection_state
# example: tcp_connection_state(["connect"]) == ("SYN_SENT", 0)
# example: tcp_connection_state(["connect", "syn_ack", "fin"]) == ("CLOSE_WAIT", 1)

def tcp_connection_state(events):
    transitions = {
        ("CLOSED", "connect"): "SYN_SENT",
        ("SYN_SENT", "syn_ack"): "ESTABLISHED",
        ("ESTABLISHED", "close"): "FIN_WAIT",
        ("FIN_WAIT", "ack"): "TIME_WAIT",
        ("TIME_WAIT", "timeout"): "CLOSED",
        ("ESTABLISHED", "fin"): "CLOSE_WAIT",
        ("CLOSE_WAIT", "close"): "LAST_ACK",
        ("LAST_ACK", "ack"): "CLOSED",
    }
    state = "CLOSED"
    sessions = 0
    for event in events:
        if event == "reset":
            state = "CLOSED"
            continue
        if (state, event) not in transitions:
            return ("ERROR", sessions)
        state = transitions[(state, event)]
        if state == "ESTABLISHED":
            sessions += 1
    return (state, sessions)


# tests
assert tcp_connection_state([]) == ("CLOSED", 0)
assert tcp_connection_state(["connect", "syn_ack"]) == ("ESTABLISHED", 1)
assert tcp_connection_state(["connect", "syn_ack", "close", "ack", "timeout"]) == ("CLOSED", 1)
assert tcp_connection_state(["connect", "syn_ack", "fin", "close", "ack"]) == ("CLOSED", 1)
assert tcp_connection_state(["syn_ack"]) == ("ERROR", 0)
assert tcp_connection_state(["connect", "syn_ack", "reset", "connect", "syn_ack"]) == ("ESTABLISHED", 2)
assert tcp_connection_state(["connect", "reset"]) == ("CLOSED", 0)
assert tcp_connection_state(["connect", "syn_ack", "ack"]) == ("ERROR", 1)
assert tcp_connection_state(["connect", "syn_ack", "close", "ack"]) == ("TIME_WAIT", 1)
