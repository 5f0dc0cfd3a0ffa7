# query: Format a byte count for display using binary units: counts below 1024 are shown as a whole
#   number with "B" (such as "512 B"), larger ones divided down to KiB, MiB, GiB or at most TiB with
#   one decimal place (such as "1.5 KiB"). Negative counts give None.
# entry_point: format_byte_size
# example: format_byte_size(512) == "512 B"
# example: format_byte_size(2560) == "2.5 KiB"

def format_byte_size(size):
    if size < 0:
        return None
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    value = float(size)
    unit = 0
    while value >= 1024 and unit < len(units) - 1:
        value = value / 1024
        unit += 1
    if unit == 0:
        return str(size) + " B"
    return f"{value:.1f} {units[unit]}"


# tests
assert format_byte_size(0) == "0 B"
assert format_byte_size(1023) == "1023 B"
assert format_byte_size(1024) == "1.0 KiB"
assert format_byte_size(1536) == "1.5 KiB"
assert format_byte_size(1048576) == "1.0 MiB"
assert format_byte_size(5 * 1024 ** 3) == "5.0 GiB"
assert format_byte_size(1024 ** 4) == "1.0 TiB"
assert format_byte_size(2048 * 1024 ** 4) == "2048.0 TiB"
assert format_byte_size(-1) is None
