VOWELS = set("aeiou")


def count_vowels(word: str) -> int:
    count = 0
    for ch in word.lower():
        if ch in VOWELS:
            count += 1
    return count
