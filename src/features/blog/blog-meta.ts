import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';
import type { PageMeta } from '@/src/core/head';

export function blogPageMeta(i18n: I18n, page: number): PageMeta {
  return {
    title: page > 1 ? t(i18n)`Blog, page ${page}` : t(i18n)`Blog`,
    description: t(i18n)`Road trips, sailing weeks and practical advice for renting a car or a yacht around the Mediterranean.`,
  };
}

export function blogPostPageMeta(post: Schemas['BlogPost']): PageMeta {
  return { title: post.title, description: post.summary, image: post.cover, type: 'article' };
}
