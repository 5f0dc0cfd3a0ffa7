# query: Track a simplified DHCP client through received events. It starts in "INIT"; "send_discover" moves INIT to
#   "SELECTING", "offer" moves SELECTING to "REQUESTING", "ack" moves REQUESTING to "BOUND", "nak" sends REQUESTING back
#   to INIT, "lease_expired" takes BOUND back to INIT, and "release" takes BOUND to INIT. Any event that does not fit the
#   current state is ignored and counted. Return (final state, ignored count, number of times BOUND was entered).
# entry_point: dhcp_client_state
# example: dhcp_client_state(["send_discover", "offer", "ack"]) == ("BOUND", 0, 1)
# example: dhcp_client_state(["offer"]) == ("INIT", 1, 0)

def dhcp_client_state(events):
    transitions = {
        ("INIT", "send_discover"): "SELECTING",
        ("SELECTING", "offer"): "REQUESTING",
        ("REQUESTING", "ack"): "BOUND",
        ("REQUESTING", "nak"): "INIT",
        ("BOUND", "lease_expired"): "INIT",
        ("BOUND", "release"): "INIT",
    }
    state = "INIT"
    ignored = 0
    bound_count = 0
    for event in events:
        next_state = transitions.get((state, event))
        if next_state is None:
            ignored += 1
            continue
        state = next_state
        if state == "BOUND":
            bound_count += 1
    return (state, ignored, bound_count)


# tests
assert dhcp_client_state([]) == ('INIT', 0, 0)
assert dhcp_client_state(["send_discover", "offer", "nak"]) == ('INIT', 0, 0)
assert dhcp_client_state(["send_discover", "offer", "ack", "release", "send_discover", "offer", "ack"]) == ('BOUND', 0, 2)
assert dhcp_client_state(["send_discover", "send_discover", "ack", "offer", "offer", "ack"]) == ('BOUND', 3, 1)
assert dhcp_client_state(["send_discover", "offer", "ack", "lease_expired"]) == ('INIT', 0, 1)
assert dhcp_client_state(["release", "nak", "lease_expired"]) == ('INIT', 3, 0)
assert dhcp_client_state(["send_discover", "offer", "ack", "ack", "send_discover"]) == ('BOUND', 2, 1)
assert dhcp_client_state(["send_discover", "offer"]) == ('REQUESTING', 0, 0)
