# query: Format a byte count with binary units: plain "N B" below 1024, otherwise the largest of KiB, MiB,
#   GiB, TiB that keeps the number at least 1 (TiB is the largest unit), shown with one decimal place,
#   e.g. "1.5 KiB". Returns None for a negative count.
# entry_point: human_bytes
# example: human_bytes(512) == "512 B"
# example: human_bytes(3 * 1024 ** 2) == "3.0 MiB"

def human_bytes(size):
    if size < 0:
        return None
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    value = size
    index = 0
    while value >= 1024 and index < len(units) - 1:
        value /= 1024
        index += 1
    if index == 0:
        return f"{size} B"
    return f"{value:.1f} {units[index]}"


# tests
assert human_bytes(0) == "0 B"
assert human_bytes(1023) == "1023 B"
assert human_bytes(1024) == "1.0 KiB"
assert human_bytes(1536) == "1.5 KiB"
assert human_bytes(1048576) == "1.0 MiB"
assert human_bytes(1024 ** 4) == "1.0 TiB"
assert human_bytes(1024 ** 5) == "1024.0 TiB"
assert human_bytes(-1) is None
assert human_bytes(5 * 1024 ** 3 + 1024 ** 3 // 2) == "5.5 GiB"
