/**
 * In a build for hosted editing (decision 008), each page carries a small head script
 * (scripts/prerender/editor-preview-script.ts) that, when the page is shown in TinaCloud's visual
 * editor (the frame of the editor at /admin on the same site), marks the page with this
 * attribute and loads the editor's bundle, which draws the page live. The page's own scripts
 * then leave it alone. The public build has no such script.
 */
export const editorPreviewAttribute = 'data-editor-preview';

export const inEditorPreview = () => document.documentElement.hasAttribute(editorPreviewAttribute);
