/** The web build's stand-in for src/core/version.ts, which reads package.json from disk: the version web/build.mjs put in. */
export const VERSION = __SUDOCNF_VERSION__;
