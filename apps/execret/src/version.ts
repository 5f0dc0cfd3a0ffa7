declare const __EXECRET_VERSION__: string | undefined;

/** The version of this package (set at build time). */
export const VERSION: string = typeof __EXECRET_VERSION__ === 'string' ? __EXECRET_VERSION__ : '0.0.0-source';
