import type { Page } from '@playwright/test';

/** One pixel of sea (OpenStreetMap's water colour): Leaflet stretches it over the 256 px tile. */
const seaTile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNYdfk+AASHAl0vf30xAAAAAElFTkSuQmCC', 'base64');

/**
 * These machines have no internet: the map's tile requests (OpenStreetMap, the server's default) are
 * answered here with a plain tile, so they neither fail nor log. The browser checks the page's security
 * policy before a request reaches this route, so a tile the policy refuses is still reported.
 */
export async function serveOfflineTiles(page: Page): Promise<void> {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: seaTile }),
  );
}
