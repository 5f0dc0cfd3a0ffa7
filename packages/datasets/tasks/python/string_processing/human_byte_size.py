# query: Format a non-negative byte count for humans using binary (1024-based) units B, KB, MB, GB and TB.
#   Counts below 1024 are shown as a whole number of bytes ("512 B"); larger counts use the biggest unit
#   that keeps the value at least 1, with one decimal place ("1.5 KB"), never going beyond TB.
# entry_point: human_byte_size
# example: human_byte_size(2048) == "2.0 KB"
# example: human_byte_size(100) == "100 B"

def human_byte_size(size):
    units = ["B", "KB", "MB", "GB", "TB"]
    if size < 1024:
        return str(size) + " B"
    value = float(size)
    index = 0
    while value >= 1024 and index < len(units) - 1:
        value /= 1024
        index += 1
    return f"{value:.1f} {units[index]}"


# tests
assert human_byte_size(0) == "0 B"
assert human_byte_size(1023) == "1023 B"
assert human_byte_size(1024) == "1.0 KB"
assert human_byte_size(1536) == "1.5 KB"
assert human_byte_size(1048064) == "1023.5 KB"
assert human_byte_size(1048576) == "1.0 MB"
assert human_byte_size(5 * 1024 ** 4) == "5.0 TB"
assert human_byte_size(3 * 1024 ** 5) == "3072.0 TB"
assert human_byte_size(10 ** 9) == "953.7 MB"
assert human_byte_size(2560 * 1024 ** 2) == "2.5 GB"
