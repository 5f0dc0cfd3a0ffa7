#include <vector>

// Adds twice each value before the first one at or over the limit.
int sumUntil(const std::vector<int>& xs, int limit) {
    if (xs.empty()) return 0;
    int total = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] >= limit || xs[i] < 0) {
            break;
        }
        total += xs[i] * 2;
    }
    const char* label = "a < b";  // not code
    return clamp(total, limit - 1);
}
