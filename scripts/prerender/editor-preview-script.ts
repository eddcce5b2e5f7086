/**
 * In a build for hosted editing (decision 008), the head script of every page that, when the page is shown in
 * TinaCloud's visual editor (the frame of the editor at /admin on the same site), marks the page and loads
 * the editor's bundle (src/entry-editor.tsx), which draws the page live; the page's own scripts then leave it
 * alone (src/browser/editor-frame.ts). Visitors' pages run nothing of the editor: outside that frame this
 * script does nothing at all. Allowed by its hash, like every inline script of the site.
 */
import { editorPreviewAttribute } from '#src/browser/editor-frame';

export function editorPreviewTag(editorBundle: string): string {
  if (!/^\/[\w/.-]+\.js$/.test(editorBundle)) {
    throw new Error(`Not a script path of the site: "${editorBundle}"`);
  }
  return (
    '<script>try{if(parent!==window&&parent.location.pathname.indexOf("/admin")===0){' +
    `document.documentElement.setAttribute(${JSON.stringify(editorPreviewAttribute)},"");` +
    `var s=document.createElement("script");s.src=${JSON.stringify(editorBundle)};document.head.appendChild(s)}}catch(e){}</script>`
  );
}
