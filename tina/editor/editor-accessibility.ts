/**
 * What the editor needs beyond Tina's own chrome to pass axe (decision 024): named fields and switches
 * (accessible-fields.tsx), drawn as Tina's, and help dark enough to read (editor-accessibility.css);
 * the preview frame's title.
 */
import { accessibleFieldPlugins } from './accessible-fields';
import stylesheet from './editor-accessibility.css' with { type: 'text' };

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
