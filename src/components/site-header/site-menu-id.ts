/** The id of the top bar's links, which its toggle opens as a popover on narrow screens. */
export const siteMenuId = 'site-menu';
