# query: Write a whole number from 0 to 999,999 in English words, with hyphens in compound tens
#   ("forty-two"), "hundred" and "thousand" groups and no "and" ("one thousand two hundred five").
#   Negative numbers start with "minus"; values of a million or more give None.
# entry_point: spell_number
# example: spell_number(42) == 'forty-two'
# example: spell_number(3010) == 'three thousand ten'

def spell_number(number):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if number < 0:
        inner = spell_number(-number)
        return None if inner is None else "minus " + inner
    if number >= 1000000:
        return None

    def below_thousand(value):
        words = []
        if value >= 100:
            words.append(ones[value // 100] + " hundred")
            value %= 100
        if value >= 20:
            words.append(tens[value // 10] + ("-" + ones[value % 10] if value % 10 else ""))
        elif value > 0:
            words.append(ones[value])
        return " ".join(words)

    if number == 0:
        return "zero"
    thousands, rest = divmod(number, 1000)
    parts = []
    if thousands:
        parts.append(below_thousand(thousands) + " thousand")
    if rest:
        parts.append(below_thousand(rest))
    return " ".join(parts)


# tests
assert spell_number(0) == 'zero'
assert spell_number(-1) == 'minus one'
assert spell_number(20) == 'twenty'
assert spell_number(99) == 'ninety-nine'
assert spell_number(100) == 'one hundred'
assert spell_number(1234) == 'one thousand two hundred thirty-four'
assert spell_number(1205) == 'one thousand two hundred five'
assert spell_number(999999) == 'nine hundred ninety-nine thousand nine hundred ninety-nine'
assert spell_number(1000000) is None
assert spell_number(-19) == 'minus nineteen'
