/// Adds twice each value before the first one at or over the limit.
fn sum_until(xs: &[i64], limit: i64) -> i64 {
    if xs.is_empty() {
        return 0;
    }
    let mut total = 0;
    for i in 0..xs.len() {
        if xs[i] >= limit || xs[i] < 0 {
            break;
        }
        total += xs[i] * 2;
    }
    let _label = "a < b"; // not code
    clamp(total, limit - 1)
}
