/**
 * The editor's own messages to the owner fit the panel on every screen (editor-messages.css): a
 * save's state, the test request's answer, the refusals each carry `data-editor-message`.
 */
import stylesheet from './editor-messages.css' with { type: 'text' };

/** For `cmsCallback`: the messages' stylesheet, once a page. */
export function editorMessages<CMS>(cms: CMS): CMS {
  if (!document.querySelector('style[data-editor-messages]')) {
    const style = Object.assign(document.createElement('style'), { textContent: stylesheet });
    style.dataset.editorMessages = '';
    document.head.append(style);
  }
  return cms;
}
