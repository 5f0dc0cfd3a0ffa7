# query: Unpack a 16-bit FAT/MS-DOS date stamp (bits 15-9 years since 1980, bits 8-5 month, bits 4-0
#   day) into a (year, month, day) tuple. Return None if the value is outside 0-0xFFFF, the month is
#   not 1-12 or the day is 0.
# entry_point: unpack_fat_date
# example: unpack_fat_date((20 << 9) | (6 << 5) | 15) == (2000, 6, 15)
# example: unpack_fat_date((1 << 9) | (2 << 5) | 3) == (1981, 2, 3)

def unpack_fat_date(value):
    if value >> 16 != 0:
        return None
    year = 1980 + (value >> 9)
    month = (value >> 5) & 0x0F
    day = value & 0x1F
    if month < 1 or month > 12 or day < 1:
        return None
    return year, month, day


# tests
assert unpack_fat_date(0x0021) == (1980, 1, 1)
assert unpack_fat_date((44 << 9) | (12 << 5) | 31) == (2024, 12, 31)
assert unpack_fat_date((127 << 9) | (1 << 5) | 1) == (2107, 1, 1)
assert unpack_fat_date(0xFFFF) is None
assert unpack_fat_date(1) is None
assert unpack_fat_date((13 << 5) | 1) is None
assert unpack_fat_date(12 << 5) is None
assert unpack_fat_date(0x10021) is None
assert unpack_fat_date(-65503) is None
assert unpack_fat_date((45 << 9) | (7 << 5) | 16) == (2025, 7, 16)
