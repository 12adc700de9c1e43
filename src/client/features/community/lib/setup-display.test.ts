import { describe, expect, it } from 'vitest';
import { makePublicSetup } from '../test/public-setup-data';
import { attachmentKind, setupTitle, surfaceLabel, trackLine } from './setup-display';

describe('shared setup display', () => {
  it('names a setup by its event, else its vehicle', () => {
    expect(setupTitle(makePublicSetup({ id: 1, eventName: 'Winter Series R3' }))).toBe('Winter Series R3');
    expect(setupTitle(makePublicSetup({ id: 1, eventName: null }))).toBe('Tekno RC EB48 2.2');
  });

  it('adds the treatment in brackets only to a Treated surface', () => {
    expect(surfaceLabel({ trackSurface: 'Treated', trackSurfaceTreatment: 'VHT' })).toBe('Treated (VHT)');
    expect(surfaceLabel({ trackSurface: 'Treated', trackSurfaceTreatment: null })).toBe('Treated');
    expect(surfaceLabel({ trackSurface: 'Clay', trackSurfaceTreatment: 'VHT' })).toBe('Clay');
    expect(surfaceLabel({ trackSurface: 'OTHER', trackSurfaceTreatment: null })).toBe('Other');
    expect(surfaceLabel({ trackSurface: null, trackSurfaceTreatment: null })).toBe('');
  });

  it('joins track and conditions', () => {
    expect(trackLine({ publicTrackName: 'Silverstone RC', publicTrackConditions: 'Dry/Dusty' })).toBe(
      'Silverstone RC · Dry/Dusty',
    );
  });

  it('tells a PDF from an image by type, else by the file ending', () => {
    expect(attachmentKind({ fileUrl: null, fileType: null })).toBeNull();
    expect(attachmentKind({ fileUrl: '/uploads/a.bin', fileType: 'application/pdf' })).toBe('pdf');
    expect(attachmentKind({ fileUrl: '/uploads/a.png', fileType: 'image/png' })).toBe('image');
    expect(attachmentKind({ fileUrl: '/uploads/a.PDF', fileType: null })).toBe('pdf');
  });
});
