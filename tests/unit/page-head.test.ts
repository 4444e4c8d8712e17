import { describe, expect, it } from 'vitest';
import { headTags, pageHead, pageMetaOf, renderHeadTags, type HeadTag } from '@/src/core/head';

const origin = 'https://azura.example';
const site = { title: 'Azura · Car and yacht rental', description: 'Rent a car or a yacht.' };

const attribute = (tags: HeadTag[], key: string, value: string, read = 'content') =>
  tags
    .filter((tag): tag is Extract<HeadTag, { attributes: unknown }> => tag.tag !== 'title' && tag.attributes[key] === value)
    .map((tag) => tag.attributes[read]);

describe('headTags: what search engines and link previews read of a page', () => {
  const car = { title: 'BMW X5 for rent', description: 'Rent the BMW X5 for €120 a day.', image: '/cdn/cars/suv-1f6feb.svg', type: 'product' as const };

  it('gives a car page its title, description, absolute image and product type, in its language', () => {
    const tags = headTags({ language: 'fr', internalPathname: '/cars/bmw/x5/1', origin, page: car, site });
    expect(tags[0]).toEqual({ tag: 'title', text: 'BMW X5 for rent · Azura' });
    expect(attribute(tags, 'name', 'description')).toEqual([car.description]);
    expect(attribute(tags, 'property', 'og:image')).toEqual(['https://azura.example/cdn/cars/suv-1f6feb.svg']);
    expect(attribute(tags, 'property', 'og:type')).toEqual(['product']);
    expect(attribute(tags, 'property', 'og:locale')).toEqual(['fr_FR']);
    expect(attribute(tags, 'property', 'og:locale:alternate')).toEqual(['en_US', 'ru_RU']);
    expect(attribute(tags, 'property', 'og:url')).toEqual(['https://azura.example/fr/cars/bmw/x5/1']);
    expect(attribute(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('points the canonical link at the page in its language, and lists it in every language and x-default', () => {
    const tags = headTags({ language: 'ru', internalPathname: '/search', origin, page: undefined, site });
    expect(attribute(tags, 'rel', 'canonical', 'href')).toEqual(['https://azura.example/ru/search']);
    const alternates = tags.flatMap((tag) => (tag.tag === 'link' && tag.attributes.rel === 'alternate' ? [[tag.attributes.hreflang, tag.attributes.href]] : []));
    expect(alternates).toEqual([
      ['en', 'https://azura.example/search'],
      ['fr', 'https://azura.example/fr/search'],
      ['ru', 'https://azura.example/ru/search'],
      ['x-default', 'https://azura.example/search'],
    ]);
  });

  it("uses the site's title and description for a page without its own, and keeps a page out of the index when asked", () => {
    const plain = headTags({ language: 'en', internalPathname: '/', origin, page: undefined, site });
    expect(plain[0]).toEqual({ tag: 'title', text: site.title });
    expect(attribute(plain, 'name', 'robots')).toEqual([]);
    expect(attribute(plain, 'name', 'twitter:card')).toEqual(['summary']);
    const hidden = headTags({ language: 'en', internalPathname: '/nope', origin, page: { title: 'Nothing to see here!', noIndex: true }, site });
    expect(attribute(hidden, 'name', 'robots')).toEqual(['noindex']);
  });

  it('escapes what a title or a description carries, and marks each tag for the next page to replace', () => {
    const html = renderHeadTags(headTags({ language: 'en', internalPathname: '/', origin, page: { title: '<b>"Fast" & cheap</b>' }, site }));
    expect(html).toContain('<title>&lt;b&gt;&quot;Fast&quot; &amp; cheap&lt;/b&gt; · Azura</title>');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/<meta data-page-head property="og:title" content="&lt;b&gt;/);
  });
});

describe("pageMetaOf: the deepest route's head wins", () => {
  it('reads the meta a route gave with pageHead, the last match first', () => {
    const matches = [{ meta: undefined }, { meta: pageHead({ title: 'Yachts' }).meta }, { meta: pageHead({ title: 'Catamarans' }).meta }, { meta: [] }];
    expect(pageMetaOf(matches)).toEqual({ title: 'Catamarans' });
    expect(pageMetaOf([{ meta: [{ title: 'not ours' }] }])).toBeUndefined();
  });
});
