# query: Convert a 12-hour clock string such as "7:05 PM" (AM/PM in any letter case) into 24-hour "HH:MM"
#   form; 12 AM is midnight and 12 PM is noon. Returns None when the hour is not 1-12, the minutes are
#   not 00-59, or the AM/PM marker is missing or unknown.
# entry_point: to_24h_clock
# example: to_24h_clock("3:45 PM") == "15:45"
# example: to_24h_clock("6:30 am") == "06:30"

def to_24h_clock(text):
    clock, _, period = text.strip().partition(" ")
    hours_text, _, minutes_text = clock.partition(":")
    if not hours_text.isdigit() or not minutes_text.isdigit():
        return None
    hours = int(hours_text)
    minutes = int(minutes_text)
    if hours < 1 or hours > 12 or minutes > 59:
        return None
    period = period.upper()
    if period not in ("AM", "PM"):
        return None
    if hours == 12:
        hours = 0
    if period == "PM":
        hours += 12
    return f"{hours:02d}:{minutes:02d}"


# tests
assert to_24h_clock("7:05 PM") == "19:05"
assert to_24h_clock("12:00 AM") == "00:00"
assert to_24h_clock("12:30 PM") == "12:30"
assert to_24h_clock("11:59 pm") == "23:59"
assert to_24h_clock("1:00 AM") == "01:00"
assert to_24h_clock("13:00 PM") is None
assert to_24h_clock("0:15 AM") is None
assert to_24h_clock("9:60 AM") is None
assert to_24h_clock("9:15") is None
assert to_24h_clock("9:5x AM") is None
