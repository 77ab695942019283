/** The Debian source package the embedded CaDiCaL is built from (build.sh), and its licence (NOTICE). */
export const CORE_SOURCE = { package: 'cadical', debianVersion: '1.7.4-1', licence: 'MIT' } as const;
