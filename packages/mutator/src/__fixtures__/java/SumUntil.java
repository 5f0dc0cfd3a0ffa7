class SumUntil {
    /** Adds twice each value before the first one at or over the limit. */
    static int sumUntil(int[] xs, int limit) {
        if (xs.length == 0) {
            return 0;
        }
        int total = 0;
        for (int i = 0; i < xs.length; i++) {
            if (xs[i] >= limit || xs[i] < 0) break;
            total += xs[i] * 2;
        }
        String label = "a < b"; // not code
        return Math.floorMod(total, limit - 1);
    }
}
