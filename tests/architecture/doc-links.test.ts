import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenDocLinks, brokenDocMentions, headingSlug, projectDocs } from './doc-links';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('links in the docs', () => {
  it('reads the README and every doc, the decisions by area among them', () => {
    const docs = projectDocs(ROOT);
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/decisions/README.md');
    expect(docs).toContain('docs/architecture.md');
  });

  it('every relative link in README.md and docs/ leads to a file, and to a heading where it names one', () => {
    expect(brokenDocLinks(ROOT)).toEqual([]);
  });

  // tests/architecture is left out: this file plants broken paths on purpose.
  it('every doc path named in code leads to a file, and to a heading where it names one', () => {
    expect(brokenDocMentions(ROOT, ['src', 'bench', 'scripts', 'tests/e2e'])).toEqual([]);
  });
});

describe('the check bites on planted breaks', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rc-doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  plant(
    'README.md',
    [
      '# App',
      'See [the index](docs/decisions/README.md) and [gone](docs/decisions.md).',
      'An [anchor](docs/decisions/data.md#files-in-the-database-issue-6) and a [wrong one](docs/decisions/data.md#file).',
      '`[shown as code](nowhere.md)` and [the web](https://example.com/x.md) are not checked.',
      '```',
      '[in a fence](nowhere.md)',
      '```',
      '| a [table cell][cell] |',
      '',
      '[cell]: docs/decisions/data.md#no-such-record',
    ].join('\n'),
  );
  plant(
    'docs/decisions/README.md',
    '# Decisions\n\n[Data](data.md) · [home](../../README.md) · [here](#decisions) · [out](../../../x.md)\n',
  );
  plant('docs/decisions/data.md', '# Data\n\n## Files in the database (issue 6)\n\n## Data\n');
  plant('src/server/files.ts', '// Why: docs/decisions/data.md#files. Also docs/decisions/data.md#data-1.\n');

  it('finds a missing file, a missing heading and a link out of the project', () => {
    expect(brokenDocLinks(root)).toEqual([
      'README.md:2 → docs/decisions.md: docs/decisions.md does not exist',
      'README.md:3 → docs/decisions/data.md#file: docs/decisions/data.md has no heading for #file',
      'README.md:10 → docs/decisions/data.md#no-such-record: docs/decisions/data.md has no heading for #no-such-record',
      'docs/decisions/README.md:3 → ../../../x.md: ../x.md is outside the project',
    ]);
  });

  it('finds a doc path in code that leads nowhere', () => {
    expect(brokenDocMentions(root, ['src'])).toEqual([
      'src/server/files.ts:1 → docs/decisions/data.md#files: docs/decisions/data.md has no heading for #files',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug("The wizard's knowledge, context and learning (issue 17)")).toBe(
      'the-wizards-knowledge-context-and-learning-issue-17',
    );
    expect(headingSlug('Every `/api` answer: `no-store`')).toBe('every-api-answer-no-store');
    expect([...anchorsOf('# Data\n## Data\n```\n# not a heading\n```\n')]).toEqual(['data', 'data-1']);
  });
});
