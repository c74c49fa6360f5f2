import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPurchaseCancelled,
  ProductNotFoundError,
  purchasesErrorCode,
  purchasesErrorMessage,
  purchasesErrorName,
  purchasesErrorNames,
} from './purchases-errors';

describe('the purchases error codes (spec 8)', () => {
  it('names every code from 0 to 35, each name once', () => {
    const codes = Array.from({ length: 36 }, (_, code) => code);
    for (const code of codes) expect(purchasesErrorNames[code]).toMatch(/^[A-Z_]+$/);
    expect(new Set(codes.map((code) => purchasesErrorNames[code])).size).toBe(36);
    expect(purchasesErrorNames[1]).toBe('PURCHASE_CANCELLED_ERROR');
    expect(purchasesErrorNames[2]).toBe('STORE_PROBLEM_ERROR');
    expect(purchasesErrorNames[6]).toBe('PRODUCT_ALREADY_PURCHASED_ERROR');
    expect(purchasesErrorNames[10]).toBe('NETWORK_ERROR');
  });

  it('reads the SDK’s string codes and anything else as unknown', () => {
    expect(purchasesErrorCode({ code: '10' })).toBe(10);
    expect(purchasesErrorName({ code: '10' })).toBe('NETWORK_ERROR');
    expect(purchasesErrorName({ code: 'x' })).toBe('UNKNOWN_ERROR');
    expect(purchasesErrorName(null)).toBe('UNKNOWN_ERROR');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35 }), (code) => {
        expect(purchasesErrorName({ code: String(code) })).toBe(purchasesErrorNames[code]);
      }),
    );
  });

  it('knows a cancelled purchase', () => {
    expect(isPurchaseCancelled({ code: '1', message: 'Purchase was cancelled.' })).toBe(true);
    expect(isPurchaseCancelled({ userCancelled: true })).toBe(true);
    expect(isPurchaseCancelled({ code: '2' })).toBe(false);
  });
});

describe('purchasesErrorMessage', () => {
  it('says which product is missing, else the SDK’s own message', () => {
    expect(purchasesErrorMessage(new ProductNotFoundError('compound.elite.month'))).toBe(
      'Product compound.elite.month not found',
    );
    expect(purchasesErrorMessage({ code: '2', message: 'There was a problem with the App Store.' })).toBe(
      'There was a problem with the App Store.',
    );
    expect(purchasesErrorMessage({})).toBe('The store could not complete the request. Please try again.');
  });
});
