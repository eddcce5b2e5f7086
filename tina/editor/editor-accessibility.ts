/**
 * What the editor needs beyond Tina's own chrome to pass axe (decision 024): named fields and switches
 * (accessible-fields.tsx), drawn here as Tina's; help dark enough to read; the preview frame's title.
 */
import { accessibleFieldPlugins } from './accessible-fields';

// Tina's colours (its Tailwind theme): gray-200, gray-250, gray-300, gray-600, blue-500, blue-600.
const stylesheet = `
  .editor-switch { position: relative; display: inline-block; flex-shrink: 0; width: 48px; height: 28px; }
  .editor-switch input { position: absolute; inset: 0; z-index: 1; margin: 0; opacity: 0; cursor: pointer; }
  .editor-switch span { position: absolute; inset: 0; pointer-events: none; border-radius: 14px; background: #fff; border: 1px solid #E1DDEC; box-shadow: inset 0 2px 4px rgb(0 0 0 / 0.06); }
  .editor-switch span::after { content: ''; position: absolute; left: 2px; top: 2px; width: 22px; height: 22px; border-radius: 50%; background: #C9C5D5; border: 1px solid #b2adbe; transition: transform 150ms ease-out; }
  .editor-switch input:checked + span::after { background: #0084FF; border-color: #0574e4; transform: translateX(20px); }
  .editor-switch input:focus-visible + span { outline: 2px solid #0084FF; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { .editor-switch span::after { transition: none; } }
  /* Text Tina draws too light to read (under 4.5:1 on white), darker: a field's help (gray-400),
     an empty choice's shown option (gray-300), in its gray-600; a refusal, in the summary's red. */
  .tina-tailwind :is(span.italic.text-gray-400, select.text-gray-300) { color: #565165; }
  .tina-tailwind span.text-red-500 { color: #b91c1c; }
`;

const previewTitle = 'The page being edited, as it will look';

/** For `cmsCallback`: the named fields, their styles, and the preview frame's title whenever Tina draws the frame. */
export function accessibleEditor<CMS extends { fields: { add(plugin: unknown): void } }>(cms: CMS): CMS {
  for (const plugin of accessibleFieldPlugins) {
    cms.fields.add(plugin);
  }
  if (document.querySelector('style[data-editor-accessibility]')) {
    return cms;
  }
  const style = Object.assign(document.createElement('style'), { textContent: stylesheet });
  style.dataset.editorAccessibility = '';
  document.head.append(style);
  const titleFrame = () =>
    document.querySelector('#tina-iframe:not([title])')?.setAttribute('title', previewTitle);
  new MutationObserver(titleFrame).observe(document.body, { childList: true, subtree: true });
  return cms;
}
