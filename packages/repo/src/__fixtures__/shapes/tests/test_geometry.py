from shapes.geometry import Rectangle, clamp, count_created


def test_clamp_inside():
    assert clamp(5, 0, 10) == 5


def test_clamp_edges():
    assert clamp(-3, 0, 10) == 0
    assert clamp(12, 0, 10) == 10
    assert clamp(10, 0, 10) == 10


def test_area():
    assert Rectangle(3, 4).area() == 12
    assert Rectangle(2, 5).area() == 10


def test_scaled():
    rectangle = Rectangle(2, 3).scaled(2)
    assert (rectangle.width, rectangle.height) == (4, 6)
    assert Rectangle(1, 1).scaled(0, minimum=2).width == 2


def test_square():
    assert Rectangle(2, 2).is_square
    assert not Rectangle(2, 3).is_square


def test_count_created():
    before = count_created()
    Rectangle(1, 2)
    Rectangle(1, 3)
    assert count_created() == before + 2
