import { describe, expect, it } from 'vitest';
import { countSms, fitsSmsLimit, SMS_MAX_GSM_UNITS } from './sms-segments.js';

describe('SMS counting', () => {
  it('holds 160 GSM-7 units in one message and 153 per part beyond', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    expect(countSms('a'.repeat(161))).toMatchObject({ units: 161, segments: 2, perSegment: 153 });
  });

  it('counts an extended character and a line break as two units, and never splits an escape pair', () => {
    expect(countSms('€\n').units).toBe(4);
    // 306 units would fill two parts of 153 exactly, but the pair at units 153-154 moves whole
    // into the second part, which then overflows into a third.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
    expect(countSms('a'.repeat(306)).segments).toBe(2);
  });

  it('goes UCS-2 for any other character, naming each once, and keeps an emoji whole in one part', () => {
    const count = countSms(`Olá ✓ ✓ ${'a'.repeat(60)}`);
    expect(count).toMatchObject({ encoding: 'UCS-2', segments: 1, perSegment: 70, ucs2Characters: ['á', '✓'] });
    const family = '👨‍👩‍👧';
    expect(countSms(`${'a'.repeat(66)}${family}`).segments).toBe(2);
  });

  it('fits the limit up to 612 GSM-7 units and four UCS-2 parts', () => {
    expect(fitsSmsLimit('a'.repeat(SMS_MAX_GSM_UNITS))).toBe(true);
    expect(fitsSmsLimit('a'.repeat(SMS_MAX_GSM_UNITS + 1))).toBe(false);
    expect(fitsSmsLimit('✓'.repeat(67 * 4))).toBe(true);
    expect(fitsSmsLimit('✓'.repeat(67 * 4 + 1))).toBe(false);
  });
});
