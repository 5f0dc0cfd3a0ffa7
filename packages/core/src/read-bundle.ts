import type { Bundle } from './bundle-format.js';
import { BundleError, type BundleProblem } from './errors.js';
import { validateBundle, type ReadBundleOptions } from './validate-bundle.js';

/**
 * Reads a bundle and throws a {@link BundleError} listing every problem when it is invalid.
 * Warnings are returned beside the bundle.
 */
export async function readBundle(directory: string, options: ReadBundleOptions = {}): Promise<{ bundle: Bundle; warnings: BundleProblem[]; directory: string }> {
  const report = await validateBundle(directory, options);
  if (!report.valid) throw new BundleError(report.problems);
  return { bundle: report.bundle, warnings: report.warnings, directory: report.directory };
}
