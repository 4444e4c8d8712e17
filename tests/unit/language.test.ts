import { describe, expect, it } from 'vitest';
import type { Language } from '@/config/languages';
import {
  detectLanguage,
  languageRewrite,
  stripLanguagePrefix,
  toPublicHref,
  withLanguagePrefix,
} from '@/src/core/language';

const origin = 'https://azura.example';

describe('detectLanguage: the l parameter, else the first path segment, else the default', () => {
  it.each<[string, Language]>([
    ['/', 'en'],
    ['/sign-in', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr/sign-in', 'fr'],
    ['/ru/cars/bmw/x5/1', 'ru'],
    ['/en/sign-in', 'en'],
    ['/?l=fr', 'fr'],
    ['/sign-in?l=ru', 'ru'],
    ['/fr/sign-in?l=ru', 'ru'],
    ['/ru/sign-in?l=en', 'en'],
    ['/fr/sign-in?l=de', 'fr'],
    ['/sign-in?l=', 'en'],
    ['/?l=el', 'en'],
    ['/ru?l=el', 'en'],
    ['/el/sign-in', 'en'],
    ['/de/sign-in', 'en'],
    ['/french/sign-in', 'en'],
    ['/FR/sign-in', 'en'],
    ['/sign-in/fr', 'en'],
  ])('%s -> %s', (href, expected) => {
    expect(detectLanguage(new URL(href, origin))).toBe(expected);
  });
});

describe('stripLanguagePrefix removes a supported first segment only', () => {
  it.each([
    ['/', '/'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/sign-in', '/sign-in'],
    ['/ru/cars/bmw/x5/1', '/cars/bmw/x5/1'],
    ['/en/sign-in', '/sign-in'],
    ['/sign-in', '/sign-in'],
    ['/french', '/french'],
    ['/de/sign-in', '/de/sign-in'],
    ['/blog/fr', '/blog/fr'],
  ])('%s -> %s', (pathname, expected) => {
    expect(stripLanguagePrefix(pathname)).toBe(expected);
  });
});

describe('withLanguagePrefix: the default language has no prefix, the others do', () => {
  it.each<[string, Language, string]>([
    ['/', 'en', '/'],
    ['/', 'fr', '/fr'],
    ['/', 'ru', '/ru'],
    ['/sign-in', 'en', '/sign-in'],
    ['/sign-in', 'fr', '/fr/sign-in'],
    ['/sign-in', 'ru', '/ru/sign-in'],
    ['/fr/sign-in', 'ru', '/ru/sign-in'],
    ['/fr/sign-in', 'en', '/sign-in'],
    ['/en/sign-in', 'fr', '/fr/sign-in'],
    ['/cities/Nice', 'fr', '/fr/cities/Nice'],
  ])('%s in %s -> %s', (pathname, language, expected) => {
    expect(withLanguagePrefix(pathname, language)).toBe(expected);
  });
});

describe('languageRewrite: routes without prefix inside, the language prefix outside', () => {
  it.each<[string, string]>([
    ['/fr/sign-in', '/sign-in'],
    ['/ru', '/'],
    ['/sign-in?l=fr', '/sign-in'],
    ['/fr/sign-in?l=ru&next=%2Fbookings', '/sign-in?next=%2Fbookings'],
    ['/sign-in?next=a+b', '/sign-in?next=a+b'],
    ['/de/sign-in', '/de/sign-in'],
  ])('input %s -> %s', (href, expected) => {
    const url = languageRewrite('fr').input!({ url: new URL(href, origin) }) as URL;
    expect(url.pathname + url.search).toBe(expected);
  });

  it.each<[Language, string, string]>([
    ['en', '/sign-in', '/sign-in'],
    ['fr', '/sign-in', '/fr/sign-in'],
    ['ru', '/', '/ru'],
    ['fr', '/cities/Nice?page=2#offers', '/fr/cities/Nice?page=2#offers'],
  ])('output in %s: %s -> %s', (language, href, expected) => {
    const url = languageRewrite(language).output!({ url: new URL(href, origin) }) as URL;
    expect(url.pathname + url.search + url.hash).toBe(expected);
  });
});

describe('toPublicHref: the address of an internal href in a language', () => {
  it.each<[string, Language, string]>([
    ['/', 'fr', '/fr'],
    ['/sign-in', 'ru', '/ru/sign-in'],
    ['/sign-in?next=%2Fbookings#form', 'fr', '/fr/sign-in?next=%2Fbookings#form'],
    ['/sign-in?l=fr', 'en', '/sign-in'],
    ['/fr/sign-in', 'en', '/sign-in'],
  ])('%s in %s -> %s', (href, language, expected) => {
    expect(toPublicHref(href, language, origin)).toBe(expected);
  });
});
