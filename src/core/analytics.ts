import type { StartUpSettings } from '@/config/start-up';

interface PageViews {
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/**
 * Page views, when the analytics setting is on (ANALYTICS_URL): one event per page shown, the first included, to a
 * Plausible-compatible events API. No cookie, no identifier: the address, the referrer and the screen width.
 */
export function trackPageViews(router: PageViews, analytics: StartUpSettings['analytics'], send: typeof fetch = fetch): () => void {
  if (!analytics) return () => {};
  let last: string | undefined;
  const view = () => {
    const url = window.location.href;
    if (url === last) return;
    const referrer = last ?? (document.referrer || null);
    last = url;
    void send(analytics.url, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'pageview', url, domain: analytics.domain, referrer, screen_width: window.innerWidth }),
    }).catch(() => {});
  };
  view();
  return router.subscribe('onResolved', view);
}
