import * as contracts from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import * as texts from './texts';

// texts.ts copies these so that the page does not bundle the contracts' zod schemas.
describe("the page's copies of the contracts' values", () => {
  it('are equal to the contracts', () => {
    expect(texts.SEARCH_BY).toEqual(contracts.SEARCH_BY);
    expect(texts.SEARCH_BY_LABELS).toEqual(contracts.SEARCH_BY_LABELS);
    expect(texts.PUBLIC_SEARCH_DELAY_MS).toBe(contracts.PUBLIC_SEARCH_DELAY_MS);
    expect(texts.MESSAGES.generic).toBe(contracts.GENERIC_ERROR);
    expect(texts.STATUS_LABELS).toEqual(contracts.STATUS_LABELS);
    expect(texts.PUBLIC_STATUS_COLOURS).toEqual(contracts.PUBLIC_STATUS_COLOURS);
    expect(texts.MESSAGES.challengeMissing).toBe(contracts.PUBLIC_TRACKING_MESSAGES.challengeMissing);
    expect(texts.MESSAGES.challengeNeedsHttps).toBe(contracts.PUBLIC_TRACKING_MESSAGES.challengeNeedsHttps);
    expect(texts.CHALLENGE_INVALID).toBe(contracts.PUBLIC_TRACKING_MESSAGES.challengeInvalid);
    expect(texts.MESSAGES.enterVerification).toBe(contracts.PUBLIC_TRACKING_MESSAGES.enterVerification);
  });

  it('write the empty-search message as the contracts do', () => {
    for (const searchBy of contracts.SEARCH_BY) {
      expect(texts.enterNumber(searchBy)).toBe(contracts.PUBLIC_TRACKING_MESSAGES.enterNumber(searchBy));
    }
    expect(texts.enterNumber('tracking_number')).toBe('Please enter tracking number');
    expect(texts.enterNumber('order_number')).toBe('Please enter order number');
  });
});
