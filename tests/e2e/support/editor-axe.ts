/**
 * axe-core on the editor (WCAG 2.0, 2.1 and 2.2, A and AA): what is Tina's own and out of reach of
 * its extension points is excused, each with its reason, and listed in
 * docs/decisions/024-an-accessible-editor.md; any other violation fails.
 */
import type { Page } from '@playwright/test';
import { type Excused, expectNoAxeViolations } from './axe';

const tinasOwn: Excused[] = [
  {
    rule: 'list',
    selector: 'ol[data-slot="breadcrumb-list"]',
    why: 'Tina’s breadcrumb puts each item in its tooltip’s span, so the list holds spans, not items.',
  },
  {
    rule: 'listitem',
    selector: 'li[data-slot="breadcrumb-item"]',
    why: 'The same breadcrumb: its items’ parent is the tooltip’s span, not the list.',
  },
  {
    rule: 'button-name',
    selector: 'button[data-test^="add-item-"], button[data-test^="delete-item-"]',
    why: 'A list’s Add and Delete buttons are icons without a name (Tina’s list field).',
  },
  {
    rule: 'nested-interactive',
    selector: '[aria-roledescription="sortable"]',
    why: 'A list’s line is a drag handle with role="button" that holds the line’s own buttons.',
  },
  {
    rule: 'aria-allowed-attr',
    selector: 'div.pointer[tabindex="0"]',
    why: 'Tina’s date field (the menu’s "checked on"): its calendar opener is a div with popup ARIA and no role.',
  },
  {
    rule: 'button-name',
    selector: 'div.pointer[tabindex="0"] > button',
    why: 'The same date field’s reset button is an icon without a name.',
  },
];

export const expectEditorPassesAxe = (page: Page) =>
  expectNoAxeViolations(page, { excused: tinasOwn, wcagOnly: true });
