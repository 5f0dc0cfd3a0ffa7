"""Small geometry helpers (a fixture project of execret's repository benchmarks)."""

_created = []


def clamp(value, low, high):
    """Limit a number to the closed range between low and high.

    Returns low when the value is below it and high when above it.
    """
    if value < low:
        return low
    if value > high:
        return high
    return value


def count_created():
    """Number of rectangles made since the module was loaded."""
    total = 0
    for _ in _created:
        total += 1
    return total


def helper_without_doc(items):
    result = []
    for item in items:
        result.append(item * 2)
    return result


def short(x):
    """Too short a body to keep."""
    return x


def never_tested(values):
    """Sum the squares of a list of numbers.

    Nothing in the test suite calls this.
    """
    total = 0
    for value in values:
        total += value * value
    return total


class Rectangle:
    """An axis-aligned rectangle."""

    def __init__(self, width, height):
        """Make a rectangle of the given width and height."""
        self.width = width
        self.height = height
        _created.append(self)

    def __repr__(self):
        """Show the rectangle's size in a readable way."""
        text = f"Rectangle({self.width}, {self.height})"
        text = text.strip()
        return text

    def area(self):
        """Compute the area of the rectangle in square units."""
        width = self.width
        height = self.height
        return width * height

    def scaled(self, factor, minimum=1):
        """Return a copy scaled by a factor, never smaller than the minimum side.

        The factor multiplies both sides.
        """
        width = max(minimum, self.width * factor)
        height = max(minimum, self.height * factor)
        return Rectangle(width, height)

    @property
    def is_square(self):
        """Tell whether both sides of the rectangle are equal."""
        width = self.width
        height = self.height
        return width == height
