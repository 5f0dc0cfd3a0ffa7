import os
import tempfile
import time

from timing.steps import count_up, jittery_total


def test_count_up_slowly():
    time.sleep(0.1)
    assert count_up(5) == 5
    assert count_up(0) == 0


def test_jittery_total():
    # Flaky on purpose: fails on every second run (a counter file in the private /tmp).
    path = os.path.join(tempfile.gettempdir(), 'execret-fixture-flaky-counter')
    runs = int(open(path).read()) if os.path.exists(path) else 0
    with open(path, 'w') as handle:
        handle.write(str(runs + 1))
    assert jittery_total([1, 2, 3]) == 6
    assert runs % 2 == 0
