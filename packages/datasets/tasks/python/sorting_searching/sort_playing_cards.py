# query: Sort playing cards written as rank plus suit, such as "10H", "AS" or "2c", by rank (2 lowest, then 3..10, J, Q,
#   K, A) and, within a rank, by suit in the order clubs, diamonds, hearts, spades (suit letters in any case). Cards that
#   cannot be read go last in their original order.
# entry_point: sort_playing_cards
# example: sort_playing_cards(["AS", "2C"]) == ["2C", "AS"]
# example: sort_playing_cards(["7S", "7H"]) == ["7H", "7S"]

def sort_playing_cards(cards):
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    suits = "CDHS"
    readable = []
    unreadable = []
    for card in cards:
        rank = card[:-1].upper()
        suit = card[-1:].upper()
        if rank in ranks and suit in suits:
            readable.append((ranks.index(rank), suits.index(suit), card))
        else:
            unreadable.append(card)
    readable.sort(key=lambda item: (item[0], item[1]))
    return [item[2] for item in readable] + unreadable


# tests
assert sort_playing_cards([]) == []
assert sort_playing_cards(["KD", "10H", "2S", "JC", "AH", "9D"]) == ['2S', '9D', '10H', 'JC', 'KD', 'AH']
assert sort_playing_cards(["QS", "QH", "QD", "QC"]) == ['QC', 'QD', 'QH', 'QS']
assert sort_playing_cards(["5D", "5c", "4s"]) == ['4s', '5c', '5D']
assert sort_playing_cards(["1H", "11D", "XS", "3"]) == ['1H', '11D', 'XS', '3']
assert sort_playing_cards(["", "ZZ", "2D"]) == ['2D', '', 'ZZ']
assert sort_playing_cards(["AS", "kS", "10S", "9S"]) == ['9S', '10S', 'kS', 'AS']
assert sort_playing_cards(["3D", "3D", "2H"]) == ['2H', '3D', '3D']
