# query: Replay events on an order that starts "created": pay moves created to paid, ship moves paid to
#   shipped, deliver moves shipped to delivered, cancel moves created to cancelled and paid to refunded, and
#   lose moves shipped to refunded. Events that do not apply to the current status are ignored. Return
#   (final status, number of ignored events).
# entry_point: order_status_after
# example: order_status_after(["pay", "ship"]) == ("shipped", 0)
# example: order_status_after(["deliver", "pay"]) == ("paid", 1)

def order_status_after(events):
    transitions = {
        "created": {"pay": "paid", "cancel": "cancelled"},
        "paid": {"ship": "shipped", "cancel": "refunded"},
        "shipped": {"deliver": "delivered", "lose": "refunded"},
    }
    status = "created"
    ignored = 0
    for event in events:
        options = transitions.get(status, {})
        if event in options:
            status = options[event]
        else:
            ignored += 1
    return (status, ignored)


# tests
assert order_status_after([]) == ("created", 0)
assert order_status_after(["pay", "ship", "deliver"]) == ("delivered", 0)
assert order_status_after(["cancel"]) == ("cancelled", 0)
assert order_status_after(["pay", "cancel"]) == ("refunded", 0)
assert order_status_after(["ship"]) == ("created", 1)
assert order_status_after(["pay", "ship", "cancel", "lose"]) == ("refunded", 1)
assert order_status_after(["pay", "ship", "deliver", "cancel", "pay"]) == ("delivered", 2)
assert order_status_after(["cancel", "pay", "pay"]) == ("cancelled", 2)
