/**
 * The one script tag of each page: it adds the page's script files once the
 * browser has painted the page, instead of `<script defer>` tags. The HTML shell
 * (src/index.html) writes it with the files every page runs; the prerender step
 * adds the page's own (`withPageScripts`).
 *
 * Why: the HTML is the whole page, readable and styled (the CSS is inlined), so
 * nothing needs to wait for JavaScript. Deferred scripts that arrive while the
 * HTML is parsed run before the first paint, and on a slow phone their start-up
 * (React, then hydration) holds back the text a visitor came for. Added after
 * the first frame, they start at once after it, download in parallel and run
 * in the listed order (`async = false`), exactly as deferred scripts would.
 * A page opened in a background tab paints no frame, so it loads them at once.
 * See docs/decisions/004-performance-budgets.md.
 */
import { beforeStart } from '../src/forms/submit-before-start';

/** The attribute that lists the files, space-separated, in the order they must run. */
export const scriptListAttribute = 'data-start-after-paint';

/**
 * The script's code: one constant text, the same on every page (each page's files
 * are in its attribute), so that a Content-Security-Policy can allow it by its hash.
 * Runs in every browser the site supports as written: it is not compiled, only
 * inlined (webpack's HTML minifier shortens it in the shell, and the policy hashes
 * what the pages carry). Besides starting the scripts, it looks after the forms
 * until their own script runs (src/forms/submit-before-start.ts): it enables their
 * buttons, and holds a submit pressed before then (in the capture phase, so before
 * anything else sees it) instead of letting the browser send it anywhere; if a
 * script fails to load, it says so in each form that holds a submit.
 */
export const startAfterPaintScript = `(function (tag) {
  var failed = false;
  function say(form) {
    var held = form.querySelector('[${beforeStart.heldNote}]');
    var lost = form.querySelector('[${beforeStart.failedNote}]');
    if (held) held.hidden = failed;
    if (lost) lost.hidden = !failed;
  }
  function fail() {
    failed = true;
    var forms = document.querySelectorAll('form[${beforeStart.held}]');
    for (var i = 0; i < forms.length; i++) say(forms[i]);
  }
  function load() {
    tag.getAttribute('${scriptListAttribute}').split(' ').forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    });
  }
  var buttons = document.querySelectorAll('form[${beforeStart.form}] [${beforeStart.button}]');
  for (var i = 0; i < buttons.length; i++) buttons[i].disabled = false;
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.hasAttribute('${beforeStart.form}') || form.hasAttribute('${beforeStart.started}')) return;
    event.preventDefault();
    form.setAttribute('${beforeStart.held}', '');
    say(form);
  }, true);
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load); });
})(document.currentScript);`.replace(/\n\s*/g, ' ');

function refuseAnyButScriptPaths(sources: readonly string[]): void {
  const invalid = sources.find((source) => !/^\/[^\s"<>]+\.js$/.test(source));
  if (invalid !== undefined) throw new Error(`Not a script path of the site: "${invalid}"`);
}

/** The inline `<script>` that starts the given files after the first paint. */
export function startAfterPaintTag(sources: readonly string[]): string {
  if (sources.length === 0) throw new Error('No script files to start: the page would never start.');
  refuseAnyButScriptPaths(sources);
  return `<script ${scriptListAttribute}="${sources.join(' ')}">${startAfterPaintScript}</script>`;
}

/** The tag's list of files, quoted or (after an HTML minifier) not. */
const scriptList = new RegExp(`\\s${scriptListAttribute}=(?:"([^"]*)"|([^\\s"'=<>\`]+))`, 'g');

/** The page with these files added after the ones its start-up tag already lists. */
export function withPageScripts(html: string, sources: readonly string[]): string {
  refuseAnyButScriptPaths(sources);
  const tags = [...html.matchAll(scriptList)].length;
  if (tags !== 1)
    throw new Error(`The page has ${tags} start-up tags (${scriptListAttribute}) instead of one.`);
  return html.replace(scriptList, (_attribute, quoted: string | undefined, bare: string | undefined) => {
    const listed = (quoted ?? bare ?? '').split(' ').filter(Boolean);
    return ` ${scriptListAttribute}="${[...listed, ...sources].join(' ')}"`;
  });
}
