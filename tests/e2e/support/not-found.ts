/**
 * The not-found page, as the specs that open every page open it: by an address no page has.
 * It logs the missing address as an error, as the site's spec asks, so those specs expect it.
 */
import { pageRoutes } from '#model/route-table';

export const notFoundPath = '/no-such-page';

/** Every page's address, then the not-found page's. */
export const everyPath = [...pageRoutes.map((route) => route.path), notFoundPath];

/** Forgets the error the not-found page logs about its address; another page's errors stay. */
export function forgetNotFoundLog(path: string, consoleErrors: string[]) {
  if (path === notFoundPath) {
    consoleErrors.length = 0;
  }
}
