import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@execret/core';
import { splitIdentifier } from './split-identifier.js';

// The dpu-utils rule from the reference notes (microsoft/dpu-utils identifiersplitting.py), applied to
// each underscore-free piece: an independent statement of the rule the fast path must reproduce.
const DPU_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z0-9])(?=[A-Z][a-z])|(?<=[0-9])(?=[a-zA-Z])|(?<=[A-Za-z])(?=[0-9])/;
function dpuSplit(identifier: string): string[] {
  return identifier.split('_').flatMap((piece) => piece.split(DPU_BOUNDARY)).filter((part) => part !== '');
}

describe(splitIdentifier.name, () => {
  it.each([
    ['snake_case_name', ['snake', 'case', 'name']],
    ['camelCaseName', ['camel', 'Case', 'Name']],
    ['PascalCase', ['Pascal', 'Case']],
    ['HTTPServerError', ['HTTP', 'Server', 'Error']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
    ['parseJSON2String', ['parse', 'JSON', '2', 'String']],
    ['int32Array', ['int', '32', 'Array']],
    ['IPv6Address', ['I', 'Pv', '6', 'Address']],
    ['utf8', ['utf', '8']],
    ['getX', ['get', 'X']],
    ['ABC', ['ABC']],
    ['__init__', ['init']],
    ['___', []],
    ['already', ['already']],
    ['MAX_VALUE', ['MAX', 'VALUE']],
    ['résuméParser', ['résumé', 'Parser']],
    ['ÉcoleNormale2', ['École', 'Normale', '2']],
  ])('%s → %j', (identifier, parts) => {
    expect(splitIdentifier(identifier)).toEqual(parts);
  });

  it('agrees with the dpu-utils regular expression on 20,000 random ASCII identifiers', () => {
    const random = new SeededRandom(4);
    const alphabet = 'abzABZ019_';
    for (let trial = 0; trial < 20_000; trial += 1) {
      const identifier = Array.from({ length: random.integer(1, 10) }, () => alphabet[random.integer(0, alphabet.length - 1)]).join('');
      expect(splitIdentifier(identifier)).toEqual(dpuSplit(identifier));
    }
  });
});
