/** Set by the drop-in bundle's build (esbuild `define`) to the package version. */
declare const __NORDPARK_VERSION__: string | undefined;
