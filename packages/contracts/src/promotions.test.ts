import { describe, expect, it } from 'vitest';
import { APPLY_IMAGE_MAX_BYTES, applicationIssue, promotionRuleIssues, textLength } from './promotions.ts';

const png = (size = 1000) => ({ contentType: 'image/png', size });

describe('applicationIssue', () => {
  it('passes a comment of 140 characters (as people count them) and 3 png or jpg images of 5 MB', () => {
    expect(
      applicationIssue({
        comment: '🎰'.repeat(140),
        images: [
          png(APPLY_IMAGE_MAX_BYTES),
          { contentType: 'image/jpeg', size: 1 },
          { contentType: 'image/jpg', size: 1 },
        ],
      }),
    ).toBeUndefined();
    expect(applicationIssue({ comment: '', images: [] })).toBeUndefined();
  });

  it('names the first rule broken, and which image', () => {
    expect(applicationIssue({ comment: 'x'.repeat(141), images: [] })).toEqual({
      code: 'APPLICATION_TEXT_TOO_LONG',
    });
    expect(applicationIssue({ comment: '', images: [png(), png(), png(), png()] })).toEqual({
      code: 'APPLICATION_TOO_MANY_IMAGES',
    });
    expect(applicationIssue({ comment: '', images: [png(), { contentType: 'image/gif', size: 1 }] })).toEqual(
      {
        code: 'APPLICATION_IMAGE_INVALID',
        index: 1,
      },
    );
    expect(applicationIssue({ comment: '', images: [png(APPLY_IMAGE_MAX_BYTES + 1)] })).toEqual({
      code: 'APPLICATION_IMAGE_TOO_LARGE',
      index: 0,
    });
  });

  it('counts code points, not UTF-16 units', () => {
    expect(textLength('🎰a')).toBe(2);
  });
});

describe('promotionRuleIssues of an apply activity', () => {
  const base = {
    kind: 'apply' as const,
    depositTrigger: null,
    matchPercent: null,
    maxBonus: null,
    checkinRewards: null,
    cashback: null,
    startTime: '2026-01-01T00:00:00Z',
    endTime: null,
    maxBet: null,
    totalBudget: null,
  };
  it('needs a reward above zero', () => {
    expect(promotionRuleIssues({ ...base, bonusAmount: null }).map((i) => i.field)).toEqual(['bonusAmount']);
    expect(promotionRuleIssues({ ...base, bonusAmount: '0' }).map((i) => i.field)).toEqual(['bonusAmount']);
    expect(promotionRuleIssues({ ...base, bonusAmount: '8' })).toEqual([]);
  });
});
