"""Reference values of the standard normal CDF and quantile from scipy.special (ndtr, ndtri).
Run: python3 normal_reference.py > normal-reference.json (scipy 1.17.1)."""
from scipy.special import ndtr, ndtri
import json
xs=[-38,-10,-7.5,-5,-3,-1.96,-1,-0.5,-1e-3,0,0.25,1,1.6448536269514722,2.5,4,6,8.5]
ps=[1e-300,1e-12,1e-6,0.001,0.01,0.02425,0.025,0.05,0.1,0.3,0.5,0.7,0.9,0.95,0.975,0.99,0.999,1-1e-6]
print(json.dumps({'cdf':[[x,float(ndtr(x))] for x in xs],'quantile':[[p,float(ndtri(p))] for p in ps]}))
