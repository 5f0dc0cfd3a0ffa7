"""Reference values for the stats tests (python3 with numpy 2.4 and scipy 1.17).

Run: python3 stats_reference.py > stats-reference.json
- mcnemar: exact two-sided p = min(1, 2 * binom.cdf(min(b, c), b + c, 0.5)), also checked against
  scipy.stats.binomtest; mid-p per Fagerland, Lydersen & Laake (2013) supplement.
- quantiles: numpy.percentile (method='linear', numpy's default = type 7).
- bca: scipy.stats._resampling._bca_interval (the function scipy.stats.bootstrap uses for BCa)
  on fixed data and a fixed bootstrap distribution, then scipy.stats.quantile at its levels.
"""
import json
import numpy as np
from scipy import stats
from scipy.stats import binom, binomtest
from scipy.stats._resampling import _bca_interval
from scipy._lib._array_api import array_namespace

out = {'mcnemar': []}
for b, c in [(47, 66), (0, 5), (1, 9), (3, 3), (10, 20), (100, 140), (7, 0), (250, 180), (1, 1)]:
    m, n = min(b, c), b + c
    p = min(1.0, 2 * binom.cdf(m, n, 0.5))
    assert abs(p - binomtest(m, n, 0.5).pvalue) < 1e-12
    mid = 1 - 0.5 * binom.pmf(b, n, 0.5) if b == c else p - binom.pmf(m, n, 0.5)
    out['mcnemar'].append({'b': b, 'c': c, 'p': p, 'midP': mid})

rng = np.random.default_rng(12345)
values = rng.normal(size=501)
levels = [0.0, 0.025, 0.1, 0.5, 0.9, 0.975, 1.0, 0.3333]
out['quantiles'] = {'values': values.tolist(), 'levels': levels,
                    'expected': [float(np.percentile(values, 100 * q)) for q in levels]}

data = np.concatenate([rng.exponential(size=40), [0.0, 0.0, 1.0]])  # skewed: a != 0
theta_hat_b = np.array([rng.choice(data, size=data.size).mean() for _ in range(400)])
xp = array_namespace(data)
for confidence in [0.95, 0.9]:
    alpha = (1 - confidence) / 2
    a1, a2, a_hat = _bca_interval((data,), np.mean, axis=-1, alpha=alpha, theta_hat_b=theta_hat_b, batch=None, xp=xp)
    low, high = stats.quantile(theta_hat_b, [float(a1), float(a2)])
    out.setdefault('bca', {'data': data.tolist(), 'distribution': theta_hat_b.tolist(), 'cases': []})['cases'].append(
        {'confidence': confidence, 'alpha1': float(a1), 'alpha2': float(a2), 'acceleration': float(a_hat), 'low': float(low), 'high': float(high)})
print(json.dumps(out))
