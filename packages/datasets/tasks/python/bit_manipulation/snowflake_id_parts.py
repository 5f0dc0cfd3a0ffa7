# query: Split a 64-bit Twitter-style snowflake ID into (unix milliseconds, machine id, sequence): the
#   top 41 bits after the sign bit are milliseconds since the epoch 1288834974657, the next 10 bits
#   the machine id and the low 12 bits the sequence. A negative ID or one of 2**63 or more gives None.
# entry_point: snowflake_id_parts
# example: snowflake_id_parts((1000 << 22) | (5 << 12) | 7) == (1288834975657, 5, 7)
# example: snowflake_id_parts(1 << 12) == (1288834974657, 1, 0)

def snowflake_id_parts(snowflake):
    if snowflake < 0 or snowflake >= 1 << 63:
        return None
    timestamp = (snowflake >> 22) + 1288834974657
    machine = (snowflake >> 12) & 0x3FF
    sequence = snowflake & 0xFFF
    return timestamp, machine, sequence


# tests
assert snowflake_id_parts(0) == (1288834974657, 0, 0)
assert snowflake_id_parts(0xFFF) == (1288834974657, 0, 4095)
assert snowflake_id_parts(0x3FF000) == (1288834974657, 1023, 0)
assert snowflake_id_parts(1 << 22) == (1288834974658, 0, 0)
assert snowflake_id_parts((1 << 63) - 1) == (3487858230208, 1023, 4095)
assert snowflake_id_parts(1 << 63) is None
assert snowflake_id_parts(-1) is None
assert snowflake_id_parts(1212161089000000000) == (1577836699138, 596, 2560)
assert snowflake_id_parts(0x401001) == (1288834974658, 1, 1)
