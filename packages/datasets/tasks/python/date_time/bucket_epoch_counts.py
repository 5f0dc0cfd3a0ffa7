# query: Count Unix timestamps (seconds) per fixed-size time bucket of a given number of minutes, aligned to
#   the Unix epoch, returning a dict from each non-empty bucket's UTC start "YYYY-MM-DDTHH:MMZ" to its count
#   in ascending time order. A bucket size below 1 minute gives None.
# entry_point: bucket_epoch_counts
# example: bucket_epoch_counts([0, 100, 700], 10) == {"1970-01-01T00:00Z": 2, "1970-01-01T00:10Z": 1}
# example: bucket_epoch_counts([3600], 60) == {"1970-01-01T01:00Z": 1}

def bucket_epoch_counts(stamps, minutes):
    from datetime import datetime, timezone

    if minutes < 1:
        return None
    size = minutes * 60
    counts = {}
    for stamp in stamps:
        start = stamp - stamp % size
        counts[start] = counts.get(start, 0) + 1
    result = {}
    for start in sorted(counts):
        label = datetime.fromtimestamp(start, timezone.utc).strftime("%Y-%m-%dT%H:%MZ")
        result[label] = counts[start]
    return result


# tests
assert bucket_epoch_counts([], 5) == {}
assert bucket_epoch_counts([10], 0) is None
assert bucket_epoch_counts([299, 300], 5) == {"1970-01-01T00:00Z": 1, "1970-01-01T00:05Z": 1}
assert bucket_epoch_counts([59, 60, 61], 1) == {"1970-01-01T00:00Z": 1, "1970-01-01T00:01Z": 2}
assert bucket_epoch_counts([-1], 15) == {"1969-12-31T23:45Z": 1}
assert list(bucket_epoch_counts([7200, 0, 3600], 60)) == ["1970-01-01T00:00Z", "1970-01-01T01:00Z", "1970-01-01T02:00Z"]
assert bucket_epoch_counts([1709251199, 1709251200, 1709251201], 1440) == {"2024-02-29T00:00Z": 1, "2024-03-01T00:00Z": 2}
assert bucket_epoch_counts([1000, 1000, 1000], 7) == {"1970-01-01T00:14Z": 3}
