/** sudocnf's version, put in by web/build.mjs. */
declare const __SUDOCNF_VERSION__: string;
