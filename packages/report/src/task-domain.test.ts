import { describe, expect, it } from '@jest/globals';
import { taskDomain as sut } from './task-domain.js';

describe(sut.name, () => {
  it('reads metadata.domain, else the study\'s entry_id exec_<domain>_<n>', () => {
    expect(sut({ metadata: { domain: 'geometry' }, entry_id: 'exec_string_processing_5' })).toBe('geometry');
    expect(sut({ metadata: {}, entry_id: 'exec_string_processing_5' })).toBe('string_processing');
    expect(sut({ metadata: { domain: '' }, entry_id: 'exec_date_time_12' })).toBe('date_time');
    expect(sut({ metadata: {}, entry_id: 'python/binary_search' })).toBeUndefined();
    expect(sut({ metadata: {}, entry_id: 'exec_geometry' })).toBeUndefined();
  });
});
