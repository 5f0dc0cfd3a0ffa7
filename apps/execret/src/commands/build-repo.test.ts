import { describe, expect, it } from '@jest/globals';
import { splitCommand as sut } from './build-repo.js';

describe(sut.name, () => {
  it('splits a --test-command on spaces and keeps quoted parts together, without expanding anything', () => {
    expect(sut(`pytest tests/unit -m "not slow" -k 'a or b'`)).toEqual(['pytest', 'tests/unit', '-m', 'not slow', '-k', 'a or b']);
    expect(sut('  .venv/bin/python -m pytest  $HOME/tests ')).toEqual(['.venv/bin/python', '-m', 'pytest', '$HOME/tests']);
  });
});
