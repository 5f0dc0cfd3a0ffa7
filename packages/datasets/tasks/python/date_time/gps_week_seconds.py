# query: Convert a Unix timestamp in seconds to GPS time as a (week number, seconds into the week) tuple,
#   where GPS time counts from 1980-01-06 00:00:00 UTC and runs ahead of UTC by the given number of leap
#   seconds. Return None for an instant before the GPS epoch.
# entry_point: gps_week_seconds
# example: gps_week_seconds(315964800 + 604800, 0) == (1, 0)
# example: gps_week_seconds(315964800 + 90, 18) == (0, 108)

def gps_week_seconds(unix_seconds, leap_seconds):
    gps_epoch = 315964800
    seconds_per_week = 7 * 86400
    elapsed = unix_seconds - gps_epoch + leap_seconds
    if elapsed < 0:
        return None
    return (elapsed // seconds_per_week, elapsed % seconds_per_week)


# tests
assert gps_week_seconds(315964800, 0) == (0, 0)
assert gps_week_seconds(315964799, 0) is None
assert gps_week_seconds(315964799, 1) == (0, 0)
assert gps_week_seconds(315964800 + 604799, 0) == (0, 604799)
assert gps_week_seconds(1700000000, 18) == (2288, 252818)
assert gps_week_seconds(1704067200, 18) == (2295, 86418)
assert gps_week_seconds(315964800 + 86400, 0) == (0, 86400)
assert gps_week_seconds(315964790, 5) is None
