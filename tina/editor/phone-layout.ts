/**
 * The editor on a phone (a narrow screen: narrow-screen.ts): Tina's editing panel as a sheet
 * across the bottom, the page above it, found through Tina's own markup and state
 * (docs/decisions/022-the-owners-phone.md). Wider screens are left as they are.
 */
import { useEffect } from 'react';
import { FormMetaPlugin, useCMS } from 'tinacms';
import { selectedField } from './focus-clicked-field';
import { narrowScreen } from './narrow-screen';

/** Of the screen's height, what the sheet takes; the page keeps the rest. */
const sheetHeight = '60dvh';
/** A picture in its field: small enough that the field's buttons stay in the sheet with it. */
const thumbnailHeight = '96px';
/** Apple's and WCAG's smallest comfortable target for a finger. */
const fingerTarget = '44px';

const showPanel = 'button[aria-label="Show editing panel"]';
/** The panel, around Tina's button that brings it back (`:has()` cannot hold another). */
const panel = `div:has(> ${showPanel})`;
const stylesheet = `@media ${narrowScreen} {
  div:has(> div > ${showPanel}) { top: auto; bottom: 0; height: ${sheetHeight}; }
  ${panel} { width: 100vw !important; max-width: none !important; min-width: 0 !important; height: 100%; }
  /* Room for the form: the breadcrumb's row loses its padding. */
  div:has(> nav[aria-label="breadcrumb"]) { padding-top: 0; padding-bottom: 0; }
  /* Resizing the panel is for a mouse. */
  ${panel} > div[style*="ew-resize"] { display: none; }
  html[data-editing-panel="open"] #tina-iframe { height: calc(100dvh - ${sheetHeight}); }
  /* Every target a finger's size. A link in a line of text (the local-mode banner's) grows
     into a box; Tina's menu links already are boxes. */
  .tina-tailwind :is(button, input, select, a.flex) { min-height: ${fingerTarget}; }
  .tina-tailwind button { min-width: ${fingerTarget}; }
  .tina-tailwind a:not(.flex) { display: inline-flex; align-items: center; min-height: ${fingerTarget}; min-width: ${fingerTarget}; }
  div:has(> a[href*="what-is-tinacloud"]) { padding-block: 0; }
  /* A tick box's or a choice's target is its label; a switch's, its checkbox over the drawing. */
  .tina-tailwind :is([type="checkbox"], [type="radio"]) + label { display: flex; align-items: center; min-height: ${fingerTarget}; }
  .editor-switch input { top: -8px; bottom: -8px; }
  /* Tina's "Document saved!" and other notes at the top, over the page, not over Save. */
  div:has(> div[style*="fly-in-up"]) { top: 8px; bottom: auto; }
  /* A picture field's picture as a thumbnail, so the button under it stays in view. */
  div:has(> input[type="file"]) img { max-height: ${thumbnailHeight}; width: auto; }
}`;

const previewFrame = () => document.querySelector<HTMLIFrameElement>('#tina-iframe');

/**
 * Scrolls the page above the sheet to the element of a field (`menuPage.sections.2.items.0.name`)
 * once the sheet is open and the page shows it: a tap while the panel was hidden may have been
 * low on the screen, where the sheet now is, and a value changed in "Today" is drawn a moment later.
 */
export function showInPage(field: string, framesLeft = 60): void {
  const element = previewFrame()?.contentDocument?.querySelector(`[data-tina-field$="---${field}"]`);
  if (element && document.documentElement.dataset.editingPanel === 'open') {
    element.scrollIntoView({ block: 'nearest' });
  } else if (framesLeft > 0) {
    requestAnimationFrame(() => showInPage(field, framesLeft - 1));
  }
}

/**
 * Turns the page's taps on while the panel is hidden on a narrow screen. Tina tells the page
 * to take taps only while the panel is open (and again each time the page asks), so this
 * speaks after it; a tap then opens its field, and the panel with it, as Tina does when open.
 */
function takeTapsWhileHidden(displayState: unknown): void {
  if (displayState !== 'closed' || !window.matchMedia(narrowScreen).matches) {
    return;
  }
  setTimeout(() =>
    previewFrame()?.contentWindow?.postMessage(
      { type: 'quickEditEnabled', value: true },
      window.location.origin,
    ),
  );
}

let displayState: unknown;
/** The admin may make its CMS object more than once; the page needs one stylesheet and listener. */
let started = false;

function PanelState() {
  const state = useCMS().state.sidebarDisplayState;
  useEffect(() => {
    displayState = state;
    document.documentElement.dataset.editingPanel = String(state);
    takeTapsWhileHidden(state);
  }, [state]);
  return null;
}

/** For `cmsCallback`: the phone layout's styles, and what keeps them following the panel. */
export function phoneLayout<CMS extends { plugins: { add(plugin: FormMetaPlugin): void } }>(cms: CMS): CMS {
  cms.plugins.add(new FormMetaPlugin({ name: 'phone-layout', Component: PanelState }));
  if (started) {
    return cms;
  }
  started = true;
  const style = document.createElement('style');
  style.textContent = stylesheet;
  document.head.append(style);
  // The page asks whether to take taps each time it has drawn new values; Tina answers "no"
  // while the panel is hidden.
  window.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.origin !== window.location.origin || !window.matchMedia(narrowScreen).matches) {
      return;
    }
    if (event.data?.type === 'quick-edit') {
      takeTapsWhileHidden(displayState);
    }
    // What the owner tapped stays in sight above the sheet that opens for it.
    const tapped = selectedField(event);
    if (tapped) {
      showInPage(tapped.path);
    }
  });
  return cms;
}
