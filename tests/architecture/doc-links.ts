import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the project's markdown the way a reader follows it: every relative link and the anchor it
 * names. No markdown library: links are `[text](target)` or `[label]: target` outside code, anchors
 * are GitHub's heading slugs, and that is all the docs use.
 */

const FENCE = /^\s*(```|~~~)/;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
// A reference definition below a table or paragraph: `[label]: target`.
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Lines outside fenced code, with inline code spans blanked so a `[x](y)` shown as code is not a link. */
function proseLines(text: string): string[] {
  let inFence = false;
  return text.split('\n').map((line) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers; a repeated heading gets `-1`, `-2`, … as on GitHub. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingSlug(heading[1]);
    let slug = base;
    for (let n = 1; anchors.has(slug); n += 1) slug = `${base}-${n}`;
    anchors.add(slug);
  }
  return anchors;
}

export interface DocLink {
  /** Project-relative file holding the link, and its line (1-based). */
  file: string;
  line: number;
  target: string;
}

/** Every relative link in a markdown file (web addresses and mail links left out). */
export function relativeLinks(root: string, file: string): DocLink[] {
  const lines = proseLines(readFileSync(path.join(root, file), 'utf8'));
  return lines.flatMap((text, index) =>
    [...text.matchAll(LINK), ...[DEFINITION.exec(text)].filter((match) => match !== null)]
      .map((match) => match[1] as string)
      .filter((target) => !EXTERNAL.test(target))
      .map((target) => ({ file, line: index + 1, target })),
  );
}

/** Why a link leads nowhere, or null when its file (and anchor, in a markdown file) exists. */
export function brokenReason(root: string, link: DocLink): string | null {
  const [pathPart = '', anchor] = link.target.split('#', 2);
  const targetFile = pathPart === '' ? link.file : path.join(path.dirname(link.file), decodeURI(pathPart));
  if (targetFile.startsWith('..')) return `${targetFile} is outside the project`;
  const full = path.join(root, targetFile);
  if (!existsSync(full)) return `${targetFile} does not exist`;
  if (anchor === undefined || anchor === '' || !full.endsWith('.md') || statSync(full).isDirectory())
    return null;
  return anchorsOf(readFileSync(full, 'utf8')).has(decodeURIComponent(anchor))
    ? null
    : `${targetFile} has no heading for #${anchor}`;
}

/** README.md and every markdown file under docs/, project-relative. */
export function projectDocs(root: string): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) return under(rel);
      return name.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', ...under('docs')];
}

/** Every broken relative link in the project's docs, as "file:line → target: why". */
export function brokenDocLinks(root: string, files = projectDocs(root)): string[] {
  return files
    .flatMap((file) => relativeLinks(root, file))
    .map((link) => ({ link, why: brokenReason(root, link) }))
    .filter(({ why }) => why !== null)
    .map(({ link, why }) => `${link.file}:${link.line} → ${link.target}: ${why}`);
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const DOC_MENTION = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;

/**
 * Every place code names a doc by its path (`docs/decisions/data.md#…` in a comment) that leads
 * nowhere: a comment is how a reader of the code finds the reason, so it must survive docs moving.
 */
export function brokenDocMentions(root: string, folders: string[]): string[] {
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
      return SOURCE.test(name) ? [rel] : [];
    });
  return folders
    .flatMap(files)
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(DOC_MENTION)].map((match) => ({ file, line: index + 1, target: match[0] })),
        ),
    )
    .map((mention) => ({ mention, why: brokenReason(root, { ...mention, file: 'README.md' }) }))
    .filter(({ why }) => why !== null)
    .map(({ mention, why }) => `${mention.file}:${mention.line} → ${mention.target}: ${why}`);
}
