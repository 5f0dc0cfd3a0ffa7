/** One entry of `npm pack --json`. */
export interface PackedTarball {
  name: string;
  version: string;
  filename: string;
  files: Array<{ path: string }>;
}
/** The repository root. */
export declare const REPOSITORY_ROOT: string;
/** The default folder of the tarballs, relative to the repository root. */
export declare const DEFAULT_PACK_FOLDER: string;
/** Packs every workspace package into `destination` (emptied of earlier tarballs first). */
export declare function packAll(destination: string, options?: { env?: NodeJS.ProcessEnv }): Promise<PackedTarball[]>;
