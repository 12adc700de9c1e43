/**
 * The result pages an event's page links to (issue 30, item 1): a LiveRC event page lists its races
 * as `?p=view_race_result&id=…`, a MyRCM event its reports (`/myrcm/report/…`, `reportKey=`), and a
 * club's RCScoringPro or LiveTime results folder is a web server's directory listing of `.htm`,
 * `.html` and `.txt` files. Links are resolved against the page's address and kept on its host: a
 * page cannot send the poller to another site. Pure: it runs in the heavy pool's worker.
 */

export interface PageLinks {
  /** The page is an event or folder page (its races are elsewhere), even when it lists none yet. */
  index: boolean;
  links: string[];
}

/** An event with more races than this is not a club's day of racing. */
const MAX_LINKS = 500;

const LIVERC_RACE = /[?&]p=view_race_result\b/i;
const LIVERC_EVENT = /[?&]p=view_event\b/i;
const MYRCM_REPORT = /\/myrcm\/report\/|[?&]reportKey=/i;
const RESULT_FILE = /\.(html?|txt)$/i;
/** What Apache, nginx, IIS and Python's http.server title a folder's listing with. */
const LISTING = /<title>\s*(index of|directory listing)|parent directory|\[to parent directory\]/i;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#38;': '&',
  '&quot;': '"',
  '&#x2f;': '/',
  '&#47;': '/',
};

function hrefs(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    found.push(raw.trim().replace(/&(amp|#38|quot|#x2f|#47);/gi, (e) => ENTITIES[e.toLowerCase()] ?? e));
  }
  return found;
}

export function resultLinks(html: string, pageUrl: string): PageLinks {
  const page = new URL(pageUrl);
  const listing = LISTING.test(html);
  const links = new Set<string>();
  for (const href of hrefs(html)) {
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    url.hash = '';
    if (url.host !== page.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    if (url.href === page.href) continue;
    const race =
      LIVERC_RACE.test(url.search) ||
      MYRCM_REPORT.test(url.pathname + url.search) ||
      // A listing's sort links (?C=N;O=D) and its parent folder are not result files.
      (listing && !url.search && RESULT_FILE.test(url.pathname));
    if (race) links.add(url.href);
    if (links.size >= MAX_LINKS) break;
  }
  return { index: links.size > 0 || listing || LIVERC_EVENT.test(page.search), links: [...links] };
}
