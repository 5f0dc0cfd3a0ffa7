# query: Sort log lines of the form "HH:MM:SS LEVEL message" by their zero-padded time, and lines with the same time by
#   severity: ERROR, then WARN, INFO, DEBUG, and any other level last. Lines equal on both keys keep their order.
# entry_point: sort_log_lines
# example: sort_log_lines(["10:00:01 INFO b", "10:00:00 INFO a"]) == ["10:00:00 INFO a", "10:00:01 INFO b"]
# example: sort_log_lines(["09:00:00 INFO up", "09:00:00 ERROR down"]) == ["09:00:00 ERROR down", "09:00:00 INFO up"]

def sort_log_lines(lines):
    severity = {"ERROR": 0, "WARN": 1, "INFO": 2, "DEBUG": 3}
    keyed = []
    for position, line in enumerate(lines):
        parts = line.split(" ", 2)
        level = parts[1] if len(parts) > 1 else ""
        keyed.append((parts[0], severity.get(level, 4), position, line))
    keyed.sort()
    return [item[3] for item in keyed]


# tests
assert sort_log_lines([]) == []
assert sort_log_lines(["12:00:00 TRACE t", "12:00:00 DEBUG d", "12:00:00 INFO i", "12:00:00 WARN w", "12:00:00 ERROR e"]) == ['12:00:00 ERROR e', '12:00:00 WARN w', '12:00:00 INFO i', '12:00:00 DEBUG d', '12:00:00 TRACE t']
assert sort_log_lines(["23:59:59 ERROR late", "00:00:00 DEBUG early"]) == ['00:00:00 DEBUG early', '23:59:59 ERROR late']
assert sort_log_lines(["08:00:00 INFO second", "08:00:00 INFO first"]) == ['08:00:00 INFO second', '08:00:00 INFO first']
assert sort_log_lines(["07:30:00 WARN disk", "07:30:00 ERROR cpu", "07:29:59 DEBUG x"]) == ['07:29:59 DEBUG x', '07:30:00 ERROR cpu', '07:30:00 WARN disk']
assert sort_log_lines(["01:00:00", "01:00:00 INFO i", "01:00:00 WARN"]) == ['01:00:00 WARN', '01:00:00 INFO i', '01:00:00']
assert sort_log_lines(["05:00:00 error lower", "05:00:00 DEBUG upper"]) == ['05:00:00 DEBUG upper', '05:00:00 error lower']
assert sort_log_lines(["02:00:00 INFO a b c", "01:00:00 INFO x y"]) == ['01:00:00 INFO x y', '02:00:00 INFO a b c']
