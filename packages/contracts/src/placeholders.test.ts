import { describe, expect, it } from 'vitest';
import { SMS_PLACEHOLDER_NAMES, unknownPlaceholders } from './placeholders.js';
import { normaliseStatusTag } from './statuses.js';

describe('placeholders', () => {
  it('flags bracketed names that are not placeholders, each once', () => {
    expect(unknownPlaceholders('[Tracking Number] [Trackin Number] [Trackin Number] [Order ID]')).toEqual(['Trackin Number']);
    expect(unknownPlaceholders('[1 not a name] [] text')).toEqual([]);
  });

  it('flags markup placeholders in an SMS', () => {
    expect(unknownPlaceholders('[Logo] [Courier Name]', SMS_PLACEHOLDER_NAMES)).toEqual(['Logo']);
  });
});

describe('status tags', () => {
  it('maps a courier tag onto a status, AttemptFail included, and refuses others', () => {
    expect(normaliseStatusTag('InTransit')).toBe('InTransit');
    expect(normaliseStatusTag('AttemptFail')).toBe('FailedAttempt');
    expect(normaliseStatusTag('intransit')).toBeNull();
  });
});
