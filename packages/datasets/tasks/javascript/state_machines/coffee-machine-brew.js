// query: Simulate a coffee machine over events: ["water", ml] adds water up to a 1000 ml tank, ["beans", g] adds
//   beans, ["descale", 0] resets the brew counter, and ["brew", size] makes a "small" (150 ml, 10 g) or "large"
//   (250 ml, 18 g) coffee. A brew answers "descale" after 5 brews since the last descale, else "no water" or
//   "no beans" when short, else "brewed"; fills and descale answer "ok"; anything else (including another size)
//   answers "error". Return the answers.
// entry_point: coffeeMachineBrew
// example: coffeeMachineBrew([['water', 500], ['beans', 20], ['brew', 'large']]) === ['ok', 'ok', 'brewed']
// example: coffeeMachineBrew([['beans', 30], ['brew', 'large']]) === ['ok', 'no water']

function coffeeMachineBrew(events) {
  const outputs = [];
  let water = 0;
  let beans = 0;
  let brewsSinceDescale = 0;
  for (const [action, argument] of events) {
    const need = argument === 'large' ? [250, 18] : argument === 'small' ? [150, 10] : null;
    if (action === 'water') {
      water = Math.min(1000, water + Number(argument));
      outputs.push('ok');
    } else if (action === 'beans') {
      beans += Number(argument);
      outputs.push('ok');
    } else if (action === 'descale') {
      brewsSinceDescale = 0;
      outputs.push('ok');
    } else if (action !== 'brew' || need === null) {
      outputs.push('error');
    } else if (brewsSinceDescale >= 5) {
      outputs.push('descale');
    } else if (water < need[0]) {
      outputs.push('no water');
    } else if (beans < need[1]) {
      outputs.push('no beans');
    } else {
      water -= need[0];
      beans -= need[1];
      brewsSinceDescale += 1;
      outputs.push('brewed');
    }
  }
  return outputs;
}

// tests
assert.deepStrictEqual(coffeeMachineBrew([['brew', 'small']]), ['no water']);
assert.deepStrictEqual(coffeeMachineBrew([['water', 150], ['brew', 'small']]), ['ok', 'no beans']);
assert.deepStrictEqual(coffeeMachineBrew([['water', 150], ['beans', 10], ['brew', 'small'], ['brew', 'small']]), ['ok', 'ok', 'brewed', 'no water']);
assert.deepStrictEqual(coffeeMachineBrew([['water', 2000], ['beans', 18], ['brew', 'large'], ['brew', 'small']]), ['ok', 'ok', 'brewed', 'no beans']);
assert.deepStrictEqual(coffeeMachineBrew([['water', 1000], ['beans', 90], ['brew', 'small'], ['brew', 'small'], ['brew', 'small'], ['brew', 'small'], ['brew', 'small'], ['brew', 'small'], ['descale', 0], ['brew', 'small']]), ['ok', 'ok', 'brewed', 'brewed', 'brewed', 'brewed', 'brewed', 'descale', 'ok', 'brewed']);
assert.deepStrictEqual(coffeeMachineBrew([['water', 900], ['water', 200], ['beans', 100], ['brew', 'large'], ['brew', 'large'], ['brew', 'large'], ['brew', 'large'], ['brew', 'large']]), ['ok', 'ok', 'ok', 'brewed', 'brewed', 'brewed', 'brewed', 'no water']);
assert.deepStrictEqual(coffeeMachineBrew([['grind', 1], ['brew', 'medium']]), ['error', 'error']);
assert.deepStrictEqual(coffeeMachineBrew([]), []);
assert.deepStrictEqual(coffeeMachineBrew([['water', 249], ['beans', 17], ['brew', 'large'], ['water', 1], ['brew', 'large'], ['beans', 1], ['brew', 'large']]), ['ok', 'ok', 'no water', 'ok', 'no beans', 'ok', 'brewed']);
