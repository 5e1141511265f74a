import { describe, expect, it } from 'vitest';
import data from './data/business-words.json';
import { CONSUMER_CUE_WORDS, validateBusinessWords, WORD_SIGNALS } from './business-words';

describe('the business words table (data/business-words.json)', () => {
  it('passes its schema', () => {
    expect(validateBusinessWords(data)).toEqual([]);
  });

  it('the schema catches an unknown archetype, a bad weight, a capitalised word and a word for two models', () => {
    const bad = {
      ...data,
      signals: [
        { archetype: 'services', weight: 3, why: 'an agency', words: ['agence'] },
        { archetype: 'shop', weight: 9, why: 'x', words: ['Agence', 'agence'] },
      ],
    } as unknown as typeof data;
    expect(validateBusinessWords(bad)).toEqual([
      'shop/x: unknown archetype',
      'shop/x: weight 1 to 5',
      'shop/x: "Agence" is not a plain lower-case word',
      '"agence" points at both services and shop',
    ]);
  });

  it('every word of the table is found in a sentence, capitalised too, and not inside another word', () => {
    data.signals.forEach((s, i) => {
      for (const w of s.words) {
        const word = w.replace(/\*$/, '');
        // Capitalised as a sentence starts (Turkish "ı" has no upper case of its own in every locale).
        expect(WORD_SIGNALS[i].re.test(`Ok. ${word[0].toUpperCase()}${word.slice(1)} ici.`), w).toBe(true);
        if (/^\p{Script=Latin}/u.test(word)) expect(WORD_SIGNALS[i].re.test(`x${word} ici`), w).toBe(false);
      }
    });
    for (const w of data.consumer_cues) expect(CONSUMER_CUE_WORDS.test(`Ok, ${w}.`), w).toBe(true);
  });

  it('a word denied just before does not count', () => {
    const agency = WORD_SIGNALS.find((s) => s.why === 'an agency')!;
    expect(agency.re.test('Somos una agencia de viajes')).toBe(true);
    expect(agency.re.test('No somos agencia, somos una app')).toBe(false);
    expect(agency.re.test('это не агентство')).toBe(false);
  });
});
