/**
 * The editor on a phone (a narrow screen: narrow-screen.ts): Tina's editing panel as a sheet
 * across the bottom, the page above it (phone-layout.css), found through Tina's own markup and
 * state (docs/decisions/022-the-owners-phone.md). Wider screens are left as they are.
 */
import { useEffect } from 'react';
import { FormMetaPlugin, useCMS } from 'tinacms';
import { selectedField } from './focus-clicked-field';
import { narrowScreen } from './narrow-screen';
import stylesheet from './phone-layout.css' with { type: 'text' };

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
  // On a narrow screen only: the sheet's own media query, written once in narrow-screen.ts.
  const style = Object.assign(document.createElement('style'), {
    media: narrowScreen,
    textContent: stylesheet,
  });
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
