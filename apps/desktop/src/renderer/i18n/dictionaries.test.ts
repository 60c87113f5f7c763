import { describe, expect, it } from 'vitest';
import { en, type Dictionary } from './en.ts';
import { ptBR } from './pt-BR.ts';
import { fillPlaceholders } from './format.ts';
import { detectLocale } from './locale.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('dictionaries', () => {
  // The compiler already refuses a pt-BR dictionary with a missing or extra key; this guards the values.
  const english: Dictionary = en;

  it('pt-BR has exactly the English keys', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(english).sort());
  });

  it('has no empty sentence in either language', () => {
    for (const dictionary of [english, ptBR]) {
      const empty = Object.entries(dictionary).filter(([, text]) => text.trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = Object.keys(english).filter((key) => {
      const k = key as keyof Dictionary;
      return placeholders(english[k]).join() !== placeholders(ptBR[k]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('translates what the attendant reads (not a copy of the English)', () => {
    const same = Object.keys(english).filter((key) => {
      const k = key as keyof Dictionary;
      return english[k] === ptBR[k] && /[a-z]{4,}/.test(english[k]);
    });
    // Product and language names stay as they are.
    expect(same.sort()).toEqual(['attendants.email', 'locale.en', 'locale.pt-BR']);
  });
});

describe('fillPlaceholders', () => {
  it('fills named values and leaves unknown ones visible', () => {
    expect(fillPlaceholders('{count} waiting, {failed} failed', { count: 3 })).toBe(
      '3 waiting, {failed} failed',
    );
  });
});

describe('detectLocale', () => {
  it('gives Brazilian and other Portuguese systems pt-BR', () => {
    expect(detectLocale(['pt-BR', 'en-US'])).toBe('pt-BR');
    expect(detectLocale(['pt'])).toBe('pt-BR');
  });

  it('falls back to English for anything else', () => {
    expect(detectLocale(['de-DE', 'fr'])).toBe('en');
    expect(detectLocale([])).toBe('en');
    expect(detectLocale(['en-GB', 'pt-BR'])).toBe('en');
  });
});
