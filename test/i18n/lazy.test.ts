/**
 * Catalogs are made on first use: a thread that speaks only English holds no other catalog (a render
 * worker for English servers), and the first text in another locale makes that one alone.
 */
import { describe, expect, it } from 'vitest';
import { catalogMade } from '../../src/i18n/catalog/index.ts';
import { LOCALES, t } from '../../src/i18n/index.ts';

describe('catalogs made on first use', () => {
  it('English texts make no other catalog; a German text makes German alone', () => {
    expect(t('en-US', 'abstrac.pic.chooses', { name: 'Ann' })).toContain('Ann');
    expect(LOCALES.filter(catalogMade)).toEqual(['en-US']);
    const german = t('de', 'abstrac.pic.chooses', { name: 'Ann' });
    expect(german).toContain('Ann');
    expect(german).not.toBe(t('en-US', 'abstrac.pic.chooses', { name: 'Ann' }));
    expect(LOCALES.filter(catalogMade)).toEqual(['en-US', 'de']);
  });
});
