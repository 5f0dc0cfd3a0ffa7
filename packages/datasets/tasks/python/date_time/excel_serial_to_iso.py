# query: Convert a spreadsheet serial day number in the 1900 date system into "YYYY-MM-DD": serial 1 is
#   1900-01-01 and, reproducing the historical bug, serial 60 stands for the non-existent 1900-02-29, so
#   later serials are shifted by one day. Return None for serial 60 or a serial below 1.
# entry_point: excel_serial_to_iso
# example: excel_serial_to_iso(45292) == "2024-01-01"
# example: excel_serial_to_iso(32) == "1900-02-01"

def excel_serial_to_iso(serial):
    from datetime import date, timedelta

    if serial < 1 or serial == 60:
        return None
    if serial < 60:
        return (date(1899, 12, 31) + timedelta(days=serial)).isoformat()
    return (date(1899, 12, 30) + timedelta(days=serial)).isoformat()


# tests
assert excel_serial_to_iso(1) == "1900-01-01"
assert excel_serial_to_iso(59) == "1900-02-28"
assert excel_serial_to_iso(60) is None
assert excel_serial_to_iso(61) == "1900-03-01"
assert excel_serial_to_iso(0) is None and excel_serial_to_iso(-5) is None
assert excel_serial_to_iso(36526) == "2000-01-01"
assert excel_serial_to_iso(45351) == "2024-02-29"
assert excel_serial_to_iso(2958465) == "9999-12-31"
