import { describe, expect, it } from 'vitest';
import { mapConditions } from './conditions-mapping';
import { shareFormSchema, sharePayload } from './schemas/public-setup';
import { sharePrefill } from './share-prefill';

describe('conditions mapping (SPEC §5)', () => {
  it.each([
    ['Dusty in the corners', 'Dry/Dusty'],
    ['very dry', 'Dry/Dusty'],
    ['Damp morning', 'Damp/Tacky'],
    ['TACKY', 'Damp/Tacky'],
    ['wet after rain', 'Wet/Muddy'],
    ['Muddy', 'Wet/Muddy'],
    ['abrasive clay', 'Abrasive/High Grip'],
    ['High grip carpet', 'Abrasive/High Grip'],
    ['slippery', 'Slippery/Low Grip'],
    ['low grip, loose top', 'Slippery/Low Grip'],
    ['watered at noon', 'Freshly Watered'],
    ['blown lines', 'Blown Out/Rutted'],
    ['rutted landings', 'Blown Out/Rutted'],
    ['smooth', 'Smooth/Freshly Prepped'],
    ['just prepped', 'Smooth/Freshly Prepped'],
  ])('"%s" gives %s', (text, preset) => {
    expect(mapConditions(text)).toEqual({ preset, custom: '' });
  });

  it('keeps an exact preset and sends anything else to OTHER with the text', () => {
    expect(mapConditions('Freshly Watered')).toEqual({ preset: 'Freshly Watered', custom: '' });
    expect(mapConditions('blue groove, rubbered in')).toEqual({
      preset: 'OTHER',
      custom: 'blue groove, rubbered in',
    });
    expect(mapConditions(null)).toEqual({ preset: '', custom: '' });
  });
});

describe('share prefill (SPEC §5)', () => {
  const user = { email: 'sam.lap@example.com', firstName: 'Sam', lastName: 'Lap' };
  const car = { manufacturer: 'Tekno RC', model: 'EB48 2.2' };
  const sheet = { name: 'Club night', trackName: 'Home track', trackConditions: 'dusty', notes: 'Works' };

  it('takes the sheet first, then the user and the car', () => {
    expect(sharePrefill(sheet, user, car)).toMatchObject({
      driverName: 'Sam Lap',
      vehicleMake: 'Tekno RC',
      vehicleModel: 'EB48 2.2',
      publicTrackName: 'Home track',
      publicTrackConditions: 'Dry/Dusty',
      eventName: 'Club night',
      notes: 'Works',
      isPublic: true,
    });
    const shared = {
      ...sheet,
      driverName: 'Racer X',
      vehicleMake: 'XRAY',
      vehicleModel: "XB2 '24",
      publicTrackName: 'Nats',
      publicTrackConditions: 'rubbered',
      eventName: 'Finals',
    };
    expect(sharePrefill(shared, user, car)).toMatchObject({
      driverName: 'Racer X',
      vehicleMake: 'XRAY',
      vehicleModel: "XB2 '24",
      publicTrackName: 'Nats',
      publicTrackConditions: 'OTHER',
      customConditions: 'rubbered',
      eventName: 'Finals',
    });
  });

  it('falls back to the e-mail name without a first or last name', () => {
    expect(sharePrefill(sheet, { email: 'pit@example.com' }).driverName).toBe('pit');
  });

  it('requires the acknowledgement and sends the custom text in place of OTHER', () => {
    const base = {
      driverName: 'a',
      vehicleMake: 'b',
      vehicleModel: 'c',
      publicTrackName: 'd',
      publicTrackConditions: 'OTHER',
      customConditions: '  ',
      acknowledged: false,
    };
    const bad = shareFormSchema.safeParse(base);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Please confirm you want to share this setup publicly',
      'Please describe the track conditions',
    ]);
    const good = shareFormSchema.parse({ ...base, customConditions: ' rubbered in ', acknowledged: true });
    expect(sharePayload(good)).toMatchObject({ publicTrackConditions: 'rubbered in', isPublic: true });
    expect(sharePayload(good)).not.toHaveProperty('acknowledged');
  });
});
