/**
 * What the site's bundles get for `import('react-toastify')` (a webpack alias, see
 * webpack.config.ts): the library's unstyled build and its stylesheet as a file.
 * The default build writes its CSS into a new `<style>` element when it loads,
 * which the site's Content-Security-Policy blocks (styles only from the site's
 * files or by hash, decision 006), leaving the toasts unstyled and a policy
 * violation on every page that sends a form. As a file, the stylesheet comes from
 * the site's own origin with the toasts' chunk. Jest imports the library as it is.
 */
import 'react-toastify/ReactToastify.css';

export * from 'react-toastify/unstyled';
