/**
 * The mark scripts/prerender/editor-preview-script.ts sets on a page shown in TinaCloud's visual
 * editor (a build for hosted editing, decision 008): the page's own scripts then leave it alone.
 */
export const editorPreviewAttribute = 'data-editor-preview';

export const inEditorPreview = () => document.documentElement.hasAttribute(editorPreviewAttribute);
