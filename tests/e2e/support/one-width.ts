/**
 * The tags of a test or group that belongs to one width: `test(title, desktopOnlyTest, …)`.
 * playwright.config.ts leaves each out of the other width's project (`grepInvert`), so the
 * report skips nothing for a width. Named once here, so a mistyped tag cannot run a test at
 * the wrong width: it does not compile.
 */
export const desktopOnlyTest = { tag: '@desktop-only' } as const;
export const phoneOnlyTest = { tag: '@phone-only' } as const;
