# query: Convert a frame count into a video timecode "HH:MM:SS:FF" for a whole-number frame rate, where FF
#   is the frame within the second (all fields at least two digits; hours may exceed 99). Return None for
#   a negative frame count or a frame rate below 1.
# entry_point: frames_to_timecode
# example: frames_to_timecode(90, 30) == "00:00:03:00"
# example: frames_to_timecode(1501, 25) == "00:01:00:01"

def frames_to_timecode(frames, fps):
    if frames < 0 or fps < 1:
        return None
    total_seconds, frame = divmod(frames, fps)
    total_minutes, seconds = divmod(total_seconds, 60)
    hours, minutes = divmod(total_minutes, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}:{frame:02d}"


# tests
assert frames_to_timecode(0, 24) == "00:00:00:00"
assert frames_to_timecode(23, 24) == "00:00:00:23"
assert frames_to_timecode(24, 24) == "00:00:01:00"
assert frames_to_timecode(24 * 59 + 5, 24) == "00:00:59:05"
assert frames_to_timecode(24 * 60, 24) == "00:01:00:00"
assert frames_to_timecode(30 * 3600 - 1, 30) == "00:59:59:29"
assert frames_to_timecode(25 * 3600 * 100, 25) == "100:00:00:00"
assert frames_to_timecode(-1, 24) is None
assert frames_to_timecode(10, 0) is None
assert frames_to_timecode(7, 1) == "00:00:07:00"
