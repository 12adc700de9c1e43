import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GUIDE_TAB,
  FUNDAMENTALS,
  GUIDE_TABS,
  QUICK_REFERENCE,
  SETUP_PRINCIPLES,
  TOPIC_IDS,
} from './index';

const allTopics = GUIDE_TABS.flatMap((tab) => tab.topics);
const topicText = (id: string) => {
  const topic = allTopics.find((t) => t.id === id);
  if (!topic) throw new Error(`no topic ${id}`);
  return [topic.what, topic.tip ?? '', ...topic.effects.flatMap((e) => [e.change, e.effect])].join(' ');
};

describe('RC Setup Guide content (SPEC §2, §9)', () => {
  it('has the five tabs in SPEC order, Front End first and default', () => {
    expect(GUIDE_TABS.map((t) => t.label)).toEqual([
      'Front End',
      'Rear End',
      'Chassis & Drivetrain',
      'Aero',
      'Nitro Motor',
    ]);
    expect(DEFAULT_GUIDE_TAB).toBe('front-end');
    expect(GUIDE_TABS[0]?.value).toBe('front-end');
  });

  it('covers every advice topic SPEC §2 lists, each exactly once', () => {
    expect(allTopics.map((t) => t.id).sort()).toEqual([...TOPIC_IDS].sort());
  });

  it('gives every topic an explanation and at least two effects', () => {
    for (const topic of allTopics) {
      expect(topic.what.length, topic.id).toBeGreaterThan(40);
      expect(topic.effects.length, topic.id).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['camber', ['More negative (-2° to -4°)', 'Less negative (-0.5° to -1.5°)', '0.5° steps']],
    ['engine-temperature', ['200-230°F (93-110°C)', 'below 200°F', 'above 250°F']],
    ['fuel-mixture', ['1/8 turn']],
    ['diffs', ['3000-5000cst', '7000-15000cst']],
    ['air-filter', ['every 2-3 runs', 'every 5-6 runs']],
  ])('uses the SPEC §9 guide figures in %s', (id, figures) => {
    for (const figure of figures) expect(topicText(id)).toContain(figure);
  });

  it('says which way each key change moves the car', () => {
    expect(topicText('shock-oil')).toMatch(/Thicker oil[\s\S]*Thinner oil/);
    expect(topicText('springs')).toMatch(/Stiffer springs[\s\S]*Softer springs/);
    expect(topicText('toe')).toMatch(/toe-out[\s\S]*toe-in/i);
    expect(topicText('roll-centre')).toMatch(/Higher roll centre[\s\S]*Lower roll centre/);
    expect(topicText('battery-position')).toMatch(/Battery forward[\s\S]*Battery back/);
  });

  it('has the three Quick Setup Reference sections, the Setup Principles pair and the fundamentals', () => {
    expect(QUICK_REFERENCE.map((s) => s.title)).toEqual([
      'Track Surface',
      'Handling Issues',
      'Quick Adjustments',
    ]);
    for (const section of QUICK_REFERENCE) expect(section.items.length).toBeGreaterThanOrEqual(4);
    expect(SETUP_PRINCIPLES.map((p) => p.title)).toEqual(['Start Conservative', 'Balance is Key']);
    expect(FUNDAMENTALS.length).toBeGreaterThanOrEqual(5);
  });
});
