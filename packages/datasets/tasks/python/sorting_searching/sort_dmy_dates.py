# query: Sort date strings written as "DD/MM/YYYY" chronologically, oldest first; day and month may have one or two
#   digits. Dates that fall on the same day keep their original order.
# entry_point: sort_dmy_dates
# example: sort_dmy_dates(["02/01/2020", "01/02/2019"]) == ["01/02/2019", "02/01/2020"]
# example: sort_dmy_dates(["5/6/2001", "4/6/2001"]) == ["4/6/2001", "5/6/2001"]

def sort_dmy_dates(dates):
    keyed = []
    for position, text in enumerate(dates):
        day, month, year = text.split("/")
        keyed.append((int(year), int(month), int(day), position, text))
    keyed.sort()
    return [item[4] for item in keyed]


# tests
assert sort_dmy_dates(["15/03/2021", "01/12/2020", "28/02/2021"]) == ['01/12/2020', '28/02/2021', '15/03/2021']
assert sort_dmy_dates([]) == []
assert sort_dmy_dates(["01/02/2020", "02/01/2020"]) == ['02/01/2020', '01/02/2020']
assert sort_dmy_dates(["1/2/2020", "01/02/2020", "31/01/2020"]) == ['31/01/2020', '1/2/2020', '01/02/2020']
assert sort_dmy_dates(["01/02/2020", "1/2/2020"]) == ['01/02/2020', '1/2/2020']
assert sort_dmy_dates(["9/9/1999", "10/9/1999", "9/10/1999"]) == ['9/9/1999', '10/9/1999', '9/10/1999']
assert sort_dmy_dates(["31/12/2000", "1/1/2001", "30/12/2000"]) == ['30/12/2000', '31/12/2000', '1/1/2001']
assert sort_dmy_dates(["07/07/2007"]) == ['07/07/2007']
