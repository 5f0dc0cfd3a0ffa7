# query: Format an integer amount of cents as a US-dollar string with comma thousands separators and
#   exactly two decimals, e.g. 123456 becomes "$1,234.56"; negative amounts get a leading "-" before
#   the "$".
# entry_point: format_cents
# example: format_cents(250075) == "$2,500.75"
# example: format_cents(-99) == "-$0.99"

def format_cents(cents):
    sign = ""
    if cents < 0:
        sign = "-"
    amount = abs(cents)
    dollars = str(amount // 100)
    groups = []
    while len(dollars) > 3:
        groups.insert(0, dollars[-3:])
        dollars = dollars[:-3]
    groups.insert(0, dollars)
    return sign + "$" + ",".join(groups) + "." + str(amount % 100).zfill(2)


# tests
assert format_cents(0) == "$0.00"
assert format_cents(5) == "$0.05"
assert format_cents(-5) == "-$0.05" and format_cents(-1) == "-$0.01"
assert format_cents(100) == "$1.00"
assert format_cents(1001) == "$10.01"
assert format_cents(99999) == "$999.99"
assert format_cents(100000) == "$1,000.00"
assert format_cents(123456789012) == "$1,234,567,890.12"
assert format_cents(-100000000) == "-$1,000,000.00"
