// Writes the RC Setup Handbook to src/client/public/rc-setup-handbook.pdf (served at /rc-setup-handbook.pdf).
//   node scripts/make-handbook.mjs
// Re-runnable and deterministic: fixed metadata dates and no random ids, so an unchanged text gives an
// identical file and the committed PDF only changes when the handbook does.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as content from './handbook/content.mjs';
import { COLOURS, Writer } from './handbook/layout.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/client/public/rc-setup-handbook.pdf');
const EDITION = new Date('2025-01-01T00:00:00Z');

const doc = await PDFDocument.create({ updateMetadata: false });
doc.setTitle(content.TITLE, { showInWindowTitleBar: true });
doc.setSubject(content.SUBTITLE);
doc.setAuthor('RC Setup Assistant');
doc.setCreator('RC Setup Assistant (scripts/make-handbook.mjs)');
doc.setProducer('pdf-lib');
doc.setKeywords(['RC', 'setup', 'off-road', 'buggy', 'truggy', 'tuning']);
doc.setLanguage('en');
doc.setCreationDate(EDITION);
doc.setModificationDate(EDITION);

const fonts = {
  regular: await doc.embedFont(StandardFonts.Helvetica),
  bold: await doc.embedFont(StandardFonts.HelveticaBold),
};
const w = new Writer(doc, fonts);

w.text(content.TITLE, { size: 28, bold: true, colour: COLOURS.primary, after: 2 });
w.text(content.SUBTITLE, { size: 13, colour: COLOURS.muted, after: 18 });
for (const paragraph of content.INTRO) w.text(paragraph);
w.text('Contents', { size: 13, bold: true, after: 2 });
w.bullets(
  [
    'Setup order of work',
    'Baseline setups for 1:8 and 1:10 off-road',
    'Tuning cause and effect',
    'Track-condition adjustments',
    'Maintenance checklist',
    'Race-day checklist',
  ],
  { numbered: true },
);
w.text('Golden rules', { size: 13, bold: true, after: 2 });
w.bullets([
  'One change at a time, in small steps: 0.5\u00b0 of camber, one oil or spring step, 1/8 turn of a needle.',
  'Balance, not grip at one end: taking grip from one end is the same as adding it to the other.',
  'Write every change down with the track, surface and conditions.',
]);

w.newPage();
w.heading('1. Setup order of work');
w.text('Work through the list in this order: each step changes the ones after it.');
w.bullets(content.ORDER_OF_WORK, { numbered: true });

w.heading('2. Baseline setups');
w.table(content.BASELINE_COLUMNS, content.BASELINE_ROWS);
w.text(content.BASELINE_NOTE, { size: 9.5, colour: COLOURS.muted });

w.newPage();
w.heading('3. Tuning cause and effect');
w.text('What moving each setting one way or the other does to the car. The end you stiffen gives up grip.');
w.table(content.EFFECT_COLUMNS, content.EFFECT_ROWS);

w.heading('4. Track-condition adjustments');
w.table(content.CONDITION_COLUMNS, content.CONDITION_ROWS);

w.heading('5. Maintenance checklist');
for (const group of content.MAINTENANCE) {
  w.heading(group.title, 2);
  w.bullets(group.items);
}
w.heading('6. Race-day checklist');
for (const group of content.RACE_DAY) {
  w.heading(group.title, 2);
  w.bullets(group.items);
}

w.footer(`${content.TITLE} \u2022 RC Setup Assistant`);
const bytes = await doc.save();
writeFileSync(OUT, bytes);
console.log(
  `[handbook] wrote ${path.relative(ROOT, OUT)} (${doc.getPageCount()} pages, ${bytes.length} bytes)`,
);
