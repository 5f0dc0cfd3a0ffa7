class Inventory:
    def __init__(self):
        self.counts = {}

    def remove(self, item: str, qty: int = 1) -> int:
        """Remove qty of item; return what is left."""
        have = self.counts.get(item, 0)
        if qty > have:
            raise KeyError(item)
        self.counts[item] = have - qty
        if self.counts[item] == 0:
            del self.counts[item]
        return have - qty
