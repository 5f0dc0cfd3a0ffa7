# query: Label the fixed-size time bucket containing an "HH:MM" time, with buckets of a given number of
#   minutes counted from midnight, as "HH:MM-HH:MM" (start inclusive, end exclusive; a bucket ending at
#   midnight ends with "24:00"). Return None if the bucket size is not a positive divisor of 1440.
# entry_point: clock_bucket_label
# example: clock_bucket_label("10:47", 15) == "10:45-11:00"
# example: clock_bucket_label("10:47", 60) == "10:00-11:00"

def clock_bucket_label(clock, size):
    if size < 1 or 1440 % size != 0:
        return None
    hours, minutes = clock.split(":")
    total = int(hours) * 60 + int(minutes)
    start = total - total % size
    end = start + size
    return f"{start // 60:02d}:{start % 60:02d}-{end // 60:02d}:{end % 60:02d}"


# tests
assert clock_bucket_label("00:00", 30) == "00:00-00:30"
assert clock_bucket_label("00:29", 30) == "00:00-00:30" and clock_bucket_label("00:30", 30) == "00:30-01:00"
assert clock_bucket_label("23:59", 15) == "23:45-24:00"
assert clock_bucket_label("13:05", 1) == "13:05-13:06" and clock_bucket_label("20:44", 5) == "20:40-20:45"
assert clock_bucket_label("13:05", 1440) == "00:00-24:00"
assert clock_bucket_label("07:10", 90) == "06:00-07:30"
assert clock_bucket_label("16:59", 480) == "16:00-24:00"
assert clock_bucket_label("12:00", 7) is None and clock_bucket_label("12:00", 0) is None
assert clock_bucket_label("12:00", 2880) is None and clock_bucket_label("12:00", -30) is None
