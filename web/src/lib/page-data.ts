import { PAGE_DATA_ID, type PageData } from '@shared/page-shells';

// A server-rendered page (the deal page: functions/site/render-deal-page.ts) carries its data
// inline, so the app shows it without asking the API first. It belongs to the URL the page was
// served for.

let inline: { path: string; data: PageData } | null | undefined;

/** The data the server put in the page for `path`, if it served this path. */
export function pageDataFor(path: string): PageData | undefined {
  if (inline === undefined) {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    try {
      inline = text ? { path: window.location.pathname, data: JSON.parse(text) as PageData } : null;
    } catch {
      inline = null;
    }
  }
  return inline && inline.path === path ? inline.data : undefined;
}
