/**
 * Where the editor suite's `npm start` listens (playwright.editor.config.ts): the site with the
 * editor, and Tina's GraphQL server. On the project's usual ports (3000, 4001), or in the block of
 * free ports `npm test` chose (scripts/test-runner/ports.ts).
 */
import { testPorts } from '#scripts/test-runner/ports';

const { editorSite, editorGraphql } = testPorts();

export const siteUrl = `http://localhost:${editorSite}`;
export const graphqlUrl = `http://127.0.0.1:${editorGraphql}/graphql`;
