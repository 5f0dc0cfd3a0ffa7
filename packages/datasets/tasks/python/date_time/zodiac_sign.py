# query: Return the Western zodiac sun sign for a month and day using the common date ranges: Capricorn
#   Dec 22-Jan 19, Aquarius Jan 20-Feb 18, Pisces Feb 19-Mar 20, Aries Mar 21-Apr 19, Taurus Apr 20-May 20,
#   Gemini May 21-Jun 20, Cancer Jun 21-Jul 22, Leo Jul 23-Aug 22, Virgo Aug 23-Sep 22, Libra Sep 23-Oct 22,
#   Scorpio Oct 23-Nov 21 and Sagittarius Nov 22-Dec 21.
# entry_point: zodiac_sign
# example: zodiac_sign(7, 4) == "Cancer"
# example: zodiac_sign(12, 25) == "Capricorn"

def zodiac_sign(month, day):
    starts = [(1, 20, "Aquarius"), (2, 19, "Pisces"), (3, 21, "Aries"), (4, 20, "Taurus"), (5, 21, "Gemini"),
              (6, 21, "Cancer"), (7, 23, "Leo"), (8, 23, "Virgo"), (9, 23, "Libra"), (10, 23, "Scorpio"),
              (11, 22, "Sagittarius"), (12, 22, "Capricorn")]
    sign = "Capricorn"
    for start_month, start_day, name in starts:
        if (month, day) >= (start_month, start_day):
            sign = name
    return sign


# tests
assert [zodiac_sign(1, d) for d in (19, 20)] == ["Capricorn", "Aquarius"]
assert [zodiac_sign(2, d) for d in (18, 19)] == ["Aquarius", "Pisces"]
assert [zodiac_sign(3, d) for d in (20, 21)] == ["Pisces", "Aries"] and [zodiac_sign(4, d) for d in (19, 20)] == ["Aries", "Taurus"]
assert [zodiac_sign(5, d) for d in (20, 21)] == ["Taurus", "Gemini"] and [zodiac_sign(6, d) for d in (20, 21)] == ["Gemini", "Cancer"]
assert [zodiac_sign(7, d) for d in (22, 23)] == ["Cancer", "Leo"] and [zodiac_sign(8, d) for d in (22, 23)] == ["Leo", "Virgo"]
assert [zodiac_sign(9, d) for d in (22, 23)] == ["Virgo", "Libra"] and [zodiac_sign(10, d) for d in (22, 23)] == ["Libra", "Scorpio"]
assert [zodiac_sign(11, d) for d in (21, 22)] == ["Scorpio", "Sagittarius"]
assert [zodiac_sign(12, d) for d in (21, 22, 31)] == ["Sagittarius", "Capricorn", "Capricorn"]
assert [zodiac_sign(m, 1) for m in range(1, 13)] == ["Capricorn", "Aquarius", "Pisces", "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius"]
assert [zodiac_sign(m, 31) for m in (1, 3, 5, 8, 10)] == ["Aquarius", "Aries", "Gemini", "Virgo", "Scorpio"]
